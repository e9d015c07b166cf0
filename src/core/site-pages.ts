/**
 * The page checks of a built site (docs/site-checks.md): what a crawler will do with each page a
 * loc maps to (`check-pages`: `page-noindex`, `page-canonical-other`, `page-redirect`,
 * `page-error`), and which pages of `site-dir` no sitemap lists (`check-unlisted`:
 * `page-unlisted`). Each page is judged from its `<head>` only (./pages.ts), read once, bounded
 * in bytes, so the work is linear in the pages and the memory bounded by what is reported.
 */
import { readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { BaseUrl } from './site-url.js';
import { encodeSegment } from './site-url.js';
import {
  canonicalElsewhere,
  errorPageByName,
  errorTitle,
  isHtmlName,
  noindexOf,
  HeadReader,
  readHead,
  redirectOf,
  type HeadFacts,
} from './pages.js';
import { quote, thousands } from './text.js';

/** The page rules `check-pages` judges from a page's head, in the order one fault hides the next. */
export const HEAD_RULES = ['page-error', 'page-redirect', 'page-noindex', 'page-canonical-other'] as const;
export type HeadRule = (typeof HEAD_RULES)[number];

/** `page-unlisted` findings listed one by one; the rest are counted in one more. */
export const UNLISTED_SHOWN = 20;

/** Names of the site-dir walked at most for `check-unlisted` (files and folders). */
export const MAX_WALKED = 2_000_000;

/** Folders never read, as in site-fs.ts. */
const NEVER_READ: ReadonlySet<string> = new Set(['.git', 'node_modules']);

/**
 * Whether crawlers may fetch a URL by the site's robots.txt: true when the URL is disallowed for
 * Googlebot. The page checks take it as given; the robots.txt rules are matched elsewhere.
 */
export type IsBlocked = (url: string) => boolean;

/** The default of IsBlocked: nothing is blocked. */
export const NOTHING_BLOCKED: IsBlocked = () => false;

/** One fault of a page's head: the rule and the message (for one loc). */
export interface HeadVerdict {
  rule: HeadRule;
  message: string;
}

/**
 * Judges the head of the page that `loc` maps to (`page`: its path as the messages show it,
 * relative to the workspace). Returns the first fault by HEAD_RULES order among the rules `on`
 * says are on (a redirect page that is also noindex is one fault: it redirects), or undefined.
 * `byName`: the page is the site's error page by its file name (404.html, 404/index.html).
 */
export function judgeHead(loc: string, page: string, facts: HeadFacts, byName: boolean, on: (rule: HeadRule) => boolean): HeadVerdict | undefined {
  const file = quote(page, 160);
  for (const rule of HEAD_RULES) {
    if (!on(rule)) continue;
    if (rule === 'page-error') {
      const title = errorTitle(facts.title);
      if (!byName && !title) continue;
      const why = byName ? `is the site's error page (${file})` : `says it is an error page: its title is ${quote(facts.title ?? '', 80)} (${file})`;
      return {
        rule,
        message: `The loc ${quote(loc)} ${why}. Hosts serve it for URLs that do not exist; listed, it is crawled as a page that says "not found" (Search Console "Soft 404"). Remove the entry, and keep the error page out of the sitemap generator's output.`,
      };
    }
    if (rule === 'page-redirect') {
      const r = redirectOf(facts, loc);
      if (!r) continue;
      return {
        rule,
        message: `The loc ${quote(loc)} is a page that only redirects: ${file} has <meta http-equiv="refresh" content=${quote(r.content, 120)}>, to ${quote(r.target)} (Search Console "Page with redirect"; the redirect's target is indexed instead). List ${quote(r.target)} instead of this URL.`,
      };
    }
    if (rule === 'page-noindex') {
      const n = noindexOf(facts);
      if (!n) continue;
      return {
        rule,
        message: `The loc ${quote(loc)} is a page that asks not to be indexed: ${file} has <meta name="${n.name}" content=${quote(n.content, 80)}> (Search Console "Submitted URL marked 'noindex'"). Remove the entry, or remove noindex if the page should be found.`,
      };
    }
    const c = canonicalElsewhere(facts, loc);
    if (!c) continue;
    return {
      rule,
      message: `The loc ${quote(loc)} is not its page's canonical URL: ${file} has <link rel="canonical" href=${quote(c.href, 160)}>, which is ${quote(c.resolved)} (Search Console "Alternate page with proper canonical tag"). List ${quote(c.resolved)} instead, or fix the canonical link.`,
    };
  }
  return undefined;
}

/** The public URL of the page file at `segments` below site-dir: `a/index.html` -> `base/a/`. */
export function pageUrl(base: BaseUrl, segments: readonly string[]): string {
  const last = segments[segments.length - 1] ?? '';
  const folder = /^index\.html?$/i.test(last) ? segments.slice(0, -1) : segments;
  const tail = folder.map(encodeSegment).join('/');
  return base.href + tail + (folder !== segments && folder.length > 0 ? '/' : '');
}

/** An HTML page of site-dir that no sitemap lists. */
export interface UnlistedPage {
  /** Path relative to the workspace, `/` separators. */
  path: string;
  /** Its public URL (pageUrl). */
  url: string;
}

/** What the walk of site-dir for `check-unlisted` found. */
export interface UnlistedResult {
  /** The pages, by path. */
  pages: UnlistedPage[];
  /** True when the walk stopped at MAX_WALKED names. */
  cut: boolean;
}

/**
 * Every HTML page (`.html`, `.htm`) in `root` (a real path: site-dir) that is not in `listed`
 * (real absolute paths of the pages locs map to), leaving out the pages crawlers are told to
 * leave alone or never get to: error pages (by name or title), pages whose head says noindex,
 * names another canonical URL or only redirects, and pages `isBlocked` says robots.txt disallows.
 * Symlinks are not followed and `.git`, `node_modules` and the folders in `unwalked` (real
 * absolute paths, such as another build checked out inside site-dir) are not read. `workspace`:
 * the real workspace, for the paths shown. Synchronous. Never throws (an unreadable folder is
 * skipped).
 */
export function unlistedPages(
  base: BaseUrl,
  root: string,
  workspace: string,
  listed: ReadonlySet<string>,
  isBlocked: IsBlocked = NOTHING_BLOCKED,
  unwalked: ReadonlySet<string> = new Set(),
): UnlistedResult {
  const pages: UnlistedPage[] = [];
  const buffer = Buffer.allocUnsafe(16_384);
  const reader = new HeadReader();
  let walked = 0;
  let cut = false;
  // Depth first, names in code-unit order, so the pages come out sorted by path.
  const stack: { dir: string; segments: string[] }[] = [{ dir: root, segments: [] }];
  while (stack.length > 0) {
    const { dir, segments } = stack.pop()!;
    let entries: Dirent[];
    try {
      // Synchronous: a listing of one folder costs half the time of the promise form (50,000 folders of a built site).
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const folders: { dir: string; segments: string[] }[] = [];
    for (const e of entries) {
      if (++walked > MAX_WALKED) {
        cut = true;
        break;
      }
      if (e.isDirectory()) {
        const folder = path.join(dir, e.name);
        if (!NEVER_READ.has(e.name.toLowerCase()) && !unwalked.has(folder)) folders.push({ dir: folder, segments: [...segments, e.name] });
        continue;
      }
      if (!e.isFile() || !isHtmlName(e.name)) continue;
      const absolute = path.join(dir, e.name);
      const names = [...segments, e.name];
      if (listed.has(absolute) || errorPageByName(names)) continue;
      const url = pageUrl(base, names);
      if (isBlocked(url)) continue;
      const facts = readHead(absolute, buffer, reader);
      if (facts && (noindexOf(facts) || canonicalElsewhere(facts, url) || redirectOf(facts, url) || errorTitle(facts.title))) continue;
      pages.push({ path: path.relative(workspace, absolute).split(path.sep).join('/'), url });
    }
    if (cut) break;
    // Pushed in reverse, so the first folder is walked next.
    for (let i = folders.length - 1; i >= 0; i--) stack.push(folders[i]!);
  }
  pages.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { pages, cut };
}

/** The messages of `page-unlisted`: one per page up to UNLISTED_SHOWN, then one counting the rest. */
export function unlistedMessages(pages: readonly UnlistedPage[]): string[] {
  const out = pages
    .slice(0, UNLISTED_SHOWN)
    .map(
      (p) =>
        `The page ${quote(p.path, 160)} (${quote(p.url)}) is in site-dir, but no sitemap of this run lists it, and nothing keeps it out of the index (no noindex, canonical elsewhere, redirect or robots.txt rule; not an error page): crawlers find it only through links (URL Inspection "No referring sitemaps detected"). List it in a sitemap, or mark it noindex if it should not be found.`,
    );
  const rest = pages.length - UNLISTED_SHOWN;
  if (rest > 0) {
    out.push(
      `${thousands(rest)} more page${rest === 1 ? '' : 's'} in site-dir ${rest === 1 ? 'is' : 'are'} listed by no sitemap of this run (the first ${UNLISTED_SHOWN} are named above; the next is ${quote(pages[UNLISTED_SHOWN]!.path, 160)}). List them in a sitemap, or mark those that should not be found noindex.`,
    );
  }
  return out;
}
