import SqliteDatabase from 'better-sqlite3';
import { materialise, type BlobRow, type DeltaBase } from './page-delta';
import { pageBlobText } from './page-text';
import type { BlobAccess } from './tasks';

/** A blob and every blob of its delta chain, down to its snapshot (the same query as db/page-blobs.ts). */
const CHAIN_SQL = `
  with recursive chain(hash) as (
    select hash from floor_design_page_blobs where design_id = ? and hash = ?
    union
    select b.base_hash from floor_design_page_blobs b join chain c on b.hash = c.hash
    where b.design_id = ? and b.base_hash is not null
  )
  select hash, page_json, base_hash, delta, depth, chain_bytes from floor_design_page_blobs
  where design_id = ? and hash in (select hash from chain)`;

interface ChainRow extends BlobRow {
  depth: number;
  chain_bytes: number;
}

/**
 * A save worker's own connection to the SQLite file, opened on first use with the server's settings (WAL: the
 * server's readers never wait for it; busy_timeout: writers queue).
 */
export function sqliteBlobAccess(filename: string): BlobAccess {
  let statements: {
    chain: SqliteDatabase.Statement;
    held: SqliteDatabase.Statement;
    write: SqliteDatabase.Statement;
  } | null = null;
  const open = () => {
    if (statements) return statements;
    const database = new SqliteDatabase(filename);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    statements = {
      chain: database.prepare(CHAIN_SQL),
      held: database.prepare('select 1 from floor_design_page_blobs where design_id = ? and hash = ?'),
      write: database.prepare(
        'insert into floor_design_page_blobs (design_id, hash, page_json, base_hash, delta, depth, chain_bytes) ' +
          'values (?, ?, ?, ?, ?, ?, ?) on conflict (design_id, hash) do nothing',
      ),
    };
    return statements;
  };
  return {
    read(designId, hash): DeltaBase | null {
      const rows = open().chain.all(designId, hash, designId, designId) as ChainRow[];
      const own = rows.find((r) => r.hash === hash);
      const text = materialise(new Map(rows.map((r) => [r.hash, r])), [hash]).get(hash);
      if (!own || text === undefined) return null;
      return { hash, text, depth: Number(own.depth), chainBytes: Number(own.chain_bytes) };
    },
    write(designId, page) {
      const s = open();
      if (s.held.get(designId, page.hash)) return;
      const d = page.delta;
      if (d) s.write.run(designId, page.hash, '', d.baseHash, d.delta, d.depth, d.chainBytes);
      else s.write.run(designId, page.hash, pageBlobText(page), null, null, 0, 0);
    },
  };
}
