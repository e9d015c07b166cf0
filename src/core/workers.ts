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
import { checkFile, type FileCallbacks, type PipelineResult } from './engine.js';
import { EntryColumns, type PackedEntries } from './entries.js';
import type { EntryAlternates } from './extensions/index.js';
import type { Policy } from './policy.js';

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

/** The answer to a task. */
interface Reply {
  id: number;
  result?: PipelineResult;
  entries?: PackedEntries;
  alternates?: EntryAlternates[];
  error?: string;
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
    let entries: PackedEntries | undefined;
    const alternates: EntryAlternates[] = [];
    const callbacks: FileCallbacks = {};
    // As on the main thread (./run.ts): at most max-urls of each are handed back.
    const keep = task.policy.maxUrls;
    if (task.entries) callbacks.onEntries = (e) => (entries = e.packed());
    if (task.alternates) callbacks.onAlternates = (a) => {
      if (alternates.length < keep) alternates.push(a);
    };
    checkFile(task.absolute, task.display, task.policy, callbacks).then(
      (result) => {
        // The positions are transferred, not copied (a structured clone of 50,000 small objects
        // cost both threads far more).
        const transfer = entries ? [entries.lines.buffer as ArrayBuffer, entries.columns.buffer as ArrayBuffer] : [];
        port.postMessage({ id: task.id, result, entries, alternates } satisfies Reply, transfer);
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
  async check(absolute: string, display: string, policy: Policy, callbacks: FileCallbacks = {}): Promise<PipelineResult> {
    const w = await this.acquire();
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      w.postMessage({ id, absolute, display, policy, entries: callbacks.onEntries !== undefined, alternates: callbacks.onAlternates !== undefined } satisfies Task);
    });
    if (reply.error !== undefined || !reply.result) throw new Error(`a file worker failed on ${display}: ${reply.error ?? 'no result'}`);
    if (callbacks.onEntries && reply.entries) callbacks.onEntries(new EntryColumns(policy.maxUrls, reply.entries));
    if (callbacks.onAlternates) for (const a of reply.alternates ?? []) callbacks.onAlternates(a);
    return reply.result;
  }

  /** Ends every worker. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
