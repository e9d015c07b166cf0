/**
 * `compare-to`: the URLs of this run's sitemaps against those of a second built site (the base
 * branch built in another folder, the last deploy's artifact), found and read the same way, with
 * the same `base-url`. What a pull request adds, removes and moves between sitemaps, and the
 * `urls-removed` gate of `max-removed`.
 *
 * Each site's URLs are kept in a {@link UrlStore} of its own, bounded in bytes
 * ({@link COMPARE_LIMITS}): past it, the comparison is not made and the run says why.
 */
import path from 'node:path';
import { PolicyError, shownValue } from '../policy/policy.js';
import { grown } from './locplaces.js';
import { resolveSiteDir } from './site-fs.js';
import { quote, thousands } from '../text.js';

/**
 * What one site's store may hold, in bytes (estimated: two bytes per character of a URL and 64
 * for its slot, map entry and place): 256 MiB is about 1.5 million URLs of 100 characters. Not
 * frozen: tests lower it.
 */
export const COMPARE_LIMITS = { bytes: 256 * 1024 * 1024 };

/** URLs listed of each kind (added, removed, moved) in the reports; the rest are counted. */
export const COMPARE_SHOWN = 20;

/** Estimated bytes of one URL kept (see COMPARE_LIMITS). */
function costOf(url: string): number {
  return 2 * url.length + 64;
}

/**
 * The distinct URLs of one site's sitemaps (urlsets, text sitemaps, feeds), each with the first
 * place that lists it: the sitemap first in path order, and the line there. Memory: the URLs, a
 * map entry and two numbers each, up to COMPARE_LIMITS.bytes; past it, everything kept is dropped
 * and `full` is set (which part would be kept depends on the order files are read in).
 */
export class UrlStore {
  private readonly slots = new Map<string, number>();
  private fileOf = new Int32Array(1024);
  private lineOf = new Float64Array(1024);
  /** Paths of the sitemaps (relative to the workspace), and the key each is compared by. */
  readonly files: string[] = [];
  readonly keys: string[] = [];
  private readonly fileIndex = new Map<string, number>();
  private bytes = 0;
  /** True once the store passed its limit (nothing is kept from then on). */
  full = false;

  /** `limit`: the most bytes kept (default COMPARE_LIMITS.bytes at construction). */
  constructor(private readonly limit: number = COMPARE_LIMITS.bytes) {}

  /** Distinct URLs kept. */
  get size(): number {
    return this.slots.size;
  }

  /**
   * Registers the sitemap `file` (its path relative to the workspace), compared across the two
   * sites by `key` (its path relative to the site's folder). Returns its number for {@link add}.
   */
  file(file: string, key: string): number {
    let i = this.fileIndex.get(file);
    if (i === undefined) {
      i = this.files.length;
      this.files.push(file);
      this.keys.push(key);
      this.fileIndex.set(file, i);
    }
    return i;
  }

  /** Keeps `url`, listed by sitemap number `file` at 1-based `line`. */
  add(url: string, file: number, line: number): void {
    if (this.full) return;
    const known = this.slots.get(url);
    if (known !== undefined) {
      // The first place in path order, then by line: the same whatever order files come in.
      const f = this.fileOf[known]!;
      const a = this.files[file]!;
      const b = this.files[f]!;
      if (a < b || (a === b && line < this.lineOf[known]!)) {
        this.fileOf[known] = file;
        this.lineOf[known] = line;
      }
      return;
    }
    this.bytes += costOf(url);
    if (this.bytes > this.limit) {
      this.full = true;
      this.slots.clear();
      this.fileOf = new Int32Array(0);
      this.lineOf = new Float64Array(0);
      return;
    }
    const n = this.slots.size;
    if (n >= this.fileOf.length) {
      this.fileOf = grown(this.fileOf, 2 * n);
      this.lineOf = grown(this.lineOf, 2 * n);
    }
    this.slots.set(url, n);
    this.fileOf[n] = file;
    this.lineOf[n] = line;
  }

