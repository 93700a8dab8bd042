import type { Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

/**
 * Layout generation jobs (issue 11): the queue row is a processing_jobs row of kind "layouts" (so the fair
 * per-user queue, crash recovery and the worker pool apply as to every other job); this table holds what only a
 * layout job has: the seed, the request (program, footprint, front side, count) and the generator's answer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('layout_jobs')
    .addColumn('job_id', 'integer', (col) =>
      col.primaryKey().references('processing_jobs.id').onDelete('cascade'),
    )
    .addColumn('seed', 'integer', (col) => col.notNull())
    .addColumn('request_json', 'text', (col) => col.notNull())
    .addColumn('result_json', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('layout_jobs').execute();
}
