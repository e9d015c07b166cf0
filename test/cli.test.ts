/**
 * The command line: `runCli` on temporary workspaces. Exit codes 0 (passed), 1 (findings at or
 * above --fail-on), 2 (usage or configuration error, naming the flag or key at fault).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { OPTIONS, runCli } from '../src/cli/run.js';
import { RULES } from '../src/core/policy/rules.js';
import { TOOL_NAME, TOOL_VERSION } from '../src/core/version.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Rule ids of RULES.md that the catalog does not have yet (none: every row is implemented). */
const PENDING_RULES: Readonly<Record<string, string>> = {};

function ruleIdsOfRulesMd(): string[] {
  // A copy of the design's rule catalog; test/docs.test.ts keeps it equal to ../shared/design/RULES.md when that exists.
  const md = readFileSync(path.join(ROOT, 'test', 'fixtures', 'design', 'RULES.md'), 'utf8');
  return [...md.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]!);
}

const SITEMAP = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  `<urlset xmlns="${NS}">`,
  '  <url><loc>https://www.beispiel.de/a#top</loc></url>',
  '  <url><loc>https://www.beispiel.de/b</loc><lastmod>2024-01-01</lastmod></url>',
  '</urlset>',
  '',
].join('\n');
const CLEAN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.beispiel.de/</loc></url>\n</urlset>\n`;
const RELATIVE = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>/relative</loc></url>\n</urlset>\n`;

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

describe('exit codes', () => {
  it('is 0 on a clean workspace, 1 with errors, 2 on a usage error', async () => {
    const clean = await cli(workspace({ 'public/sitemap.xml': CLEAN }));
    expect(clean.code).toBe(0);
    expect(clean.stderr).toBe('');
    expect(clean.stdout).toMatch(/^1 file, 1 entry: 0 errors, 0 warnings, 0 notices\npassed\n$/);

    const faulty = await cli(workspace({ 'sitemap.xml': RELATIVE }));
    expect(faulty.code).toBe(1);
    expect(faulty.stdout).toContain('sitemap.xml:3:13  error    loc-not-absolute  ');
    expect(faulty.stdout).toMatch(/\nfailed\n$/);

    expect((await cli(workspace({ 'sitemap.xml': CLEAN }), '--no-such-flag')).code).toBe(2);
  });

  it('fails on warnings only with --fail-on warning, and never with --fail-on never', async () => {
    const ws = workspace({ 'sitemap.xml': SITEMAP });
    expect((await cli(ws)).code).toBe(0); // a fragment is a warning
    expect((await cli(ws, '--fail-on', 'warning')).code).toBe(1);
    expect((await cli(workspace({ 'sitemap.xml': RELATIVE }), '--fail-on', 'never')).code).toBe(0);
  });

  it('exits 2 when no files match', async () => {
    const ws = workspace({ 'notes.md': 'nothing here' });
    const r = await cli(ws);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/no files matched the default patterns/);
    const globbed = await cli(ws, 'public/**/*.xml');
    expect(globbed.code).toBe(2);
    expect(globbed.stderr).toContain('public/**/*.xml');
  });

  it('exits 2 for a missing --cwd', async () => {
    const r = await runCli(['--cwd', path.join(os.tmpdir(), 'sitemap-contract-no-such-dir-4711')], {}, false);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--cwd');
  });
});

describe('--help and --version', () => {
  it('lists every flag and every rule id of the catalog', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    for (const [name, option] of Object.entries(OPTIONS)) {
      expect(r.stdout, `--${name}`).toMatch(new RegExp(`(^|[\\s,])--${name}\\b`, 'm'));
      if ('short' in option) expect(r.stdout, `-${option.short}`).toMatch(new RegExp(`(^|\\s)-${option.short},`, 'm'));
    }
    expect(r.stdout).toMatch(/Exit codes: 0 passed, 1 findings/);
    expect((await runCli(['-h'])).stdout).toBe(r.stdout);
  });

  it('covers every rule id of RULES.md in the rules command, apart from the listed pending ones', async () => {
    const help = (await runCli(['rules'])).stdout;
    const catalog = new Set(RULES.map((r) => r.id));
    for (const id of ruleIdsOfRulesMd()) {
      if (PENDING_RULES[id] !== undefined) {
        expect(catalog.has(id), `${id} is in the catalog now: remove it from PENDING_RULES (${PENDING_RULES[id]})`).toBe(false);
      } else {
        expect(catalog.has(id), `${id} of RULES.md is missing from the catalog`).toBe(true);
        expect(help).toMatch(new RegExp(`^${id} `, 'm'));
      }
    }
  });

  it('prints the version of package.json, which TOOL_VERSION repeats', async () => {
    expect(TOOL_VERSION).toBe(PACKAGE.version);
    expect(TOOL_NAME).toBe(PACKAGE.name);
    for (const flag of ['--version', '-v']) {
      const r = await runCli([flag]);
      expect(r).toEqual({ stdout: `${PACKAGE.version}\n`, stderr: '', code: 0 });
    }
  });
});

describe('formats', () => {
  it('--format json gives the JSON report of INTERFACE.md', async () => {
    const ws = workspace({ 'public/sitemap.xml': SITEMAP, 'public/sitemap-b.txt': 'https://www.beispiel.de/c\n/relative\n', 'robots.txt': 'Sitemap: https://www.beispiel.de/sitemap.xml\n' });
    const r = await cli(ws, '--format', 'json', '--host', 'www.beispiel.de');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(Object.keys(report)).toEqual(['version', 'tool', 'policy', 'files', 'totals', 'passed']);
    expect(report.version).toBe(1);
    expect(report.tool).toEqual({ name: 'sitemap-contract', version: PACKAGE.version });
    // The four keys of INTERFACE.md first, then the rest of the policy (test/report.test.ts has the values).
    expect(report.policy).toMatchObject({ profile: 'protocol', hosts: ['www.beispiel.de'], maxBytes: 52428800, maxUrls: 50000 });
    expect(Object.keys(report.policy)).toEqual(['profile', 'hosts', 'maxBytes', 'maxUrls', 'requireHttps', 'lastmod', 'rules', 'failOn', 'siteDir', 'checkPages']);
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(['public/sitemap-b.txt', 'public/sitemap.xml', 'robots.txt']);
    for (const f of report.files) {
      expect(Object.keys(f)).toEqual(['path', 'kind', 'bytes', 'entries', 'findings']);
      for (const x of f.findings) {
        expect(Object.keys(x)).toEqual(x.line === undefined ? ['rule', 'severity', 'message'] : ['rule', 'severity', 'message', 'line', 'column']);
      }
    }
    const [text, xml, robots] = report.files;
    expect(text).toMatchObject({ kind: 'text', entries: 2, findings: [{ rule: 'loc-not-absolute', severity: 'error', line: 2, column: 1 }] });
    expect(xml).toMatchObject({ kind: 'urlset', entries: 2, bytes: Buffer.byteLength(SITEMAP) });
    expect(xml.findings).toEqual([expect.objectContaining({ rule: 'loc-fragment', severity: 'warning', line: 3, column: 13 })]);
    expect(robots).toMatchObject({ kind: 'robots', entries: 1, findings: [] });
    expect(report.totals).toEqual({ files: 3, entries: 5, errors: 1, warnings: 1, notices: 0 });
    expect(report.passed).toBe(false);
  });

  it('--format github prints one workflow command per finding', async () => {
    const ws = workspace({ 'sitemap.xml': SITEMAP, 'sitemap-rel.xml': RELATIVE });
    const r = await cli(ws, '--format', 'github');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')).toEqual([
      expect.stringMatching(/^::error file=sitemap-rel\.xml,line=3,col=13,title=loc-not-absolute::The loc "\/relative" is not an absolute URL/),
      expect.stringMatching(/^::warning file=sitemap\.xml,line=3,col=13,title=loc-fragment::The loc "https:\/\/www\.beispiel\.de\/a#top" has/),
      '',
    ]);
  });

  it('--format sarif gives a SARIF 2.1.0 log with relative paths and positions', async () => {
    const ws = workspace({ 'public/sitemap.xml': SITEMAP, 'public/sitemap-rel.xml': RELATIVE });
    const r = await cli(ws, '--format', 'sarif');
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0].tool.driver.name).toBe(TOOL_NAME);
    // The rules that occur in the results, in catalog order.
    expect(log.runs[0].tool.driver.rules.map((x: { id: string }) => x.id)).toEqual(RULES.map((x) => x.id).filter((id) => id === 'loc-not-absolute' || id === 'loc-fragment'));
    expect(log.runs[0].results.map((x: { ruleId: string; level: string; locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: unknown } }> }) => [
      x.ruleId,
      x.level,
      x.locations[0]!.physicalLocation.artifactLocation.uri,
      x.locations[0]!.physicalLocation.region,
    ])).toEqual([
      ['loc-not-absolute', 'error', 'public/sitemap-rel.xml', { startLine: 3, startColumn: 13 }],
      ['loc-fragment', 'warning', 'public/sitemap.xml', { startLine: 3, startColumn: 13 }],
    ]);
    const out = await cli(ws, '--format', 'sarif', '--output', 'out.sarif');
    expect(out).toMatchObject({ code: 1, stdout: '' });
    expect(JSON.parse(readFileSync(path.join(ws, 'out.sarif'), 'utf8')).version).toBe('2.1.0');
  });

  it('--output writes the report to a file and prints nothing', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    const r = await cli(ws, '--format', 'json', '--output', 'report.json');
    expect(r).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(JSON.parse(readFileSync(path.join(ws, 'report.json'), 'utf8')).passed).toBe(true);
    // A failing run says so on stderr, in one line.
    const failing = await cli(workspace({ 'sitemap.xml': SITEMAP }), '--profile', 'strict', '--format', 'json', '--output', 'report.json');
    expect(failing.code).toBe(1);
    expect(failing.stdout).toBe('');
    expect(failing.stderr).toMatch(/^sitemap-contract: 1 file, \d+ entr(y|ies): \d+ errors?, \d+ warnings?, \d+ notices?; failed \(the report is in report\.json\)\.\n$/);
  });
});

