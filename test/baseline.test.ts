/**
 * Baselines and the ignore list (docs/baseline.md): a site with many known faults writes a
 * baseline, commits it, and fails only on new faults; lines that move keep their findings
 * accepted; fixed ones are counted; the reports say which findings are new; bad baseline files
 * (they come with the pull request) give a clear error, never a crash.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run.js';
import { checkBaseline, findingValue, parseIgnore, wildcard } from '../src/core/run/baseline.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const CLI = path.join(ROOT, 'dist', 'cli.js');
const ACTION_ENTRY = path.join(ROOT, 'dist', 'index.js');

const temps: string[] = [];
beforeAll(() => {
  if (!existsSync(CLI) || !existsSync(ACTION_ENTRY)) execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'pipe' });
}, 120_000);
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-baseline-'));
  temps.push(dir);
  return dir;
}

/** A urlset of `n` urls, each with a lastmod in month 13 (lastmod-format); `head` lines go first. */
function badSitemap(n: number, options: { head?: string; good?: ReadonlySet<number>; extra?: string; page?: string } = {}): string {
  const urls: string[] = [];
  for (let i = 0; i < n; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const lastmod = options.good?.has(i) ? `2024-01-${day}` : `2024-13-${day}`;
    urls.push(`  <url><loc>https://www.beispiel.de/${options.page ?? 'page'}-${i}</loc><lastmod>${lastmod}</lastmod></url>`);
  }
  if (options.extra) urls.push(options.extra);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${options.head ?? ''}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

function workspace(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** The command line as a person runs it from a terminal: `node dist/cli.js ...` in the workspace. */
function cli(cwd: string, ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', timeout: 60_000, env: { PATH: process.env.PATH ?? '' } });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface JsonOut {
  passed: boolean;
  files: Array<{ path: string; findings: Array<{ rule: string; line?: number; baselineState?: string; message: string }> }>;
  baseline?: { file?: string; new: number; unchanged: number; fixed: number; fixedEntries: unknown[]; ignored: Array<{ rule: string; reason: string; count: number }> };
  totals: { errors: number };
}

interface SarifOut {
  runs: Array<{ results: Array<{ ruleId: string; baselineState?: string; partialFingerprints?: Record<string, string>; locations: Array<{ physicalLocation: { region: { startLine: number } } }> }> }>;
}

describe('a site with 1,500 known faults', () => {
  const N = 1500;
  let ws = '';
  beforeAll(() => {
    ws = workspace({ 'sitemap.xml': badSitemap(N) });
  });

  it('writes a baseline from the terminal, then passes with it (exit 0)', () => {
    const write = cli(ws, '--write-baseline', '.sitemap-baseline.json', 'sitemap.xml');
    // The run that writes the baseline reports the findings as any run does.
    expect(write.code).toBe(1);
    const baseline = JSON.parse(readFileSync(path.join(ws, '.sitemap-baseline.json'), 'utf8')) as { version: number; entries: Array<{ rule: string; path: string; value: string; count: number }> };
    expect(baseline.version).toBe(1);
    // 28 distinct values (the days), 1,500 findings in all: identical faults on several lines are counted.
    expect(baseline.entries).toHaveLength(28);
    expect(baseline.entries.reduce((n, e) => n + e.count, 0)).toBe(N);
    expect(baseline.entries[0]).toEqual({ rule: 'lastmod-format', path: 'sitemap.xml', value: '2024-13-01', count: 54 });
    // The run says what it wrote and what to do with it.
    expect(write.stderr).toBe('sitemap-contract: Wrote the baseline ".sitemap-baseline.json": 28 entries holding 1,500 findings; commit it and name it with --baseline.\n');

    const check = cli(ws, '--baseline', '.sitemap-baseline.json', 'sitemap.xml');
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
    // No accepted finding is listed; one line says the counts.
    expect(check.stdout).not.toMatch(/lastmod-format/);
    expect(check.stdout).toContain('baseline ".sitemap-baseline.json": 0 new, 1,500 unchanged (accepted), 0 fixed since');
    expect(check.stdout.trimEnd().endsWith('passed')).toBe(true);
  });

  it('fails on one new fault with exactly one new finding, listed even past the per-file cap', async () => {
    const dir = workspace({ 'sitemap.xml': badSitemap(N) });
    expect(cli(dir, '--write-baseline', 'b.json', 'sitemap.xml').code).toBe(1);
    // The new fault is the last url: past the first 1,000 findings of the file.
    writeFileSync(path.join(dir, 'sitemap.xml'), badSitemap(N, { extra: '  <url><loc>https://www.beispiel.de/new</loc><lastmod>2024-02-30</lastmod></url>' }));
    const r = cli(dir, '--baseline', 'b.json', 'sitemap.xml');
    expect(r.code).toBe(1);
    const listed = r.stdout.split('\n').filter((l) => l.startsWith('sitemap.xml:'));
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatch(/^sitemap\.xml:1503:\d+ +error +lastmod-format +.*"2024-02-30"/);
    expect(r.stdout).toContain('1 new, 1,500 unchanged (accepted), 0 fixed since');
    const json = JSON.parse((await runCli(['--cwd', dir, '--baseline', 'b.json', '--format', 'json', 'sitemap.xml'])).stdout) as JsonOut;
    const states = json.files[0]!.findings.map((f) => f.baselineState);
    expect(states.filter((s) => s === 'new')).toHaveLength(1);
    expect(states.filter((s) => s === 'unchanged')).toHaveLength(N);
    expect(json.baseline).toMatchObject({ file: 'b.json', new: 1, unchanged: N, fixed: 0 });
    expect(json.passed).toBe(false);
  });

  it('keeps every finding accepted when lines are inserted at the top (every finding moves)', async () => {
    const dir = workspace({ 'sitemap.xml': badSitemap(N) });
    cli(dir, '--write-baseline', 'b.json', 'sitemap.xml');
    const before = JSON.parse((await runCli(['--cwd', dir, '--baseline', 'b.json', '--format', 'sarif', 'sitemap.xml'])).stdout) as SarifOut;
    writeFileSync(path.join(dir, 'sitemap.xml'), badSitemap(N, { head: '<!-- generated -->\n<!-- by the shop -->\n<!-- nightly -->\n' }));
    const r = cli(dir, '--baseline', 'b.json', 'sitemap.xml');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('0 new, 1,500 unchanged (accepted), 0 fixed since');
    const after = JSON.parse((await runCli(['--cwd', dir, '--baseline', 'b.json', '--format', 'sarif', 'sitemap.xml'])).stdout) as SarifOut;
    const results = (log: SarifOut) => log.runs[0]!.results.filter((x) => x.ruleId === 'lastmod-format');
    expect(results(before)).toHaveLength(N);
    // Every result moved three lines down, and kept its fingerprint and state.
    expect(results(after).map((x) => x.locations[0]!.physicalLocation.region.startLine)).toEqual(results(before).map((x) => x.locations[0]!.physicalLocation.region.startLine + 3));
    expect(results(after).map((x) => x.partialFingerprints)).toEqual(results(before).map((x) => x.partialFingerprints));
    expect(new Set(results(after).map((x) => x.baselineState))).toEqual(new Set(['unchanged']));
    // Two identical faults have fingerprints of their own (the occurrence follows the hash).
    const prints = results(after).map((x) => x.partialFingerprints!['sitemapContract/v1']!);
    expect(new Set(prints).size).toBe(N);
    expect(prints[0]).toMatch(/^[0-9a-f]{32}:1$/);
  });

  it('counts 10 fixed findings and tells the owner what to do with them', async () => {
    const dir = workspace({ 'sitemap.xml': badSitemap(N) });
    cli(dir, '--write-baseline', 'b.json', 'sitemap.xml');
    writeFileSync(path.join(dir, 'sitemap.xml'), badSitemap(N, { good: new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) }));
    const r = cli(dir, '--baseline', 'b.json', 'sitemap.xml');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('0 new, 1,490 unchanged (accepted), 10 fixed since; remove the fixed entries from the baseline file, or write it again (--write-baseline, or the write-baseline input)');
    const summary = (await runCli(['--cwd', dir, '--baseline', 'b.json', '--format', 'summary', 'sitemap.xml'])).stdout;
    expect(summary).toContain('### Baseline');
    expect(summary).toContain('<b>0 new</b>');
    expect(summary).toContain('10 findings of the baseline are fixed: remove their entries from b.json, or write it again (the <code>write-baseline</code> input, or <code>--write-baseline</code>)');
    expect(summary).toContain('<li><code>lastmod-format</code> in <code>sitemap.xml</code>: <code>2024-13-01</code></li>');
    // The accepted findings are not listed as faults of the run.
    expect(summary).not.toContain('2024-13-15');
    // Rewriting the baseline in place takes the fixed ones out.
    expect(cli(dir, '--baseline', 'b.json', '--write-baseline', 'b.json', 'sitemap.xml').code).toBe(0);
    const again = cli(dir, '--baseline', 'b.json', 'sitemap.xml');
    expect(again.stdout).toContain('0 new, 1,490 unchanged (accepted), 0 fixed since');
  });

  it('gives every finding of the JSON report and every SARIF result a baselineState', async () => {
    const dir = workspace({ 'sitemap.xml': badSitemap(20) });
    cli(dir, '--write-baseline', 'b.json', 'sitemap.xml');
    writeFileSync(path.join(dir, 'sitemap.xml'), badSitemap(20, { extra: '  <url><loc>ftp://www.beispiel.de/x</loc></url>' }));
    const json = JSON.parse((await runCli(['--cwd', dir, '--baseline', 'b.json', '--format', 'json', 'sitemap.xml'])).stdout) as JsonOut;
    const findings = json.files.flatMap((f) => f.findings);
    expect(findings.every((f) => f.baselineState === 'new' || f.baselineState === 'unchanged')).toBe(true);
    expect(findings.filter((f) => f.baselineState === 'new').map((f) => f.rule)).toEqual(['loc-scheme']);
    const sarif = JSON.parse((await runCli(['--cwd', dir, '--baseline', 'b.json', '--format', 'sarif', 'sitemap.xml'])).stdout) as SarifOut;
    const results = sarif.runs[0]!.results;
    expect(results.filter((x) => x.baselineState === 'new').map((x) => x.ruleId)).toEqual(['loc-scheme']);
    expect(results.filter((x) => x.baselineState === 'unchanged')).toHaveLength(20);
    // Without a baseline: no state, fingerprints all the same.
    const plain = JSON.parse((await runCli(['--cwd', dir, '--format', 'sarif', 'sitemap.xml'])).stdout) as SarifOut;
    expect(plain.runs[0]!.results.every((x) => x.baselineState === undefined && x.partialFingerprints !== undefined)).toBe(true);
    expect(plain.runs[0]!.results.map((x) => x.partialFingerprints)).toEqual(results.map((x) => x.partialFingerprints));
    const plainJson = JSON.parse((await runCli(['--cwd', dir, '--format', 'json', 'sitemap.xml'])).stdout) as JsonOut;
    expect(plainJson.baseline).toBeUndefined();
    expect(plainJson.files[0]!.findings.every((f) => f.baselineState === undefined)).toBe(true);
  });

  it('judges files in worker threads the same way', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 4; i++) files[`s${i}/sitemap.xml`] = badSitemap(300);
    const dir = workspace(files);
    cli(dir, '--threads', '2', '--write-baseline', 'b.json');
    writeFileSync(path.join(dir, 's2/sitemap.xml'), badSitemap(300, { extra: '  <url><loc>https://www.beispiel.de/n</loc><lastmod>2024-02-30</lastmod></url>' }));
    const r = cli(dir, '--threads', '2', '--baseline', 'b.json');
    expect(r.code).toBe(1);
    // 1,200 lastmod-format errors and 900 loc-duplicate-across-files warnings (the checks across files) accepted.
    expect(r.stdout).toContain('1 new, 2,100 unchanged (accepted), 0 fixed since');
    expect(r.stdout.split('\n').filter((l) => /^s\d\/sitemap\.xml:/.test(l))).toEqual([expect.stringMatching(/^s2\/sitemap\.xml:303:/)]);
  });
});

