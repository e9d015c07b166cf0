/**
 * The job summary a site owner reads on a first run: the rules at a glance, the findings by file
 * with short places linked to the commit, a bounded list of each rule per file, the file table
 * after the findings, and untrusted URLs where GitHub cannot auto-link them. The 1,500-lastmod
 * sitemap is generated here: a real run of the engine over it, not a hand-made result.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { marked } from 'marked';
import { resolvePolicy } from '../src/core/policy/policy.js';
import { RULES_BY_ID, ruleDocsUrl } from '../src/core/policy/rules.js';
import { checkWorkspace } from '../src/core/run/run.js';
import type { RunResult } from '../src/core/run/run-types.js';
import { cappedByRule } from '../src/core/checks/sink.js';
import type { FileResult } from '../src/core/types.js';
import { annotationMessage, buildAnnotations } from '../src/report/annotations.js';
import { NEUTRALISE_LIMIT } from '../src/report/neutralise.js';
import { blobUrl, FINDINGS_PER_RULE_SHOWN, renderSummary, sourceLinks } from '../src/report/summary.js';

const NOW = new Date('2026-01-31T12:00:00Z');
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const SHA = '0123456789abcdef0123456789abcdef01234567';
const LINKS = { server: 'https://github.com', repository: 'example-org/www', sha: SHA };

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/**
 * A urlset of 1,500 urls with a bad lastmod (month 13), and a few faults of other rules: three
 * priorities out of range, two changefreq values that do not exist, four locs with a fragment.
 */
