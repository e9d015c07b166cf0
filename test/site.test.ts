/**
 * Site-level and set-level checks: the built example site under test/fixtures/site (robots.txt ->
 * sitemap index -> children, gzipped and in subfolders, pages on disk), one test per planted
 * fault, the same site with the faults fixed, the page mapping of `check-pages`, and the bad
 * inputs of the site mapping (escapes out of `site-dir`, index loops, huge indexes), and where a
 * robots.txt is read (the root of the host only).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PolicyError, resolvePolicy, type PolicyInput } from '../src/core/policy/policy.js';
import { checkFiles, checkWorkspace } from '../src/core/run/run.js';
import type { RunResult } from '../src/core/run/run-types.js';
import { decodeSegment, locate, parseBaseUrl, parseUrl, scopeDifferences, type BaseUrl } from '../src/core/site/site-url.js';
import type { FileResult, Finding } from '../src/core/types.js';
import { resolveSettings } from '../src/core/policy/settings.js';
import { renderSummary } from '../src/report/summary.js';
import { NO_BASE_URL_NOTE } from '../src/report/site.js';
import { RUN_LIMITS } from '../src/core/site/site.js';
import { BYTES_PER_LOC } from '../src/core/site/locplaces.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE = path.join(ROOT, 'test', 'fixtures', 'site');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
const NOW = new Date('2026-01-31T00:00:00Z');
const BASE = 'https://www.example.org/';

const temps: string[] = [];
afterEach(() => {
  while (temps.length > 0) rmSync(temps.pop()!, { recursive: true, force: true });
});

function tempDir(prefix = 'sitemap-contract-site-'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

function put(dir: string, name: string, content: string | Uint8Array = '<!doctype html>\n'): void {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), content);
}

function urlset(...locs: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${locs.map((l) => `  <url><loc>${l}</loc></url>`).join('\n')}\n</urlset>\n`;
}

function index(...locs: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${locs.map((l) => `  <sitemap><loc>${l}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
}

function file(run: RunResult, p: string): FileResult {
  const f = run.files.find((x) => x.path === p);
  if (!f) throw new Error(`${p} is not in the run: ${run.files.map((x) => x.path).join(', ')}`);
  return f;
}

/** `path:line:column` of every finding of `rule` in the run. */
function at(run: RunResult, rule: string): string[] {
  const out: string[] = [];
  for (const f of run.files) for (const x of f.findings) if (x.rule === rule) out.push(x.line === undefined ? f.path : `${f.path}:${x.line}:${x.column}`);
  return out;
}

function findings(run: RunResult, rule: string): Array<Finding & { path: string }> {
  return run.files.flatMap((f) => f.findings.filter((x) => x.rule === rule).map((x) => ({ ...x, path: f.path })));
}

/** The example site, entered through its robots.txt (and the orphan sitemap-old.xml). */
function exampleSite(which: 'faulty' | 'clean', policy: PolicyInput = {}): Promise<RunResult> {
  return checkWorkspace({
    cwd: SITE,
    patterns: [`${which}/robots.txt`, `${which}/sitemap-old.xml`],
    policy: { baseUrl: BASE, siteDir: which, profile: 'google', checkPages: true, now: NOW, ...policy },
  });
}