  /** The place of `url`, or undefined when it is not kept. */
  placeOf(url: string): { file: string; key: string; line: number } | undefined {
    const i = this.slots.get(url);
    if (i === undefined) return undefined;
    const f = this.fileOf[i]!;
    return { file: this.files[f]!, key: this.keys[f]!, line: this.lineOf[i]! };
  }

  /** Every URL kept with its slot, in the order they were first kept. */
  entries(): IterableIterator<[string, number]> {
    return this.slots.entries();
  }

  /** The sitemap number and line of slot `i`. */
  slot(i: number): { file: number; line: number } {
    return { file: this.fileOf[i]!, line: this.lineOf[i]! };
  }
}

/** A URL of one side of a comparison, with the sitemap (path relative to the workspace) and line that list it. */
export interface ComparedUrl {
  url: string;
  sitemap: string;
  line: number;
}

/** A URL both sites list, in sitemaps of different paths (relative to each site's folder). */
export interface MovedUrl {
  url: string;
  /** The compared site's sitemap (path relative to the workspace) and line. */
  from: string;
  fromLine: number;
  /** This run's sitemap and line. */
  to: string;
  toLine: number;
}

/** A count, and the first {@link COMPARE_SHOWN} of them. */
export interface ComparedList<T> {
  count: number;
  first: T[];
}

/**
 * This run's sitemaps against those of `compareTo` (JSON report `comparison`; job summary
 * section "Compared with"). URLs are compared exactly as written (trimmed): another spelling of
 * a URL is one removed and one added. The first URLs of each list are in path order of their
 * sitemap, then line.
 */
export interface SiteComparison {
  /** The compared site's folder, relative to the workspace. */
  compareTo: string;
  /** Why the comparison was not made (the counts are then 0 and the lists empty). */
  problem?: string;
  /** Distinct URLs of the compared site's sitemaps, and of this run's. */
  before: number;
  after: number;
  /** Listed by this run, not by the compared site. */
  added: ComparedList<ComparedUrl>;
  /** Listed by the compared site, not by this run (at the compared site's sitemap). */
  removed: ComparedList<ComparedUrl>;
  /** Listed by both, in sitemaps of different paths. */
  moved: ComparedList<MovedUrl>;
  /**
   * Sitemaps of the compared site that could not be read whole (not well-formed, gzip broken,
   * too large, unreadable, an index child or robots.txt sitemap missing, entries past max-urls),
   * each with the first finding that says so: the URLs they list past it are not compared, so
   * `before` and `removed` count the URLs read only. Absent when every sitemap was read whole.
   */
  unread?: ComparedList<UnreadSitemap>;
  /** `max-removed` as given (`0`, `25`, `5%`), when given. */
  maxRemoved?: string;
  /**
   * Removals `max-removed` allows for this compared site (a percentage taken of `before`, rounded
   * down); absent when it was not judged (see `notJudged`).
   */
  allowed?: number;
  /**
   * With `max-removed`: why it was not judged (the comparison was not made, or a compared sitemap
   * was not read whole and the removals read do not pass it already). Such a run is no pass of
   * the gate: the job summary and the notes say so.
   */
  notJudged?: string;
}

/** A sitemap of the compared site not read whole, and the first finding that says why. */
export interface UnreadSitemap {
  /** Path relative to the workspace. */
  sitemap: string;
  rule: string;
  /** 1-based; absent for a finding of the whole file. */
  line?: number;
  column?: number;
  message: string;
}

/**
 * Rules whose finding in a compared sitemap means that it was not read whole: reading stopped, or
 * a sitemap it names is missing. The compared run turns the first group on whatever the policy
 * says (its findings are never reported); the missing children follow the policy (a site may
 * turn them off for sitemaps its server makes).
 */
