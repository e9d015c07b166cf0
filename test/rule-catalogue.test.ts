/**
 * The rule catalogue as a site owner reads it on a rule's page and in the job summary: every rule
 * has a one-line fix, a reason, a link to its source, and a failing and a fixed snippet that are
 * true. Each `bad` snippet is run through the library and must report its rule under a profile
 * where the rule is on by default; each `good` snippet must not report it.
 *
 * Most snippets are whole documents judged by validate(). The table RUNS below says, for the rules
 * that need more, how their snippets are run: options (hosts, max-bytes, base-url...), a file
 * name, a workspace of several files through checkWorkspace, or a count the snippet can only
 * name (a snippet of 1,001 images is no snippet). NOT_RUNNABLE lists the rules whose snippets
 * cannot be run at all, with the reason.
 */
import { gzipSync } from 'node:zlib';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkWorkspace, RULES, validate, type PolicyInput, type Profile } from '../src/index.js';
import { workspaces } from './support/workspace.js';

const workspace = workspaces('catalogue');
const NOW = new Date('2026-11-29T00:00:00Z');
const BASE = 'https://www.example.org/';

/** How the snippets of one rule are run, when a plain validate() of `sitemap.xml` is not it. */
interface Run {
  /** The profile (default: the first of google, protocol, strict where the rule is on). */
  profile?: Profile;
  /** Policy settings the rule needs (merged over `{ profile, now }`). */
  policy?: PolicyInput;
  /** The file name the snippet is judged under (default `sitemap.xml`). */
  name?: string;
  /** The name of the fixed file, when the fix is a name (default: `name`). */
  goodName?: string;
  /** The bytes of the file from the snippet's text (default: UTF-8). */
  bytes?: (text: string, which: 'bad' | 'good') => Uint8Array;
  /** The document from the snippet, for a count the snippet names but cannot hold. */
  expand?: (text: string) => string;
  /** Run through checkWorkspace: the snippet is the file `name` (relative to the workspace), beside `files`. */
  files?: Record<string, string>;
  /** The bad snippet is a listing, not a file: the bad file is a folder of that name. */
  folder?: boolean;
  /** With `folder`: the text of the fixed file (the good snippet is a listing too). */
  goodText?: string;
  /** With `files`: the run compares with the build in this folder (`compare-to`) and `max-removed`; its files are not checked. */
  compare?: { dir: string; maxRemoved: number | string };
}

/**
 * The document a snippet stands for: each line ending in `<!-- N times -->` (N written with
 * commas, as the catalogue writes numbers) is that line N times, without the comment; with
 * `<!-- N times, n = 1 to N -->`, each `{n}` in the line is the count of the copy.
 */
function repeated(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const m = / <!-- ([\d,]+) times(, n = 1 to \1)? -->$/.exec(line);
      if (!m) return line;
      const times = Number(m[1]!.replaceAll(',', ''));
      const body = line.slice(0, m.index);
      return Array.from({ length: times }, (_, i) => (m[2] ? body.replaceAll('{n}', String(i + 1)) : body)).join('\n');
    })
    .join('\n');
}

/** Replaces `marker` with `by` (the bad snippet must hold the marker: see reported). */
function replacing(marker: string, by: string): (text: string) => string {
  return (text) => text.replace(marker, by);
}

const SITE = { baseUrl: BASE, siteDir: 'public' } as const;
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET_OF = (...locs: string[]): string => `<urlset xmlns="${NS}">\n${locs.map((l) => `  <url><loc>${l}</loc></url>`).join('\n')}\n</urlset>\n`;
const HTML = '<!doctype html><title>page</title>';
/** The pages the page rules' snippets name in their first line (`<!-- public/x/index.html: <head>...</head> -->`). */
const pagesOf = (...heads: [string, string][]): Record<string, string> => Object.fromEntries(heads.map(([file, head]) => [file, `<!doctype html><html>${head}<body><h1>page</h1></body></html>`]));
const PAGES = { ...SITE, checkPages: true } as const;