describe('the example site (test/fixtures/site)', () => {
  it('follows robots.txt to the index and its children, gzipped and nested, each file once', async () => {
    const run = await exampleSite('faulty');
    expect(run.files.map((f) => f.path)).toEqual([
      'faulty/blog/sitemap.xml',
      'faulty/robots.txt',
      'faulty/sitemap-legacy-index.xml',
      'faulty/sitemap-old.xml',
      'faulty/sitemap-pages.xml',
      'faulty/sitemap-posts.xml.gz',
      'faulty/sitemap_index.xml',
    ]);
    expect(file(run, 'faulty/sitemap-posts.xml.gz')).toMatchObject({ kind: 'urlset', entries: 4 });
    expect(file(run, 'faulty/sitemap_index.xml')).toMatchObject({ kind: 'sitemapindex', entries: 6 });
    // robots.txt starts with a byte order mark, and names its sitemaps as `sitemap:` and `SITEMAP:`.
    expect(file(run, 'faulty/robots.txt').entries).toBe(2);
    expect(run.site?.baseUrl).toBe(BASE);
    expect(run.site?.siteDir).toBe('faulty');
    expect(run.site?.hosts).toEqual([
      { host: 'www.example.org', entries: 14 },
      { host: 'shop.example.org', entries: 1 },
    ]);
    const refs = run.site!.references.map((r) => `${r.from}:${r.line} ${r.status} ${r.to ?? r.url}`);
    expect(refs).toEqual([
      'faulty/robots.txt:4 file faulty/sitemap_index.xml',
      'faulty/robots.txt:5 missing https://www.example.org/sitemap-news.xml',
      'faulty/sitemap-legacy-index.xml:3 file faulty/blog/sitemap.xml',
      'faulty/sitemap_index.xml:3 file faulty/sitemap-pages.xml',
      'faulty/sitemap_index.xml:4 file faulty/sitemap-posts.xml.gz',
      'faulty/sitemap_index.xml:5 file faulty/blog/sitemap.xml',
      'faulty/sitemap_index.xml:6 file faulty/sitemap-pages.xml',
      'faulty/sitemap_index.xml:7 missing https://www.example.org/sitemap-archive.xml',
      'faulty/sitemap_index.xml:8 file faulty/sitemap-legacy-index.xml',
    ]);
  });

  it('robots-sitemap-missing: a Sitemap: line naming a file the build did not write', async () => {
    const [f, ...rest] = findings(await exampleSite('faulty'), 'robots-sitemap-missing');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ path: 'faulty/robots.txt', line: 5, column: 10, severity: 'warning' });
    expect(f!.message).toContain('"https://www.example.org/sitemap-news.xml" maps to "faulty/sitemap-news.xml"');
  });

  it('index-child-missing: an index entry naming a file the build did not write', async () => {
    const [f, ...rest] = findings(await exampleSite('faulty'), 'index-child-missing');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ path: 'faulty/sitemap_index.xml', line: 7, column: 17, severity: 'warning' });
    expect(f!.message).toContain('faulty/sitemap-archive.xml');
  });

  it('index-nested: on the entry that names another index', async () => {
    const [f, ...rest] = findings(await exampleSite('faulty'), 'index-nested');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ path: 'faulty/sitemap_index.xml', line: 8, column: 17, severity: 'error' });
    expect(f!.message).toContain('("faulty/sitemap-legacy-index.xml")');
  });

  it('loc-out-of-scope: a path outside the sitemap\'s folder, naming the path', async () => {
    const run = await exampleSite('faulty');
    const f = findings(run, 'loc-out-of-scope').find((x) => x.path === 'faulty/blog/sitemap.xml');
    expect(f).toMatchObject({ line: 10, column: 10, severity: 'error' });
    expect(f!.message).toMatch(/public URL https:\/\/www\.example\.org\/blog\/sitemap\.xml in its path "\/pricing\/" \(not under this file's folder \/blog\/\)/);
    expect(f!.message).not.toMatch(/in its (scheme|host|port)/);
  });

  it('loc-out-of-scope: another host, naming the host', async () => {
    const run = await exampleSite('faulty');
    const f = findings(run, 'loc-out-of-scope').find((x) => x.path === 'faulty/sitemap-pages.xml');
    expect(f).toMatchObject({ line: 16, column: 10 });
    expect(f!.message).toContain('in its host "shop.example.org" (this file\'s is www.example.org)');
    expect(at(run, 'loc-out-of-scope')).toEqual(['faulty/blog/sitemap.xml:10:10', 'faulty/sitemap-pages.xml:16:10']);
  });

  it('page-missing (check-pages): a loc whose page the build did not write, naming where it looked', async () => {
    const [f, ...rest] = findings(await exampleSite('faulty'), 'page-missing');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ path: 'faulty/sitemap-pages.xml', line: 13, column: 10, severity: 'error' });
    expect(f!.message).toContain('"https://www.example.org/team/" maps to no file in site-dir (looked for faulty/team/index.html)');
  });

  it('loc-duplicate-across-files: in the gzipped child, at the line inside the inflated XML, naming the first place', async () => {
    const [f, ...rest] = findings(await exampleSite('faulty'), 'loc-duplicate-across-files');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ path: 'faulty/sitemap-posts.xml.gz', line: 13, column: 10, severity: 'warning' });
    expect(f!.message).toContain('"https://www.example.org/contact" is also listed in "faulty/sitemap-pages.xml" on line 10');
  });

  it('hreflang-return-link (google): at A\'s link, naming the file and line of B', async () => {
    const [f, ...rest] = findings(await exampleSite('faulty'), 'hreflang-return-link');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ path: 'faulty/sitemap-pages.xml', line: 21, column: 5, severity: 'warning' });
    expect(f!.message).toContain('"https://www.example.org/de/" (hreflang "de") is listed in "faulty/sitemap-pages.xml" on line 24');
    expect(f!.message).toContain('"https://www.example.org/en/" back');
  });

  it('sitemap-unreferenced (google): a sitemap neither robots.txt nor an index names', async () => {
    const run = await exampleSite('faulty');
    expect(at(run, 'sitemap-unreferenced')).toEqual(['faulty/sitemap-old.xml']);
    expect(findings(run, 'sitemap-unreferenced')[0]!.message).toContain('https://www.example.org/sitemap-old.xml');
    // Off in the protocol profile.
    expect(at(await exampleSite('faulty', { profile: 'protocol' }), 'sitemap-unreferenced')).toEqual([]);
    // Not judged when no robots.txt is checked: where the sitemaps are announced is unknown.
    const noRobots = await checkWorkspace({ cwd: SITE, patterns: ['faulty/sitemap-old.xml'], policy: { baseUrl: BASE, siteDir: 'faulty', profile: 'google' } });
    expect(at(noRobots, 'sitemap-unreferenced')).toEqual([]);
  });

  it('validates a child listed twice, or reached from two indexes, once', async () => {
    const run = await exampleSite('faulty');
    expect(run.files.filter((f) => f.path === 'faulty/sitemap-pages.xml')).toHaveLength(1);
    expect(run.files.filter((f) => f.path === 'faulty/blog/sitemap.xml')).toHaveLength(1);
    // The second listing is a duplicate loc of the index itself, nothing more.
    expect(at(run, 'loc-duplicate')).toEqual(['faulty/sitemap_index.xml:6:17']);
  });

  it('has no finding beyond the planted faults', async () => {
    const run = await exampleSite('faulty');
    const all = run.files.flatMap((f) => f.findings.map((x) => `${x.rule} ${f.path}:${x.line ?? '-'}`)).sort();
    expect(all).toEqual(
      [
        'bom faulty/robots.txt:1',
        'hreflang-return-link faulty/sitemap-pages.xml:21',
        'index-child-missing faulty/sitemap_index.xml:7',
        'index-nested faulty/sitemap_index.xml:8',
        'loc-duplicate faulty/sitemap_index.xml:6',
        'loc-duplicate-across-files faulty/sitemap-posts.xml.gz:13',
        // https://shop.example.org/cart: another host than the first entry (loc-mixed-hosts) and
        // than the file's public URL, for one cause: loc-mixed-hosts folds into loc-out-of-scope.
        'loc-out-of-scope faulty/blog/sitemap.xml:10',
        'loc-out-of-scope faulty/sitemap-pages.xml:16',
        // ... and its host is under example.org (RFC 2606), which base-url (www.example.org) does not name.
        'loc-reserved-host faulty/sitemap-pages.xml:16',
        'page-missing faulty/sitemap-pages.xml:13',
        'robots-sitemap-missing faulty/robots.txt:5',
        'sitemap-unreferenced faulty/sitemap-old.xml:-',
      ].sort(),
    );
    expect(run.passed).toBe(false);
  });

  it('passes clean once the faults are fixed (test/fixtures/site/clean)', async () => {
    const run = await exampleSite('clean');
    expect(run.files.map((f) => `${f.path} ${f.kind}`)).toEqual([
      'clean/blog/sitemap.xml urlset',
      'clean/robots.txt robots',
      'clean/sitemap-old.xml urlset',
      'clean/sitemap-pages.xml urlset',
      'clean/sitemap-posts.xml.gz urlset',
      'clean/sitemap_index.xml sitemapindex',
    ]);
    expect(run.files.flatMap((f) => f.findings)).toEqual([]);
    expect(run.totals).toEqual({ files: 6, entries: 20, errors: 0, warnings: 0, notices: 0 });
    expect(run.passed).toBe(true);
    // Also under strict rules for the site checks.
    const strict = await exampleSite('clean', { rules: { 'index-child-missing': 'error', 'robots-sitemap-missing': 'error', 'loc-duplicate-across-files': 'error', 'sitemap-unreferenced': 'error' } });
    expect(strict.passed).toBe(true);
  });

  it('the same files found by the default patterns give the same findings', async () => {
    const run = await checkWorkspace({ cwd: path.join(SITE, 'faulty'), policy: { baseUrl: BASE, profile: 'google', checkPages: true, now: NOW } });
    expect(at(run, 'index-nested')).toEqual(['sitemap_index.xml:8:17']);
    expect(at(run, 'page-missing')).toEqual(['sitemap-pages.xml:13:10']);
    expect(at(run, 'sitemap-unreferenced')).toEqual(['sitemap-old.xml']);
  });

  it('without base-url maps nothing to files, and the summary says so once', async () => {
    const run = await checkWorkspace({ cwd: SITE, patterns: ['faulty/robots.txt', 'faulty/sitemap-pages.xml', 'faulty/blog/sitemap.xml'], policy: { profile: 'google', now: NOW } });
    expect(run.files.map((f) => f.path)).toEqual(['faulty/blog/sitemap.xml', 'faulty/robots.txt', 'faulty/sitemap-pages.xml']);
    expect(run.site?.baseUrl).toBeUndefined();
    expect(run.site?.references).toEqual([]);
    for (const rule of ['loc-out-of-scope', 'index-child-missing', 'robots-sitemap-missing', 'page-missing', 'sitemap-unreferenced']) expect(at(run, rule), rule).toEqual([]);
    // URL comparisons need no mapping: loc-mixed-hosts and the return links stay.
    expect(at(run, 'loc-mixed-hosts')).toEqual(['faulty/sitemap-pages.xml:16:10']);
    expect(at(run, 'hreflang-return-link')).toEqual(['faulty/sitemap-pages.xml:21:5']);
    const summary = renderSummary(run);
    expect(summary.split('Site-level checks are off').length - 1).toBe(1);
    expect(summary).toContain('without <code>base-url</code>');
    expect(NO_BASE_URL_NOTE).toContain('base-url');
    expect(summary).not.toContain('Sitemap tree');
  });

  it('shows the tree robots.txt -> index -> children with counts in the summary', async () => {
    const summary = renderSummary(await exampleSite('faulty'));
    // In HTML blocks, where GitHub does not auto-link the URL or the www. host.
    expect(summary).toContain('\n<p><strong>Site:</strong> <code>faulty</code> served at <code>https://www.example.org/</code></p>\n');
    expect(summary).toContain('\n<p><strong>Hosts:</strong> <code>www.example.org</code> 14 entries, <code>shop.example.org</code> 1 entry.</p>\n');
    // After the findings, before the file table.
    expect(summary.indexOf('### Findings by file')).toBeLessThan(summary.indexOf('### Sitemap tree'));
    const tree = summary.slice(summary.indexOf('### Sitemap tree'), summary.indexOf('### Files'));
    expect(tree).toContain('<li><code>faulty/robots.txt</code>: robots, 2 entries, 1 warning\n<ul>\n');
    expect(tree).toContain('<li><code>faulty/sitemap&#95;index.xml</code>: sitemapindex, 6 entries, 2 errors, 1 warning\n<ul>\n');
    expect(tree).toContain('<li><code>faulty/sitemap-posts.xml.gz</code>: urlset, 4 entries, 1 warning</li>');
    expect(tree).toContain('<li><code>https://www.example.org/sitemap-archive.xml</code> (line 7): ⚠️ no such file in site-dir</li>');
    // 2 errors: loc-mixed-hosts folds into loc-out-of-scope at line 16 (one fault, one finding).
    expect(tree).toContain('<li><code>faulty/sitemap-pages.xml</code>: urlset, 7 entries, 2 errors, 2 warnings (shown above)</li>');
    expect(tree).toContain('Not named by a checked robots.txt or sitemap index:');
    expect(tree).toContain('<li><code>faulty/sitemap-old.xml</code>: urlset, 1 entry, ✅</li>');
    // Balanced lists.
    expect(tree.match(/<ul>/g)!.length).toBe(tree.match(/<\/ul>/g)!.length);
    expect(tree.match(/<li>/g)!.length).toBe(tree.match(/<\/li>/g)!.length);
  });
});

describe('site settings', () => {
  it('reads base-url, site-dir, check-pages and sarif-file, and refuses bad values naming the setting', async () => {
    const ws = tempDir();
    put(ws, 'public/index.html');
    const ok = await resolveSettings({ 'base-url': ' https://www.example.org ', 'site-dir': 'public', 'check-pages': 'true', 'sarif-file': 'out/s.sarif' }, ws);
    expect(ok.policy).toMatchObject({ baseUrl: 'https://www.example.org', siteDir: 'public', checkPages: true });
    expect(ok.sarifFile).toBe('out/s.sarif');
    expect(resolvePolicy(ok.policy).baseUrl).toBe(BASE);
    const bad: Array<[Record<string, unknown>, RegExp]> = [
      [{ 'check-pages': 'yes', 'base-url': BASE }, /^check-pages: "yes" is not accepted; use true or false\.$/],
      [{ 'base-url': 42 }, /^base-url: 42 is not accepted; give a string\.$/],
      [{ 'base-url': 'https://www.example.org/?q' }, /^base-url: "https:\/\/www\.example\.org\/\?q" is not accepted; leave out the query and the fragment\.$/],
      [{ 'base-url': 'https://www.example.org/\n::x' }, /^base-url: "https:\/\/www\.example\.org\/\\n::x" is not accepted; remove the control character U\+000A at character 25\.$/],
      [{ 'base-url': 'https://www.exa\tmple.org/' }, /is not accepted; remove the control character U\+0009 at character 16\.$/],
      [{ 'base-url': 'https://www.example.org/a b/' }, /is not accepted; percent-encode the space at character 26 as %20\.$/],
      [{ 'base-url': 'https:www.example.org/' }, /is not accepted; write the scheme, "\/\/" and the host, such as https:\/\/www\.example\.org\/\.$/],
      [{ 'base-url': 'https://www.example.org/a/../b/' }, /is not accepted; leave out "\." and "\.\." segments/],
      [{ 'base-url': 'https://www.example.org/%2e%2E/' }, /is not accepted; leave out "\." and "\.\." segments/],
      [{ 'base-url': 'https://www.example.org/./' }, /is not accepted; leave out "\." and "\.\." segments/],
      [{ 'sarif-file': '../x.sarif' }, /^sarif-file: "\.\.\/x\.sarif" is not accepted; give a file path inside the workspace/],
      [{ 'sarif-file': 'r.json', 'report-file': './r.json' }, /^sarif-file: "r\.json" is not accepted; give a file other than report-file\.$/],
      [{ 'base-url': BASE, 'site-dir': '/etc' }, /^site-dir: "\/etc" is not accepted; give a folder inside the workspace/],
      [{ 'site-dir': 'public' }, /^site-dir: "public" needs base-url/],
    ];
    for (const [raw, message] of bad) await expect(resolveSettings(raw, ws), JSON.stringify(raw)).rejects.toThrow(message);
  });
});