export const READ_FAULT_RULES: readonly string[] = ['file-unreadable', 'file-too-large', 'gzip-invalid', 'encoding', 'xml-not-well-formed', 'xml-limit', 'dtd-forbidden', 'merge-conflict', 'root-element'];
/** Rules whose finding in a compared sitemap means a sitemap it names is missing (they follow the policy; see READ_FAULT_RULES). */
export const MISSING_CHILD_RULES: readonly string[] = ['index-child-missing', 'robots-sitemap-missing'];

/** `max-removed`: a count of URLs, or a percentage of the compared site's URLs. */
export type MaxRemoved = { count: number; text: string } | { percent: number; text: string };

/**
 * Parses `max-removed` (setting name `key`): a whole number of 0 or more (`0`, `25`), or a
 * percentage from 0 to 100 with up to two decimals (`5%`, `0.5%`). Throws PolicyError otherwise.
 */
export function parseMaxRemoved(value: unknown, key = 'max-removed'): MaxRemoved {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : undefined;
  if (s !== undefined) {
    if (/^\d{1,15}$/.test(s)) return { count: Number(s), text: s };
    const m = /^(\d{1,3}(?:\.\d{1,2})?)\s*%$/.exec(s);
    if (m && Number(m[1]) <= 100) return { percent: Number(m[1]), text: `${m[1]}%` };
  }
  throw new PolicyError(key, `${key}: ${shownValue(value)} is not accepted; give a number of URLs (0 or more, such as 25) or a percentage of the compared site's URLs (such as 5%).`);
}

/** The removals `max` allows when the compared site lists `before` URLs. */
export function removalsAllowed(max: MaxRemoved, before: number): number {
  return 'count' in max ? max.count : Math.floor((max.percent * before) / 100 + 1e-9);
}

/**
 * Checks a `compare-to` value against the workspace (as `site-dir` is checked): returns the real
 * path of the folder, or throws PolicyError naming `compare-to` when it is not a folder inside the
 * workspace (missing, outside, a symlink leading out, a file), is the site's own folder, or holds
 * it (the workspace with site-dir public: this build's files would be read as the other build's).
 */
export function resolveCompareTo(workspace: string, compareTo: string, siteDir: string | undefined): string {
  const dir = resolveSiteDir(workspace, compareTo);
  if ('problem' in dir) throw new PolicyError('compare-to', `compare-to: ${JSON.stringify(compareTo)} is not accepted; ${dir.problem}: the folder of the other build to compare with, such as base/public.`);
  const own = resolveSiteDir(workspace, siteDir ?? '.');
  if ('root' in own && own.root === dir.root) {
    throw new PolicyError('compare-to', `compare-to: ${JSON.stringify(compareTo)} is the site's own folder (site-dir); give the folder of the other build, such as base/public.`);
  }
  // A folder that holds site-dir (the workspace itself, "public/..") would be searched with this
  // build's files in it, as if they were the other build's.
  if ('root' in own && isWithin(dir.root, own.root)) {
    const shown = siteDir === undefined || siteDir.trim() === '' ? '.' : siteDir;
    throw new PolicyError('compare-to', `compare-to: ${JSON.stringify(compareTo)} holds the site's own folder (site-dir ${JSON.stringify(shown)}), so this build's sitemaps would be read as the other build's; give the folder of the other build only, such as base/public.`);
  }
  return dir.root;
}

/** True when the real path `inner` lies below the real path `outer`. */
function isWithin(outer: string, inner: string): boolean {
  const rel = path.relative(outer, inner);
  return rel !== '' && rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel);
}

/** `p` without the slashes at its end. */
function withoutSlash(p: string): string {
  let end = p.length;
  while (end > 1 && p.charCodeAt(end - 1) === 0x2f) end--;
  return p.slice(0, end);
}

/** POSIX form of a relative path. */
function posix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * The run's `paths` for the compared site: each pattern under `site-dir` taken relative to it and
 * put under `compareTo` (both relative to the workspace), an exclusion (`!`) kept one. Patterns
 * outside `site-dir` are left out (returned in `left`). No patterns: the default patterns under
 * `compareTo` (the folder itself).
 */