describe('policy flags', () => {
  it('--rule turns a rule off or raises it', async () => {
    const ws = workspace({ 'sitemap.xml': SITEMAP });
    const off = await cli(ws, '--rule', 'loc-fragment=off', '--format', 'json');
    expect(JSON.parse(off.stdout).files[0].findings).toEqual([]);
    const raised = await cli(ws, '--rule', 'loc-fragment=error');
    expect(raised.code).toBe(1);
    expect(raised.stdout).toContain('error    loc-fragment');
    expect((await cli(ws, '--rule', 'loc-fragment: notice', '--fail-on', 'warning')).code).toBe(0);
  });

  it('--profile, --host, --require-https, --lastmod, --max-urls, --max-bytes, --now take effect', async () => {
    const ws = workspace({ 'sitemap.xml': SITEMAP });
    const json = async (...args: string[]) => JSON.parse((await cli(ws, '--format', 'json', ...args)).stdout);
    expect((await json('--profile', 'strict')).policy.profile).toBe('strict');
    expect((await json('--profile', 'strict')).files[0].findings.map((f: { rule: string }) => f.rule)).toContain('loc-fragment');
    expect((await json('--host', 'other.example')).files[0].findings.map((f: { rule: string }) => f.rule)).toContain('loc-host');
    expect((await json('--max-urls', '1')).files[0].findings.map((f: { rule: string }) => f.rule)).toContain('url-count');
    expect((await json('--max-bytes', '10')).files[0].findings.map((f: { rule: string }) => f.rule)).toEqual(['file-too-large']);
    expect((await json('--now', '2023-06-01')).files[0].findings.map((f: { rule: string }) => f.rule)).toContain('lastmod-future');
    const http = workspace({ 'sitemap.xml': CLEAN.replace('https:', 'http:') });
    expect((await cli(http, '--require-https')).code).toBe(1);
    expect((await cli(http, '--profile', 'strict', '--no-require-https', '--rule', 'loc-fragment=off')).code).toBe(0);
  });

  const bad: Array<[string[], RegExp]> = [
    [['--profile', 'nope'], /--profile: "nope" is not accepted; use one of protocol, google, strict/],
    [['--max-bytes', 'ten'], /--max-bytes: "ten" is not accepted/],
    [['--max-urls', '-1'], /--max-urls/],
    [['--rule', 'nope=error'], /--rule: "nope" is not a rule id\./],
    [['--rule', 'loc-fragment=loud'], /--rule \(loc-fragment\): "loud" is not accepted; use one of error, warning, notice, off/],
    [['--base-url', 'x'], /--base-url/],
    [['--site-dir', 'public'], /--site-dir/],
    [['--check-pages'], /--check-pages/],
    [['--lastmod', 'iso'], /--lastmod: "iso" is not accepted; use one of w3c, xsd, date/],
    [['--fail-on', 'sometimes'], /--fail-on/],
    [['--host', 'https://www.beispiel.de/'], /--host/],
    [['--now', 'yesterday'], /--now/],
    [['--format', 'xml'], /--format: "xml" is not accepted/],
    [['--require-https', '--no-require-https'], /--require-https and --no-require-https/],
    [['--profile'], /--profile/],
  ];
  for (const [args, message] of bad) {
    it(`exits 2 naming the input for ${args.join(' ')}`, async () => {
      const r = await cli(workspace({ 'sitemap.xml': CLEAN }), ...args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr.split('\n').filter((l) => l !== '')).toHaveLength(2);
    });
  }
});

describe('paths', () => {
  it('notes each glob of the paths that matched no file, when others did', async () => {
    const ws = workspace({ 'public/sitemap.xml': CLEAN, 'public/blog/sitemap-posts.xml': CLEAN, 'public/empty/.keep': '', '.hidden/sitemap.xml': CLEAN });
    const r = await cli(ws, '--format', 'json', 'public/**/sitemap*.xml', 'pubic/**/*.xml', 'public/*', '.hidden/*.xml', 'public/**/*.txt', '!public/blog/**', 'public/blog/*.xml');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(['.hidden/sitemap.xml', 'public/sitemap.xml']);
    const text = await cli(ws, 'public/**/sitemap*.xml', 'pubic/**/*.xml', 'public/*', '.hidden/*.xml', 'public/**/*.txt', '!public/blog/**', 'public/blog/*.xml');
    const notes = text.stdout.split('\n').filter((l) => l.startsWith('note: '));
    // public/* matched public/sitemap.xml; public/blog/*.xml matched only excluded files; public/empty/
    // is a folder, which would not count.
    expect(notes).toEqual([
      'note: The pattern "pubic/**/*.xml" of the paths matched no file to check; check it for a typo (or the exclusions), or remove it.',
      'note: The pattern "public/**/*.txt" of the paths matched no file to check; check it for a typo (or the exclusions), or remove it.',
      'note: The pattern "public/blog/*.xml" of the paths matched no file to check; check it for a typo (or the exclusions), or remove it.',
    ]);
    // The default patterns, folders and plain paths are never noted.
    for (const args of [[], ['public'], ['public/sitemap.xml', 'public/robots.txt']]) {
      expect((await cli(ws, ...args)).stdout, args.join(' ')).not.toMatch(/^note: The pattern/m);
    }
    // A run that matched nothing at all says so once (exit 2), not once per pattern.
    const none = await cli(ws, 'nothing/*.xml', 'nowhere/*.xml');
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/no files matched nothing\/\*\.xml nowhere\/\*\.xml/);
  });
});

describe('site-level flags', () => {
  const ROBOTS = 'Sitemap: https://www.beispiel.de/sitemap_index.xml\nSitemap: https://www.beispiel.de/sitemap-news.xml\n';
  const INDEX = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n  <sitemap><loc>https://www.beispiel.de/pages/sitemap.xml</loc></sitemap>\n</sitemapindex>\n`;
  const PAGES = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.beispiel.de/pages/a</loc></url>\n  <url><loc>https://www.beispiel.de/b</loc></url>\n</urlset>\n`;
  const site = () => workspace({ 'public/robots.txt': ROBOTS, 'public/sitemap_index.xml': INDEX, 'public/pages/sitemap.xml': PAGES, 'public/pages/a.html': '' });

  it('--base-url and --site-dir follow robots.txt and the index, --check-pages checks the pages', async () => {
    const ws = site();
    const r = await cli(ws, '--base-url', 'https://www.beispiel.de/', '--site-dir', 'public', '--check-pages', '--format', 'json', 'public/robots.txt');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(['public/pages/sitemap.xml', 'public/robots.txt', 'public/sitemap_index.xml']);
    const all = report.files.flatMap((f: { path: string; findings: Array<{ rule: string; line: number; column: number }> }) => f.findings.map((x) => `${x.rule} ${f.path}:${x.line}:${x.column}`));
    expect(all).toEqual([
      'loc-out-of-scope public/pages/sitemap.xml:4:13',
      'page-missing public/pages/sitemap.xml:4:13',
      'robots-sitemap-missing public/robots.txt:2:10',
    ]);
    // Without --check-pages, no page is looked for.
    const noPages = JSON.parse((await cli(ws, '--base-url', 'https://www.beispiel.de/', '--site-dir', 'public', '--format', 'json', 'public/robots.txt')).stdout);
    expect(noPages.totals).toMatchObject({ files: 3, errors: 1, warnings: 1 });
  });

  it('reads base-url, site-dir and check-pages from the config file', async () => {
    const ws = site();
    writeFileSync(path.join(ws, '.sitemap-contract.yml'), 'base-url: https://www.beispiel.de/\nsite-dir: public\ncheck-pages: true\npaths: public/robots.txt\n');
    const report = JSON.parse((await cli(ws, '--format', 'json')).stdout);
    expect(report.totals).toMatchObject({ files: 3, errors: 2, warnings: 1 });
  });

  it('--no-check-pages and --no-check-unlisted turn off what the config file turns on', async () => {
    const ws = site();
    writeFileSync(path.join(ws, '.sitemap-contract.yml'), 'base-url: https://www.beispiel.de/\nsite-dir: public\ncheck-pages: true\ncheck-unlisted: true\npaths: public/robots.txt\n');
    const rules = (r: { stdout: string }) => (JSON.parse(r.stdout).files as Array<{ findings: Array<{ rule: string }> }>).flatMap((f) => f.findings.map((x) => x.rule));
    writeFileSync(path.join(ws, 'public', 'unlisted.html'), '<title>Unlisted</title>');
    const page = (r: string[]) => r.filter((x) => x.startsWith('page-')).sort();
    expect(page(rules(await cli(ws, '--format', 'json')))).toEqual(['page-missing', 'page-unlisted']);
    expect(page(rules(await cli(ws, '--format', 'json', '--no-check-unlisted')))).toEqual(['page-missing']);
    const off = rules(await cli(ws, '--format', 'json', '--no-check-pages', '--no-check-unlisted'));
    expect(page(off)).toEqual([]);
    expect(off).toContain('loc-out-of-scope');
    const both = await cli(ws, '--check-unlisted', '--no-check-unlisted');
    expect([both.code, both.stderr.split('\n')[0]]).toEqual([2, expect.stringMatching(/--check-unlisted and --no-check-unlisted contradict each other/)]);
  });

  it('exits 2 for a site-dir outside the workspace or a malformed base-url', async () => {
    const ws = site();
    const outside = await cli(ws, '--base-url', 'https://www.beispiel.de/', '--site-dir', '../elsewhere');
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/--site-dir: "\.\.\/elsewhere" is not accepted; give a folder inside the workspace/);
    const missing = await cli(ws, '--base-url', 'https://www.beispiel.de/', '--site-dir', 'nope');
    expect(missing.stderr).toMatch(/--site-dir: "nope" is not accepted; no such folder/);
    const base = await cli(ws, '--base-url', 'www.beispiel.de');
    expect(base.code).toBe(2);
    expect(base.stderr).toMatch(/--base-url: "www\.beispiel\.de" is not accepted; give an absolute http or https URL/);
    writeFileSync(path.join(ws, '.sitemap-contract.yml'), 'base-url: https://www.beispiel.de/\nsite-dir: ../../etc\n');
    const fromConfig = await cli(ws);
    expect(fromConfig.code).toBe(2);
    expect(fromConfig.stderr).toMatch(/\.sitemap-contract\.yml: site-dir: "\.\.\/\.\.\/etc" is not accepted/);
  });
});

