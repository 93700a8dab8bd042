import type { Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

/**
 * A design's current pages remember the sha256 of their JSON (the key of their blob in floor_design_page_blobs)
 * and their element count, so a save that keeps a page unchanged names it by that key without reading or hashing
 * its elements. Rows written before have neither; a delta save then derives them from the row once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('floor_design_pages').addColumn('content_hash', 'text').execute();
  await db.schema.alterTable('floor_design_pages').addColumn('element_count', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('floor_design_pages').dropColumn('element_count').execute();
  await db.schema.alterTable('floor_design_pages').dropColumn('content_hash').execute();
}
