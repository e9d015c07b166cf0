/**
 * A run: discover the files of a workspace, judge each, follow the sitemaps that robots.txt files
 * and sitemap indexes name (with `base-url`), run the set-level checks, and total the findings.
 */
import path from 'node:path';
import { discover, type DiscoveredFile } from './discover.js';
import { checkFile, toPolicy, type DocumentOptions } from './engine.js';
import { failsRun, type Policy, type PolicyInput } from './policy.js';
import type { RunResult, SiteReport } from './run-types.js';
import { findingCounts, FindingSink } from './sink.js';
import { SiteChecks } from './site.js';
import type { EntryRecord, FileResult, Totals } from './types.js';

/** Options of a workspace run. */
export interface WorkspaceOptions {
  /** The workspace root; results are relative to it. Default: the process's current directory. */
  cwd?: string;
  /** Globs, directories or file names relative to `cwd` (`!` excludes). Empty: the default patterns. */
  patterns?: readonly string[];
  policy?: PolicyInput | Policy;
}

/** Files judged at once; the report order does not depend on it. */
const CONCURRENCY = 2;

async function judge(file: DiscoveredFile, policy: Policy, callbacks: Pick<DocumentOptions, 'onEntry' | 'onAlternates'> = {}): Promise<FileResult> {
  if (file.problem) {
    const sink = new FindingSink(policy);
    sink.add('file-unreadable', `The file cannot be read: ${file.problem}.`);
    return { path: file.path, kind: 'unknown', bytes: 0, entries: 0, findings: sink.sorted() };
  }
  const r = await checkFile(file.absolute, file.path, policy, callbacks);
  // Exact counts, findings left out by the per-file cap included (see FindingSink).
  const counts = r.counts ?? findingCounts(r.findings);
  return { path: file.path, kind: r.kind, bytes: r.bytes, entries: r.entries, findings: r.findings, counts };
}

/**
 * Totals and verdict of a set of file results. A file's `counts`, when present, are its exact
 * counts (findings left out by the per-file cap included); otherwise its findings are counted.
 */
export function summarise(policy: Policy, files: FileResult[], notes: string[] = [], site?: SiteReport): RunResult {
  const totals: Totals = { files: files.length, entries: 0, errors: 0, warnings: 0, notices: 0 };
  let passed = true;
  for (const f of files) {
    totals.entries += f.entries;
    const c = f.counts ?? findingCounts(f.findings);
    totals.errors += c.errors;
    totals.warnings += c.warnings;
    totals.notices += c.notices;
    if ((c.errors > 0 && failsRun('error', policy.failOn)) || (c.warnings > 0 && failsRun('warning', policy.failOn)) || (c.notices > 0 && failsRun('notice', policy.failOn))) {
      passed = false;
    }
  }
  const run: RunResult = { policy, files, totals, passed, notes };
  if (site) run.site = site;
  return run;
}

/** Options of `checkFiles`. */
export interface CheckFilesOptions {
  /**
   * The workspace the files were discovered in (their paths are relative to it); `site-dir` is
   * relative to it too. Default: the process's current directory.
   */
  cwd?: string;
}

/**
 * Judges the given files (already discovered), then the sitemaps they name that map to files in
 * `site-dir` (with `base-url`), each file once, and runs the set-level checks. Results are sorted
 * by path. Throws PolicyError for a bad policy (also a `site-dir` that is not a folder inside the
 * workspace).
 */
export async function checkFiles(files: readonly DiscoveredFile[], policyInput?: PolicyInput | Policy, options: CheckFilesOptions = {}): Promise<RunResult> {
  const policy = toPolicy(policyInput);
  const site = new SiteChecks(policy, path.resolve(options.cwd ?? process.cwd()));
  const queue: DiscoveredFile[] = files.filter((f) => site.register(f));
  const results = new Map<string, FileResult>();
  const check = async (file: DiscoveredFile): Promise<void> => {
    const records: EntryRecord[] = [];
    const result = await judge(file, policy, {
      onEntry: (r) => records.push(r),
      ...(site.wantsAlternates ? { onAlternates: (e) => site.addAlternates(file.path, e) } : {}),
    });
    results.set(file.path, result);
    // Sitemaps named by this file (index children, robots.txt lines) join the queue.
    for (const named of await site.afterFile(result, records)) queue.push(named);
  };
  await pool(queue, check, CONCURRENCY);
  const { site: report, notes } = await site.finish(results);
  const sorted = [...results.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  if (files.length === 0) notes.unshift('No files matched the paths.');
  return summarise(policy, sorted, notes, report);
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
 * Throws PolicyError for a bad policy.
 */
export async function checkWorkspace(options: WorkspaceOptions = {}): Promise<RunResult> {
  const policy = toPolicy(options.policy);
  const cwd = path.resolve(options.cwd ?? process.cwd());
  // A bad site-dir fails before any file is read.
  new SiteChecks(policy, cwd);
  const files = await discover(options.patterns ?? [], cwd);
  return checkFiles(files, policy, { cwd });
}

/**
 * Streams the named files from disk and judges them (library API). Paths are relative to
 * `options.cwd` (default: the current directory), which is also the workspace: nothing outside it
 * is read. Throws PolicyError for a bad policy.
 */
export async function validateFiles(
  paths: readonly string[],
  policy?: PolicyInput | Policy,
  options: { cwd?: string } = {},
): Promise<RunResult> {
  return checkWorkspace({ cwd: options.cwd, patterns: paths, policy });
}
