/**
 * The lastmod area of the crawler's-view fixture site (test/fixtures/crawl/, its README), and
 * `compare-to`: the faulty build has one `lastmod-uniform` file, the clean twin none, and both
 * lack one URL that the base branch's build (base/) lists, which the comparison reports.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWorkspace, type RunResult } from '../src/index.js';
import { COMPARE_LIMITS, comparedPatterns, parseMaxRemoved, removalsAllowed } from '../src/core/site/compare.js';
import { LastmodTally } from '../src/core/checks/fields.js';
import { PolicyError } from '../src/core/policy/policy.js';
import { parseSettings } from '../src/core/policy/settings.js';
import { buildJsonReport } from '../src/report/json.js';
import { renderComparison } from '../src/report/compare.js';
import { renderSummary } from '../src/report/summary.js';

const CRAWL = path.resolve(__dirname, 'fixtures/crawl');
const BASE = 'https://www.example.org/';
const NOW = new Date('2026-12-01T00:00:00Z');
const REMOVED = 'https://www.example.org/lastmod/archive/';

function run(site: 'faulty' | 'clean', more: { compareTo?: string; maxRemoved?: number | string } = {}): Promise<RunResult> {
  return checkWorkspace({
    cwd: CRAWL,
    patterns: [`${site}/robots.txt`],
    policy: { profile: 'google', baseUrl: BASE, siteDir: site, checkPages: true, now: NOW },
    ...more,
  });
}

const findingsOf = (r: RunResult, rule: string) => r.files.flatMap((f) => f.findings.filter((x) => x.rule === rule).map((x) => ({ path: f.path, ...x })));

describe('lastmod-uniform on the fixture site', () => {
  it('is reported once in the faulty build, at the first entry of the build time, with the value and the count', async () => {
    const r = await run('faulty');
    const found = findingsOf(r, 'lastmod-uniform');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ path: 'faulty/sitemap-lastmod.xml', severity: 'warning', line: 4, column: 68 });
    expect(found[0]!.message).toContain('20 of the 21 lastmod values of this file (95%) are "2025-11-28T06:14:03Z"');
    // The lastmod file has nothing else to say: every entry has its page.
    expect(r.files.find((f) => f.path === 'faulty/sitemap-lastmod.xml')!.findings.map((f) => f.rule)).toEqual(['lastmod-uniform']);
  });

  it('is not reported in the clean twin', async () => {
    const r = await run('clean');
    expect(r.files.find((f) => f.path === 'clean/sitemap-lastmod.xml')!.findings).toEqual([]);
    expect(findingsOf(r, 'lastmod-uniform')).toEqual([]);
  });
});

describe('the lastmod tally', () => {
  const tally = (values: number[]): string[] => {
    const t = new LastmodTally();
    values.forEach((v, i) => t.add(v, `v${v}`, i + 1, 1));
    const out: string[] = [];
    t.end((rule, message, line) => out.push(`${rule}@${line}: ${message.slice(0, 40)}`));
    return out;
  };

  it('fires at 90% of 20 entries and not below, nor under 20 entries', () => {
    expect(tally([...Array(18).fill(7), 1, 2])).toHaveLength(1);
    expect(tally([1, ...Array(17).fill(7), 2, 3])).toEqual([]);
    expect(tally(Array(19).fill(7))).toEqual([]);
    expect(tally([1, ...Array(20).fill(7)])[0]).toMatch(/^lastmod-uniform@2: 20 of the 21/);
  });
});

describe('compare-to', () => {
  it('lists the URL the clean build no longer lists, in the job summary and the JSON report', async () => {
    const r = await run('clean', { compareTo: 'base' });
    const c = r.comparison!;
    // base/ is clean/ as it was plus one URL: URLs the twins gain later show as added only.
    expect(c).toMatchObject({ compareTo: 'base', removed: { count: 1 }, moved: { count: 0 } });
    expect(c.after - c.added.count).toBe(c.before - 1);
    expect(c.removed.first).toEqual([{ url: REMOVED, sitemap: 'base/sitemap-lastmod.xml', line: 24 }]);
    // No gate without max-removed.
    expect(findingsOf(r, 'urls-removed')).toEqual([]);
    expect(r.passed).toBe(true);
    // The compared build is no file of the run.
    expect(r.files.some((f) => f.path.startsWith('base/'))).toBe(false);
    const summary = renderSummary(r);
    expect(summary).toContain('### Compared with <code>base</code>');
    expect(summary).toContain(`<b>1 removed</b>, <b>${c.added.count} added</b>, <b>0 moved</b>`);
    expect(summary).toContain(`<tr><td><code>${REMOVED}</code></td><td><code>base/sitemap-lastmod.xml:24</code></td></tr>`);
    expect(buildJsonReport(r, { name: 't', version: '0' }).comparison).toEqual(c);
  });

  it('reports urls-removed once when removals pass max-removed 0, and not with 5% of the 34 URLs of base', async () => {
    const strict = await run('clean', { compareTo: 'base', maxRemoved: 0 });
    const found = findingsOf(strict, 'urls-removed');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ path: 'clean/sitemap-lastmod.xml', severity: 'error' });
    expect(found[0]!.line).toBeUndefined();
    expect(found[0]!.message).toContain(`1 URL that the sitemaps of "base" list is listed by no sitemap of this build (max-removed allows at most 0): "${REMOVED}".`);
    expect(strict.passed).toBe(false);
    expect(renderSummary(strict)).toContain('❌ max-removed <code>0</code> allows 0: <code>urls-removed</code>.');
    const lenient = await run('clean', { compareTo: 'base', maxRemoved: '5%' });
    expect(lenient.comparison).toMatchObject({ before: 34, maxRemoved: '5%', allowed: 1, removed: { count: 1 } });
    expect(findingsOf(lenient, 'urls-removed')).toEqual([]);
    // The faulty build lacks it too (besides the URLs its planted faults list otherwise).
    const faulty = await run('faulty', { compareTo: 'base' });
    expect(faulty.comparison!.removed.first.map((u) => u.url)).toContain(REMOVED);
  });

  it('refuses a folder that is missing, outside the workspace or a symlink leading out, and max-removed alone', async () => {
    const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-compare-'));
    const away = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-compare-away-'));
    afterAll(() => [ws, away].forEach((d) => rmSync(d, { recursive: true, force: true })));
    mkdirSync(path.join(ws, 'public'));
    writeFileSync(path.join(ws, 'public/sitemap.xml'), `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${BASE}</loc></url></urlset>\n`);
    symlinkSync(away, path.join(ws, 'out'));
    const attempt = (compareTo: string | undefined, maxRemoved?: string) =>
      checkWorkspace({ cwd: ws, patterns: ['public/sitemap.xml'], policy: { baseUrl: BASE, siteDir: 'public' }, ...(compareTo === undefined ? {} : { compareTo }), ...(maxRemoved === undefined ? {} : { maxRemoved }) }).then(
        () => 'accepted',
        (e: unknown) => (e instanceof PolicyError ? e.message : String(e)),
      );
    expect(await attempt('base')).toMatch(/^compare-to: .*no such folder in the workspace/);
    expect(await attempt('..')).toMatch(/^compare-to: .*give a folder inside the workspace/);
    expect(await attempt('out')).toMatch(/^compare-to: .*leads outside the workspace through a symlink/);
    expect(await attempt('public')).toMatch(/^compare-to: .*the site's own folder/);
    expect(await attempt(undefined, '3')).toMatch(/^max-removed: .*give compare-to as well/);
    expect(await attempt('public/..', 'many')).toMatch(/^max-removed: "many" is not accepted/);
  });

  it('tells added and moved URLs apart, and puts urls-removed on the run\'s first file when the sitemap that listed it is gone', async () => {
    const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-compare-moved-'));
    afterAll(() => rmSync(ws, { recursive: true, force: true }));
    const urlset = (...locs: string[]) => `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((l) => `<url><loc>${BASE}${l}</loc></url>\n`).join('')}</urlset>\n`;
    for (const [name, text] of [
      ['base/sitemap-a.xml', urlset('a/', 'b/')],
      ['base/sitemap-old.xml', urlset('old/')],
      ['public/sitemap-a.xml', urlset('a/')],
      ['public/sitemap-b.xml', urlset('b/', 'new/')],
    ] as const) {
      mkdirSync(path.dirname(path.join(ws, name)), { recursive: true });
      writeFileSync(path.join(ws, name), text);
    }
    const r = await checkWorkspace({ cwd: ws, patterns: ['public'], policy: { baseUrl: BASE, siteDir: 'public' }, compareTo: 'base', maxRemoved: '0%' });
    expect(r.comparison).toMatchObject({
      before: 3,
      after: 3,
      added: { count: 1, first: [{ url: `${BASE}new/`, sitemap: 'public/sitemap-b.xml', line: 3 }] },
      removed: { count: 1, first: [{ url: `${BASE}old/`, sitemap: 'base/sitemap-old.xml', line: 2 }] },
      moved: { count: 1, first: [{ url: `${BASE}b/`, from: 'base/sitemap-a.xml', fromLine: 3, to: 'public/sitemap-b.xml', toLine: 2 }] },
      allowed: 0,
    });
    expect(findingsOf(r, 'urls-removed').map((f) => f.path)).toEqual(['public/sitemap-a.xml']);
  });

  it('says urls-removed in a note when this build lists no sitemap at all to put it on (the library; the command line fails on no files)', async () => {
    const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-compare-none-'));
    afterAll(() => rmSync(ws, { recursive: true, force: true }));
    mkdirSync(path.join(ws, 'base'), { recursive: true });
    mkdirSync(path.join(ws, 'public'), { recursive: true });
    writeFileSync(path.join(ws, 'base', 'sitemap.xml'), `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>${BASE}a/</loc></url>\n</urlset>\n`);
    const r = await checkWorkspace({ cwd: ws, policy: { baseUrl: BASE, siteDir: 'public' }, compareTo: 'base', maxRemoved: 0 });
    expect(r.files).toEqual([]);
    expect(r.comparison).toMatchObject({ before: 1, after: 0, removed: { count: 1 }, allowed: 0 });
    expect(r.notes).toContain('No files matched the paths.');
    expect(r.notes.filter((n) => n.startsWith('urls-removed (no file of this run to report it on): 1 URL'))).toHaveLength(1);
  });

  it('says why when a store is full, and judges no max-removed then', async () => {
    const saved = COMPARE_LIMITS.bytes;
    COMPARE_LIMITS.bytes = 500;
    try {
      const r = await run('clean', { compareTo: 'base', maxRemoved: 0 });
      expect(r.comparison!.problem).toMatch(/list more distinct URLs than the comparison keeps/);
      expect(r.notes.some((n) => n.startsWith('The comparison with "base" (compare-to) was not made') && n.endsWith('max-removed was not judged.'))).toBe(true);
      expect(findingsOf(r, 'urls-removed')).toEqual([]);
      expect(renderSummary(r)).toContain('⚠️ The comparison was not made');
    } finally {
      COMPARE_LIMITS.bytes = saved;
    }
  });

  it('escapes the URLs and paths of the other build in the summary', () => {
    const hostile = '::error::x<script>alert(1)</script>\u202e';
    const html = renderComparison(
      { compareTo: 'base', before: 1, after: 0, added: { count: 0, first: [] }, moved: { count: 0, first: [] }, removed: { count: 1, first: [{ url: `${BASE}${hostile}`, sitemap: `base/${hostile}.xml`, line: 3 }] } },
      10_000,
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('\u202e');
    expect(html).toContain('&#60;script&#62;');
    expect(html.split('\n').some((l) => l.startsWith('::'))).toBe(false);
  });

  it('takes the paths relative to site-dir, and parses max-removed', () => {
    expect(comparedPatterns(['public/robots.txt', '!public/old/**', 'other/x.xml'], 'public', 'base/public')).toEqual({ patterns: ['base/public/robots.txt', '!base/public/old/**'], left: ['other/x.xml'] });
    expect(comparedPatterns([], 'public', 'base')).toEqual({ patterns: ['base'], left: [] });
    expect(comparedPatterns(['public'], 'public', 'base')).toEqual({ patterns: ['base'], left: [] });
    expect(comparedPatterns(['sitemap.xml'], '.', 'base')).toEqual({ patterns: ['base/sitemap.xml'], left: [] });
    expect(removalsAllowed(parseMaxRemoved('5%'), 25)).toBe(1);
    expect(removalsAllowed(parseMaxRemoved('0.5%'), 1000)).toBe(5);
    expect(removalsAllowed(parseMaxRemoved(12), 3)).toBe(12);
    for (const bad of ['-1', '101%', '5 percent', '1e3', '']) expect(() => parseMaxRemoved(bad), bad).toThrow(PolicyError);
  });
});

describe('the command line with --compare-to', () => {
  it('writes the comparison into the JSON report, fails on --max-removed 0, and refuses a missing folder', async () => {
    const { runCli } = await import('../src/cli/run.js');
    const args = ['--cwd', CRAWL, '--profile', 'google', '--base-url', BASE, '--site-dir', 'clean', '--now', '2026-12-01T00:00:00Z', '--no-config', '--format', 'json', 'clean/robots.txt'];
    const r = await runCli([...args, '--compare-to', 'base', '--max-removed', '0']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.stdout) as { comparison: { removed: { count: number; first: Array<{ url: string }> } }; files: Array<{ path: string; findings: Array<{ rule: string }> }> };
    expect(report.comparison.removed.count).toBe(1);
    expect(report.comparison.removed.first[0]!.url).toBe(REMOVED);
    expect(report.files.flatMap((f) => f.findings.filter((x) => x.rule === 'urls-removed').map(() => f.path))).toEqual(['clean/sitemap-lastmod.xml']);
    const missing = await runCli([...args, '--compare-to', 'nowhere']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('compare-to: "nowhere" is not accepted; no such folder in the workspace');
  });
});

/** A workspace in the temporary folder holding `files` (path: text or bytes); removed after the file's tests. */
function workspace(files: Record<string, string | Uint8Array>): string {
  const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-compare-'));
  afterAll(() => rmSync(ws, { recursive: true, force: true }));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(ws, name)), { recursive: true });
    writeFileSync(path.join(ws, name), text);
  }
  return ws;
}

