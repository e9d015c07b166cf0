/**
 * A run: discover the files of a workspace, judge each, and total the findings.
 */
import path from 'node:path';
import { discover, type DiscoveredFile } from './discover.js';
import { checkFile, toPolicy } from './engine.js';
import { failsRun, type Policy, type PolicyInput } from './policy.js';
import type { RunResult } from './run-types.js';
import { FindingSink } from './sink.js';
import type { FileResult, Totals } from './types.js';

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

async function judge(file: DiscoveredFile, policy: Policy): Promise<FileResult> {
  if (file.problem) {
    const sink = new FindingSink(policy);
    sink.add('file-unreadable', `The file cannot be read: ${file.problem}.`);
    return { path: file.path, kind: 'unknown', bytes: 0, entries: 0, findings: sink.sorted() };
  }
  const r = await checkFile(file.absolute, file.path, policy);
  return { path: file.path, kind: r.kind, bytes: r.bytes, entries: r.entries, findings: r.findings };
}

/** Totals and verdict of a set of file results. */
export function summarise(policy: Policy, files: FileResult[], notes: string[] = []): RunResult {
  const totals: Totals = { files: files.length, entries: 0, errors: 0, warnings: 0, notices: 0 };
  let passed = true;
  for (const f of files) {
    totals.entries += f.entries;
    for (const x of f.findings) {
      if (x.severity === 'error') totals.errors++;
      else if (x.severity === 'warning') totals.warnings++;
      else totals.notices++;
      if (failsRun(x.severity, policy.failOn)) passed = false;
    }
  }
  return { policy, files, totals, passed, notes };
}

/**
 * Judges the given files (already discovered) in path order. Throws only for a bad policy.
 */
export async function checkFiles(files: readonly DiscoveredFile[], policyInput?: PolicyInput | Policy): Promise<RunResult> {
  const policy = toPolicy(policyInput);
  const results: FileResult[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      results[i] = await judge(files[i]!, policy);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  const notes: string[] = [];
  if (files.length === 0) notes.push('No files matched the paths.');
  return summarise(policy, results, notes);
}

/**
 * Discovers the files of `options.patterns` under `options.cwd` and judges them.
 * Throws PolicyError for a bad policy.
 */
export async function checkWorkspace(options: WorkspaceOptions = {}): Promise<RunResult> {
  const policy = toPolicy(options.policy);
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const files = await discover(options.patterns ?? [], cwd);
  return checkFiles(files, policy);
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