describe('examples/', () => {
  it('gives the totals examples/README.md promises, with and without --base-url', async () => {
    const site = ['--base-url', 'https://www.example.org/', '--site-dir', 'examples/public', 'examples/public'];
    const started = await runCli(['--cwd', ROOT, ...site], {}, false);
    expect(started.code).toBe(1);
    expect(started.stdout).toMatch(/\n4 files, 17 entries: 9 errors, 3 warnings, 0 notices\nfailed\n$/);
    for (const rule of ['robots-sitemap-missing', 'loc-out-of-scope', 'loc-duplicate-across-files']) expect(started.stdout).toContain(`  ${rule}  `);
    const plain = await runCli(['--cwd', ROOT, 'examples/public'], {}, false);
    expect(plain.stdout).toMatch(/\n4 files, 17 entries: 9 errors, 15 warnings, 0 notices\nfailed\n$/);
    const clean = await runCli(['--cwd', ROOT, '--base-url', 'https://www.example.org/', '--site-dir', 'examples/clean', 'examples/clean'], {}, false);
    expect(clean.code).toBe(0);
    // Each row of the table of planted faults is a finding of its rule at its file and line.
    const table = readFileSync(path.join(ROOT, 'examples', 'README.md'), 'utf8');
    const rows = [...table.matchAll(/^\| `([^`]+)` \| (\d+) \| .* \| `([a-z-]+)`.*\|$/gm)];
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const [, file, line, rule] of rows) {
      expect(started.stdout, `${file}:${line} ${rule}`).toMatch(new RegExp(`^examples/public/${file!.replace(/[.]/g, '\\.')}:${line}:\\d+ +\\w+ +${rule}  `, 'm'));
    }
  });
});

describe('config file', () => {
  it('reads .sitemap-contract.yml, and flags override it', async () => {
    const ws = workspace({ 'sitemap.xml': SITEMAP, '.sitemap-contract.yml': 'profile: strict\nrules:\n  lastmod-format: warning\n' });
    const fromConfig = JSON.parse((await cli(ws, '--format', 'json')).stdout);
    expect(fromConfig.policy.profile).toBe('strict');
    expect(fromConfig.passed).toBe(false); // strict: a fragment is an error
    const overridden = JSON.parse((await cli(ws, '--format', 'json', '--profile', 'google')).stdout);
    expect(overridden.policy.profile).toBe('google');
    expect(overridden.passed).toBe(true);
  });

  it('reads the file named by --config, with paths and hosts', async () => {
    const ws = workspace({ 'site/sitemap.xml': CLEAN, 'other/sitemap.xml': RELATIVE, 'ci/policy.yml': 'paths:\n  - site/**/*.xml\nhosts: www.beispiel.de\n' });
    const r = await cli(ws, '--config', 'ci/policy.yml', '--format', 'json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(['site/sitemap.xml']);
    expect(report.policy.hosts).toEqual(['www.beispiel.de']);
    expect((await cli(ws, '--config', 'ci/missing.yml')).stderr).toMatch(/config: cannot read/);
  });

  it('writes the report-file and sarif-file of the config file, as the action does, besides its own output', async () => {
    const ws = workspace({ 'sitemap.xml': SITEMAP, '.sitemap-contract.yml': 'profile: strict\nreport-file: reports/sitemaps.json\nsarif-file: reports/sitemaps.sarif\n' });
    const r = await cli(ws);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/loc-fragment/);
    const json = readFileSync(path.join(ws, 'reports', 'sitemaps.json'), 'utf8');
    expect(json).toBe((await cli(ws, '--format', 'json')).stdout);
    const report = JSON.parse(json);
    expect(report.policy.profile).toBe('strict');
    expect(report.files[0].findings.map((f: { rule: string }) => f.rule)).toContain('loc-fragment');
    const sarif = JSON.parse(readFileSync(path.join(ws, 'reports', 'sitemaps.sarif'), 'utf8'));
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results.map((x: { ruleId: string }) => x.ruleId)).toContain('loc-fragment');
  });

  it('refuses a config report file outside the workspace, through a symlink, or equal to --output', async () => {
    const outside = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: ../escape.json\n' }));
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/report-file: .*inside the workspace/);

    const away = workspace({ 'keep.txt': '' });
    const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'sarif-file: out/sitemaps.sarif\n' });
    symlinkSync(away, path.join(ws, 'out'));
    const linked = await cli(ws);
    expect(linked.code).toBe(2);
    expect(linked.stderr).toMatch(/sarif-file: "out\/sitemaps\.sarif" leads outside the workspace through a symlink/);
    // Refused before anything is judged: no report of the files on stdout.
    expect(linked.stdout).toBe('');
    expect(readdirSync(away)).toEqual(['keep.txt']);

    // Two reports in each other's way, or a folder on the way that is a dangling symlink: refused
    // before the check, not after it.
    const pair = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: rep/x.json\nsarif-file: rep\n' }));
    expect([pair.code, pair.stdout, pair.stderr]).toEqual([2, '', 'sitemap-contract: sarif-file: "rep" would be the folder of the report-file "rep/x.json"; give each report a file of its own.\n']);
    const dangling = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: dl/r.json\n' });
    symlinkSync(path.join(dangling, 'nowhere'), path.join(dangling, 'dl'));
    const viaDangling = await cli(dangling);
    expect([viaDangling.code, viaDangling.stdout]).toEqual([2, '']);
    expect(viaDangling.stderr).toBe('sitemap-contract: report-file: "dl/r.json" goes through the symlink "dl", whose target does not exist; give a path through folders that exist or can be created.\n');

    const sitemap = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: sitemap.xml\n' }));
    expect([sitemap.code, sitemap.stdout]).toEqual([2, '']);
    expect(sitemap.stderr).toMatch(/^sitemap-contract: report-file: "sitemap\.xml" is an existing file that is not a report of sitemap-contract/);

    const same = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: r.json\n' }), '--output', 'r.json');
    expect(same.code).toBe(2);
    expect(same.stderr).toMatch(/--output: "r\.json" is also the report-file of the config file/);
  });

  it('reads the default config file only as a regular file of at most 256 KiB inside the workspace', async () => {
    const outside = workspace({ 'secret.yml': 'profile: SECRET-value\n' });
    const cases: Array<[string, (ws: string) => void, RegExp]> = [
      ['/dev/zero', (ws) => symlinkSync('/dev/zero', path.join(ws, '.sitemap-contract.yml')), /^sitemap-contract: \.sitemap-contract\.yml: cannot read ".*" \(it is outside the workspace, or a symlink that leads outside it\)/],
      ['a FIFO', (ws) => execFileSync('mkfifo', [path.join(ws, '.sitemap-contract.yml')]), /\.sitemap-contract\.yml: cannot read ".*" \(it is not a regular file\)/],
      ['a folder', (ws) => mkdirSync(path.join(ws, '.sitemap-contract.yml')), /\.sitemap-contract\.yml: cannot read ".*" \(it is a folder\)/],
      ['a file outside', (ws) => symlinkSync(path.join(outside, 'secret.yml'), path.join(ws, '.sitemap-contract.yml')), /outside the workspace/],
      [
        'a file in .git',
        (ws) => {
          mkdirSync(path.join(ws, '.git'));
          writeFileSync(path.join(ws, '.git', 'config'), 'profile: SECRET-token\n');
          symlinkSync('.git/config', path.join(ws, '.sitemap-contract.yml'));
        },
        /\.sitemap-contract\.yml: cannot read ".*" \(it is inside a \.git folder, or a symlink that leads into one\)/,
      ],
      ['a large file', (ws) => writeFileSync(path.join(ws, '.sitemap-contract.yml'), `# ${'x'.repeat(256 * 1024)}\n`), /\.sitemap-contract\.yml: cannot read ".*" \(it is larger than 262144 bytes\)/],
    ];
    for (const [what, make, message] of cases) {
      const ws = workspace({ 'sitemap.xml': CLEAN });
      make(ws);
      const r = await cli(ws);
      expect(r.code, what).toBe(2);
      expect(r.stderr, what).toMatch(message);
      expect(r.stderr, what).not.toContain('SECRET');
    }
    // A symlink to a file inside the workspace is read; --config, typed by the user, may name any file.
    const inside = workspace({ 'sitemap.xml': SITEMAP, 'ci/policy.yml': 'profile: strict\n' });
    symlinkSync('ci/policy.yml', path.join(inside, '.sitemap-contract.yml'));
    expect(JSON.parse((await cli(inside, '--format', 'json')).stdout).policy.profile).toBe('strict');
    const elsewhere = workspace({ 'sitemap.xml': SITEMAP });
    expect(JSON.parse((await cli(elsewhere, '--format', 'json', '--config', path.join(inside, 'ci/policy.yml'))).stdout).policy.profile).toBe('strict');
    expect((await cli(elsewhere, '--config', '/dev/zero')).stderr).toMatch(/config: cannot read "\/dev\/zero" \(it is not a regular file\)/);
  });

  it('refuses a config file that is not UTF-8, naming the line, rather than reading replacement characters', async () => {
    const cases: Array<[string, Buffer, RegExp]> = [
      ['Latin-1', Buffer.from('profile: google\nhosts:\n  - caf\xe9.example\n', 'latin1'), /\.sitemap-contract\.yml: cannot read ".*" \(it is not UTF-8 text: line 3 holds the byte 0xE9, which is not valid UTF-8 there; save the file as UTF-8\)/],
      ['UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('profile: google\n', 'utf16le')]), /\(it is saved as UTF-16; save it as UTF-8\)/],
      // A U+FFFD written in the file is text, not a fault: the byte after it is.
      ['U+FFFD then a bad byte', Buffer.concat([Buffer.from('# \ufffd\nprofile: google\n# \x80\n', 'utf8').subarray(0, -3), Buffer.from([0x80, 0x0a])]), /line 3 holds the byte 0x80/],
    ];
    for (const [what, bytes, message] of cases) {
      const ws = workspace({ 'sitemap.xml': CLEAN });
      writeFileSync(path.join(ws, '.sitemap-contract.yml'), bytes);
      const r = await cli(ws);
      expect(r.code, what).toBe(2);
      expect(r.stderr, what).toMatch(message);
    }
    // UTF-8 with a byte order mark, and a U+FFFD in a comment, are read.
    const ws = workspace({ 'sitemap.xml': CLEAN });
    writeFileSync(path.join(ws, '.sitemap-contract.yml'), '\ufeff# \ufffd\nprofile: strict\n');
    const ok = await cli(ws, '--format', 'json');
    expect(ok.stderr).toBe('');
    expect(JSON.parse(ok.stdout).policy.profile).toBe('strict');
  });

  it('--format summary prints the job summary of the run', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN.replace('</urlset>', '  <url><loc>http://www.beispiel.de/a</loc></url>\n</urlset>') });
    const r = await cli(ws, '--format', 'summary');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('<code>loc-mixed-hosts</code>');
    expect(r.stdout).toContain('<code>sitemap.xml:4:13</code>');
    expect(r.stdout).not.toMatch(/^::/m);
  });

  it('--output refuses a folder name (it wrote a file named after the folder)', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    const r = await cli(ws, '--format', 'json', '--output', 'out/', 'sitemap.xml');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^sitemap-contract: --output: "out\/" names a folder; name the report file, e\.g\. "out\/sitemap-report\.json"\.\n/);
    expect(existsSync(path.join(ws, 'out'))).toBe(false);
    const merged = await runCli(['merge', '--output', `${ws}/..`, path.join(ws, 'x.json')], {}, false);
    expect(merged.code).toBe(2);
    expect(merged.stderr).toMatch(/merge --output: ".*\/\.\." names a folder/);
    const empty = await cli(ws, '--format', 'json', '--output', '', 'sitemap.xml');
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/^sitemap-contract: --output: the file name is empty; name the report file, e\.g\. "sitemap-report\.json"\.\n/);
  });

  it('--output refuses to replace a checked sitemap, also through a symlink', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    const r = await cli(ws, '--format', 'json', '--output', 'sitemap.xml', 'sitemap.xml');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^sitemap-contract: --output: "sitemap\.xml" is one of the checked files \("sitemap\.xml"\); it was left as it is\. Give another file\.\n/);
    expect(readFileSync(path.join(ws, 'sitemap.xml'), 'utf8')).toBe(CLEAN);
    symlinkSync('sitemap.xml', path.join(ws, 'alias.xml'));
    expect((await cli(ws, '--output', 'alias.xml', 'sitemap.xml')).code).toBe(2);
    expect(readFileSync(path.join(ws, 'sitemap.xml'), 'utf8')).toBe(CLEAN);
    // A file of another shard is a checked file too.
    for (const name of ['a', 'b', 'c', 'd']) writeFileSync(path.join(ws, `sitemap-${name}.xml`), CLEAN);
    for (const shard of ['1/2', '2/2']) {
      const r2 = await cli(ws, '--shard', shard, '--format', 'json', '--output', 'sitemap-a.xml', 'sitemap-*.xml');
      expect(r2.code, shard).toBe(2);
      expect(readFileSync(path.join(ws, 'sitemap-a.xml'), 'utf8')).toBe(CLEAN);
    }
    // Another file is written as before.
    const ok = await cli(ws, '--format', 'json', '--output', 'report.json', 'sitemap.xml');
    expect(ok.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(ws, 'report.json'), 'utf8')).passed).toBe(true);
  });

  it('names the default config file once in a YAML error', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'hosts: [a.example\n' });
    const r = await cli(ws);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^sitemap-contract: \.sitemap-contract\.yml: the file is not valid YAML: .*line \d+, column \d+\.\n/);
    expect(r.stderr.split('.sitemap-contract.yml').length - 1).toBe(1);
  });

  it('names every refused key and value of the config file at once, in its order, but those a flag overrides', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'profile: google\nfail-on: nope\nfoo: 1\nmax-urls: -3\n' });
    const all = await cli(ws);
    expect(all.code).toBe(2);
    expect(all.stderr).toMatch(
      /^sitemap-contract: \.sitemap-contract\.yml: 3 keys are refused\. fail-on: "nope" is not accepted; use one of error, warning, never\. foo: is not a setting; the settings are [^\n]*\. max-urls: -3 is not accepted; use a whole number of at least 1\.\n/,
    );
    // Followed by the page of the settings, not by the advice on flags.
    expect(all.stderr.endsWith('\nThe settings of a config file: https://github.com/sitemap-contract/sitemap-contract/blob/v1/docs/configuration.md\n')).toBe(true);
    expect(all.stderr).not.toContain('--help');
    const overridden = await cli(ws, '--fail-on', 'error', '--max-urls', '10');
    expect(overridden.code).toBe(2);
    expect(overridden.stderr).toMatch(/^sitemap-contract: \.sitemap-contract\.yml: foo: is not a setting; /);
    // The unknown keys in one sentence, where the first stands, with the settings named once.
    const unknown = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'a: 1\nb: 2\nprofile: x\n"c d": 3\n' }));
    expect(unknown.stderr).toMatch(/^sitemap-contract: \.sitemap-contract\.yml: 4 keys are refused\. a, b, "c d": are not settings; the settings are paths, [^\n]*, ignore\. profile: "x" is not accepted; use one of protocol, google, strict\.\n/);
    expect(unknown.stderr.split('the settings are').length).toBe(2);
    // A key one typo away from a setting is named with it.
    const typos = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'profle: google\nmax-url: 1000\nzzz: 1\n' }));
    expect(typos.stderr).toMatch(/^sitemap-contract: \.sitemap-contract\.yml: 3 keys are refused\. profle \(did you mean profile\?\), max-url \(did you mean max-urls\?\), zzz: are not settings; the settings are /);
    // Binary data is no mapping of settings (its bytes are not keys).
    const binary = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': '!!binary aGVsbG8=\n' }));
    expect(binary.code).toBe(2);
    expect(binary.stderr).toMatch(/^sitemap-contract: \.sitemap-contract\.yml: the file must be a YAML mapping of settings/);
  });

  it('names every refused severity and unknown rule id of the config file\'s rules at once, and counts 1,000 keys with a comma', async () => {
    const r = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'rules:\n  loc-scheme: bogus\n  nope-rule: error\n  loc-duplicate: wrong\n' }));
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      'sitemap-contract: .sitemap-contract.yml: rules (loc-scheme): "bogus" is not accepted; use one of error, warning, notice, off. rules (loc-duplicate): "wrong" is not accepted; use one of error, warning, notice, off. Did you mean warning? rules: "nope-rule" is not a rule id. The rule ids are listed by "sitemap-contract rules" and in docs/rules/README.md.',
    );
    const tagged = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'max-urls: !!binary aGVsbG8=\nhosts: !!set {a.example, b.example}\nprofile: !!omap [a: 1]\n' }));
    expect(tagged.stderr.split('\n')[0]).toBe(
      'sitemap-contract: .sitemap-contract.yml: 3 keys are refused. max-urls: binary data (!!binary, 5 bytes) is not accepted; use a whole number of at least 1. hosts: a set (!!set) ["a.example","b.example"] is not accepted; give a string or a list of strings. profile: an ordered mapping (!!omap) {"a":1} is not accepted; use one of protocol, google, strict.',
    );
    const many = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': Array.from({ length: 1001 }, (_, i) => `k${i}: 1\n`).join('') }));
    expect(many.stderr).toMatch(/^sitemap-contract: \.sitemap-contract\.yml: 1,001 keys are refused\. k0, k1, [^\n]*, k19 and 981 more: are not settings; /);
  });

  it('exits 2 naming an unknown key or a bad value of the config file', async () => {
    const unknown = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'profile: google\nmax-url: 10\n' }));
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/\.sitemap-contract\.yml: max-url: is not a setting/);

    const badValue = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'max-bytes: ten\n' }));
    expect(badValue.code).toBe(2);
    expect(badValue.stderr).toMatch(/\.sitemap-contract\.yml: max-bytes: "ten" is not accepted/);
    expect(badValue.stderr).not.toContain('--max-bytes');

    for (const [config, message] of [
      ['now: [2020-01-01]\n', /\.sitemap-contract\.yml: now: \["2020-01-01"\] is not accepted; give a string/],
      ['shard: [1/1]\n', /\.sitemap-contract\.yml: shard: \["1\/1"\] is not accepted; give a string/],
    ] as const) {
      const r = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': config }));
      expect(r.code, config).toBe(2);
      expect(r.stderr, config).toMatch(message);
    }

    const badRule = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'rules:\n  nope: error\n' }));
    expect(badRule.stderr).toMatch(/\.sitemap-contract\.yml: rules: "nope"/);

    const notYaml = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'profile: [strict\n' }));
    expect(notYaml.code).toBe(2);
    expect(notYaml.stderr).toMatch(/not valid YAML/);

    // A flag that overrides a bad config value wins.
    expect((await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'profile: nope\n' }), '--profile', 'google')).code).toBe(0);
  });
});