export function lastmodSitemap(): string {
  const urls: string[] = [];
  for (let i = 0; i < 1500; i++) {
    const loc = `https://www.beispiel.de/p/${i}${i < 4 ? '#top' : ''}`;
    const extra = i >= 10 && i < 13 ? '<priority>2.0</priority>' : i >= 20 && i < 22 ? '<changefreq>sometimes</changefreq>' : '';
    urls.push(`  <url><loc>${loc}</loc><lastmod>2024-13-${String((i % 28) + 1).padStart(2, '0')}</lastmod>${extra}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

async function lastmodRun(): Promise<RunResult> {
  const ws = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-summary-'));
  temps.push(ws);
  mkdirSync(path.join(ws, 'public'));
  writeFileSync(path.join(ws, 'public', 'sitemap.xml'), lastmodSitemap());
  return checkWorkspace({ cwd: ws, patterns: ['public/sitemap.xml'], policy: { now: NOW } });
}

/** The cells of the by-rule table's row of `rule`. */
function ruleRow(summary: string, rule: string): string[] | undefined {
  const table = summary.slice(summary.indexOf('### Findings by rule'), summary.indexOf('### Findings by file'));
  const line = table.split('\n').find((l) => l.includes(`<code>${rule}</code>`));
  return line?.match(/<td[^>]*>(.*?)<\/td>/g)?.map((td) => td.replace(/^<td[^>]*>|<\/td>$/g, ''));
}

describe('the 1,500-lastmod sitemap', () => {
  it('gives a summary under 64 KB with every rule and its exact count at the top', async () => {
    const run = await lastmodRun();
    // The engine keeps 1,000 findings of the file; the rest are counted in its findings-capped notice.
    expect(run.totals.errors).toBe(1505);
    expect(run.totals.warnings).toBe(4);
    const summary = renderSummary(run, { links: LINKS });
    expect(Buffer.byteLength(summary, 'utf8')).toBeLessThan(64 * 1024);
    const counts = { 'lastmod-format': '1,500', 'priority-value': '3', 'changefreq-value': '2', 'loc-fragment': '4', 'findings-capped': '1' };
    for (const [rule, count] of Object.entries(counts)) {
      const cells = ruleRow(summary, rule);
      expect(cells, rule).toBeDefined();
      expect(cells![0], rule).toMatch(new RegExp(`&nbsp;<a href="${ruleDocsUrl(rule)}"><code>${rule}</code></a>$`));
      expect(cells![1], rule).toBe(count);
      expect(cells![2], rule).toBe('1');
    }
    // Errors first, then by count: lastmod-format leads.
    const order = [...summary.matchAll(/<tr><td>[^<]+<a href="[^"]+"><code>([a-z-]+)<\/code><\/a><\/td><td>[\d,]+<\/td>/g)].map((m) => m[1]);
    expect(order.slice(0, 5)).toEqual(['lastmod-format', 'priority-value', 'changefreq-value', 'loc-fragment', 'findings-capped']);
    // The first place of lastmod-format: line 3 (the first url), linked to the file at that line.
    expect(ruleRow(summary, 'lastmod-format')![3]).toMatch(
      new RegExp(`^<a href="https://github.com/example-org/www/blob/${SHA}/public/sitemap.xml&#35;L3"><code>public/sitemap.xml:3:\\d+</code></a>$`),
    );
    // The rules table comes first, the findings next, the file table last.
    expect(summary.indexOf('### Findings by rule')).toBeLessThan(summary.indexOf('### Findings by file'));
    expect(summary.indexOf('### Findings by file')).toBeLessThan(summary.indexOf('### Files'));
  });

  it('lists 20 of a rule in the file, then one line with how many more', async () => {
    const summary = renderSummary(await lastmodRun(), { links: LINKS });
    const block = summary.slice(summary.indexOf('### Findings by file'), summary.indexOf('### Files'));
    // The file is named once, as the heading of its group; the rows give only line:col.
    expect(block.match(/<summary>/g)).toHaveLength(1);
    expect(block).toContain(`<summary><a href="https://github.com/example-org/www/blob/${SHA}/public/sitemap.xml"><code>public/sitemap.xml</code></a>: 1,505 errors, 4 warnings, 1 notice</summary>`);
    const lastmodRows = block.split('\n').filter((l) => l.startsWith('<tr><td>❌&nbsp;') && l.includes('<code>lastmod-format</code>'));
    expect(lastmodRows).toHaveLength(FINDINGS_PER_RULE_SHOWN);
    expect(lastmodRows.every((l) => !l.includes('public/sitemap.xml:'))).toBe(true);
    expect(block).toContain(`<tr><td colspan="2">… and 1,480 more <a href="${ruleDocsUrl('lastmod-format')}"><code>lastmod-format</code></a> findings in this file</td></tr>`);
    // The four loc-fragment warnings were all left out by the file's cap (errors are kept first): said so.
    expect(block).toContain(`<tr><td colspan="2">… 4 <a href="${ruleDocsUrl('loc-fragment')}"><code>loc-fragment</code></a> findings in this file are not listed</td></tr>`);
    // Rules under the limit have no such line.
    expect(block.match(/<td colspan="2">/g)).toHaveLength(2);
    // Each place links to the file at its line.
    expect(lastmodRows[0]).toMatch(new RegExp(`^<tr><td>❌&nbsp;<a href="https://github.com/example-org/www/blob/${SHA}/public/sitemap.xml&#35;L3"><code>3:\\d+</code></a></td>`));
    // Short rows: the value and what is wrong, with one example of the form, not the whole grammar.
    expect(lastmodRows[0]).toMatch(/The lastmod &#34;2024-13-01&#34; is not valid for the lastmod setting &#34;w3c&#34; \(month 13 does not exist\); expected a W3C Datetime such as 2026-01-31 or 2026-01-31T09:30:00\+01:00\.<\/td><\/tr>$/);
    for (const row of lastmodRows) expect(Buffer.byteLength(row), row).toBeLessThan(600);
  });

  it('links nowhere without the runner values, or with values that do not hold up', async () => {
    const run = await lastmodRun();
    const bad = [
      undefined,
      { ...LINKS, repository: 'no-slash' },
      { ...LINKS, repository: '../x' },
      { ...LINKS, repository: 'a/b/c' },
      { ...LINKS, repository: 'a/b"onmouseover="x' },
      { ...LINKS, sha: 'main' },
      { ...LINKS, sha: `${SHA}"` },
      { ...LINKS, server: 'javascript:alert(1)' },
      { ...LINKS, server: 'https://user:secret@github.com' },
      { ...LINKS, server: 'https://github.com/?q=1' },
      { ...LINKS, server: 'not a url' },
    ];
    for (const links of bad) {
      const summary = renderSummary(run, links ? { links } : {});
      expect(summary, JSON.stringify(links)).not.toContain('example-org');
      // The rule pages are linked all the same.
      expect(summary).toContain(`<a href="${ruleDocsUrl('lastmod-format')}">`);
    }
  });
});

