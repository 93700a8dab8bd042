import type { Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

/**
 * Floor designs may belong to a project (issue 11: an adopted layout is a design of the project). Nullable: a
 * design made with the wizard belongs to no project. Projects are archived, never deleted; should one ever be
 * deleted, its designs fall back to their owner (set null) rather than vanish with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('floor_designs')
    .addColumn('project_id', 'integer', (col) => col.references('projects.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('floor_designs_project_index')
    .on('floor_designs')
    .columns(['project_id', 'is_active'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('floor_designs_project_index').execute();
  await db.schema.alterTable('floor_designs').dropColumn('project_id').execute();
}