const RUNS: Record<string, Run> = {
  // The limit of 50 MB, scaled down: the bad snippet is over 300 bytes, the good one under.
  'file-too-large': { policy: { maxBytes: 300 } },
  'file-unreadable': { folder: true, name: 'public/sitemap.xml', files: {}, goodText: URLSET_OF(BASE) },
  // The snippet is the text inside the gzip stream; the bad stream ends halfway.
  // The snippet is the file's text: plain under the .gz name, gzip-compressed when fixed.
  'gzip-mislabelled': { name: 'sitemap.xml.gz', bytes: (text, which) => (which === 'good' ? gzipSync(text) : Buffer.from(text)) },
  'gzip-invalid': { name: 'sitemap.xml.gz', bytes: (text, which) => (which === 'good' ? gzipSync(text) : gzipSync(text).subarray(0, gzipSync(text).length >> 1)) },
  bom: { expand: replacing('[EF BB BF]', '\uFEFF') },
  'xml-limit': { expand: replacing('<a><a><a>… (300 levels) …</a></a></a>', '<a>'.repeat(300) + '</a>'.repeat(300)) },
  // The limit of 50,000 URLs, scaled down.
  'url-count': { policy: { maxUrls: 2 } },
  'index-nested': { name: 'public/sitemap_index.xml', policy: SITE, files: { 'public/sitemap-pages.xml': URLSET_OF(BASE) } },
  'index-child-missing': { name: 'public/sitemap_index.xml', policy: SITE, files: { 'public/sitemap-pages.xml': URLSET_OF(BASE) } },
  'loc-too-long': { expand: replacing('aaaa…(2,048 characters in all)', 'a'.repeat(2048 - BASE.length)) },
  'loc-host': { policy: { hosts: ['www.example.org'] } },
  'loc-out-of-scope': { name: 'public/blog/sitemap.xml', policy: SITE, files: {} },
  'loc-duplicate-across-files': { name: 'public/sitemap.xml', files: { 'public/sitemap-pages.txt': `${BASE}contact/\n` } },
  'page-missing': { name: 'public/sitemap.xml', policy: { ...SITE, checkPages: true }, files: { 'public/contact/index.html': HTML } },
  'page-redirect': { name: 'public/sitemap.xml', policy: { ...SITE, checkPages: true, hosting: 'github-pages' }, files: { 'public/docs/index.html': HTML } },
  'page-noindex': { name: 'public/sitemap.xml', policy: PAGES, files: pagesOf(['public/drafts/index.html', '<head><meta name="robots" content="noindex"></head>'], ['public/contact/index.html', '<head><title>Contact</title></head>']) },
  'page-canonical-other': { name: 'public/sitemap.xml', policy: PAGES, files: pagesOf(['public/shoes/red/index.html', '<head><link rel="canonical" href="/shoes/"></head>'], ['public/shoes/index.html', '<head><link rel="canonical" href="/shoes/"></head>']) },
  'page-error': { name: 'public/sitemap.xml', policy: PAGES, files: pagesOf(['public/404.html', '<head><title>Page not found</title></head>'], ['public/contact/index.html', '<head><title>Contact</title></head>']) },
  'page-unlisted': { name: 'public/sitemap.xml', policy: { ...SITE, checkUnlisted: true }, files: pagesOf(['public/index.html', '<head><title>Home</title></head>'], ['public/guides/index.html', '<head><title>Guides</title></head>']) },
  'robots-sitemap-missing': { name: 'public/robots.txt', policy: SITE, files: { 'public/sitemap.xml': URLSET_OF(BASE) } },
  'robots-not-at-root': { name: 'public/docs/robots.txt', goodName: 'public/robots.txt', policy: SITE, files: { 'public/sitemap.xml': URLSET_OF(BASE) } },
  'robots-sitemap-invalid': { name: 'robots.txt' },
  'robots-disallow-all': { name: 'robots.txt' },
  // The host's robots.txt (at the root of site-dir) against the loc of a sitemap, and the sitemap's own URL.
  'robots-blocked': { name: 'public/robots.txt', policy: SITE, files: { 'public/sitemap.xml': URLSET_OF(`${BASE}admin/report/`) } },
  'robots-blocks-sitemap': { name: 'public/robots.txt', policy: SITE, files: { 'public/sitemap.xml': URLSET_OF(BASE) } },
  'sitemap-unreferenced': { name: 'public/robots.txt', policy: SITE, files: { 'public/sitemap.xml': URLSET_OF(BASE), 'public/sitemap-old.xml': URLSET_OF(`${BASE}old/`) } },
  'video-title-length': { expand: replacing('…(101 characters in all)', 'x'.repeat(101 - 'Grilling steaks'.length)) },
  'video-description-length': { expand: replacing('…(2,049 characters in all)', 'x'.repeat(2049 - 'How to grill steaks.'.length)) },
  // The checks across the entries of a run: one file, judged as a run.
  'hreflang-return-link': { name: 'public/sitemap.xml', files: {} },
  'hreflang-cluster-mismatch': { name: 'public/sitemap.xml', files: {} },
  // The snippet is this build's sitemap; the base branch's build lists one URL more.
  'urls-removed': { name: 'public/sitemap.xml', policy: SITE, files: { 'base/sitemap.xml': URLSET_OF(BASE, `${BASE}old-page/`) }, compare: { dir: 'base', maxRemoved: 0 } },
};

/** Rules whose snippets cannot be run through the library, with the reason. */
const NOT_RUNNABLE: Record<string, string> = {};

function profileFor(id: string): Profile {
  const rule = RULES.find((r) => r.id === id)!;
  const profile = (['google', 'protocol', 'strict'] as const).find((p) => rule.severity[p] !== 'off');
  // page-missing is off everywhere: check-pages turns it on (its run says so).
  return RUNS[id]?.profile ?? profile ?? 'google';
}

