import { sql, type Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

/**
 * The last proposed DXF revision number each project handed out. Numbers come from this counter, not from the
 * highest surviving revision, so a number is never given twice even after its revision was deleted. Existing
 * projects start from their highest surviving revision (what was deleted before is not known).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('last_dxf_revision_number', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`
    update projects set last_dxf_revision_number = coalesce(
      (select max(r.revision_number) from proposed_dxf_revisions r where r.project_id = projects.id), 0)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('last_dxf_revision_number').execute();
}