describe('sourceLinks and blobUrl', () => {
  it('accepts the runner values and builds the URL of a file at a line', () => {
    expect(sourceLinks({ server: 'https://github.com', repository: 'octo/site', sha: SHA })).toEqual({ server: 'https://github.com', repository: 'octo/site', sha: SHA });
    expect(sourceLinks({ server: 'https://ghe.beispiel.ch/', repository: 'Octo.Org/site_1', sha: SHA.toUpperCase() })).toEqual({ server: 'https://ghe.beispiel.ch', repository: 'Octo.Org/site_1', sha: SHA });
    expect(sourceLinks({ server: 'https://github.com', repository: 'octo/site', sha: undefined })).toBeUndefined();
    expect(sourceLinks({ server: 'https://github.com', repository: 'octo/site', sha: `${SHA}${SHA.slice(0, 24)}` })).toEqual({ server: 'https://github.com', repository: 'octo/site', sha: `${SHA}${SHA.slice(0, 24)}` });
    const links = sourceLinks(LINKS)!;
    expect(blobUrl(links, 'public/sitemap.xml', 7)).toBe(`https://github.com/example-org/www/blob/${SHA}/public/sitemap.xml#L7`);
    expect(blobUrl(links, 'public/sitemap.xml')).toBe(`https://github.com/example-org/www/blob/${SHA}/public/sitemap.xml`);
    // Each segment percent-encoded; no line anchor into a gzip file.
    expect(blobUrl(links, 'a b/#x?y/"<é>.xml', 2)).toBe(`https://github.com/example-org/www/blob/${SHA}/a%20b/%23x%3Fy/%22%3C%C3%A9%3E.xml#L2`);
    expect(blobUrl(links, 'public/sitemap.xml.gz', 2)).toBe(`https://github.com/example-org/www/blob/${SHA}/public/sitemap.xml.gz`);
  });

  it('links a hostile file name without giving it a tag or an attribute', () => {
    const p = resolvePolicy({ now: NOW });
    const name = 'x"><img src=x onerror=alert(1)>.xml';
    const file: FileResult = { path: name, kind: 'urlset', bytes: 1, entries: 1, findings: [{ rule: 'loc-host', severity: 'error', message: 'm', line: 1, column: 1 }] };
    const run: RunResult = { policy: p, files: [file], totals: { files: 1, entries: 1, errors: 1, warnings: 0, notices: 0 }, passed: false, notes: [] };
    const summary = renderSummary(run, { links: LINKS });
    expect(summary).not.toMatch(/<img/i);
    expect(summary).toContain(`<a href="https://github.com/example-org/www/blob/${SHA}/x%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E.xml&#35;L1">`);
    const html = marked.parse(summary, { async: false });
    expect(html).not.toMatch(/<img/i);
  });
});

