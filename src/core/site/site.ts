/**
 * Set-level and site-level checks: what only the files of a run taken together can tell
 * (ARCHITECTURE.md "set checks").
 *
 * Without `base-url`: `loc-duplicate-across-files`, `hreflang-return-link` and the totals per host,
 * which compare URLs only. With `base-url` (+ `site-dir`) the files are also mapped to their public
 * URLs and URLs to files (./site-url.ts, ./site-fs.ts): `loc-out-of-scope`, index children and
 * robots.txt sitemaps resolved to files and checked once each (`index-child-missing`,
 * `index-nested`, `robots-sitemap-missing`), a robots.txt crawlers never read (`robots-not-at-root`),
 * `page-missing` and `sitemap-unreferenced`; and, read from the robots.txt at the root of
 * `site-dir`, the locs and sitemaps Googlebot may not fetch (`robots-blocked`, `robots-blocks-sitemap`).
 *
 * Memory is linear in the entries and alternates of the run, up to bounds in bytes (RUN_LIMITS):
 * a digest per distinct loc and a place per loc occurrence (./locplaces.ts), the alternates of
 * each entry as the checker hands them over, one reference per index entry or `Sitemap:` line.
 * Every finding is computed in one pass over these, with hash lookups.
 */
import path from 'node:path';
import { constants as fsConstants, realpathSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { MAX_FILES_PER_RUN, type DiscoveredFile } from '../run/discover.js';
import type { EntryAlternates } from '../checks/extensions/index.js';
import { PolicyError, type Policy } from '../policy/policy.js';
import type { HostTotal, SiteReference, SiteReport } from '../run/run-types.js';
import { comparableUrl } from '../checks/extensions/values.js';
import { foldFindings } from '../checks/fold.js';
import { FINDINGS_CAPPED, findingCounts, FindingSink, MAX_FINDINGS_PER_FILE, tier } from '../checks/sink.js';
import { resolveSiteDir, SiteFiles, type FoundFile } from './site-fs.js';
import { isTooLongLoc } from '../checks/loc.js';
import { comparePlace, grown, LocPlaces, type Place } from './locplaces.js';
import { locate, parseBaseUrl, parseUrl, publicUrl, scopeDifferences, type BaseUrl, type Location } from './site-url.js';
import { quote, shortName, thousands, trimXml } from '../text.js';
import type { FileKind, FileResult, Finding, FindingCounts, Severity } from '../types.js';
import { IMAGES, NEWS_OR_VIDEO, type EntryColumns } from '../checks/entries.js';
import { resolvePage, type HostSettings } from './hosting.js';
import type { HostFiles } from './redirect-files.js';
import { blocksEveryPath, parseRobotsTxt, robotsVerdict, ROBOTS_MAX_BYTES, type RobotsRules, type RobotsVerdict } from './robots-match.js';
import type { HeadReader } from './pages.js';
import type { TargetFate } from './site-pages.js';

/**
 * The modules of the checks that map locs to the files of site-dir: the page heads (./pages.ts,
 * with htmlparser2), the head rules and the walk of check-unlisted (./site-pages.ts) and the host's
 * redirect files (./redirect-files.ts, with smol-toml and jsonc-parser). A run without base-url
 * never needs them, so they are loaded on first use ({@link loadPageChecks}), not at start: the
 * command line then compiles and runs about 0.35 MB less code.
 */
interface PageChecks {
  pages: typeof import('./pages.js');
  sitePages: typeof import('./site-pages.js');
  redirects: typeof import('./redirect-files.js');
}

let pageChecks: PageChecks | undefined;
let pageChecksLoading: Promise<PageChecks> | undefined;

/**
 * Loads the page checks' modules (see PageChecks) once. {@link SiteChecks.open} awaits it for a
 * run with base-url; a SiteChecks made with `new` for such a run needs it awaited first.
 */
export function loadPageChecks(): Promise<PageChecks> {
  pageChecksLoading ??= Promise.all([import('./pages.js'), import('./site-pages.js'), import('./redirect-files.js')]).then(([pages, sitePages, redirects]) => {
    pageChecks = { pages, sitePages, redirects };
    return pageChecks;
  });
  return pageChecksLoading;
}

/** The page checks' modules, once loaded. Throws an Error when they are not (see loadPageChecks). */
function loadedPageChecks(): PageChecks {
  if (pageChecks === undefined) throw new Error('SiteChecks: the page checks are not loaded; await loadPageChecks() (or use SiteChecks.open) before a run with base-url.');
  return pageChecks;
}


/**
 * What the checks across files keep of a run at most, in bytes: `locs`, the locs of the page
 * files and where each was listed (LocPlaces.bytes: 69 bytes a distinct loc, 24 a later place,
 * the text of each loc of up to 128 characters, which is its key, and of the longer ones a
 * finding may quote); `alternates`, the entries with hreflang
 * alternates (AltRecord, as `alternateBytes` counts them). Each file keeps at most max-urls
 * entries, but a run of 100 gzip files (25 MB) of 25,000 distinct 2,000-character URLs each ran
 * out of memory at 4.5 GB while bounds in counts held. Past a bound, what was kept is dropped and
 * the checks that compare it are not made, with one note: which part would have been kept depends
 * on the order the files are read in (concurrently), whether the bound is passed does not (the
 * bytes counted are those of all the run's locs, whatever their order). The 2 GiB of locs hold
 * about 13 million distinct URLs of 90 characters, or 31 million of more than 128 (with base-url
 * and check-pages, which keep the text of every URL, 2.8 million of 700 characters); the memory
 * taken is up to about twice the bytes counted, as the arrays grow by doubling. A sharded run goes further. Not frozen: tests lower them.
 */
export const RUN_LIMITS = { locs: 2 * 2 ** 30, alternates: 2 ** 30 };

/** `n` bytes as a message says it: whole GiB or MiB when it is one, else the number of bytes. */
function bytesText(n: number): string {
  if (n >= 2 ** 30 && n % 2 ** 30 === 0) return `${thousands(n / 2 ** 30)} GiB`;
  if (n >= 2 ** 20 && n % 2 ** 20 === 0) return `${thousands(n / 2 ** 20)} MiB`;
  return `${thousands(n)} byte${n === 1 ? '' : 's'}`;
}

/**
 * Bytes counted for one entry with alternates (see RUN_LIMITS): two a UTF-16 code unit of its loc,
 * hreflangs, hrefs and the keys written otherwise than their hrefs, 160 for the record and 40 an
 * alternate (array slots, line and column, string headers). An estimate of the JavaScript heap it
 * takes, which depends on the entry alone.
 */
function alternateBytes(loc: string, e: EntryAlternates, keys: readonly string[]): number {
  let units = 2 * loc.length;
  for (let i = 0; i < e.hrefs.length; i++) units += e.hrefs[i]!.length + e.hreflangs[i]!.length + (keys === e.hrefs ? 0 : keys[i]!.length);
  return 160 + 2 * units + 40 * e.hrefs.length;
}

/** Entries with more alternates than this are not compared for `hreflang-cluster-mismatch`. */
const CLUSTER_LIMIT = 200;

interface AltRecord {
  file: string;
  loc: string;
  /** The loc and the hrefs in the form two spellings of one URL share (comparableUrl): what is compared. */
  key: string;
  hreflangs: string[];
  hrefs: string[];
  keys: string[];
  lines: number[];
  columns: number[];
  /** The keys of the hrefs as a set, built on the first lookup of an entry with many alternates. */
  set?: Set<string>;
  /** For the cluster check: the number of each lower-cased hreflang (-1 for '') and of each key (see ClusterCodes). */
  langCodes?: Int32Array;
  keyCodes?: Int32Array;
}

/**
 * Numbers for the strings the cluster check compares (lower-cased hreflangs, href keys), given
 * once per entry: the check compares every language of an entry with those of each entry it
 * names (up to CLUSTER_LIMIT times CLUSTER_LIMIT per entry), and lower-casing, hashing and
 * comparing the strings each time cost about 60 ns a comparison (3,000 entries of 200
 * alternates: 9 s).
 */
class ClusterCodes {
  private readonly langs = new Map<string, number>();
  private readonly keys = new Map<string, number>();
  /** For the entry being compared: per language number, 1 + the index of its first alternate, valid where `stamp` is the current round. */
  firstAt = new Int32Array(64);
  stamp = new Int32Array(64);
  /** Per language number: the round in which it was reported. */
  reported = new Int32Array(64);

  /** Gives `rec` its codes (once). */
  code(rec: AltRecord): void {
    if (rec.langCodes !== undefined) return;
    const n = rec.hrefs.length;
    const langCodes = new Int32Array(n);
    const keyCodes = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const h = rec.hreflangs[i]!.toLowerCase();
      langCodes[i] = h === '' ? -1 : number(this.langs, h);
      keyCodes[i] = number(this.keys, rec.keys[i]!);
    }
    rec.langCodes = langCodes;
    rec.keyCodes = keyCodes;
    if (this.langs.size > this.stamp.length) {
      const size = Math.max(this.langs.size, 2 * this.stamp.length);
      this.firstAt = grown(this.firstAt, size);
      this.stamp = grown(this.stamp, size);
      this.reported = grown(this.reported, size);
    }
  }
}