export function comparedPatterns(patterns: readonly string[], siteDir: string, compareTo: string): { patterns: string[]; left: string[] } {
  const site = withoutSlash(posix(path.normalize(siteDir)));
  const target = withoutSlash(posix(path.normalize(compareTo)));
  const given = patterns.map((p) => p.trim()).filter((p) => p !== '');
  if (given.length === 0) return { patterns: [target], left: [] };
  const out: string[] = [];
  const left: string[] = [];
  for (const raw of given) {
    const exclusion = raw.startsWith('!') && !raw.startsWith('!(');
    const body = posix(path.normalize(exclusion ? raw.slice(1) : raw));
    let rel: string | undefined;
    if (site === '.' || site === '') rel = body;
    else if (body === site) rel = '';
    else if (body.startsWith(`${site}/`)) rel = body.slice(site.length + 1);
    if (rel === undefined || rel === '..' || rel.startsWith('../')) {
      left.push(raw);
      continue;
    }
    const joined = rel === '' || rel === '.' ? target : `${target}/${rel}`;
    out.push(exclusion ? `!${joined}` : joined);
  }
  // Exclusions alone stand for the default patterns; with nothing else left, search the folder.
  if (out.every((p) => p.startsWith('!') && !p.startsWith('!('))) out.unshift(target);
  return { patterns: out, left };
}

/** The first COMPARE_SHOWN of `items` by `order`, without sorting them all. */
function firstOf<T>(items: T[], order: (a: T, b: T) => number): T[] {
  if (items.length <= 4 * COMPARE_SHOWN) return items.sort(order).slice(0, COMPARE_SHOWN);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === COMPARE_SHOWN && order(item, kept[COMPARE_SHOWN - 1]!) >= 0) continue;
    let i = kept.length;
    while (i > 0 && order(item, kept[i - 1]!) < 0) i--;
    kept.splice(i, 0, item);
    if (kept.length > COMPARE_SHOWN) kept.pop();
  }
  return kept;
}

const byPlace = (a: ComparedUrl, b: ComparedUrl): number => (a.sitemap < b.sitemap ? -1 : a.sitemap > b.sitemap ? 1 : 0) || a.line - b.line;
const byNewPlace = (a: MovedUrl, b: MovedUrl): number => (a.to < b.to ? -1 : a.to > b.to ? 1 : 0) || a.toLine - b.toLine;

/** An empty comparison of `compareTo` that was not made, and why (`max-removed` is then not judged). */
export function comparisonNotMade(compareTo: string, problem: string, max?: MaxRemoved): SiteComparison {
  const c: SiteComparison = { compareTo, problem, before: 0, after: 0, added: { count: 0, first: [] }, removed: { count: 0, first: [] }, moved: { count: 0, first: [] } };
  if (max) {
    c.maxRemoved = max.text;
    c.notJudged = 'the comparison was not made';
  }
  return c;
}

/**
 * The first finding of `findings` that says a sitemap was not read whole (READ_FAULT_RULES,
 * MISSING_CHILD_RULES), as an UnreadSitemap of `sitemap`; undefined when there is none.
 */
export function readFault(sitemap: string, findings: readonly { rule: string; line?: number; column?: number; message: string }[]): UnreadSitemap | undefined {
  const f = findings.find((x) => READ_FAULT_RULES.includes(x.rule) || MISSING_CHILD_RULES.includes(x.rule));
  if (f === undefined) return undefined;
  const u: UnreadSitemap = { sitemap, rule: f.rule, message: f.message };
  if (f.line !== undefined) u.line = f.line;
  if (f.column !== undefined) u.column = f.column;
  return u;
}

/**
 * Marks comparison `c` as made of sitemaps not all read whole (`unread`, in path order, not
 * empty). Removals read are a lower bound: a count of `max-removed` they pass already stays
 * judged (`urls-removed` is sound); otherwise, and always for a percentage (the compared site's
 * whole count is unknown), `max-removed` is not judged.
 */
