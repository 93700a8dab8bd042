import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TaskMessage, WorkerMessage } from './protocol';

export interface WorkerPoolOptions<TTask> {
  /** Workers running at once. */
  size: number;
  /** Wall-clock limit of one task; the worker is terminated when it is exceeded. */
  timeLimitMs: number;
  /** V8 old-generation heap of one worker; running out kills that worker only. */
  heapLimitMb: number;
  /** V8 young generation of one worker (see the save pool: big parses are cheaper with a larger one). */
  youngGenerationMb: number;
  /**
   * Memory the running tasks may add to the server's resident set (JS heap, Buffers and native allocations such
   * as canvas or zlib), in MB over the RSS measured while no task ran; 0 does not watch it. `resourceLimits` caps
   * only the JS heap.
   */
  rssLimitMb: number;
  /** How often the resident set is sampled while tasks run. */
  memoryCheckMs: number;
  /** The worker entry (it calls serveTasks); tests may point at another one. */
  workerUrl: URL;
  /** Given to every worker as its workerData. */
  workerData?: unknown;
  /** Tasks that may wait beyond the free workers; one more is refused at once (TaskFailure 'busy'). */
  maxQueued: number;
  /** Buffers of a task that can be moved to its worker rather than copied. */
  transfer(task: TTask): ArrayBuffer[];
  /** What the work is called in failures users read: "Processing took longer than 60 s and was stopped." */
  label: string;
  /**
   * Workers idle this long are ended (they start again on the next task): a worker that read a big drawing keeps
   * hundreds of MB of heap it no longer uses, and an idle server should give that memory back.
   */
  idleMs: number;
  /**
   * Fresh workers kept started while nothing runs (after warmUp): the next task skips a worker's start-up (~1 s).
   * Workers that ran tasks are still ended when idle, and fresh ones take their place.
   */
  warm?: number;
}

export type TaskFailureCode =
  'timeout' | 'out_of_memory' | 'crashed' | 'closed' | 'cancelled' | 'busy' | 'internal' | string;

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

interface Pending<TTask, TResult> {
  id: number;
  task: TTask;
  resolve: (result: TResult) => void;
  reject: (error: TaskFailure) => void;
  onChunk: ((bytes: Uint8Array) => void) | undefined;
}

export interface RunOptions {
  /** Aborting drops the task from the queue, or ends its worker (replaced) when it runs. */
  signal?: AbortSignal;
  /** Receives the pieces of a file the task writes, in order, before the task's answer. */
  onChunk?: (bytes: Uint8Array) => void;
}

interface Slot<TTask, TResult> {
  worker: Worker;
  ready: boolean;
  current: Pending<TTask, TResult> | null;
  timer: NodeJS.Timeout | null;
  /** Set when the pool ended this worker on purpose (time limit, close): its exit is expected. */
  retired: boolean;
  /** Whether it ever ran a task: a fresh worker's heap holds nothing to give back. */
  used: boolean;
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
 * A fixed-size pool of worker threads, the one every pool of the server is (processing, saves, exports). Each
 * worker runs one task at a time under a time limit and a heap limit; a worker that hangs, runs out of memory or
 * crashes is ended and replaced, and only its own task fails. Workers start on first use and end when idle, so
 * a server that does nothing heavy holds none.
 */
export class WorkerPool<TTask, TResult> {
  private readonly slots: Slot<TTask, TResult>[] = [];
  private readonly queue: Pending<TTask, TResult>[] = [];
  private nextId = 1;
  private closed = false;
  private memoryTimer: NodeJS.Timeout | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Resident set while no task ran: the base the memory cap counts from. */
  private idleRss = process.memoryUsage.rss();

  constructor(private readonly options: WorkerPoolOptions<TTask>) {}

  get size(): number {
    return this.options.size;
  }

  /** Runs a task in a worker (see RunOptions). */
  run(task: TTask, { signal, onChunk }: RunOptions = {}): Promise<TResult> {
    if (this.closed) return Promise.reject(new TaskFailure('closed', 'The server is shutting down.'));
    const cancelled = () => new TaskFailure('cancelled', CANCELLED_MESSAGE);
    if (signal?.aborted) return Promise.reject(cancelled());
    const busy = this.slots.filter((s) => s.current !== null).length;
    if (this.queue.length >= this.options.maxQueued + this.options.size - busy)
      return Promise.reject(new TaskFailure('busy', 'Every worker is busy; try again in a moment.'));
    return new Promise<TResult>((resolve, reject) => {
      const pending: Pending<TTask, TResult> = { id: this.nextId++, task, resolve, reject, onChunk };
      signal?.addEventListener('abort', () => this.cancel(pending, cancelled()), { once: true });
      this.queue.push(pending);
      this.dispatch();
    });
  }