describe('a large site', () => {
  it('with 5,000 clean sitemaps and one failing, shows the one error at the top and counts the clean files', () => {
    const p = resolvePolicy({ now: NOW });
    const files: FileResult[] = Array.from({ length: 5000 }, (_, i) => ({ path: `public/sitemaps/part-${String(i).padStart(4, '0')}.xml`, kind: 'urlset', bytes: 2000, entries: 10, findings: [] }));
    files.push({
      path: 'public/sitemaps/part-2500b.xml',
      kind: 'urlset',
      bytes: 2000,
      entries: 10,
      findings: [{ rule: 'loc-host', severity: 'error', message: 'The loc "https://evil.example/" is on a host that is not allowed.', line: 4, column: 5 }],
    });
    const run: RunResult = { policy: p, files, totals: { files: 5001, entries: 50010, errors: 1, warnings: 0, notices: 0 }, passed: false, notes: [] };
    const summary = renderSummary(run);
    const error = summary.indexOf('is on a host that is not allowed');
    expect(error).toBeGreaterThan(0);
    expect(error).toBeLessThan(3000);
    expect(ruleRow(summary, 'loc-host')?.slice(1)).toEqual(['1', '1', '<code>public/sitemaps/part-2500b.xml:4:5</code>', RULES_BY_ID.get('loc-host')!.fix]);
    // The file table lists the failing file and counts the rest.
    expect(summary.match(/<tr><td><code>public\/sitemaps\//g)).toHaveLength(1);
    expect(summary).toContain('<p>5,000 more files without findings are counted, not listed.</p>');
    expect(Buffer.byteLength(summary)).toBeLessThan(8 * 1024);
    // With 200 files, every one is listed.
    const few: RunResult = { ...run, files: files.slice(-200), totals: { ...run.totals, files: 200 } };
    expect(renderSummary(few).match(/<tr><td><code>public\/sitemaps\//g)).toHaveLength(200);
  });
});

describe('untrusted URLs and paths in the summary', () => {
  it('sets base-url and hosts in code inside HTML blocks, where GitHub does not auto-link them', () => {
    const p = resolvePolicy({ now: NOW, baseUrl: 'https://www.beispiel.de/' });
    const run: RunResult = {
      policy: p,
      files: [{ path: 'public/sitemap.xml', kind: 'urlset', bytes: 100, entries: 1, findings: [] }],
      totals: { files: 1, entries: 1, errors: 0, warnings: 0, notices: 0 },
      passed: true,
      notes: [],
      site: { baseUrl: 'https://www.beispiel.de/', siteDir: 'public', hosts: [{ host: 'www.beispiel.de', entries: 1 }], references: [] },
    };
    const summary = renderSummary(run);
    expect(summary).toContain('<code>https://www.beispiel.de/</code>');
    const html = marked.parse(summary, { async: false, gfm: true });
    expect(html).toContain('https://www.beispiel.de/');
    // Links in the rendered page: ours only (there are none in this run).
    expect(html).not.toMatch(/<a href="https?:\/\/www\.beispiel\.de/);
    expect(html).not.toMatch(/<a /);
  });
});

describe('the baseline part', () => {
  it('is the Baseline section right after the verdict line when the run has a baseline, and nothing without', () => {
    const p = resolvePolicy({ now: NOW });
    const run: RunResult = { policy: p, files: [], totals: { files: 0, entries: 0, errors: 0, warnings: 0, notices: 0 }, passed: true, notes: [] };
    expect(renderSummary(run)).not.toContain('Baseline');
    const summary = renderSummary({ ...run, baseline: { file: 'sitemaps.baseline.json', new: 3, unchanged: 1200, fixed: 0, fixedEntries: [], ignored: [] } });
    const blocks = summary.split('\n\n');
    expect(blocks[2]).toBe('### Baseline');
    expect(blocks[3]?.trim()).toBe(
      '<p>Baseline <code>sitemaps.baseline.json</code>: <b>3 new</b> (only these count for the verdict), 1,200 unchanged (accepted, not annotated), 0 fixed since the baseline.</p>',
    );
  });
});

describe('annotations', () => {
  it('end with the rule page, and a long message is cut before the URL, never the URL', async () => {
    const run = await lastmodRun();
    const { annotations } = buildAnnotations(run, 10);
    for (const a of annotations) {
      expect(a.message.endsWith(` ${ruleDocsUrl(a.title)}`), a.message).toBe(true);
      expect(a.title).toMatch(/^[a-z-]+$/);
    }
    const long = annotationMessage({ rule: 'loc-host', message: `x${'y'.repeat(5000)}\n::error::z` });
    expect([...long]).toHaveLength(NEUTRALISE_LIMIT);
    expect(long.endsWith(`… ${ruleDocsUrl('loc-host')}`)).toBe(true);
    // A rule the catalogue does not know gets no URL.
    expect(annotationMessage({ rule: 'max-annotations', message: 'm' })).toBe('m');
  });
});

describe('cappedByRule', () => {
  it('reads back the rules a findings-capped notice names', () => {
    const message =
      '1,512 more findings are not listed: at most 1,000 findings are kept per file (the most severe first). Left out: lastmod-format 1,500, loc-host 10, 2 other rules 2. The totals still count them; fix the listed findings and check again.';
    expect(cappedByRule(message)).toEqual({ rules: new Map([['lastmod-format', 1500], ['loc-host', 10]]), other: 2 });
    expect(cappedByRule('The urlset has no url entries.')).toBeUndefined();
  });
});
