/**
 * Hostile input (the files of a pull request): the limits of a run, the neutralisation of every
 * output channel, the filesystem boundary, DTDs and external resources, and what the action
 * prints. Each test names the guarantee of the README's "Security" section it proves.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { discover, MAX_FILES_PER_RUN } from '../src/core/run/discover.js';
import { checkStream, validate } from '../src/core/read/engine.js';
import { resolvePolicy } from '../src/core/policy/policy.js';
import { RULES, RULES_BY_ID } from '../src/core/policy/rules.js';
import { checkFiles, checkWorkspace } from '../src/core/run/run.js';
import { FindingSink, findingCounts, MAX_FINDINGS_PER_FILE } from '../src/core/checks/sink.js';
import type { Finding } from '../src/core/types.js';
import { neutralise } from '../src/report/neutralise.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const NOW = new Date('2026-11-29T00:00:00Z');
/** A sitemap that certainly gets findings if it is ever read: its loc is relative. */
const TELLTALE = `<urlset xmlns="${NS}"><url><loc>/read-from-outside</loc></url></urlset>\n`;

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix = 'sitemap-contract-security-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

function put(dir: string, name: string, content: string | Uint8Array): string {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

function rules(x: { findings: readonly Finding[] }): string[] {
  return x.findings.map((f) => f.rule);
}

async function* slices(bytes: Uint8Array, size: number, pulled?: { bytes: number }): AsyncGenerator<Uint8Array> {
  for (let i = 0; i < bytes.length; i += size) {
    const chunk = bytes.subarray(i, i + size);
    if (pulled) pulled.bytes += chunk.length;
    yield chunk;
  }
}

// -------------------------------------------------------------------------------------------
describe('limits', () => {
  it('max-bytes: inflation of a 1 GiB gzip bomb stops at the cap, without reading the rest of the file', async () => {
    // 16 gzip members of 64 MiB of spaces each, after a urlset start tag: 1 GiB inflated, ~1 MB on disk.
    const member = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
    const bomb = Buffer.concat([gzipSync(`<urlset xmlns="${NS}">`), ...Array.from({ length: 16 }, () => member)]);
    const maxBytes = 1024 * 1024;
    const pulled = { bytes: 0 };
    const started = Date.now();
    const r = await checkStream(slices(bomb, 16 * 1024, pulled), resolvePolicy({ maxBytes, now: NOW }), { name: 'sitemap.xml.gz' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(rules(r)).toEqual(['file-too-large']);
    expect(r.bytes).toBe(maxBytes + 1);
    // Inflation stopped: far less than the file was pulled from the source.
    expect(pulled.bytes).toBeLessThan(bomb.length / 4);
  }, 60_000);

  it('element depth and attributes per element: 256 each, then xml-limit (more cases in test/bad-input.test.ts)', async () => {
    const deep = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc>${'<x:a xmlns:x="urn:x">'.repeat(300)}</url></urlset>`;
    const wide = `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc><x:e xmlns:x="urn:x" ${Array.from({ length: 300 }, (_, i) => `x:a${i}="1"`).join(' ')}/></url></urlset>`;
    for (const doc of [deep, wide]) {
      const r = await validate(Buffer.from(doc), { now: NOW });
      expect(rules(r)).toEqual(['xml-limit']);
    }
  });

  it('a 40 MB text node: every message stays under 1,000 characters and quotes at most 200 of it', async () => {
    const huge = 'a'.repeat(40 * 1024 * 1024);
    const docs: Array<[string, string]> = [
      [`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/${huge}</loc></url></urlset>`, 'sitemap.xml'],
      [`<urlset xmlns="${NS}"><url><loc>${huge}&#10;::error::x</loc></url></urlset>`, 'sitemap.xml'],
      [
        `<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}"><url><loc>https://www.beispiel.de/</loc><lastmod>${huge.slice(0, 4e6)}</lastmod>` +
          `<changefreq>${huge.slice(0, 4e6)}</changefreq><priority>${huge.slice(0, 4e6)}</priority>` +
          `<xhtml:link rel="alternate" hreflang="${huge.slice(0, 4e6)}" href="https://www.beispiel.de/"/></url></urlset>`,
        'sitemap.xml',
      ],
      [`<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url>${huge}</urlset>`, 'sitemap.xml'],
      [`https://www.beispiel.de/${huge}\n`, 'sitemap.txt'],
      [`Sitemap: ${huge}\n`, 'robots.txt'],
    ];
    for (const [doc, name] of docs) {
      const r = await validate(Buffer.from(doc), { now: NOW }, { name });
      expect(r.findings.length, name).toBeGreaterThan(0);
      for (const f of r.findings) {
        expect(f.message.length, `${f.rule}: ${f.message.slice(0, 100)}`).toBeLessThan(1000);
        // No run of the value longer than a quote allows.
        expect(f.message, f.rule).not.toMatch(/a{201}/);
        expect(f.message).not.toMatch(/[\r\n]/);
      }
    }
  }, 120_000);

  describe('findings per file', () => {
    it('`findings-capped` is a notice in every profile, right after xml-limit in the catalog', () => {
      const capped = RULES_BY_ID.get('findings-capped')!;
      expect(capped.severity).toEqual({ protocol: 'notice', google: 'notice', strict: 'notice' });
      const ids = RULES.map((r) => r.id);
      expect(ids.indexOf('findings-capped')).toBe(ids.indexOf('xml-limit') + 1);
      expect(MAX_FINDINGS_PER_FILE).toBe(1000);
    });

    it('keeps 1,000 findings, the most severe, and one notice counts the rest of each rule; the counts stay exact', async () => {
      // 800 warnings first, then 2,500 errors: the errors take the place of the warnings.
      const urls = [
        ...Array.from({ length: 800 }, (_, i) => `<url><loc>https://www.beispiel.de/${i}#top</loc></url>`),
        ...Array.from({ length: 2500 }, (_, i) => `<url><loc>/relative/${i}</loc></url>`),
      ];
      const doc = `<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
      const r = await validate(Buffer.from(doc), { now: NOW });
      expect(r.findings).toHaveLength(MAX_FINDINGS_PER_FILE + 1);
      const [capped, ...kept] = r.findings;
      expect(capped).toEqual({
        rule: 'findings-capped',
        severity: 'notice',
        message:
          '2,300 more findings are not listed: at most 1,000 findings are kept per file (the most severe first). ' +
          'Left out: loc-not-absolute 1,500, loc-fragment 800. The totals still count them; fix the listed findings and check again.',
      });
      expect(new Set(kept.map((f) => f.rule))).toEqual(new Set(['loc-not-absolute']));
      // The first 1,000 errors, in document order (lines 802..1801).
      expect(kept[0]!.line).toBe(802);
      expect(kept.at(-1)!.line).toBe(1801);
      expect(findingCounts(r.findings)).toEqual({ errors: 2500, warnings: 800, notices: 1 });

      // The run totals, the verdict and the CLI's JSON report count every finding.
      const ws = tempDir();
      put(ws, 'sitemap.xml', doc);
      const run = await checkWorkspace({ cwd: ws, policy: { now: NOW } });
      expect(run.files[0]!.counts).toEqual({ errors: 2500, warnings: 800, notices: 1 });
      expect(run.totals).toMatchObject({ errors: 2500, warnings: 800, notices: 1 });
      expect(run.passed).toBe(false);
      const cli = await runCli(['--cwd', ws, '--format', 'json', '--now', NOW.toISOString()]);
      const json = JSON.parse(cli.stdout) as { totals: Record<string, number>; files: Array<{ findings: unknown[] }> };
      expect(json.totals).toMatchObject({ errors: 2500, warnings: 800, notices: 1 });
      expect(json.files[0]!.findings).toHaveLength(1001);
      expect(cli.code).toBe(1);
    });

    it('keeps file-level findings over positioned ones of the same severity, and arrival order among equals', () => {
      const sink = new FindingSink(resolvePolicy({ now: NOW }), 3);
      sink.add('loc-not-absolute', 'a', 1, 1);
      sink.add('loc-fragment', 'w', 2, 1);
      sink.add('loc-not-absolute', 'b', 3, 1);
      sink.add('loc-not-absolute', 'c', 4, 1); // evicts the warning
      sink.add('loc-not-absolute', 'd', 5, 1); // dropped: nothing ranks lower
      sink.add('file-too-large', 'size'); // file-level error: evicts the last positioned error
      sink.add('loc-fragment', 'w2', 6, 1); // dropped
      const sorted = sink.sorted();
      expect(sorted.map((f) => [f.rule, f.message])).toEqual([
        ['findings-capped', expect.stringContaining('4 more findings are not listed: at most 3 findings are kept per file')],
        ['file-too-large', 'size'],
        ['loc-not-absolute', 'a'],
        ['loc-not-absolute', 'b'],
      ]);
      expect(sorted[0]!.message).toContain('Left out: loc-fragment 2, loc-not-absolute 2.');
      expect(sink.counts()).toEqual({ errors: 5, warnings: 2, notices: 1 });
      expect(findingCounts(sorted)).toEqual({ errors: 5, warnings: 2, notices: 1 });
      expect(sink.findings.map((f) => f.message)).toEqual(['a', 'b', 'size']);
    });

    it('names at most 12 rules in the notice and keeps it under 1,000 characters', () => {
      const sink = new FindingSink(resolvePolicy({ now: NOW }), 0);
      const ids = RULES.filter((r) => r.severity.protocol !== 'off').map((r) => r.id);
      for (const [i, id] of ids.entries()) for (let k = 0; k <= i; k++) sink.add(id, 'x', 1, 1);
      const [capped] = sink.sorted();
      expect(capped!.rule).toBe('findings-capped');
      expect(capped!.message.length).toBeLessThan(1000);
      expect(capped!.message).toMatch(/, \d+ other rules [\d,]+\. The totals/);
    });

    it('a findings-capped set to off still caps, and the counts still hold every finding', () => {
      const sink = new FindingSink(resolvePolicy({ now: NOW, rules: { 'findings-capped': 'off' } }), 2);
      for (let i = 0; i < 5; i++) sink.add('loc-not-absolute', 'x', i + 1, 1);
      expect(sink.sorted()).toHaveLength(2);
      expect(sink.counts()).toEqual({ errors: 5, warnings: 0, notices: 0 });
    });
  });

  it('files per run: past the cap the next file is reported with the number left out, and the run fails', async () => {
    expect(MAX_FILES_PER_RUN).toBe(100_000);
    const ws = tempDir();
    for (const n of ['a', 'b', 'c', 'd', 'e', 'f']) put(ws, `sitemap-${n}.xml`, `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/${n}</loc></url></urlset>\n`);
    const files = await discover([], ws, { maxFiles: 3 });
    expect(files.map((f) => f.path)).toEqual(['sitemap-a.xml', 'sitemap-b.xml', 'sitemap-c.xml', 'sitemap-d.xml']);
    expect(files.slice(0, 3).every((f) => f.problem === undefined)).toBe(true);
    expect(files[3]!.problem).toBe(
      'a run checks at most 3 files, and the paths match more; this file and 2 more after it (by path) were not checked. Narrow the paths, or split the check into several runs',
    );
    const run = await checkFiles(files, { now: NOW }, { cwd: ws });
    expect(run.files.map((f) => [f.path, rules(f)])).toEqual([
      ['sitemap-a.xml', []],
      ['sitemap-b.xml', []],
      ['sitemap-c.xml', []],
      ['sitemap-d.xml', ['file-unreadable']],
    ]);
    expect(run.passed).toBe(false);
    // Exactly at the cap: nothing is reported.
    expect((await discover([], ws, { maxFiles: 6 })).every((f) => f.problem === undefined)).toBe(true);
  });

  it('files per run: the cap and the path order hold across the batches in which files are inspected', async () => {
    const ws = tempDir();
    const names: string[] = [];
    for (let i = 0; i < 150; i++) {
      const name = `sitemap-${String(i).padStart(3, '0')}.xml`;
      names.push(name);
      put(ws, name, `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/${i}</loc></url></urlset>\n`);
    }
    // A missing literal path among them: a finding in its place.
    const all = await discover(['sitemap-*', 'sitemap-070b.xml'], ws);
    expect(all.map((f) => f.path)).toEqual([...names.slice(0, 71), 'sitemap-070b.xml', ...names.slice(71)]);
    expect(all.filter((f) => f.problem !== undefined).map((f) => [f.path, f.problem])).toEqual([['sitemap-070b.xml', 'it does not exist']]);
    const capped = await discover(['sitemap-*', 'sitemap-070b.xml'], ws, { maxFiles: 100 });
    expect(capped).toHaveLength(101);
    expect(capped.slice(0, 100).map((f) => f.path)).toEqual(all.slice(0, 100).map((f) => f.path));
    expect(capped[100]).toMatchObject({ path: all[100]!.path });
    expect(capped[100]!.problem).toContain('this file and 50 more after it (by path) were not checked');
    expect(capped.slice(0, 100).filter((f) => f.problem !== undefined).map((f) => f.path)).toEqual(['sitemap-070b.xml']);
  });
});

// -------------------------------------------------------------------------------------------
// Output channels. One workspace whose file names and contents try every injection.

const HOSTILE_URLSET = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  `<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">`,
  '  <url><loc>https://www.beispiel.de/a&#10;::error::from-loc</loc></url>',
  '  <url><loc>/b%0A::warning::percent</loc></url>',
  '  <url><loc>/c&#13;::stop-commands::tok&#13;&#10;##[error]legacy</loc></url>',
  '  <url><loc>/d&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(1)&lt;/script&gt;</loc></url>',
  '  <url><loc>/e`code`|cell|[link](https://evil.example/)![img](https://evil.example/i.png)</loc></url>',
  '  <url><loc>https://www.beispiel.de/f\u202e\u2066</loc>',
  '    <xhtml:link rel="alternate" hreflang="&#10;::error::hreflang &lt;img src=x&gt;|`x`" href="https://www.beispiel.de/g"/>',
  '    <xhtml:link rel="alternate" hreflang="##[warning]h" href="/&#10;::error::href"/>',
  '  </url>',
  '</urlset>',
  '',
].join('\n');

const FAULTY = `<urlset xmlns="${NS}"><url><loc>/relative</loc></url></urlset>\n`;

const HOSTILE_FILES: Record<string, string> = {
  'sitemap.xml': HOSTILE_URLSET,
  'sitemap-\n::error::name.xml': FAULTY,
  'sitemap-\r\n::warning::crlf.xml': FAULTY,
  'sitemap-\u001b[31mred\u001b]0;title\u0007.txt': 'https://www.beispiel.de/\u001b[2J\u001b]0;t\u0007\n/relative\u009b31m\n',
  '::stop-commands::tok/sitemap.xml': FAULTY,
  'sitemap-<img src=x onerror=alert(1)>|`x`[l](https--evil)![i](x).xml': FAULTY,
  'sitemap-%0A::error::percent.xml': FAULTY,
  'sitemap-##[error]legacy.xml': FAULTY,
  'sitemap-\u202ecod.xml': FAULTY,
  'robots.txt': 'User-agent: *\nSitemap: \u001b[2J::error::robots\nSitemap: /##[error]x\n',
};

function hostileWorkspace(): string {
  const ws = tempDir();
  for (const [name, content] of Object.entries(HOSTILE_FILES)) put(ws, name, content);
  return ws;
}

/** Raw characters no output line may hold: C0 controls but LF, DEL, C1 controls, line and paragraph separators. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/** The workflow commands this product writes (`--format github`, the action's annotations). */
const ANNOTATION = /^::(error|warning|notice) file=[^\r\n:,]+(,line=\d+,col=\d+)?,title=[a-z0-9-]+::[^\r\n]*$/;

/** Parses `::command props::data` the way the GitHub runner does (ActionCommand.TryParseV2). */
function parseCommand(line: string): { command: string; properties: Record<string, string>; data: string } | undefined {
  const message = line.trim();
  if (!message.startsWith('::')) return undefined;
  const end = message.indexOf('::', 2);
  if (end < 0) return undefined;
  const info = message.slice(2, end);
  const space = info.indexOf(' ');
  const command = space < 0 ? info : info.slice(0, space);
  const unescapeData = (s: string) => s.replaceAll('%0D', '\r').replaceAll('%0A', '\n').replaceAll('%25', '%');
  const unescapeProperty = (s: string) => unescapeData(s.replaceAll('%3A', ':').replaceAll('%2C', ','));
  const properties: Record<string, string> = {};
  if (space >= 0) {
    for (const prop of info.slice(space + 1).split(',')) {
      const eq = prop.indexOf('=');
      if (eq > 0) properties[prop.slice(0, eq)] = unescapeProperty(prop.slice(eq + 1));
    }
  }
  return { command, properties, data: unescapeData(message.slice(end + 2)) };
}

/** No line of `out` is a workflow command or a legacy `##[` command, and nothing in it is a raw control character. */
function expectInertLines(out: string): void {
  expect(out).not.toMatch(RAW_CONTROL);
  expect(out).not.toContain('##[');
  for (const line of out.split('\n')) expect(line.trim().startsWith('::'), line).toBe(false);
}

function actionEntry(): string {
  const dist = path.join(ROOT, 'dist', 'index.js');
  if (!existsSync(dist)) execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
  return dist;
}

interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  summary: string;
  outputs: string;
}

/** Runs dist/index.js the way the runner does, on workspace `ws`, with extra environment variables (inputs as INPUT_*). */
function runAction(ws: string, extra: Record<string, string> = {}): ActionRun {
  const runner = tempDir('sitemap-contract-runner-');
  const summary = path.join(runner, 'summary');
  const outputs = path.join(runner, 'outputs');
  writeFileSync(summary, '');
  writeFileSync(outputs, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: ws,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: outputs,
    RUNNER_TEMP: runner,
    ...extra,
  };
  const r = spawnSync(process.execPath, [actionEntry()], { cwd: ws, env, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, summary: readFileSync(summary, 'utf8'), outputs: readFileSync(outputs, 'utf8') };
}

describe('output neutralisation: untrusted names and content on every channel', () => {
  const base = (ws: string) => ['--cwd', ws, '--now', NOW.toISOString(), '**/*.xml', '**/*.txt'];

  it('the hostile workspace is read: every file, with findings', async () => {
    const ws = hostileWorkspace();
    const run = await checkWorkspace({ cwd: ws, patterns: ['**/*.xml', '**/*.txt'], policy: { now: NOW } });
    expect(run.files.map((f) => f.path).sort()).toEqual(Object.keys(HOSTILE_FILES).sort());
    for (const f of run.files) expect(f.findings.length, JSON.stringify(f.path)).toBeGreaterThan(0);
  });

  it('CLI text: one line per finding, no escape sequence, no workflow command', async () => {
    const ws = hostileWorkspace();
    const text = await runCli(base(ws));
    expect(text.code).toBe(1);
    expectInertLines(text.stdout);
    const run = await checkWorkspace({ cwd: ws, patterns: ['**/*.xml', '**/*.txt'], policy: { now: NOW } });
    const findings = run.files.reduce((n, f) => n + f.findings.length, 0);
    // Findings, a blank line, the totals and the verdict (notes of the run, if any, before the totals).
    expect(text.stdout.split('\n').length - 1).toBe(findings + 3 + run.notes.length);
    // Values stay visible, escaped.
    expect(text.stdout).toContain('sitemap-\\u001b[31mred\\u001b]0;title\\u0007.txt');
    expect(text.stdout).toContain('sitemap-\\n::error::name.xml');
    expect(text.stdout).toContain(': :stop-commands::tok/sitemap.xml');
    expect(text.stdout).toContain('## [error]');
    // With colours, the only escape sequences are the product's own SGR codes.
    const colored = await runCli([...base(ws), '--color']);
    expect(colored.stdout.replace(/\u001b\[(0|2|31|33|36|1;31|1;32)m/g, '')).toBe(text.stdout);
  });

  it('CLI --format github: every line is one annotation whose fields decode to neutral text', async () => {
    const ws = hostileWorkspace();
    // Every finding annotated (the default caps them at GitHub's 10 per kind).
    writeFileSync(path.join(ws, '.sitemap-contract.yml'), 'max-annotations: 1000\n');
    const out = (await runCli([...base(ws), '--format', 'github'])).stdout;
    expect(out).not.toMatch(RAW_CONTROL);
    expect(out).not.toContain('##[');
    const all = out.split('\n').filter((l) => l !== '');
    // First the notice that more are annotated than GitHub shows; then one line per finding.
    expect(all[0]).toMatch(/^::notice title=max-annotations::GitHub shows 10 annotations of each kind per step: /);
    const lines = all.slice(1);
    expect(lines.length).toBeGreaterThan(15);
    for (const line of lines) {
      expect(line).toMatch(ANNOTATION);
      const parsed = parseCommand(line)!;
      expect(['error', 'warning', 'notice']).toContain(parsed.command);
      for (const value of [parsed.data, ...Object.values(parsed.properties)]) {
        expect(value).not.toMatch(/[\r\n\u001b\u009b\u2028\u2029]/);
        expect(value.trim().startsWith('::')).toBe(false);
        expect(value).not.toContain('##[');
      }
    }
    const files = new Set(lines.map((l) => parseCommand(l)!.properties.file));
    expect(files).toContain('sitemap-\\n::error::name.xml');
    expect(files).toContain(': :stop-commands::tok/sitemap.xml');
  });

  it('CLI --format json: exact values that parse back, printed safely', async () => {
    const ws = hostileWorkspace();
    const out = (await runCli([...base(ws), '--format', 'json'])).stdout;
    expectInertLines(out);
    const report = JSON.parse(out) as { files: Array<{ path: string; findings: Finding[] }> };
    expect(report.files.map((f) => f.path).sort()).toEqual(Object.keys(HOSTILE_FILES).sort());
    // Data, not display text: the names are exact.
    expect(report.files.map((f) => f.path)).toContain('sitemap-\u001b[31mred\u001b]0;title\u0007.txt');
  });

  it('CLI --format sarif: one-line messages, percent-encoded file URIs, printed safely', async () => {
    const ws = hostileWorkspace();
    const r = await runCli([...base(ws), '--format', 'sarif']);
    expect(r.stderr).toBe('');
    expectInertLines(r.stdout);
    const log = JSON.parse(r.stdout) as {
      runs: Array<{ results: Array<{ message: { text: string }; locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }> }>;
    };
    const results = log.runs[0]!.results;
    expect(results.length).toBeGreaterThan(15);
    for (const result of results) {
      expect(result.message.text).not.toMatch(/[\r\n\u001b\u009b\u2028\u2029]/);
      expect(result.message.text.trim().startsWith('::')).toBe(false);
      const uri = result.locations[0]!.physicalLocation.artifactLocation.uri;
      expect(uri).toMatch(/^[A-Za-z0-9\-_.!~*'()%/]+$/);
      expect(uri.split('/')).not.toContain('..');
    }
  });

  it('the action: its stdout holds only its own workflow commands, the summary only its own markup', () => {
    const ws = hostileWorkspace();
    const run = runAction(ws, { INPUT_PATHS: '**/*.xml\n**/*.txt', 'INPUT_MAX-ANNOTATIONS': '100' });
    expect(run.code).toBe(1);
    expect(run.stdout).not.toMatch(RAW_CONTROL);
    expect(run.stdout).not.toContain('##[');
    const ours = [
      ANNOTATION,
      /^::debug::(checked \d+ files? in \d+ ms|done in \d+ ms)$/,
      /^::error::Sitemap contract failed \(fail-on: error\): \d+ errors?, \d+ warnings? in \d+ files\.$/,
      // More errors than GitHub shows per step (max-annotations 100): the notice that says so.
      /^::notice title=max-annotations::GitHub shows 10 annotations of each kind per step: of the \d+ errors (and \d+ warnings )?annotated \(max-annotations: 100\), those past the 10th of each kind, the step's own annotations counted, are not shown\. The log lists/,
    ];
    const commands = run.stdout.split('\n').filter((l) => l.trim().startsWith('::'));
    expect(commands.filter((l) => l.startsWith('::notice title=max-annotations::'))).toHaveLength(1);
    expect(commands.filter((l) => ANNOTATION.test(l)).length).toBeGreaterThan(15);
    for (const line of commands) expect(ours.some((re) => re.test(line)), line).toBe(true);
    // The summary: no tag, link, image, code span or table cell from the files; values still shown, escaped.
    const summary = run.summary;
    expect(summary).not.toMatch(/<img|<script|<\/script/i);
    expect(summary).not.toMatch(/[`|]/);
    expect(summary).not.toContain('](');
    expect(summary).not.toContain('##[');
    expect(summary).not.toMatch(RAW_CONTROL);
    for (const line of summary.split('\n')) expect(line.trim().startsWith('::')).toBe(false);
    expect(summary).toContain('&#60;img src=x onerror=alert(1)&#62;');
    // Untrusted text never spans lines, so no blank line ends an HTML block early: every table is closed in its block.
    for (const block of summary.slice(summary.indexOf('<table>')).split('\n\n')) {
      expect((block.match(/<\/table>/g) ?? []).length).toBe((block.match(/<table>/g) ?? []).length);
    }
    // The table structure is the product's alone: a header and a row per file, a header and a row per finding.
    const files = Object.keys(HOSTILE_FILES).length;
    const byFile = summary.slice(summary.indexOf('### Findings by file'));
    const findingRows = (byFile.match(/<tr><td>(❌|⚠️|ℹ️)&nbsp;/g) ?? []).length;
    expect(findingRows).toBeGreaterThan(15);
    // The by-rule table (a header, a row of 5 cells per rule), then per file with findings a header
    // and a row of 2 cells per finding (a rule past 20 in a file adds one line, one cell), then the file table.
    const table = summary.slice(summary.indexOf('### Findings by rule'), summary.indexOf('### Findings by file'));
    const rules = (table.match(/<tr>/g) ?? []).length - 1;
    expect(rules).toBeGreaterThan(3);
    const withFindings = (summary.match(/<details open>/g) ?? []).length;
    const more = (summary.match(/<tr><td colspan="2">/g) ?? []).length;
    expect(summary.match(/<tr>/g)!.length).toBe(1 + rules + withFindings + findingRows + more + 1 + files);
    expect(summary.match(/<td>/g)!.length).toBe(5 * rules + 2 * findingRows + 8 * files);
  });

  it('neutralise: tag characters and other invisible characters are shown, idempotently', () => {
    const hidden = 'a\u{E0041}\u{E0042}b\u00adc\u180ed\ufff9e';
    expect(neutralise(hidden)).toBe('a\\u{e0041}\\u{e0042}b\\u00adc\\u180ed\\ufff9e');
    expect(neutralise(neutralise(hidden))).toBe(neutralise(hidden));
  });
});

// -------------------------------------------------------------------------------------------
describe('filesystem: nothing outside the workspace, no FIFO, socket or device', () => {
  it('refuses a symlink to /dev/zero, and a device handed over directly, without reading it', async () => {
    const ws = tempDir();
    symlinkSync('/dev/zero', path.join(ws, 'sitemap.xml'));
    symlinkSync('/dev/urandom', path.join(ws, 'sitemap-random.xml'));
    const started = Date.now();
    const run = await checkWorkspace({ cwd: ws, policy: { now: NOW } });
    expect(run.files.map((f) => [f.path, rules(f), f.bytes])).toEqual([
      ['sitemap-random.xml', ['file-unreadable'], 0],
      ['sitemap.xml', ['file-unreadable'], 0],
    ]);
    for (const f of run.files) expect(f.findings[0]!.message).toMatch(/outside the workspace/);
    // Handed to the engine as if discovery had let it through: still not read.
    const direct = await checkFiles([{ path: 'sitemap.xml', absolute: '/dev/zero' }], { now: NOW }, { cwd: ws });
    expect(rules(direct.files[0]!)).toEqual(['file-unreadable']);
    expect(direct.files[0]!.findings[0]!.message).toMatch(/not a regular file/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it.skipIf(process.platform === 'win32')('refuses a socket named like a sitemap', async () => {
    const ws = tempDir();
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(path.join(ws, 'sitemap.xml'), resolve));
    try {
      const run = await checkWorkspace({ cwd: ws, policy: { now: NOW } });
      expect(run.files.map((f) => [f.path, rules(f)])).toEqual([['sitemap.xml', ['file-unreadable']]]);
      expect(run.files[0]!.findings[0]!.message).toMatch(/not a regular file/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.skipIf(process.platform === 'win32')('refuses a character device inside the workspace (when one can be made)', async (ctx) => {
    const ws = tempDir();
    try {
      execFileSync('mknod', [path.join(ws, 'sitemap.xml'), 'c', '1', '5'], { stdio: 'pipe' });
    } catch {
      // mknod needs privileges; the symlink test above covers devices too. Shown as skipped, not passed.
      ctx.skip('mknod could not make a character device here (it needs privileges)');
      return;
    }
    const run = await checkWorkspace({ cwd: ws, policy: { now: NOW } });
    expect(run.files.map((f) => [f.path, rules(f), f.bytes])).toEqual([['sitemap.xml', ['file-unreadable'], 0]]);
    expect(run.files[0]!.findings[0]!.message).toMatch(/not a regular file/);
  });

  it('never escapes the workspace through .., absolute paths, backslashes or encoded dots', async () => {
    const parent = tempDir();
    const ws = path.join(parent, 'ws');
    mkdirSync(path.join(ws, 'sub'), { recursive: true });
    put(parent, 'outside/sitemap.xml', TELLTALE);
    put(parent, 'sitemap-parent.xml', TELLTALE);
    put(ws, 'sitemap.xml', `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>\n`);
    // Written to lead outside (an absolute path elsewhere, ".." that climbs, any ".." in a glob):
    // a settings error before anything is searched.
    const settingsErrors = new Set([
      '../outside/sitemap.xml',
      '..\\outside\\sitemap.xml',
      'sub/../../outside/sitemap.xml',
      'sub\\..\\..\\outside\\sitemap.xml',
      '../**/*.xml',
      '../*.xml',
      '**/../../outside/*.xml',
      path.join(parent, 'outside', 'sitemap.xml'),
      path.join(parent, 'outside'),
      '/etc/passwd',
      '..?(x)/*.xml',
      '{..,sub}/*.xml',
      '@(..)/outside/*.xml',
      'sub/../linked/*.xml',
    ]);
    symlinkSync(path.join(parent, 'outside'), path.join(ws, 'linked'));
    // Encoded dots are names; through a symlink: a finding of the file.
    const patterns = [...settingsErrors, '%2e%2e/outside/sitemap.xml', '%2e%2e%2foutside%2fsitemap.xml', 'linked/*.xml', 'linked/**/sitemap*.xml', 'linked'];
    const realWs = realpathSync(ws);
    for (const pattern of patterns) {
      // Nothing outside the workspace is opened, read or even listed.
      const { result: run, paths } = await watched(() => checkWorkspace({ cwd: ws, patterns: [pattern], policy: { now: NOW } }).catch((e: unknown) => e as Error));
      expect(paths.filter((p) => p !== realWs && !p.startsWith(`${realWs}${path.sep}`) && !p.startsWith(ROOT)), pattern).toEqual([]);
      if (run instanceof Error) {
        expect(settingsErrors.has(pattern), `${pattern}: ${run.message}`).toBe(true);
        expect(run.message, pattern).toMatch(/^paths: .* (is an absolute path outside the workspace|climbs out of the workspace with "\.\."|holds "\.\.", which could search outside the workspace)/);
        continue;
      }
      expect(settingsErrors.has(pattern), pattern).toBe(false);
      expect(run.files.length, pattern).toBeGreaterThan(0);
      for (const f of run.files) {
        expect(rules(f), `${pattern}: ${f.path}`).toEqual(['file-unreadable']);
        expect(f.bytes).toBe(0);
      }
    }
  });

  it('refuses paths written to lead outside, and reports a glob starting in a symlinked folder outside, without searching them', async () => {
    const parent = tempDir();
    const ws = path.join(parent, 'ws');
    mkdirSync(ws);
    put(parent, 'outside/sitemap.xml', TELLTALE);
    symlinkSync(path.join(parent, 'outside'), path.join(ws, 'linked'));
    for (const [pattern, why] of [
      ['../**/*.xml', 'holds "..", which could search outside the workspace; paths are relative to the workspace and stay inside it'],
      ['**/../../outside/*.xml', 'holds "..", which could search outside the workspace; paths are relative to the workspace and stay inside it'],
      ['../outside/sitemap.xml', 'climbs out of the workspace with ".."; paths are relative to the workspace and stay inside it'],
      [path.join(parent, 'outside'), 'is an absolute path outside the workspace; paths are relative to the workspace (e.g. public/sitemap.xml)'],
      [`${path.join(parent, 'outside')}/*.xml`, 'is an absolute path outside the workspace; paths are relative to the workspace (e.g. public/sitemap.xml)'],
    ]) {
      await expect(discover(['sitemap.xml', pattern!], ws), pattern).rejects.toThrow(`paths: ${JSON.stringify(pattern)} ${why}.`);
    }
    // Inside the workspace, as an absolute path or through "..", a path is taken.
    put(ws, 'public/sitemap.xml', TELLTALE);
    expect((await discover([path.join(ws, 'public', 'sitemap.xml'), 'public/../public/sitemap.xml'], ws)).map((f) => [f.path, f.problem])).toEqual([['public/sitemap.xml', undefined]]);
    const files = await discover(['linked/*.xml'], ws);
    expect(files).toEqual([
      {
        path: 'linked/*.xml',
        absolute: path.join(ws, 'linked', '*.xml'),
        problem: 'it is a pattern that starts in a symlinked folder that leads outside the workspace, so it was not searched',
      },
    ]);
  });

  it('reads a file whose name merely starts with two dots', async () => {
    const ws = tempDir();
    put(ws, '..sitemap.xml', TELLTALE);
    const run = await checkWorkspace({ cwd: ws, patterns: ['..sitemap.xml'], policy: { now: NOW } });
    expect(run.files.map((f) => [f.path, rules(f)])).toEqual([['..sitemap.xml', ['loc-not-absolute']]]);
  });

  it.skipIf(process.platform === 'win32')('finds sitemaps whose name starts with a line terminator, and every sitemap in a folder whose name holds one', async () => {
    const ws = tempDir();
    const names = ['\nsitemap.xml', '\r::error::x-sitemap.xml', '\u2028sitemap.txt', 'e\u2029/robots.txt', 'a\nb/sitemap.xml', 'a\nb/deep/\rsitemap.xml.gz', 'c\u2028/sitemap.xml', 'plain/sitemap.xml'];
    for (const name of names) put(ws, name, TELLTALE);
    // Exclusions and the ignored folders apply to them as to any other name.
    put(ws, 'node_modules/\nsitemap.xml', TELLTALE);
    put(ws, 'x\ny/node_modules/sitemap.xml', TELLTALE);
    put(ws, 'drafts\n/sitemap.xml', TELLTALE);
    put(ws, 'a\nb/notes.xml', TELLTALE);
    const sorted = [...names].sort();
    expect((await discover([], ws)).map((f) => f.path)).toEqual([...names, 'drafts\n/sitemap.xml'].sort());
    expect((await discover(['!drafts*/**'], ws)).map((f) => f.path)).toEqual(sorted);
    expect((await discover(['**/*.xml', '!drafts*/**', '!plain/**'], ws)).map((f) => f.path)).toEqual(['\nsitemap.xml', '\r::error::x-sitemap.xml', 'a\nb/notes.xml', 'a\nb/sitemap.xml', 'c\u2028/sitemap.xml']);
    // A glob that only such a file matches is no unmatched glob.
    const unmatched: string[] = [];
    await discover(['c*/*.xml'], ws, { onUnmatched: (p) => unmatched.push(p) });
    expect(unmatched).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------
// DTDs, external entities and XInclude.

/** Documents that would make a processing parser open /etc/passwd or connect to `origin`. */
function externalDocs(origin: string): Record<string, string> {
  return {
    'sitemap-doctype.xml': `<?xml version="1.0"?>\n<!DOCTYPE urlset SYSTEM "file:///etc/passwd">\n<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>\n`,
    'sitemap-entity.xml': `<?xml version="1.0"?>\n<!DOCTYPE urlset [<!ENTITY secret SYSTEM "file:///etc/passwd"><!ENTITY remote SYSTEM "${origin}/entity">]>\n<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/&secret;&remote;</loc></url></urlset>\n`,
    'sitemap-parameter.xml': `<?xml version="1.0"?>\n<!DOCTYPE urlset [<!ENTITY % p SYSTEM "${origin}/evil.dtd"> %p;]>\n<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>\n`,
    'sitemap-public.xml': `<!DOCTYPE urlset PUBLIC "-//X//DTD Y//EN" "${origin}/public.dtd">\n<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>\n`,
    'sitemap-xinclude.xml':
      `<urlset xmlns="${NS}" xmlns:xi="http://www.w3.org/2001/XInclude"><url><loc>https://www.beispiel.de/</loc>` +
      `<xi:include href="/etc/passwd" parse="text"/><xi:include href="${origin}/xinclude.xml"/></url>` +
      `<xi:include href="file:///etc/passwd"/></urlset>\n`,
    'sitemap-entity-ref.xml': `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/&passwd;</loc></url></urlset>\n`,
  };
}

/** An HTTP server that counts every request (none may come). */
async function tripwire(): Promise<{ origin: string; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('<!ENTITY x "pwned">');
  });
  server.on('connection', () => hits.push('(connection)'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const require = createRequire(import.meta.url);

/**
 * Records the paths the process opens, reads or lists and every outgoing connection while `work`
 * runs: the node:fs, node:net, node:dns, node:http(s) and node:tls functions are wrapped (their
 * ESM bindings too, with syncBuiltinESMExports).
 */
async function watched<T>(work: () => Promise<T>): Promise<{ result: T; paths: string[]; connections: string[] }> {
  const fs = require('node:fs') as Record<string, unknown> & { promises: Record<string, unknown> };
  const paths: string[] = [];
  const connections: string[] = [];
  const restore: Array<() => void> = [];
  const wrap = (target: Record<string, unknown>, name: string, record: (args: unknown[]) => void): void => {
    const original = target[name];
    if (typeof original !== 'function') return;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      record(args);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    target[name] = wrapped;
    restore.push(() => {
      target[name] = original;
    });
  };
  const pathArg = (args: unknown[]) => {
    const p = args[0];
    if (typeof p === 'string' || p instanceof URL || Buffer.isBuffer(p)) paths.push(path.resolve(p instanceof URL ? fileURLToPath(p) : String(p)));
  };
  for (const name of ['open', 'openSync', 'readFile', 'readFileSync', 'createReadStream', 'readdir', 'readdirSync', 'opendir', 'opendirSync']) wrap(fs, name, pathArg);
  for (const name of ['open', 'readFile', 'readdir', 'opendir']) wrap(fs.promises, name, pathArg);
  const connect = (label: string) => (args: unknown[]) => connections.push(`${label} ${JSON.stringify(args[0] ?? null)}`);
  wrap(net.Socket.prototype as unknown as Record<string, unknown>, 'connect', connect('net.Socket.connect'));
  for (const [mod, names] of [
    ['node:net', ['connect', 'createConnection']],
    ['node:tls', ['connect']],
    ['node:http', ['request', 'get']],
    ['node:https', ['request', 'get']],
    ['node:dns', ['lookup', 'resolve']],
  ] as const) {
    const target = require(mod) as Record<string, unknown>;
    for (const name of names) wrap(target, name, connect(`${mod} ${name}`));
  }
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
    connections.push(`fetch ${String(args[0])}`);
    return fetchBefore(...args);
  }) as typeof fetch;
  restore.push(() => {
    globalThis.fetch = fetchBefore;
  });
  syncBuiltinESMExports();
  try {
    const result = await work();
    return { result, paths, connections };
  } finally {
    for (const undo of restore.reverse()) undo();
    syncBuiltinESMExports();
  }
}

describe('DTDs, external entities and XInclude are never processed', () => {
  it('opens no file outside the workspace and connects nowhere (in process, fs and network watched)', async () => {
    const wire = await tripwire();
    try {
      const ws = tempDir();
      for (const [name, content] of Object.entries(externalDocs(wire.origin))) put(ws, name, content);
      const real = await import('node:fs').then((m) => m.realpathSync(ws));
      const { result: run, paths, connections } = await watched(() => checkWorkspace({ cwd: ws, policy: { now: NOW } }));
      // The wrappers see the engine's own reads (proof that they are in place)...
      expect(paths.some((p) => p.startsWith(real) && p.endsWith('sitemap-entity.xml'))).toBe(true);
      // ...and nothing else: no /etc/passwd, no file outside the workspace, no connection.
      expect(paths.filter((p) => !(p === real || p.startsWith(`${real}${path.sep}`)) && !p.startsWith(ROOT))).toEqual([]);
      expect(connections).toEqual([]);
      expect(wire.hits).toEqual([]);
      const byName = Object.fromEntries(run.files.map((f) => [f.path, rules(f)]));
      for (const name of ['sitemap-doctype.xml', 'sitemap-parameter.xml', 'sitemap-public.xml']) {
        // Skipped, with the rest read: the one page they all list is a duplicate across the files.
        expect(byName[name]?.filter((r) => r !== 'loc-duplicate-across-files'), name).toEqual(['dtd-forbidden']);
      }
      // The DTD is skipped, so its entities are undefined where they are used.
      expect(byName['sitemap-entity.xml']).toEqual(['dtd-forbidden', 'xml-not-well-formed']);
      expect(byName['sitemap-entity-ref.xml']).toEqual(['xml-not-well-formed']);
      // XInclude is an element like any other (of another namespace), never an instruction.
      expect(byName['sitemap-xinclude.xml']).not.toContain('file-unreadable');
      for (const f of run.files) for (const x of f.findings) expect(x.message).not.toMatch(/root:|pwned/);
    } finally {
      await wire.close();
    }
  });

  it('runs dist/cli.js under the permission model, reading only the workspace and dist/', async () => {
    const cli = path.join(ROOT, 'dist', 'cli.js');
    if (!existsSync(cli)) execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
    const flag = spawnSync(process.execPath, ['--permission', '-e', '0']).status === 0 ? '--permission' : '--experimental-permission';
    const wire = await tripwire();
    try {
      const ws = tempDir();
      for (const [name, content] of Object.entries(externalDocs(wire.origin))) put(ws, name, content);
      const r = spawnSync(
        process.execPath,
        // Worker threads are the program's own (files are judged in parallel); they get the same restrictions.
        [flag, '--allow-worker', `--allow-fs-read=${ws}`, `--allow-fs-read=${path.join(ROOT, 'dist')}`, cli, '--cwd', ws, '--format', 'json', '--now', NOW.toISOString()],
        { cwd: ws, encoding: 'utf8', timeout: 60_000, env: { PATH: process.env.PATH ?? '' } },
      );
      expect(r.stderr).not.toMatch(/ERR_ACCESS_DENIED|internal error/);
      expect(r.status, r.stderr).toBe(1);
      const report = JSON.parse(r.stdout) as { files: Array<{ path: string; findings: Finding[] }> };
      const byName = Object.fromEntries(report.files.map((f) => [f.path, f.findings.map((x) => x.rule)]));
      expect(byName['sitemap-doctype.xml']).toEqual(['dtd-forbidden']);
      // The DTD is skipped: its entities are undefined where they are used, and the rest is read.
      expect(byName['sitemap-entity.xml']).toEqual(['dtd-forbidden', 'xml-not-well-formed']);
      expect(byName['sitemap-parameter.xml']?.filter((r) => r !== 'loc-duplicate-across-files')).toEqual(['dtd-forbidden']);
      expect(byName['sitemap-xinclude.xml']).toBeDefined();
      expect(wire.hits).toEqual([]);
      // The permission model is really on: reading /etc/passwd from that process fails.
      const probe = spawnSync(process.execPath, [flag, `--allow-fs-read=${ws}`, '-e', 'require("fs").readFileSync("/etc/passwd")'], { encoding: 'utf8' });
      expect(probe.status).not.toBe(0);
      expect(probe.stderr).toMatch(/ERR_ACCESS_DENIED/);
    } finally {
      await wire.close();
    }
  }, 120_000);
});

// -------------------------------------------------------------------------------------------
describe('the action prints no secret and no environment; RUNNER_DEBUG adds timings only', () => {
  const SECRET = 'ghp_FAKESECRET0123456789abcdefABCDEF';
  const MARKER = 'CONTENTMARKER7731';

  function secretRun(debug: boolean): ActionRun {
    const ws = tempDir();
    put(ws, 'sitemap.xml', `<urlset xmlns="${NS}"><url><loc>/${MARKER}-relative</loc></url><url><loc>https://www.beispiel.de/${MARKER}#x</loc></url></urlset>\n`);
    put(ws, `sitemap-${MARKER}-name.xml`, `<urlset xmlns="${NS}"><url><loc>https://www.beispiel.de/</loc></url></urlset>\n`);
    put(ws, 'robots.txt', `Sitemap: ${MARKER}\n`);
    return runAction(ws, {
      GITHUB_TOKEN: SECRET,
      MY_API_KEY: SECRET,
      INPUT_TOKEN: SECRET,
      'INPUT_REPORT-FILE': 'report.json',
      ...(debug ? { RUNNER_DEBUG: '1' } : {}),
    });
  }

  it('with RUNNER_DEBUG=1: timing lines per phase, no file name or content in them, no secret anywhere', () => {
    const run = secretRun(true);
    expect(run.code).toBe(1);
    for (const text of [run.stdout, run.stderr, run.summary, run.outputs]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain('ghp_');
    }
    const debug = run.stdout.split('\n').filter((l) => l.startsWith('::debug::'));
    const timings = debug.filter((l) => l.startsWith('::debug::timing: '));
    expect(timings.map((l) => l.replace(/ in \d+ ms$/, ''))).toEqual([
      '::debug::timing: settings',
      '::debug::timing: discovery and checks (3 files, 4 entries)',
      '::debug::timing: report files',
      '::debug::timing: log and annotations (3 annotations)',
      '::debug::timing: job summary',
    ]);
    for (const line of debug) {
      expect(line).toMatch(/^::debug::(timing: [a-z ]+( \(\d+ [a-z]+(, \d+ [a-z]+)*\))? in \d+ ms|checked \d+ files? in \d+ ms|done in \d+ ms)$/);
      expect(line).not.toContain(MARKER);
    }
    // The findings themselves are still reported (content in annotations is expected there).
    expect(run.stdout).toContain(MARKER);
  });

  it('without RUNNER_DEBUG: no timing lines', () => {
    const run = secretRun(false);
    expect(run.stdout).not.toContain('::debug::timing:');
    expect(run.stdout + run.stderr + run.summary + run.outputs).not.toContain(SECRET);
  });
});