describe('the site mapping of URLs', () => {
  const base = parseBaseUrl('https://www.example.org/docs') as BaseUrl;

  it('normalises base-url and refuses what is not a base', () => {
    expect(base.href).toBe('https://www.example.org/docs/');
    expect((parseBaseUrl('HTTPS://WWW.Example.org:443') as BaseUrl).href).toBe('https://www.example.org/');
    for (const bad of ['www.example.org', 'ftp://example.org/', 'https://u:p@example.org/', 'https://example.org/?a', 'https://example.org/#x', 'https://example.org/a%2Fb/']) {
      expect(typeof parseBaseUrl(bad), bad).toBe('string');
    }
    expect(() => resolvePolicy({ baseUrl: 'not a url' })).toThrow(PolicyError);
    expect(() => resolvePolicy({ checkPages: true })).toThrow(/check-pages: true needs base-url/);
    expect(() => resolvePolicy({ siteDir: 'public' })).toThrow(/site-dir: "public" needs base-url/);
    expect(resolvePolicy({ baseUrl: 'https://www.example.org' }).baseUrl).toBe('https://www.example.org/');
  });

  it('page-missing is off in every profile, on at error with check-pages, unless rules say otherwise', () => {
    for (const profile of ['protocol', 'google', 'strict'] as const) {
      expect(resolvePolicy({ profile }).severities['page-missing']).toBe('off');
      expect(resolvePolicy({ profile, baseUrl: BASE, checkPages: true }).severities['page-missing']).toBe('error');
    }
    expect(resolvePolicy({ baseUrl: BASE, checkPages: true, rules: { 'page-missing': 'warning' } }).severities['page-missing']).toBe('warning');
  });

  it('takes URLs apart without resolving dot segments or backslashes', () => {
    expect(parseUrl(' https://User@WWW.Example.org:443/a/../b?q#f ')).toEqual({ scheme: 'https', host: 'www.example.org', port: '', path: '/a/../b' });
    expect(parseUrl('http://[::1]:8080/x')).toEqual({ scheme: 'http', host: '[::1]', port: '8080', path: '/x' });
    expect(parseUrl('https://bücher.example/')?.host).toBe('xn--bcher-kva.example');
    expect(parseUrl('/relative')).toBeUndefined();
    expect(parseUrl('https://example.org:99999999/')).toBeUndefined();
    expect(decodeSegment('%2e%2E')).toEqual({ value: '..', problem: 'dot' });
    expect(decodeSegment('a%2Fb').problem).toBe('separator');
    expect(decodeSegment('a%5Cb').problem).toBe('separator');
    expect(decodeSegment('a\\b').problem).toBe('separator');
    expect(decodeSegment('%00').problem).toBe('control');
    expect(decodeSegment('%C3').problem).toBe('encoding');
    expect(decodeSegment('%zz').problem).toBe('encoding');
    expect(decodeSegment('caf%C3%A9')).toEqual({ value: 'café' });
  });

  it('locates URLs under base-url, and nothing else', () => {
    expect(locate(base, 'https://www.example.org/docs/a/b.xml')).toEqual({ kind: 'inside', segments: ['a', 'b.xml'], directory: false });
    expect(locate(base, 'https://www.example.org/docs/')).toEqual({ kind: 'inside', segments: [], directory: true });
    expect(locate(base, 'https://www.example.org/docs')).toEqual({ kind: 'outside' });
    expect(locate(base, 'https://www.example.org/other/a')).toEqual({ kind: 'outside' });
    expect(locate(base, 'http://www.example.org/docs/a')).toEqual({ kind: 'outside' });
    expect(locate(base, 'https://www.example.org:8443/docs/a')).toEqual({ kind: 'outside' });
    expect(locate(base, 'https://WWW.EXAMPLE.ORG:443/docs/a')).toMatchObject({ kind: 'inside' });
    for (const bad of ['/docs/../x', '/docs/%2e%2e/x', '/x/%2E./docs/a', '/docs/a%2F..%2Fb', '/docs//etc/passwd', '/docs/a%5Cb', '/docs/a\\b', '/docs/%00']) {
      expect(locate(base, `https://www.example.org${bad}`)?.kind, bad).toBe('unsafe');
    }
  });

  it('names each part of a loc that differs from the sitemap\'s public URL', () => {
    const root = parseBaseUrl(BASE) as BaseUrl;
    expect(scopeDifferences(root, ['blog'], 'https://www.example.org/blog/a')).toEqual([]);
    expect(scopeDifferences(root, ['blog'], 'https://www.example.org/blog/x/../a')).toEqual([]);
    expect(scopeDifferences(root, ['blog'], 'https://www.example.org/blog/../a')!.map((d) => d.part)).toEqual(['path']);
    expect(scopeDifferences(root, ['blog'], 'https://www.example.org/blog')!.map((d) => d.part)).toEqual(['path']);
    expect(scopeDifferences(root, [], 'http://shop.example.org:8080/a')!.map((d) => d.part)).toEqual(['scheme', 'host', 'port']);
    expect(scopeDifferences(root, ['blog'], 'http://shop.example.org:8080/a')!.map((d) => d.part)).toEqual(['scheme', 'host', 'port', 'path']);
    expect(scopeDifferences(root, ['blog'], 'https://shop.example.org/a', true)!.map((d) => d.part)).toEqual(['host']);
    expect(scopeDifferences(root, [], 'https://www.example.org:443/a')).toEqual([]);
    expect(scopeDifferences(root, [], 'http://www.example.org/a')!.map((d) => d.text)).toEqual(['scheme "http" (this file\'s is https)']);
    expect(scopeDifferences(root, [], 'https://www.example.org:8443/a')!.map((d) => d.text)).toEqual(['port 8443 (this file\'s is 443, the default)']);
    expect(scopeDifferences(root, [], '/relative')).toBeUndefined();
  });
});

/** A workspace with `site/` holding the given files, checked through `site/sitemap.xml` with check-pages. */
async function pages(files: Record<string, string>, locs: string[], policy: PolicyInput = {}): Promise<{ run: RunResult; missing: string[] }> {
  const ws = tempDir();
  for (const [name, content] of Object.entries(files)) put(ws, `site/${name}`, content);
  put(ws, 'site/sitemap.xml', urlset(...locs));
  const run = await checkWorkspace({ cwd: ws, patterns: ['site/sitemap.xml'], policy: { baseUrl: BASE, siteDir: 'site', checkPages: true, ...policy } });
  const sitemap = file(run, 'site/sitemap.xml');
  const missing = sitemap.findings.filter((f) => f.rule === 'page-missing').map((f) => locsOf(locs, f.line!));
  return { run, missing };
}

/** The loc of the entry on `line` of a document made by `urlset()`. */
function locsOf(locs: string[], line: number): string {
  return locs[line - 3]!;
}

