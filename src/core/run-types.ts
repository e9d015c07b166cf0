/**
 * Shapes of a whole run (many files), shared by the engine, the reports and the adapters.
 */
import type { Policy } from './policy.js';
import type { FileResult, Totals } from './types.js';

/** The result of checking a set of files. */
export interface RunResult {
  /** The policy the files were judged by. */
  policy: Policy;
  /** One result per file, sorted by path. */
  files: FileResult[];
  totals: Totals;
  /** False when any finding is at or above `policy.failOn`. */
  passed: boolean;
  /** Things a reader of the summary should know about the run itself (e.g. no files matched). */
  notes: string[];
}
