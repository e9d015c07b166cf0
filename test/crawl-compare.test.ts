/**
 * The lastmod area of the crawler's-view fixture site (test/fixtures/crawl/, its README), and
 * `compare-to`: the faulty build has one `lastmod-uniform` file, the clean twin none, and both
 * lack one URL that the base branch's build (base/) lists, which the comparison reports.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWorkspace, type RunResult } from '../src/index.js';
import { COMPARE_LIMITS, comparedPatterns, parseMaxRemoved, removalsAllowed } from '../src/core/compare.js';
import { LastmodTally } from '../src/core/fields.js';
import { PolicyError } from '../src/core/policy.js';
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
