import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { toTimestamp, type Clock } from '../clock';
import { takeDxfRevisionNumber } from './dxf-revisions-repository';
import type { Database, ProcessingJobRow } from './schema';

export type JobKind = 'metadata' | 'master_plan';
export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** A stored file made by a job: `commit` makes its staged bytes permanent (called inside the transaction). */
export interface JobFile {
  key: string;
  size: number;
  commit(): Promise<void>;
}

export interface UploadOutputs {
  processedJson: string;
  mockup: JobFile | null;
  generatedDxf: JobFile | null;
  /** A second copy of the generated DXF, owned by the new proposed revision. */
  revisionDxf: JobFile | null;
  revisionFileName: string;
}

/** Work a request asked for (see server/jobs): who, on what, and a digest of what, for idempotency keys. */
export interface RequestJobSpec {
  kind: string;
  projectId: number | null;
  designId: number | null;
  requestedBy: number;
  key: string | null;
  hash: string;
  paramsJson: string;
}

/** A job interrupted more often than this (say, by a file that kills the server) fails instead of running again. */
export const MAX_ATTEMPTS = 2;
export const INTERRUPTED_ERROR = 'Processing was interrupted by a server restart. Generate again to retry.';
export const CANCELLED_ERROR = 'Cancelled by the user.';
/** Any constant: the PostgreSQL advisory lock that makes claims one at a time across app servers. */
const CLAIM_LOCK = 7_240_931;

