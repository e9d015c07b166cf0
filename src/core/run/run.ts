/**
 * A run: discover the files of a workspace, judge each, follow the sitemaps that robots.txt files
 * and sitemap indexes name (with `base-url`), run the set-level checks, and total the findings.
 */
import { realpathSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_PATTERNS, discover, type DiscoveredFile } from './discover.js';
import { checkFile, checkSource, type FileCallbacks } from '../read/engine.js';
import { EntryColumns } from '../checks/entries.js';
import { failsRun, isStringList, resolvePolicy, shownValue, type Policy, type PolicyInput } from '../policy/policy.js';
import type { RunResult, SiteReport } from './run-types.js';
import { findingCounts, FindingSink, MAX_FINDINGS_PER_FILE } from '../checks/sink.js';
import type { RunTriage } from './baseline.js';
import { checkShard, inShard, type Shard } from './shard.js';
import { SiteChecks } from '../site/site.js';
import type { EntryAlternates } from '../checks/extensions/index.js';
import { FileWorkers, isThreadCount, MAX_THREADS } from './workers.js';
import type { FileResult, Finding, SeverityOrOff, Totals } from '../types.js';
import { COMPARE_LIMITS, comparedPatterns, compareStores, comparisonNotMade, parseMaxRemoved, READ_FAULT_RULES, readFault, removedMessage, resolveCompareTo, unreadPlace, UrlStore, withUnread, type MaxRemoved, type SiteComparison, type UnreadSitemap } from '../site/compare.js';
import { PolicyError } from '../policy/policy.js';
import { resolveSiteDir } from '../site/site-fs.js';
import { thousands } from '../text.js';
import { retiredRuleNotes } from '../policy/rules.js';

/** Options of a workspace run. */
export interface WorkspaceOptions {
  /** The workspace root; results are relative to it. Default: the process's current directory. */
  cwd?: string;
  /** Globs, directories or file names relative to `cwd` (`!` excludes). Empty: the default patterns. */
  patterns?: readonly string[];
  /**
   * A policy resolvePolicy returned (used as it is), or anything resolvePolicy accepts (validated
   * first): a PolicyInput, or an object of Policy's shape such as `{ ...resolved, failOn: 'never' }`.
   */
  policy?: PolicyInput | Policy;
  /**
   * Judge only the files of this shard (a deterministic split by path; see ./shard.ts): whole
   * numbers with 1 ≤ index ≤ count ≤ 1000, index counting from 1 as `--shard i/n` does.
   * PolicyError naming `shard` otherwise. When the patterns match no file at all, the run is not
   * marked as a shard (`run.shard` unset, the note says that nothing matched).
   */
  shard?: Shard;
  /** Judge files in worker threads: see {@link WorkerOptions}. */
  workers?: WorkerOptions;
  /** The baseline and ignore list of the run (./baseline.ts); the result's `baseline` reports on them. */
  triage?: RunTriage;
  /** Plain paths of `patterns` may lead outside `cwd`: see DiscoverOptions.namedOutside. Default false. */
  namedOutside?: boolean;
  /**
   * Documents read from streams (standard input) besides the files, each named by its `path`.
   * Given with no `patterns`, no files are searched (the default patterns do not apply).
   */
  streams?: readonly StreamDocument[];
  /**
   * The folder of a second built site to compare this run's sitemaps with (the base branch built
   * in another folder, the last deploy's artifact), relative to `cwd` and inside it: its sitemaps
   * are found with the same `patterns` taken relative to `site-dir` and followed with the same
   * `base-url`, and the result's `comparison` lists the URLs added, removed and moved between
   * sitemaps. The run's own patterns leave that folder out. PolicyError naming `compare-to` for a
   * folder that is missing, outside `cwd` (also through a symlink), a file, `site-dir` itself, or
   * given with `shard`.
   */
  compareTo?: string;
  /**
   * With `compareTo`: the most URLs the comparison may remove before `urls-removed` (error) is
   * reported, a count (`0`, `25`) or a percentage of the compared site's URLs (`"5%"`).
   * PolicyError naming `max-removed` for another value, or when given without `compareTo`.
   */
  maxRemoved?: number | string;
}

/** A document read once from a stream (such as standard input), judged on the calling thread. */
export interface StreamDocument {
  /** Its name in the reports; it decides the kind as a file name does (`.txt`: text sitemap). */
  path: string;
  /** The raw bytes, gzip-compressed or not (told by the magic bytes). */
  source: AsyncIterable<Uint8Array>;
}

