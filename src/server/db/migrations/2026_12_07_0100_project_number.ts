import type { Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

/**
 * A project's own number as the office files it (e.g. "2026-014"), printed in the title block of its sheets.
 * Nullable: projects made before have none, and their sheets keep showing the project id until one is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').addColumn('project_number', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('project_number').execute();
}