const urlsetOf = (locs: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((l) => `  <url><loc>${l}</loc><lastmod>2024-05-01</lastmod></url>\n`).join('')}</urlset>\n`;
/** The 20 URLs of both builds (the trial's site): 72 to 80 bytes a line, so 600 bytes cut the urlset at its 7th url. */
const LOCS = Array.from({ length: 20 }, (_, i) => `${BASE}posts/post-${String(i + 1).padStart(2, '0')}/`);

function compareIn(ws: string, more: { maxRemoved?: string | number; rules?: Record<string, 'off'>; maxUrls?: number } = {}): Promise<RunResult> {
  return checkWorkspace({
    cwd: ws,
    patterns: ['public'],
    policy: { baseUrl: BASE, siteDir: 'public', ...(more.rules ? { rules: more.rules } : {}), ...(more.maxUrls ? { maxUrls: more.maxUrls } : {}) },
    compareTo: 'base',
    ...(more.maxRemoved === undefined ? {} : { maxRemoved: more.maxRemoved }),
  });
}

describe('compare-to that holds the site\'s own folder', () => {
  it('is refused, naming compare-to, however the folder is written', async () => {
    const ws = workspace({ 'public/sitemap.xml': urlsetOf([BASE]), 'public/robots.txt': `Sitemap: ${BASE}sitemap.xml\n`, 'base/public/sitemap.xml': urlsetOf([BASE]) });
    const attempt = (compareTo: string, siteDir = 'public') =>
      checkWorkspace({ cwd: ws, patterns: [`${siteDir}/robots.txt`], policy: { baseUrl: BASE, siteDir }, compareTo }).then(
        () => 'accepted',
        (e: unknown) => (e instanceof PolicyError ? `${e.input}: ${e.message}` : String(e)),
      );
    for (const given of ['.', './', 'public/..', ws, `${ws}/`, 'base/..']) {
      expect(await attempt(given), given).toBe(
        `compare-to: compare-to: ${JSON.stringify(given)} holds the site's own folder (site-dir "public"), so this build's sitemaps would be read as the other build's; give the folder of the other build only, such as base/public.`,
      );
    }
    // A folder beside it, or inside it (the base checked out in the site's folder), is compared.
    expect(await attempt(path.join(ws, 'base/public'))).toBe('accepted');
    expect(await attempt('base/public', '.')).toBe('accepted');
    // The settings of the action and the command line are checked the same way, before any file is read.
    const { runCli } = await import('../src/cli/run.js');
    const r = await runCli(['--cwd', ws, '--no-config', '--base-url', BASE, '--site-dir', 'public', '--compare-to', '.', 'public/robots.txt']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('compare-to: "." holds the site\'s own folder (site-dir "public")');
    expect(r.stderr).not.toContain('paths:');
  });
});

