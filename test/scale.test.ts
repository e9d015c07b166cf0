/**
 * Runs over many files: worker threads (the committed CLI bundle serves as its own worker), shards
 * and the merge of shard reports. Worker threads need the bundle (a TypeScript source cannot be a
 * worker script), so those cases run dist/cli.js as the runner would.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { checkWorkspace } from '../src/core/run/run.js';
import { inShard, parseShard } from '../src/core/run/shard.js';
import { PolicyError } from '../src/core/policy/policy.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(ROOT, 'dist', 'cli.js');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NOW = '2026-11-29T00:00:00Z';
const temps: string[] = [];
afterAll(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function ensureDist(): void {
  if (!existsSync(CLI)) execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
}

/** A workspace of `count` sitemaps; every third has a fault, two share a loc. */
function site(count: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-scale-'));
  temps.push(dir);
  for (let f = 0; f < count; f++) {
    const urls: string[] = [];
    for (let i = 0; i < 30; i++) {
      const loc = f === 5 && i === 0 ? 'https://www.beispiel.de/shared' : `https://www.beispiel.de/s${f}/p${i}`;
      urls.push(`<url><loc>${loc}</loc>${f % 3 === 0 && i === 7 ? '<priority>2</priority>' : ''}</url>`);
    }
    if (f === 1) urls.push('<url><loc>https://www.beispiel.de/shared</loc></url>');
    const sub = path.join(dir, `part${f % 4}`);
    mkdirSync(sub, { recursive: true });
    writeFileSync(path.join(sub, `sitemap-${f}.xml`), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`);
  }
  return dir;
}

function cli(args: string[], cwd: string): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('worker threads', () => {
  it('give the same report, byte for byte, as one thread', () => {
    ensureDist();
    const dir = site(12);
    const one = cli(['--threads', '1', '--now', NOW, '--format', 'json', '.'], dir);
    const two = cli(['--threads', '2', '--now', NOW, '--format', 'json', '.'], dir);
    const four = cli(['--now', NOW, '--format', 'json', '--threads', '4', '.'], dir);
    expect(one.stderr).toBe('');
    expect(one.code).toBe(1);
    const report = JSON.parse(one.stdout);
    expect(report.totals.files).toBe(12);
    expect(report.totals.errors).toBe(4);
    // The cross-file duplicate is found whichever thread judged each file.
    expect(report.totals.warnings).toBe(1);
    expect(two.stdout).toBe(one.stdout);
    expect(four.stdout).toBe(one.stdout);
    expect([two.code, four.code]).toEqual([1, 1]);
  });

  it('refuses a bad --threads value', async () => {
    const r = await runCli(['--threads', '0', '.'], {}, false, {});
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--threads');
  });
});

describe('shards', () => {
  it('parses i/n and refuses anything else, naming the input', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '1/0', 'x', '1/2/3', '1/1001']) expect(() => parseShard(bad)).toThrow(PolicyError);
    expect(() => parseShard('5/4')).toThrow(/shard/);
  });

  it('split the files: every file in exactly one shard, stable by path', async () => {
    const dir = site(12);
    const all = await checkWorkspace({ cwd: dir, policy: { now: new Date(NOW) } });
    const paths = all.files.map((f) => f.path);
    const seen: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const part = await checkWorkspace({ cwd: dir, policy: { now: new Date(NOW) }, shard: { index: i, count: 3 } });
      for (const f of part.files) expect(inShard(f.path, { index: i, count: 3 })).toBe(true);
      seen.push(...part.files.map((f) => f.path));
      expect(part.notes.join('\n')).toContain(`shard ${i} of 3`);
    }
    expect(seen.sort()).toEqual([...paths].sort());
  });

  it('merge into the report of the whole run (apart from checks across shards)', async () => {
    const dir = site(12);
    const reports: string[] = [];
    let whole = await runCli(['--cwd', dir, '--now', NOW, '--format', 'json', '--rule', 'loc-duplicate-across-files=off', '.'], {}, false);
    for (let i = 1; i <= 3; i++) {
      const file = path.join(dir, `shard-${i}.json`);
      const r = await runCli(['--cwd', dir, '--now', NOW, '--format', 'json', '--rule', 'loc-duplicate-across-files=off', '--shard', `${i}/3`, '--output', file, '.'], {}, false);
      // The report is in the file; a failing shard says so in one line.
      expect(r.stderr).toMatch(r.code === 0 ? /^$/ : /^sitemap-contract: \d+ files?, \d+ entr(y|ies): .*; failed \(the report is in .*shard-\d\.json\)\.\n$/);
      reports.push(file);
    }
    const merged = await runCli(['merge', '--format', 'json', ...reports], {}, false);
    expect(merged.stderr).toBe('');
    expect(merged.code).toBe(1);
    const a = JSON.parse(merged.stdout);
    const b = JSON.parse(whole.stdout);
    expect(a.files).toEqual(b.files);
    expect(a.totals).toEqual(b.totals);
    expect(a.passed).toBe(b.passed);
    const text = await runCli(['merge', ...reports], {}, false);
    expect(text.stdout).toContain('Merged from 3 shard reports');
    const summary = await runCli(['merge', '--format', 'summary', ...reports], {}, false);
    expect(summary.stdout).toContain('<table');
    whole = await runCli(['merge', '--format', 'github', ...reports], {}, false);
    expect(whole.stdout.split('\n').filter((l) => l.startsWith('::error ')).length).toBe(4);
  });

  it('merge refuses reports that are not reports, or of another policy, with exit 2', async () => {
    const dir = site(4);
    const junk = path.join(dir, 'junk.json');
    writeFileSync(junk, '{"version": 2}');
    let r = await runCli(['merge', junk], {}, false);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('not a sitemap-contract JSON report');
    writeFileSync(junk, 'not json');
    r = await runCli(['merge', junk], {}, false);
    expect(r.code).toBe(2);
    const p1 = path.join(dir, 'p1.json');
    const p2 = path.join(dir, 'p2.json');
    await runCli(['--cwd', dir, '--format', 'json', '--output', p1, '.'], {}, false);
    await runCli(['--cwd', dir, '--format', 'json', '--profile', 'strict', '--output', p2, '.'], {}, false);
    r = await runCli(['merge', p1, p2], {}, false);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('another policy');
    r = await runCli(['merge'], {}, false);
    expect(r.code).toBe(2);
    expect(readFileSync(p1, 'utf8')).toContain('"version": 1');

    // Shards of one split made under different rules, lastmod modes or site settings.
    const shard = (i: number, ...flags: string[]) => {
      const file = path.join(dir, `s${i}-${flags.join('').replace(/[^a-z0-9]/gi, '')}.json`);
      return runCli(['--cwd', dir, '--format', 'json', '--fail-on', 'never', '--shard', `${i}/2`, '--output', file, ...flags, '.'], {}, false).then(() => file);
    };
    const plain = await shard(1);
    for (const [flags, differ] of [
      [['--rule', 'loc-duplicate=off'], 'rules'],
      [['--lastmod', 'date'], 'lastmod'],
      [['--base-url', 'https://www.beispiel.de/'], 'baseUrl'],
      [['--require-https'], 'requireHttps'],
    ] as const) {
      r = await runCli(['merge', plain, await shard(2, ...flags)], {}, false);
      expect(r.code, flags.join(' ')).toBe(2);
      expect(r.stderr, flags.join(' ')).toMatch(new RegExp(`made with another policy than .* \\(${differ} differ\\)`));
    }
    expect((await runCli(['merge', plain, await shard(2)], {}, false)).code).toBe(0);

    // A report whose policy this version does not accept: a clear error, not an internal one.
    const report = JSON.parse(readFileSync(plain, 'utf8'));
    for (const [key, value] of [['profile', 'nope'], ['hosts', 'x'], ['maxBytes', 'ten'], ['rules', { nope: 'error' }]] as const) {
      writeFileSync(junk, JSON.stringify({ ...report, policy: { ...report.policy, [key]: value } }));
      r = await runCli(['merge', junk], {}, false);
      expect(r.code, key).toBe(2);
      expect(r.stderr, key).toMatch(/junk\.json: its policy is not one this version accepts/);
      expect(r.stderr, key).not.toContain('internal error');
    }
  });
});
