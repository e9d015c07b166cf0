/**
 * Worker threads that judge files in parallel (one file per task), so a run over many files uses
 * every core. The main thread keeps the order of results and the set-level checks; a worker runs
 * the same pipeline as the main thread (../read/engine.ts) and sends back the file's result with the
 * entries and hreflang alternates the set-level checks need.
 *
 * The worker script is the running entry point itself (the CLI or action bundle): it calls
 * `isFileWorker()` first and, in a worker, `serveFileWorker()` instead of its main. A worker is
 * started with {@link WORKER_ARGUMENT} after its argv, so that the main thread of a run that starts
 * no worker never loads node:worker_threads (see ../builtins.ts).
 */
import type { Worker } from 'node:worker_threads';
import { nodeWorkerThreads } from '../builtins.js';
import { checkFile, type FileCallbacks, type PipelineResult } from '../read/engine.js';
import { EntryColumns, type PackedEntries } from '../checks/entries.js';
import type { EntryAlternates } from '../checks/extensions/index.js';
import type { FileTriage } from './baseline.js';
import type { Policy } from '../policy/policy.js';

const ROLE = 'sitemap-contract-file-worker';

/**
 * The argument a file worker gets after its argv (Worker's `argv` option). Its presence alone
 * proves nothing (anyone can type it); {@link isFileWorker} then asks node:worker_threads.
 */
export const WORKER_ARGUMENT = `--${ROLE}`;

/** One file to judge. */
interface Task {
  id: number;
  /** A path string, or the path's bytes (see checkFile). */
  absolute: string | Uint8Array;
  display: string;
  policy: Policy;
  entries: boolean;
  alternates: boolean;
  triage?: FileTriage;
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
  if (!process.argv.includes(WORKER_ARGUMENT)) return false;
  const { isMainThread, workerData } = nodeWorkerThreads();
  return !isMainThread && (workerData as { role?: string } | null)?.role === ROLE;
}

/** Serves tasks until the main thread ends the worker. Call only when {@link isFileWorker} is true. */
export function serveFileWorker(): void {
  const port = nodeWorkerThreads().parentPort;
  if (!port) throw new Error('serveFileWorker() called outside a worker thread');
  port.on('message', (task: Task) => {
    let entries: PackedEntries | undefined;
    const alternates: EntryAlternates[] = [];
    const callbacks: FileCallbacks = {};
    // As on the main thread (./run.ts): at most max-urls of each are handed back.
    const keep = task.policy.maxUrls;
    if (task.triage) callbacks.triage = task.triage;
    if (task.entries) callbacks.onEntries = (e) => (entries = e.packed());
    if (task.alternates) callbacks.onAlternates = (a) => {
      if (alternates.length < keep) alternates.push(a);
    };
    checkFile(task.absolute, task.display, task.policy, callbacks).then(
      (result) => {
        // The positions are transferred, not copied (a structured clone of 50,000 small objects
        // cost both threads far more).
        const transfer = entries ? [entries.lines.buffer as ArrayBuffer, entries.columns.buffer as ArrayBuffer] : [];
        if (entries?.extensions) transfer.push(entries.extensions.buffer as ArrayBuffer);
        port.postMessage({ id: task.id, result, entries, alternates } satisfies Reply, transfer);
      },
      (e: unknown) => port.postMessage({ id: task.id, error: String((e as Error)?.stack ?? e) } satisfies Reply),
    );
  });
}

/** Most worker threads a run starts (the CLI's --threads takes 1 to this many). */
export const MAX_THREADS = 256;

/** True for a thread count a run accepts: a whole number from 1 to {@link MAX_THREADS}. */
export function isThreadCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= MAX_THREADS;
}

/** A task handed to a worker and not answered yet. */
interface Pending {
  id: number;
  display: string;
  resolve: (r: Reply) => void;
  reject: (e: Error) => void;
}

/** One worker of the pool. */
interface Slot {
  worker: Worker;
  /** The task it is judging (one at a time). */
  task?: Pending | undefined;
  /** Set once the worker has failed or exited: it takes no more tasks. */
  ended?: boolean;
}

/**
 * A pool of worker threads judging files; results come back in the callers' promises. A worker
 * that fails to start, throws, or exits (with any code, also 0: a script that serves no tasks)
 * rejects the task it holds; once no worker is left, every waiting and later task is rejected
 * too. A script that keeps running without serving tasks is not detected (its tasks wait).
 */
export class FileWorkers {
  private readonly slots: Slot[] = [];
  private readonly idle: Slot[] = [];
  private readonly waiting: Array<{ resolve: (slot: Slot) => void; reject: (e: Error) => void }> = [];
  private readonly script: string;
  private live = 0;
  /** Why the last worker ended, once none is left. */
  private gone: Error | undefined;
  private closing = false;
  private nextId = 0;