describe('check-pages: each mapping rule', () => {
  it('/a/ maps to a/index.html (and only to it)', async () => {
    const { missing } = await pages({ 'a/index.html': '', 'b.html': '', 'c/other.html': '' }, [`${BASE}a/`, `${BASE}b/`, `${BASE}c/`]);
    expect(missing).toEqual([`${BASE}b/`, `${BASE}c/`]);
  });

  it('/a maps to a file named a', async () => {
    const { missing } = await pages({ imprint: '' }, [`${BASE}imprint`, `${BASE}privacy`]);
    expect(missing).toEqual([`${BASE}privacy`]);
  });

  it('/a maps to a.html', async () => {
    const { missing } = await pages({ 'about.html': '' }, [`${BASE}about`]);
    expect(missing).toEqual([]);
  });

  it('/a maps to a/index.html', async () => {
    const { missing } = await pages({ 'team/index.html': '', 'empty/.keep': '' }, [`${BASE}team`, `${BASE}empty`]);
    // A folder without index.html is not a page.
    expect(missing).toEqual([`${BASE}empty`]);
  });

  it('/ maps to index.html', async () => {
    expect((await pages({ 'index.html': '' }, [BASE, 'https://www.example.org'])).missing).toEqual([]);
    expect((await pages({ 'home.html': '' }, [BASE])).missing).toEqual([BASE]);
  });

  it('ignores the query string and the fragment', async () => {
    const { missing } = await pages({ 'search/index.html': '', 'list.html': '' }, [`${BASE}search/?q=sitemaps&page=2`, `${BASE}list?sort=new`, `${BASE}list#top`]);
    expect(missing).toEqual([]);
  });

  it('decodes percent-escapes: UTF-8 names, spaces, reserved characters', async () => {
    const { missing } = await pages(
      { 'posts/café/index.html': '', 'docs/a b.html': '', 'files/50%.html': '', 'tags/c++/index.html': '' },
      [`${BASE}posts/caf%C3%A9/`, `${BASE}docs/a%20b`, `${BASE}files/50%25`, `${BASE}tags/c%2B%2B/`, `${BASE}posts/cafe/`],
    );
    expect(missing).toEqual([`${BASE}posts/cafe/`]);
  });

  it('never maps an escape or an encoded separator, and says so', async () => {
    const { run, missing } = await pages({ 'a/index.html': '', 'secret.html': '' }, [`${BASE}a/%2e%2e/secret`, `${BASE}a%2F..%2Fsecret`, `${BASE}a/%C3`]);
    expect(missing).toHaveLength(3);
    const messages = file(run, 'site/sitemap.xml').findings.filter((f) => f.rule === 'page-missing').map((f) => f.message);
    expect(messages[0]).toContain('a dot segment');
    expect(messages[1]).toContain('a path separator inside a segment');
    expect(messages[2]).toContain('malformed percent-escape');
  });

  it('does not judge locs outside base-url, and stays off without check-pages', async () => {
    expect((await pages({}, ['https://cdn.example.org/x', 'http://www.example.org/x', `${BASE}x`.replace('www.', 'www2.')])).missing).toEqual([]);
    expect((await pages({}, [`${BASE}nothing-here`], { checkPages: false })).missing).toEqual([]);
    expect((await pages({}, [`${BASE}nothing-here`], { checkPages: false, rules: { 'page-missing': 'notice' } })).missing).toEqual([`${BASE}nothing-here`]);
  });

  it('maps under a base path', async () => {
    const ws = tempDir();
    put(ws, 'out/guide/index.html');
    put(ws, 'out/sitemap.xml', urlset('https://www.example.org/docs/guide/', 'https://www.example.org/docs/missing/', 'https://www.example.org/blog/'));
    const run = await checkWorkspace({ cwd: ws, patterns: ['out/sitemap.xml'], policy: { baseUrl: 'https://www.example.org/docs/', siteDir: 'out', checkPages: true } });
    expect(at(run, 'page-missing')).toEqual(['out/sitemap.xml:4:13']);
    // The sitemap is published at /docs/sitemap.xml: /blog/ is out of its scope.
    expect(at(run, 'loc-out-of-scope')).toEqual(['out/sitemap.xml:5:13']);
  });
});

describe('bad input of the site mapping', () => {
  const policy = (extra: PolicyInput = {}): PolicyInput => ({ baseUrl: BASE, siteDir: 'site', ...extra });

  it('a robots.txt of random bytes: a finding, nothing followed, no crash', async () => {
    const ws = tempDir();
    let x = 12345;
    const bytes = Buffer.alloc(64 * 1024);
    for (let i = 0; i < bytes.length; i++) {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      bytes[i] = x >> 16;
    }
    put(ws, 'site/robots.txt', bytes);
    const run = await checkWorkspace({ cwd: ws, patterns: ['site/robots.txt'], policy: policy() });
    expect(run.files.map((f) => f.path)).toEqual(['site/robots.txt']);
    expect(run.files[0]!.findings.map((f) => f.rule)).toContain('encoding');
  });

  it('an index that lists itself: index-nested, checked once, no loop', async () => {
    const ws = tempDir();
    put(ws, 'site/sitemap.xml', index(`${BASE}sitemap.xml`));
    const run = await checkWorkspace({ cwd: ws, patterns: ['site/sitemap.xml'], policy: policy() });
    expect(run.files.map((f) => f.path)).toEqual(['site/sitemap.xml']);
    expect(at(run, 'index-nested')).toEqual(['site/sitemap.xml:3:17']);
    expect(findings(run, 'index-nested')[0]!.message).toContain('This index lists itself');
  });

  it('two indexes listing each other: index-nested on both, each checked once', async () => {
    const ws = tempDir();
    put(ws, 'site/a.xml', index(`${BASE}b.xml`));
    put(ws, 'site/b.xml', index(`${BASE}a.xml`));
    put(ws, 'site/robots.txt', `Sitemap: ${BASE}a.xml\nSitemap: ${BASE}b.xml\n`);
    const run = await checkWorkspace({ cwd: ws, patterns: ['site/robots.txt'], policy: policy() });
    expect(run.files.map((f) => f.path)).toEqual(['site/a.xml', 'site/b.xml', 'site/robots.txt']);
    expect(at(run, 'index-nested')).toEqual(['site/a.xml:3:17', 'site/b.xml:3:17']);
  });

  it('10,000 index entries, all missing: a finding each, quickly', async () => {
    const ws = tempDir();
    const locs = Array.from({ length: 10_000 }, (_, i) => `${BASE}sitemaps/part-${i}.xml`);
    put(ws, 'site/sitemap_index.xml', index(...locs));
    const started = Date.now();
    const run = await checkWorkspace({ cwd: ws, patterns: ['site/sitemap_index.xml'], policy: policy({ maxUrls: 50_000 }) });
    expect(Date.now() - started).toBeLessThan(15_000);
    const f = file(run, 'site/sitemap_index.xml');
    expect(f.entries).toBe(10_000);
    // Every one is counted; the stored list is capped (findings-capped says how many more).
    expect(f.counts?.warnings).toBe(10_000);
    expect(run.totals.warnings).toBe(10_000);
    expect(f.findings.filter((x) => x.rule === 'index-child-missing').length).toBeGreaterThanOrEqual(1000);
    expect(f.findings.some((x) => x.rule === 'findings-capped')).toBe(true);
  });

  it('10,000 index entries naming the same child: the child is checked once', async () => {
    const ws = tempDir();
    put(ws, 'site/child.xml', urlset(`${BASE}a`));
    put(ws, 'site/sitemap_index.xml', index(...Array.from({ length: 10_000 }, (_, i) => `${BASE}child.xml${i % 2 === 0 ? '' : `?v=${i}`}`)));
    const started = Date.now();
    const run = await checkWorkspace({ cwd: ws, patterns: ['site/sitemap_index.xml'], policy: policy({ rules: { 'loc-duplicate': 'off' } }) });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(run.files.map((f) => f.path)).toEqual(['site/child.xml', 'site/sitemap_index.xml']);
    expect(run.site!.references.filter((r) => r.to === 'site/child.xml')).toHaveLength(10_000);
  });

  it('escapes out of site-dir: a finding each, nothing outside site-dir is read', async () => {
    const ws = tempDir();
    const outside = tempDir('sitemap-contract-outside-');
    const telltale = urlset('/read-from-outside');
    put(outside, 'secret.xml', telltale);
    put(ws, 'secret.xml', telltale); // in the workspace, but not in site-dir
    put(ws, 'site/ok.xml', urlset(`${BASE}a`));
    symlinkSync(path.join(outside, 'secret.xml'), path.join(ws, 'site', 'evil.xml'));
    symlinkSync(outside, path.join(ws, 'site', 'linkdir'));
    symlinkSync(path.join(ws, 'secret.xml'), path.join(ws, 'site', 'up.xml'));
    const escapes = [
      `${BASE}../secret.xml`,
      `${BASE}%2e%2e/secret.xml`,
      `${BASE}%2E%2E/%2e%2e/secret.xml`,
      `${BASE}.%2e/secret.xml`,
      `${BASE}a/..%2F..%2Fsecret.xml`,
      `${BASE}..%5Csecret.xml`,
      `${BASE}%5C..%5Csecret.xml`,
      `${BASE}/etc/passwd`,
      `${BASE}%2Fetc%2Fpasswd`,
      `${BASE}evil.xml`,
      `${BASE}linkdir/secret.xml`,
      `${BASE}up.xml`,
      `${BASE}ok.xml`,
    ];
    put(ws, 'site/sitemap_index.xml', index(...escapes));
    put(ws, 'site/robots.txt', escapes.map((u) => `Sitemap: ${u}`).join('\n') + '\n');
    const run = await checkWorkspace({ cwd: ws, patterns: ['site/robots.txt', 'site/sitemap_index.xml'], policy: policy({ rules: { 'loc-duplicate': 'off' } }) });
    expect(run.files.map((f) => f.path)).toEqual(['site/ok.xml', 'site/robots.txt', 'site/sitemap_index.xml']);
    const n = escapes.length - 1;
    expect(at(run, 'index-child-missing')).toEqual(Array.from({ length: n }, (_, i) => `site/sitemap_index.xml:${i + 3}:17`));
    expect(at(run, 'robots-sitemap-missing')).toEqual(Array.from({ length: n }, (_, i) => `site/robots.txt:${i + 1}:10`));
    for (const f of run.files) for (const x of f.findings) expect(x.message).not.toContain('read-from-outside');
    const messages = findings(run, 'index-child-missing').map((f) => f.message);
    expect(messages[9]).toContain('a symlink leading outside site-dir');
    expect(messages[10]).toContain('a symlink leading outside site-dir');
    expect(messages[11]).toContain('a symlink leading outside site-dir');
    // The references and the summary tree say what the findings say, not "no such file".
    const status = (url: string) => run.site!.references.find((r) => r.from === 'site/sitemap_index.xml' && r.url === url)?.status;
    expect([`${BASE}evil.xml`, `${BASE}linkdir/secret.xml`, `${BASE}up.xml`].map(status)).toEqual(['refused', 'refused', 'refused']);
    expect(status(`${BASE}ok.xml`)).toBe('file');
    const tree = renderSummary(run);
    expect(tree).toContain(`<li><code>${BASE}evil.xml</code> (line 12): ⚠️ never read (its finding says why)</li>`);
    expect(tree).not.toContain(`<li><code>${BASE}evil.xml</code> (line 12): ❌ no such file in site-dir</li>`);
  });

  it('an entry naming a folder of site-dir (without the slash) is a folder in the references and the tree', async () => {
    const ws = tempDir();
    put(ws, 'site/blog/sitemap.xml', urlset(`${BASE}blog/a`));
    put(ws, 'site/sitemap_index.xml', index(`${BASE}blog`, `${BASE}blog/sitemap.xml`, `${BASE}gone.xml`));
    const run = await checkWorkspace({ cwd: ws, patterns: ['site/sitemap_index.xml'], policy: policy() });
    expect(run.site!.references.map((r) => r.status)).toEqual(['folder', 'file', 'missing']);
    expect(findings(run, 'index-child-missing').map((f) => f.message)[0]).toContain('it is a folder, not a file');
    const tree = renderSummary(run);
    expect(tree).toContain(`<li><code>${BASE}blog</code> (line 3): ⚠️ names a folder, not a sitemap file</li>`);
    expect(tree).toContain(`<li><code>${BASE}gone.xml</code> (line 5): ⚠️ no such file in site-dir</li>`);
    // The icon is the severity of the rule that reports the entry: ❌ as an error, none when off.
    const strict = renderSummary(await checkWorkspace({ cwd: ws, patterns: ['site/sitemap_index.xml'], policy: policy({ rules: { 'index-child-missing': 'error' } }) }));
    expect(strict).toContain(`<li><code>${BASE}gone.xml</code> (line 5): ❌ no such file in site-dir</li>`);
    const off = renderSummary(await checkWorkspace({ cwd: ws, patterns: ['site/sitemap_index.xml'], policy: policy({ rules: { 'index-child-missing': 'off' } }) }));
    expect(off).toContain(`<li><code>${BASE}gone.xml</code> (line 5): no such file in site-dir</li>`);
  });

  it('a loc that is a file URL or has no host is never followed: the loc rules report it', async () => {
    const ws = tempDir();
    put(ws, 'site/sitemap_index.xml', index('file:///etc/passwd', 'https:///etc/passwd', '/etc/passwd'));
    put(ws, 'site/robots.txt', 'Sitemap: file:///etc/passwd\nSitemap: /etc/passwd\n');
    const run = await checkWorkspace({ cwd: ws, patterns: ['site/robots.txt', 'site/sitemap_index.xml'], policy: policy() });
    expect(run.files.map((f) => f.path)).toEqual(['site/robots.txt', 'site/sitemap_index.xml']);
    expect(run.site!.references).toEqual([]);
    expect(at(run, 'robots-sitemap-invalid')).toEqual(['site/robots.txt:1:10', 'site/robots.txt:2:10']);
    expect(file(run, 'site/sitemap_index.xml').findings.map((f) => `${f.rule} ${f.line}`)).toEqual(['loc-not-absolute 3', 'loc-not-absolute 4', 'loc-not-absolute 5']);
  });

  it('refuses a site-dir outside the workspace, also through a symlink', async () => {
    const ws = tempDir();
    const outside = tempDir('sitemap-contract-outside-');
    put(ws, 'sitemap.xml', urlset(`${BASE}a`));
    symlinkSync(outside, path.join(ws, 'public'));
    await expect(checkWorkspace({ cwd: ws, policy: policy({ siteDir: '../x' }) })).rejects.toThrow(/site-dir: "..\/x" is not accepted; give a folder inside the workspace/);
    await expect(checkWorkspace({ cwd: ws, policy: policy({ siteDir: 'public' }) })).rejects.toThrow(/leads outside the workspace through a symlink/);
    await expect(checkWorkspace({ cwd: ws, policy: policy({ siteDir: 'nope' }) })).rejects.toThrow(/no such folder/);
    await expect(checkWorkspace({ cwd: ws, policy: policy({ siteDir: 'sitemap.xml' }) })).rejects.toThrow(/not a folder/);
  });
});