/** Processing jobs and the records their results land in (upload outputs, revisions, the master plan). */
export function createProcessingJobsRepository(db: Kysely<Database>, clock: Clock) {
  const now = () => toTimestamp(clock.now());

  async function setUploadStatus(
    trx: Transaction<Database> | Kysely<Database>,
    job: Pick<ProcessingJobRow, 'upload_id'>,
    status: JobState,
    error: string | null,
  ): Promise<void> {
    if (job.upload_id === null) return;
    await trx
      .updateTable('uploaded_files')
      .set({ processing_status: status, processing_error: error })
      .where('id', '=', job.upload_id)
      .execute();
  }

  /** Ends a running job; false when it is no longer running (cancelled meanwhile, or finished elsewhere). */
  async function finish(
    trx: Transaction<Database>,
    jobId: number,
    state: 'done' | 'failed',
    error: string | null,
    extra: { result_json?: string; status_code?: number } = {},
  ): Promise<boolean> {
    const row = await trx
      .updateTable('processing_jobs')
      .set({ state, error, finished_at: now(), ...extra })
      .where('id', '=', jobId)
      .where('state', '=', 'running')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    async enqueue(
      kind: JobKind,
      projectId: number,
      uploadId: number | null,
      requestedBy: number | null = null,
    ): Promise<ProcessingJobRow> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('processing_jobs')
          .values({
            kind,
            project_id: projectId,
            upload_id: uploadId,
            state: 'queued',
            error: null,
            created_at: now(),
            started_at: null,
            finished_at: null,
            attempts: 0,
            requested_by: requestedBy,
            claim_seq: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await setUploadStatus(trx, row, 'queued', null);
        return row;
      });
    },

    async find(jobId: number): Promise<ProcessingJobRow | undefined> {
      return db.selectFrom('processing_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
    },

    /**
     * Claims the next job fairly, in one statement: only users with fewer than `perUser` running jobs (on any
     * server) are eligible; among them the one whose latest claim is oldest goes first (round-robin), and that
     * user's oldest queued job is taken. Undefined when nothing is eligible. PostgreSQL claims under an advisory
     * lock (two servers would otherwise both see a user's count below the cap); on SQLite the claim is one
     * statement, which the database's write lock already serialises.
     */
    async claimNext(perUser: number): Promise<ProcessingJobRow | undefined> {
      const claim = async (on: Kysely<Database>) => {
        const owner = (alias: string) => sql.raw(`coalesce(${alias}.requested_by, 0)`);
        const { rows } = await sql<ProcessingJobRow>`
          update processing_jobs
          set state = 'running', started_at = ${now()}, attempts = attempts + 1,
              claim_seq = (select coalesce(max(m.claim_seq), 0) + 1 from processing_jobs m)
          where state = 'queued' and id = (
            select j.id from processing_jobs j
            where j.state = 'queued'
              and (select count(*) from processing_jobs r
                   where r.state = 'running' and ${owner('r')} = ${owner('j')}) < ${perUser}
            order by coalesce((select max(s.claim_seq) from processing_jobs s
                               where ${owner('s')} = ${owner('j')}), 0),
                     j.id
            limit 1)
          returning *`.execute(on);
        const row = rows[0];
        if (row) await setUploadStatus(on, row, 'running', null);
        return row;
      };
      if (!isPostgres) return claim(db);
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`.execute(trx);
        return claim(trx);
      });
    },

    /**
     * Cancels an upload's queued or running metadata jobs: they fail with "Cancelled by the user." and the
     * upload's earlier results stay. Answers the ids of the jobs that were running (their workers must stop).
     */
    async cancelForUpload(uploadId: number): Promise<number[]> {
      return db.transaction().execute(async (trx) => {
        const rows = await trx
          .updateTable('processing_jobs')
          .set({ state: 'failed', error: CANCELLED_ERROR, finished_at: now() })
          .where('upload_id', '=', uploadId)
          .where('state', 'in', ['queued', 'running'])
          .returning(['id', 'started_at'])
          .execute();
        if (rows.length > 0) await setUploadStatus(trx, { upload_id: uploadId }, 'failed', CANCELLED_ERROR);
        return rows.filter((r) => r.started_at !== null).map((r) => r.id);
      });
    },

    /** States of the given jobs, to notice ones cancelled through another server. */
    async states(jobIds: number[]): Promise<Map<number, string>> {
      if (jobIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('processing_jobs')
        .select(['id', 'state'])
        .where('id', 'in', jobIds)
        .execute();
      return new Map(rows.map((r) => [r.id, r.state]));
    },

    /** What the master plan's cover shows of a project. */
    async projectForMasterPlan(projectId: number) {
      return db
        .selectFrom('projects')
        .select(['project_address', 'project_type', 'owner_name'])
        .where('id', '=', projectId)
        .executeTakeFirst();
    },

    /** Takes a queued job for this server; undefined when another one took it first. */
    async claim(jobId: number): Promise<ProcessingJobRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('processing_jobs')
          .set((eb) => ({ state: 'running', started_at: now(), attempts: eb('attempts', '+', 1) }))
          .where('id', '=', jobId)
          .where('state', '=', 'queued')
          .returningAll()
          .executeTakeFirst();
        if (row) await setUploadStatus(trx, row, 'running', null);
        return row;
      });
    },

    /**
     * Fails a running job (a cancelled one keeps its "Cancelled by the user."); `statusCode` is what a request
     * job's request answers with.
     */
    async fail(job: ProcessingJobRow, error: string, statusCode?: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const extra = statusCode === undefined ? {} : { status_code: statusCode };
        if (await finish(trx, job.id, 'failed', error, extra))
          await setUploadStatus(trx, job, 'failed', error);
      });
    },

    /**
     * Queues the work a request asked for, or — when the user already sent this idempotency key — answers the
     * job that key made (`created` false), whatever state it is in.
     */
    async submitRequest(spec: RequestJobSpec): Promise<{ job: ProcessingJobRow; created: boolean }> {
      const inserted = await db
        .insertInto('processing_jobs')
        .values({
          kind: spec.kind,
          project_id: spec.projectId,
          upload_id: null,
          design_id: spec.designId,
          state: 'queued',
          error: null,
          created_at: now(),
          started_at: null,
          finished_at: null,
          attempts: 0,
          requested_by: spec.requestedBy,
          claim_seq: null,
          idempotency_key: spec.key,
          request_hash: spec.hash,
          params_json: spec.paramsJson,
        })
        .onConflict((oc) => oc.columns(['requested_by', 'idempotency_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return { job: inserted, created: true };
      const existing = await db
        .selectFrom('processing_jobs')
        .selectAll()
        .where('requested_by', '=', spec.requestedBy)
        .where('idempotency_key', '=', spec.key)
        .executeTakeFirstOrThrow();
      return { job: existing, created: false };
    },

    /** A job the user asked for; undefined for another user's job or none. */
    async findForUser(jobId: number, userId: number): Promise<ProcessingJobRow | undefined> {
      return db
        .selectFrom('processing_jobs')
        .selectAll()
        .where('id', '=', jobId)
        .where('requested_by', '=', userId)
        .executeTakeFirst();
    },

    /**
     * Ends a request job with its answer and makes its files permanent, in one transaction; false when it was no
     * longer running (nothing is stored and the caller discards the files).
     */
    async completeRequest(
      job: ProcessingJobRow,
      resultJson: string,
      files: readonly JobFile[],
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await finish(trx, job.id, 'done', null, { result_json: resultJson }))) return false;
        for (const file of files) await file.commit();
        return true;
      });
    },

    /**
     * Ends a request job with its answer inside the caller's transaction, with the records its work made; false
     * when it was no longer running (the caller rolls back).
     */
    async completeRequestWithin(
      trx: Transaction<Database>,
      jobId: number,
      resultJson: string,
    ): Promise<boolean> {
      return finish(trx, jobId, 'done', null, { result_json: resultJson });
    },

    async setProgress(jobId: number, progress: number): Promise<void> {
      await db
        .updateTable('processing_jobs')
        .set({ progress })
        .where('id', '=', jobId)
        .where('state', '=', 'running')
        .execute();
    },

    /** Finished jobs of `kind` that ended before `before`: the ones a sweep forgets. */
    async finishedBefore(kind: string, before: Date): Promise<ProcessingJobRow[]> {
      return db
        .selectFrom('processing_jobs')
        .selectAll()
        .where('kind', '=', kind)
        .where('state', 'in', ['done', 'failed'])
        .where('finished_at', '<', toTimestamp(before))
        .execute();
    },

    async remove(jobIds: readonly number[]): Promise<void> {
      if (jobIds.length === 0) return;
      await db
        .deleteFrom('processing_jobs')
        .where('id', 'in', [...jobIds])
        .execute();
    },

    /**
     * Stores an upload's results in one transaction: outputs on the upload, a new proposed revision (next
     * number of the project), the files committed, the job done. Answers the replaced files' keys (the caller
     * deletes them after the commit), or null when the upload was deleted or the job cancelled meanwhile (nothing
     * is stored).
     */
    async completeUpload(job: ProcessingJobRow, out: UploadOutputs): Promise<string[] | null> {
      return db.transaction().execute(async (trx) => {
        if (job.upload_id === null) throw new Error('metadata job without an upload');
        const upload = await trx
          .selectFrom('uploaded_files')
          .select(['debug_output_key', 'generated_dxf_key'])
          .where('id', '=', job.upload_id)
          .executeTakeFirst();
        if (!upload) return null;
        // First: a job cancelled meanwhile stores nothing (its earlier results stay).
        if (!(await finish(trx, job.id, 'done', null))) return null;
        if (out.revisionDxf) {
          // The project's counter: numbers are never reused after a revision is deleted.
          const projectId = job.project_id;
          if (projectId === null) throw new Error('metadata job without a project');
          const revisionNumber = await takeDxfRevisionNumber(trx, projectId);
          await trx
            .insertInto('proposed_dxf_revisions')
            .values({
              project_id: projectId,
              revision_number: revisionNumber,
              storage_key: out.revisionDxf.key,
              file_name: out.revisionFileName,
              size: out.revisionDxf.size,
              created_at: now(),
            })
            .execute();
        }
        await trx
          .updateTable('uploaded_files')
          .set({
            processed_json: out.processedJson,
            debug_output_key: out.mockup?.key ?? null,
            generated_dxf_key: out.generatedDxf?.key ?? null,
            processing_status: 'done',
            processing_error: null,
          })
          .where('id', '=', job.upload_id)
          .execute();
        for (const file of [out.mockup, out.generatedDxf, out.revisionDxf]) await file?.commit();
        return [upload.debug_output_key, upload.generated_dxf_key].filter((k): k is string => k !== null);
      });
    },

    /** Points the project at its new master plan; answers the old file's key (deleted by the caller). */
    async completeMasterPlan(job: ProcessingJobRow, pdf: JobFile): Promise<string | null | undefined> {
      return db.transaction().execute(async (trx) => {
        const project = await trx
          .selectFrom('projects')
          .select('master_pdf_key')
          .where('id', '=', job.project_id)
          .executeTakeFirst();
        if (!project) return undefined;
        if (!(await finish(trx, job.id, 'done', null))) return undefined;
        await trx
          .updateTable('projects')
          .set({ master_pdf_key: pdf.key })
          .where('id', '=', job.project_id)
          .execute();
        await pdf.commit();
        return project.master_pdf_key;
      });
    },

    /**
     * At start-up: jobs a crash left running are queued again once; after MAX_ATTEMPTS they fail with a clear
     * message. Answers how many were re-queued and failed.
     */
    async recoverInterrupted(): Promise<{ requeued: number; failed: number }> {
      return db.transaction().execute(async (trx) => {
        const running = await trx
          .selectFrom('processing_jobs')
          .selectAll()
          .where('state', '=', 'running')
          .execute();
        let requeued = 0;
        for (const job of running) {
          if (job.attempts < MAX_ATTEMPTS) {
            await trx
              .updateTable('processing_jobs')
              .set({ state: 'queued' })
              .where('id', '=', job.id)
              .execute();
            await setUploadStatus(trx, job, 'queued', null);
            requeued += 1;
          } else {
            await finish(trx, job.id, 'failed', INTERRUPTED_ERROR);
            await setUploadStatus(trx, job, 'failed', INTERRUPTED_ERROR);
          }
        }
        return { requeued, failed: running.length - requeued };
      });
    },
  };
}

export type ProcessingJobsRepository = ReturnType<typeof createProcessingJobsRepository>;
