/**
 * Worker threads that judge files in parallel (one file per task), so a run over many files uses
 * every core. The main thread keeps the order of results and the set-level checks; a worker runs
 * the same pipeline as the main thread (./engine.ts) and sends back the file's result with the
 * entries and hreflang alternates the set-level checks need.
 *
 * The worker script is the running entry point itself (the CLI or action bundle): it calls
 * `isFileWorker()` first and, in a worker, `serveFileWorker()` instead of its main.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { checkFile, type DocumentOptions, type PipelineResult } from './engine.js';
import type { EntryAlternates } from './extensions/index.js';
import type { Policy } from './policy.js';
import type { EntryRecord } from './types.js';

const ROLE = 'sitemap-contract-file-worker';

/** One file to judge. */
interface Task {
  id: number;
  absolute: string;
  display: string;
  policy: Policy;
  entries: boolean;
  alternates: boolean;
}

/**
 * The entries of a file, column by column: a structured clone of a few arrays (the lines and
 * columns transferred, not copied) costs both threads far less than one of 50,000 small objects.
 */
interface EntryColumns {
  locs: string[];
  lines: Float64Array;
  columns: Float64Array;
  /** The lastmod of each entry that has one (undefined elsewhere), or undefined when none has. */
  lastmods: Array<string | undefined> | undefined;
}

/** The answer to a task. */
interface Reply {
  id: number;
  result?: PipelineResult;
  entries?: EntryColumns;
  alternates?: EntryAlternates[];
  error?: string;
}

function toColumns(records: readonly EntryRecord[]): EntryColumns {
  const n = records.length;
  const locs = new Array<string>(n);
  const lines = new Float64Array(n);
  const columns = new Float64Array(n);
  let lastmods: Array<string | undefined> | undefined;
  for (let i = 0; i < n; i++) {
    const r = records[i]!;
    locs[i] = r.loc;
    lines[i] = r.line;
    columns[i] = r.column;
    if (r.lastmod !== undefined) (lastmods ??= new Array<string | undefined>(n))[i] = r.lastmod;
  }
  return { locs, lines, columns, lastmods };
}

function* fromColumns(e: EntryColumns): Generator<EntryRecord> {
  for (let i = 0; i < e.locs.length; i++) {
    const record: EntryRecord = { loc: e.locs[i]!, line: e.lines[i]!, column: e.columns[i]! };
    const lastmod = e.lastmods?.[i];
    if (lastmod !== undefined) record.lastmod = lastmod;
    yield record;
  }
}

/** True in a thread started by {@link FileWorkers}. */
export function isFileWorker(): boolean {
  return !isMainThread && (workerData as { role?: string } | null)?.role === ROLE;
}

/** Serves tasks until the main thread ends the worker. Call only when {@link isFileWorker} is true. */
export function serveFileWorker(): void {
  const port = parentPort;
  if (!port) throw new Error('serveFileWorker() called outside a worker thread');
  port.on('message', (task: Task) => {
    const records: EntryRecord[] = [];
    const alternates: EntryAlternates[] = [];
    const callbacks: Pick<DocumentOptions, 'onEntry' | 'onAlternates'> = {};
    // As on the main thread (./run.ts): at most max-urls of each are handed back.
    const keep = task.policy.maxUrls;
    if (task.entries) callbacks.onEntry = (r) => {
      if (records.length < keep) records.push(r);
    };
    if (task.alternates) callbacks.onAlternates = (a) => {
      if (alternates.length < keep) alternates.push(a);
    };
    checkFile(task.absolute, task.display, task.policy, callbacks).then(
      (result) => {
        const entries = toColumns(records);
        port.postMessage({ id: task.id, result, entries, alternates } satisfies Reply, [entries.lines.buffer as ArrayBuffer, entries.columns.buffer as ArrayBuffer]);
      },
      (e: unknown) => port.postMessage({ id: task.id, error: String((e as Error)?.stack ?? e) } satisfies Reply),
    );
  });
}

/** A pool of worker threads judging files; results come back in the callers' promises. */
export class FileWorkers {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly waiting: Array<() => void> = [];
  private readonly pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  private nextId = 0;

  /**
   * Starts `size` workers running `script` (an ES module file that calls `serveFileWorker()` when
   * `isFileWorker()`). Workers are unref'd: they never keep the process alive.
   */
  constructor(script: string, size: number) {
    for (let i = 0; i < size; i++) {
      const w = new Worker(script, { workerData: { role: ROLE }, stdout: false, stderr: false });
      w.unref();
      w.on('message', (reply: Reply) => {
        const p = this.pending.get(reply.id);
        if (!p) return;
        this.pending.delete(reply.id);
        this.release(w);
        p.resolve(reply);
      });
      w.on('error', (e) => {
        for (const [, p] of this.pending) p.reject(e);
        this.pending.clear();
      });
      this.workers.push(w);
      this.idle.push(w);
    }
  }

  private release(w: Worker): void {
    this.idle.push(w);
    this.waiting.shift()?.();
  }

  private async acquire(): Promise<Worker> {
    for (;;) {
      const w = this.idle.pop();
      if (w) return w;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  /**
   * Judges one file in a worker. The entries and alternates it reads are handed to `callbacks`
   * on this thread, in document order, before the promise resolves.
   */
  async check(absolute: string, display: string, policy: Policy, callbacks: Pick<DocumentOptions, 'onEntry' | 'onAlternates'> = {}): Promise<PipelineResult> {
    const w = await this.acquire();
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      w.postMessage({ id, absolute, display, policy, entries: callbacks.onEntry !== undefined, alternates: callbacks.onAlternates !== undefined } satisfies Task);
    });
    if (reply.error !== undefined || !reply.result) throw new Error(`a file worker failed on ${display}: ${reply.error ?? 'no result'}`);
    if (callbacks.onEntry && reply.entries) for (const r of fromColumns(reply.entries)) callbacks.onEntry(r);
    if (callbacks.onAlternates) for (const a of reply.alternates ?? []) callbacks.onAlternates(a);
    return reply.result;
  }

  /** Ends every worker. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