  private cancel(pending: Pending<TTask, TResult>, failure: TaskFailure): void {
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
      this.start(slot, this.queue.shift() as Pending<TTask, TResult>);
    }
    if (this.slots.some((s) => s.used) && this.slots.every((s) => s.current === null)) this.retireWhenIdle();
  }

  /** Starts the warm workers (none by default): a server calls it once it serves. */
  warmUp(): void {
    while (!this.closed && this.slots.length < (this.options.warm ?? 0)) this.spawn();
  }

  /** Ends every worker that ran a task once none has had one for `idleMs`; fresh warm ones take their place. */
  private retireWhenIdle(): void {
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.queue.length > 0 || this.slots.some((s) => s.current !== null || !s.ready)) return;
      for (const slot of this.slots.filter((s) => s.used)) {
        this.remove(slot);
        slot.retired = true;
        void slot.worker.terminate();
      }
      this.warmUp();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  /** Samples the resident set while tasks run; over the cap, the running tasks are ended (workers replaced). */
  private watchMemory(): void {
    if (this.memoryTimer || this.options.rssLimitMb <= 0) return;
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
            `${this.options.label} used more than ${this.options.rssLimitMb} MB of memory and was stopped.`,
            `rss ${Math.round(rss / 1048576)} MB, ${Math.round(this.idleRss / 1048576)} MB before`,
          ),
        );
      }
    }, this.options.memoryCheckMs);
    this.memoryTimer.unref();
  }

  private start(slot: Slot<TTask, TResult>, pending: Pending<TTask, TResult>): void {
    if (this.slots.every((s) => s.current === null)) this.idleRss = process.memoryUsage.rss();
    this.watchMemory();
    slot.current = pending;
    slot.used = true;
    slot.timer = setTimeout(() => this.timeOut(slot), this.options.timeLimitMs);
    const message: TaskMessage<TTask> = { id: pending.id, task: pending.task };
    try {
      slot.worker.postMessage(message, this.options.transfer(pending.task));
    } catch (error) {
      this.finish(slot, null);
      slot.current = null;
      pending.reject(new TaskFailure('internal', 'The work could not be handed to a worker.', String(error)));
    }
  }

  /** Clears the slot's timer and answers its task (when `outcome` is given). */
  private finish(slot: Slot<TTask, TResult>, outcome: ((p: Pending<TTask, TResult>) => void) | null): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const pending = slot.current;
    if (pending && outcome) {
      slot.current = null;
      outcome(pending);
    }
  }

  private timeOut(slot: Slot<TTask, TResult>): void {
    const seconds = Math.max(1, Math.round(this.options.timeLimitMs / 1000));
    this.retire(
      slot,
      new TaskFailure('timeout', `${this.options.label} took longer than ${seconds} s and was stopped.`),
    );
  }

  /** Ends a worker whose task cannot finish, fails that task and starts a replacement. */
  private retire(slot: Slot<TTask, TResult>, failure: TaskFailure): void {
    if (slot.retired) return;
    slot.retired = true;
    this.finish(slot, (p) => p.reject(failure));
    this.remove(slot);
    void slot.worker.terminate();
    if (!slot.ready) {
      // A worker that dies before it is ready would die again: fail what waits instead of respawning forever.
      const cause = new TaskFailure('crashed', 'The worker could not start.', failure.detail);
      for (const pending of this.queue.splice(0)) pending.reject(cause);
      return;
    }
    this.dispatch();
  }

  private remove(slot: Slot<TTask, TResult>): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
  }

  private spawn(): void {
    const worker = new Worker(workerBootstrap(this.options.workerUrl), {
      eval: true,
      workerData: this.options.workerData,
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.heapLimitMb,
        maxYoungGenerationSizeMb: this.options.youngGenerationMb,
        stackSizeMb: 8,
      },
      stdout: false,
      stderr: false,
    });
    const slot: Slot<TTask, TResult> = {
      worker,
      ready: false,
      current: null,
      timer: null,
      retired: false,
      used: false,
    };
    this.slots.push(slot);
    worker.unref();
    worker.on('message', (message: WorkerMessage<TResult>) => this.onMessage(slot, message));
    worker.on('error', (error: Error & { code?: string }) => {
      const failure =
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new TaskFailure(
              'out_of_memory',
              `${this.options.label} ran out of memory and was stopped.`,
              error.message,
            )
          : new TaskFailure(
              'crashed',
              `${this.options.label} failed unexpectedly.`,
              error.stack ?? error.message,
            );
      this.retire(slot, failure);
    });
    worker.on('exit', (code) => {
      if (slot.retired || this.closed) return;
      this.retire(
        slot,
        new TaskFailure(
          'crashed',
          `${this.options.label} failed unexpectedly.`,
          `worker exited with code ${code}`,
        ),
      );
    });
  }

  private onMessage(slot: Slot<TTask, TResult>, message: WorkerMessage<TResult>): void {
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
