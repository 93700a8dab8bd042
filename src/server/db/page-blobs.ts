import { sql, type Kysely, type Transaction } from 'kysely';
import { materialise, type BlobRow } from '../saves/page-delta';
import { pageBlobText, type PreparedPage } from '../saves/page-text';
import type { Database } from './schema';

/*
 * A design's page blobs, read and written whole or as deltas (saves/page-delta.ts). A save worker on SQLite has
 * its own copy of the chain query (saves/sqlite-blobs.ts).
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Chunks keep an IN list within both databases' parameter limits. */
const CHUNK = 500;

/**
 * The whole JSON text of each named blob of the design, its delta chain applied: one query per 500 hashes reads
 * the blobs and every blob of their chains (a recursive query over base_hash). A hash not stored is left out.
 */
export async function readPageTexts(
  q: Db,
  designId: number,
  hashes: Iterable<string>,
): Promise<Map<string, string>> {
  const wanted = [...new Set(hashes)];
  const rows = new Map<string, BlobRow>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const chunk = wanted.slice(i, i + CHUNK);
    const result = await sql<BlobRow>`
      with recursive chain(hash) as (
        select hash from floor_design_page_blobs
        where design_id = ${designId} and hash in (${sql.join(chunk)})
        union
        select b.base_hash from floor_design_page_blobs b join chain c on b.hash = c.hash
        where b.design_id = ${designId} and b.base_hash is not null
      )
      select hash, page_json, base_hash, delta from floor_design_page_blobs
      where design_id = ${designId} and hash in (select hash from chain)
    `.execute(q);
    for (const row of result.rows) rows.set(row.hash, row);
  }
  return materialise(rows, wanted);
}

/**
 * Stores the pages' blobs the design does not hold yet: whole, or as the delta the page carries. Only the
 * missing ones are sent, so an unchanged page (a 50,000-element page is ~13 MB of JSON) costs a key lookup;
 * ON CONFLICT is the backstop should two saves ever insert the same page at once.
 */
export async function storeBlobs(q: Db, designId: number, pages: readonly PreparedPage[]): Promise<void> {
  // A save worker on SQLite stored its pages' blobs already (and kept their text).
  const blobs = pages.filter((p) => !p.blobStored);
  if (blobs.length === 0) return;
  const wanted = [...new Set(blobs.map((b) => b.hash))];
  const held = await q
    .selectFrom('floor_design_page_blobs')
    .select('hash')
    .where('design_id', '=', designId)
    .where('hash', 'in', wanted)
    .execute();
  const have = new Set(held.map((r) => r.hash));
  for (const blob of blobs) {
    if (have.has(blob.hash)) continue;
    have.add(blob.hash);
    const d = blob.delta;
    // One statement per page: a 50,000-element page is one large value, well within both databases' limits.
    await q
      .insertInto('floor_design_page_blobs')
      .values(
        d
          ? {
              design_id: designId,
              hash: blob.hash,
              page_json: '',
              base_hash: d.baseHash,
              delta: d.delta,
              depth: d.depth,
              chain_bytes: d.chainBytes,
            }
          : { design_id: designId, hash: blob.hash, page_json: pageBlobText(blob) },
      )
      .onConflict((oc) => oc.columns(['design_id', 'hash']).doNothing())
      .execute();
  }
}
