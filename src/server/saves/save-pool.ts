import os from 'node:os';
import { TaskFailure, WorkerPool } from '../workers/worker-pool';
import {
  runSaveTask,
  taskBytes,
  transferablesOf,
  type SaveTask,
  type SaveTaskResult,
  type SaveTaskResults,
  type SaveWorkerData,
} from './tasks';

/*
 * A save's JSON work (parse, validate, serialise, hash, patch) for a big body takes the event loop for a second
 * or more at 50,000 elements, and every other request waits. Work above `inlineBytes` runs here instead: a small
 * pool of worker threads of its own (the same kind of pool as processing's, but separate: processing jobs take up
 * to a minute), one task per worker, a bounded queue, and a refusal when the queue is full.
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
  /** Workers idle this long are ended: a 50k save leaves hundreds of MB of heap behind. */
  idleMs: number;
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
  idleMs: 15_000,
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

export class SavePool {
  readonly options: SavePoolOptions;
  private readonly pool: WorkerPool<SaveTask, SaveTaskResult>;

  constructor(options: Partial<SavePoolOptions> = {}) {
    this.options = { ...DEFAULT_SAVE_POOL, ...options };
    const { size, maxQueued, timeLimitMs, heapLimitMb, workerUrl, sqliteFile, niceness, idleMs } =
      this.options;
    this.pool = new WorkerPool<SaveTask, SaveTaskResult>({
      size,
      maxQueued,
      timeLimitMs,
      heapLimitMb,
      youngGenerationMb: SAVE_YOUNG_GENERATION_MB,
      rssLimitMb: 0,
      memoryCheckMs: 0,
      workerUrl,
      workerData: { sqliteFile, niceness } satisfies SaveWorkerData,
      idleMs,
      transfer: transferablesOf,
      label: 'The save',
    });
  }

  /** Whether patch tasks may name stored pages by their blob (the workers read them). */
  get readsBlobs(): boolean {
    return this.options.sqliteFile !== null;
  }

  /** Runs a task inline when it is small, otherwise in a worker (queued while all are busy). */
  run<T extends SaveTask>(task: T): Promise<SaveTaskResults[T['type']]>;
  async run(task: SaveTask): Promise<SaveTaskResult> {
    if (taskBytes(task) <= this.options.inlineBytes) return runSaveTask(task);
    try {
      return await this.pool.run(task);
    } catch (error) {
      if (error instanceof TaskFailure && error.code === 'busy') throw new SavesBusyError();
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
