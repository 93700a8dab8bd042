import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

type Dialect = 'sqlite' | 'postgres';

const generatedId = (dialect: Dialect) => (col: ColumnDefinitionBuilder) =>
  dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();

/**
 * Processing jobs (metadata of an upload, a project's master plan): the queue's state lives in the database so
 * the screen can show progress and results survive a restart.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('processing_jobs')
    .addColumn('id', 'integer', generatedId(dialect))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('project_id', 'integer', (col) => col.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('upload_id', 'integer', (col) => col.references('uploaded_files.id').onDelete('cascade'))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('processing_jobs_state_index')
    .on('processing_jobs')
    .columns(['state', 'id'])
    .execute();
  await db.schema
    .createIndex('processing_jobs_project_id_index')
    .on('processing_jobs')
    .column('project_id')
    .execute();
  await db.schema
    .createIndex('processing_jobs_upload_id_index')
    .on('processing_jobs')
    .column('upload_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('processing_jobs').execute();
}
