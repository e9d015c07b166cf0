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
  normalisedUrl,
  readHead,
  redirectOf,
  type HeadFacts,
} from './pages.js';
import { quote, thousands } from '../text.js';

/** The page rules `check-pages` judges from a page's head, in the order one fault hides the next. */
export const HEAD_RULES = ['page-error', 'page-redirect', 'page-noindex', 'page-canonical-other'] as const;
/** One of HEAD_RULES: a rule judged from a page's head. */
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
 * What the host answers for a URL a finding would tell the owner to list instead (a canonical
 * link's URL, a refresh's target), when it does not serve a page there: a redirect of its own or
 * of a redirect-file rule (`to`: the URL it leads to; `why`: what does it, for the message), or no
 * file at all (`tried`: the paths looked at).
 */
export type TargetFate = { kind: 'redirect'; status: number; to: string; why: string } | { kind: 'missing'; tried: readonly string[] };

/** The URLs a finding of this head may tell the owner to list instead of `loc`: the canonical link's, the refresh's target. */
export function headTargets(facts: HeadFacts, loc: string): string[] {
  const out: string[] = [];
  const c = canonicalElsewhere(facts, loc);
  if (c) out.push(c.resolved);
  const r = redirectOf(facts, loc);
  if (r && r.target !== c?.resolved) out.push(r.target);
  return out;
}

/** What the page's head shows, in the order one fault hides the next (whether the rule is on or not). */
function faultsOf(facts: HeadFacts, loc: string, byName: boolean): HeadRule[] {
  const out: HeadRule[] = [];
  if (byName || errorTitle(facts.title)) out.push('page-error');
  if (redirectOf(facts, loc)) out.push('page-redirect');
  if (noindexOf(facts)) out.push('page-noindex');
  if (canonicalElsewhere(facts, loc)) out.push('page-canonical-other');
  return out;
}

/**
 * Judges the head of the page that `loc` maps to (`page`: its path as the messages show it,
 * relative to the workspace). Returns the first fault by HEAD_RULES order among the rules `on`
 * says are on (a redirect page that is also noindex is one fault: it redirects), or undefined.
 * When a fault earlier in the order is there but its rule is off (`page-redirect` in `protocol`),
 * the fault reported says so, and its fix is the earlier fault's (a Hugo alias page is noindex
 * because it redirects: the fix is to list its target, not to remove noindex).
 * `byName`: the page is the site's error page by its file name (404.html, 404/index.html).
 * `fates`: what the host answers for the URLs of headTargets that it does not serve as pages
 * (keyed by the URL); a finding then says that URL needs fixing too, instead of sending the owner
 * to a URL that would be the next finding.
 */
export function judgeHead(
  loc: string,
  page: string,
  facts: HeadFacts,
  byName: boolean,
  on: (rule: HeadRule) => boolean,
  fates: ReadonlyMap<string, TargetFate> = new Map(),
): HeadVerdict | undefined {
  const faults = faultsOf(facts, loc, byName);
  const rule = faults.find(on);
  if (rule === undefined) return undefined;
  const file = quote(page, 160);
  const hidden = faults.slice(0, faults.indexOf(rule));
  // What the page shows, then the fix (the hidden fault's, when there is one).
  let fact: string;
  let fix: string;
  if (rule === 'page-error') {
    const why = byName ? `is the site's error page (${file})` : `says it is an error page: its title is ${quote(facts.title ?? '', 80)} (${file})`;
    fact = `The loc ${quote(loc)} ${why}. Hosts serve it for URLs that do not exist; listed, it is crawled as a page that says "not found" (Search Console "Soft 404").`;
    fix = `Remove the entry, and keep the error page out of the sitemap generator's output.`;
  } else if (rule === 'page-redirect') {
    const r = redirectOf(facts, loc)!;
    const fate = fates.get(r.target);
    fact = `The loc ${quote(loc)} is a page that only redirects: ${file} has <meta http-equiv="refresh" content=${quote(r.content, 120)}>, to ${quote(r.target)} (Search Console "Page with redirect"; the redirect's target is indexed instead).`;
    fix =
      fate?.kind === 'redirect'
        ? `That URL is itself redirected (${fate.status}) to ${quote(fate.to)}: ${fate.why}. List ${quote(fate.to)} instead of this URL.`
        : fate?.kind === 'missing'
          ? `That URL maps to no file in site-dir (looked for ${fate.tried.join(', ')}): fix the refresh's target, and list the URL that serves the page.`
          : `List ${quote(r.target)} instead of this URL.`;
  } else if (rule === 'page-noindex') {
    const n = noindexOf(facts)!;
    fact = `The loc ${quote(loc)} is a page that asks not to be indexed: ${file} has <meta name="${n.name}" content=${quote(n.content, 80)}> (Search Console "Submitted URL marked 'noindex'").`;
    fix = 'Remove the entry, or remove noindex if the page should be found.';
  } else {
    const c = canonicalElsewhere(facts, loc)!;
    const fate = fates.get(c.resolved);
    fact = `The loc ${quote(loc)} is not its page's canonical URL: ${file} has <link rel="canonical" href=${quote(c.href, 160)}>, which is ${quote(c.resolved)} (Search Console "Alternate page with proper canonical tag").`;
    if (fate?.kind === 'redirect') {
      const self = normalisedUrl(fate.to) === normalisedUrl(loc);
      fix = `But that URL is itself redirected (${fate.status}) to ${quote(fate.to)}: ${fate.why}. The canonical link is what needs fixing: point it at ${self ? 'this loc, the URL the host serves the page at; the sitemap is right' : `${quote(fate.to)}, the URL the host serves, and list that URL`}.`;
    } else if (fate?.kind === 'missing') {
      fix = `But that URL maps to no file in site-dir (looked for ${fate.tried.join(', ')}): the canonical link is what needs fixing: point it at the URL the page is served at.`;
    } else {
      fix = `List ${quote(c.resolved)} instead, or fix the canonical link.`;
    }
  }
  return { rule, message: `${fact} ${hidden.length > 0 ? hiddenNote(hidden[0]!, loc, facts, fates) : fix}` };
}

/** The sentence that names a fault whose rule is off but that comes first in the order, with its fix. */
function hiddenNote(rule: HeadRule, loc: string, facts: HeadFacts, fates: ReadonlyMap<string, TargetFate>): string {
  if (rule === 'page-error') return `It is the site's error page, though (page-error is off): remove the entry, and keep the error page out of the sitemap generator's output.`;
  const r = redirectOf(facts, loc)!;
  const fate = fates.get(r.target);
  const to = fate?.kind === 'redirect' ? fate.to : r.target;
  return `It is a page that only redirects, though (<meta http-equiv="refresh"> to ${quote(r.target)}; page-redirect is off): list ${quote(to)} instead of this URL.`;
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
      // A 404.html in any folder is left out: the copy of the error page a multilingual build writes per language.
      if (listed.has(absolute) || errorPageByName(names, true)) continue;
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