describe('the ignore list of the config file', () => {
  it('drops the matched findings from the verdict and shows each entry with its reason and count', async () => {
    const sitemap = badSitemap(30, { page: 'old', extra: '  <url><loc>https://www.beispiel.de/old</loc><lastmod>2024-02-30</lastmod></url>' });
    const dir = workspace({
      'legacy/sitemap.xml': sitemap,
      'sitemap.xml': badSitemap(2),
      '.sitemap-contract.yml': [
        'ignore:',
        '  - rule: lastmod-format',
        '    path: "legacy/**"',
        '    reason: "The legacy export is replaced in June."',
        '  - rule: lastmod-format',
        '    value: "2024-13-0?"',
        '    reason: Dates of the first days are known wrong.',
        '  - rule: loc-host',
        '    reason: Never matched.',
        '',
      ].join('\n'),
    });
    const r = cli(dir);
    expect(r.stderr).toBe('');
    // Every lastmod-format of legacy/ and the root sitemap's two (days 01 and 02): all ignored.
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('33 ignored by the ignore list of the config file');
    expect(r.stdout).toContain('0 errors');
    const summary = (await runCli(['--cwd', dir, '--format', 'summary'])).stdout;
    expect(summary).toContain('<p>33 findings ignored by the ignore list of the config file (not in the totals):</p>');
    expect(summary).toContain('<tr><td><code>lastmod-format</code></td><td><code>legacy/&#42;&#42;</code></td><td>any</td><td>The legacy export is replaced in June.</td><td>31</td></tr>');
    expect(summary).toContain('<td>Dates of the first days are known wrong.</td><td>2</td></tr>');
    expect(summary).toContain('<td>Never matched.</td><td>0</td></tr>');
    const json = JSON.parse((await runCli(['--cwd', dir, '--format', 'json'])).stdout) as JsonOut;
    expect(json.baseline!.ignored.map((e) => e.count)).toEqual([31, 2, 0]);
    expect(json.totals.errors).toBe(0);
    // No baseline: the findings carry no baselineState.
    expect(json.baseline!.file).toBeUndefined();
  });

  it('refuses bad entries with a clear error naming the entry and the field', async () => {
    const cases: Array<[string, RegExp]> = [
      ['ignore: lastmod-format', /ignore: "lastmod-format" is not accepted; give a list of entries/],
      ['ignore:\n  - rule: lastmod-format', /ignore: entry 1 has no reason; add reason: and say why/],
      ['ignore:\n  - rule: lastmod-formt\n    reason: x', /ignore: entry 1: rule "lastmod-formt" is not a rule id/],
      ['ignore:\n  - rule: lastmod-format\n    reason: x\n    line: 3', /ignore: entry 1 has the key "line"; an entry holds rule, path, value and reason/],
      ['ignore:\n  - rule: lastmod-format\n    reason: x\n    path: 7', /ignore: entry 1: path 7 is not a string/],
      ['ignore:\n  - rule: lastmod-format\n    reason: "  "', /entry 1: reason "  " is not accepted/],
      ['ignore:\n  - just a string', /ignore: entry 1 is "just a string"; give a mapping/],
    ];
    for (const [config, message] of cases) {
      const dir = workspace({ 'sitemap.xml': badSitemap(1), '.sitemap-contract.yml': `${config}\n` });
      const r = await runCli(['--cwd', dir]);
      expect(r.code, config).toBe(2);
      expect(r.stderr, config).toMatch(/^sitemap-contract: \.sitemap-contract\.yml: /);
      expect(r.stderr, config).toMatch(message);
    }
  });

  it('matches values with a wildcard pattern that no input can make slow', () => {
    expect(wildcard('2024-13-*')('2024-13-05')).toBe(true);
    expect(wildcard('2024-13-?5')('2024-13-05')).toBe(true);
    expect(wildcard('2024-13')('2024-13-05')).toBe(false);
    expect(wildcard('*beispiel.de/old/*')('https://www.beispiel.de/old/a')).toBe(true);
    expect(wildcard('')('')).toBe(true);
    // A * of the pattern matches a * of the value too.
    expect(wildcard('*')('*x')).toBe(true);
    expect(wildcard('https://e.org/*')('https://e.org/*foo')).toBe(true);
    expect(wildcard('a*')('a*b')).toBe(true);
    expect(wildcard('a?c')('a*c')).toBe(true);
    expect(wildcard('a*c')('a*b')).toBe(false);
    // A pattern that makes a backtracking regular expression take exponential time (a hang would
    // time the test out).
    expect(wildcard(`${'*a'.repeat(500)}b`)('a'.repeat(4096))).toBe(false);
    expect(parseIgnore([{ rule: 'loc-host', value: '', reason: 'empty values' }])).toEqual([{ rule: 'loc-host', value: '', reason: 'empty values' }]);
  });
});

