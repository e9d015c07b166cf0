/**
 * run/: a whole run: the files found (discover.ts), judged on the main thread or in worker threads
 * (run.ts, workers.ts), shards (shard.ts), the baseline (baseline.ts) and the report files
 * (report-files.ts).
 */
export { checkFiles, checkWorkspace, summarise, validateFiles } from './run.js';
export type { CheckFilesOptions, WorkerOptions, WorkspaceOptions } from './run.js';
export { DEFAULT_PATTERNS, discover } from './discover.js';
