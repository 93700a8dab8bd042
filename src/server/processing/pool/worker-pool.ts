import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ProcessingTask, TaskMessage, TaskResult, WorkerMessage } from './protocol';
import { transferablesOf } from './protocol';

export interface WorkerPoolOptions {
  /** Workers running at once; default min(2, CPU cores). */
  size: number;
  /** Wall-clock limit of one task; the worker is terminated when it is exceeded. */
  timeLimitMs: number;
  /** V8 old-generation heap of one worker; running out kills that worker only. */
  heapLimitMb: number;
  /**
   * Memory the running tasks may add to the server's resident set (JS heap, Buffers and native allocations such
   * as canvas or zlib), in MB over the RSS measured while no task ran. `resourceLimits` caps only the JS heap.
   */
  rssLimitMb: number;
  /** How often the resident set is sampled while tasks run. */
  memoryCheckMs: number;
  /** The worker entry; tests may point at another one. */
  workerUrl: URL;
  /**
   * Workers idle this long are ended (they start again on the next task): a worker that read a big drawing keeps
   * hundreds of MB of heap it no longer uses, and an idle server should give that memory back.
   */
  idleMs: number;
}

export const DEFAULT_POOL_OPTIONS: WorkerPoolOptions = {
  size: Math.max(1, Math.min(2, os.availableParallelism())),
  timeLimitMs: 60_000,
  heapLimitMb: 1536,
  // One worker at its heap limit plus a canvas and inflated streams; two such tasks stay under ~4 GB in all.
  rssLimitMb: 2048,
  memoryCheckMs: 250,
  workerUrl: new URL('./worker.ts', import.meta.url),
  idleMs: 15_000,
};

export type TaskFailureCode =
  'timeout' | 'out_of_memory' | 'crashed' | 'closed' | 'cancelled' | 'internal' | string;

export const CANCELLED_MESSAGE = 'Cancelled by the user.';

/** Why a task failed; `message` is meant for the person who asked for the work. */
export class TaskFailure extends Error {
  override name = 'TaskFailure';
  constructor(
    readonly code: TaskFailureCode,
    message: string,
    /** Internal detail for the log (never shown to users). */
    readonly detail: string | null = null,
  ) {
    super(message);
  }
}

interface Pending {
  id: number;
  task: ProcessingTask;
  resolve: (result: TaskResult) => void;
  reject: (error: TaskFailure) => void;
  onChunk: ((bytes: Uint8Array) => void) | undefined;
}

export interface RunOptions {
  /** Aborting drops the task from the queue, or ends its worker (replaced) when it runs. */
  signal?: AbortSignal;
  /** Receives the pieces of a file the task writes, in order, before the task's answer. */
  onChunk?: (bytes: Uint8Array) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
  /** Set when the pool ended this worker on purpose (time limit, close): its exit is expected. */
  retired: boolean;
}

// The ESM build of tsx's API (require.resolve would pick the CommonJS one, which cannot register ESM hooks).
const TSX_API = pathToFileURL(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('tsx/package.json')),
    'dist/esm/api/index.mjs',
  ),
).href;

/**
 * The worker's first script: registers tsx's loader, then imports the TypeScript entry. `execArgv: ['--import',
 * 'tsx']` is not enough on Node 20 (the entry loads before the worker's hooks are ready), and this form works
 * the same whether the parent runs under tsx (npm start) or vitest.
 */
