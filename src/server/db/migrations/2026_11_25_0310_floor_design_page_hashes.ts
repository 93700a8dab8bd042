import type { Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

/** The tables as this migration sees them (its own copy: the app's schema may move on). */
interface Tables {
  floor_design_pages: {
    id: number;
    design_id: number;
    elements: string;
    content_hash: string | null;
  };
  floor_design_page_blobs: { design_id: number; hash: string; page_json: string };
}

/**
 * A design's current pages name their blob in floor_design_page_blobs (the sha256 of the page's JSON) and count
 * their elements, so a save that keeps a page unchanged names it by that key without reading or hashing it, and
 * a page's JSON is stored once. Rows written before have neither and keep their elements in the row.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  await untyped.schema.alterTable('floor_design_pages').addColumn('content_hash', 'text').execute();
  await untyped.schema.alterTable('floor_design_pages').addColumn('element_count', 'integer').execute();
}

/** Rows that keep their page only in the blob get their elements back first, one row at a time. */
export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  const rows = await db
    .selectFrom('floor_design_pages')
    .select(['id', 'design_id', 'content_hash'])
    .where('content_hash', 'is not', null)
    .where('elements', '=', '')
    .execute();
  for (const row of rows) {
    const blob = await db
      .selectFrom('floor_design_page_blobs')
      .select('page_json')
      .where('design_id', '=', row.design_id)
      .where('hash', '=', row.content_hash as string)
      .executeTakeFirst();
    const page = blob ? (JSON.parse(blob.page_json) as { elements?: unknown }) : {};
    await db
      .updateTable('floor_design_pages')
      .set({ elements: JSON.stringify(page.elements ?? []) })
      .where('id', '=', row.id)
      .execute();
  }
  await untyped.schema.alterTable('floor_design_pages').dropColumn('element_count').execute();
  await untyped.schema.alterTable('floor_design_pages').dropColumn('content_hash').execute();
}
