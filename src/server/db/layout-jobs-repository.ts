import type { Kysely } from 'kysely';
import { toTimestamp, type Clock } from '../clock';
import type { Database, LayoutJobRow, ProcessingJobRow } from './schema';

/** The processing_jobs kind of a layout generation (the job runner dispatches on it). */
export const LAYOUTS_JOB_KIND = 'layouts';

export type LayoutJob = Pick<
  ProcessingJobRow,
  'id' | 'state' | 'error' | 'created_at' | 'started_at' | 'finished_at' | 'requested_by'
> &
  Omit<LayoutJobRow, 'job_id'> & { project_id: number };

/**
 * Layout generation jobs: a processing_jobs row of kind "layouts" (queue state, owner, timestamps; claimed by the
 * job runner like any job) plus its layout_jobs row (seed, request, result).
 */
export function createLayoutJobsRepository(db: Kysely<Database>, clock: Clock) {
  const now = () => toTimestamp(clock.now());

  return {
    /** Queues a generation for the project; answers the job id. */
    async enqueue(
      projectId: number,
      requestedBy: number,
      seed: number,
      requestJson: string,
    ): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const job = await trx
          .insertInto('processing_jobs')
          .values({
            kind: LAYOUTS_JOB_KIND,
            project_id: projectId,
            upload_id: null,
            state: 'queued',
            error: null,
            created_at: now(),
            started_at: null,
            finished_at: null,
            attempts: 0,
            requested_by: requestedBy,
            claim_seq: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('layout_jobs')
          .values({ job_id: job.id, seed, request_json: requestJson, result_json: null })
          .execute();
        return job.id;
      });
    },

    /** A layout job of the project; undefined for another project's job, another kind of job or none. */
    async findInProject(projectId: number, jobId: number): Promise<LayoutJob | undefined> {
      const row = await db
        .selectFrom('processing_jobs as j')
        .innerJoin('layout_jobs as l', 'l.job_id', 'j.id')
        .select([
          'j.id',
          'j.project_id',
          'j.state',
          'j.error',
          'j.created_at',
          'j.started_at',
          'j.finished_at',
          'j.requested_by',
          'l.seed',
          'l.request_json',
          'l.result_json',
        ])
        .where('j.id', '=', jobId)
        .where('j.project_id', '=', projectId)
        .where('j.kind', '=', LAYOUTS_JOB_KIND)
        .executeTakeFirst();
      return row && { ...row, project_id: projectId };
    },

    /** Layout jobs the user has queued or running, over all projects and servers. */
    async pendingFor(userId: number): Promise<number> {
      const row = await db
        .selectFrom('processing_jobs')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('kind', '=', LAYOUTS_JOB_KIND)
        .where('requested_by', '=', userId)
        .where('state', 'in', ['queued', 'running'])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The seed and request of a job the runner has claimed. */
    async request(jobId: number): Promise<Pick<LayoutJobRow, 'seed' | 'request_json'> | undefined> {
      return db
        .selectFrom('layout_jobs')
        .select(['seed', 'request_json'])
        .where('job_id', '=', jobId)
        .executeTakeFirst();
    },

    /** Stores the answer and marks the job done, in one transaction; false when it was no longer running. */
    async complete(jobId: number, resultJson: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('processing_jobs')
          .set({ state: 'done', error: null, finished_at: now() })
          .where('id', '=', jobId)
          .where('state', '=', 'running')
          .returning('id')
          .executeTakeFirst();
        if (!done) return false;
        await trx
          .updateTable('layout_jobs')
          .set({ result_json: resultJson })
          .where('job_id', '=', jobId)
          .execute();
        return true;
      });
    },
  };
}

export type LayoutJobsRepository = ReturnType<typeof createLayoutJobsRepository>;
