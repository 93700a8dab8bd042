import os from 'node:os';
import { WorkerPool, type WorkerPoolOptions } from '../../workers/worker-pool';
import { transferablesOf, type ProcessingTask, type TaskResult } from './protocol';

/** The pool file processing, layouts, exports and the rest of the server's heavy work run in. */
export type ProcessingPool = WorkerPool<ProcessingTask, TaskResult>;
export type ProcessingPoolOptions = WorkerPoolOptions<ProcessingTask>;

export const DEFAULT_POOL_OPTIONS: ProcessingPoolOptions = {
  size: Math.max(1, Math.min(2, os.availableParallelism())),
  timeLimitMs: 60_000,
  heapLimitMb: 1536,
  youngGenerationMb: 64,
  // One worker at its heap limit plus a canvas and inflated streams; two such tasks stay under ~4 GB in all.
  rssLimitMb: 2048,
  memoryCheckMs: 250,
  workerUrl: new URL('./worker.ts', import.meta.url),
  // A worker that read a big drawing keeps hundreds of MB of heap it no longer uses: an idle server gives it back.
  idleMs: 15_000,
  maxQueued: Number.POSITIVE_INFINITY,
  transfer: transferablesOf,
  label: 'Processing',
};

export function processingPool(options: Partial<ProcessingPoolOptions> = {}): ProcessingPool {
  return new WorkerPool({ ...DEFAULT_POOL_OPTIONS, ...options });
}