/**
 * Worker threads for a run over several files. `script` is the path of an ES module file that
 * serves file tasks in a worker (the package's command line, node_modules/sitemap-contract/build/cli/main.js,
 * does, and so do the bundles dist/cli.js and dist/index.js of a clone: see ./workers.ts); a relative path
 * is taken from the process's current directory. Without it, files are judged on the calling
 * thread. A run throws TypeError for a `script` that is not a string naming an existing file, or a
 * `size` that is not a whole number from 1 to 256, before any file is read; it rejects when a
 * worker fails, or exits before it answers (as a script that serves no tasks and ends does). A
 * script that keeps running without serving tasks (an application's entry point that starts a
 * server) is not detected, and the run waits for it: pass a script that serves file tasks.
 */
export interface WorkerOptions {
  script: string;
  /**
   * Threads to start, 1 to 256 (at most the number of files). Given, threads are used for any run of two
   * files or more; not given, the available parallelism is used, and only for runs of at least
   * four files averaging 64 KiB or more and holding 48 MiB or more in all (for less, a thread
   * costs about what it saves).
   */
  size?: number;
}

/**
 * Validates the `workers` option of a run: returns a copy whose script is an absolute path.
 * Throws TypeError naming the bad field.
 */
function checkWorkerOptions(value: unknown): WorkerOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`workers: ${shownValue(value)} is not accepted; give { script, size? }, such as { script: "node_modules/sitemap-contract/build/cli/main.js", size: 4 }.`);
  }
  const { script, size } = value as Record<string, unknown>;
  if (typeof script !== 'string' || script.trim() === '' || script.includes('\0')) {
    throw new TypeError(`workers.script: ${shownValue(script)} is not accepted; give the path of an ES module file that serves file tasks, such as the package's command line (build/cli/main.js installed, dist/cli.js in a clone).`);
  }
  const absolute = path.resolve(script);
  let isFile = false;
  try {
    isFile = statSync(absolute).isFile();
  } catch {
    isFile = false;
  }
  if (!isFile) {
    throw new TypeError(`workers.script: ${shownValue(script)} is not a file (looked for ${absolute}); give the path of an ES module file that serves file tasks, such as the package's command line (build/cli/main.js installed, dist/cli.js in a clone).`);
  }
  if (size !== undefined && !isThreadCount(size)) {
    throw new TypeError(`workers.size: ${shownValue(size)} is not accepted; use a whole number from 1 to ${MAX_THREADS}, or leave it out for one thread per core.`);
  }
  return size === undefined ? { script: absolute } : { script: absolute, size };
}

/** Throws TypeError unless the options of `call` are an object (or not given) whose `cwd`, when given, is a path. */
function checkOptionsObject(call: string, options: unknown): void {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`${call}: options must be an object.`);
  }
  const cwd = (options as { cwd?: unknown }).cwd;
  if (cwd !== undefined && (typeof cwd !== 'string' || cwd.includes('\0'))) {
    throw new TypeError(`${call}: options.cwd, when given, must be a string: the path of the workspace folder.`);
  }
}

/** True for an object of DiscoveredFile's shape: a `path` and an `absolute` string, and a string `problem` when any. */
function isDiscoveredFile(value: unknown): value is DiscoveredFile {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  return (
    typeof f.path === 'string' &&
    typeof f.absolute === 'string' &&
    (f.problem === undefined || typeof f.problem === 'string') &&
    (f.absoluteBytes === undefined || f.absoluteBytes instanceof Uint8Array)
  );
}

/** The path a discovered file is read by: its bytes when its name is not UTF-8 (see DiscoveredFile). */
function readPath(file: DiscoveredFile): string | Buffer {
  const b = file.absoluteBytes;
  return b === undefined ? file.absolute : Buffer.from(b.buffer, b.byteOffset, b.length);
}

/** Files judged at once on the calling thread; the report order does not depend on it. */
const CONCURRENCY = 2;

/** The entries of a file that has none to hand over (an unreadable one). */
const NO_ENTRIES: EntryColumns = new EntryColumns(0);

/** Below this many files, starting worker threads costs more than it saves. */
const MIN_FILES_FOR_WORKERS = 4;

/**
 * Below this average file size (bytes, from a sample), handing files to threads costs more than
 * it saves: measured on 20,000 sitemaps of 1.3 KB, worker threads took 2.3 times as long as the
 * main thread alone.
 */
const MIN_AVERAGE_BYTES_FOR_WORKERS = 64 * 1024;

/**
 * Below this total size (bytes, estimated from the sample), two threads on two cores saved
 * nothing: each thread loads the bundle and runs its code cold. Measured (median of 3, --threads 2
 * against 1): 40 files of 850 KB (34 MB) 1.21 s against 1.18 s; 16 of 2.6 MB (41 MB) 1.31 against
 * 1.40; 20 of 5 MB and 80 of 1.3 MB (102 MB) 2.40 against 3.11 and 2.37 against 3.09; 20 of
 * 11 MB 4.4 against 6.2.
 */
const MIN_TOTAL_BYTES_FOR_WORKERS = 48 * 1024 * 1024;