describe('untrusted text', () => {
  it('never prints raw control characters or a workflow command from a sitemap', async () => {
    const hostile = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>/x&#10;::error::pwned&#27;[31m</loc></url>\n</urlset>\n`;
    const ws = workspace({ 'sitemap.xml': hostile, 'sitemap-::warning::x.xml': RELATIVE });
    for (const format of ['text', 'github']) {
      const r = await cli(ws, '--format', format);
      expect(r.code).toBe(1);
      expect(r.stdout).not.toContain('\u001b');
      for (const line of r.stdout.split('\n')) {
        // Annotations at a place, and the notes of the run (one on the file not read past its XML fault).
        if (line.startsWith('::')) expect(line, format).toMatch(/^::(?:(error|warning|notice) file=[^:]*,line=\d+,col=\d+,title=[a-z-]+|notice title=note)::/);
        expect(line).not.toMatch(/^\s*::(error|warning)::(pwned|x)/);
      }
    }
  });
});

// Globs that matched nothing, symlinks met by discovery, and the report files a config file names.

describe('a file read only up to an XML fault', () => {
  const broken = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n  <url><loc>https://www.beispiel.de/a?x=1&y=2</loc></url>\n  <url><loc>/relative</loc></url>\n</urlset>\n`;

  it('gets a note that the rest of it was not checked, naming the fault; ten files are named, then counted', async () => {
    const one = await cli(workspace({ 'sitemap.xml': CLEAN, 'sitemap-b.xml': broken }));
    expect(one.code).toBe(1);
    expect(one.stdout).toContain(
      'note: "sitemap-b.xml": the XML is not well-formed (xml-not-well-formed, line 3, column 42), and a file is judged only as far as it reads as XML: fix that fault and check again, as the entries after it, or inside an element left open, may hold more.\n',
    );
    expect(one.stdout).not.toMatch(/note: "sitemap\.xml"/);
    const many = await cli(workspace(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`sitemap-${String(i).padStart(2, '0')}.xml`, broken]))), '--format', 'json');
    const notes = (JSON.parse(many.stdout) as { notes: string[] }).notes;
    expect(notes.filter((n) => n.includes('a file is judged only as far as it reads as XML'))).toHaveLength(10);
    expect(notes.at(-1)).toBe('2 more files were not checked past an XML fault (xml-not-well-formed or xml-limit); their findings name it.');
  });
});

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
  it('is passed over by a glob, as inside, and reported as leading outside (nothing more) when named or sitemap-like', async () => {
    const away = workspace({ 'sitemap.xml': CLEAN });
    const ws = workspace({ 'public/sitemap.xml': CLEAN });
    symlinkSync(away, path.join(ws, 'public', 'assets'), 'dir');
    symlinkSync(away, path.join(ws, 'public', 'sitemap-away.xml'), 'dir');
    const globbed = JSON.parse((await cli(ws, '--format', 'json', 'public/**')).stdout);
    expect(globbed.files.map((f: { path: string; findings: Array<{ message: string }> }) => [f.path, f.findings.map((x) => x.message)])).toEqual([
      ['public/sitemap-away.xml', ['The file cannot be read: it is a symlink that leads outside the workspace, which is never followed.']],
      ['public/sitemap.xml', []],
    ]);
    const named = JSON.parse((await cli(ws, '--format', 'json', 'public/sitemap.xml', 'public/assets')).stdout);
    expect(named.files.map((f: { path: string }) => f.path)).toEqual(['public/assets', 'public/sitemap.xml']);
    expect(named.files[0].findings[0].message).toBe('The file cannot be read: it is a symlink that leads outside the workspace, which is never followed.');
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

  it('refuses a report file it cannot write before checking anything, and exits 2', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: reports\nsarif-file: s.sarif\n' });
    mkdirSync(path.join(ws, 'reports'));
    const r = await cli(ws);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('sitemap-contract: report-file: "reports" is a folder; give the path of a file.\n');
    // Nothing was judged, and no report written: the configuration is at fault.
    expect(r.stdout).toBe('');
    expect(existsSync(path.join(ws, 's.sarif'))).toBe(false);
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
    const r = JSON.parse((await cli(ws, '--format', 'json', 'public/sitemap-{1..2}.xml')).stdout);
    expect(r.files.map((f: { path: string; findings: Array<{ rule: string }> }) => [f.path, f.findings.map((x) => x.rule).join()])).toEqual([
      ['public/sitemap-1.xml', ''],
      ['public/sitemap-2.xml', 'loc-duplicate-across-files'],
    ]);
    for (const pattern of ['public/{..,x}/sitemap.xml', 'public/sitemap-{1..2}/../*.xml']) {
      const refused = await cli(ws, '--format', 'json', 'public/sitemap-{1..2}.xml', pattern);
      expect([refused.code, refused.stdout], pattern).toEqual([2, '']);
      expect(refused.stderr, pattern).toContain(`sitemap-contract: paths: ${JSON.stringify(pattern)} holds "..", which could search outside the workspace`);
    }
    // An absolute glob outside names the mistake, not "..".
    const absolute = await cli(ws, '/etc/*.conf');
    expect(absolute.stderr).toContain('sitemap-contract: paths: "/etc/*.conf" is a glob outside the working directory; globs are searched inside it');
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

describe('hostile config files and report paths', () => {
  it('a report path through a file, a loop of symlinks or a file as folder is a clear error', async () => {
    const throughFile = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: sitemap.xml/r.json\nsarif-file: sitemap.xml/s.json\n' });
    let r = await cli(throughFile);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'sitemap-contract: report-file: "sitemap.xml/r.json" goes through "sitemap.xml", which is a file, not a folder; give another path.\n' +
        'sitemap-contract: sarif-file: "sitemap.xml/s.json" goes through "sitemap.xml", which is a file, not a folder; give another path.\n',
    );
    expect(readFileSync(path.join(throughFile, 'sitemap.xml'), 'utf8')).toBe(CLEAN);

    const loop = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: loop/r.json\nsarif-file: loop/s.json\n' });
    symlinkSync('loop', path.join(loop, 'loop'));
    r = await cli(loop);
    expect(r.code).toBe(2);
    expect(r.stderr).not.toMatch(/internal error|    at /);
    expect(r.stderr).toMatch(/^sitemap-contract: report-file: /);

    r = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'report-file: r.json\n' }), '--output', 'sitemap.xml/out.txt');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^sitemap-contract: --output: cannot write "sitemap\.xml\/out\.txt" \(ENOTDIR\)\./);
  });

  it('a YAML alias of its own node is a clear config error', async () => {
    for (const config of ['report-file: &x [*x]\n', 'hosts: &x [*x]\n', 'profile: &x {a: *x}\n']) {
      const r = await cli(workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': config }));
      expect(r.code, config).toBe(2);
      expect(r.stderr, config).toMatch(/\.sitemap-contract\.yml: [a-z-]+: a value that contains itself \(a YAML alias of its own node\) is not accepted/);
    }
  });

  it('a file that merely mentions the tool is not taken for an earlier report', async () => {
    const config = '{ # "name": "sitemap-contract"\n  "report-file": ".sitemap-contract.yml" }\n';
    const ws = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': config, 'package.json': '{\n  "name": "sitemap-contract",\n  "version": "1.0.0"\n}\n' });
    expect((await cli(ws)).code).toBe(2);
    expect(readFileSync(path.join(ws, '.sitemap-contract.yml'), 'utf8')).toBe(config);
    writeFileSync(path.join(ws, '.sitemap-contract.yml'), 'report-file: package.json\n');
    expect((await cli(ws)).stderr).toContain('report-file: "package.json" is an existing file that is not a report of sitemap-contract');
    expect(readFileSync(path.join(ws, 'package.json'), 'utf8')).toContain('"version": "1.0.0"');
  });

  it('a default config file that cannot be read is an error, not silently no config', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    symlinkSync('/dev/zero', path.join(ws, '.sitemap-contract.yml'));
    const r = await cli(ws);
    expect(r.code).toBe(2);
    const dangling = workspace({ 'sitemap.xml': CLEAN });
    symlinkSync('gone.yml', path.join(dangling, '.sitemap-contract.yml'));
    expect((await cli(dangling)).stderr).toMatch(/^sitemap-contract: \.sitemap-contract\.yml: cannot read ".*\.sitemap-contract\.yml" \(ENOENT\)/);
    expect((await cli(workspace({ 'sitemap.xml': CLEAN }), '--config', '.')).stderr).toMatch(/config: cannot read ".*" \(it is a folder\)/);
  });
});