describe('a compared sitemap that cannot be read whole', () => {
  const whole = urlsetOf(LOCS);

  it('is named with its first fault, and max-removed is not judged rather than passed (a urlset cut at 600 bytes)', async () => {
    const ws = workspace({ 'base/sitemap.xml': whole.slice(0, 600), 'public/sitemap.xml': whole });
    const r = await compareIn(ws, { maxRemoved: 0 });
    const c = r.comparison!;
    expect(c.unread).toEqual({ count: 1, first: [expect.objectContaining({ sitemap: 'base/sitemap.xml', rule: 'xml-not-well-formed', line: 8, column: 8 })] });
    expect(c).toMatchObject({ before: 5, removed: { count: 0 }, maxRemoved: '0', notJudged: 'a sitemap of "base" could not be read whole, so the URLs removed may be more than counted' });
    expect(c.allowed).toBeUndefined();
    expect(findingsOf(r, 'urls-removed')).toEqual([]);
    const note = r.notes.find((n) => n.startsWith('The comparison with "base" (compare-to) is incomplete'));
    expect(note).toContain('base/sitemap.xml:8:8 (xml-not-well-formed: The element <loc> is never closed');
    expect(note).toContain('(xml-not-well-formed: ');
    expect(note!.endsWith('max-removed was not judged.')).toBe(true);
    const summary = renderSummary(r);
    expect(summary).toContain('<p>⚠️ <b>The comparison is incomplete</b>: 1 sitemap of <code>base</code> could not be read whole');
    expect(summary).toContain('<b>max-removed <code>0</code> was not judged</b>');
    expect(summary).toContain('⚠️ max-removed <code>0</code> was not judged.</p>');
    expect(renderComparison(c, 10_000)).not.toContain('✅');
    // Under the verdict too, where a reader of the job summary looks first.
    expect(summary).toContain('(fail-on: error)\n\n⚠️ **max-removed was not judged** (compare-to): a sitemap of &#34;base&#34; could not be read whole, so the URLs removed may be more than counted; see "Compared with" below.\n\n');
    expect(buildJsonReport(r, { name: 't', version: '0' }).comparison).toEqual(c);
  });

  it('is found where an unclosed element in a loc hides the URLs after it, and where the policy turns the fault off', async () => {
    const cut = whole.replace(`${LOCS[16]}</loc>`, `${LOCS[16]}?q=<b>&amp;y=1</loc>`);
    const ws = workspace({ 'base/sitemap.xml': cut, 'public/sitemap.xml': whole });
    for (const rules of [undefined, { 'xml-not-well-formed': 'off' as const, 'unexpected-element': 'off' as const }]) {
      const r = await compareIn(ws, { maxRemoved: '5%', ...(rules ? { rules } : {}) });
      expect(r.comparison!.unread!.first.map((u) => [u.sitemap, u.rule, u.line])).toEqual([['base/sitemap.xml', 'xml-not-well-formed', 19]]);
      expect(r.comparison!.before).toBeLessThan(20);
      expect(r.comparison!.notJudged).toBeDefined();
    }
  });

  it('still fails max-removed when the URLs read already remove more than a count allows', async () => {
    const ws = workspace({ 'base/sitemap.xml': whole.slice(0, 600), 'public/sitemap.xml': urlsetOf(LOCS.slice(1)) });
    const r = await compareIn(ws, { maxRemoved: 0 });
    expect(r.comparison).toMatchObject({ removed: { count: 1 }, allowed: 0, unread: { count: 1 } });
    expect(r.comparison!.notJudged).toBeUndefined();
    expect(findingsOf(r, 'urls-removed')).toHaveLength(1);
    expect(r.passed).toBe(false);
    expect(r.notes.some((n) => n.includes('is incomplete') && n.endsWith('max-removed is passed by the URLs read already.'))).toBe(true);
    // A percentage of a count not known is not judged either way.
    const share = await compareIn(ws, { maxRemoved: '1%' });
    expect(share.comparison!.notJudged).toBeDefined();
    expect(findingsOf(share, 'urls-removed')).toEqual([]);
  });

  it('covers broken gzip, a missing index child and entries past max-urls, and says nothing of a whole build', async () => {
    const gz = gzipSync(whole);
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>${BASE}sitemap-a.xml</loc></sitemap>\n<sitemap><loc>${BASE}sitemap-b.xml</loc></sitemap>\n</sitemapindex>\n`;
    const ws = workspace({
      'base/sitemap.xml.gz': gz.subarray(0, gz.length - 12),
      'base/sitemap-index.xml': index,
      'base/sitemap-a.xml': urlsetOf(LOCS.slice(0, 2)),
      'public/sitemap.xml.gz': gz,
      'public/sitemap-index.xml': index,
      'public/sitemap-a.xml': urlsetOf(LOCS.slice(0, 2)),
      'public/sitemap-b.xml': urlsetOf(LOCS.slice(2, 3)),
    });
    const r = await compareIn(ws, { maxRemoved: '0' });
    expect(r.comparison!.unread!.first.map((u) => [u.sitemap, u.rule])).toEqual([
      ['base/sitemap-index.xml', 'index-child-missing'],
      ['base/sitemap.xml.gz', 'gzip-invalid'],
    ]);
    const small = workspace({ 'base/sitemap.xml': urlsetOf(LOCS.slice(0, 3)), 'public/sitemap.xml': urlsetOf(LOCS.slice(0, 2)) });
    const capped = await compareIn(small, { maxUrls: 2 });
    expect(capped.comparison!.unread!.first).toEqual([expect.objectContaining({ sitemap: 'base/sitemap.xml', rule: 'url-count' })]);
    const fine = await compareIn(small, { maxRemoved: 1 });
    expect(fine.comparison).toMatchObject({ removed: { count: 1 }, allowed: 1 });
    expect(fine.comparison!.unread).toBeUndefined();
    expect(fine.comparison!.notJudged).toBeUndefined();
    expect(renderSummary(fine)).toContain('✅ max-removed <code>1</code> allows 1.');
  });
});

describe('a comparison that cannot be made', () => {
  it('says in the comparison section of the job summary, in the notes and in the JSON report that max-removed was not judged', async () => {
    const ws = workspace({ 'public/sitemap.xml': urlsetOf(LOCS), 'base/index.html': '<!doctype html>\n' });
    const r = await compareIn(ws, { maxRemoved: 0 });
    expect(r.comparison).toMatchObject({ problem: expect.stringMatching(/^no sitemap listing pages was found in "base"/), maxRemoved: '0', notJudged: 'the comparison was not made' });
    expect(r.notes.some((n) => n.startsWith('The comparison with "base" (compare-to) was not made') && n.endsWith('max-removed was not judged.'))).toBe(true);
    const section = renderComparison(r.comparison!, 10_000);
    expect(section).toMatch(/^### Compared with <code>base<\/code>\n\n<p>⚠️ The comparison was not made: no sitemap .*\. <b>⚠️ max-removed <code>0<\/code> was not judged\.<\/b><\/p>\n\n$/);
    expect(renderSummary(r)).toContain('⚠️ **max-removed was not judged** (compare-to): the comparison was not made; see "Compared with" below.');
    // Without max-removed there is no gate to name.
    const plain = await compareIn(ws);
    expect(plain.comparison!.notJudged).toBeUndefined();
    expect(renderComparison(plain.comparison!, 10_000)).not.toContain('max-removed');
    expect(renderSummary(plain)).not.toContain('max-removed');
  });
});

describe('an empty max-removed', () => {
  it('is not given, as every empty setting is, in the config file and on the command line alike: the other source applies', async () => {
    expect(parseSettings({ 'compare-to': 'base', 'max-removed': '' }).maxRemoved).toBeUndefined();
    expect(parseSettings({ 'compare-to': 'base', 'max-removed': '  ' }).maxRemoved).toBeUndefined();
    expect(parseSettings({ 'max-urls': '' }).policy.maxUrls).toBeUndefined();
    const ws = workspace({ 'public/sitemap.xml': urlsetOf(LOCS.slice(1)), 'base/sitemap.xml': urlsetOf(LOCS), '.sitemap-contract.yml': "max-removed: 0\nmax-urls: ''\n" });
    const { runCli } = await import('../src/cli/run.js');
    const args = ['--cwd', ws, '--base-url', BASE, '--site-dir', 'public', '--compare-to', 'base', '--format', 'json', 'public'];
    // An empty flag leaves the config file's max-removed: 0 in force, which the removal fails.
    const r = await runCli([...args, '--max-removed', '']);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.stdout) as { comparison: { maxRemoved?: string } }).comparison.maxRemoved).toBe('0');
    // The library takes no setting text: an empty maxRemoved is refused there.
    await expect(checkWorkspace({ cwd: ws, patterns: ['public'], policy: { baseUrl: BASE, siteDir: 'public' }, compareTo: 'base', maxRemoved: '' })).rejects.toThrow(/^max-removed: "" is not accepted/);
  });
});