/** True when threads pay off for `count` files of `average` bytes (see the two limits above). */
function paysOff(average: number, count: number): boolean {
  return average >= MIN_AVERAGE_BYTES_FOR_WORKERS && average * count >= MIN_TOTAL_BYTES_FOR_WORKERS;
}

/** Average size in bytes of up to 16 files spread over `files` (unreadable ones count as 0). */
async function averageBytes(files: readonly DiscoveredFile[]): Promise<number> {
  const n = Math.min(16, files.length);
  const step = files.length / n;
  const sizes = await Promise.all(
    Array.from({ length: n }, (_, i) => stat(readPath(files[Math.floor(i * step)]!)).then((s) => (s.isFile() ? s.size : 0), () => 0)),
  );
  return sizes.reduce((a, b) => a + b, 0) / n;
}

type FileCheck = typeof checkFile;

/**
 * Judges one file. `dropped`, when given, receives the findings the per-file cap left out, by
 * rule, under the file's path (the checks across files merge theirs into one notice).
 */
async function judge(
  file: DiscoveredFile,
  policy: Policy,
  callbacks: FileCallbacks = {},
  check: FileCheck = checkFile,
  dropped?: Map<string, Record<string, number>>,
  triage?: RunTriage,
): Promise<FileResult> {
  if (file.problem) {
    const t = triage?.triageFor(file.path);
    const sink = new FindingSink(policy, MAX_FINDINGS_PER_FILE, MAX_FINDINGS_PER_FILE, t);
    sink.add('file-unreadable', `The file cannot be read: ${file.problem}.`);
    if (t) triage!.record(file.path, t.outcome());
    return { path: file.path, kind: 'unknown', bytes: 0, entries: 0, findings: sink.sorted(), counts: sink.counts() };
  }
  const r = await check(readPath(file), file.path, policy, triage ? { ...callbacks, triage: triage.forFile(file.path) } : callbacks);
  if (r.triage) triage!.record(file.path, r.triage);
  if (r.dropped && dropped) dropped.set(file.path, r.dropped);
  // Exact counts, findings left out by the per-file cap included (see FindingSink).
  const counts = r.counts ?? findingCounts(r.findings);
  return { path: file.path, kind: r.kind, bytes: r.bytes, entries: r.entries, findings: r.findings, counts };
}

/** Files named by notes of {@link unreadNotes}; past it, one note counts the others. */
const UNREAD_NOTES = 10;

/**
 * One note for each file whose reading stopped at an XML fault (`xml-not-well-formed`,
 * `xml-limit`: the first such fault ends the document, as it ends it for a search engine), since
 * its findings say nothing of what follows: that part was not checked, and fixing the fault may
 * show more. At most UNREAD_NOTES files are named, in path order, then one note counts the rest.
 */
function unreadNotes(files: readonly FileResult[]): string[] {
  const notes: string[] = [];
  let more = 0;
  for (const file of files) {
    const stop = file.findings.find((f) => f.rule === 'xml-not-well-formed' || f.rule === 'xml-limit');
    if (stop === undefined) continue;
    if (notes.length === UNREAD_NOTES) {
      more++;
      continue;
    }
    const where = stop.line === undefined ? '' : `, line ${stop.line}${stop.column === undefined ? '' : `, column ${stop.column}`}`;
    const why = stop.rule === 'xml-limit' ? 'a limit of the XML reader is passed' : 'the XML is not well-formed';
    notes.push(
      `${JSON.stringify(file.path)}: ${why} (${stop.rule}${where}), and a file is judged only as far as it reads as XML: fix that fault and check again, as the entries after it, or inside an element left open, may hold more.`,
    );
  }
  if (more > 0) notes.push(`${thousands(more)} more ${more === 1 ? 'file was' : 'files were'} not checked past an XML fault (xml-not-well-formed or xml-limit); their findings name it.`);
  return notes;
}

/**
 * Totals and verdict of a set of file results. A file's `counts`, when present, are its exact
 * counts (findings left out by the per-file cap included); otherwise its findings are counted.
 * `policy` is used as it is when resolvePolicy returned it; anything else is resolved first
 * (PolicyError for a bad one). The result's `policy` is the resolved, frozen one. Throws
 * TypeError for `files` that are not an array of file results or `notes` that are not strings.
 */
