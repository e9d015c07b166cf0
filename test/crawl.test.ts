/**
 * The whole crawler's-view fixture site (test/fixtures/crawl/, its README), end to end with every
 * crawler's-view check on: robots.txt rules, the pages' heads, the host's URL rules and redirect
 * files (hosting: netlify), check-unlisted, lastmod-uniform, and compare-to against the base
 * branch's build. The faulty build gives each planted fault exactly once, at its place; the clean
 * twin gives nothing at all.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkWorkspace, type RunResult } from '../src/index.js';
import { RUN_LIMITS } from '../src/core/site/site.js';

const CRAWL = path.resolve(__dirname, 'fixtures/crawl');
const NOW = new Date('2026-12-01T00:00:00Z');

function run(site: 'faulty' | 'clean'): Promise<RunResult> {
  return checkWorkspace({
    cwd: CRAWL,
    patterns: [`${site}/robots.txt`],
    policy: { profile: 'google', baseUrl: 'https://www.example.org/', siteDir: site, checkPages: true, checkUnlisted: true, hosting: 'netlify', now: NOW },
    compareTo: 'base',
    maxRemoved: 0,
  });
}

/** Every finding of a run as `path line:column rule`, sorted; a file-level finding has `-` for its place. */
function places(r: RunResult): string[] {
  return r.files
    .flatMap((f) => f.findings.map((x) => `${f.path} ${x.line === undefined ? '-' : `${x.line}:${x.column}`} ${x.rule}`))
    .sort();
}

describe("the crawler's-view fixture site", () => {
  it('gives each planted fault of the faulty build once, at its place, and nothing else', async () => {
    const r = await run('faulty');
    expect(places(r)).toEqual([
      'faulty/robots/sitemap-archive.xml - robots-blocks-sitemap',
      'faulty/sitemap-hosting.xml - urls-removed',
      'faulty/sitemap-hosting.xml 4:13 page-redirect',
      'faulty/sitemap-hosting.xml 5:13 page-redirect',
      'faulty/sitemap-lastmod.xml 4:68 lastmod-uniform',
      'faulty/sitemap-pages.xml 4:13 page-noindex',
      'faulty/sitemap-pages.xml 6:13 page-canonical-other',
      'faulty/sitemap-pages.xml 8:13 page-redirect',
      'faulty/sitemap-pages.xml 9:13 page-error',
      'faulty/sitemap-robots.xml 4:13 robots-blocked',
      'faulty/sitemap_index.xml - page-unlisted',
    ]);
    const messages = r.files.flatMap((f) => f.findings.map((x) => x.message));
    // The robots and redirect findings name the rule's file and line.
    expect(messages).toContainEqual(expect.stringContaining('robots.txt line 3 "Disallow: /robots/drafts/"'));
    expect(messages).toContainEqual(expect.stringContaining('robots.txt line 5 "Disallow: /robots/*.xml"'));
    expect(messages).toContainEqual(expect.stringContaining('on line 2 of "faulty/_redirects"'));
    expect(messages).toContainEqual(expect.stringContaining('"faulty/pages/guide/index.html"'));
    expect(messages).toContainEqual(expect.stringContaining('"https://www.example.org/lastmod/archive/"'));
    // What the faulty build lists otherwise than the base build: the slash the host adds, the page
    // left unlisted, and the URL both twins dropped.
    expect(r.comparison?.removed.first.map((u) => u.url)).toEqual([
      'https://www.example.org/hosting/folder/',
      'https://www.example.org/lastmod/archive/',
      'https://www.example.org/pages/guide/',
    ]);
    expect(r.passed).toBe(false);
  });

  it('gives nothing for the clean twin, which lists every page the base build lists but one', async () => {
    const r = await run('clean');
    expect(places(r)).toEqual(['clean/sitemap-lastmod.xml - urls-removed']);
    expect(r.comparison?.removed.first.map((u) => u.url)).toEqual(['https://www.example.org/lastmod/archive/']);
    expect(r.comparison?.added.count).toBe(0);
    expect(r.passed).toBe(false);
  });
});

describe('check-unlisted beside compare-to', () => {
  it('does not walk the compared build when it sits inside site-dir', async () => {
    // site-dir: . with the base branch checked out into base/ inside it, as the README recipe
    // does when the site is built at the root of the checkout.
    const ws = mkdtempSync(path.join(os.tmpdir(), 'crawl-'));
    try {
      cpSync(path.join(CRAWL, 'clean'), ws, { recursive: true });
      cpSync(path.join(CRAWL, 'base'), path.join(ws, 'base'), { recursive: true });
      const options = {
        cwd: ws,
        patterns: ['robots.txt'],
        policy: { profile: 'google' as const, baseUrl: 'https://www.example.org/', checkPages: true, checkUnlisted: true, hosting: 'netlify' as const, now: NOW },
      };
      const alone = await checkWorkspace(options);
      // Without compare-to, base/ is a folder of this build, and its pages are unlisted ones.
      expect(alone.files.flatMap((f) => f.findings.filter((x) => x.rule === 'page-unlisted')).length).toBeGreaterThan(0);
      const compared = await checkWorkspace({ ...options, compareTo: 'base', maxRemoved: 1 });
      expect(places(compared)).toEqual([]);
      expect(compared.comparison?.removed.first.map((u) => u.url)).toEqual(['https://www.example.org/lastmod/archive/']);
    } finally {
      rmSync(ws, { recursive: true, force: true });
    }
  });
});

describe('the crawl site past the bytes the checks across files keep', () => {
  const saved = { ...RUN_LIMITS };
  afterEach(() => Object.assign(RUN_LIMITS, saved));

  it('names every page check it did not make, and says a shard does not judge check-unlisted', async () => {
    RUN_LIMITS.locs = 100;
    const r = await checkWorkspace({
      cwd: CRAWL,
      patterns: ['faulty/robots.txt'],
      policy: { profile: 'google', baseUrl: 'https://www.example.org/', siteDir: 'faulty', checkPages: true, checkUnlisted: true, hosting: 'netlify', now: NOW },
    });
    expect(r.notes.filter((n) => n.startsWith('The run lists more URLs'))).toEqual([
      'The run lists more URLs than the checks across files keep (100 bytes for the URLs and where each is listed): loc-duplicate-across-files, hreflang-return-link and the checks of the pages the locs map to (page-missing, page-redirect, page-noindex, page-canonical-other, page-error) were not made for this run; every file was judged on its own. Split the run with shard (a shard does not judge check-unlisted).',
    ]);
    // What each file says on its own is still said: robots.txt rules, lastmod.
    const rules = new Set(r.files.flatMap((f) => f.findings.map((x) => x.rule)));
    expect([...rules].filter((x) => x.startsWith('page-'))).toEqual([]);
    expect(rules).toContain('robots-blocked');
    expect(rules).toContain('lastmod-uniform');
  });
});
