/**
 * The notes on globs of the paths that matched no file, and the report files a config file names
 * on the command line.
 */
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const CLEAN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.example.org/</loc></url>\n</urlset>\n`;

const temps: string[] = [];
afterEach(() => {
  while (temps.length > 0) rmSync(temps.pop()!, { recursive: true, force: true });
});

function workspace(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-cli-'));
  temps.push(dir);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

async function cli(cwd: string, ...args: string[]) {
  return runCli(['--cwd', cwd, ...args], {}, false);
}

describe('a glob that matched a checked file', () => {
  // Each glob matches a file (or a sitemap-named folder) that is then checked or reported; the
  // glob library normalises `./`, `//` and a trailing `/` before matching.
  for (const glob of ['public/./sitemap*.xml', 'public//sitemap*.xml', 'public/**/', 'public/**/sitemap*.xml/', '*.xml/']) {
    it(`is not noted: ${glob}`, async () => {
      const ws = workspace({ 'public/sitemap.xml': CLEAN, 'public/blog/sitemap-posts.xml': CLEAN, 'robots.txt': '' });
      mkdirSync(path.join(ws, 'folder.xml'));
      const r = await cli(ws, 'robots.txt', glob);
      expect(r.stdout).toMatch(/^public\/|^folder\.xml|^\d+ files/m);
      expect(r.stdout).not.toMatch(/^note: The pattern/m);
    });
  }
});

describe('a glob that matched only a symlink to a folder (never searched nor reported)', () => {
  it('is noted', async () => {
    const ws = workspace({ 'robots.txt': '', 'real/sitemap.xml': CLEAN });
    symlinkSync('../real', path.join(ws, 'public'), 'dir');
    mkdirSync(path.join(ws, 'site'));
    symlinkSync('../real', path.join(ws, 'site', 'blog'), 'dir');
    const r = await cli(ws, 'robots.txt', 'site/b*');
    expect(r.stdout).toMatch(/^note: The pattern "site\/b\*" of the paths matched no file/m);
  });
});

describe('a symlink to a folder outside the workspace', () => {
  it('is passed over by a glob, as inside, and reported as a folder when named or sitemap-like', async () => {
    const away = workspace({ 'sitemap.xml': CLEAN });
    const ws = workspace({ 'public/sitemap.xml': CLEAN });
    symlinkSync(away, path.join(ws, 'public', 'assets'), 'dir');
    symlinkSync(away, path.join(ws, 'public', 'sitemap-away.xml'), 'dir');
    const globbed = JSON.parse((await cli(ws, '--format', 'json', 'public/**')).stdout);
    expect(globbed.files.map((f: { path: string; findings: Array<{ message: string }> }) => [f.path, f.findings.map((x) => x.message)])).toEqual([
      ['public/sitemap-away.xml', ['The file cannot be read: it is a symlink to a folder outside the workspace, so it was not searched.']],
      ['public/sitemap.xml', []],
    ]);
    const named = JSON.parse((await cli(ws, '--format', 'json', 'public/sitemap.xml', 'public/assets')).stdout);
    expect(named.files.map((f: { path: string }) => f.path)).toEqual(['public/assets', 'public/sitemap.xml']);
    expect(named.files[0].findings[0].message).toBe('The file cannot be read: it is a symlink to a folder outside the workspace, so it was not searched.');
  });
});

describe('a loop of symlinks', () => {
  it('is called a loop, not a missing target', async () => {
    const ws = workspace({ 'public/sitemap.xml': CLEAN });
    symlinkSync('sitemap-b.xml', path.join(ws, 'public', 'sitemap-a.xml'));
    symlinkSync('sitemap-a.xml', path.join(ws, 'public', 'sitemap-b.xml'));
    symlinkSync('sitemap-none.xml', path.join(ws, 'public', 'sitemap-c.xml'));
    const r = JSON.parse((await cli(ws, '--format', 'json', 'public')).stdout);
    expect(r.files.map((f: { path: string; findings: Array<{ message: string }> }) => [f.path, f.findings.map((x) => x.message).join()])).toEqual([
      ['public/sitemap-a.xml', 'The file cannot be read: it is a symlink that leads back to itself (a loop of symlinks).'],
      ['public/sitemap-b.xml', 'The file cannot be read: it is a symlink that leads back to itself (a loop of symlinks).'],
      ['public/sitemap-c.xml', 'The file cannot be read: it is a symlink whose target does not exist.'],
      ['public/sitemap.xml', ''],
    ]);
  });
});