export function summarise(policyInput: PolicyInput | Policy, files: FileResult[], notes: string[] = [], site?: SiteReport): RunResult {
  const policy = resolvePolicy(policyInput);
  // An array with holes is refused before the loop counts up to its length (up to 2^32 - 1).
  if (!Array.isArray(files) || Object.keys(files).length !== files.length || !files.every(isFileResult)) {
    throw new TypeError('summarise(policy, files, notes, site): files must be an array without holes of file results ({ path, kind, bytes, entries, findings, counts? }), such as a run\'s files.');
  }
  if (!isStringList(notes)) throw new TypeError('summarise(policy, files, notes, site): notes, when given, must be an array of strings.');
  const totals: Totals = { files: files.length, entries: 0, errors: 0, warnings: 0, notices: 0 };
  let passed = true;
  for (const f of files) {
    totals.entries += f.entries;
    const all = f.counts ?? findingCounts(f.findings);
    totals.errors += all.errors;
    totals.warnings += all.warnings;
    totals.notices += all.notices;
    // The findings a baseline accepts are counted, but only new ones fail the run.
    const a = f.accepted;
    const c = a ? { errors: all.errors - a.errors, warnings: all.warnings - a.warnings, notices: all.notices - a.notices } : all;
    if ((c.errors > 0 && failsRun('error', policy.failOn)) || (c.warnings > 0 && failsRun('warning', policy.failOn)) || (c.notices > 0 && failsRun('notice', policy.failOn))) {
      passed = false;
    }
  }
  const run: RunResult = { policy, files, totals, passed, notes };
  if (site) run.site = site;
  return run;
}

/**
 * Sorts out the findings the checks across files added to each file (after its own were sorted
 * out by its sink: `own`), marks every finding of a run with a baseline, and sets each file's
 * `accepted` counts. Ignored findings are taken out of the file's findings and counts.
 */
function settleTriage(triage: RunTriage, files: FileResult[], own: ReadonlyMap<string, ReadonlySet<Finding>>): void {
  for (const f of files) {
    const mine = own.get(f.path);
    const added = mine ? f.findings.filter((x) => !mine.has(x)) : f.findings;
    if (added.length > 0) {
      const t = triage.triageFor(f.path);
      const dropped = new Set<Finding>();
      const counts = { ...(f.counts ?? findingCounts(f.findings)) };
      for (const x of added) {
        const state = t.judge(x.rule, x.message, x.severity);
        if (state === 'ignored') {
          dropped.add(x);
          if (x.severity === 'error') counts.errors--;
          else if (x.severity === 'warning') counts.warnings--;
          else counts.notices--;
        } else if (triage.hasBaseline) x.baselineState = state;
      }
      if (dropped.size > 0) {
        f.findings = f.findings.filter((x) => !dropped.has(x));
        f.counts = counts;
      }
      triage.record(f.path, t.outcome());
    }
    if (triage.hasBaseline) {
      for (const x of f.findings) x.baselineState ??= 'new';
      const u = triage.triageFor(f.path).outcome().unchanged;
      if (u.errors + u.warnings + u.notices > 0) f.accepted = u;
    }
  }
}

/** True for an object with what summarise counts of a file result: `entries` and `findings`, and `counts` of numbers when present. */
function isFileResult(value: unknown): value is FileResult {
  if (typeof value !== 'object' || value === null) return false;
  const f = value as Record<string, unknown>;
  if (typeof f.entries !== 'number' || !Array.isArray(f.findings)) return false;
  if (f.counts === undefined) return true;
  const c = f.counts as Record<string, unknown> | null;
  return typeof c === 'object' && c !== null && typeof c.errors === 'number' && typeof c.warnings === 'number' && typeof c.notices === 'number';
}

/** How the note of a shard's run begins (merge leaves these notes out). */
export const SHARD_NOTE_START = 'This run is shard ';

/** The note of a shard that holds no file (merge leaves it out too). */
export const NO_FILE_IN_SHARD_NOTE = 'No file of the run falls in this shard.';

/** Options of `checkFiles`. */
export interface CheckFilesOptions {
  /**
   * The workspace the files were discovered in (their paths are relative to it); `site-dir` is
   * relative to it too. Default: the process's current directory.
   */
  cwd?: string;
  /** Judge files in worker threads (only when there are several): see {@link WorkerOptions}. */
  workers?: WorkerOptions;
  /** The baseline and ignore list of the run (./baseline.ts); the result's `baseline` reports on them. */
  triage?: RunTriage;
  /** The run is one shard of a split run: say so in the notes (validated as in {@link WorkspaceOptions}). */
  shard?: Shard;
  /** Notes to put first in the run's notes (such as globs of the paths that matched nothing). */
  notes?: readonly string[];
  /** Documents read from streams besides the files: see {@link StreamDocument}. */
  streams?: readonly StreamDocument[];
}

/**
 * Judges the given files (already discovered), then the sitemaps they name that map to files in
 * `site-dir` (with `base-url`), each file once, and runs the set-level checks. Results are sorted
 * by path. Throws PolicyError for a bad policy (also a `site-dir` that is not a folder inside the
 * workspace) or a bad `shard`, TypeError for bad `workers` (see {@link WorkerOptions}), a `cwd`
 * that is not a string, or `files` that are not an array without holes of discovered files. The
 * files are read as given (`absolute`): pass what discover() returns, which keeps to the workspace.
 */
export async function checkFiles(files: readonly DiscoveredFile[], policyInput?: PolicyInput | Policy, options: CheckFilesOptions = {}): Promise<RunResult> {
  return runFiles(files, policyInput, options, {});
}

