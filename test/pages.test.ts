/**
 * The head reader of the page checks (src/core/site/pages.ts) on hostile HTML: what a browser's parser
 * would take as the head, and nothing after it, read within its byte bound.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBaseUrl, type BaseUrl } from '../src/core/site/site-url.js';
import { pageUrl, unlistedMessages, unlistedPages } from '../src/core/site/site-pages.js';
import { baseOf, canonicalElsewhere, errorPageByName, errorTitle, HEAD_BYTES, headOfText, noindexOf, normalisedUrl, parseRefresh, readHead, redirectOf } from '../src/core/site/pages.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sitemap-contract-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
function page(bytes: string | Uint8Array): string {
  const file = path.join(dir, `p${n++}.html`);
  writeFileSync(file, bytes);
  return file;
}

const NOINDEX = '<meta name="robots" content="noindex">';

describe('the head of a page', () => {
  it('reads robots metas, canonical links, refreshes and the title, in any case of tags and attributes', () => {
    const facts = headOfText(`<!DOCTYPE HTML><HTML><HEAD><TITLE>Home &amp; away</TITLE><META NAME="GoogleBot" CONTENT="NoIndex"><LINK REL="Alternate Canonical" HREF="/a"><Meta HTTP-EQUIV="Refresh" content="0;url=/b"></HEAD><BODY>`);
    expect(facts).toEqual({ robots: [{ name: 'googlebot', content: 'NoIndex' }], canonicals: ['/a'], refreshes: ['0;url=/b'], title: 'Home & away', ended: true });
    expect(noindexOf(facts)).toEqual({ name: 'googlebot', content: 'NoIndex' });
  });

  it('ends at <body>, at </head>, or where page content starts without either: a meta after it does not count', () => {
    expect(headOfText(`<head></head><body>${NOINDEX}`).robots).toEqual([]);
    expect(headOfText(`<head><title>t</title></head>${NOINDEX}`).robots).toEqual([]);
    // No </head>, no <body>: a <p> or text of the page starts the body, as in a browser.
    expect(headOfText(`<html><meta charset=utf-8><p>Hello</p>${NOINDEX}`).robots).toEqual([]);
    expect(headOfText(`<title>t</title>Hello ${NOINDEX}`).robots).toEqual([]);
    // Jekyll's redirect page has no <head> tag: its metas before the <h1> are the head.
    const jekyll = headOfText(`<!DOCTYPE html><html lang="en-US"><meta charset="utf-8"><title>Redirecting…</title><link rel="canonical" href="https://www.example.org/new/"><script>location="https://www.example.org/new/"</script><meta http-equiv="refresh" content="0; url=https://www.example.org/new/">${NOINDEX}<h1>Redirecting…</h1>${NOINDEX}`);
    expect(jekyll.robots).toHaveLength(1);
    expect(redirectOf(jekyll, 'https://www.example.org/old/')).toEqual({ content: '0; url=https://www.example.org/new/', target: 'https://www.example.org/new/' });
  });

  it('does not end at text inside script, style or title, nor at white space', () => {
    const facts = headOfText(`<head>\n  <script>if (a < b) document.write("<body>")</script><style>body{}</style><title> Page\n not   found </title>\n${NOINDEX}</head>`);
    expect(facts.robots).toHaveLength(1);
    expect(facts.title).toBe('Page not found');
  });

  it('reads a <noscript> of the head as a browser with scripting on does (as text): its metas and links do not count, nor does it end the head', () => {
    const facts = headOfText(`<head><noscript>${NOINDEX}<link rel="canonical" href="/x"><meta http-equiv="refresh" content="0; url=/nojs/"><img src="pixel.gif"></noscript><title>Shop</title><link rel="canonical" href="/shop/"></head>`);
    expect([facts.robots, facts.canonicals, facts.refreshes, facts.title, facts.ended]).toEqual([[], ['/shop/'], [], 'Shop', true]);
    // Outside the noscript, the same meta counts.
    expect(headOfText(`<head><noscript><style>p{}</style></noscript>${NOINDEX}</head>`).robots).toHaveLength(1);
  });

  it('leaves the inert content of a <template> in the head out: its metas and links do not count, nor does it end the head', () => {
    const facts = headOfText(`<head><template><div>${NOINDEX}<link rel="canonical" href="/x"></div></template><title>Shop</title><link rel="canonical" href="/shop/"></head>`);
    expect([facts.robots, facts.canonicals, facts.title, facts.ended]).toEqual([[], ['/shop/'], 'Shop', true]);
    expect(headOfText(`<head><template></template>${NOINDEX}</head>`).robots).toHaveLength(1);
  });

  it('takes a comment as a browser does: an unclosed one hides the rest of the page', () => {
    expect(headOfText(`<head><!-- ${NOINDEX} --></head>`).robots).toEqual([]);
    expect(headOfText(`<head>${NOINDEX}<!-- never closed <link rel=canonical href=/x>`).robots).toHaveLength(1);
    const hidden = headOfText(`<head><!-- never closed ${NOINDEX}<link rel=canonical href=/x></head>`);
    expect([hidden.robots, hidden.canonicals]).toEqual([[], []]);
  });

  it('reads a page with a UTF-8 or UTF-16 byte order mark', () => {
    const bom = readHead(page(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`<!doctype html><head>${NOINDEX}</head>`)])));
    expect(bom?.robots).toHaveLength(1);
    const utf16 = readHead(page(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`<head><title>Café</title>${NOINDEX}</head>`, 'utf16le')])));
    expect([utf16?.title, utf16?.robots.length]).toEqual(['Café', 1]);
  });

  it('reads at most HEAD_BYTES of a page: a huge attribute before the robots meta hides it, and nothing hangs', () => {
    const huge = `<head><meta name="description" content="${'x'.repeat(200_000)}">${NOINDEX}</head>`;
    const facts = readHead(page(huge));
    expect(facts).toEqual({ robots: [], canonicals: [], refreshes: [], ended: false });
    // Within the bound, a long attribute is read whole.
    expect(readHead(page(`<head><meta name="description" content="${'x'.repeat(HEAD_BYTES / 2)}">${NOINDEX}</head>`))?.robots).toHaveLength(1);
    // A head cut in the middle of a character or tag is no error.
    expect(readHead(page(`<head><title>é${'é'.repeat(HEAD_BYTES)}`))?.ended).toBe(false);
  });

  it('a file that cannot be read is undefined, not an error', () => {
    expect(readHead(path.join(dir, 'none.html'))).toBeUndefined();
    expect(readHead(dir)).toBeUndefined();
  });
});

describe('what the head says', () => {
  it('noindex: the tokens noindex and none, in any case, among others', () => {
    const robots = (content: string) => noindexOf(headOfText(`<meta name=robots content="${content}">`)) !== undefined;
    expect(['noindex', 'NOINDEX, follow', ' index , none ', 'max-snippet:0,noindex'].map(robots)).toEqual([true, true, true, true]);
    expect(['index, follow', 'nofollow', 'noimageindex', 'noindexing', ''].map(robots)).toEqual([false, false, false, false, false]);
    expect(noindexOf(headOfText('<meta name="googlebot-news" content="noindex">'))).toBeUndefined();
  });

  it('normalises URLs as RFC 3986 section 6.2.2 does', () => {
    expect(normalisedUrl('HTTPS://WWW.Example.ORG:443/a/./b/../c/%7euser/%2f?q=%3d#top')).toBe('https://www.example.org/a/c/~user/%2F?q=%3D');
    expect(normalisedUrl('../x', 'https://www.example.org/a/b/')).toBe('https://www.example.org/a/x');
    expect(normalisedUrl('http://www.example.org:80')).toBe('http://www.example.org/');
    expect([normalisedUrl('javascript:alert(1)'), normalisedUrl('mailto:a@example.org'), normalisedUrl('http://')]).toEqual([undefined, undefined, undefined]);
  });

  it('canonical: another URL than the loc after normalising, one or several that agree', () => {
    const head = (...hrefs: string[]) => headOfText(hrefs.map((h) => `<link rel="canonical" href="${h}">`).join(''));
    const loc = 'https://www.example.org/shoes/';
    expect(canonicalElsewhere(head('HTTPS://www.example.org:443/shoes/./#x'), loc)).toBeUndefined();
    expect(canonicalElsewhere(head('/shoes/%7e/..'), loc)).toBeUndefined();
    expect(canonicalElsewhere(head('/shoes'), loc)).toEqual({ href: '/shoes', resolved: 'https://www.example.org/shoes' });
    expect(canonicalElsewhere(head('/a/', 'https://www.example.org/a/'), loc)?.resolved).toBe('https://www.example.org/a/');
    // Links that disagree are ignored (as Google ignores them), and so is a link that is no http(s) URL.
    expect(canonicalElsewhere(head('/a/', '/b/'), loc)).toBeUndefined();
    expect(canonicalElsewhere(head('javascript:void(0)'), loc)).toBeUndefined();
  });

  it('refresh: parsed as browsers do; only an instant one to another URL is a redirect', () => {
    expect(parseRefresh('0; url=/new/')).toEqual({ delay: 0, url: '/new/' });
    expect(parseRefresh(" 0 ;URL = '/new/' ")).toEqual({ delay: 0, url: '/new/' });
    expect(parseRefresh('0,/new/')).toEqual({ delay: 0, url: '/new/' });
    expect(parseRefresh('5; url=/new/')).toEqual({ delay: 5, url: '/new/' });
    expect(parseRefresh('0.5; url=/new/')).toEqual({ delay: 0, url: '/new/' });
    expect([parseRefresh('30'), parseRefresh('soon; url=/x')]).toEqual([{ delay: 30 }, undefined]);
    const loc = 'https://www.example.org/old/';
    const refresh = (content: string) => redirectOf(headOfText(`<meta http-equiv="refresh" content="${content}">`), loc)?.target;
    expect([refresh('0; url=/new/'), refresh('5; url=/new/'), refresh('0; url=/old/#top'), refresh('0')]).toEqual(['https://www.example.org/new/', undefined, undefined, undefined]);
  });

  it('base: relative canonical and refresh URLs resolve against the first <base href> of the head, itself resolved against the loc', () => {
    const loc = 'https://www.example.org/c7/';
    // The canonical ./ is /c7/sub/, not the loc: another URL.
    const based = headOfText('<base href="/c7/sub/"><link rel="canonical" href="./"><meta http-equiv="refresh" content="0; url=next/">');
    expect(based.base).toBe('/c7/sub/');
    expect(canonicalElsewhere(based, loc)).toEqual({ href: './', resolved: 'https://www.example.org/c7/sub/' });
    expect(redirectOf(based, loc)?.target).toBe('https://www.example.org/c7/sub/next/');
    // A base that makes the canonical the loc itself: nothing to report.
    expect(canonicalElsewhere(headOfText('<base href="https://www.example.org/c7/x/"><link rel="canonical" href="../">'), loc)).toBeUndefined();
    // Only the first base with an href counts; one in <noscript> or after the head does not.
    expect(baseOf(headOfText('<base target="_top"><base href="/a/"><base href="/b/">'), loc)).toBe('https://www.example.org/a/');
    expect(baseOf(headOfText('<noscript><base href="/a/"></noscript>'), loc)).toBe(loc);
    expect(baseOf(headOfText('<title>x</title></head><body><base href="/a/">'), loc)).toBe(loc);
    // A base that is no URL falls back to the loc, as in a browser.
    expect(baseOf(headOfText('<base href="http://[bad">'), loc)).toBe(loc);
    expect(canonicalElsewhere(headOfText('<base href="http://[bad"><link rel="canonical" href="./">'), loc)).toBeUndefined();
  });

  it('error titles: only a not-found message, alone or beside the site name, in a few languages', () => {
    const yes = [
      '404', '404 Not Found', 'Page not found', 'Page not found | Site name', '404 - Site name', 'Error 404', 'Example | 404', 'HTTP 404 Not Found', 'File not found',
      // What generators and hosts write: Next.js, Gatsby, GitHub Pages, Vercel, MkDocs, Docusaurus.
      '404: This page could not be found.', '404: Not Found', 'Page not found · GitHub Pages', '404: NOT_FOUND', '404 - Not found', 'Page Not Found | My Docs',
      'Oops! Page not found.', "This page doesn't exist | Blog", '404 Page not found',
      'Seite nicht gefunden – Blog', 'Page introuvable | Site', 'Página no encontrada', 'ページが見つかりません | サイト', 'Fehler 404',
    ];
    const no = [
      'Archive, page 404', 'How we cut our 404s: Fixing 404', 'Page Not Found Errors: a guide', 'Fixing 404', 'Top 404 pages of 2024', 'Error 4040 codes explained',
      'Fixing 404 errors in Hugo', 'Lost and found', 'Top 4040 tips', 'Found it', '404.5 km', 'p404', 'The 404 club', 'A post about 404 pages | Blog', '', undefined,
    ];
    expect(yes.filter((t) => !errorTitle(t))).toEqual([]);
    expect(no.filter((t) => errorTitle(t))).toEqual([]);
  });

  it('error pages by name: 404.html or 404/index.html at the root of site-dir, not a folder named 404 deeper down', () => {
    expect([['404.html'], ['404.HTM'], ['404', 'index.html']].map((s) => errorPageByName(s))).toEqual([true, true, true]);
    // A Hugo paginator's page 404, a numbered post, a post named 404.html in a folder.
    expect([['page', '404', 'index.html'], ['p', '404', 'index.html'], ['blog', '404.html'], ['404', 'a.html'], ['x404.html']].map((s) => errorPageByName(s))).toEqual([false, false, false, false, false]);
    // Cloudflare Pages serves the closest 404.html up the tree: nested ones count there.
    expect([errorPageByName(['blog', '404.html'], true), errorPageByName(['page', '404', 'index.html'], true)]).toEqual([true, false]);
  });
});

describe('the pages no sitemap lists', () => {
  const base = parseBaseUrl('https://www.example.org/') as BaseUrl;
  const root = path.join(dir, 'site');
  const put = (rel: string, head: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), `<!doctype html><head>${head}</head><body>`);
  };
  for (let i = 0; i < 23; i++) put(`docs/p${String(i).padStart(2, '0')}.html`, '<title>p</title>');
  put('index.html', '<title>Home</title>');
  put('404.html', '<title>Oops</title>');
  put('fr/404.html', '<title>Oops</title>');
  put('page/404/index.html', '<title>Archive, page 404</title>');
  put('gone/index.html', '<title>404 Not Found</title>');
  put('draft/index.html', NOINDEX);
  put('copy/index.html', '<link rel="canonical" href="/">');
  put('alias/index.html', '<meta http-equiv="refresh" content="0; url=/">');
  put('admin/index.html', '<title>Admin</title>');
  put('node_modules/x/index.html', '<title>x</title>');
  put('notes.txt', '');

  it('every HTML page no loc maps to, by path, leaving out error, noindex, canonical-elsewhere, redirect and blocked pages', () => {
    const listed = new Set([path.join(root, 'index.html')]);
    const blocked = (url: string) => url.startsWith('https://www.example.org/admin/');
    const found = unlistedPages(base, root, dir, listed, blocked);
    expect(found.cut).toBe(false);
    // A Hugo paginator's page/404/ is a page like any other; fr/404.html (a language's error page) is not.
    expect(found.pages.map((p) => p.url)).toEqual([...Array.from({ length: 23 }, (_, i) => `https://www.example.org/docs/p${String(i).padStart(2, '0')}.html`), 'https://www.example.org/page/404/']);
    expect(found.pages[0]!.path).toBe('site/docs/p00.html');
    // Without the robots.txt rules, nothing is blocked.
    expect(unlistedPages(base, root, dir, listed).pages.map((p) => p.url)).toContain('https://www.example.org/admin/');
    const messages = unlistedMessages(found.pages);
    expect(messages).toHaveLength(21);
    expect(messages[20]).toBe('4 more pages in site-dir are listed by no sitemap of this run (the first 20 are named above; the next is "site/docs/p20.html"). List them in a sitemap, or mark those that should not be found noindex.');
  });

  it('names a folder page by its folder URL', () => {
    expect([pageUrl(base, ['index.html']), pageUrl(base, ['a', 'INDEX.HTM']), pageUrl(base, ['a b', 'c.html'])]).toEqual(['https://www.example.org/', 'https://www.example.org/a/', 'https://www.example.org/a%20b/c.html']);
  });
});