describe('merge', () => {
  it('leaves out the notes of empty shards, and compares the policies as resolved', async () => {
    const ws = workspace({ 'sitemap-1.xml': CLEAN, 'sitemap-2.xml': CLEAN.replace('/</loc>', '/b</loc>') });
    const names: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const file = path.join(ws, `shard-${i}.json`);
      await cli(ws, '--shard', `${i}/4`, '--format', 'json', '--output', file, '--site-dir', './', '--base-url', 'https://www.beispiel.de/');
      names.push(file);
    }
    expect(names.some((n) => (JSON.parse(readFileSync(n, 'utf8')) as { files: unknown[] }).files.length === 0)).toBe(true);
    // One shard written by an older version: its policy block had four keys, and its site folder is spelled ".".
    const old = JSON.parse(readFileSync(names[0]!, 'utf8'));
    const { profile, hosts, maxBytes, maxUrls, baseUrl } = old.policy;
    writeFileSync(names[0]!, JSON.stringify({ ...old, policy: { profile, hosts, maxBytes, maxUrls, baseUrl, siteDir: '.' } }));
    const merged = await runCli(['merge', '--format', 'json', ...names], {}, false);
    expect(merged.stderr).toBe('');
    expect((JSON.parse(merged.stdout) as { notes: string[] }).notes).toEqual([expect.stringMatching(/^Merged from 4 shard reports\./)]);
  });

  it('keeps a finding across files that only the shard which followed robots.txt to the file made, whatever the order of the reports', async () => {
    const urlset = (...locs: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${locs.map((l) => `<url><loc>https://www.beispiel.de/${l}</loc></url>\n`).join('')}</urlset>\n`;
    const ws = workspace({
      'public/robots.txt': 'User-agent: *\nSitemap: https://www.beispiel.de/sitemap-pages.xml\nSitemap: https://www.beispiel.de/sitemap-posts.xml\n',
      'public/sitemap-pages.xml': urlset('a', 'b', 'c'),
      'public/sitemap-posts.xml': urlset('d', 'e', 'a'),
    });
    const settings = ['--base-url', 'https://www.beispiel.de/', '--site-dir', 'public', '--fail-on', 'warning'];
    const whole = JSON.parse((await cli(ws, ...settings, '--format', 'json')).stdout);
    expect(whole.passed).toBe(false);
    expect(whole.totals.warnings).toBe(1);
    const names: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const file = path.join(ws, `shard-${i}.json`);
      await cli(ws, ...settings, '--shard', `${i}/4`, '--format', 'json', '--output', file);
      names.push(file);
    }
    // The split this test needs: sitemap-posts.xml in a shard without the robots.txt (no duplicate
    // seen there), and reached from the robots.txt in another shard (the duplicate seen there).
    const copies = names
      .map((n) => (JSON.parse(readFileSync(n, 'utf8')) as { files: Array<{ path: string; findings: Array<{ rule: string }> }> }).files)
      .flatMap((files) => files.filter((f) => f.path === 'public/sitemap-posts.xml'))
      .map((f) => f.findings.some((x) => x.rule === 'loc-duplicate-across-files'));
    expect(copies).toContain(true);
    expect(copies).toContain(false);
    for (const order of [names, [...names].reverse()]) {
      const merged = await runCli(['merge', '--format', 'json', ...order], {}, false);
      expect(merged.code).toBe(1);
      const report = JSON.parse(merged.stdout);
      expect(report.passed).toBe(false);
      expect(report.totals).toEqual(whole.totals);
      expect(report.files).toEqual(whole.files);
    }
  });

  it('keeps one loc-duplicate-across-files per place when two shards named different first places', async () => {
    const urlset = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n<url><loc>https://www.beispiel.de/x</loc></url>\n</urlset>\n`;
    // Shard 1 of 2: robots.txt and s01.xml (and, followed from the robots.txt, s02.xml and s04.xml);
    // shard 2 of 2: s02.xml and s04.xml, so its copy of s04.xml names s02.xml, not s01.xml.
    const ws = workspace({
      'public/robots.txt': `User-agent: *\n${['s01', 's02', 's04'].map((n) => `Sitemap: https://www.beispiel.de/${n}.xml\n`).join('')}`,
      'public/s01.xml': urlset,
      'public/s02.xml': urlset,
      'public/s04.xml': urlset,
    });
    const settings = ['--base-url', 'https://www.beispiel.de/', '--site-dir', 'public', 'public/*.xml', 'public/robots.txt'];
    const whole = JSON.parse((await cli(ws, ...settings, '--format', 'json')).stdout);
    expect(whole.totals.warnings).toBe(2);
    const names: string[] = [];
    for (let i = 1; i <= 2; i++) {
      const file = path.join(ws, `shard-${i}.json`);
      await cli(ws, ...settings, '--shard', `${i}/2`, '--format', 'json', '--output', file);
      names.push(file);
    }
    const named = names
      .map((n) => (JSON.parse(readFileSync(n, 'utf8')) as { files: Array<{ path: string; findings: Array<{ message: string }> }> }).files)
      .flatMap((files) => files.filter((f) => f.path === 'public/s04.xml'))
      .flatMap((f) => f.findings.map((x) => /listed in "([^"]+)"/.exec(x.message)?.[1]));
    expect(named.sort()).toEqual(['public/s01.xml', 'public/s02.xml']);
    for (const order of [names, [...names].reverse()]) {
      const report = JSON.parse((await runCli(['merge', '--format', 'json', ...order], {}, false)).stdout);
      expect(report.totals).toEqual(whole.totals);
      expect(report.files).toEqual(whole.files);
    }
  });

  it('keeps the exact totals of a file past the per-file cap (its counts travel in the JSON report)', async () => {
    const many = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${Array.from({ length: 1500 }, (_, i) => `  <url><loc>/page-${i}</loc></url>\n`).join('')}</urlset>\n`;
    const ws = workspace({ 'sitemap-1.xml': many, 'sitemap-2.xml': CLEAN });
    const whole = JSON.parse((await cli(ws, '--format', 'json')).stdout);
    const big = whole.files.find((f: { path: string }) => f.path === 'sitemap-1.xml');
    expect(big.findings).toHaveLength(1001);
    expect(big.counts).toEqual({ errors: 1500, warnings: 0, notices: 1 });
    expect(whole.files.find((f: { path: string }) => f.path === 'sitemap-2.xml')).not.toHaveProperty('counts');
    const names: string[] = [];
    for (let i = 1; i <= 2; i++) {
      const file = path.join(ws, `part-${i}.json`);
      await cli(ws, '--shard', `${i}/2`, '--format', 'json', '--output', file);
      names.push(file);
    }
    const merged = JSON.parse((await runCli(['merge', '--format', 'json', ...names], {}, false)).stdout);
    expect(merged.totals).toEqual(whole.totals);
    expect(merged.totals.errors).toBe(1500);
    expect(merged.files).toEqual(whole.files);
  });

  it('works the verdict out again, refuses counts below the list, odd numbers and a merge of no file', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN.replace('/</loc>', '/a b</loc>') });
    const file = path.join(ws, 'only.json');
    await cli(ws, '--shard', '1/1', '--format', 'json', '--output', file);
    const report = JSON.parse(readFileSync(file, 'utf8'));
    expect(report.files[0].findings.map((f: { severity: string }) => f.severity)).toEqual(['error']);
    const forged = path.join(ws, 'forged.json');
    const merge = (changed: object) => {
      writeFileSync(forged, JSON.stringify(changed));
      return runCli(['merge', '--format', 'json', forged], {}, false);
    };
    // A report that claims to have passed with an error: the merged verdict is the fail-on's.
    const passedAnyway = await merge({ ...report, passed: true });
    expect(passedAnyway.code).toBe(1);
    expect(JSON.parse(passedAnyway.stdout).passed).toBe(false);
    const file0 = report.files[0];
    for (const [what, changed, message] of [
      ['counts below the list', { ...file0, counts: { errors: 0, warnings: 0, notices: 0 } }, /the counts of "sitemap\.xml" are lower than the findings it lists/],
      ['negative entries', { ...file0, entries: -5 }, /the bytes and entries of "sitemap\.xml" are not whole numbers of 0 or more/],
      ['huge entries', { ...file0, entries: 1e308 }, /not whole numbers of 0 or more/],
      ['line 0', { ...file0, findings: [{ ...file0.findings[0], line: 0 }] }, /has a position that is not a whole number of 1 or more/],
      ['unsafe sums', { ...file0, entries: Number.MAX_SAFE_INTEGER }, /add up to more than can be counted exactly/],
      ['a kind no run writes', { ...file0, kind: 'passwd' }, /the kind "passwd" of "sitemap\.xml" is not one a run writes \(urlset, sitemapindex, text, robots, rss, atom, unknown\)/],
      ['a path out of the workspace', { ...file0, path: '../../etc/passwd' }, /the file path "\.\.\/\.\.\/etc\/passwd" climbs out with "\.\."; a run writes paths relative to the workspace, inside it/],
      ['an absolute path', { ...file0, path: '/etc/passwd' }, /the file path "\/etc\/passwd" is absolute/],
      ['an empty path', { ...file0, path: '' }, /the file path "" is empty/],
    ] as const) {
      const r = await merge({ ...report, files: [changed] });
      expect(r.code, what).toBe(2);
      expect(r.stderr, what).toMatch(message);
    }
    // Paths that match nothing: every shard fails at once, as an unsharded run does (exit 2),
    // and writes no report (every shard used to pass, and only the merge said so).
    const empty = workspace({ 'README.md': 'no sitemaps here\n' });
    for (const i of [1, 2]) {
      const name = path.join(empty, `e${i}.json`);
      const r = await cli(empty, '--shard', `${i}/2`, '--format', 'json', '--output', name);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/no files matched the default patterns under/);
      expect(existsSync(name)).toBe(false);
    }
    // A shard that holds no file of a run that matched some is an empty share (exit 0); merged
    // alone, no shard checked a file (exit 2).
    const one = workspace({ 'public/sitemap.xml': CLEAN });
    const names: string[] = [];
    for (const i of [1, 2]) {
      const name = path.join(one, `s${i}.json`);
      expect((await cli(one, '--shard', `${i}/2`, '--format', 'json', '--output', name)).code).toBe(0);
      names.push(name);
    }
    const reports = names.map((n) => JSON.parse(readFileSync(n, 'utf8')) as { files: unknown[]; shard: { index: number; count: number } });
    expect(reports.map((r) => r.files.length).sort()).toEqual([0, 1]);
    expect((await runCli(['merge', ...names], {}, false)).code).toBe(0);
    // The merged report never replaces one of the reports it merges (also through another spelling).
    const before = readFileSync(names[0]!, 'utf8');
    const over = await runCli(['merge', '--format', 'summary', '--output', path.join(one, '.', path.basename(names[0]!)), ...names], {}, false);
    expect(over.code).toBe(2);
    expect(over.stderr).toMatch(/merge --output: ".*s1\.json" is one of the reports to merge \(".*s1\.json"\); it was left as it is\. Give another file\./);
    expect(readFileSync(names[0]!, 'utf8')).toBe(before);
    // Reports (of an older version, or written by hand) whose shards all hold no file: refused.
    const emptyShare = reports.find((r) => r.files.length === 0)!;
    const forgedNames = [1, 2].map((index) => {
      const name = path.join(one, `empty${index}.json`);
      writeFileSync(name, JSON.stringify({ ...emptyShare, shard: { ...emptyShare.shard, index } }));
      return name;
    });
    const none = await runCli(['merge', ...forgedNames], {}, false);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/merge: no shard checked a file/);
    // Not a regular file: refused at once (a FIFO would block, /dev/zero never ends).
    expect((await runCli(['merge', '/dev/zero'], {}, false)).stderr).toMatch(/merge: "\/dev\/zero" is not a regular file/);
  });
});

describe('--cwd', () => {
  it('through a file or a loop of symlinks is a usage error', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    symlinkSync('loop2', path.join(ws, 'loop1'));
    symlinkSync('loop1', path.join(ws, 'loop2'));
    for (const cwd of [path.join(ws, 'sitemap.xml', 'x'), path.join(ws, 'loop1')]) {
      const r = await runCli(['--cwd', cwd], {}, false);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--cwd: .* is not a directory/);
    }
  });
});

describe('small messages', () => {
  it('keeps an argument error on one line, and counts one entry as one', async () => {
    const r = await cli(workspace({ 'sitemap.xml': CLEAN }), '--max-urls', '-1');
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('sitemap-contract: --max-urls: "-1" is not accepted; use a whole number of at least 1.');
    expect(r.stderr).not.toContain('\\n');
    const two = CLEAN.replace('</urlset>', '  <url><loc>https://www.beispiel.de/b</loc></url>\n</urlset>');
    const json = JSON.parse((await cli(workspace({ 'sitemap.xml': two }), '--format', 'json', '--max-urls', '1')).stdout);
    expect(json.files[0].findings.map((f: { message: string }) => f.message)).toEqual([
      'This is entry 2: a sitemap may list at most 1 entry (max-urls); split it and list the parts in a sitemap index.',
    ]);
  });
});


describe('site-level mapping', () => {
  it('never reads a file inside .git or node_modules that robots.txt or an index names', async () => {
    const ws = workspace({
      'robots.txt': 'Sitemap: https://www.beispiel.de/.git/config\nSitemap: https://www.beispiel.de/node_modules/pkg/notes.txt\n',
      '.git/config': '[core]\n',
      'node_modules/pkg/notes.txt': 'SECRET_TOKEN=abc123\n',
    });
    const r = await cli(ws, '--base-url', 'https://www.beispiel.de/', '--format', 'json');
    expect(r.stdout).not.toContain('SECRET');
    const report = JSON.parse(r.stdout);
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(['robots.txt']);
    expect(report.files[0].findings.map((f: { rule: string; message: string }) => [f.rule, f.message.includes('inside .git or node_modules, which are never read')])).toEqual([
      ['robots-sitemap-missing', true],
      ['robots-sitemap-missing', true],
    ]);
  });
});

/** Bytes as a one-chunk async iterable, as a pipe into standard input gives them. */
function piped(data: string | Buffer): AsyncIterable<Uint8Array> {
  return (async function* () {
    yield Buffer.from(data);
  })();
}

async function cliStdin(cwd: string, input: string | Buffer, ...args: string[]) {
  return runCli(['--cwd', cwd, ...args], {}, false, { stdin: piped(input) });
}

describe('paths named outside the working directory', () => {
  it('checks an absolute path outside, named as given, and a relative one climbing out', async () => {
    const site = workspace({ 'public/sitemap.xml': RELATIVE });
    const here = workspace({ 'notes.md': 'no sitemap here' });
    const file = path.join(site, 'public', 'sitemap.xml');
    const r = await cli(here, file);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${file}:3:13  error    loc-not-absolute  `);
    const rel = path.relative(here, file);
    expect(rel.startsWith('..')).toBe(true);
    const json = JSON.parse((await cli(here, '--format', 'json', rel)).stdout);
    expect(json.files.map((f: { path: string }) => f.path)).toEqual([rel]);
    // A folder outside is searched with the default patterns, its files named under it.
    const folder = JSON.parse((await cli(here, '--format', 'json', path.join(site, 'public'))).stdout);
    expect(folder.files.map((f: { path: string }) => f.path)).toEqual([`${path.join(site, 'public')}/sitemap.xml`]);
    // A missing file outside is a finding, as one inside is.
    const missing = JSON.parse((await cli(here, '--format', 'json', path.join(site, 'nope.xml'))).stdout);
    expect(missing.files[0].findings[0].message).toBe('The file cannot be read: it does not exist.');
    // An absolute path inside is named relative to the working directory.
    const inside = JSON.parse((await cli(site, '--format', 'json', file)).stdout);
    expect(inside.files.map((f: { path: string }) => f.path)).toEqual(['public/sitemap.xml']);
  });

  it('keeps globs that leave the working directory refused, and the config file\'s paths inside', async () => {
    const site = workspace({ 'public/sitemap.xml': CLEAN });
    const here = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': `paths:\n  - ${path.join(site, 'public', 'sitemap.xml')}\n` });
    const glob = await cli(here, `${site}/public/*.xml`);
    expect(glob.code).toBe(2);
    expect(glob.stderr).toContain('is a glob outside the working directory; globs are searched inside it');
    const config = await cli(here);
    expect(config.code).toBe(2);
    expect(config.stderr).toContain('.sitemap-contract.yml: paths: ');
    expect(config.stderr).toContain('is an absolute path outside the workspace');
  });

  it('refuses --shard with a path outside, which merge would refuse', async () => {
    const site = workspace({ 'sitemap.xml': CLEAN });
    const here = workspace({ 'sitemap.xml': CLEAN });
    const r = await cli(here, '--shard', '1/2', 'sitemap.xml', path.join(site, 'sitemap.xml'));
    expect([r.code, r.stderr.split('\n')[0]]).toEqual([2, `sitemap-contract: --shard: ${JSON.stringify(path.join(site, 'sitemap.xml'))} is outside the working directory, and merge reads reports of files inside it only; give --cwd a folder that holds it.`]);
  });

  it('maps a file outside --site-dir to no public URL', async () => {
    const site = workspace({ 'public/sitemap.xml': CLEAN });
    const here = workspace({ 'public/index.html': '' });
    const r = JSON.parse((await cli(here, '--format', 'json', '--base-url', 'https://www.beispiel.de/', '--site-dir', 'public', path.join(site, 'public', 'sitemap.xml'))).stdout);
    expect(r.files.map((f: { path: string; findings: unknown[] }) => [f.path, f.findings])).toEqual([[path.join(site, 'public', 'sitemap.xml'), []]]);
  });
});

