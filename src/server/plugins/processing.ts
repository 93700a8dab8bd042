import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobLink } from '../processing/jobs/job-link';
import type { UnderlayResult, UnderlayTask } from '../processing/pool/protocol';
import type { JobRunnerOptions } from '../processing/jobs/job-runner';
import type { ProcessingJobRow } from '../db/schema';
import { REQUEST_JOB_HANDLERS } from '../jobs/handlers';
import { JobRunner } from '../processing/jobs/job-runner';

/*
 * The project side's view of file processing (metadata from an upload, the master plan PDF). Routes call this
 * service and shape its outcome. By default it is the job runner: jobs stored in the database, run in a pool of
 * worker threads with time and memory limits.
 */

export type ProcessingOutcome = { ok: true } | { ok: false; statusCode: number; error: string };

export interface ProcessingService {
  /**
   * Analyses one uploaded file and stores the result on its record (processed_json, mockup, ...). `requestedBy`
   * is the user the fair queue counts the job against.
   */
  generateMetadata(projectId: number, uploadId: number, requestedBy?: number): Promise<ProcessingOutcome>;
  /** Builds the project's master plan PDF from its drawing pages and stores it on the project. */
  generateMasterPlan(projectId: number, requestedBy?: number): Promise<ProcessingOutcome>;
  /**
   * Cancels the upload's queued or running metadata job ("Cancelled by the user."; earlier results stay).
   * Stand-ins that never queue anything may leave it out.
   */
  cancelMetadata?(projectId: number, uploadId: number): Promise<void>;
  /**
   * Makes an underlay file ready to show (a PDF page rendered to PNG, an image measured) in the worker pool;
   * rejects with a TaskFailure whose message is for the user. Stand-ins without it answer 503 for underlays.
   */
  renderUnderlay?(task: Omit<UnderlayTask, 'type' | 'limits'>): Promise<UnderlayResult>;
  /**
   * Kicks the queue, then waits until the job is done or failed or `waitMs` (default: the runner's request wait)
   * ran out, and answers the job as it then stands (the work requests start: server/jobs). Absent in stand-ins,
   * whose routes then answer 503.
   */
  waitForJob?(jobId: number, waitMs?: number): Promise<ProcessingJobRow | undefined>;
  /** Starts queued jobs now (after a resource queued one itself, e.g. a layout generation). */
  kick?(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    processing: ProcessingService;
  }
}

export interface ProcessingPluginOptions {
  /** Another implementation (tests of routes alone); the job runner otherwise. */
  service?: ProcessingService;
  /** Pool size, time and heap limits, reader limits, wait time. */
  runner?: Partial<JobRunnerOptions>;
  /** In a cluster worker: the link to the other processes' job runners (see JobLink). */
  link?: JobLink;
}

export default fp<ProcessingPluginOptions>(
  async function processingPlugin(app: FastifyInstance, { service, runner, link }) {
    if (service) {
      app.decorate('processing', service);
      return;
    }
    const jobs = new JobRunner(
      {
        repos: app.repos,
        storage: app.fileStorage,
        log: app.log,
        clock: app.clock,
        handlers: REQUEST_JOB_HANDLERS,
        ...(link ? { link } : {}),
      },
      runner,
    );
    app.decorate('processing', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.close());
  },
  { name: 'processing', dependencies: ['database', 'file-storage'] },
);
