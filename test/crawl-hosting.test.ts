/**
 * The host's URL behaviour (`hosting`) on the crawler's-view fixture site (test/fixtures/crawl),
 * each host's trailing-slash and `.html` resolution, and the readers of its redirect files with
 * hostile input.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWorkspace } from '../src/core/run/run.js';
import { resolvePolicy } from '../src/core/policy/policy.js';
import { resolvePage, type HostSettings, type PageOutcome } from '../src/core/site/hosting.js';
import { matches, MAX_LINE, MAX_RULES, parseNetlifyToml, parseRedirects, parseVercelJson, RedirectTable } from '../src/core/site/redirect-files.js';
import type { Hosting } from '../src/core/site/hosting.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'crawl');
const BASE = 'https://www.example.org/';

async function crawl(build: 'faulty' | 'clean', hosting: Hosting) {
  const run = await checkWorkspace({ cwd: ROOT, patterns: [`${build}/robots.txt`], policy: { baseUrl: BASE, siteDir: build, checkPages: true, profile: 'google', hosting } });
  const file = run.files.find((f) => f.path === `${build}/sitemap-hosting.xml`);
  expect(file, 'sitemap-hosting.xml is reached through robots.txt and the index').toBeDefined();
  return { run, findings: file!.findings };
}

describe('hosting on the fixture site', () => {
  it('netlify: the trailing-slash redirect and the _redirects rule, each once at its loc', async () => {
    const { findings } = await crawl('faulty', 'netlify');
    expect(findings.map((f) => [f.rule, f.line, f.column])).toEqual([
      ['page-redirect', 4, 13],
      ['page-redirect', 5, 13],
    ]);
    expect(findings[0]!.message).toContain('redirected (301) to https://www.example.org/hosting/folder/');
    expect(findings[0]!.message).toContain('hosting: netlify');
    expect(findings[1]!.message).toContain('by the rule "/hosting/old-page" on line 2 of "faulty/_redirects"');
    expect(findings[1]!.message).toContain('"/hosting/new-page/"');
  });

  it('cloudflare-pages reads _redirects too (308 for its own redirect)', async () => {
    const { findings } = await crawl('faulty', 'cloudflare-pages');
    expect(findings.map((f) => [f.rule, f.line])).toEqual([
      ['page-redirect', 4],
      ['page-redirect', 5],
    ]);
    expect(findings[0]!.message).toContain('(308)');
    expect(findings[1]!.message).toContain('line 2 of "faulty/_redirects"');
  });

  it('github-pages reads no _redirects: the redirected loc is a missing page there', async () => {
    const { findings } = await crawl('faulty', 'github-pages');
    expect(findings.map((f) => [f.rule, f.line])).toEqual([
      ['page-redirect', 4],
      ['page-missing', 5],
    ]);
  });

  it('static assumes no redirect', async () => {
    const { findings } = await crawl('faulty', 'static');
    expect(findings.map((f) => [f.rule, f.line])).toEqual([['page-missing', 5]]);
  });

  it('the clean twin passes on every host', async () => {
    for (const hosting of ['netlify', 'cloudflare-pages', 'github-pages', 'static', 'vercel'] as const) {
      const { run, findings } = await crawl('clean', hosting);
      expect(findings, hosting).toEqual([]);
      expect(run.notes.filter((n) => n.includes('_redirects')), hosting).toEqual([]);
    }
  });
});

/** The site of https://github.com/slorber/trailing-slash-guide: file.html, folder/index.html, both.html and both/index.html. */
const GUIDE = new Set(['file.html', 'folder/index.html', 'both.html', 'both/index.html', 'index.html']);
const lookup = async (s: readonly string[]): Promise<true | string> => (GUIDE.has(s.join('/')) ? true : s.join('/'));

async function answer(settings: HostSettings, url: string): Promise<string> {
  const directory = url.endsWith('/');
  const segments = url.split('/').filter((x) => x !== '');
  const o: PageOutcome = await resolvePage(settings, { segments, directory }, lookup);
  if (o.kind === 'page') return 'ok';
  if (o.kind === 'missing') return '404';
  return `-> /${o.to.segments.join('/')}${o.to.directory && o.to.segments.length > 0 ? '/' : ''}`;
}

