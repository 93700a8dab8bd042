import type { FastifyBaseLogger } from 'fastify';
import type { RequestJobKind } from '../../contract/jobs';
import type { Clock } from '../clock';
import type { Transaction } from 'kysely';
import type { Repositories } from '../db/repositories';
import type { Database, ProcessingJobRow } from '../db/schema';
import type { FileStorage } from '../files/storage';
import type { StagedOutput } from '../processing/jobs/stored-bytes';
import type { LimitOverrides, ProcessingTask, TaskResult } from '../processing/pool/protocol';

/** What a request job may use: the data, the files, and the worker pool (with the job's cancel switch). */
export interface JobContext {
  readonly repos: Repositories;
  readonly storage: FileStorage;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  /** Reader limits for tasks (tests shrink them). */
  readonly limits: LimitOverrides;
  /** Runs a task in the pool; `onChunk` receives the file a task writes, piece by piece. */
  run(task: ProcessingTask, onChunk?: (bytes: Uint8Array) => void): Promise<TaskResult>;
  /**
   * Ends the job with `result` inside the transaction that writes what the job made, so a job interrupted and
   * run again never makes it twice; throws (rolling the transaction back) when the job is no longer running.
   */
  completeWithin(trx: Transaction<Database>, result: unknown): Promise<void>;
}

/**
 * A finished job's answer (stored as its result) and the files it made, committed with it; or `completed` when
 * the handler already ended the job in its own transaction (completeWithin).
 */
export type JobOutcome =
  { readonly result: unknown; readonly files?: readonly StagedOutput[] } | { readonly completed: true };

/**
 * One kind of request job: what it does with its stored parameters, how long its answer is kept for a retry with
 * the same idempotency key, and which stored files its answer owns (removed with it). It fails with an HttpError
 * for what the user should read; anything else is logged and answered as an internal error.
 */
export interface RequestJobHandler {
  readonly retentionMs: number;
  run(job: ProcessingJobRow, params: unknown, ctx: JobContext): Promise<JobOutcome>;
  filesOf?(result: unknown): string[];
}

export type RequestJobHandlers = Readonly<Record<RequestJobKind, RequestJobHandler>>;
