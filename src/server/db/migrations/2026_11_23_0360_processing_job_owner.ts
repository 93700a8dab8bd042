import type { Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

/**
 * Fair processing queue: who asked for each job (`requested_by`, so one user's jobs cannot hold every worker) and
 * the order jobs were claimed in (`claim_seq`, so the next job goes to the user served least recently).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('processing_jobs')
    .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('processing_jobs').addColumn('claim_seq', 'integer').execute();
  await db.schema
    .createIndex('processing_jobs_requested_by_index')
    .on('processing_jobs')
    .columns(['requested_by', 'state'])
    .execute();
  await db.schema
    .createIndex('processing_jobs_claim_seq_index')
    .on('processing_jobs')
    .column('claim_seq')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('processing_jobs_claim_seq_index').execute();
  await db.schema.dropIndex('processing_jobs_requested_by_index').execute();
  await db.schema.alterTable('processing_jobs').dropColumn('claim_seq').execute();
  await db.schema.alterTable('processing_jobs').dropColumn('requested_by').execute();
}