/** The rule ids the snippet `which` of rule `id` makes the library report. */
async function reported(id: string, which: 'bad' | 'good'): Promise<string[]> {
  return (await findingsOf(id, which)).map((f) => f.rule);
}

/** The findings (rule and message) the snippet `which` of rule `id` makes the library report. */
async function findingsOf(id: string, which: 'bad' | 'good'): Promise<Array<{ rule: string; message: string }>> {
  const rule = RULES.find((r) => r.id === id)!;
  const run = RUNS[id] ?? {};
  const expanded = run.expand ? run.expand(rule[which]) : rule[which];
  if (run.expand && which === 'bad') expect(expanded, `the bad snippet of ${id} holds the text its run replaces`).not.toBe(rule.bad);
  const text = which === 'good' && run.goodText !== undefined ? run.goodText : repeated(expanded);
  const policy: PolicyInput = { profile: profileFor(id), now: NOW, ...run.policy };
  const name = which === 'good' ? (run.goodName ?? run.name ?? 'sitemap.xml') : (run.name ?? 'sitemap.xml');
  const bytes = run.bytes ? run.bytes(text, which) : new TextEncoder().encode(text);
  if (run.files === undefined) {
    return (await validate(bytes, policy, { name })).findings;
  }
  const files: Record<string, string | Uint8Array> = { ...run.files };
  if (!(run.folder && which === 'bad')) files[name] = bytes;
  const cwd = workspace(files);
  if (run.folder && which === 'bad') mkdirSync(path.join(cwd, name), { recursive: true });
  // The pages of page-missing are files of the site, not files to check.
  const compared = run.compare ? `${run.compare.dir}/` : undefined;
  const patterns = [name, ...Object.keys(run.files).filter((f) => !f.endsWith('.html') && (compared === undefined || !f.startsWith(compared)))];
  const result = await checkWorkspace({ cwd, patterns, policy, ...(run.compare ? { compareTo: run.compare.dir, maxRemoved: run.compare.maxRemoved } : {}) });
  return result.files.flatMap((f) => f.findings);
}

/** The message part of loc-reserved-host for a host under example.com, example.net or example.org. */
const DOCUMENTATION_NAME = /, a name under example\.(com|net|org), which RFC 2606 reserves for documentation/;

/** Good snippets that are loc-reserved-host for a documentation name (counted by the snippet tests). */
let onDocumentationNames = 0;

describe('rule catalogue', () => {
  it('has a fix of one line, a reason, a source link and snippets for every rule', () => {
    for (const rule of RULES) {
      const where = `rule ${rule.id}`;
      expect(rule.fix, where).toMatch(/^\S.*\S$/);
      expect(rule.fix.includes('\n'), where).toBe(false);
      expect(rule.fix.length, `${where}: fix of ${rule.fix.length} characters`).toBeLessThanOrEqual(140);
      expect(rule.why.trim(), where).not.toBe('');
      expect(rule.bad.trim(), where).not.toBe('');
      expect(rule.good.trim(), where).not.toBe('');
      expect(rule.bad, where).not.toBe(rule.good);
      const url = new URL(rule.sourceUrl);
      const legacy = /^http:\/\/www\.(sitemaps\.org|google\.com)\/schemas\//.test(rule.sourceUrl);
      expect(url.protocol === 'https:' || legacy, `${where}: ${rule.sourceUrl}`).toBe(true);
      if (rule.searchConsole !== undefined) expect(rule.searchConsole, where).toMatch(/^\S.*\S$/);
    }
  });

  it('knows every rule it runs in a special way', () => {
    const ids = new Set(RULES.map((r) => r.id));
    for (const id of [...Object.keys(RUNS), ...Object.keys(NOT_RUNNABLE)]) expect(ids.has(id), id).toBe(true);
    expect(Object.keys(NOT_RUNNABLE).length).toBeLessThanOrEqual(3);
  });

  for (const rule of RULES) {
    if (rule.id in NOT_RUNNABLE) continue;
    it(`${rule.id}: the bad snippet reports it, the good one does not`, async () => {
      expect(await reported(rule.id, 'bad'), `bad snippet of ${rule.id} under ${profileFor(rule.id)}`).toContain(rule.id);
      const good = await findingsOf(rule.id, 'good');
      expect(good.map((f) => f.rule), `good snippet of ${rule.id} under ${profileFor(rule.id)}`).not.toContain(rule.id);
      // The snippets are documentation, written on www.example.org as RFC 2606 means: a good
      // snippet may be loc-reserved-host for that name (it runs without hosts or base-url), and
      // for no other reserved host.
      const reserved = good.filter((f) => f.rule === 'loc-reserved-host');
      for (const f of reserved) expect(f.message, `good snippet of ${rule.id}`).toMatch(DOCUMENTATION_NAME);
      if (reserved.length > 0) onDocumentationNames++;
    });
  }

  it('sees good snippets on the documentation names (the check above is no empty loop)', () => {
    expect(onDocumentationNames).toBeGreaterThan(10);
  });
});