/** What checkWorkspace adds to a run of files for `compare-to` (see {@link runFiles}). */
interface RunHooks {
  /** Called with each judged file of page entries (urlset, text sitemap, feed) and its entries. */
  onPageFile?: (result: FileResult, entries: EntryColumns) => void;
  /** Called once the set-level findings are in `results`, before the baseline and the totals; may add findings. */
  beforeTotals?: (results: Map<string, FileResult>, notes: string[]) => Promise<SiteComparison | undefined>;
  /** Real paths of folders check-unlisted does not walk (the compared build, when it sits inside site-dir). */
  unwalked?: readonly string[];
}

/** The kinds of file whose entries are pages (what `compare-to` compares). */
const PAGE_FILE_KINDS: ReadonlySet<string> = new Set(['urlset', 'text', 'rss', 'atom']);

/** checkFiles, with the hooks of `compare-to`. */
async function runFiles(files: readonly DiscoveredFile[], policyInput: PolicyInput | Policy | undefined, options: CheckFilesOptions, hooks: RunHooks): Promise<RunResult> {
  // An array with holes is refused before `filter` counts up to its length (up to 2^32 - 1).
  if (!Array.isArray(files) || Object.keys(files).length !== files.length || !files.every(isDiscoveredFile)) {
    throw new TypeError('checkFiles(files, policy, options): files must be an array of discovered files without holes ({ path, absolute, problem? }, strings), such as discover() returns.');
  }
  const policy = resolvePolicy(policyInput);
  checkOptionsObject('checkFiles(files, policy, options)', options);
  const shard = options.shard === undefined ? undefined : checkShard(options.shard);
  const wanted = options.workers === undefined ? undefined : checkWorkerOptions(options.workers);
  const site = await SiteChecks.open(policy, path.resolve(options.cwd ?? process.cwd()));
  // A shard sees some of the sitemaps only: the pages the others list would all be unlisted.
  if (shard) site.unlistedSkipped = 'check-unlisted was not judged: a shard sees only its own sitemaps, so the pages the other shards list would be named. Run it without shard.';
  if (hooks.unwalked) site.unwalked = hooks.unwalked;
  const streams = new Map((options.streams ?? []).map((d) => [d.path, d.source] as const));
  const queue: DiscoveredFile[] = [...files, ...[...streams.keys()].map((p) => ({ path: p, absolute: '' }))].filter((f) => site.register(f));
  const results = new Map<string, FileResult>();
  /** The findings each file's own sink sorted out (see settleTriage). */
  const own = new Map<string, Set<Finding>>();
  /** The findings each file's cap left out, by rule (see judge). */
  const droppedByFile = new Map<string, Record<string, number>>();
  let workers: FileWorkers | undefined;
  let limit = CONCURRENCY;
  let fileCheck: FileCheck = checkFile;
  // An explicit thread count is obeyed; otherwise threads are used where they pay off.
  if (wanted && (wanted.size !== undefined ? queue.length >= 2 : queue.length >= MIN_FILES_FOR_WORKERS && paysOff(await averageBytes(queue), queue.length))) {
    const size = Math.max(1, Math.min(wanted.size ?? availableParallelism(), queue.length));
    const threads = new FileWorkers(wanted.script, size);
    workers = threads;
    // Two files in flight per thread keep each busy while the other's result travels back.
    limit = size * 2;
    fileCheck = (absolute, display, p, callbacks) => threads.check(absolute, display, p, callbacks);
  }
  const check = async (file: DiscoveredFile): Promise<void> => {
    // The checks across files keep at most max-urls entries of a file (EntryColumns; the alternates
    // of the first max-urls entries, cut where they are read: extensions/checker.ts): a file past
    // it is url-count already, and keeping millions of index entries or robots.txt lines ran a
    // run out of memory.
    let entries = NO_ENTRIES;
    const stream = file.absolute === '' ? streams.get(file.path) : undefined;
    const result = await judge(
      file,
      policy,
      {
        onEntries: (e) => (entries = e),
        ...(site.wantsAlternates
          ? {
              onAlternates: (e: EntryAlternates) => site.addAlternates(file.path, e),
            }
          : {}),
      },
      stream === undefined ? fileCheck : (_absolute, display, p, c) => checkSource(stream, display, p, c),
      droppedByFile,
      options.triage,
    );
    results.set(file.path, result);
    if (hooks.onPageFile && PAGE_FILE_KINDS.has(result.kind)) hooks.onPageFile(result, entries);
    if (options.triage) own.set(file.path, new Set(result.findings));
    // Sitemaps named by this file (index children, robots.txt lines) join the queue.
    for (const named of await site.afterFile(result, entries)) queue.push(named);
  };
  try {
    await pool(queue, check, limit);
  } finally {
    await workers?.close();
  }
  const { site: report, notes } = await site.finish(results, droppedByFile);
  const comparison = hooks.beforeTotals ? await hooks.beforeTotals(results, notes) : undefined;
  if (shard) {
    notes.unshift(
      `${SHARD_NOTE_START}${shard.index} of ${shard.count}: checks across files (duplicates across files, hreflang return links, unreferenced sitemaps) saw this shard's files only. Merge the shards' JSON reports with "sitemap-contract merge".`,
    );
  }
  if (options.notes) notes.unshift(...options.notes);
  notes.unshift(...retiredRuleNotes(policy.rules));
  const sorted = [...results.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  notes.push(...unreadNotes(sorted));
  if (files.length === 0 && streams.size === 0) notes.unshift(shard ? NO_FILE_IN_SHARD_NOTE : 'No files matched the paths.');
  if (options.triage) settleTriage(options.triage, sorted, own);
  const run = summarise(policy, sorted, notes, report);
  if (comparison) run.comparison = comparison;
  if (shard) run.shard = shard;
  if (options.triage && (options.triage.hasBaseline || options.triage.ignore.length > 0)) {
    run.baseline = options.triage.report(run.totals.errors + run.totals.warnings + run.totals.notices);
  }
  return run;
}

/** Runs `work` over `queue` with at most `limit` at once, including items pushed while it runs. */
function pool<T>(queue: T[], work: (item: T) => Promise<void>, limit: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let active = 0;
    let failed = false;
    const pump = (): void => {
      if (failed) return;
      if (next >= queue.length && active === 0) {
        resolve();
        return;
      }
      while (active < limit && next < queue.length) {
        const item = queue[next++]!;
        active++;
        work(item).then(
          () => {
            active--;
            pump();
          },
          (e: unknown) => {
            failed = true;
            reject(e);
          },
        );
      }
    };
    pump();
  });
}