/** The number of `s` in `map`, adding it as the next number when new. */
function number(map: Map<string, number>, s: string): number {
  let n = map.get(s);
  if (n === undefined) {
    n = map.size;
    map.set(s, n);
  }
  return n;
}

/** A finding waiting for the end of the run (then sorted by position and added to the file). */
/** The pending findings of one file, and those left out (by rule) that only count. */
interface PendingList {
  items: Pending[];
  dropped: Map<string, number>;
  /** Length at which the items are cut again: twice what the last cut kept, at least COMPACT_AT. */
  next: number;
}

/** Pending findings of a file at which they are cut to what the per-file cap can keep. */
const COMPACT_AT = 2 * MAX_FINDINGS_PER_FILE;

interface Pending {
  rule: string;
  message: string;
  line?: number;
  column?: number;
  seq: number;
}

/** A file of the run and where it lies in `site-dir`. */
interface Member {
  path: string;
  /** Segments below `site-dir` (the last one is the file name), when the file is inside it. */
  segments?: string[];
  /**
   * A robots.txt whose public URL is not `/robots.txt` at the root of the host (RFC 9309 2.3):
   * crawlers never read it, so its `Sitemap:` lines announce nothing.
   */
  offRoot?: boolean;
  /** True for a file reached through an index entry or a `Sitemap:` line, not asked for by the run. */
  reached?: boolean;
  /** True when `robots-not-at-root` was reported on it. */
  notAtRoot?: boolean;
}

/** Kinds whose entries are pages. */
const PAGE_KINDS: ReadonlySet<FileKind> = new Set<FileKind>(['urlset', 'text', 'rss', 'atom']);

