import type { FastifyBaseLogger } from 'fastify';
import { projectTypeLabel } from '../../../contract/projects';
import type { Clock } from '../../clock';
import { LAYOUTS_JOB_KIND } from '../../db/layout-jobs-repository';
import type { ProcessingJobRow } from '../../db/schema';
import type { Repositories } from '../../db/repositories';
import type { FileStorage } from '../../files/storage';
import { runLayoutsJob } from '../../layouts/run-layouts-job';
import type { ProcessingOutcome, ProcessingService } from '../../plugins/processing';
import type { JobContext, JobOutcome, RequestJobHandler, RequestJobHandlers } from '../../jobs/handler';
import type { LimitOverrides, MasterPlanSheet, UnderlayResult, UnderlayTask } from '../pool/protocol';
import { CANCELLED_MESSAGE, TaskFailure } from '../../workers/worker-pool';
import { processingPool, type ProcessingPool, type ProcessingPoolOptions } from '../pool/processing-pool';
import { HttpError } from '../../errors';
import type { StagedOutput } from './stored-bytes';
import { readStoredBytes, stageBytes } from './stored-bytes';
import type { JobLink } from './job-link';

export interface JobRunnerOptions {
  pool: Partial<ProcessingPoolOptions>;
  /** Reader limits passed to every task (tests shrink them). */
  limits: LimitOverrides;
  /** How long a generate call waits for its job before answering with the job still in progress. */
  waitMs: number;
  /** How often a waiting call re-reads its job (another server may run it). */
  pollMs: number;
  /** Jobs one user may have running at once, over all servers: with 2 workers, 1 leaves a worker for others. */
  perUserRunning: number;
  /** How often running jobs are checked for a cancel made through another server. */
  cancelCheckMs: number;
  /** How often finished request jobs past their retention are forgotten (with the files they made). */
  sweepMs: number;
  /**
   * How long a request waits for the job it started before answering 202 with the job: well under the
   * connection's idle limit and the timeouts of proxies in front of the server, and long enough that most work
   * answers at once.
   */
  requestWaitMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: JobRunnerOptions = {
  pool: {},
  limits: {},
  waitMs: 55_000,
  pollMs: 500,
  perUserRunning: 1,
  cancelCheckMs: 1000,
  sweepMs: 10 * 60_000,
  requestWaitMs: 20_000,
};

export const GENERIC_FAILURE = 'The file could not be processed.';
export const INTERNAL_FAILURE = 'Internal server error.';
export const STILL_RUNNING_MASTER_PLAN =
  'The master plan PDF is still being generated. Reload the page in a minute to see it.';
const REVISION_RETRIES = 3;

interface Deps {
  repos: Repositories;
  storage: FileStorage;
  log: FastifyBaseLogger;
  clock: Clock;
  /** In a cluster: the other processes' runners; this one runs jobs only when the link says so. */
  link?: JobLink;
  /** The work requests start (open in editor, adopt, send to project, exports), by job kind. */
  handlers?: RequestJobHandlers;
}

const stem = (fileName: string) => fileName.replace(/\.[^.]*$/, '') || 'file';
/** "Nov 25, 2026", as the editor's PDF export dates its sheets; the stored text when it is not a date. */
const sheetDate = (stored: string): string => {
  const d = new Date(stored.includes('T') || stored.endsWith('Z') ? stored : `${stored.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime())
    ? stored
    : d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
};

const coverDate = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Runs processing jobs: stored in the database (processing_jobs), claimed one by one by whichever server has a
 * free worker, run in the worker pool, their results stored in one transaction. A failure is stored on the job
 * (and the upload) and never touches earlier results.
 */
export class JobRunner implements ProcessingService {
  private readonly pool: ProcessingPool;
  private readonly options: JobRunnerOptions;
  /** Jobs this server runs, with the switch that stops their worker. */
  private readonly active = new Map<number, AbortController>();
  private cancelWatch: NodeJS.Timeout | null = null;
  private readonly finished = new Map<number, (() => void)[]>();
  private kicking = false;
  private kickAgain = false;
  private closed = false;
  private unlisten: (() => void) | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: Deps,
    options: Partial<JobRunnerOptions> = {},
  ) {
    this.options = { ...DEFAULT_RUNNER_OPTIONS, ...options };
    this.pool = processingPool(this.options.pool);
  }

  /** Whether this process claims and runs jobs (a lone server does; in a cluster, one process does). */
  private get runsJobs(): boolean {
    return this.deps.link?.runsJobs ?? true;
  }

  /**
   * Re-queues what a crash interrupted and starts the queue. Only the process that runs jobs recovers them: any
   * job left running was its own, whereas another process's recovery would re-queue jobs running right now.
   */
  async start(): Promise<void> {
    this.unlisten =
      this.deps.link?.listen({ kick: () => this.kick(), finished: (jobId) => this.notify(jobId) }) ?? null;
    if (!this.runsJobs) return;
    this.pool.warmUp();
    const { requeued, failed } = await this.deps.repos.processingJobs.recoverInterrupted();
    if (requeued + failed > 0)
      this.deps.log.warn({ requeued, failed }, 'recovered interrupted processing jobs');
    this.kick();
    this.sweepTimer = setInterval(() => void this.sweep(), this.options.sweepMs);
    this.sweepTimer.unref();
    void this.sweep();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.unlisten?.();
    if (this.cancelWatch) clearInterval(this.cancelWatch);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    await this.pool.close();
  }

  /** Forgets finished request jobs past their kind's retention, and the files their answers owned. */
  private async sweep(): Promise<void> {
    const { repos, clock, log } = this.deps;
    try {
      for (const [kind, handler] of Object.entries(this.deps.handlers ?? {})) {
        const old = await repos.processingJobs.finishedBefore(
          kind,
          new Date(clock.now().getTime() - handler.retentionMs),
        );
        const keys = old.flatMap((job) =>
          job.result_json ? (handler.filesOf?.(JSON.parse(job.result_json)) ?? []) : [],
        );
        await repos.processingJobs.remove(old.map((job) => job.id));
        await this.removeQuietly(keys);
      }
    } catch (error) {
      log.warn({ err: error }, 'could not sweep finished jobs');
    }
  }

  async generateMetadata(
    projectId: number,
    uploadId: number,
    requestedBy: number | null = null,
  ): Promise<ProcessingOutcome> {
    const job = await this.deps.repos.processingJobs.enqueue('metadata', projectId, uploadId, requestedBy);
    const final = await this.waitFor(job.id);
    if (final?.state === 'failed')
      return { ok: false, statusCode: 422, error: final.error ?? GENERIC_FAILURE };
    // Done, or still queued/running after the wait: the upload's processing_status tells the screen which.
    return { ok: true };
  }

  /**
   * Renders an underlay file in the pool now: not a stored job, since the person placing it waits for the answer
   * as for an upload, and nothing is left to resume after a crash (the request fails and nothing was stored).
   */
  async renderUnderlay(task: Omit<UnderlayTask, 'type' | 'limits'>): Promise<UnderlayResult> {
    const result = await this.pool.run({ type: 'underlay', ...task, limits: this.options.limits });
    if (result.type !== 'underlay') throw new Error('unexpected task result');
    return result;
  }

  /** Cancels the upload's queued or running job; a running one's worker is ended here or by its own server. */
  async cancelMetadata(_projectId: number, uploadId: number): Promise<void> {
    const running = await this.deps.repos.processingJobs.cancelForUpload(uploadId);
    for (const id of running) this.active.get(id)?.abort();
  }

  async generateMasterPlan(projectId: number, requestedBy: number | null = null): Promise<ProcessingOutcome> {
    const job = await this.deps.repos.processingJobs.enqueue('master_plan', projectId, null, requestedBy);
    const final = await this.waitFor(job.id);
    if (final?.state === 'done') return { ok: true };
    if (final?.state === 'failed')
      return { ok: false, statusCode: 422, error: final.error ?? GENERIC_FAILURE };
    return { ok: false, statusCode: 503, error: STILL_RUNNING_MASTER_PLAN };
  }

  /** Kicks the queue, then waits until the job is done or failed, or `waitMs` runs out; answers the job then. */
  async waitForJob(
    jobId: number,
    waitMs = this.options.requestWaitMs,
  ): Promise<ProcessingJobRow | undefined> {
    return this.waitFor(jobId, waitMs);
  }

  private async waitFor(jobId: number, waitMs = this.options.waitMs): Promise<ProcessingJobRow | undefined> {
    this.kick();
    const deadline = Date.now() + waitMs;
    for (;;) {
      const row = await this.deps.repos.processingJobs.find(jobId);
      if (!row || row.state === 'done' || row.state === 'failed') return row;
      const left = deadline - Date.now();
      if (left <= 0 || this.closed) return row;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, Math.min(left, this.options.pollMs));
        const list = this.finished.get(jobId) ?? [];
        this.finished.set(jobId, list);
        list.push(done);
        function done() {
          clearTimeout(timer);
          resolve();
        }
      });
    }
  }

  private notify(jobId: number): void {
    const list = this.finished.get(jobId);
    this.finished.delete(jobId);
    for (const done of list ?? []) done();
  }

  /** Claims queued jobs while workers are free; concurrent calls collapse into one more pass. */
  kick(): void {
    if (this.closed) return;
    if (!this.runsJobs) {
      this.deps.link?.requestKick();
      return;
    }
    if (this.kicking) {
      this.kickAgain = true;
      return;
    }
    this.kicking = true;
    void this.fill()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'could not start processing jobs'))
      .finally(() => {
        this.kicking = false;
        if (this.kickAgain) {
          this.kickAgain = false;
          this.kick();
        }
      });
  }

  /** Claims jobs fairly (see claimNext) while this server has free workers. */
  private async fill(): Promise<void> {
    while (this.active.size < this.pool.size && !this.closed) {
      const job = await this.deps.repos.processingJobs.claimNext(this.options.perUserRunning);
      if (!job) return;
      const control = new AbortController();
      this.active.set(job.id, control);
      this.watchCancels();
      void this.execute(job, control.signal).finally(() => {
        this.active.delete(job.id);
        this.notify(job.id);
        this.deps.link?.announceFinished(job.id);
        this.kick();
      });
    }
  }

  /** While jobs run here, notices ones cancelled through another server and ends their workers. */
  private watchCancels(): void {
    if (this.cancelWatch) return;
    this.cancelWatch = setInterval(() => {
      if (this.active.size === 0) {
        if (this.cancelWatch) clearInterval(this.cancelWatch);
        this.cancelWatch = null;
        return;
      }
      void this.deps.repos.processingJobs
        .states([...this.active.keys()])
        .then((states) => {
          for (const [id, state] of states) if (state !== 'running') this.active.get(id)?.abort();
        })
        .catch((error: unknown) => this.deps.log.warn({ err: error }, 'could not check for cancelled jobs'));
    }, this.options.cancelCheckMs);
    this.cancelWatch.unref();
  }

  private async execute(job: ProcessingJobRow, signal: AbortSignal): Promise<void> {
    const staged: StagedOutput[] = [];
    const handler = this.deps.handlers?.[job.kind as keyof RequestJobHandlers];
    try {
      if (handler) await this.runRequest(job, handler, signal);
      else if (job.kind === 'metadata') await this.runMetadata(job, staged, signal);
      else if (job.kind === LAYOUTS_JOB_KIND)
        await runLayoutsJob({ repos: this.deps.repos, run: (task) => this.pool.run(task, { signal }) }, job);
      else await this.runMasterPlan(job, staged, signal);
    } catch (error) {
      for (const file of staged) await file.discard().catch(() => undefined);
      if (error instanceof TaskFailure && error.code === 'closed') return; // re-queued at the next start
      if (error instanceof TaskFailure && error.code === 'cancelled') return; // already marked by cancelForUpload
      const known = error instanceof TaskFailure || error instanceof HttpError;
      const message = known ? error.message : handler ? INTERNAL_FAILURE : GENERIC_FAILURE;
      if (!known || (error instanceof TaskFailure && error.detail)) {
        this.deps.log.error({ err: error, jobId: job.id }, 'processing job failed');
      }
      const status =
        error instanceof HttpError ? error.statusCode : handler ? (known ? 422 : 500) : undefined;
      await this.deps.repos.processingJobs.fail(job, message, status).catch((e: unknown) => {
        this.deps.log.error({ err: e, jobId: job.id }, 'could not record a failed processing job');
      });
    }
  }

  /** A request job: its handler does the work; its answer and files are stored with the job's end. */
  private async runRequest(
    job: ProcessingJobRow,
    handler: RequestJobHandler,
    signal: AbortSignal,
  ): Promise<void> {
    const { repos, storage, clock, log } = this.deps;
    if (job.requested_by === null)
      throw new HttpError(410, 'The account that asked for this no longer exists.');
    const ctx: JobContext = {
      repos,
      storage,
      clock,
      log,
      limits: this.options.limits,
      run: (task, onChunk) => this.pool.run(task, { signal, ...(onChunk ? { onChunk } : {}) }),
      async completeWithin(trx, result) {
        if (!(await repos.processingJobs.completeRequestWithin(trx, job.id, JSON.stringify(result ?? null))))
          throw new TaskFailure('cancelled', CANCELLED_MESSAGE);
      },
    };
    const outcome: JobOutcome = await handler.run(job, JSON.parse(job.params_json ?? 'null'), ctx);
    if ('completed' in outcome) return;
    const files = outcome.files ?? [];
    const stored = await repos.processingJobs
      .completeRequest(job, JSON.stringify(outcome.result ?? null), files)
      .catch(async (error: unknown) => {
        for (const file of files) await file.discard().catch(() => undefined);
        throw error;
      });
    if (!stored) for (const file of files) await file.discard().catch(() => undefined);
  }

  private async runMetadata(
    job: ProcessingJobRow,
    staged: StagedOutput[],
    signal: AbortSignal,
  ): Promise<void> {
    const { repos, storage } = this.deps;
    const upload =
      job.upload_id === null || job.project_id === null
        ? undefined
        : await repos.uploadedFiles.findInProject(job.project_id, job.upload_id);
    if (!upload) throw new TaskFailure('gone', 'The uploaded file no longer exists.');
    const bytes = await readStoredBytes(storage, upload.storage_key);
    if (!bytes) throw new TaskFailure('gone', 'The uploaded file is missing from storage.');
    const result = await this.pool.run(
      {
        type: 'upload',
        kind: upload.kind as 'pdf' | 'dxf' | 'png' | 'jpeg' | 'json',
        bytes,
        limits: this.options.limits,
      },
      { signal },
    );
    if (result.type !== 'upload') throw new Error('unexpected task result');
    const stage = async (data: Uint8Array | null, ext: string) => {
      if (!data) return null;
      const file = await stageBytes(storage, data, ext);
      staged.push(file);
      return file;
    };
    const mockup = await stage(result.mockupPng, '.png');
    const generatedDxf = await stage(result.generatedDxf, '.dxf');
    const revisionDxf = await stage(result.generatedDxf, '.dxf');
    const outputs = {
      processedJson: JSON.stringify(result.processed),
      mockup,
      generatedDxf,
      revisionDxf,
      revisionFileName: `${stem(upload.file_name)}-generated.dxf`,
    };
    let replaced: string[] | null = null;
    for (let attempt = 1; ; attempt += 1) {
      try {
        replaced = await repos.processingJobs.completeUpload(job, outputs);
        break;
      } catch (error) {
        // Two servers numbering a revision at once: the unique constraint refuses one; it takes the next number.
        if (attempt >= REVISION_RETRIES) throw error;
      }
    }
    if (replaced === null)
      throw new TaskFailure('gone', 'The uploaded file was deleted while it was processed.');
    staged.length = 0;
    await this.removeQuietly(replaced);
  }

  private async runMasterPlan(
    job: ProcessingJobRow,
    staged: StagedOutput[],
    signal: AbortSignal,
  ): Promise<void> {
    const { repos, storage, clock } = this.deps;
    const projectId = job.project_id;
    const row = projectId === null ? undefined : await repos.processingJobs.projectForMasterPlan(projectId);
    if (!row || projectId === null) throw new TaskFailure('gone', 'The project no longer exists.');
    const pages = await repos.drawingPages.listForProject(projectId);
    const sheets: MasterPlanSheet[] = [];
    for (const [index, page] of pages.entries()) {
      const bytes = await readStoredBytes(storage, page.storage_key);
      if (!bytes)
        throw new TaskFailure('gone', `The file of drawing page "${page.name}" is missing from storage.`);
      sheets.push({
        name: page.name,
        pageType: page.page_type,
        scale: page.scale,
        // Drawing pages carry no number or revision of their own: the set numbers them in order, as issued (0).
        number: `D-${String(index + 1).padStart(2, '0')}`,
        date: sheetDate(page.created_at),
        revision: '0',
        kind: page.kind === 'pdf' ? 'pdf' : 'dxf',
        bytes,
      });
    }
    const result = await this.pool.run(
      {
        type: 'master_plan',
        project: {
          address: row.project_address,
          typeLabel: projectTypeLabel(row.project_type),
          ownerName: row.owner_name,
          date: coverDate(clock.now()),
        },
        sheets,
        limits: this.options.limits,
      },
      { signal },
    );
    if (result.type !== 'master_plan') throw new Error('unexpected task result');
    const pdf = await stageBytes(storage, result.pdf, '.pdf');
    staged.push(pdf);
    const old = await repos.processingJobs.completeMasterPlan(job, pdf);
    if (old === undefined)
      throw new TaskFailure('gone', 'The project was deleted while its master plan was made.');
    staged.length = 0;
    if (old) await this.removeQuietly([old]);
  }

  private async removeQuietly(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.deps.storage.remove(key).catch((error: unknown) => {
        this.deps.log.error({ err: error, key }, 'could not delete a replaced file');
      });
    }
  }
}