/**
 * Discovers the files of `options.patterns` under `options.cwd` and judges them.
 * Throws PolicyError for a bad policy or `shard`, TypeError for bad `workers` (see
 * {@link WorkerOptions}), options that are not an object, a `cwd` that is not a string or patterns
 * that are not an array of strings; all before any file is read. Rejects with the file system's
 * error (ENOENT...) when `cwd` does not exist.
 */
export async function checkWorkspace(options: WorkspaceOptions = {}): Promise<RunResult> {
  checkOptionsObject('checkWorkspace(options)', options);
  if (options.patterns !== undefined && !isStringList(options.patterns)) {
    throw new TypeError('checkWorkspace(options): patterns, when given, must be an array of strings (globs, folders or files).');
  }
  const policy = resolvePolicy(options.policy);
  const cwd = path.resolve(options.cwd ?? process.cwd());
  // A bad site-dir, shard or workers option fails before any file is read.
  await SiteChecks.open(policy, cwd);
  const shard = options.shard === undefined ? undefined : checkShard(options.shard);
  const workers = options.workers === undefined ? undefined : checkWorkerOptions(options.workers);
  const compare = comparePlan(options, policy, cwd, shard !== undefined);
  const unmatched: string[] = [];
  const streamsOnly = (options.streams?.length ?? 0) > 0 && (options.patterns ?? []).every((p) => p.trim() === '');
  // The compared site is no part of this one: its folder is left out of the run's own search.
  const patterns = compare ? [...(options.patterns ?? []), `!${compare.rel}/**`] : (options.patterns ?? []);
  const found = streamsOnly ? [] : await discover(patterns, cwd, {
    namedOutside: options.namedOutside === true,
    onUnmatched: (p, kind) =>
      unmatched.push(
        kind === 'folder'
          ? `The folder ${JSON.stringify(p)} of the paths holds no file the default patterns find (${DEFAULT_PATTERNS.join(', ')}), or the exclusions leave none; name its sitemaps, or a glob that matches them.`
          : `The pattern ${JSON.stringify(p)} of the paths matched no file to check; check it for a typo (or the exclusions), or remove it.`,
      ),
  });
  const files = shard ? found.filter((f) => inShard(f.path, shard)) : found;
  const more: CheckFilesOptions = { cwd };
  if (workers) more.workers = workers;
  if (options.triage) more.triage = options.triage;
  if (options.streams) more.streams = options.streams;
  // Paths that match nothing at all are no shard's share of a run: the run is not marked as a
  // shard, and the command line and the action fail on it as on any run that matched nothing
  // (every shard of such a run used to pass, and only the merge said so).
  if (shard && found.length > 0) more.shard = shard;
  // Only when something else matched: a run that matched nothing says so once.
  if (found.length > 0 && unmatched.length > 0) {
    more.notes = unmatched;
  }
  if (!compare) return checkFiles(files, policy, more);
  const after = new UrlStore();
  const siteRoot = compare.siteRoot;
  return runFiles(files, policy, more, {
    onPageFile: (result, entries) => keep(after, result, entries, compare.workspace, siteRoot),
    beforeTotals: (results, notes) => compareRun(compare, options.patterns ?? [], policy, more, after, results, notes),
    // The other build's pages are not this build's unlisted pages (site-dir: . with the base checked out inside it).
    unwalked: [compare.root],
  });
}

