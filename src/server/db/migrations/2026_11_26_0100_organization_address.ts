import type { Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

/**
 * An organization is the firm that issues drawings: its address goes in the title block of every sheet made for
 * its projects, beside its name. Nullable: organizations made before have none until an admin sets it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organizations').addColumn('address', 'varchar(255)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('organizations').dropColumn('address').execute();
}
