/**
 * The page checks of check-pages on small built sites, as a site owner meets them: what counts as
 * the site's error page (page-error), what a finding sends the owner to when the host would
 * redirect that URL too (page-canonical-other, page-redirect), which fault a page with several is
 * reported as when the profile turns the first off, and the files page-missing names as looked for.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWorkspace, type PolicyInput, type RunResult } from '../src/index.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-heads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const BASE = 'https://www.example.org/';
let sites = 0;

/** A built site in its own folder: `public/<path>` for each file, a sitemap listing `locs`. */
function site(locs: string[], pages: Record<string, string>): string {
  const dir = path.join(root, `s${sites++}`);
  const files: Record<string, string> = {
    ...pages,
    'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((l) => `<url><loc>${BASE}${l}</loc></url>`).join('\n')}\n</urlset>\n`,
  };
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(dir, 'public', rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return dir;
}

const head = (inside: string) => `<!DOCTYPE html><html><head>${inside}</head><body><p>content</p></body></html>`;

function run(dir: string, policy: PolicyInput = {}): Promise<RunResult> {
  return checkWorkspace({ cwd: dir, patterns: ['public/sitemap.xml'], policy: { baseUrl: BASE, siteDir: 'public', profile: 'google', checkPages: true, ...policy } });
}

/** `rule line: message` of every finding of a page rule. */
function pageFindings(r: RunResult): string[] {
  return r.files.flatMap((f) => f.findings.filter((x) => x.rule.startsWith('page-')).map((x) => `${x.rule} ${x.line}: ${x.message}`));
}

describe('page-error: the error page generators write, and titles that say only "not found"', () => {
  it('a paginator page, a numbered post and posts about 404s are pages, not error pages', async () => {
    const dir = site(['page/404/', 'p/404/', 'blog/fixing-404/', 'guide/', 'blog/404.html'], {
      'page/404/index.html': head('<title>Archive, page 404</title>'),
      'p/404/index.html': head('<title>p404</title>'),
      'blog/fixing-404/index.html': head('<title>How we cut our 404s: Fixing 404</title>'),
      'guide/index.html': head('<title>Page Not Found Errors: a guide</title>'),
      'blog/404.html': head('<title>Post 404</title>'),
    });
    expect(pageFindings(await run(dir))).toEqual([]);
  });

  it('404.html and 404/index.html at the root of site-dir, and a not-found title anywhere, are', async () => {
    const dir = site(['404.html', '404/', 'gone/', 'fr/oops/'], {
      '404.html': head('<title>Oops</title>'),
      '404/index.html': head('<title>Lost?</title>'),
      'gone/index.html': head('<title>Page not found | Example</title>'),
      'fr/oops/index.html': head('<title>Page introuvable - Exemple</title>'),
    });
    const found = pageFindings(await run(dir));
    expect(found.map((f) => f.slice(0, f.indexOf(':')))).toEqual(['page-error 3', 'page-error 4', 'page-error 5', 'page-error 6']);
    expect(found[0]).toContain(`is the site's error page ("public/404.html")`);
    expect(found[2]).toContain(`its title is "Page not found | Example"`);
  });

  it('on Cloudflare Pages, which serves the closest 404.html up the tree, a nested 404.html is an error page', async () => {
    const dir = site(['blog/404'], { 'blog/404.html': head('<title>Post 404</title>') });
    expect(pageFindings(await run(dir))).toEqual([]);
    expect(pageFindings(await run(dir, { hosting: 'cloudflare-pages' }))).toEqual([
      expect.stringMatching(/^page-error 3: The loc "https:\/\/www.example.org\/blog\/404" is the site's error page \("public\/blog\/404.html"\)/),
    ]);
  });
});

describe('the URL a finding sends the owner to is one the host serves', () => {
  it('Netlify: a canonical without the trailing slash that Netlify 301s back to the loc: fix the canonical link, not the sitemap', async () => {
    const dir = site(['posts/hello/'], { 'posts/hello/index.html': head('<link rel="canonical" href="https://www.example.org/posts/hello">') });
    const [finding, ...rest] = pageFindings(await run(dir, { hosting: 'netlify' }));
    expect(rest).toEqual([]);
    expect(finding).toBe(
      'page-canonical-other 3: The loc "https://www.example.org/posts/hello/" is not its page\'s canonical URL: "public/posts/hello/index.html" has <link rel="canonical" href="https://www.example.org/posts/hello">, which is "https://www.example.org/posts/hello" (Search Console "Alternate page with proper canonical tag"). But that URL is itself redirected (301) to "https://www.example.org/posts/hello/": Netlify serves posts/hello/index.html only at the URL with a trailing slash and redirects this one there (hosting: netlify). The canonical link is what needs fixing: point it at this loc, the URL the host serves the page at; the sitemap is right.',
    );
    // Without a host that redirects, the canonical URL serves the page: the old advice stands.
    expect(pageFindings(await run(dir))[0]).toContain('List "https://www.example.org/posts/hello" instead, or fix the canonical link.');
  });

  it('Netlify: the loc without the slash is a host redirect (page-redirect), and its canonical is no second finding', async () => {
    const dir = site(['posts/hello'], { 'posts/hello/index.html': head('<link rel="canonical" href="https://www.example.org/posts/hello">') });
    const found = pageFindings(await run(dir, { hosting: 'netlify' }));
    expect(found).toEqual([expect.stringMatching(/^page-redirect 3: The loc "https:\/\/www.example.org\/posts\/hello" is redirected \(301\) to https:\/\/www.example.org\/posts\/hello\//)]);
  });

  it('a canonical URL that a _redirects rule sends elsewhere, or that no file serves, names that', async () => {
    const dir = site(['a/', 'b/'], {
      'a/index.html': head('<link rel="canonical" href="/old/a/">'),
      'b/index.html': head('<link rel="canonical" href="/nowhere/">'),
      'old/a/index.html': head('<title>old</title>'),
      _redirects: '/old/*  /a/  301!\n',
    });
    const found = pageFindings(await run(dir, { hosting: 'netlify' }));
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('But that URL is itself redirected (301) to "/a/": the rule "/old/*" on line 1 of "public/_redirects" redirects it. The canonical link is what needs fixing');
    expect(found[1]).toContain('But that URL maps to no file in site-dir (looked for public/nowhere.html, public/nowhere/index.html): the canonical link is what needs fixing');
  });

  it('a refresh whose target the host redirects again: list where it ends', async () => {
    const dir = site(['old/'], { 'old/index.html': head('<meta http-equiv="refresh" content="0; url=/new">'), 'new/index.html': head('<title>New</title>') });
    const [finding] = pageFindings(await run(dir, { hosting: 'github-pages' }));
    expect(finding).toContain('to "https://www.example.org/new" (Search Console "Page with redirect"; the redirect\'s target is indexed instead). That URL is itself redirected (301) to "https://www.example.org/new/"');
    expect(finding).toMatch(/List "https:\/\/www.example.org\/new\/" instead of this URL\.$/);
  });
});

describe('a page with several faults is reported once, as the first whose rule is on', () => {
  // Hugo's alias page: an instant refresh, noindex, and its target as canonical.
  const alias = head('<title>https://www.example.org/posts/hello/</title><link rel="canonical" href="https://www.example.org/posts/hello/"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=https://www.example.org/posts/hello/">');

  it('google: page-redirect; protocol (page-redirect off): page-noindex, with the redirect named and its fix', async () => {
    const dir = site(['old-post/'], { 'old-post/index.html': alias, 'posts/hello/index.html': head('<title>Hello</title>') });
    expect(pageFindings(await run(dir)).map((f) => f.slice(0, f.indexOf(':')))).toEqual(['page-redirect 3']);
    const [finding, ...rest] = pageFindings(await run(dir, { profile: 'protocol' }));
    expect(rest).toEqual([]);
    expect(finding).toBe(
      'page-noindex 3: The loc "https://www.example.org/old-post/" is a page that asks not to be indexed: "public/old-post/index.html" has <meta name="robots" content="noindex"> (Search Console "Submitted URL marked \'noindex\'"). It is a page that only redirects, though (<meta http-equiv="refresh"> to "https://www.example.org/posts/hello/"; page-redirect is off): list "https://www.example.org/posts/hello/" instead of this URL.',
    );
  });

  it('the error page with noindex and page-error off: page-noindex, saying it is the error page', async () => {
    const dir = site(['404.html'], { '404.html': head('<meta name="robots" content="noindex"><title>Page not found</title>') });
    const [finding] = pageFindings(await run(dir, { rules: { 'page-error': 'off' } }));
    expect(finding).toMatch(/^page-noindex 3: .*It is the site's error page, though \(page-error is off\): remove the entry/);
  });
});

describe('page-missing names the files looked for', () => {
  it('a loc ending in .html is looked for as that file and as a folder, never as .html.html', async () => {
    const dir = site(['leak.html', 'docs/guide'], { 'index.html': head('<title>Home</title>') });
    const found = pageFindings(await run(dir));
    expect(found).toEqual([
      'page-missing 3: The loc "https://www.example.org/leak.html" maps to no file in site-dir (looked for public/leak.html, public/leak.html/index.html); the build did not produce this page. Fix the URL or the build.',
      'page-missing 4: The loc "https://www.example.org/docs/guide" maps to no file in site-dir (looked for public/docs/guide, public/docs/guide.html, public/docs/guide/index.html); the build did not produce this page. Fix the URL or the build.',
    ]);
  });
});