describe('set checks across files', () => {
  it('loc-duplicate-across-files names both places, once per other file, in path order', async () => {
    const ws = tempDir();
    put(ws, 'a/sitemap.xml', urlset('https://www.example.org/x', 'https://www.example.org/y'));
    put(ws, 'b/sitemap.xml', urlset('https://www.example.org/y', 'https://www.example.org/x', 'https://www.example.org/x'));
    put(ws, 'c/sitemap.txt', 'https://www.example.org/x\n');
    const run = await checkWorkspace({ cwd: ws, policy: { rules: { 'loc-duplicate': 'off' } } });
    expect(at(run, 'loc-duplicate-across-files')).toEqual(['b/sitemap.xml:3:13', 'b/sitemap.xml:4:13', 'c/sitemap.txt:1:1']);
    expect(findings(run, 'loc-duplicate-across-files').map((f) => f.message.match(/listed in "(\S+)" on line (\d+)/)!.slice(1).join(':'))).toEqual([
      'a/sitemap.xml:4',
      'a/sitemap.xml:3',
      'a/sitemap.xml:3',
    ]);
  });

  it('loc-duplicate-across-files: once per sitemap, its gzip copy (any case of .gz) being the same sitemap', async () => {
    const ws = tempDir();
    const x = 'https://www.example.org/x';
    put(ws, 'a/sitemap.xml', urlset(x));
    put(ws, 'b/sitemap.xml', urlset(x));
    put(ws, 'b/sitemap.xml.gz', gzipSync(Buffer.from(urlset(x))));
    const run = await checkWorkspace({ cwd: ws, patterns: ['a/sitemap.xml', 'b/sitemap.xml', 'b/sitemap.xml.gz'] });
    expect(at(run, 'loc-duplicate-across-files')).toEqual(['b/sitemap.xml:3:13']);
    const copy = tempDir();
    put(copy, 'c/sitemap.xml', urlset(x));
    put(copy, 'c/sitemap.xml.GZ', gzipSync(Buffer.from(urlset(x))));
    const copies = await checkWorkspace({ cwd: copy, patterns: ['c/sitemap.xml', 'c/sitemap.xml.GZ'] });
    expect(copies.files.map((f) => f.path)).toEqual(['c/sitemap.xml', 'c/sitemap.xml.GZ']);
    expect(at(copies, 'loc-duplicate-across-files')).toEqual([]);
  });

  it('totals the entries per host', async () => {
    const ws = tempDir();
    put(ws, 'sitemap.xml', urlset('https://www.example.org/a', 'https://www.example.org/b', 'https://B%C3%BCcher.example/'));
    put(ws, 'sitemap.txt', 'https://cdn.example.org/x\nhttps://www.example.org/a\n/relative\n');
    const run = await checkWorkspace({ cwd: ws });
    expect(run.site?.hosts).toEqual([
      { host: 'www.example.org', entries: 3 },
      { host: 'b%c3%bccher.example', entries: 1 },
      { host: 'cdn.example.org', entries: 1 },
    ]);
  });

  /** A urlset of entries with alternates: `[loc, [hreflang, href][]]`. */
  function alternates(entries: Array<[string, Array<[string, string]>]>): string {
    const body = entries
      .map(([loc, links]) => `  <url>\n    <loc>${loc}</loc>\n${links.map(([h, href]) => `    <xhtml:link rel="alternate" hreflang="${h}" href="${href}"/>\n`).join('')}  </url>`)
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">\n${body}\n</urlset>\n`;
  }

  it('hreflang-return-link across files, only for alternates in the checked set', async () => {
    const ws = tempDir();
    const en = 'https://www.example.org/en/';
    const de = 'https://www.example.org/de/';
    const fr = 'https://www.example.org/fr/';
    const it = 'https://www.example.org/it/';
    put(ws, 'en/sitemap.xml', alternates([[en, [['en', en], ['de', de], ['fr', fr], ['it', it]]]]));
    put(ws, 'de/sitemap.xml', alternates([[de, [['de', de], ['en', en]]]]));
    put(ws, 'fr/sitemap.txt', `${fr}\n`);
    const run = await checkWorkspace({ cwd: ws, policy: { profile: 'google' } });
    // de lists en back; fr is listed (text sitemap) and cannot; it is not in the checked set.
    expect(at(run, 'hreflang-return-link')).toEqual(['en/sitemap.xml:7:5']);
    expect(findings(run, 'hreflang-return-link')[0]!.message).toContain('is listed in "fr/sitemap.txt" on line 1');
    // Off in the protocol profile.
    expect(at(await checkWorkspace({ cwd: ws }), 'hreflang-return-link')).toEqual([]);
  });

  it('hreflang-return-link: not for a link whose hreflang is no language tag (hreflang-value reports it)', async () => {
    const ws = tempDir();
    const en = 'https://www.example.org/en/';
    const de = 'https://www.example.org/de/';
    put(ws, 'de/sitemap.xml', alternates([[de, [['de', de]]]]));
    put(ws, 'en/sitemap.xml', alternates([[en, [['en', en], ['de_DE', de]]]]));
    const run = await checkWorkspace({ cwd: ws, policy: { profile: 'google' } });
    expect(at(run, 'hreflang-value')).toEqual(['en/sitemap.xml:6:5']);
    expect(at(run, 'hreflang-return-link')).toEqual([]);
    // With a language tag, the same link wants its return link.
    put(ws, 'en/sitemap.xml', alternates([[en, [['en', en], ['de-DE', de]]]]));
    expect(at(await checkWorkspace({ cwd: ws, policy: { profile: 'google' } }), 'hreflang-return-link')).toEqual(['en/sitemap.xml:6:5']);
  });

  it('hreflang-return-link: 20,000 entries with five alternates each in one pass, and 100,000 alternates in one url', async () => {
    const ws = tempDir();
    const entries: Array<[string, Array<[string, string]>]> = [];
    const langs = ['en', 'de', 'fr', 'it', 'es'];
    for (let g = 0; g < 4000; g++) {
      const cluster = langs.map((l) => [l, `https://www.example.org/${l}/p${g}`] as [string, string]);
      for (const [, href] of cluster) entries.push([href, cluster]);
    }
    // The last entry (es/p3999) forgets its link to it/p3999.
    const last = entries[entries.length - 1]!;
    last[1] = last[1].filter(([l]) => l !== 'it');
    put(ws, 'sitemap.xml', alternates(entries));
    const many: Array<[string, string]> = Array.from({ length: 100_000 }, (_, i) => [i === 0 ? 'en' : 'de', `https://www.example.org/many/${i}`]);
    put(ws, 'big/sitemap.xml', alternates([['https://www.example.org/many/', many]]));
    const started = Date.now();
    const run = await checkWorkspace({
      cwd: ws,
      patterns: ['sitemap.xml', 'big/sitemap.xml'],
      policy: { profile: 'google', hosts: ['www.example.org'], rules: { 'hreflang-duplicate': 'off', 'hreflang-self-missing': 'off' } },
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    const found = findings(run, 'hreflang-return-link');
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain('"https://www.example.org/es/p3999" (hreflang "es")');
    expect(found[0]!.message).toContain('this page "https://www.example.org/it/p3999" back');
  }, 60_000);
});

describe('the site in the job summary', () => {
  function bigRun(children: number): RunResult {
    const policy = resolvePolicy({ baseUrl: BASE });
    const files: FileResult[] = [
      { path: 'robots.txt', kind: 'robots', bytes: 10, entries: 1, findings: [] },
      { path: 'index.xml', kind: 'sitemapindex', bytes: 10, entries: children, findings: [] },
    ];
    const references: RunResult['site'] extends infer S ? (S extends { references: infer R } ? R : never) : never = [
      { from: 'robots.txt', line: 1, column: 10, url: `${BASE}index.xml`, status: 'file', to: 'index.xml' },
    ];
    for (let i = 0; i < children; i++) {
      const p = `sitemaps/<b>part-${i}</b>.xml`;
      files.push({ path: p, kind: 'urlset', bytes: 10, entries: 1, findings: [] });
      references.push({ from: 'index.xml', line: i + 3, column: 3, url: `${BASE}${p}`, status: i % 2 === 0 ? 'file' : 'missing', ...(i % 2 === 0 ? { to: p } : {}) });
    }
    return {
      policy,
      files,
      totals: { files: files.length, entries: 0, errors: 0, warnings: 0, notices: 0 },
      passed: true,
      notes: [],
      site: { baseUrl: BASE, siteDir: 'public', hosts: [{ host: '<i>evil</i>.example', entries: 3 }], references },
    };
  }

  it('escapes paths, URLs and hosts', () => {
    const summary = renderSummary(bigRun(4));
    expect(summary).not.toMatch(/<b>|<i>/);
    expect(summary).toContain('<code>&#60;i&#62;evil&#60;/i&#62;.example</code> 3 entries');
    expect(summary).toContain('sitemaps/&#60;b&#62;part-0&#60;/b&#62;.xml');
  });

  it('lists at most 50 children per node and stays balanced and within the cap', () => {
    const summary = renderSummary(bigRun(3000));
    const tree = summary.slice(summary.indexOf('### Sitemap tree'), summary.indexOf('<table>'));
    expect(tree).toContain('<li>… and 2,950 more entries</li>');
    expect(tree.match(/<ul>/g)!.length).toBe(tree.match(/<\/ul>/g)!.length);
    for (const cap of [2_000, 6_000, 20_000]) {
      const small = renderSummary(bigRun(3000), { maxBytes: cap });
      expect(Buffer.byteLength(small), String(cap)).toBeLessThanOrEqual(cap);
      const part = small.includes('### Sitemap tree') ? small.slice(small.indexOf('### Sitemap tree'), small.includes('<table>') ? small.indexOf('<table>') : undefined) : '';
      expect((part.match(/<ul>/g) ?? []).length, String(cap)).toBe((part.match(/<\/ul>/g) ?? []).length);
      expect((part.match(/<li>/g) ?? []).length, String(cap)).toBe((part.match(/<\/li>/g) ?? []).length);
    }
  });
});

describe('one findings cap per file, site-level findings included', () => {
  it('lists at most 1,000 findings of a file, with exact counts', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const os = await import('node:os');
    const pathMod = await import('node:path');
    const { checkWorkspace } = await import('../src/core/run/run.js');
    const ws = mkdtempSync(pathMod.join(os.tmpdir(), 'sitemap-contract-cap-'));
    try {
      mkdirSync(pathMod.join(ws, 'public', 'sub'), { recursive: true });
      const urls = Array.from({ length: 1500 }, (_, i) => `<url><loc>https://www.example.org/sub/p${i}</loc><priority>2</priority></url>`).join('\n');
      writeFileSync(pathMod.join(ws, 'public', 'sub', 'sitemap.xml'), `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
      const run = await checkWorkspace({ cwd: ws, patterns: ['public'], policy: { baseUrl: 'https://www.example.org/', siteDir: 'public', checkPages: true, now: new Date('2026-11-29T00:00:00Z') } });
      const file = run.files[0]!;
      const listed = file.findings.filter((f) => f.rule !== 'findings-capped');
      expect(listed).toHaveLength(1000);
      // One findings-capped notice tells what the file and the checks across files left out.
      expect(file.counts).toEqual({ errors: 3000, warnings: 0, notices: 1 });
      expect(run.totals.errors).toBe(3000);
      const notices = file.findings.filter((f) => f.rule === 'findings-capped');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.message).toMatch(/^2,000 more findings are not listed: at most 1,000 findings are kept per file/);
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });
});

describe('robots-not-at-root: crawlers read robots.txt only at the root of the host (RFC 9309 2.3)', () => {
  const PROFILES = ['protocol', 'google', 'strict'] as const;
  const ROBOTS_OF = (...urls: string[]) => urls.map((u) => `Sitemap: ${u}\n`).join('');

  it('a GitHub Pages project site: its robots.txt is never read, and names no sitemap for sitemap-unreferenced', async () => {
    const ws = tempDir();
    put(ws, '_site/robots.txt', ROBOTS_OF('https://user.github.io/repo/sitemap.xml'));
    put(ws, '_site/sitemap.xml', urlset('https://user.github.io/repo/'));
    const run = (profile: (typeof PROFILES)[number]) =>
      checkWorkspace({ cwd: ws, patterns: ['_site/robots.txt'], policy: { baseUrl: 'https://user.github.io/repo/', siteDir: '_site', profile, now: NOW } });
    for (const profile of PROFILES) {
      const r = await run(profile);
      const [f, ...rest] = findings(r, 'robots-not-at-root');
      expect(rest, profile).toEqual([]);
      expect(f, profile).toMatchObject({ path: '_site/robots.txt', severity: 'warning' });
      expect(f!.line, profile).toBeUndefined();
      expect(f!.column, profile).toBeUndefined();
      expect(f!.message).toBe(
        'This robots.txt is published at https://user.github.io/repo/robots.txt, but crawlers read robots.txt only at the root of the host, https://user.github.io/robots.txt (RFC 9309 2.3): its rules and Sitemap: lines are never read. A site served below the host root (base-url https://user.github.io/repo/) cannot have a robots.txt of its own; on GitHub Pages, the host\'s robots.txt is the user or organization site\'s (repository user.github.io): add the Sitemap: lines there, or submit the sitemaps in Search Console.',
      );
      // Its Sitemap: lines are still followed, so the sitemap is checked.
      expect(r.site!.references.map((x) => `${x.from}:${x.line}:${x.column} ${x.status} ${x.to}`)).toEqual(['_site/robots.txt:1:10 file _site/sitemap.xml']);
    }
    const google = await run('google');
    const [u, ...more] = findings(google, 'sitemap-unreferenced');
    expect(more).toEqual([]);
    expect(u).toMatchObject({ path: '_site/sitemap.xml', severity: 'notice' });
    expect(u!.line).toBeUndefined();
    expect(u!.message).toBe(
      'Only "_site/robots.txt" names this sitemap (https://user.github.io/repo/sitemap.xml), a robots.txt that is not at the host root, which crawlers never read (robots-not-at-root); crawlers find the sitemap only if it is submitted by hand. Add it to https://user.github.io/robots.txt or submit it in Search Console.',
    );
    expect(google.totals).toMatchObject({ errors: 0, warnings: 1, notices: 1 });
    // Another host served below its root: the same finding, without the GitHub Pages hint.
    const other = await checkWorkspace({ cwd: ws, patterns: ['_site/robots.txt'], policy: { baseUrl: 'https://www.example.org/docs/', siteDir: '_site', now: NOW } });
    const [o] = findings(other, 'robots-not-at-root');
    expect(o!.message).toContain('published at https://www.example.org/docs/robots.txt, but crawlers read robots.txt only at the root of the host, https://www.example.org/robots.txt');
    expect(o!.message).toMatch(/A site served below the host root \(base-url https:\/\/www\.example\.org\/docs\/\) cannot have a robots\.txt of its own; add the Sitemap: lines to https:\/\/www\.example\.org\/robots\.txt, or submit the sitemaps in Search Console\.$/);
    expect(o!.message).not.toContain('GitHub');
  });

  it('a robots.txt in a subfolder of site-dir: a finding, and its sitemaps count as unreferenced', async () => {
    const ws = tempDir();
    put(ws, 'public/robots.txt', ROBOTS_OF('https://example.com/sitemap.xml'));
    put(ws, 'public/sitemap.xml', urlset('https://example.com/'));
    put(ws, 'public/docs/robots.txt', ROBOTS_OF('https://example.com/docs/sitemap.xml'));
    put(ws, 'public/docs/sitemap.xml', urlset('https://example.com/docs/a'));
    const run = (profile: (typeof PROFILES)[number]) =>
      checkWorkspace({ cwd: ws, patterns: ['public/robots.txt', 'public/docs/robots.txt'], policy: { baseUrl: 'https://example.com/', siteDir: 'public', profile, now: NOW } });
    for (const profile of PROFILES) {
      const r = await run(profile);
      expect(at(r, 'robots-not-at-root'), profile).toEqual(['public/docs/robots.txt']);
      const [f] = findings(r, 'robots-not-at-root');
      expect(f, profile).toMatchObject({ severity: 'warning' });
      expect(f!.message).toBe(
        'This robots.txt is published at https://example.com/docs/robots.txt, but crawlers read robots.txt only at the root of the host, https://example.com/robots.txt (RFC 9309 2.3): its rules and Sitemap: lines are never read. Move it to the root of site-dir (public/robots.txt), or, if public/docs/ is the built site, set site-dir: public/docs.',
      );
    }
    const google = await run('google');
    // The sitemap named only by public/docs/robots.txt is unreferenced; the one public/robots.txt names is not.
    expect(at(google, 'sitemap-unreferenced')).toEqual(['public/docs/sitemap.xml']);
    expect(findings(google, 'sitemap-unreferenced')[0]!.message).toContain('Only "public/docs/robots.txt" names this sitemap (https://example.com/docs/sitemap.xml)');
    // The summary tree still draws it, saying that no crawler reads it.
    const tree = renderSummary(google);
    expect(tree).toContain('<li><code>public/docs/robots.txt</code>: robots, 1 entry, 1 warning, not at the host root, so crawlers never read it\n<ul>\n');
    expect(tree).toContain('<li><code>public/robots.txt</code>: robots, 1 entry, ✅\n<ul>\n');
  });

  it('a robots.txt at the root of the host: no finding; nor for its gzip copy, or one outside site-dir', async () => {
    const ws = tempDir();
    put(ws, 'public/robots.txt', ROBOTS_OF('https://example.com/sitemap.xml'));
    put(ws, 'public/robots.txt.gz', gzipSync(ROBOTS_OF('https://example.com/sitemap.xml')));
    put(ws, 'public/sitemap.xml', urlset('https://example.com/'));
    put(ws, 'static/robots.txt', ROBOTS_OF('https://example.com/sitemap.xml'));
    for (const profile of PROFILES) {
      const r = await checkWorkspace({ cwd: ws, patterns: ['public/robots.txt', 'public/robots.txt.gz', 'static/robots.txt'], policy: { baseUrl: 'https://example.com/', siteDir: 'public', profile, now: NOW } });
      expect(r.files.map((f) => `${f.path} ${f.kind}`), profile).toEqual(['public/robots.txt robots', 'public/robots.txt.gz robots', 'public/sitemap.xml urlset', 'static/robots.txt robots']);
      expect(at(r, 'robots-not-at-root'), profile).toEqual([]);
      expect(at(r, 'sitemap-unreferenced'), profile).toEqual([]);
      expect(r.totals, profile).toMatchObject({ errors: 0, warnings: 0, notices: 0 });
    }
    // Named otherwise than robots.txt at the root: crawlers request /robots.txt.
    const named = tempDir();
    put(named, 'public/Robots.txt', ROBOTS_OF('https://example.com/sitemap.xml'));
    put(named, 'public/sitemap.xml', urlset('https://example.com/'));
    const r = await checkWorkspace({ cwd: named, patterns: ['public/Robots.txt'], policy: { baseUrl: 'https://example.com/', siteDir: 'public', now: NOW } });
    expect(findings(r, 'robots-not-at-root').map((f) => `${f.path} ${f.severity} ${f.line ?? '-'} ${f.message}`)).toEqual([
      'public/Robots.txt warning - This robots.txt is published at https://example.com/Robots.txt, but crawlers read robots.txt only at the root of the host, https://example.com/robots.txt (RFC 9309 2.3): its rules and Sitemap: lines are never read. Name it robots.txt, in lower case.',
    ]);
  });

  it('site-dir left at the workspace: the finding says to set site-dir, and robots-sitemap-missing points at it', async () => {
    const ws = tempDir();
    put(ws, 'public/robots.txt', ROBOTS_OF('https://example.com/sitemap-index.xml'));
    put(ws, 'public/sitemap-index.xml', index('https://example.com/sitemap-0.xml'));
    put(ws, 'public/sitemap-0.xml', urlset('https://example.com/'));
    const run = (policy: PolicyInput = {}) => checkWorkspace({ cwd: ws, patterns: ['public/robots.txt'], policy: { baseUrl: 'https://example.com/', profile: 'google', now: NOW, ...policy } });
    const r = await run();
    expect(r.site?.siteDir).toBe('.');
    expect(r.files[0]!.findings.map((f) => `${f.rule} ${f.severity} ${f.line ?? '-'}:${f.column ?? '-'}`)).toEqual([
      'robots-not-at-root warning -:-',
      'robots-sitemap-missing warning 1:10',
    ]);
    const [f] = findings(r, 'robots-not-at-root');
    expect(f!.message).toBe(
      'This robots.txt is published at https://example.com/public/robots.txt, but crawlers read robots.txt only at the root of the host, https://example.com/robots.txt (RFC 9309 2.3): its rules and Sitemap: lines are never read. site-dir is the workspace; if public/ is the built site, set site-dir: public.',
    );
    const [m] = findings(r, 'robots-sitemap-missing');
    expect(m!.message).toBe(
      'The Sitemap: value "https://example.com/sitemap-index.xml" maps to "sitemap-index.xml" in site-dir, but there is no such file. This robots.txt is itself not at the root of site-dir: check site-dir first (see robots-not-at-root).',
    );
    // With robots-not-at-root off, the usual advice.
    const [plain] = findings(await run({ rules: { 'robots-not-at-root': 'off' } }), 'robots-sitemap-missing');
    expect(plain!.message).toMatch(/but there is no such file\. Generate that sitemap in the build, or remove the line\.$/);
    // With site-dir set, the tree is followed and nothing is reported.
    const fixed = await run({ siteDir: 'public' });
    expect(fixed.files.map((x) => x.path)).toEqual(['public/robots.txt', 'public/sitemap-0.xml', 'public/sitemap-index.xml']);
    expect(fixed.totals).toMatchObject({ errors: 0, warnings: 0, notices: 0 });
  });
});

describe('sitemap-unreferenced: a sitemap and its gzip copy are one (MkDocs writes both)', () => {
  const mkdocs = (named: string) => {
    const ws = tempDir();
    put(ws, 'site/robots.txt', `Sitemap: https://example.com/${named}\n`);
    put(ws, 'site/sitemap.xml', urlset('https://example.com/'));
    put(ws, 'site/sitemap.xml.gz', gzipSync(urlset('https://example.com/')));
    put(ws, 'site/sitemap-old.xml', urlset('https://example.com/old/'));
    return checkWorkspace({ cwd: ws, patterns: ['site'], policy: { baseUrl: 'https://example.com/', siteDir: 'site', profile: 'google', now: NOW } });
  };

  it('robots.txt names sitemap.xml: its gzip copy is not reported', async () => {
    const r = await mkdocs('sitemap.xml');
    expect(r.files.map((f) => f.path)).toEqual(['site/robots.txt', 'site/sitemap-old.xml', 'site/sitemap.xml', 'site/sitemap.xml.gz']);
    // Only the sitemap nothing names, at notice, without a position.
    expect(findings(r, 'sitemap-unreferenced').map((f) => `${f.path} ${f.severity} ${f.line ?? '-'}`)).toEqual(['site/sitemap-old.xml notice -']);
    expect(r.totals).toMatchObject({ errors: 0, warnings: 0, notices: 1 });
  });

  it('robots.txt names sitemap.xml.gz: the plain sitemap is not reported', async () => {
    const r = await mkdocs('sitemap.xml.gz');
    expect(findings(r, 'sitemap-unreferenced').map((f) => `${f.path} ${f.severity} ${f.line ?? '-'}`)).toEqual(['site/sitemap-old.xml notice -']);
  });
});

describe('what the checks across files keep of a run (RUN_LIMITS)', () => {
  const saved = { ...RUN_LIMITS };
  const policy = (extra: PolicyInput = {}): PolicyInput => ({ now: NOW, ...extra });
  afterEach(() => Object.assign(RUN_LIMITS, saved));
  const LOCS_NOTE =
    'The run lists more URLs than the checks across files keep (267 bytes for the URLs and where each is listed): loc-duplicate-across-files, hreflang-return-link and page-missing were not made for this run; every file was judged on its own. Split the run with shard.';

  it('past the distinct locs kept, makes none of the comparisons, whatever the order the files are read in, and says so', async () => {
    const ws = tempDir();
    // Three files; the third repeats a URL of the first.
    put(ws, 'a-sitemap.xml', urlset(`${BASE}a1`, `${BASE}a2`));
    put(ws, 'b-sitemap.xml', urlset(`${BASE}b1`, `${BASE}b2`));
    put(ws, 'c-sitemap.xml', urlset(`${BASE}a1`, '/relative'));
    const full = await checkWorkspace({ cwd: ws, patterns: ['*-sitemap.xml'], policy: policy() });
    expect(at(full, 'loc-duplicate-across-files')).toEqual(['c-sitemap.xml:3:13']);
    expect(full.notes).not.toContain(LOCS_NOTE);

    // Two distinct locs (69 bytes each and their text, about 30) fit; the five of the run do not.
    RUN_LIMITS.locs = 3 * BYTES_PER_LOC + 2 * 30;
    const files = (await checkWorkspace({ cwd: ws, patterns: ['*-sitemap.xml'], policy: policy() })).files.map((f) => ({ path: f.path, absolute: path.join(ws, f.path) }));
    // The files in both orders: the same report (what is kept would have depended on the order).
    const reports = [];
    for (const order of [files, [...files].reverse()]) {
      const capped = await checkFiles(order, policy(), { cwd: ws });
      expect(capped.notes).toContain(LOCS_NOTE);
      expect(at(capped, 'loc-duplicate-across-files')).toEqual([]);
      // Every file is judged on its own: the relative loc of the third file is reported.
      expect(at(capped, 'loc-not-absolute')).toEqual(['c-sitemap.xml:4:13']);
      expect(capped.files.map((f) => f.entries)).toEqual([2, 2, 2]);
      reports.push(JSON.stringify(capped.files));
    }
    expect(reports[0]).toBe(reports[1]);
  });

  it('past the entries with alternates kept, makes neither hreflang comparison and says so', async () => {
    const ws = tempDir();
    const alt = (loc: string, ...links: Array<[string, string]>) =>
      `<url><loc>${loc}</loc>${links.map(([h, href]) => `<xhtml:link rel="alternate" hreflang="${h}" href="${href}"/>`).join('')}</url>`;
    // /de/ does not list /en/ back.
    put(
      ws,
      'sitemap.xml',
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">\n${alt(`${BASE}en/`, ['en', `${BASE}en/`], ['de', `${BASE}de/`])}\n${alt(`${BASE}de/`, ['de', `${BASE}de/`])}\n</urlset>\n`,
    );
    const google = policy({ profile: 'google' });
    const full = await checkWorkspace({ cwd: ws, patterns: ['sitemap.xml'], policy: google });
    expect(at(full, 'hreflang-return-link')).toEqual(['sitemap.xml:3:122']);
    RUN_LIMITS.alternates = 100;
    const capped = await checkWorkspace({ cwd: ws, patterns: ['sitemap.xml'], policy: google });
    expect(capped.notes).toContain(
      'The run has more entries with hreflang alternates than the checks across entries keep (100 bytes for the entries and their alternates): hreflang-return-link and hreflang-cluster-mismatch were not made for this run; every file was judged on its own. Split the run with shard.',
    );
    expect(at(capped, 'hreflang-return-link')).toEqual([]);
  });
});

describe('loc-duplicate-across-files and news or video sitemaps of their own', () => {
  const NEWS = 'http://www.google.com/schemas/sitemap-news/0.9';
  const VIDEO = 'http://www.google.com/schemas/sitemap-video/1.1';
  const news = (...locs: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}" xmlns:news="${NEWS}">\n${locs
      .map(
        (l) =>
          `  <url><loc>${l}</loc><news:news><news:publication><news:name>Example</news:name><news:language>en</news:language></news:publication><news:publication_date>2026-01-30</news:publication_date><news:title>A</news:title></news:news></url>`,
      )
      .join('\n')}\n</urlset>\n`;
  const video = (...locs: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}" xmlns:video="${VIDEO}">\n${locs
      .map(
        (l) =>
          `  <url><loc>${l}</loc><video:video><video:thumbnail_loc>${BASE}t.jpg</video:thumbnail_loc><video:title>A</video:title><video:description>A video</video:description><video:content_loc>${BASE}v.mp4</video:content_loc></video:video></url>`,
      )
      .join('\n')}\n</urlset>\n`;

  it('does not compare news and video entries, which Google accepts in a sitemap of their own; plain sitemaps still are', async () => {
    const ws = tempDir();
    put(ws, 'post-sitemap.xml', urlset(`${BASE}post-1`, `${BASE}post-2`, `${BASE}watch`));
    put(ws, 'page-sitemap.xml', urlset(`${BASE}about`, `${BASE}post-2`));
    put(ws, 'news-sitemap.xml', news(`${BASE}post-1`, `${BASE}post-2`));
    put(ws, 'video-sitemap.xml', video(`${BASE}watch`));
    const run = await checkWorkspace({ cwd: ws, patterns: ['*-sitemap.xml'], policy: { profile: 'google', now: NOW } });
    expect(run.files.map((f) => [f.path, f.entries])).toEqual([
      ['news-sitemap.xml', 2],
      ['page-sitemap.xml', 2],
      ['post-sitemap.xml', 3],
      ['video-sitemap.xml', 1],
    ]);
    // Only the page listed in two plain sitemaps.
    expect(at(run, 'loc-duplicate-across-files')).toEqual(['post-sitemap.xml:4:13']);
    expect(findings(run, 'loc-duplicate-across-files')[0]!.message).toContain('is also listed in "page-sitemap.xml" on line 4');
  });

  it('compares an entry with images only with other entries with images (an image sitemap of its own is fine)', async () => {
    const IMAGE = 'http://www.google.com/schemas/sitemap-image/1.1';
    const withImages = (...locs: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}" xmlns:image="${IMAGE}">\n${locs
        .map((l) => `  <url><loc>${l}</loc><image:image><image:loc>${BASE}i.jpg</image:loc></image:image></url>`)
        .join('\n')}\n</urlset>\n`;
    const ws = tempDir();
    put(ws, 'page-sitemap.xml', urlset(`${BASE}about`, `${BASE}team`));
    put(ws, 'image-sitemap.xml', withImages(`${BASE}about`, `${BASE}team`));
    put(ws, 'post-sitemap.xml', withImages(`${BASE}team`));
    const run = await checkWorkspace({ cwd: ws, patterns: ['*-sitemap.xml'], policy: { profile: 'google', now: NOW } });
    // /team with images in two sitemaps: reported once; the plain page entries: not compared with them.
    expect(at(run, 'loc-duplicate-across-files')).toEqual(['post-sitemap.xml:3:13']);
    expect(findings(run, 'loc-duplicate-across-files')[0]!.message).toContain('is also listed in "image-sitemap.xml" on line 4');
  });

  it('reads the same through worker threads', async () => {
    const ws = tempDir();
    put(ws, 'a-sitemap.xml', urlset(`${BASE}x`, `${BASE}y`));
    put(ws, 'b-sitemap.xml', news(`${BASE}x`));
    put(ws, 'c-sitemap.xml', urlset(`${BASE}y`));
    // The command line's bundle serves as the worker script (as the CLI itself uses it).
    const run = await checkWorkspace({ cwd: ws, patterns: ['*-sitemap.xml'], policy: { now: NOW }, workers: { script: path.join(ROOT, 'dist', 'cli.js'), size: 2 } });
    expect(at(run, 'loc-duplicate-across-files')).toEqual(['c-sitemap.xml:3:13']);
  });
});