describe('standard input (-)', () => {
  it('reads XML, gzip (told by its magic bytes) and, with --stdin-name list.txt, a text sitemap', async () => {
    const ws = workspace({});
    const xml = await cliStdin(ws, RELATIVE, '-');
    expect(xml.code).toBe(1);
    expect(xml.stdout).toContain('<stdin>:3:13  error    loc-not-absolute  ');
    const { gzipSync } = await import('node:zlib');
    const gz = await cliStdin(ws, gzipSync(RELATIVE), '-');
    expect(gz.stdout).toContain('<stdin>:3:13  error    loc-not-absolute  ');
    const clean = await cliStdin(ws, gzipSync(CLEAN), '-', '--format', 'json');
    expect(clean.code).toBe(0);
    expect(JSON.parse(clean.stdout).files).toMatchObject([{ path: '<stdin>', kind: 'urlset', entries: 1 }]);
    const text = await cliStdin(ws, 'https://www.beispiel.de/\n/relative\n', '-', '--stdin-name', 'list.txt', '--format', 'json');
    const report = JSON.parse(text.stdout);
    expect(report.files).toMatchObject([{ path: 'list.txt', kind: 'text', entries: 2 }]);
    expect(report.files[0].findings.map((f: { rule: string; line: number }) => [f.rule, f.line])).toEqual([['loc-not-absolute', 2]]);
  });

  it('reads - besides files, never the default patterns with - alone, and refuses a terminal', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN, 'other-sitemap.xml': RELATIVE });
    const alone = JSON.parse((await cliStdin(ws, CLEAN, '-', '--format', 'json')).stdout);
    expect(alone.files.map((f: { path: string }) => f.path)).toEqual(['<stdin>']);
    const both = JSON.parse((await cliStdin(ws, CLEAN, 'sitemap.xml', '-', '--format', 'json')).stdout);
    expect(both.files.map((f: { path: string }) => f.path).sort()).toEqual(['<stdin>', 'sitemap.xml']);
    const tty = await runCli(['--cwd', ws, '-'], {}, false, { stdin: piped(CLEAN), stdinIsTty: true });
    expect([tty.code, tty.stderr.split('\n')[0]]).toEqual([2, 'sitemap-contract: - reads standard input, which is a terminal here; pipe a sitemap into it (cat sitemap.xml | sitemap-contract -).']);
    const noDash = await cli(ws, '--stdin-name', 'x.xml', 'sitemap.xml');
    expect(noDash.code).toBe(2);
    expect(noDash.stderr).toContain('--stdin-name names standard input, which is read only when - is among the paths');
  });

  it('works through a pipe into the built command', () => {
    const out = execFileSync('sh', ['-c', `cat "$1" | node "$2" - --stdin-name piped.xml --host www.example.org; echo "exit $?"`, 'sh', path.join(ROOT, 'examples', 'public', 'sitemap.xml'), path.join(ROOT, 'dist', 'cli.js')], { encoding: 'utf8' });
    expect(out).toMatch(/^piped\.xml:8:10 {2}error {4}loc-not-absolute {2}/);
    expect(out).toMatch(/\nfailed\nexit 1\n$/);
  });
});

