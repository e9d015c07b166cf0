/**
 * Node's built-in modules that most runs never use, loaded on first use instead of at start:
 * `node:crypto` (hashes of long locs, baseline fingerprints; about 4 ms to load) and
 * `node:worker_threads` (only a run over many files starts workers; about 3 ms, with the streams
 * it loads). A run over one small sitemap takes about 0.13 s in all, so these are a tenth of it.
 * Each function returns the module itself (the same object on every call) and throws only what
 * Node throws when the module cannot be loaded.
 */
import { createRequire } from 'node:module';

const load = createRequire(import.meta.url);

let crypto: typeof import('node:crypto') | undefined;
let workerThreads: typeof import('node:worker_threads') | undefined;

/** `node:crypto`, loaded on the first call. */
export function nodeCrypto(): typeof import('node:crypto') {
  return (crypto ??= load('node:crypto') as typeof import('node:crypto'));
}

/** `node:worker_threads`, loaded on the first call. */
export function nodeWorkerThreads(): typeof import('node:worker_threads') {
  return (workerThreads ??= load('node:worker_threads') as typeof import('node:worker_threads'));
}