export function withUnread(c: SiteComparison, unread: UnreadSitemap[], max?: MaxRemoved): SiteComparison {
  const sorted = [...unread].sort((a, b) => (a.sitemap < b.sitemap ? -1 : a.sitemap > b.sitemap ? 1 : 0));
  c.unread = { count: sorted.length, first: sorted.slice(0, COMPARE_SHOWN) };
  if (max && !('count' in max && c.removed.count > max.count)) {
    delete c.allowed;
    c.notJudged = `${sorted.length === 1 ? 'a sitemap' : `${thousands(sorted.length)} sitemaps`} of ${quote(c.compareTo, 120)} could not be read whole, so the URLs removed may be more than counted`;
  }
  return c;
}

/** Where and why `u` was not read whole, in one line: `base/sitemap.xml:20:51 (xml-not-well-formed: …)`. */
export function unreadPlace(u: UnreadSitemap): string {
  const at = u.line === undefined ? u.sitemap : `${u.sitemap}:${u.line}${u.column === undefined ? '' : `:${u.column}`}`;
  return `${at} (${u.rule}: ${u.message.length > 200 ? `${u.message.slice(0, 199)}…` : u.message})`;
}

/**
 * Compares the URLs of the compared site (`before`) with this run's (`after`). One pass over each
 * store, hash lookups; the lists keep their first COMPARE_SHOWN.
 */
export function compareStores(compareTo: string, before: UrlStore, after: UrlStore, max?: MaxRemoved): SiteComparison {
  const removed: ComparedUrl[] = [];
  const moved: MovedUrl[] = [];
  let removedCount = 0;
  let movedCount = 0;
  for (const [url, i] of before.entries()) {
    const was = before.slot(i);
    const now = after.placeOf(url);
    if (now === undefined) {
      removedCount++;
      removed.push({ url, sitemap: before.files[was.file]!, line: was.line });
    } else if (now.key !== before.keys[was.file]) {
      movedCount++;
      moved.push({ url, from: before.files[was.file]!, fromLine: was.line, to: now.file, toLine: now.line });
    }
  }
  const added: ComparedUrl[] = [];
  let addedCount = 0;
  for (const [url, i] of after.entries()) {
    if (before.placeOf(url) !== undefined) continue;
    addedCount++;
    const at = after.slot(i);
    added.push({ url, sitemap: after.files[at.file]!, line: at.line });
  }
  const c: SiteComparison = {
    compareTo,
    before: before.size,
    after: after.size,
    added: { count: addedCount, first: firstOf(added, byPlace) },
    removed: { count: removedCount, first: firstOf(removed, byPlace) },
    moved: { count: movedCount, first: firstOf(moved, byNewPlace) },
  };
  if (max) {
    c.maxRemoved = max.text;
    c.allowed = removalsAllowed(max, before.size);
  }
  return c;
}

/** The message of `urls-removed` for comparison `c` (which removes more than it allows). */
export function removedMessage(c: SiteComparison): string {
  const shown = c.removed.first.slice(0, 5).map((u) => quote(u.url, 120));
  const more = c.removed.count > shown.length ? `, and ${thousands(c.removed.count - shown.length)} more` : '';
  const limit = c.maxRemoved !== undefined && c.maxRemoved.endsWith('%') ? `${c.maxRemoved} of its ${thousands(c.before)} URLs, so at most ${thousands(c.allowed ?? 0)}` : `at most ${thousands(c.allowed ?? 0)}`;
  return `${thousands(c.removed.count)} ${c.removed.count === 1 ? 'URL' : 'URLs'} that the sitemaps of ${quote(c.compareTo, 120)} list ${c.removed.count === 1 ? 'is' : 'are'} listed by no sitemap of this build (max-removed allows ${limit}): ${shown.join(', ')}${more}. List them again, or redirect each to its new address and raise max-removed if the removal is meant.`;
}