export function workerBootstrap(entry: URL): string {
  return `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
}

/**
 * A fixed-size pool of processing workers (node:worker_threads). Each worker runs one task at a time under a
 * time limit and a heap limit; a worker that hangs, runs out of memory or crashes is ended and replaced, and
 * only its own task fails. Workers start on first use, so an app that never processes pays nothing.
 */
export class WorkerPool {
  private readonly options: WorkerPoolOptions;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private memoryTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Resident set while no task ran: the base the memory cap counts from. */
  private idleRss = process.memoryUsage.rss();

  constructor(options: Partial<WorkerPoolOptions> = {}) {
    this.options = { ...DEFAULT_POOL_OPTIONS, ...options };
  }

  get size(): number {
    return this.options.size;
  }

  /** Runs a task in a worker (see RunOptions). */
  run(task: ProcessingTask, { signal, onChunk }: RunOptions = {}): Promise<TaskResult> {
    if (this.closed) return Promise.reject(new TaskFailure('closed', 'The server is shutting down.'));
    const cancelled = () => new TaskFailure('cancelled', CANCELLED_MESSAGE);
    if (signal?.aborted) return Promise.reject(cancelled());
    return new Promise<TaskResult>((resolve, reject) => {
      const pending: Pending = { id: this.nextId++, task, resolve, reject, onChunk };
      signal?.addEventListener('abort', () => this.cancel(pending, cancelled()), { once: true });
      this.queue.push(pending);
      this.dispatch();
    });
  }

  private cancel(pending: Pending, failure: TaskFailure): void {
    const queued = this.queue.indexOf(pending);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      pending.reject(failure);
      return;
    }
    const slot = this.slots.find((s) => s.current === pending);
    if (slot) this.retire(slot, failure);
  }

  /** Ends every worker; queued and running tasks fail with "shutting down". */
  async close(): Promise<void> {
    this.closed = true;
    if (this.memoryTimer) clearInterval(this.memoryTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const failure = new TaskFailure('closed', 'The server is shutting down.');
    for (const pending of this.queue.splice(0)) pending.reject(failure);
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        this.finish(slot, null);
        slot.current?.reject(failure);
        slot.current = null;
        await slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.ready && s.current === null);
      if (!slot) {
        // All workers start together on first use: a second user's job must not wait for a worker's start-up.
        while (this.slots.length < this.options.size) this.spawn();
        return;
      }
      this.start(slot, this.queue.shift() as Pending);
    }
    if (this.slots.length > 0 && this.slots.every((s) => s.current === null)) this.retireWhenIdle();
  }

  /** Ends every worker once none has had a task for `idleMs`. */
  private retireWhenIdle(): void {
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.queue.length > 0 || this.slots.some((s) => s.current !== null || !s.ready)) return;
      for (const slot of this.slots.splice(0)) {
        slot.retired = true;
        void slot.worker.terminate();
      }
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  /** Samples the resident set while tasks run; over the cap, the running tasks are ended (workers replaced). */
  private watchMemory(): void {
    if (this.memoryTimer) return;
    this.memoryTimer = setInterval(() => {
      const busy = this.slots.filter((s) => s.current !== null);
      const rss = process.memoryUsage.rss();
      if (busy.length === 0) {
        this.idleRss = rss;
        if (this.memoryTimer) clearInterval(this.memoryTimer);
        this.memoryTimer = null;
        return;
      }
      const used = (rss - this.idleRss) / 1048576;
      if (used <= this.options.rssLimitMb) return;
      // Which task holds native memory cannot be told from outside a thread: all running ones are ended.
      for (const slot of busy) {
        this.retire(
          slot,
          new TaskFailure(
            'out_of_memory',
            `Processing used more than ${this.options.rssLimitMb} MB of memory and was stopped.`,
            `rss ${Math.round(rss / 1048576)} MB, ${Math.round(this.idleRss / 1048576)} MB before`,
          ),
        );
      }
    }, this.options.memoryCheckMs);
    this.memoryTimer.unref();
  }

  private start(slot: Slot, pending: Pending): void {
    if (this.slots.every((s) => s.current === null)) this.idleRss = process.memoryUsage.rss();
    this.watchMemory();
    slot.current = pending;
    slot.timer = setTimeout(() => this.timeOut(slot), this.options.timeLimitMs);
    const message: TaskMessage = { id: pending.id, task: pending.task };
    try {
      slot.worker.postMessage(message, transferablesOf(pending.task));
    } catch (error) {
      this.finish(slot, null);
      slot.current = null;
      pending.reject(
        new TaskFailure('internal', 'The file could not be handed to a processing worker.', String(error)),
      );
    }
  }

  /** Clears the slot's timer and answers its task (when `outcome` is given). */
  private finish(slot: Slot, outcome: ((p: Pending) => void) | null): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const pending = slot.current;
    if (pending && outcome) {
      slot.current = null;
      outcome(pending);
    }
  }

  private timeOut(slot: Slot): void {
    const seconds = Math.max(1, Math.round(this.options.timeLimitMs / 1000));
    this.retire(
      slot,
      new TaskFailure('timeout', `Processing took longer than ${seconds} s and was stopped.`),
    );
  }

  /** Ends a worker whose task cannot finish, fails that task and starts a replacement. */
  private retire(slot: Slot, failure: TaskFailure): void {
    if (slot.retired) return;
    slot.retired = true;
    this.finish(slot, (p) => p.reject(failure));
    this.remove(slot);
    void slot.worker.terminate();
    if (!slot.ready) {
      // A worker that dies before it is ready would die again: fail what waits instead of respawning forever.
      const cause = new TaskFailure('crashed', 'The processing worker could not start.', failure.detail);
      for (const pending of this.queue.splice(0)) pending.reject(cause);
      return;
    }
    this.dispatch();
  }

  private remove(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }

  private spawn(): void {
    const worker = new Worker(workerBootstrap(this.options.workerUrl), {
      eval: true,
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.heapLimitMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.round(this.options.heapLimitMb / 16))),
        stackSizeMb: 8,
      },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, current: null, timer: null, retired: false };
    this.slots.push(slot);
    worker.unref();
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (error: Error & { code?: string }) => {
      const failure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new TaskFailure('out_of_memory', 'Processing ran out of memory and was stopped.', error.message)
          : new TaskFailure('crashed', 'Processing failed unexpectedly.', error.stack ?? error.message);
      this.retire(slot, failure);
    });
    worker.on('exit', (code) => {
      if (slot.retired || this.closed) return;
      this.retire(
        slot,
        new TaskFailure('crashed', 'Processing failed unexpectedly.', `worker exited with code ${code}`),
      );
    });
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if (message.type === 'ready') {
      slot.ready = true;
      this.dispatch();
      return;
    }
    const pending = slot.current;
    if (!pending || pending.id !== message.id) return;
    if (message.type === 'chunk') {
      pending.onChunk?.(message.bytes);
      return;
    }
    if (message.type === 'done') this.finish(slot, (p) => p.resolve(message.result));
    else
      this.finish(slot, (p) =>
        p.reject(new TaskFailure(message.code ?? 'internal', message.message, message.detail)),
      );
    this.dispatch();
  }
}