describe('--output and the report files of the config file', () => {
  it('refuses --output naming the report-file through a symlinked folder', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: r.json\n' });
    symlinkSync('.', path.join(ws, 'self'), 'dir');
    expect((await cli(ws)).code).toBe(0);
    const report = readFileSync(path.join(ws, 'r.json'), 'utf8');
    linkSync(path.join(ws, 'r.json'), path.join(ws, 'hard.json'));
    for (const output of ['self/r.json', './r.json', path.join(ws, 'r.json'), 'hard.json']) {
      const r = await cli(ws, '--output', output);
      expect(r.code, output).toBe(2);
      expect(r.stderr, output).toContain(`--output: ${JSON.stringify(output)} is also the report-file of the config file; give another file.`);
      // Else the JSON report would be overwritten with the text output.
      expect(readFileSync(path.join(ws, 'r.json'), 'utf8'), output).toBe(report);
    }
  });

  it('refuses a sarif-file that is the report-file through a symlinked folder', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: r.json\nsarif-file: self/r.json\n' });
    symlinkSync('.', path.join(ws, 'self'), 'dir');
    const r = await cli(ws);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/sarif-file: "self\/r\.json" .*give a file other than report-file/);
    expect(existsSync(path.join(ws, 'r.json'))).toBe(false);
  });

  it('never overwrites a file the run checks, nor the config file itself', async () => {
    for (const target of ['sitemap.xml', '.sitemap-contract.yml']) {
      const config = `report-file: ${target}\n`;
      const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': config });
      await cli(ws);
      expect(readFileSync(path.join(ws, 'sitemap.xml'), 'utf8')).toBe(CLEAN);
      expect(readFileSync(path.join(ws, '.sitemap-contract.yml'), 'utf8')).toBe(config);
    }
  });

  it('prints the results when a report file cannot be written, and exits 2', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: reports\nsarif-file: s.sarif\n' });
    mkdirSync(path.join(ws, 'reports'));
    const r = await cli(ws);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('sitemap-contract: report-file: "reports" is a folder; give the path of a file.\n');
    expect(r.stdout).toMatch(/^1 file, 1 entry/m);
    // The other report file is written all the same.
    expect(JSON.parse(readFileSync(path.join(ws, 's.sarif'), 'utf8')).version).toBe('2.1.0');
  });

  it('refuses every existing file that is not an earlier report, and .git, but replaces its own reports', async () => {
    for (const target of ['sitemap.xml', '.sitemap-contract.yml', 'notes.json', 'src/app.js']) {
      const config = `report-file: ${target}\n`;
      const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': config, 'notes.json': '{"keep": true}', 'src/app.js': 'run()' });
      const r = await cli(ws);
      expect(r.code, target).toBe(2);
      expect(r.stderr, target).toContain(`report-file: ${JSON.stringify(target)} is an existing file that is not a report of sitemap-contract; it was left as it is.`);
      expect(readFileSync(path.join(ws, 'sitemap.xml'), 'utf8')).toBe(CLEAN);
      expect(readFileSync(path.join(ws, '.sitemap-contract.yml'), 'utf8')).toBe(config);
      expect(readFileSync(path.join(ws, 'notes.json'), 'utf8')).toBe('{"keep": true}');
      expect(readFileSync(path.join(ws, 'src/app.js'), 'utf8')).toBe('run()');
    }
    for (const target of ['.git/config', '.git/hooks/post-checkout', 'sub/.GIT/x.json']) {
      const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': `sarif-file: ${target}\n`, '.git/config': '[core]\n' });
      const r = await cli(ws);
      expect(r.code, target).toBe(2);
      expect(r.stderr, target).toMatch(/sarif-file: ".*" is inside a \.git folder/);
      expect(readFileSync(path.join(ws, '.git/config'), 'utf8')).toBe('[core]\n');
      expect(existsSync(path.join(ws, '.git/hooks')), target).toBe(false);
    }
    // An earlier report (JSON or SARIF) and an empty file are replaced; so a run can be repeated.
    const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: out/r.json\nsarif-file: out/r.sarif\n', 'out/r.sarif': '' });
    for (let run = 0; run < 2; run++) {
      const r = await cli(ws);
      expect([r.code, r.stderr]).toEqual([0, '']);
    }
    expect(JSON.parse(readFileSync(path.join(ws, 'out/r.json'), 'utf8')).tool.name).toBe('sitemap-contract');
    expect(JSON.parse(readFileSync(path.join(ws, 'out/r.sarif'), 'utf8')).runs[0].tool.driver.name).toBe('sitemap-contract');
  });

  it('reads report-file as text, and takes a folder whose name starts with two dots as inside', async () => {
    const obj = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: {a: 1}\n' }));
    expect(obj.code).toBe(2);
    expect(obj.stderr).toMatch(/report-file: .* give a string/);
    const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: ..reports/r.json\n' });
    expect((await cli(ws)).code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(ws, '..reports', 'r.json'), 'utf8')).passed).toBe(true);
  });
});

