import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

/** The tables as this migration sees them (its own copy: the app's schema may move on). */
interface Tables {
  floor_design_revisions: {
    id: number;
    design_id: number;
    version_number: number;
    saved_at: string;
    pages_json: string;
    page_hashes: string;
    page_count: number;
    element_count: number;
  };
  floor_design_page_blobs: { design_id: number; hash: string; page_json: string };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Revisions stop copying every page: a page's JSON is stored once per design in floor_design_page_blobs, keyed
 * by its sha256, and a revision keeps the list of its pages' hashes (plus page and element counts, so a list of
 * summaries reads no page). Existing revisions are converted one at a time, so memory stays at one revision.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema
    .createTable('floor_design_page_blobs')
    .addColumn('design_id', 'integer', (col) =>
      col.notNull().references('floor_designs.id').onDelete('cascade'),
    )
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('page_json', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('floor_design_page_blobs_pk', ['design_id', 'hash'])
    .execute();
  await db.schema
    .alterTable('floor_design_revisions')
    .addColumn('page_hashes', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  await db.schema
    .alterTable('floor_design_revisions')
    .addColumn('page_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('floor_design_revisions')
    .addColumn('element_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  const ids = await db.selectFrom('floor_design_revisions').select('id').orderBy('id').execute();
  for (const { id } of ids) {
    const row = await db
      .selectFrom('floor_design_revisions')
      .select(['design_id', 'pages_json'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const parsed: unknown = JSON.parse(row.pages_json);
    const pages = Array.isArray(parsed) ? (parsed as unknown[]) : [];
    const hashes: string[] = [];
    let elements = 0;
    for (const page of pages) {
      const text = JSON.stringify(page);
      const hash = sha256(text);
      hashes.push(hash);
      const list = (page as { elements?: unknown } | null)?.elements;
      elements += Array.isArray(list) ? list.length : 0;
      await db
        .insertInto('floor_design_page_blobs')
        .values({ design_id: row.design_id, hash, page_json: text })
        .onConflict((oc) => oc.columns(['design_id', 'hash']).doNothing())
        .execute();
    }
    await db
      .updateTable('floor_design_revisions')
      .set({ page_hashes: JSON.stringify(hashes), page_count: pages.length, element_count: elements })
      .where('id', '=', id)
      .execute();
  }
  await db.schema.alterTable('floor_design_revisions').dropColumn('pages_json').execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema
    .alterTable('floor_design_revisions')
    .addColumn('pages_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
  const ids = await db.selectFrom('floor_design_revisions').select('id').orderBy('id').execute();
  for (const { id } of ids) {
    const row = await db
      .selectFrom('floor_design_revisions')
      .select(['design_id', 'page_hashes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const hashes = JSON.parse(row.page_hashes) as string[];
    const texts: string[] = [];
    for (const hash of hashes) {
      const blob = await db
        .selectFrom('floor_design_page_blobs')
        .select('page_json')
        .where('design_id', '=', row.design_id)
        .where('hash', '=', hash)
        .executeTakeFirst();
      if (blob) texts.push(blob.page_json);
    }
    await db
      .updateTable('floor_design_revisions')
      .set({ pages_json: `[${texts.join(',')}]` })
      .where('id', '=', id)
      .execute();
  }
  await db.schema.alterTable('floor_design_revisions').dropColumn('element_count').execute();
  await db.schema.alterTable('floor_design_revisions').dropColumn('page_count').execute();
  await db.schema.alterTable('floor_design_revisions').dropColumn('page_hashes').execute();
  await db.schema.dropTable('floor_design_page_blobs').execute();
}