  /**
   * Starts `size` workers (a whole number from 1 to {@link MAX_THREADS}; TypeError otherwise)
   * running `script`, an ES module file that calls `serveFileWorker()` when `isFileWorker()`.
   * Idle workers are unref'd: they never keep the process alive; a worker holding a task does,
   * until it answers or ends.
   */
  constructor(script: string, size: number) {
    if (!isThreadCount(size)) throw new TypeError(`file workers: size ${String(size)} is not accepted; use a whole number from 1 to ${MAX_THREADS}.`);
    this.script = script;
    for (let i = 0; i < size; i++) {
      const w = new (nodeWorkerThreads().Worker)(script, { workerData: { role: ROLE }, argv: [WORKER_ARGUMENT], stdout: false, stderr: false });
      w.unref();
      const slot: Slot = { worker: w };
      w.on('message', (reply: Reply) => {
        const task = slot.task;
        if (!task || reply?.id !== task.id) return;
        slot.task = undefined;
        w.unref();
        this.release(slot);
        task.resolve(reply);
      });
      w.on('messageerror', (e: Error) => {
        // The answer could not be read back: the task fails, the worker serves on.
        const task = slot.task;
        if (!task) return;
        slot.task = undefined;
        w.unref();
        this.release(slot);
        task.reject(new Error(`a file worker's answer for ${task.display} could not be read: ${e.message}`));
      });
      w.on('error', (e: Error) => this.end(slot, 'failed', e.message));
      w.on('exit', (code: number) =>
        this.end(
          slot,
          `exited with code ${code}`,
          // Exit code 0 with a task at hand: the script ran to its end without serving.
          code === 0 ? 'the script does not serve file tasks (a worker script calls serveFileWorker() when isFileWorker() is true, as the command line does: build/cli/main.js, or dist/cli.js in a clone)' : undefined,
        ),
      );
      this.slots.push(slot);
      this.idle.push(slot);
      this.live++;
    }
  }

  /** Takes a worker that failed or exited out of the pool and rejects what it can no longer answer. */
  private end(slot: Slot, what: string, detail?: string): void {
    if (slot.ended) return;
    slot.ended = true;
    this.live--;
    const at = this.idle.indexOf(slot);
    if (at >= 0) this.idle.splice(at, 1);
    const task = slot.task;
    slot.task = undefined;
    slot.worker.unref();
    const why = this.closing ? 'the pool was closed' : detail;
    const tail = why === undefined ? '.' : `: ${why}.`;
    if (task) task.reject(new Error(`a file worker (${this.script}) ${what} before it judged ${task.display}${tail}`));
    if (this.live > 0) return;
    this.gone = new Error(`no file worker is left: the last one (${this.script}) ${what}${tail}`);
    for (const w of this.waiting.splice(0)) w.reject(this.gone);
  }

  private release(slot: Slot): void {
    if (slot.ended) return;
    const next = this.waiting.shift();
    if (next) next.resolve(slot);
    else this.idle.push(slot);
  }

  private acquire(): Promise<Slot> {
    const slot = this.idle.pop();
    if (slot) return Promise.resolve(slot);
    if (this.live === 0) return Promise.reject(this.gone ?? new Error('no file worker is left.'));
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /**
   * Judges one file in a worker. The entries and alternates it reads are handed to `callbacks`
   * on this thread, in document order, before the promise resolves. Rejects when the worker
   * fails or exits before it answers.
   */
  async check(absolute: string | Uint8Array, display: string, policy: Policy, callbacks: FileCallbacks = {}): Promise<PipelineResult> {
    const slot = await this.acquire();
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      slot.task = { id, display, resolve, reject };
      // While it holds a task, the worker keeps the process alive: its answer, or its exit, is awaited.
      slot.worker.ref();
      try {
        slot.worker.postMessage({ id, absolute, display, policy, entries: callbacks.onEntries !== undefined, alternates: callbacks.onAlternates !== undefined, ...(callbacks.triage ? { triage: callbacks.triage } : {}) } satisfies Task);
      } catch (e) {
        slot.task = undefined;
        slot.worker.unref();
        this.release(slot);
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
    if (reply.error !== undefined || !reply.result) throw new Error(`a file worker failed on ${display}: ${reply.error ?? 'no result'}`);
    if (callbacks.onEntries && reply.entries) callbacks.onEntries(new EntryColumns(policy.maxUrls, reply.entries));
    if (callbacks.onAlternates) for (const a of reply.alternates ?? []) callbacks.onAlternates(a);
    return reply.result;
  }

  /** Ends every worker; tasks still waiting are rejected. */
  async close(): Promise<void> {
    this.closing = true;
    const closed = new Error('the file workers were closed.');
    for (const w of this.waiting.splice(0)) w.reject(closed);
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