describe('globs of the paths', () => {
  it('reads a leading !( as an extglob, not an exclusion', async () => {
    const ws = workspace({ 'public/sitemap.xml': CLEAN, 'other/sitemap.xml': CLEAN });
    const r = JSON.parse((await cli(ws, '--format', 'json', '!(public)/*.xml')).stdout);
    expect(r.files.map((f: { path: string }) => f.path)).toEqual(['other/sitemap.xml']);
  });

  it('takes a brace range for names, while any other ".." is refused', async () => {
    const ws = workspace({ 'public/sitemap-1.xml': CLEAN, 'public/sitemap-2.xml': CLEAN, 'public/sitemap-3.xml': CLEAN });
    const r = JSON.parse((await cli(ws, '--format', 'json', 'public/sitemap-{1..2}.xml', 'public/{..,x}/sitemap.xml', 'public/sitemap-{1..2}/../*.xml')).stdout);
    expect(r.files.map((f: { path: string; findings: Array<{ rule: string }> }) => [f.path, f.findings.map((x) => x.rule).join()])).toEqual([
      ['public/sitemap-1.xml', ''],
      ['public/sitemap-2.xml', 'loc-duplicate-across-files'],
      ['public/sitemap-{1..2}/../*.xml', 'file-unreadable'],
      ['public/{..,x}/sitemap.xml', 'file-unreadable'],
    ]);
  });

  it('gives the notes in every format, and merge keeps them once', async () => {
    const ws = workspace({ 'public/sitemap.xml': CLEAN, 'public/sitemap-2.xml': CLEAN.replace('/</loc>', '/2</loc>') });
    const note = 'The pattern "typo/*.xml" of the paths matched no file to check; check it for a typo (or the exclusions), or remove it.';
    const json = JSON.parse((await cli(ws, '--format', 'json', 'public/*.xml', 'typo/*.xml')).stdout);
    expect(json.notes).toEqual([note]);
    expect(JSON.parse((await cli(ws, '--format', 'json', 'public/*.xml')).stdout)).not.toHaveProperty('notes');
    const github = (await cli(ws, '--format', 'github', 'public/*.xml', 'typo/*.xml')).stdout;
    expect(github).toBe(`::notice title=note::${note}\n`);
    const shards = [];
    for (const i of [1, 2]) {
      const file = path.join(ws, `shard-${i}.json`);
      await cli(ws, '--format', 'json', '--shard', `${i}/2`, '--output', file, 'public/*.xml', 'typo/*.xml');
      shards.push(file);
    }
    const merged = JSON.parse((await runCli(['merge', '--format', 'json', ...shards], {}, false)).stdout);
    expect(merged.notes).toEqual([expect.stringMatching(/^Merged from 2 shard reports\./), note]);
  });

  it('notes a glob given twice once', async () => {
    const ws = workspace({ 'public/sitemap.xml': CLEAN });
    const r = await cli(ws, 'public/*.xml', 'typo/*.xml', 'typo/*.xml');
    expect(r.stdout.match(/^note: The pattern "typo\/\*\.xml"/gm)).toHaveLength(1);
  });
});
