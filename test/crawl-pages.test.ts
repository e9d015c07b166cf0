/**
 * The pages area of the crawler's-view site (test/fixtures/crawl, sitemap-pages.xml and pages/):
 * what the head of each listed page says (page-noindex, page-canonical-other, page-redirect,
 * page-error) and the pages no sitemap lists (page-unlisted), each fault of the faulty build
 * found once at its place, none in the clean twin.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkWorkspace, type PolicyInput, type RunResult } from '../src/index.js';

const CRAWL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'crawl');
const BASE = 'https://www.example.org/';
const NOW = new Date('2026-11-29T00:00:00Z');
const RULES = ['page-noindex', 'page-canonical-other', 'page-redirect', 'page-error', 'page-unlisted'];

function crawl(which: 'faulty' | 'clean', policy: PolicyInput = {}): Promise<RunResult> {
  return checkWorkspace({
    cwd: path.join(CRAWL, which),
    patterns: ['robots.txt'],
    policy: { baseUrl: BASE, profile: 'google', checkPages: true, checkUnlisted: true, now: NOW, ...policy },
  });
}

/** `rule path:line:column` (or `rule path` for a finding of the whole file) of this area's findings. */
function places(run: RunResult): string[] {
  const out: string[] = [];
  for (const f of run.files) {
    for (const x of f.findings) {
      if (!RULES.includes(x.rule)) continue;
      // The hosting area's redirects are its own (sitemap-hosting.xml).
      if (x.rule === 'page-redirect' && f.path !== 'sitemap-pages.xml') continue;
      // The other areas' pages (and the home page, which no area's sitemap lists) are theirs.
      if (x.rule === 'page-unlisted' && !x.message.includes('"pages/')) continue;
      out.push(x.line === undefined ? `${x.rule} ${f.path}` : `${x.rule} ${f.path}:${x.line}:${x.column}`);
    }
  }
  return out.sort();
}

function message(run: RunResult, rule: string): string {
  const all = run.files.flatMap((f) => f.findings.filter((x) => x.rule === rule && (rule !== 'page-unlisted' || x.message.includes('"pages/'))));
  expect(all).toHaveLength(1);
  return all[0]!.message;
}

describe("the crawler's-view site: pages", async () => {
  const faulty = await crawl('faulty');
  const clean = await crawl('clean');

  it('finds each planted fault once, at the loc', () => {
    expect(places(faulty)).toEqual([
      'page-canonical-other sitemap-pages.xml:6:13',
      'page-error sitemap-pages.xml:9:13',
      'page-noindex sitemap-pages.xml:4:13',
      'page-redirect sitemap-pages.xml:8:13',
      'page-unlisted sitemap_index.xml',
    ]);
  });

  it('words each finding for the site owner, with the fix and Search Console’s name for it', () => {
    expect(message(faulty, 'page-noindex')).toBe(
      `The loc "https://www.example.org/pages/draft/" is a page that asks not to be indexed: "pages/draft/index.html" has <meta name="robots" content="NOINDEX, follow"> (Search Console "Submitted URL marked 'noindex'"). Remove the entry, or remove noindex if the page should be found.`,
    );
    expect(message(faulty, 'page-canonical-other')).toContain(`has <link rel="canonical" href="../">, which is "https://www.example.org/pages/shoes/" (Search Console "Alternate page with proper canonical tag")`);
    // Hugo's alias page is noindex and names its target as canonical too: one fault, the redirect.
    expect(message(faulty, 'page-redirect')).toContain(`content="0; url=https://www.example.org/pages/new-post/">, to "https://www.example.org/pages/new-post/" (Search Console "Page with redirect"`);
    // Not the root's 404.html (this area's folder holds it): an error page by its title.
    expect(message(faulty, 'page-error')).toContain(`says it is an error page: its title is "Page not found" ("pages/404.html")`);
    expect(message(faulty, 'page-unlisted')).toMatch(/^The page "pages\/guide\/index.html" \("https:\/\/www.example.org\/pages\/guide\/"\) is in site-dir, but no sitemap of this run lists it/);
  });

  it('the clean twin passes: a canonical link spelt otherwise, a meta in <body>, unlisted pages kept out of the index', () => {
    expect(places(clean)).toEqual([]);
    expect(clean.files.find((f) => f.path === 'sitemap-pages.xml')!.findings).toEqual([]);
  });

  it('judges the heads only with check-pages, and the unlisted pages only with check-unlisted', async () => {
    expect(places(await crawl('faulty', { checkPages: false, checkUnlisted: false }))).toEqual([]);
    expect(places(await crawl('faulty', { checkUnlisted: false }))).not.toContain('page-unlisted sitemap_index.xml');
  });

  it('a shard does not judge the unlisted pages (it sees only its own sitemaps), and says so', async () => {
    const run = await checkWorkspace({ cwd: path.join(CRAWL, 'faulty'), patterns: ['robots.txt'], shard: { index: 1, count: 1 }, policy: { baseUrl: BASE, profile: 'google', checkUnlisted: true, now: NOW } });
    expect(run.files.flatMap((f) => f.findings).filter((x) => x.rule === 'page-unlisted')).toEqual([]);
    expect(run.notes).toContain('check-unlisted was not judged: a shard sees only its own sitemaps, so the pages the other shards list would be named. Run it without shard.');
  });

  it('reads the heads and the unlisted pages with page-missing and page-redirect off (the store keeps the locs\' text for them)', async () => {
    const run = await crawl('faulty', { rules: { 'page-missing': 'off', 'page-redirect': 'off' } });
    // With page-redirect off, Hugo's alias page is judged by the next rule that applies: it is noindex too.
    expect(places(run)).toEqual(['page-canonical-other sitemap-pages.xml:6:13', 'page-error sitemap-pages.xml:9:13', 'page-noindex sitemap-pages.xml:4:13', 'page-noindex sitemap-pages.xml:8:13', 'page-unlisted sitemap_index.xml']);
  });

  it('takes the severities of the profile', async () => {
    const severity = (run: RunResult, rule: string) => run.files.flatMap((f) => f.findings).find((x) => x.rule === rule)?.severity;
    expect(RULES.map((r) => severity(faulty, r))).toEqual(['error', 'warning', 'warning', 'error', 'notice']);
    const protocol = await crawl('faulty', { profile: 'protocol' });
    expect(RULES.map((r) => severity(protocol, r))).toEqual(['warning', undefined, undefined, 'warning', 'notice']);
  });
});