/** What a run with `compare-to` compares, checked before any file is read. */
interface ComparePlan {
  /** The compared folder relative to the workspace (POSIX), its real path, and the real paths of the workspace and of the run's own site folder. */
  rel: string;
  root: string;
  workspace: string;
  siteRoot: string;
  max: MaxRemoved | undefined;
}

/** Validates `compareTo` and `maxRemoved` of a workspace run (PolicyError naming the setting). */
function comparePlan(options: WorkspaceOptions, policy: Policy, cwd: string, sharded: boolean): ComparePlan | undefined {
  if (options.compareTo === undefined) {
    if (options.maxRemoved !== undefined) throw new PolicyError('max-removed', 'max-removed: it limits the URLs removed since the site of compare-to; give compare-to as well, or leave max-removed out.');
    return undefined;
  }
  if (typeof options.compareTo !== 'string' || options.compareTo.trim() === '') {
    throw new PolicyError('compare-to', 'compare-to: give the folder of the other build to compare with, relative to the workspace, such as base/public.');
  }
  if (sharded) throw new PolicyError('compare-to', 'compare-to: a shard holds a share of the sitemaps only, so every URL of the other shares would count as removed; compare in a run without shard.');
  const max = options.maxRemoved === undefined ? undefined : parseMaxRemoved(options.maxRemoved);
  let workspace = cwd;
  try {
    workspace = realpathSync(cwd);
  } catch {
    // discover() reports an unreadable workspace.
  }
  const root = resolveCompareTo(workspace, options.compareTo.trim(), policy.siteDir);
  const own = resolveSiteDir(workspace, policy.siteDir ?? '.');
  const siteRoot = 'root' in own ? own.root : workspace;
  const rel = path.relative(workspace, root).split(path.sep).join('/');
  return { rel, root, workspace, siteRoot, max };
}

/** The path of `file` (relative to the workspace) relative to `siteRoot`: what a sitemap is compared by across the two sites. */
function siteKey(file: string, workspace: string, siteRoot: string): string {
  return path.relative(siteRoot, path.resolve(workspace, file)).split(path.sep).join('/');
}

/** Keeps the locs of one judged page file in `store`. */
function keep(store: UrlStore, result: FileResult, entries: EntryColumns, workspace: string, siteRoot: string): void {
  if (store.full || entries.length === 0) return;
  const f = store.file(result.path, siteKey(result.path, workspace, siteRoot));
  for (let i = 0; i < entries.length; i++) store.add(entries.locs[i]!, f, entries.line(i));
}

/**
 * Reads the compared site as the run read its own (the same patterns relative to `site-dir`, the
 * same policy with `site-dir` set to the compared folder; its findings are not reported), compares
 * the URLs, and adds `urls-removed` to `results` when the removals pass `max-removed`.
 */
