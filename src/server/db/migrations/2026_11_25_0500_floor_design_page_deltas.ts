import type { Kysely } from 'kysely';

// Frozen in time: this file must not import application code, and must never change once released.

/** The table as this migration sees it (its own copy: the app's schema may move on). */
interface Tables {
  floor_design_page_blobs: {
    design_id: number;
    hash: string;
    page_json: string;
    base_hash: string | null;
    delta: string | null;
    depth: number;
    chain_bytes: number;
  };
}

/**
 * A page blob may be a delta of an earlier blob of its design (the steps that turn that page's JSON into this
 * one's) instead of a full copy, so a one-element change of a big page stores the element, not the page again.
 * Every blob stored before is a snapshot (`base_hash` null, depth 0) and reads as it did: nothing is converted.
 */
export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema.alterTable('floor_design_page_blobs').addColumn('base_hash', 'text').execute();
  await db.schema.alterTable('floor_design_page_blobs').addColumn('delta', 'text').execute();
  await db.schema
    .alterTable('floor_design_page_blobs')
    .addColumn('depth', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('floor_design_page_blobs')
    .addColumn('chain_bytes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

type Step = readonly [number, number] | string;

/** One delta applied to its base's text (this migration's own copy of the format). */
function applyDelta(base: string, steps: readonly Step[]): string {
  return steps.map((step) => (typeof step === 'string' ? step : base.slice(step[0], step[1]))).join('');
}

/**
 * Every delta becomes a full copy again, shallowest first (so each one's base is whole by the time it is
 * read), one blob at a time so memory stays at two pages.
 */
export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  const deltas = await db
    .selectFrom('floor_design_page_blobs')
    .select(['design_id', 'hash'])
    .where('base_hash', 'is not', null)
    .orderBy('depth')
    .execute();
  for (const { design_id: designId, hash } of deltas) {
    const row = await db
      .selectFrom('floor_design_page_blobs')
      .select(['base_hash', 'delta'])
      .where('design_id', '=', designId)
      .where('hash', '=', hash)
      .executeTakeFirstOrThrow();
    const base = await db
      .selectFrom('floor_design_page_blobs')
      .select('page_json')
      .where('design_id', '=', designId)
      .where('hash', '=', row.base_hash as string)
      .executeTakeFirstOrThrow();
    const text = applyDelta(base.page_json, JSON.parse(row.delta ?? '[]') as Step[]);
    await db
      .updateTable('floor_design_page_blobs')
      .set({ page_json: text })
      .where('design_id', '=', designId)
      .where('hash', '=', hash)
      .execute();
  }
  await db.schema.alterTable('floor_design_page_blobs').dropColumn('chain_bytes').execute();
  await db.schema.alterTable('floor_design_page_blobs').dropColumn('depth').execute();
  await db.schema.alterTable('floor_design_page_blobs').dropColumn('delta').execute();
  await db.schema.alterTable('floor_design_page_blobs').dropColumn('base_hash').execute();
}