/** A value that starts like an absolute URL (a scheme and a colon). */
const ABSOLUTE = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** The sitemap a file is a copy of: `sitemap.xml.gz` is `sitemap.xml` compressed (any case of `.gz`). */
function copyOf(file: string): string {
  return file.length > 3 && file.slice(-3).toLowerCase() === '.gz' ? file.slice(0, -3) : file;
}
/** True when the redirect destination `to` (absolute, or a path resolved against `loc`) is the URL `loc` itself (scheme, host, port and path). */
function sameUrl(to: string, loc: string): boolean {
  try {
    const a = new URL(to, loc);
    const b = new URL(loc);
    return a.origin === b.origin && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

/** Where crawlers read the robots.txt of base-url's host (RFC 9309 2.3). */
function hostRobots(base: BaseUrl): string {
  return `${base.scheme}://${base.host}${base.port === '' ? '' : `:${base.port}`}/robots.txt`;
}

/**
 * The rules of the robots.txt at the root of the host, as Googlebot reads them: `path` names the
 * file (relative to the workspace), `covered` is true when `robots-disallow-all` reports its
 * whole-site rule for Googlebot (then every blocked loc is that one fault, reported once there).
 */
interface HostRobots {
  rules: RobotsRules;
  path: string;
  covered: boolean;
  /** `scheme://host[:port]` of base-url: the URLs these rules are for. */
  origin: string;
}

/**
 * Reads the first `limit` bytes of a regular file (fewer when it is shorter); undefined when it
 * cannot be read or is no regular file (opened without blocking: a FIFO put in its place between
 * the lookup and the read never hangs the run).
 */
async function readHead(file: string, limit: number): Promise<Buffer | undefined> {
  let handle;
  try {
    handle = await open(file, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
    if (!(await handle.stat()).isFile()) return undefined;
    const buf = Buffer.alloc(limit);
    let got = 0;
    while (got < limit) {
      const { bytesRead } = await handle.read(buf, got, limit - got, got);
      if (bytesRead === 0) break;
      got += bytesRead;
    }
    return buf.subarray(0, got);
  } catch {
    return undefined;
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** Kinds that are sitemaps (for `sitemap-unreferenced`). */
const SITEMAP_KINDS: ReadonlySet<FileKind> = new Set<FileKind>(['urlset', 'sitemapindex', 'text', 'rss', 'atom']);

/** Alternates per entry up to which a lookup scans the list instead of building a set. */
const SCAN_LIMIT = 16;
/** Page lookups at once. */
const PAGE_CONCURRENCY = 16;


function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * Calls `fn` on each item, at most `limit` calls at once. The items are taken one at a time as
 * calls end (a generator is not drawn ahead: the locs of a run are not turned into strings all at once).
 */
async function forEachLimit<T>(items: Iterable<T>, limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  const it = items[Symbol.iterator]();
  const worker = async () => {
    for (let n = it.next(); !n.done; n = it.next()) await fn(n.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/**
 * The set-level state of one run. The run registers each file, hands over the entries and
 * alternates of each checked file, checks the files `afterFile` returns (index children and
 * robots.txt sitemaps not yet in the run), and finally calls `finish`.
 */
export class SiteChecks {
  /** The parsed `base-url`, when given. */
  readonly base: BaseUrl | undefined;
  /** `site-dir`, when `base-url` is given. */
  readonly files: SiteFiles | undefined;
  private readonly workspace: string;
  private readonly on: (rule: string) => boolean;
  private readonly members = new Map<string, Member>();
  /** Real path -> path in the run, so that a file reached twice is checked once. */
  private readonly byReal = new Map<string, string>();
  private readonly pending = new Map<string, PendingList>();
  private seq = 0;
  /**
   * The locs of the page files (from the second page file on; see `held`). The text of every loc
   * is kept only for the page checks (page-missing, page-redirect, the head rules, page-unlisted);
   * otherwise only that of the long locs listed
   * more than once (./locplaces.ts).
   */
  private locs: LocPlaces;
  /**
   * The entries of the first page file, kept aside: a run of one sitemap has no duplicates across
   * files, so its locs are only indexed when a second page file comes or a check needs them.
   */
  private held: { file: string; records: EntryColumns } | undefined;
  /** Paths of the feeds (RSS, Atom) of the run: they repeat the sitemaps' URLs by nature. */
  private readonly feeds = new Set<string>();
  private pageFileCount = 0;
  /** The "scheme://authority/" of the last loc whose host was parsed, and that host (see `pages`). */
  private lastPrefix = '';
  private lastHost: string | undefined;
  private readonly alternates: AltRecord[] = [];
  /** Bytes the alternates hold (see alternateBytes), against RUN_LIMITS.alternates. */
  private alternateBytes = 0;
  private readonly altByLoc = new Map<string, AltRecord | AltRecord[]>();
  /** For a loc of several entries: every alternate they name (hreflang-return-link). */
  private readonly hrefUnion = new Map<string, Set<string>>();
  /** Locs whose entries in altByLoc are in file and position order. */
  private readonly sortedLocs = new Set<string>();
  private readonly hosts = new Map<string, number>();
  private readonly references: SiteReference[] = [];
  /**
   * The files in site-dir (by copyOf) that a robots.txt line or index entry names but that are
   * never followed (a symlink leading outside site-dir...): checked through `paths`, they are
   * named all the same, so not `sitemap-unreferenced`.
   */
  private readonly namedUnfollowed = new Set<string>();
  private skipped = 0;
  /** True once the locs, or the entries with alternates, passed RUN_LIMITS (not kept from there on). */
  private locsFull = false;
  private alternatesFull = false;
  /** Notes on robots.txt files whose Sitemap: lines past max-urls were not followed. */
  private readonly unfollowed: string[] = [];
  /** See the constructor. */
  private readonly unnamed: string | undefined;
  /** Notes on the host's redirect files (see missingPages). */
  private readonly hostNotes: string[] = [];
  /** The host's robots.txt rules (see hostRobots), read once when the first sitemap is taken. */
  private robots: Promise<HostRobots | undefined> | undefined;
  /** When set, `check-unlisted` is not judged and this is the run's note saying why (a shard of a run). */
  unlistedSkipped: string | undefined;
  /** Real paths of folders in site-dir that check-unlisted does not walk (set by the run: the compare-to build). */
  unwalked: readonly string[] = [];

  /** A file as messages name it: quoted, or "this document" for a document without a name. */
  private fileName(file: string): string {
    return file === this.unnamed ? 'this document' : quote(file, 120);
  }

  /**
   * `workspace`: the workspace root. Throws PolicyError when `site-dir` is not a folder inside it.
   * `mapFiles: false` leaves `base-url` and `site-dir` aside: only the checks that compare URLs
   * run (validate() judges one document held in memory, which maps to no file). `unnamed`: the
   * path under which a document without a name is registered; messages call it "this document".
   */
  constructor(
    private readonly policy: Policy,
    workspace: string,
    options: { mapFiles?: boolean; unnamed?: string } = {},
  ) {
    this.unnamed = options.unnamed;
    const probe = new FindingSink(policy);
    this.on = (rule) => probe.on(rule);
    let ws = path.resolve(workspace);
    try {
      ws = realpathSync(ws);
    } catch {
      // discover() reports an unreadable workspace; nothing here is mapped then.
    }
    this.workspace = ws;
    if (policy.baseUrl !== undefined && options.mapFiles !== false) {
      const base = parseBaseUrl(policy.baseUrl);
      if (typeof base === 'string') throw new PolicyError('base-url', `base-url: ${JSON.stringify(policy.baseUrl)} is not accepted; ${base}.`);
      const dir = resolveSiteDir(ws, policy.siteDir);
      if ('problem' in dir) throw new PolicyError('site-dir', `site-dir: ${JSON.stringify(policy.siteDir)} is not accepted; ${dir.problem}.`);
      this.base = base;
      this.files = new SiteFiles(dir.root, ws);
    }
    this.locs = this.newLocs();
  }

  /**
   * A SiteChecks as the constructor makes it, with the page checks' modules loaded first when the
   * policy has a base-url (see loadPageChecks). Throws PolicyError as the constructor does.
   */
  static async open(policy: Policy, workspace: string, options: { mapFiles?: boolean; unnamed?: string } = {}): Promise<SiteChecks> {
    if (policy.baseUrl !== undefined && options.mapFiles !== false) await loadPageChecks();
    return new SiteChecks(policy, workspace, options);
  }

  /**
   * An empty store of locs, keeping the texts the checks of this run read (see `locs`): those of
   * every loc when `missingPages` maps them to files.
   */
  private newLocs(): LocPlaces {
    const pages =
      this.on('page-missing') ||
      (this.policy.checkPages && (this.on('page-redirect') || (this.base !== undefined && loadedPageChecks().sitePages.HEAD_RULES.some((r) => this.on(r))))) ||
      (this.policy.checkUnlisted && this.on('page-unlisted'));
    return new LocPlaces(undefined, { texts: this.base && this.files && pages ? 'all' : 'repeated' });
  }

  /** True when `onAlternates` should be passed to the checker (the return-link check is on). */
  get wantsAlternates(): boolean {
    return this.on('hreflang-return-link') || this.on('hreflang-cluster-mismatch');
  }

  /** Adds a file to the run. Returns false when its path is already in it. */
  register(file: DiscoveredFile): boolean {
    if (this.members.has(file.path)) return false;
    // Every path the caller asked for is checked (two paths may name one file through a symlink);
    // a file reached through robots.txt or an index maps to the first of them.
    if (!file.problem && !this.byReal.has(file.absolute)) this.byReal.set(file.absolute, file.path);
    const member: Member = { path: file.path };
    if (this.files && !file.problem && file.absolute !== '') {
      // A path named outside the workspace (`../x.xml`, `/srv/x.xml`) is placed by where it is read.
      const inside = !path.isAbsolute(file.path) && file.path !== '..' && !file.path.startsWith('../');
      member.segments = (inside ? this.files.segmentsOf(path.join(this.workspace, ...file.path.split('/'))) : undefined) ?? this.files.segmentsOf(file.absolute);
    }
    this.members.set(file.path, member);
    return true;
  }

  /** Records the alternates of one entry of `file` (the arrays are kept, not copied). */
  addAlternates(file: string, e: EntryAlternates): void {
    if (this.alternatesFull) return;
    const loc = trimXml(e.loc);
    // The keys share the hrefs' strings, and their array when no href is written otherwise.
    let keys = e.hrefs;
    for (let i = 0; i < e.hrefs.length; i++) {
      const key = comparableUrl(e.hrefs[i]!);
      if (key === e.hrefs[i]) continue;
      if (keys === e.hrefs) keys = e.hrefs.slice();
      keys[i] = key;
    }
    this.alternateBytes += alternateBytes(loc, e, keys);
    if (this.alternateBytes > RUN_LIMITS.alternates) {
      // Which entries were kept would depend on the order the files were read in: none is kept,
      // and the checks that compare them are not made (see finish).
      this.alternatesFull = true;
      this.alternates.length = 0;
      this.altByLoc.clear();
      this.hrefUnion.clear();
      return;
    }
    const rec: AltRecord = { file, loc, key: comparableUrl(loc), hreflangs: e.hreflangs, hrefs: e.hrefs, keys, lines: e.lines, columns: e.columns };
    this.alternates.push(rec);
    const known = this.altByLoc.get(rec.key);
    if (known === undefined) this.altByLoc.set(rec.key, rec);
    else if (Array.isArray(known)) known.push(rec);
    else this.altByLoc.set(rec.key, [known, rec]);
  }

  /**
   * Takes the entries of a checked file. Returns the files it names (index children, robots.txt
   * sitemaps) that are not in the run yet; the caller checks them and hands them over in turn.
   */
  async afterFile(result: FileResult, records: EntryColumns): Promise<DiscoveredFile[]> {
    const member = this.members.get(result.path);
    if (!member) return [];
    const robots = SITEMAP_KINDS.has(result.kind) ? await this.hostRobots() : undefined;
    if (robots) this.sitemapBlocked(robots, member);
    if (PAGE_KINDS.has(result.kind)) {
      if (result.kind === 'rss' || result.kind === 'atom') this.feeds.add(member.path);
      if (robots) this.locsBlocked(robots, member, records);
      this.pages(member, records);
      return [];
    }
    if (result.kind === 'sitemapindex') {
      // sitemaps.org asks index entries for the index's site only; Google also for its folder or
      // below ("Manage your sitemaps with a sitemap index file"): so do the google and strict profiles.
      this.scope(member, records, this.policy.profile === 'protocol', true);
      return this.follow(member, records, 'index-child-missing');
    }
    if (result.kind === 'robots') {
      this.robotsPlace(member);
      // A robots.txt has no url-count: say when lines past max-urls were not followed.
      if (this.base && records.length >= this.policy.maxUrls && result.entries > records.length) {
        this.unfollowed.push(`${quote(member.path, 120)} has ${thousands(result.entries)} Sitemap: lines: ${records.length === 1 ? 'the first valid one was' : `the first ${thousands(records.length)} valid ones were`} followed (max-urls), and any valid line after ${records.length === 1 ? 'it' : 'them'} was not checked.`);
      }
      return this.follow(member, records, 'robots-sitemap-missing');
    }
    return [];
  }

  /**
   * The findings that need the whole run; merges every set-level finding into `results` (by
   * path) and returns what the summary shows of the site and notes for the run.
   */
  async finish(results: Map<string, FileResult>, droppedByFile: ReadonlyMap<string, Record<string, number>> = new Map()): Promise<{ site: SiteReport; notes: string[] }> {
    this.nestedIndexes(results);
    this.duplicatesAcrossFiles();
    this.returnLinks();
    this.clusterMismatches();
    const pageNotes = await this.pagesOfLocs(results);
    this.unreferenced(results);
    for (const [file, list] of this.pending) {
      const result = results.get(file);
      if (result) merge(this.policy, result, list.items, list.dropped, droppedByFile.get(file));
    }
    const hosts: HostTotal[] = [...this.hosts]
      .map(([host, entries]) => ({ host, entries }))
      .sort((a, b) => b.entries - a.entries || (a.host < b.host ? -1 : a.host > b.host ? 1 : 0));
    const references = [...this.references].sort((a, b) => comparePlace({ file: a.from, line: a.line, column: a.column }, { file: b.from, line: b.line, column: b.column }));
    const site: SiteReport = { hosts, references };
    if (this.base && this.files) {
      site.baseUrl = this.base.href;
      site.siteDir = toPosix(path.relative(this.workspace, this.files.root)) || '.';
    }
    const notes: string[] = [...this.unfollowed].sort();
    notes.push(...this.hostNotes);
    notes.push(...pageNotes);
    // Whether a limit was passed depends on the files alone, not on the order they were read in.
    if (this.locsFull) {
      // With check-pages every check of the pages locs map to waits for the whole run's locs, so none was made.
      const skipped = this.policy.checkPages
        ? 'loc-duplicate-across-files, hreflang-return-link and the checks of the pages the locs map to (page-missing, page-redirect, page-noindex, page-canonical-other, page-error)'
        : 'loc-duplicate-across-files, hreflang-return-link and page-missing';
      const split = this.policy.checkUnlisted ? 'Split the run with shard (a shard does not judge check-unlisted).' : 'Split the run with shard.';
      notes.push(
        `The run lists more URLs than the checks across files keep (${bytesText(RUN_LIMITS.locs)} for the URLs and where each is listed): ${skipped} were not made for this run; every file was judged on its own. ${split}`,
      );
    }
    if (this.alternatesFull) {
      notes.push(
        `The run has more entries with hreflang alternates than the checks across entries keep (${bytesText(RUN_LIMITS.alternates)} for the entries and their alternates): hreflang-return-link and hreflang-cluster-mismatch were not made for this run; every file was judged on its own. Split the run with shard.`,
      );
    }
    if (this.skipped > 0) {
      notes.push(
        `${thousands(this.skipped)} sitemap${this.skipped === 1 ? '' : 's'} named by robots.txt or a sitemap index ${this.skipped === 1 ? 'was' : 'were'} not checked: a run checks at most ${thousands(MAX_FILES_PER_RUN)} files.`,
      );
    }
    return { site, notes };
  }

  // ---------------------------------------------------------------- per file

  private add(file: string, rule: string, message: string, line?: number, column?: number): void {
    if (!this.on(rule)) return;
    let list = this.pending.get(file);
    if (!list) {
      list = { items: [], dropped: new Map(), next: COMPACT_AT };
      this.pending.set(file, list);
    }
    const p: Pending = { rule, message, seq: this.seq++ };
    if (line !== undefined && column !== undefined) {
      p.line = line;
      p.column = column;
    }
    list.items.push(p);
    if (list.items.length >= list.next) this.compact(list);
  }

  /**
   * Keeps of a file's pending findings only what the per-file cap can keep: the first
   * MAX_FINDINGS_PER_FILE of each tier by position and the first of each rule in each tier (those
   * `merge` would keep of them), the others counted by rule. Without it, 260 files repeating 50,000 locs held 13 million messages and ran
   * out of memory.
   */
  private compact(list: PendingList): void {
    const severities = this.policy.severities;
    const rank = (p: Pending): number => tier({ severity: severities[p.rule] as Severity, line: p.line });
    const sorted = list.items.map((p) => ({ p, t: rank(p) })).sort((a, b) => a.t - b.t || (a.p.line ?? 0) - (b.p.line ?? 0) || (a.p.column ?? 0) - (b.p.column ?? 0) || a.p.seq - b.p.seq);
    const kept: Pending[] = [];
    let current = -1;
    let count = 0;
    const rules = new Set<string>();
    for (const { p, t } of sorted) {
      if (t !== current) {
        current = t;
        count = 0;
        rules.clear();
      }
      // The first of each rule is kept too: the sink lists it before repeats of others.
      const first = !rules.has(p.rule);
      rules.add(p.rule);
      if (count++ < MAX_FINDINGS_PER_FILE || first) kept.push(p);
      else list.dropped.set(p.rule, (list.dropped.get(p.rule) ?? 0) + 1);
    }
    list.items = kept;
    // Up to six tiers of a thousand stay: cut again only once as many more came, so the work
    // stays linear in the findings.
    list.next = Math.max(COMPACT_AT, 2 * kept.length);
  }

  /** Entries of a urlset, text sitemap or feed: scope, places and hosts. */
  private pages(member: Member, records: EntryColumns): void {
    this.scope(member, records, false, false);
    let lastPrefix = this.lastPrefix;
    let lastHost = this.lastHost;
    let count = 0;
    for (const raw of records.locs) {
      const loc = trimXml(raw);
      // A loc of 2,048 characters or more is loc-too-long; it counts for no host.
      if (loc === '' || isTooLongLoc(loc)) continue;
      // Entries nearly always share a scheme and host (also across the files of a site): reuse the
      // last parse when the loc starts with the same "scheme://authority/" (no user info, which
      // would end later). `lastIndexOf(prefix, 0) === 0` is `startsWith(prefix)`: V8's startsWith
      // compares a flat string (a loc from a worker thread) with a slice one code unit at a time,
      // three times slower, and this loop runs once per loc of the run.
      if (lastPrefix !== '' && loc.lastIndexOf(lastPrefix, 0) === 0) {
        count++;
        continue;
      }
      if (lastHost !== undefined && count > 0) this.hosts.set(lastHost, (this.hosts.get(lastHost) ?? 0) + count);
      count = 0;
      const host = parseUrl(loc)?.host;
      const end = loc.indexOf('/', loc.indexOf('://') + 3);
      lastPrefix = host !== undefined && end > 0 && !loc.slice(0, end).includes('@') ? loc.slice(0, end + 1) : '';
      lastHost = host;
      if (host !== undefined) count = 1;
    }
    if (lastHost !== undefined && count > 0) this.hosts.set(lastHost, (this.hosts.get(lastHost) ?? 0) + count);
    this.lastPrefix = lastPrefix;
    this.lastHost = lastHost;
    this.pageFileCount++;
    if (this.pageFileCount === 1) {
      this.held = { file: member.path, records };
      return;
    }
    this.release();
    this.index(member.path, records);
  }

  /** Adds the held entries of the first page file to `locs`. */
  private release(): void {
    const held = this.held;
    if (!held) return;
    this.held = undefined;
    this.index(held.file, held.records);
  }

  /** Adds the locs of a page file to `locs`. */
  private index(file: string, records: EntryColumns): void {
    if (this.locsFull) return;
    const id = this.locs.fileId(file);
    for (let i = 0; i < records.length; i++) {
      const loc = trimXml(records.locs[i]!);
      // A loc of 2,048 characters or more is loc-too-long in its file; keeping it for the checks
      // across files would hold a possibly huge string for the whole run.
      if (loc === '' || isTooLongLoc(loc)) continue;
      this.locs.add(loc, id, records.line(i), records.column(i), records.extensions(i));
      if (this.locs.bytes > RUN_LIMITS.locs) {
        // Which URLs were kept would depend on the order the files were read in: none is kept,
        // and the checks that compare them are not made (see finish).
        this.locsFull = true;
        this.locs = this.newLocs();
        return;
      }
    }
  }

  /**
   * `robots-not-at-root`: crawlers read the rules of a host from `/robots.txt` at its root only
   * (RFC 9309 2.3), never from `/docs/robots.txt` or from a site served below the root (a GitHub
   * Pages project site). Judged when the file's public URL is known (base-url, a file in site-dir);
   * a gzip copy beside it (`robots.txt.gz`) is judged by the name it is a copy of. A robots.txt
   * reached through an index entry or a `Sitemap:` line is not reported (the entry that names it
   * is), but its lines name nothing for `sitemap-unreferenced` either.
   */
  private robotsPlace(member: Member): void {
    const base = this.base;
    const files = this.files;
    const segments = member.segments;
    if (!base || !files || !segments || segments.length === 0) return;
    const name = copyOf(segments[segments.length - 1]!);
    const folder = segments.slice(0, -1);
    if (base.segments.length === 0 && folder.length === 0 && name === 'robots.txt') return;
    member.offRoot = true;
    if (member.reached || !this.on('robots-not-at-root')) return;
    member.notAtRoot = true;
    const root = hostRobots(base);
    let hint: string;
    if (base.segments.length > 0) {
      const where = base.host.endsWith('.github.io')
        ? `on GitHub Pages, the host's robots.txt is the user or organization site's (repository ${shortName(base.host, 100)}): add the Sitemap: lines there, or submit the sitemaps in Search Console`
        : `add the Sitemap: lines to ${root}, or submit the sitemaps in Search Console`;
      hint = `A site served below the host root (base-url ${base.href}) cannot have a robots.txt of its own; ${where}.`;
    } else if (folder.length > 0) {
      const dir = path.relative(this.workspace, files.root);
      const sub = shortName(toPosix(path.join(dir, ...folder)), 120);
      hint =
        dir === ''
          ? `site-dir is the workspace; if ${sub}/ is the built site, set site-dir: ${sub}.`
          : `Move it to the root of site-dir (${shortName(toPosix(path.join(dir, 'robots.txt')), 120)}), or, if ${sub}/ is the built site, set site-dir: ${sub}.`;
    } else {
      hint = 'Name it robots.txt, in lower case.';
    }
    this.add(
      member.path,
      'robots-not-at-root',
      `This robots.txt is published at ${publicUrl(base, segments)}, but crawlers read robots.txt only at the root of the host, ${root} (RFC 9309 2.3): its rules and Sitemap: lines are never read. ${hint}`,
    );
  }

  /**
   * The rules of the robots.txt crawlers read for base-url's host (RFC 9309 2.3): `robots.txt` at
   * the root of `site-dir`, when base-url is the root of its host (a site served below it cannot
   * publish the host's robots.txt). Read once, at most the 500 KiB Google reads. Undefined when
   * there is none, it gives Googlebot no rule, or neither rule is on.
   */
  private hostRobots(): Promise<HostRobots | undefined> {
    this.robots ??= (async () => {
      const base = this.base;
      const files = this.files;
      if (!base || !files || base.segments.length > 0 || !(this.on('robots-blocked') || this.on('robots-blocks-sitemap'))) return undefined;
      const found = await files.file(['robots.txt']);
      if (!found.found) {
        // A robots.txt that is there but never read (a symlink leading out of site-dir): say so,
        // whether or not the run names the file itself.
        if (found.reason === 'refused') {
          this.hostNotes.push(`${shortName(found.path, 120)}, the host's robots.txt, was not read: ${found.why}. Its rules were not applied to the locs and sitemaps (robots-blocked, robots-blocks-sitemap); publish the file itself in site-dir.`);
        }
        return undefined;
      }
      const bytes = await readHead(found.absolute, ROBOTS_MAX_BYTES + 1);
      if (bytes === undefined) return undefined;
      const rules = parseRobotsTxt(bytes);
      if (rules.cut) {
        this.hostNotes.push(
          `${shortName(found.path, 120)} is larger than the 500 KiB (${thousands(ROBOTS_MAX_BYTES)} bytes) Google reads of a robots.txt: Google ignores the rest, from line ${rules.cutLine ?? '?'} on (that line is read only up to the limit), and so do robots-blocked and robots-blocks-sitemap. Shorten the file: rules past the limit do not apply.`,
        );
      }
      const list = rules.specific ?? rules.global;
      if (list === undefined || list.length === 0) return undefined;
      // The robots.txt of the run reports a whole-site Disallow itself (robots-disallow-all, judged
      // on the same rules): each loc it blocks is that one fault.
      const inRun = this.byReal.has(found.absolute) || this.members.has(found.path);
      const covered = inRun && this.on('robots-disallow-all') && blocksEveryPath(list) !== undefined;
      return { rules, path: found.path, covered, origin: `${base.scheme}://${base.host}${base.port === '' ? '' : `:${base.port}`}` };
    })();
    return this.robots;
  }

  /** True when `loc` is a URL of base-url's scheme, host and port (`origin`: the URLs the host's robots.txt rules). */
  private sameOrigin(loc: string, origin: string): boolean {
    const base = this.base!;
    if (loc.startsWith(origin) && (loc.length === origin.length || '/?#'.includes(loc[origin.length]!))) return true;
    const p = parseUrl(loc);
    return p !== undefined && p.scheme === base.scheme && p.host === base.host && p.port === base.port;
  }

  /** How a verdict's rule is named in a message: its file, line and text, and whose group it is in. */
  private ruleName(robots: HostRobots, v: RobotsVerdict): string {
    const rule = v.rule!;
    const group = v.group === 'agent' ? 'in its own group' : 'in the group for "*", which it obeys as it has no group of its own';
    const text = rule.cut ? `${quote(rule.text, 120)} (the start of the line only: the line crosses the 500 KiB Google reads, and Google cuts it there)` : quote(rule.text, 120);
    return `robots.txt line ${rule.line} ${text} for Googlebot (${shortName(robots.path, 120)}, ${group})`;
  }

  /**
   * `robots-blocked`: each loc of a page file under base-url's host that the host's robots.txt
   * disallows for Googlebot, at the loc. Not when a whole-site Disallow is reported as
   * `robots-disallow-all` (one fault, one finding).
   */
  private locsBlocked(robots: HostRobots, member: Member, records: EntryColumns): void {
    if (robots.covered || !this.on('robots-blocked')) return;
    for (let i = 0; i < records.length; i++) {
      const loc = trimXml(records.locs[i]!);
      if (loc === '' || isTooLongLoc(loc) || !this.sameOrigin(loc, robots.origin)) continue;
      const v = robotsVerdict(robots.rules, loc);
      if (v.allowed) continue;
      this.add(
        member.path,
        'robots-blocked',
        `The loc ${quote(loc)} is blocked by ${this.ruleName(robots, v)}: Googlebot does not crawl the page, and Search Console reports it as "Submitted URL blocked by robots.txt". Remove the entry, or allow its path in robots.txt.`,
        records.line(i),
        records.column(i),
      );
    }
  }

  /**
   * `robots-blocks-sitemap`: a sitemap in `site-dir` whose own public URL the host's robots.txt
   * disallows for Googlebot: a file-level finding on the sitemap (the file Googlebot does not
   * fetch, however many lines name it), naming the rule.
   */
  private sitemapBlocked(robots: HostRobots, member: Member): void {
    if (robots.covered || !this.base || !member.segments || member.segments.length === 0 || !this.on('robots-blocks-sitemap')) return;
    const url = publicUrl(this.base, member.segments);
    const v = robotsVerdict(robots.rules, url);
    if (v.allowed) return;
    this.add(
      member.path,
      'robots-blocks-sitemap',
      `This sitemap's URL ${url} is blocked by ${this.ruleName(robots, v)}: Googlebot does not fetch the sitemap, so none of the URLs in it are found through it. Allow its path in robots.txt, or publish the sitemap where crawlers may fetch it.`,
    );
  }

  /**
   * `loc-out-of-scope` for the entries of a file in `site-dir`; `originOnly`: scheme, host and
   * port only (index entries in the protocol profile).
   */
  private scope(member: Member, records: EntryColumns, originOnly: boolean, index: boolean): void {
    const base = this.base;
    if (!base || !member.segments || member.segments.length === 0 || !this.on('loc-out-of-scope')) return;
    const folder = member.segments.slice(0, -1);
    const own = publicUrl(base, member.segments);
    for (let i = 0; i < records.length; i++) {
      const loc = records.locs[i]!;
      const diffs = scopeDifferences(base, folder, loc, originOnly);
      if (!diffs || diffs.length === 0) continue;
      // A loc of a scheme other than http and https is loc-scheme already; naming that scheme
      // again here would report one fault twice.
      if (diffs.some((d) => d.part === 'scheme') && !/^[\t\n\r ]*https?:/i.test(loc)) continue;
      const what = originOnly
        ? 'a sitemap index may list only sitemaps of its own scheme, host and port (sitemaps.org "Sitemap index files")'
        : index
          ? 'a sitemap index may list only sitemaps of its own scheme, host and port, in its own folder or below (Google, "Manage your sitemaps with a sitemap index file")'
          : 'a sitemap may list only URLs of its own scheme, host and port, in its own folder or below (sitemaps.org "Sitemap file location")';
      this.add(
        member.path,
        'loc-out-of-scope',
        `The loc ${quote(trimXml(loc))} differs from this file's public URL ${own} in its ${diffs.map((d) => d.text).join(', ')}; ${what}. Move the entry to ${index ? 'a sitemap index' : 'a sitemap'} published there, or fix the URL.`,
        records.line(i),
        records.column(i),
      );
    }
  }

  /** Resolves the sitemaps named by an index or a robots.txt; returns those not yet in the run. */
  private async follow(member: Member, records: EntryColumns, rule: 'index-child-missing' | 'robots-sitemap-missing'): Promise<DiscoveredFile[]> {
    const base = this.base;
    const files = this.files;
    if (!base || !files) return [];
    const added: DiscoveredFile[] = [];
    const named = rule === 'index-child-missing' ? 'The index entry' : 'The Sitemap: value';
    // A robots.txt below the root of site-dir most often means a wrong site-dir: its own finding
    // (robots-not-at-root) says which, so the advice here points at it instead of at the build.
    const advice =
      rule === 'robots-sitemap-missing' && member.notAtRoot && member.segments !== undefined && member.segments.length > 1
        ? 'This robots.txt is itself not at the root of site-dir: check site-dir first (see robots-not-at-root).'
        : `Generate that sitemap in the build, or remove the ${rule === 'index-child-missing' ? 'entry' : 'line'}.`;
    for (let i = 0; i < records.length; i++) {
      const line = records.line(i);
      const column = records.column(i);
      const url = trimXml(records.locs[i]!);
      const ref: SiteReference = { from: member.path, line, column, url, status: 'outside' };
      const where: Location | undefined = locate(base, records.locs[i]!);
      if (!where) continue; // not an absolute URL: the loc rules (or robots-sitemap-invalid) report it
      this.references.push(ref);
      if (where.kind === 'outside') continue;
      if (where.kind === 'unsafe') {
        ref.status = 'unsafe';
        this.add(
          member.path,
          rule,
          `${named} ${quote(url)} is under base-url, but its path has ${where.why}; it is never mapped to a file, so nothing is read for it. Write the plain path of the sitemap.`,
          line,
          column,
        );
        continue;
      }
      if (where.directory || where.segments.length === 0) {
        ref.status = 'folder';
        this.add(member.path, rule, `${named} ${quote(url)} names a folder (it ends in /), not a sitemap file. Name the sitemap file itself.`, line, column);
        continue;
      }
      const found = await files.file(where.segments);
      if (!found.found) {
        ref.status = found.reason === 'absent' ? 'missing' : found.reason === 'folder' ? 'folder' : 'refused';
        if (ref.status === 'refused' && !member.offRoot) this.namedUnfollowed.add(copyOf(found.path));
        this.add(
          member.path,
          rule,
          `${named} ${quote(url)} maps to ${quote(found.path, 120)} in site-dir, but ${found.why}. ${advice}`,
          line,
          column,
        );
        continue;
      }
      const target = this.admit(found, added);
      if (target === undefined) {
        ref.status = 'skipped';
        continue;
      }
      ref.status = 'file';
      ref.to = target;
    }
    return added;
  }

  /** The path in the run of a found file, adding it to `added` when it is new; undefined past the file limit. */
  private admit(found: FoundFile, added: DiscoveredFile[]): string | undefined {
    const known = this.byReal.get(found.absolute);
    if (known !== undefined) return known;
    if (this.members.has(found.path)) return found.path;
    if (this.members.size >= MAX_FILES_PER_RUN) {
      this.skipped++;
      return undefined;
    }
    const file: DiscoveredFile = { path: found.path, absolute: found.absolute };
    this.register(file);
    this.members.get(found.path)!.reached = true;
    added.push(file);
    return found.path;
  }

  // ---------------------------------------------------------------- across the run

  /**
   * `index-nested`: an index entry that maps to a file which turned out to be an index. And an
   * index entry (`index-child-missing`) or a `Sitemap:` line (`robots-sitemap-invalid`) that maps
   * to a robots.txt, which is judged as a robots.txt and is no sitemap: Search Console cannot
   * read it as one.
   */
  private nestedIndexes(results: Map<string, FileResult>): void {
    for (const ref of this.references) {
      if (ref.status !== 'file' || ref.to === undefined) continue;
      const fromKind = results.get(ref.from)?.kind;
      if (results.get(ref.to)?.kind === 'robots' && (fromKind === 'sitemapindex' || fromKind === 'robots')) {
        const what = fromKind === 'robots' ? 'The Sitemap: value' : 'The index entry';
        this.add(
          ref.from,
          fromKind === 'robots' ? 'robots-sitemap-invalid' : 'index-child-missing',
          `${what} ${quote(ref.url)} names ${ref.to === ref.from ? 'this robots.txt itself' : `the robots.txt ${quote(ref.to, 120)}`}, which is no sitemap (Search Console "Unsupported format"). Name the sitemap itself.`,
          ref.line,
          ref.column,
        );
        continue;
      }
      if (results.get(ref.from)?.kind !== 'sitemapindex' || results.get(ref.to)?.kind !== 'sitemapindex') continue;
      const message =
        ref.to === ref.from
          ? `This index lists itself (${quote(ref.url)}); a sitemap index may list only sitemaps, not indexes (Search Console "Nested indexing"). Remove the entry.`
          : `The entry ${quote(ref.url)} is itself a sitemap index (${quote(ref.to ?? '', 120)}); a sitemap index may list only sitemaps, not other indexes (Search Console "Nested indexing"). List its sitemaps here directly.`;
      this.add(ref.from, 'index-nested', message, ref.line, ref.column);
    }
  }

  /**
   * `loc-duplicate-across-files`: the first occurrence in each other file, naming the first of all.
   * Not compared: feeds (RSS, Atom), which list the site's new pages that its sitemaps list too
   * (Google asks for both); a sitemap and its gzip copy beside it (`sitemap.xml` and
   * `sitemap.xml.gz`, as MkDocs and other generators write them); and values that are no absolute
   * URL (a text sitemap's comment line), which their own files report.
   */
  private duplicatesAcrossFiles(): void {
    // With one page file (held, never indexed) no loc can be listed in two files.
    if (!this.on('loc-duplicate-across-files') || this.pageFileCount < 2 || this.locsFull) return;
    for (const [loc, known] of this.locs.repeated()) {
      if (!ABSOLUTE.test(loc)) continue;
      // Feeds repeat the sitemaps' URLs by nature; news and video entries may be listed in a
      // sitemap of their own beside the page's ("Either option is fine with Google"), and so may
      // images: an entry with images is compared with the other entries with images only.
      const compared = known.filter((p) => ((p.extensions ?? 0) & NEWS_OR_VIDEO) === 0 && !this.feeds.has(p.file));
      for (const images of [false, true]) {
        this.repeatsOf(loc, compared.filter((p) => (((p.extensions ?? 0) & IMAGES) !== 0) === images).sort(comparePlace));
      }
    }
  }

  /** `loc-duplicate-across-files` for the places of one loc (sorted), each file after the first. */
  private repeatsOf(loc: string, sorted: readonly Place[]): void {
    const first = sorted[0];
    if (first === undefined) return;
    let file = first.file;
    let copies: Set<string> | undefined;
    for (const p of sorted) {
      if (p.file === file) continue;
      file = p.file;
      // A gzip copy is the same sitemap: one finding per sitemap, none between the two.
      const group = copyOf(p.file);
      if (group === copyOf(first.file)) continue;
      copies ??= new Set();
      if (copies.has(group)) continue;
      copies.add(group);
      this.add(
        p.file,
        'loc-duplicate-across-files',
        `The loc ${quote(loc)} is also listed in ${this.fileName(first.file)} on line ${first.line}; list each URL in one sitemap only.`,
        p.line,
        p.column,
      );
    }
  }

  private listsBack(b: string, a: string): boolean {
    const known = this.altByLoc.get(b);
    if (known === undefined) return false;
    if (!Array.isArray(known)) {
      if (known.keys.length <= SCAN_LIMIT) return known.keys.includes(a);
      known.set ??= new Set(known.keys);
      return known.set.has(a);
    }
    // A loc listed by many entries: one set of all their alternates, built once, so that the
    // work stays linear in the alternates however often a loc is repeated.
    let union = this.hrefUnion.get(b);
    if (union === undefined) {
      union = new Set();
      for (const r of known) for (const h of r.keys) union.add(h);
      this.hrefUnion.set(b, union);
    }
    return union.has(a);
  }

  /**
   * The entry of loc `b` that the cluster check compares with: the first by file, then position,
   * so that the finding names the same entry whatever order the files were judged in.
   */
  private firstRecord(b: string): AltRecord | undefined {
    const known = this.altByLoc.get(b);
    if (!Array.isArray(known)) return known;
    if (!this.sortedLocs.has(b)) {
      known.sort((x, y) => (x.file < y.file ? -1 : x.file > y.file ? 1 : 0) || (x.lines[0] ?? 0) - (y.lines[0] ?? 0) || (x.columns[0] ?? 0) - (y.columns[0] ?? 0));
      this.sortedLocs.add(b);
    }
    return known[0];
  }

  /**
   * `hreflang-cluster-mismatch`: for each entry A and each alternate B of A that is an entry with
   * alternates of its own, every language both list must name the same URL. When B is the loc of
   * several entries, A is compared with the first (by file, then position). Entries with more
   * than CLUSTER_LIMIT alternates are not compared (the work is alternates of A times alternates
   * of B; real clusters hold a few dozen languages).
   */
  private clusterMismatches(): void {
    if (!this.on('hreflang-cluster-mismatch') || this.alternatesFull) return;
    const codes = new ClusterCodes();
    // Rounds number the entries compared (from 1): `stamp` and `reported` hold the round that set them.
    let round = 0;
    for (const rec of this.alternates) {
      if (rec.hrefs.length > CLUSTER_LIMIT || !this.namesComparedEntry(rec)) continue;
      codes.code(rec);
      round++;
      const langs = rec.langCodes!;
      const keys = rec.keyCodes!;
      // The first alternate of each (lower-cased) language.
      for (let i = 0; i < langs.length; i++) {
        const h = langs[i]!;
        // -1 is a link whose hreflang is no language tag: it names no language to compare.
        if (h >= 0 && codes.stamp[h] !== round) {
          codes.stamp[h] = round;
          codes.firstAt[h] = i + 1;
        }
      }
      for (let i = 0; i < rec.hrefs.length; i++) {
        const b = rec.hrefs[i]!;
        if (rec.keys[i] === rec.key) continue;
        // One entry per loc (the first): comparing with every entry of a loc listed many times
        // made the work grow with the square of the repeats.
        const other = this.firstRecord(rec.keys[i]!);
        if (other === undefined || other.hrefs.length > CLUSTER_LIMIT) continue;
        codes.code(other);
        // Coding `other` may have grown the arrays.
        const { stamp, firstAt, reported } = codes;
        const theirLangs = other.langCodes!;
        const theirKeys = other.keyCodes!;
        for (let j = 0; j < theirLangs.length; j++) {
          const h = theirLangs[j]!;
          if (h < 0 || stamp[h] !== round || reported[h] === round) continue;
          const at = firstAt[h]! - 1;
          if (keys[at] === theirKeys[j]) continue;
          reported[h] = round;
          const expected = rec.hrefs[at]!;
          const lang = other.hreflangs[j]!.toLowerCase();
          this.add(
            rec.file,
            'hreflang-cluster-mismatch',
            `This page lists ${quote(expected)} for hreflang ${quote(lang, 40)}, but its alternate ${quote(b)} (${this.fileName(other.file)}, line ${other.lines[j]}) lists ${quote(other.hrefs[j]!)} for it; all pages of one cluster must name the same URL for each language.`,
            rec.lines[at],
            rec.columns[at],
          );
        }
      }
    }
    // The codes serve this check only.
    for (const rec of this.alternates) {
      rec.langCodes = undefined;
      rec.keyCodes = undefined;
    }
  }

  /**
   * True when one of the alternates of `rec` is the loc of an entry the cluster check compares it
   * with. Only such an entry is coded (ClusterCodes): a sitemap whose alternates name pages it does
   * not list (the other languages in sitemaps of their own) numbered every href of the run for
   * nothing, 250,000 of them in a map.
   */
  private namesComparedEntry(rec: AltRecord): boolean {
    for (let i = 0; i < rec.keys.length; i++) {
      const key = rec.keys[i]!;
      if (key === rec.key) continue;
      const other = this.firstRecord(key);
      if (other !== undefined && other.hrefs.length <= CLUSTER_LIMIT) return true;
    }
    return false;
  }

  /** `hreflang-return-link`: A names B, B is an entry of the run, and no entry of B names A. */
  private returnLinks(): void {
    if (!this.on('hreflang-return-link') || this.alternates.length === 0 || this.locsFull || this.alternatesFull) return;
    this.release();
    for (const rec of this.alternates) {
      const a = rec.loc;
      for (let i = 0; i < rec.hrefs.length; i++) {
        const b = rec.hrefs[i]!;
        const kb = rec.keys[i]!;
        // A link whose hreflang is no language tag is hreflang-value already; Google drops it.
        if (kb === rec.key || rec.hreflangs[i] === '') continue;
        // B as an entry of the run: its loc as written, or (written otherwise here) in the shared form.
        const place = this.locs.first(b) ?? (kb !== b ? this.locs.first(kb) : undefined);
        if (place === undefined || this.listsBack(kb, rec.key)) continue;
        this.add(
          rec.file,
          'hreflang-return-link',
          `The alternate ${quote(b)} (hreflang ${quote(rec.hreflangs[i] ?? '', 40)}) is listed in ${this.fileName(place.file)} on line ${place.line}, but no entry for it lists this page ${quote(a)} back; Google ignores hreflang links that are not confirmed from both sides (Search Console "no return tags").`,
          rec.lines[i],
          rec.columns[i],
        );
      }
    }
  }

  /**
   * `page-missing` (with `check-pages`): locs under base-url that map to no file; and
   * `page-redirect` (with `check-pages`): locs the host answers with a redirect, by its own URL
   * rules or a rule of its redirect files (`hosting`, ./hosting.ts, ./redirect-files.ts). One
   * finding per loc: a loc a rule redirects is not also missing. With `check-pages`, what the
   * head of each page served says (./site-pages.ts: `page-error`, `page-redirect` by a refresh
   * meta, `page-noindex`, `page-canonical-other`); with `check-unlisted`, the HTML pages of
   * site-dir that no loc maps to (`page-unlisted`), leaving out those the host's robots.txt
   * disallows. Each distinct loc is looked up and its page read once. Returns notes for the run.
   */
  private async pagesOfLocs(results: Map<string, FileResult>): Promise<string[]> {
    const base = this.base;
    const files = this.files;
    if (!base || !files) return [];
    const { pages: { HeadReader }, sitePages: { HEAD_RULES, MAX_WALKED, unlistedMessages, unlistedPages }, redirects: { destination, readHostFiles, REDIRECT_STATUSES } } = await loadPageChecks();
    const redirects = this.policy.checkPages && this.on('page-redirect');
    const heads = this.policy.checkPages && HEAD_RULES.some((r) => this.on(r));
    const unlisted = this.policy.checkUnlisted && this.on('page-unlisted');
    if (!(this.on('page-missing') || redirects || heads || unlisted)) return [];
    if (this.locsFull) return unlisted ? ['check-unlisted was not judged: the run lists more URLs than the checks across files keep.'] : [];
    this.release();
    // The host's rules judge the locs (page-redirect) and the URLs a page's head sends crawlers to instead.
    const host = redirects || heads ? await readHostFiles(this.policy.hosting, files) : undefined;
    if (host) this.hostNotes.push(...host.notes);
    const settings = host?.settings ?? { hosting: 'static' as const };
    // Each distinct loc is looked up once: its answers are not cached.
    const lookup = (segments: readonly string[]) => files.file(segments, false);
    const listed = new Set<string>();
    const buffer = Buffer.allocUnsafe(16_384);
    const reader = new HeadReader();
    await forEachLimit(this.locs.entries(), PAGE_CONCURRENCY, async ([loc, known]) => {
      const where = locate(base, loc);
      if (!where || where.kind === 'outside') return;
      let rule = 'page-missing';
      let message: string;
      if (where.kind === 'unsafe') {
        message = `The loc ${quote(loc)} is under base-url, but its path has ${where.why}; it is never mapped to a file in site-dir.`;
      } else {
        const page = { segments: where.segments, directory: where.directory };
        // The file that serves the loc, or that the host's redirect leads to: listed either way.
        let served: FoundFile | undefined;
        const outcome = await resolvePage(settings, page, async (segments) => {
          const r = await lookup(segments);
          if (!r.found) return r.path;
          served = r;
          return true;
        });
        if (served) listed.add(served.absolute);
        const hostPath = { segments: [...base.segments, ...where.segments], directory: where.directory || where.segments.length === 0 };
        // Read whenever the host's files are (a page rule is on): a loc a rule redirects or answers with an error is that, not a page (page-redirect off drops its finding).
        const hit = host?.table.first(base.host, hostPath, outcome.kind !== 'missing');
        if (hit && REDIRECT_STATUSES.has(hit.status)) {
          rule = 'page-redirect';
          const at = hit.line === undefined ? `in ${quote(hit.file, 120)}` : `on line ${hit.line} of ${quote(hit.file, 120)}`;
          const to = destination(hit, hostPath);
          message = sameUrl(to, loc)
            ? `The loc ${quote(loc)} is redirected (${hit.status}) to itself by the rule ${quote(hit.from, 200)} ${at} (to ${quote(hit.to, 200)}): the host answers it with a redirect loop, which browsers and Googlebot give up on. Keep the rule from matching its own destination, or remove it.`
            : `The loc ${quote(loc)} is redirected (${hit.status}) to ${quote(to, 200)} by the rule ${quote(hit.from, 200)} ${at}; list the URL the redirect leads to, or remove the rule.`;
        } else if (hit && hit.status >= 400 && hit.status < 600) {
          // A status rule (Netlify "/d/ /404.html 404!"): the URL answers that error, file or not.
          const at = hit.line === undefined ? `in ${quote(hit.file, 120)}` : `on line ${hit.line} of ${quote(hit.file, 120)}`;
          message = `The loc ${quote(loc)} is answered with status ${hit.status} by the rule ${quote(hit.from, 200)} ${at}${outcome.kind === 'missing' ? '' : ', though a file of site-dir serves it'}: crawlers see an error page. Remove the entry, or the rule.`;
        } else if (hit) {
          // A rewrite (200) or another status: the host answers with the rule's target, no redirect.
          return;
        } else if (outcome.kind === 'page') {
          if (heads && served) await this.judgePage(loc, served, known, files, buffer, reader, (url) => this.fateOf(url, settings, host));
          return;
        } else if (outcome.kind === 'redirect') {
          rule = 'page-redirect';
          message = `The loc ${quote(loc)} is redirected (${outcome.status}) to ${publicUrl(base, outcome.to.segments)}${outcome.to.directory && outcome.to.segments.length > 0 ? '/' : ''}: ${outcome.why} (hosting: ${settings.hosting}). List that URL instead.`;
        } else {
          message = `The loc ${quote(loc)} maps to no file in site-dir (looked for ${outcome.tried.join(', ')}); the build did not produce this page. Fix the URL or the build.`;
        }
      }
      for (const p of known) this.add(p.file, rule, message, p.line, p.column);
    });
    if (!unlisted) return [];
    if (this.unlistedSkipped !== undefined) return [this.unlistedSkipped];
    const target = unlistedTarget(results, this.members);
    if (target === undefined) return ['check-unlisted was not judged: the run has no sitemap in site-dir to name the unlisted pages in.'];
    // Pages Googlebot may not fetch are not missing from the sitemaps (robots-blocked judges the listed ones).
    const robots = await this.hostRobots();
    const isBlocked = robots ? (url: string) => this.sameOrigin(url, robots.origin) && !robotsVerdict(robots.rules, url).allowed : undefined;
    const found = unlistedPages(base, files.root, this.workspace, listed, isBlocked, new Set(this.unwalked));
    for (const message of unlistedMessages(found.pages)) this.add(target, 'page-unlisted', message);
    return found.cut ? [`check-unlisted looked at the first ${thousands(MAX_WALKED)} names of site-dir only.`] : [];
  }

  /**
   * The head rules for the page `served` that `loc` maps to, at each place the loc is listed (an
   * HTML page only). `fate`: what the host answers for a URL the finding would send the owner to.
   */
  private async judgePage(
    loc: string,
    served: FoundFile,
    known: readonly Place[],
    files: SiteFiles,
    buffer: Buffer,
    reader: HeadReader,
    fate: (url: string) => Promise<TargetFate | undefined>,
  ): Promise<void> {
    const { pages: { errorPageByName, isHtmlName, readHead: readPageHead }, sitePages: { headTargets, judgeHead } } = loadedPageChecks();
    const segments = files.segmentsOf(served.absolute);
    if (!segments || !isHtmlName(segments[segments.length - 1] ?? '')) return;
    const facts = readPageHead(served.absolute, buffer, reader);
    if (!facts) return;
    const fates = new Map<string, TargetFate>();
    for (const url of headTargets(facts, loc)) {
      const f = await fate(url);
      if (f) fates.set(url, f);
    }
    const verdict = judgeHead(loc, served.path, facts, errorPageByName(segments, this.policy.hosting === 'cloudflare-pages'), (r) => this.on(r), fates);
    if (verdict) for (const p of known) this.add(p.file, verdict.rule, verdict.message, p.line, p.column);
  }

  /**
   * What the host answers for `url` (a canonical link's URL or a refresh's target, normalised) when
   * it serves no page there: its own redirect (`settings.hosting`), a redirect rule of its files,
   * or no file at all. Undefined for a page served, a rewrite, or a URL outside base-url.
   */
  private async fateOf(url: string, settings: HostSettings, host: HostFiles | undefined): Promise<TargetFate | undefined> {
    const base = this.base;
    const files = this.files;
    if (!base || !files) return undefined;
    const where = locate(base, url);
    if (!where || where.kind !== 'inside') return undefined;
    const { REDIRECT_STATUSES } = loadedPageChecks().redirects;
    const outcome = await resolvePage(settings, { segments: where.segments, directory: where.directory }, async (segments) => {
      const r = await files.file(segments, false);
      return r.found ? true : r.path;
    });
    const hit = host?.table.first(base.host, { segments: [...base.segments, ...where.segments], directory: where.directory || where.segments.length === 0 }, outcome.kind !== 'missing');
    if (hit) {
      if (!REDIRECT_STATUSES.has(hit.status)) return undefined;
      const at = hit.line === undefined ? `in ${quote(hit.file, 120)}` : `on line ${hit.line} of ${quote(hit.file, 120)}`;
      return { kind: 'redirect', status: hit.status, to: hit.to, why: `the rule ${quote(hit.from, 200)} ${at} redirects it` };
    }
    if (outcome.kind === 'redirect') {
      const to = `${publicUrl(base, outcome.to.segments)}${outcome.to.directory && outcome.to.segments.length > 0 ? '/' : ''}`;
      return { kind: 'redirect', status: outcome.status, to, why: `${outcome.why} (hosting: ${settings.hosting})` };
    }
    return outcome.kind === 'missing' ? { kind: 'missing', tried: outcome.tried } : undefined;
  }

  /**
   * `sitemap-unreferenced`: sitemaps in site-dir that no robots.txt line or index entry of the run
   * names. A sitemap and its gzip copy beside it (`sitemap.xml`, `sitemap.xml.gz`) are one: naming
   * either names both. The `Sitemap:` lines of a robots.txt crawlers never read (`offRoot`) name
   * nothing.
   */
  private unreferenced(results: Map<string, FileResult>): void {
    const base = this.base;
    if (!base || !this.on('sitemap-unreferenced')) return;
    // Without a robots.txt in the run, where the sitemaps are announced is unknown: nothing to judge.
    if (![...results.values()].some((r) => r.kind === 'robots')) return;
    /** The sitemaps named (by copyOf), and those named only by a robots.txt off the host root, with it. */
    const referenced = new Set<string>();
    const unread = new Map<string, string>();
    for (const ref of this.references) {
      if (ref.status !== 'file' || ref.to === undefined || ref.to === ref.from) continue;
      const group = copyOf(ref.to);
      if (!this.members.get(ref.from)?.offRoot) referenced.add(group);
      else if (!unread.has(group)) unread.set(group, ref.from);
    }
    for (const member of this.members.values()) {
      const result = results.get(member.path);
      const group = copyOf(member.path);
      if (!result || !SITEMAP_KINDS.has(result.kind) || !member.segments || referenced.has(group) || this.namedUnfollowed.has(group)) continue;
      const robots = unread.get(group);
      this.add(
        member.path,
        'sitemap-unreferenced',
        robots === undefined
          ? `No checked robots.txt Sitemap: line and no checked sitemap index names this sitemap (${publicUrl(base, member.segments)}); crawlers find it only if it is submitted by hand. Add it to robots.txt or to your sitemap index.`
          : `Only ${quote(robots, 120)} names this sitemap (${publicUrl(base, member.segments)}), a robots.txt that is not at the host root, which crawlers never read (robots-not-at-root); crawlers find the sitemap only if it is submitted by hand. Add it to ${hostRobots(base)} or submit it in Search Console.`,
      );
    }
  }
}

/**
 * The files a page URL may be served from (INTERFACE.md `check-pages`): `/a/` -> `a/index.html`;
 * `/a` -> `a`, `a.html`, `a/index.html`; `/` -> `index.html`. Returns true when one exists, else
 * the paths looked at.
 */
export async function pageFiles(files: SiteFiles, segments: readonly string[], directory: boolean): Promise<true | string[]> {
  const candidates: string[][] =
    directory || segments.length === 0
      ? [[...segments, 'index.html']]
      : [[...segments], [...segments.slice(0, -1), `${segments[segments.length - 1]}.html`], [...segments, 'index.html']];
  const tried: string[] = [];
  for (const c of candidates) {
    // Each distinct loc is looked up once: its answers are not cached.
    const r = await files.file(c, false);
    if (r.found) return true;
    tried.push(r.path);
  }
  return tried;
}

/**
 * The file of the run that `page-unlisted` findings are given to: the first sitemap index in
 * site-dir by path (where the sitemaps of the site are listed), else the first urlset or text
 * sitemap there. Undefined when the run has neither.
 */
function unlistedTarget(results: ReadonlyMap<string, FileResult>, members: ReadonlyMap<string, Member>): string | undefined {
  const inSite = [...members.values()].filter((m) => m.segments !== undefined && m.segments.length > 0).map((m) => m.path).sort();
  for (const kinds of [['sitemapindex'], ['urlset', 'text']]) {
    const hit = inSite.find((p) => kinds.includes(results.get(p)?.kind ?? ''));
    if (hit !== undefined) return hit;
  }
  return undefined;
}

function addCounts(a: FindingCounts, b: FindingCounts): FindingCounts {
  return { errors: a.errors + b.errors, warnings: a.warnings + b.warnings, notices: a.notices + b.notices };
}

/** Adds `n` findings of `severity` (a policy severity; `off` adds nothing) to `counts`. */
function addTo(counts: FindingCounts, severity: string | undefined, n: number): void {
  if (severity === 'error') counts.errors += n;
  else if (severity === 'warning') counts.warnings += n;
  else if (severity === 'notice') counts.notices += n;
}

function negated(c: FindingCounts): FindingCounts {
  return { errors: -c.errors, warnings: -c.warnings, notices: -c.notices };
}

/**
 * Adds set-level findings to a file's result: through a FindingSink of their own (so the per-file
 * cap applies to them too), merged by position, file-level findings first, with exact counts.
 */
function merge(
  policy: Policy,
  result: FileResult,
  list: Pending[],
  dropped: ReadonlyMap<string, number> = new Map(),
  fileDropped: Readonly<Record<string, number>> = {},
): void {
  list.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || a.seq - b.seq);
  // One cap for the file: the site-level findings fill what the file's own findings left of it
  // (those past it are counted).
  const listed = result.findings.filter((f) => f.rule !== FINDINGS_CAPPED).length;
  const sink = new FindingSink(policy, Math.max(0, MAX_FINDINGS_PER_FILE - listed), MAX_FINDINGS_PER_FILE);
  for (const p of list) sink.add(p.rule, p.message, p.line, p.column);
  for (const [rule, n] of dropped) sink.addDropped(rule, n);
  let counts = addCounts(result.counts ?? findingCounts(result.findings), sink.counts());
  let own = result.findings;
  if (sink.droppedCount > 0 && own.some((f) => f.rule === FINDINGS_CAPPED)) {
    // The file left findings out too: one findings-capped notice tells both (the file's is taken
    // out, its counts with it, and its rules added to this sink's, which counts them again).
    own = own.filter((f) => f.rule !== FINDINGS_CAPPED);
    const again: FindingCounts = { errors: 0, warnings: 0, notices: 0 };
    for (const [rule, n] of Object.entries(fileDropped)) {
      sink.addDropped(rule, n);
      addTo(again, policy.severities[rule], n);
    }
    addTo(again, policy.severities[FINDINGS_CAPPED], 1);
    counts = addCounts(addCounts(result.counts ?? findingCounts(result.findings), sink.counts()), negated(again));
  }
  const added = sink.sorted();
  // Nothing listed can still be something counted (findings-capped turned off): the totals count it.
  if (added.length === 0 && sink.counts().errors + sink.counts().warnings + sink.counts().notices === 0) return;
  const all: Finding[] = [...own, ...added];
  const order = new Map(all.map((f, i) => [f, i]));
  all.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0) || order.get(a)! - order.get(b)!);
  // A set-level finding at the place of a file's own one, for the same cause, folds into it (../checks/fold.ts).
  const folded = foldFindings(all);
  result.findings = folded.findings;
  result.counts = addCounts(counts, negated(folded.removed));
}