describe('arguments as people type them', () => {
  it('names an unknown flag with the nearest one, and a far-off one without a guess, never the parser\'s text', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    const formt = await cli(ws, '--formt', 'json');
    expect([formt.code, formt.stderr]).toEqual([2, 'sitemap-contract: --formt is not an option. Did you mean --format?\nRun sitemap-contract --help for the options.\n']);
    const far = await cli(ws, '--banana');
    expect([far.code, far.stderr.split('\n')[0]]).toEqual([2, 'sitemap-contract: --banana is not an option.']);
    for (const args of [['--format'], ['--quiet=yes'], ['--format', '--quiet'], ['-q']]) {
      const r = await cli(ws, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).not.toMatch(/Option '|ERR_PARSE_ARGS|TypeError/);
    }
    expect((await cli(ws, '--format')).stderr.split('\n')[0]).toBe('sitemap-contract: --format needs a value (--format VALUE).');
    expect((await cli(ws, '--quiet=yes')).stderr.split('\n')[0]).toBe('sitemap-contract: --quiet takes no value (given "yes").');
  });

  it('names an unknown rule id with the nearest one, in --rule and in the config file', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    const absolut = await cli(ws, '--rule', 'loc-absolut=off');
    expect(absolut.stderr.split('\n')[0]).toBe('sitemap-contract: --rule: "loc-absolut" is not a rule id. Did you mean loc-not-absolute? The rule ids are listed by "sitemap-contract rules" and in docs/rules/README.md.');
    const fragmnt = await cli(ws, '--rule', 'loc-fragmnt=off', '--rule', 'zzz-qqq=off');
    expect(fragmnt.stderr.split('\n')[0]).toBe('sitemap-contract: --rule: "loc-fragmnt" is not a rule id. Did you mean loc-fragment? "zzz-qqq" is not a rule id. The rule ids are listed by "sitemap-contract rules" and in docs/rules/README.md.');
    const config = workspace({ 'sitemap.xml': CLEAN, '.sitemap-contract.yml': 'rules:\n  xml-not-wellformed: off\n' });
    const r = await cli(config);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('sitemap-contract: .sitemap-contract.yml: rules: "xml-not-wellformed" is not a rule id. Did you mean xml-not-well-formed? The rule ids are listed by "sitemap-contract rules" and in docs/rules/README.md.');
    const profile = await cli(ws, '--profile', 'googel');
    expect(profile.stderr.split('\n')[0]).toBe('sitemap-contract: --profile: "googel" is not accepted; use one of protocol, google, strict. Did you mean google?');
    const format = await cli(ws, '-f', 'jsn');
    expect(format.stderr.split('\n')[0]).toBe('sitemap-contract: --format: "jsn" is not accepted; use one of text, json, sarif, github, summary. Did you mean json?');
    // Two letters swapped are two edits: still a typo of a four-letter name.
    const swapped = await cli(ws, '--format', 'jsno');
    expect(swapped.stderr.split('\n')[0]).toBe('sitemap-contract: --format: "jsno" is not accepted; use one of text, json, sarif, github, summary. Did you mean json?');
  });

  it('suggests a name near enough to be a typo, and none for a far-off one', async () => {
    const { nearest } = await import('../src/core/policy/nearest.js');
    const ids = RULES.map((r) => r.id);
    expect(nearest('loc-fragmnt', ids)).toBe('loc-fragment');
    expect(nearest('LOC-HOST', ids)).toBe('loc-host');
    expect(nearest('loc-absolut', ids)).toBe('loc-not-absolute');
    expect(nearest('lastmod', ids)).toBeUndefined();
    expect(nearest('banana', ids)).toBeUndefined();
    expect(nearest('zzz-qqq', ids)).toBeUndefined();
    expect(nearest('--formt', Object.keys(OPTIONS).map((k) => `--${k}`))).toBe('--format');
    expect(nearest('--colour', Object.keys(OPTIONS).map((k) => `--${k}`))).toBe('--color');
    expect(nearest('x', ['y'])).toBe('y');
    expect(nearest('', ['a'])).toBeUndefined();
  });

  it('takes -f for --format', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN });
    const short = await cli(ws, '-f', 'json');
    expect(short.code).toBe(0);
    expect(JSON.parse(short.stdout).files[0].path).toBe('sitemap.xml');
    expect((await cli(ws, '-fjson')).stdout).toBe(short.stdout);
  });

  it('--quiet shows only the findings that fail the run, and keeps the exit code', async () => {
    const both = SITEMAP.replace('</urlset>', '  <url><loc>/relative</loc></url>\n</urlset>');
    const ws = workspace({ 'sitemap.xml': both, 'typo-missing': '' });
    const loud = await cli(ws, 'sitemap.xml', 'nothing/*.xml');
    expect(loud.stdout).toContain('warning  loc-fragment');
    expect(loud.stdout).toContain('note: ');
    const quiet = await cli(ws, '--quiet', 'sitemap.xml', 'nothing/*.xml');
    expect(quiet.code).toBe(loud.code);
    expect(quiet.stdout).toContain('error    loc-not-absolute');
    expect(quiet.stdout).not.toMatch(/warning {2}|notice {3}|note: /);
    const json = JSON.parse((await cli(ws, '--quiet', '-f', 'json', 'sitemap.xml')).stdout);
    expect(json.files[0].findings.map((f: { severity: string }) => f.severity)).toEqual(['error']);
    // Warnings that fail the run (--fail-on warning) are shown: a failing quiet run says why.
    const warnings = workspace({ 'sitemap.xml': SITEMAP });
    const failing = await cli(warnings, '--quiet', '--fail-on', 'warning');
    expect(failing.code).toBe(1);
    expect(failing.stdout).toContain('warning  loc-fragment');
    expect(failing.stdout).toMatch(/failed\n$/);
    const github = await cli(warnings, '--quiet', '--fail-on', 'warning', '-f', 'github');
    expect(github.code).toBe(1);
    expect(github.stdout).toMatch(/^::warning file=sitemap\.xml,line=\d+,col=\d+,title=loc-fragment::/m);
  });

  it('keeps --help under 60 lines, and lists the rules in the rules command', async () => {
    const help = await runCli(['--help']);
    expect(help.stdout.split('\n').length).toBeLessThan(60);
    expect(help.stdout).toContain(`${TOOL_NAME} rules`);
    const rules = await runCli(['rules']);
    expect(rules.code).toBe(0);
    const lines = rules.stdout.split('\n');
    expect(lines[0]).toMatch(/^rule +protocol google +strict +description$/);
    const bom = lines.find((l) => l.startsWith('bom '));
    expect(bom).toMatch(/^bom +off +notice +off +\S/);
    for (const rule of RULES) expect(rules.stdout).toMatch(new RegExp(`^${rule.id} +${rule.severity.protocol} +${rule.severity.google} +${rule.severity.strict} `, 'm'));
    const json = JSON.parse((await runCli(['rules', '--format', 'json'])).stdout) as Array<{ id: string; severity: Record<string, string>; description: string; docs: string }>;
    expect(json.map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    expect(json.find((r) => r.id === 'bom')).toMatchObject({ severity: { protocol: 'off', google: 'notice', strict: 'off' }, docs: expect.stringMatching(/\/docs\/rules\/bom\.md$/) });
    expect((await runCli(['rules', '--format', 'yaml'])).code).toBe(2);
  });

  it('refuses a file name given to --host', async () => {
    const ws = workspace({ 'sitemap.xml': CLEAN, 'hosts': 'www.beispiel.de\n' });
    const r = await cli(ws, '--host', 'sitemap.xml');
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('sitemap-contract: --host: "sitemap.xml" is a file name (the file exists), not a host; --host takes the host the locs may use (e.g. --host www.example.org), and the files to check come last: sitemap-contract --host www.example.org sitemap.xml');
    expect((await cli(ws, '--host', 'public/sitemap.xml.gz')).stderr).toContain('"public/sitemap.xml.gz" is a file name, not a host');
    expect((await cli(ws, '--host', 'hosts')).stderr).toContain('"hosts" is a file name (the file exists)');
    expect((await cli(ws, '--host', 'www.beispiel.de', 'sitemap.xml')).code).toBe(0);
  });

  it('says which severities the config file changes, and reads none with --no-config', async () => {
    const ws = workspace({ 'sitemap.xml': RELATIVE, '.sitemap-contract.yml': 'rules:\n  loc-not-absolute: off\n  loc-fragment: error\n  bom: notice\nfail-on: never\n' });
    const r = await cli(ws);
    expect(r.code).toBe(0);
    // In catalogue order, then fail-on.
    expect(r.stderr).toBe('sitemap-contract: .sitemap-contract.yml turns on bom as a notice (off by default), turns off loc-not-absolute (error by default), makes loc-fragment an error (warning by default), sets fail-on to never (error by default)\n');
    // A flag that overrides the file's value is no change of the file's.
    expect((await cli(ws, '--fail-on', 'error')).stderr).not.toContain('fail-on');
    const none = await cli(ws, '--no-config');
    expect([none.code, none.stderr]).toEqual([1, '']);
    expect((await cli(ws, '--no-config', '--config', 'x.yml')).stderr).toContain('--config and --no-config contradict each other');
    const summary = await cli(ws, '-f', 'summary');
    expect(summary.stdout).toContain('**Config:** <code>.sitemap-contract.yml</code> turns on bom as a notice (off by default), turns off loc-not-absolute (error by default), makes loc-fragment an error (warning by default), sets fail-on to never (error by default).\n');
  });
});