async function compareRun(plan: ComparePlan, patterns: readonly string[], policy: Policy, more: CheckFilesOptions, after: UrlStore, results: Map<string, FileResult>, notes: string[]): Promise<SiteComparison> {
  const siteDir = path.relative(plan.workspace, plan.siteRoot).split(path.sep).join('/') || '.';
  const planned = comparedPatterns(patterns, siteDir, plan.rel);
  if (planned.left.length > 0) {
    notes.push(`compare-to: ${planned.left.map((p) => JSON.stringify(p)).join(', ')} ${planned.left.length === 1 ? 'is' : 'are'} not under site-dir, so not searched in ${JSON.stringify(plan.rel)}; the compared site is searched with the paths under site-dir only.`);
  }
  const found = await discover(planned.patterns, plan.workspace);
  const before = new UrlStore();
  const unread: UnreadSitemap[] = [];
  if (found.length > 0) {
    // The same policy for the other site's folder; its severities follow from check-pages again.
    // A fault that stops the reading is always found there (its findings are never reported):
    // a policy that turns it off must not shrink the comparison unseen.
    const rest: Record<string, unknown> = { ...policy };
    delete rest.severities;
    const rules: Record<string, SeverityOrOff> = { ...policy.rules };
    for (const id of READ_FAULT_RULES) rules[id] = 'error';
    const comparedPolicy = resolvePolicy({ ...(rest as PolicyInput), rules, siteDir: plan.rel, checkPages: false });
    const options: CheckFilesOptions = { cwd: plan.workspace };
    if (more.workers) options.workers = more.workers;
    const compared = await runFiles(found, comparedPolicy, options, { onPageFile: (result, entries) => keep(before, result, entries, plan.workspace, plan.root) });
    for (const f of compared.files) {
      const fault = readFault(f.path, f.findings);
      if (fault) unread.push(fault);
      else if ((PAGE_FILE_KINDS.has(f.kind) || f.kind === 'sitemapindex') && f.entries > comparedPolicy.maxUrls) {
        // Entries past max-urls are not kept for the checks across files, nor compared.
        const cut = f.findings.find((x) => x.rule === 'url-count');
        unread.push({ sitemap: f.path, rule: 'url-count', message: cut?.message ?? `It lists ${thousands(f.entries)} entries; the first ${thousands(comparedPolicy.maxUrls)} (max-urls) are compared.` });
      }
    }
  }
  const full = before.full ? plan.rel : after.full ? 'this run' : undefined;
  let comparison: SiteComparison;
  if (found.length === 0 || before.files.length === 0) {
    comparison = comparisonNotMade(plan.rel, `no sitemap listing pages was found in ${JSON.stringify(plan.rel)} with the paths of the run; check that the other build was written there`, plan.max);
  } else if (full !== undefined) {
    comparison = comparisonNotMade(plan.rel, `the sitemaps of ${full === 'this run' ? 'this run' : JSON.stringify(full)} list more distinct URLs than the comparison keeps (about ${thousands(Math.floor(COMPARE_LIMITS.bytes / (1024 * 1024)))} MiB of URLs); compare the sitemaps of one section at a time (paths)`, plan.max);
  } else {
    comparison = compareStores(plan.rel, before, after, plan.max);
    if (unread.length > 0) withUnread(comparison, unread, plan.max);
  }
  if (comparison.problem !== undefined) {
    notes.push(`The comparison with ${JSON.stringify(plan.rel)} (compare-to) was not made: ${comparison.problem}.${plan.max ? ' max-removed was not judged.' : ''}`);
  } else if (comparison.unread) {
    const u = comparison.unread;
    const shown = u.first.slice(0, 3).map(unreadPlace).join('; ');
    const more = u.count > 3 ? `; and ${thousands(u.count - 3)} more` : '';
    const gate = plan.max ? (comparison.notJudged !== undefined ? ' max-removed was not judged.' : ' max-removed is passed by the URLs read already.') : '';
    notes.push(
      `The comparison with ${JSON.stringify(plan.rel)} (compare-to) is incomplete: ${u.count === 1 ? 'a sitemap' : `${thousands(u.count)} sitemaps`} of it could not be read whole, so the URLs listed past the fault are not compared and the removals counted are the least there are: ${shown}${more}. Fix the other build's sitemaps (or compare with a build whose sitemaps are whole).${gate}`,
    );
  }
  const severity = policy.severities['urls-removed'];
  if (comparison.allowed !== undefined && comparison.removed.count > comparison.allowed && severity !== undefined && severity !== 'off') {
    const first = comparison.removed.first[0];
    const key = first ? siteKey(first.sitemap, plan.workspace, plan.root) : undefined;
    const sorted = [...results.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const target = sorted.find((r) => key !== undefined && PAGE_FILE_KINDS.has(r.kind) && siteKey(r.path, plan.workspace, plan.siteRoot) === key) ?? sorted[0];
    if (target) {
      const finding: Finding = { rule: 'urls-removed', severity, message: removedMessage(comparison) };
      target.findings = [finding, ...target.findings];
      if (target.counts) {
        const c = { ...target.counts };
        if (severity === 'error') c.errors++;
        else if (severity === 'warning') c.warnings++;
        else c.notices++;
        target.counts = c;
      }
    } else {
      // No file of this run to hold it (the build lists no sitemap: "No files matched" ends the
      // command line and the action with an error); the library's caller still reads why.
      notes.push(`urls-removed (no file of this run to report it on): ${removedMessage(comparison)}`);
    }
  }
  return comparison;
}

/**
 * Streams the named files from disk and judges them (library API). Paths are relative to
 * `options.cwd` (default: the current directory), which is also the workspace: nothing outside it
 * is read. Throws PolicyError for a bad policy (and for paths that leave `cwd` or pass the limits
 * of `paths`), TypeError when `paths` is not an array of strings or `options.cwd` is not a string;
 * rejects with the file system's error (ENOENT...) when `cwd` does not exist.
 */
export async function validateFiles(
  paths: readonly string[],
  policy?: PolicyInput | Policy,
  options: { cwd?: string } = {},
): Promise<RunResult> {
  if (!isStringList(paths)) {
    throw new TypeError('validateFiles(paths, policy, options): paths must be an array of strings (globs, folders or files).');
  }
  if (typeof options !== 'object' || options === null || (options.cwd !== undefined && typeof options.cwd !== 'string')) {
    throw new TypeError('validateFiles(paths, policy, options): options must be an object whose cwd, when given, is a string.');
  }
  return checkWorkspace({ cwd: options.cwd, patterns: paths, policy });
}