describe('bad baseline files', () => {
  const cases: Array<[string, string | Buffer, RegExp]> = [
    ['not JSON', 'entries: []', /cannot read "b\.json" \(it is not JSON: /],
    ['empty', '', /cannot read "b\.json" \(it is not JSON: /],
    ['not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), /cannot read "b\.json" \(it is not UTF-8 text\)/],
    ['an array', '[]', /"b\.json" is not a baseline: it must hold a JSON object/],
    ['wrong version', '{"version": 2, "entries": []}', /"b\.json" has version 2; this release reads version 1\. Write it again with --write-baseline\./],
    ['no version', '{"entries": []}', /has version undefined/],
    ['no entries', '{"version": 1}', /has no "entries" list/],
    ['entries an object', '{"version": 1, "entries": {}}', /has no "entries" list \(found \{\}\)/],
    ['an entry a string', '{"version": 1, "entries": ["x"]}', /entry 1 is "x", not an object/],
    ['an unknown key', '{"version": 1, "entries": [], "rules": 1}', /has the key "rules", which a baseline does not hold/],
    ['an entry with a line', '{"version": 1, "entries": [{"rule":"lastmod-format","path":"sitemap.xml","value":"x","count":1,"line":3}]}', /entry 1 has the key "line"/],
    ['an unknown rule', '{"version": 1, "entries": [{"rule":"no-such-rule","path":"sitemap.xml","value":"x","count":1}]}', /entry 1: rule "no-such-rule" is not a rule id of this release/],
    ['a count of 0', '{"version": 1, "entries": [{"rule":"lastmod-format","path":"sitemap.xml","value":"x","count":0}]}', /entry 1: count 0 is not a whole number of at least 1/],
    ['a count of 1.5', '{"version": 1, "entries": [{"rule":"lastmod-format","path":"sitemap.xml","value":"x","count":1.5}]}', /count 1\.5 is not a whole number/],
    ['a numeric value', '{"version": 1, "entries": [{"rule":"lastmod-format","path":"sitemap.xml","value":5,"count":1}]}', /entry 1: value 5 is not a string/],
    ['an empty path', '{"version": 1, "entries": [{"rule":"lastmod-format","path":"","value":"x","count":1}]}', /entry 1: path "" is empty/],
    ['a repeated entry', '{"version": 1, "entries": [{"rule":"lastmod-format","path":"a","value":"x","count":1},{"rule":"lastmod-format","path":"a","value":"x","count":2}]}', /entry 2 repeats entry 1/],
    ['deeply nested', `${'['.repeat(100_000)}${']'.repeat(100_000)}`, /is not a baseline|is not JSON/],
  ];

  for (const [name, content, message] of cases) {
    it(`refuses one that is ${name}, with exit code 2 and no stack trace`, async () => {
      const dir = workspace({ 'sitemap.xml': badSitemap(1) });
      writeFileSync(path.join(dir, 'b.json'), content);
      const r = await runCli(['--cwd', dir, '--baseline', 'b.json']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^sitemap-contract: --baseline: /);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });
  }

  it('refuses a huge one before reading it, a missing one and a folder', async () => {
    const dir = workspace({ 'sitemap.xml': badSitemap(1) });
    writeFileSync(path.join(dir, 'huge.json'), '');
    truncateSync(path.join(dir, 'huge.json'), 33 * 1024 * 1024);
    mkdirSync(path.join(dir, 'folder.json'));
    const huge = await runCli(['--cwd', dir, '--baseline', 'huge.json']);
    expect(huge.code).toBe(2);
    expect(huge.stderr).toContain('--baseline: cannot read "huge.json" (it is larger than 33554432 bytes).');
    const missing = await runCli(['--cwd', dir, '--baseline', 'missing.json']);
    expect(missing.stderr).toContain('--baseline: cannot read "missing.json" (ENOENT; write it with --write-baseline, commit it, and name it).');
    const folder = await runCli(['--cwd', dir, '--baseline', 'folder.json']);
    expect(folder.stderr).toContain('--baseline: cannot read "folder.json" (it is a folder).');
  });

  it('reads only well-formed shapes (checkBaseline)', () => {
    expect(checkBaseline({ version: 1, tool: 'sitemap-contract 1.0.0', entries: [{ rule: 'loc-host', path: 'a.xml', value: 'v', count: 2 }] }, 'b.json').entries).toEqual([
      { rule: 'loc-host', path: 'a.xml', value: 'v', count: 2 },
    ]);
    expect(() => checkBaseline(null, 'b.json')).toThrow(/is not a baseline/);
  });
});

describe('the value at fault', () => {
  it('is the first quoted value of the message, or the message without its positions', () => {
    expect(findingValue('The lastmod "2024-13-01" is not a W3C Datetime: month 13 does not exist.')).toBe('2024-13-01');
    expect(findingValue('The loc "https://a.example/\\"q\\"" is listed twice.')).toBe('https://a.example/\\"q\\"');
    expect(findingValue('This <url> has no <loc>; every entry needs one (see line 12, column 4).')).toBe('This <url> has no <loc>; every entry needs one (see ).');
    expect(findingValue('Google ignores <priority>; it can be left out (reported once per file: this is the first of 3,000).')).toBe('Google ignores <priority>; it can be left out.');
    expect(findingValue('Also at lines 3 and 5, and at 7:9.')).toBe(findingValue('Also at lines 30 and 50, and at 70:90.'));
  });
});

interface ActionYml {
  inputs: Record<string, { default?: string }>;
}

/** The action as the runner runs it: `node dist/index.js` with every input as an INPUT_* variable. */
function runAction(ws: string, inputs: Record<string, string>): { code: number | null; stdout: string; summary: string; outputs: string } {
  const runner = tempDir();
  const summaryFile = path.join(runner, 'step_summary');
  const outputFile = path.join(runner, 'output');
  writeFileSync(summaryFile, '');
  writeFileSync(outputFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: ws,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_OUTPUT: outputFile,
    RUNNER_TEMP: runner,
  };
  const action = parseYaml(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYml;
  for (const [name, input] of Object.entries(action.inputs)) env[`INPUT_${name.toUpperCase()}`] = input.default ?? '';
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const r = spawnSync(process.execPath, [ACTION_ENTRY], { cwd: ws, env, encoding: 'utf8', timeout: 60_000 });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, summary: readFileSync(summaryFile, 'utf8'), outputs: readFileSync(outputFile, 'utf8') };
}

describe('findings folded into another at their place', () => {
  const two = (extra = '') =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/a</loc>${extra}</url>\n<url><loc>http://www.beispiel.de/b</loc></url>\n</urlset>\n`;
  const policy = ['--host', 'www.beispiel.de', '--require-https'];

  it('are not written to a baseline, and take no room in one: a new error still fails the run', () => {
    const dir = workspace({ 'sitemap.xml': two() });
    const write = cli(dir, ...policy, '--write-baseline', 'b.json', 'sitemap.xml');
    expect(write.code).toBe(1);
    // loc-mixed-hosts folds into loc-scheme at 4:11: one finding shown, one entry written.
    const written = JSON.parse(readFileSync(path.join(dir, 'b.json'), 'utf8')) as { entries: Array<{ rule: string }> };
    expect(written.entries.map((e) => e.rule)).toEqual(['loc-scheme']);
    writeFileSync(path.join(dir, 'sitemap.xml'), two('<lastmod>yesterday</lastmod>'));
    const r = cli(dir, ...policy, '--baseline', 'b.json', '--format', 'json', 'sitemap.xml');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as JsonOut;
    expect(report.passed).toBe(false);
    expect(report.baseline).toMatchObject({ new: 1, unchanged: 1, fixed: 0 });
    expect(report.files[0]!.findings.map((f) => [f.rule, f.baselineState])).toEqual([
      ['lastmod-format', 'new'],
      ['loc-scheme', 'unchanged'],
    ]);
  });
});

describe('the action', () => {
  it('writes a baseline (write-baseline), then passes with it (baseline) and annotates only new findings', () => {
    const ws = workspace({ 'sitemap.xml': badSitemap(1500) });
    const write = runAction(ws, { 'write-baseline': '.sitemap-baseline.json' });
    expect(write.code).toBe(1);
    expect(existsSync(path.join(ws, '.sitemap-baseline.json'))).toBe(true);
    expect(write.stdout).toContain('Wrote the baseline ".sitemap-baseline.json": 28 entries holding 1,500 findings; commit it and name it with the baseline input.');

    const pass = runAction(ws, { baseline: '.sitemap-baseline.json' });
    expect(pass.code).toBe(0);
    expect(pass.stdout.split('\n').filter((l) => l.startsWith('::error'))).toEqual([]);
    expect(pass.summary).toContain('## sitemap-contract: ✅ passed');
    expect(pass.summary).toContain('### Baseline');
    expect(pass.summary).toContain('<b>0 new</b> (only these count for the verdict), 1,500 unchanged (accepted, not annotated), 0 fixed since the baseline.');
    expect(pass.outputs).toMatch(/passed<<[^\n]+\ntrue\n/);

    writeFileSync(path.join(ws, 'sitemap.xml'), badSitemap(1500, { head: '<!-- moved -->\n', extra: '  <url><loc>https://www.beispiel.de/n</loc><lastmod>2024-02-30</lastmod></url>' }));
    const fail = runAction(ws, { baseline: '.sitemap-baseline.json' });
    expect(fail.code).toBe(1);
    const errors = fail.stdout.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors[0]).toMatch(/^::error file=sitemap\.xml,line=1504,col=\d+,title=lastmod-format::/);
    expect(errors.slice(1)).toEqual([expect.stringMatching(/^::error::Sitemap contract failed \(fail-on: error\): 1,501 errors, 0 warnings, 1 new \(not in the baseline \.sitemap-baseline\.json\) in 1 file\.$/)]);
  });

  it('refuses a baseline outside the workspace and a bad one, failing the step with the reason', () => {
    const ws = workspace({ 'sitemap.xml': badSitemap(1) });
    const outside = workspace({ 'b.json': '{"version":1,"entries":[]}' });
    symlinkSync(path.join(outside, 'b.json'), path.join(ws, 'link.json'));
    const r = runAction(ws, { baseline: 'link.json' });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('::error::Input baseline: cannot read "link.json" (it is outside the workspace, or a symlink that leads outside it).');
    writeFileSync(path.join(ws, 'bad.json'), '{"version": 9}');
    const bad = runAction(ws, { baseline: 'bad.json' });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('::error::Input baseline: "bad.json" has version 9; this release reads version 1.');
    expect(bad.summary).toContain('failed');
  });
});
