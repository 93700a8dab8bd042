import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { workerBootstrap } from '../processing/pool/worker-pool';
import {
  runSaveTask,
  taskBytes,
  transferablesOf,
  type SaveTask,
  type SaveTaskResult,
  type SaveTaskResults,
  type SaveWorkerData,
  type SaveWorkerMessage,
} from './tasks';

/*
 * A save's JSON work (parse, validate, serialise, hash, patch) for a big body takes the event loop for a second
 * or more at 50,000 elements, and every other request waits. Work above `inlineBytes` runs here instead: a small
 * pool of worker threads of its own (separate from the processing pool, whose jobs take up to a minute), one
 * task per worker, a bounded queue, and a refusal when the queue is full.
 */

export interface SavePoolOptions {
  /** Worker threads. */
  size: number;
  /** Tasks waiting for a worker; one more is refused at once (SavesBusyError, answered 503). */
  maxQueued: number;
  /** Work up to this many bytes runs on the event loop: a worker's round trip costs more than it saves. */
  inlineBytes: number;
  /** A task running longer ends its worker (replaced) and fails. */
  timeLimitMs: number;
  /** V8 heap of one worker: a 48 MB body parses into several hundred MB of objects. */
  heapLimitMb: number;
  workerUrl: URL;
  /** On SQLite, the database file: workers then read and write big page blobs themselves. */
  sqliteFile: string | null;
  /** How much lower than the event loop's a worker's thread priority is (thread-priority.ts); 0 keeps it. */
  niceness: number;
}

export const DEFAULT_SAVE_POOL: SavePoolOptions = {
  // One core stays with the event loop: on 2 cores that is one save worker.
  size: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  maxQueued: 8,
  inlineBytes: 256 * 1024,
  timeLimitMs: 30_000,
  heapLimitMb: 1536,
  workerUrl: new URL('./worker.ts', import.meta.url),
  sqliteFile: null,
  niceness: 10,
};

/**
 * A save worker's young generation (V8 sizes it as three semi-spaces: 64 MB each). Parsing a 14 MB body makes
 * ~100 MB of objects that live until the save ends; with the default 16 MB semi-space they were scavenged and
 * copied over and over, ~20% of a full save's CPU. Measured: 714 → 569 ms CPU per full 50k save on a loaded machine.
 */
const SAVE_YOUNG_GENERATION_MB = 192;

/** Every worker is busy and the queue is full: the caller answers 503 and the client tries again shortly. */
export class SavesBusyError extends Error {
  override name = 'SavesBusyError';
  constructor() {
    super('no save worker turn was free');
  }
}

/** A worker crashed, ran out of memory or time, or the pool closed; `detail` is for the log only. */
export class SaveWorkerError extends Error {
  override name = 'SaveWorkerError';
}

interface Pending {
  id: number;
  task: SaveTask;
  resolve: (result: SaveTaskResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  current: Pending | null;
  timer: NodeJS.Timeout | null;
}

export class SavePool {
  readonly options: SavePoolOptions;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: Partial<SavePoolOptions> = {}) {
    this.options = { ...DEFAULT_SAVE_POOL, ...options };
  }

  /** Whether patch tasks may name stored pages by their blob (the workers read them). */
  get readsBlobs(): boolean {
    return this.options.sqliteFile !== null;
  }

  /** Runs a task inline when it is small, otherwise in a worker (queued while all are busy). */
  run<T extends SaveTask>(task: T): Promise<SaveTaskResults[T['type']]>;
  run(task: SaveTask): Promise<SaveTaskResult> {
    if (taskBytes(task) <= this.options.inlineBytes) {
      try {
        return Promise.resolve(runSaveTask(task));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
    if (this.closed) return Promise.reject(new SaveWorkerError('the save pool is closed'));
    // Queued tasks beyond the workers that will take one as soon as they are free (or started) are waiting.
    const busy = this.slots.filter((s) => s.current !== null).length;
    if (this.queue.length >= this.options.maxQueued + this.options.size - busy)
      return Promise.reject(new SavesBusyError());
    return new Promise<SaveTaskResult>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const failure = new SaveWorkerError('the server is shutting down');
    for (const pending of this.queue.splice(0)) pending.reject(failure);
    await Promise.all(
      this.slots.splice(0).map(async (slot) => {
        this.settle(slot)?.reject(failure);
        await slot.worker.terminate();
      }),
    );
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.ready && s.current === null);
      if (!slot) {
        while (this.slots.length < this.options.size) this.spawn();
        return;
      }
      const pending = this.queue.shift() as Pending;
      slot.current = pending;
      slot.timer = setTimeout(
        () => this.retire(slot, new SaveWorkerError(`a save task ran over ${this.options.timeLimitMs} ms`)),
        this.options.timeLimitMs,
      );
      slot.worker.postMessage({ id: pending.id, task: pending.task }, transferablesOf(pending.task));
    }
  }

  /** Clears the slot's task and timer; answers the task that was running. */
  private settle(slot: Slot): Pending | null {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const pending = slot.current;
    slot.current = null;
    return pending;
  }

  /** Ends a worker whose task cannot finish; its task fails and the queue goes on with a new worker. */
  private retire(slot: Slot, error: SaveWorkerError): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    this.settle(slot)?.reject(error);
    void slot.worker.terminate();
    if (!slot.ready) {
      // A worker that dies before it is ready would die again: fail what waits instead of respawning forever.
      for (const pending of this.queue.splice(0)) pending.reject(error);
      return;
    }
    if (!this.closed) this.dispatch();
  }

  private spawn(): void {
    const worker = new Worker(workerBootstrap(this.options.workerUrl), {
      eval: true,
      workerData: {
        sqliteFile: this.options.sqliteFile,
        niceness: this.options.niceness,
      } satisfies SaveWorkerData,
      resourceLimits: {
        maxOldGenerationSizeMb: this.options.heapLimitMb,
        maxYoungGenerationSizeMb: SAVE_YOUNG_GENERATION_MB,
        stackSizeMb: 8,
      },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, current: null, timer: null };
    this.slots.push(slot);
    worker.unref();
    worker.on('message', (message: SaveWorkerMessage) => {
      if (message.type === 'ready') {
        slot.ready = true;
      } else if (slot.current?.id === message.id) {
        const pending = this.settle(slot) as Pending;
        if (message.type === 'done') pending.resolve(message.result);
        else pending.reject(new SaveWorkerError(message.detail));
      }
      this.dispatch();
    });
    worker.on('error', (error) => this.retire(slot, new SaveWorkerError(error.stack ?? error.message)));
    worker.on('exit', (code) =>
      this.retire(slot, new SaveWorkerError(`save worker exited with code ${code}`)),
    );
  }
}