const URLS = ['/file', '/file/', '/file.html', '/folder', '/folder/', '/folder/index.html', '/both', '/both/', '/both.html', '/both/index.html'];

describe('resolvePage: each host on the trailing-slash guide site', () => {
  const table = async (settings: HostSettings) => Promise.all(URLS.map((u) => answer(settings, u)));
  it('static serves every form', async () => {
    expect(await table({ hosting: 'static' })).toEqual(['ok', '404', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
  });
  it('github-pages', async () => {
    expect(await table({ hosting: 'github-pages' })).toEqual(['ok', '404', 'ok', '-> /folder/', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
  });
  it('netlify, and with pretty_urls = false', async () => {
    expect(await table({ hosting: 'netlify' })).toEqual(['ok', '-> /file', 'ok', '-> /folder/', 'ok', 'ok', 'ok', '-> /both', 'ok', 'ok']);
    expect(await table({ hosting: 'netlify', prettyUrls: false })).toEqual(await table({ hosting: 'static' }));
  });
  it('cloudflare-pages', async () => {
    expect(await table({ hosting: 'cloudflare-pages' })).toEqual(['ok', '-> /file', '-> /file', '-> /folder/', 'ok', '-> /folder/', 'ok', 'ok', '-> /both', '-> /both/']);
  });
  it('vercel, by cleanUrls and trailingSlash', async () => {
    expect(await table({ hosting: 'vercel' })).toEqual(['404', '404', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    expect(await table({ hosting: 'vercel', trailingSlash: false })).toEqual(['404', '404', 'ok', 'ok', '-> /folder', 'ok', 'ok', '-> /both', 'ok', 'ok']);
    expect(await table({ hosting: 'vercel', trailingSlash: true })).toEqual(['404', '404', 'ok', '-> /folder/', 'ok', 'ok', '-> /both/', 'ok', 'ok', 'ok']);
    expect(await table({ hosting: 'vercel', cleanUrls: true, trailingSlash: false })).toEqual(['ok', '-> /file', '-> /file', 'ok', '-> /folder', '-> /folder', 'ok', '-> /both', '-> /both', '-> /both']);
    expect(await table({ hosting: 'vercel', cleanUrls: true, trailingSlash: true })).toEqual(['-> /file/', 'ok', '-> /file/', '-> /folder/', 'ok', '-> /folder/', '-> /both/', 'ok', '-> /both/', '-> /both/']);
  });
  it('the root is index.html everywhere', async () => {
    for (const hosting of ['static', 'github-pages', 'netlify', 'vercel', 'cloudflare-pages'] as const) expect(await answer({ hosting }, '/'), hosting).toBe('ok');
  });
});

const at = (segments: string[], directory = false) => ({ segments, directory });

describe('_redirects', () => {
  it('reads Netlify rules: status, force, placeholders, splats, conditions, comments', () => {
    const r = parseRedirects(
      ['# comment', '', '/a /b', '/c   /d  302!', '/news/:year/* /blog/:year/:splat 301', '/store id=:id /shop/:id 301', '/fr/* /fr/index.html 200', '/x /y 302 Country=us', 'https://old.example.org/* https://www.example.org/:splat 301!', '/e /f # trailing comment'].join('\n'),
      '_redirects',
      'netlify',
    );
    expect(r.notes).toEqual([]);
    expect(r.unjudged).toBe(2);
    expect(r.rules.map((x) => [x.line, x.from, x.status, x.force, x.pattern !== undefined])).toEqual([
      [3, '/a', 301, false, true],
      [4, '/c', 302, true, true],
      [5, '/news/:year/*', 301, false, true],
      [6, '/store', 301, false, false],
      [7, '/fr/*', 200, false, true],
      [8, '/x', 302, false, false],
      [9, 'https://old.example.org/*', 301, true, true],
      [10, '/e', 301, false, true],
    ]);
    const t = new RedirectTable(r.rules);
    const host = 'www.example.org';
    expect(t.first(host, at(['a']), false)?.line).toBe(3);
    // Netlify matches with or without the trailing slash; a rule is shadowed by a file unless forced.
    expect(t.first(host, at(['a'], true), false)?.line).toBe(3);
    expect(t.first(host, at(['a']), true)).toBeUndefined();
    expect(t.first(host, at(['c']), true)?.line).toBe(4);
    expect(t.first(host, at(['news', '2024', 'x', 'y']), false)?.line).toBe(5);
    expect(t.first(host, at(['news']), false)).toBeUndefined();
    expect(t.first(host, at(['fr', 'a']), false)?.status).toBe(200);
    // Conditional rules are not judged.
    expect(t.first(host, at(['store']), false)).toBeUndefined();
    expect(t.first(host, at(['x']), false)).toBeUndefined();
    expect(t.first('old.example.org', at(['p']), true)?.line).toBe(9);
    // Case-sensitive.
    expect(t.first(host, at(['A']), false)).toBeUndefined();
  });

  it('reads Cloudflare rules: 302 by default, always applied, slash as written', () => {
    const r = parseRedirects('/a/ /b\n/c /d 308\n/e\n/f /g 301 extra\n/h/* /i\n', '_redirects', 'cloudflare');
    expect(r.rules.map((x) => [x.line, x.status])).toEqual([
      [1, 302],
      [2, 308],
      [5, 302],
    ]);
    expect(r.notes).toEqual([expect.stringContaining('lines 3, 4 are no redirect rule')]);
    const t = new RedirectTable(r.rules);
    expect(t.first('h', at(['a'], true), true)?.line).toBe(1);
    expect(t.first('h', at(['a'], false), true)).toBeUndefined();
    expect(t.first('h', at(['h'], true), true)?.line).toBe(5);
    expect(t.first('h', at(['h'], false), true)).toBeUndefined();
  });

  it('the first rule of a path wins, a shadowed one gives way to a later forced one', () => {
    const t = new RedirectTable(parseRedirects('/a /b 301\n/a /c 302!\n/a /d 308!\n', 'r', 'netlify').rules);
    expect(t.first('h', at(['a']), false)?.to).toBe('/b');
    expect(t.first('h', at(['a']), true)?.to).toBe('/c');
  });

  it('hostile input: binary, huge lines, many rules, odd patterns; never throws, stays bounded', () => {
    const binary = parseRedirects('\u0000\u0001\uFFFD garbage\n\r\n::: ***\n', 'r', 'netlify');
    expect(binary.rules).toEqual([]);
    expect(binary.notes[0]).toContain('lines 1, 3 are no redirect rule');
    const long = parseRedirects(`/a ${'x'.repeat(MAX_LINE + 1)}\n/b /c\n`, 'r', 'netlify');
    expect(long.rules.map((x) => x.line)).toEqual([2]);
    expect(long.notes[0]).toContain('line 1 is longer than');
    const many = parseRedirects('/a /b\n'.repeat(MAX_RULES + 5), 'r', 'cloudflare');
    expect(many.rules).toHaveLength(MAX_RULES);
    expect(many.notes[0]).toContain(`from line ${MAX_RULES + 1} on are not judged`);
    const odd = parseRedirects('/a-:b /c\n/x*y /z\n/%zz /q\n', 'r', 'netlify');
    expect(odd.rules.map((x) => x.pattern === undefined)).toEqual([true, true, false]);
    expect(odd.unjudged).toBe(2);
    expect(odd.rules[2]!.pattern!.segments).toEqual(['%zz']);
  });
});

describe('the rule index', () => {
  it('finds the first rule that applies, as trying every rule in order does, for many overlapping rules', () => {
    let seed = 2024;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
    const segs = ['a', 'b', 'c'];
    const host = 'www.example.org';
    for (const dialect of ['netlify', 'cloudflare'] as const) {
      const lines: string[] = [];
      for (let i = 0; i < 400; i++) {
        const n = Math.floor(next() * 4);
        const parts = Array.from({ length: n }, () => (next() < 0.3 ? ':p' : pick(segs)));
        if (next() < 0.4) parts.push('*');
        const from = `${dialect === 'netlify' && next() < 0.1 ? `https://${pick([host, 'old.example.org'])}` : ''}/${parts.join('/')}${next() < 0.3 ? '/' : ''}`;
        lines.push(`${from} /to/${i} ${pick(['301', '302', '301!'])}`);
      }
      const rules = parseRedirects(lines.join('\n'), '_redirects', dialect).rules;
      const table = new RedirectTable(rules);
      for (let i = 0; i < 400; i++) {
        const path = at(Array.from({ length: Math.floor(next() * 5) }, () => pick(segs)), next() < 0.5);
        const on = pick([host, 'old.example.org']);
        const served = next() < 0.5;
        const expected = rules.find((r) => (r.force || !served) && matches(r, on, path));
        expect(table.first(on, path, served), `${dialect} ${on} ${JSON.stringify(path)} ${served}`).toBe(expected);
      }
    }
  });
});

describe('netlify.toml', () => {
  it('reads [[redirects]] with their lines, and pretty_urls', () => {
    const text = ['[build]', 'publish = "public"', '[build.processing.html]', 'pretty_urls = false', '', '[[redirects]]', 'from = "/a"', 'to = "/b"', '', '[[redirects]]  # forced', 'from = "/c/*"', 'to = "/d/:splat"', 'status = 302', 'force = true', '[[redirects]]', 'from = "/e"', 'to = "/f"', 'conditions = {Country = ["us"]}'].join('\n');
    const r = parseNetlifyToml(text, 'netlify.toml');
    expect(r.prettyUrls).toBe(false);
    expect(r.rules.map((x) => [x.line, x.from, x.status, x.force, x.pattern !== undefined])).toEqual([
      [6, '/a', 301, false, true],
      [10, '/c/*', 302, true, true],
      [15, '/e', 301, false, false],
    ]);
  });

  it('hostile input: not TOML, wrong types, deep nesting; a note, never a throw', () => {
    expect(parseNetlifyToml('[[redirects]\nfrom = ', 'n').notes[0]).toMatch(/^n is not valid TOML \(line \d+, column \d+\)/);
    expect(parseNetlifyToml('redirects = 3', 'n').notes[0]).toContain('not a list');
    expect(parseNetlifyToml('[[redirects]]\nfrom = 3\n', 'n').notes[0]).toContain('table 1');
    const deep = `a = ${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expect(parseNetlifyToml(deep, 'n').notes[0]).toContain('is not valid TOML');
    expect(parseNetlifyToml('[build.processing.html]\npretty_urls = "no"', 'n').notes[0]).toContain('pretty_urls');
  });
});

describe('vercel.json', () => {
  it('reads redirects with their lines, permanent and statusCode, cleanUrls and trailingSlash', () => {
    const text = '{\n  "cleanUrls": true,\n  "trailingSlash": false,\n  "redirects": [\n    { "source": "/a", "destination": "/b" },\n    { "source": "/c/:slug", "destination": "/d/:slug", "permanent": false },\n    { "source": "/e/:path*", "destination": "/f", "statusCode": 301 },\n    { "source": "/g/(.*)", "destination": "/h" },\n    { "source": "/i", "destination": "/j", "has": [{ "type": "host", "value": "x" }] },\n    { "source": "/k/:id(\\\\d+)", "destination": "/l" }\n  ]\n}\n';
    const r = parseVercelJson(text, 'vercel.json');
    expect(r.notes).toEqual([]);
    expect(r.unjudged).toBe(2);
    expect([r.cleanUrls, r.trailingSlash]).toEqual([true, false]);
    expect(r.rules.map((x) => [x.line, x.status, x.pattern !== undefined])).toEqual([
      [5, 308, true],
      [6, 307, true],
      [7, 301, true],
      [8, 308, true],
      [9, 308, false],
      [10, 308, false],
    ]);
    const t = new RedirectTable(r.rules);
    expect(t.first('h', at(['e']), true)?.line).toBe(7);
    expect(t.first('h', at(['c', 'x'], true), true)?.line).toBe(6);
    expect(t.first('h', at(['g', 'x', 'y']), true)?.line).toBe(8);
  });

  it('hostile input: not JSON, comments, wrong types; a note, never a throw', () => {
    expect(parseVercelJson('{ "redirects": [ ', 'v').notes[0]).toMatch(/^v is not valid JSON \(line 1: /);
    expect(parseVercelJson('// c\n{}', 'v').notes[0]).toContain('not valid JSON');
    expect(parseVercelJson('[1]', 'v').notes[0]).toContain('not a JSON object');
    expect(parseVercelJson('{"redirects": {}}', 'v').notes[0]).toContain('not a list');
    expect(parseVercelJson('{"cleanUrls": "yes"}', 'v').notes[0]).toContain('cleanUrls (line 1) is not true or false');
    expect(parseVercelJson('{"redirects": [1, {"source": "/a"}]}', 'v').notes[0]).toContain('need a source and a destination');
    expect(parseVercelJson(`{"a": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`, 'v').rules).toEqual([]);
    // Nesting inside a redirect, at depths the JSON reader takes but a recursive read would not (it overflowed the stack).
    const deep = (depth: number) => `{"redirects": [{"source": "/old/", "destination": "/new", "x": ${'['.repeat(depth)}${']'.repeat(depth)}}]}`;
    for (const depth of [3_000, 5_000]) expect(parseVercelJson(deep(depth), 'v').rules.map((x) => [x.from, x.to])).toEqual([['/old/', '/new']]);
    // Deeper, the JSON reader itself gives up (its own stack): a note, the file not judged.
    expect(parseVercelJson(deep(50_000), 'v')).toMatchObject({ rules: [], notes: ['v cannot be read as JSON; its redirects and settings are not judged.'] });
    const deepHas = `{"redirects": [{"source": "/a", "destination": "/b", "has": ${'['.repeat(5_000)}${']'.repeat(5_000)}}]}`;
    expect(parseVercelJson(deepHas, 'v').unjudged).toBe(1);
  });
});

describe('vercel.json as JSON.parse reads it', () => {
  it('takes the last of a key written twice, in either order, with a note', () => {
    const rule = '{"source":"/zz","destination":"/a/"}';
    const first = parseVercelJson(`{"redirects":[${rule}],\n"redirects":[]}`, 'vercel.json');
    expect(first.rules).toEqual([]);
    expect(first.notes).toEqual(['vercel.json: the key redirects is written 2 times (on line 1, 2); Vercel, as any JSON reader, takes the last one, and so does this check.']);
    const last = parseVercelJson(`{"redirects":[],\n"redirects":[${rule}], "cleanUrls": false, "cleanUrls": true}`, 'vercel.json');
    expect(last.rules.map((r) => r.from)).toEqual(['/zz']);
    expect(last.cleanUrls).toBe(true);
    expect(last.notes).toHaveLength(2);
    expect(JSON.parse(`{"redirects":[${rule}],\n"redirects":[]}`).redirects).toEqual([]);
  });

  it('gives a permanent that is no true or false the note a statusCode string gets, not a silent 308', () => {
    const r = parseVercelJson('{"redirects": [\n{"source": "/a", "destination": "/b", "permanent": "false"},\n{"source": "/c", "destination": "/d", "statusCode": "301"},\n{"source": "/e", "destination": "/f", "permanent": false}]}', 'v');
    expect(r.rules.map((x) => [x.from, x.status])).toEqual([['/e', 307]]);
    expect(r.notes).toEqual(['v: the redirects on line 2, 3 need a source and a destination (strings), and permanent (true or false) or statusCode (a whole number) as written values, not strings; not judged.']);
  });

  it('names distinct places in a minified file: line and column', () => {
    const r = parseVercelJson('{"redirects":[{"source":"/a"},{"source":"/b"},{"destination":"/c"}]}', 'v');
    expect(r.notes).toEqual([expect.stringContaining('the redirects on line 1:15, 1:31, 1:47 need')]);
  });
});

describe('hosting setting and host files in a run', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('is validated, defaults to static and needs base-url', () => {
    expect(resolvePolicy({}).hosting).toBe('static');
    expect(() => resolvePolicy({ hosting: 'heroku' as Hosting, baseUrl: BASE })).toThrow(/hosting: "heroku" is not accepted; use one of static, github-pages, netlify, vercel, cloudflare-pages/);
    expect(() => resolvePolicy({ hosting: 'netlify' })).toThrow(/hosting: "netlify" needs base-url/);
  });

  it('vercel: vercel.json decides cleanUrls and its redirects; a broken netlify.toml is a note', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hosting-'));
    dirs.push(dir);
    const put = (p: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
      writeFileSync(path.join(dir, p), text);
    };
    put('public/about.html', '<title>a</title>');
    put('public/old/index.html', '<title>o</title>');
    put('public/vercel.json', '{\n  "cleanUrls": true,\n  "redirects": [\n    { "source": "/old", "destination": "/about" }\n  ]\n}\n');
    put('public/netlify.toml', '[[redirects]\nfrom=');
    put('public/sitemap.xml', `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<url><loc>${BASE}about</loc></url>\n<url><loc>${BASE}about.html</loc></url>\n<url><loc>${BASE}old</loc></url>\n</urlset>\n`);
    const run = async (hosting: Hosting) =>
      checkWorkspace({ cwd: dir, patterns: ['public/sitemap.xml'], policy: { baseUrl: BASE, siteDir: 'public', checkPages: true, profile: 'google', hosting } });
    const v = await run('vercel');
    expect(v.files[0]!.findings.map((f) => [f.rule, f.line])).toEqual([
      ['page-redirect', 3],
      ['page-redirect', 4],
    ]);
    expect(v.files[0]!.findings[1]!.message).toContain('line 4 of "public/vercel.json"');
    // Netlify serves about.html at /about and /about.html, and old/index.html only at /old/.
    const n = await run('netlify');
    expect(n.files[0]!.findings.map((f) => [f.rule, f.line])).toEqual([['page-redirect', 4]]);
    expect(n.notes).toContainEqual(expect.stringMatching(/^public\/netlify\.toml is not valid TOML \(line 1/));
  });

  it('names where a placeholder or splat rule sends the loc, a rule sending a URL to itself a loop, a 404 rule a missing page', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hosting-'));
    dirs.push(dir);
    const put = (p: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
      writeFileSync(path.join(dir, p), text);
    };
    for (const page of ['a', 'd', 'e']) put(`public/${page}/index.html`, `<title>${page}</title>`);
    put('public/_redirects', '/old/* /new/:splat 301\n/y/:seg/:n /z/:n/:seg 302\n/d/ /404.html 404!\n');
    put('public/vercel.json', '{"redirects": [{"source": "/old/:rest*", "destination": "/new/:rest"}, {"source": "/(.*)", "destination": "/a/"}]}');
    const locs = ['old/x/y.html', 'y/p/q', 'd/', 'a/', 'e/'];
    put('public/sitemap.xml', `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((l) => `<url><loc>${BASE}${l}</loc></url>`).join('\n')}\n</urlset>\n`);
    const run = async (hosting: Hosting) =>
      (await checkWorkspace({ cwd: dir, patterns: ['public/sitemap.xml'], policy: { baseUrl: BASE, siteDir: 'public', checkPages: true, profile: 'google', hosting } })).files[0]!.findings.map((f) => `${f.line} ${f.rule} ${f.message}`);
    const n = await run('netlify');
    expect(n).toHaveLength(3);
    expect(n[0]).toContain('2 page-redirect The loc "https://www.example.org/old/x/y.html" is redirected (301) to "/new/x/y.html" by the rule "/old/*" on line 1');
    expect(n[1]).toContain('3 page-redirect The loc "https://www.example.org/y/p/q" is redirected (302) to "/z/q/p" by the rule "/y/:seg/:n" on line 2');
    expect(n[2]).toContain('4 page-missing The loc "https://www.example.org/d/" is answered with status 404 by the rule "/d/" on line 3 of "public/_redirects", though a file of site-dir serves it');
    const v = await run('vercel');
    expect(v[0]).toContain('2 page-redirect The loc "https://www.example.org/old/x/y.html" is redirected (308) to "/new/x/y.html"');
    expect(v.find((m) => m.startsWith('5 '))).toContain('5 page-redirect The loc "https://www.example.org/a/" is redirected (308) to itself by the rule "/(.*)" on line 1 of "public/vercel.json" (to "/a/"): the host answers it with a redirect loop');
    expect(v.find((m) => m.startsWith('6 '))).toContain('is redirected (308) to "/a/" by the rule "/(.*)"');
  });
});
