import SqliteDatabase from 'better-sqlite3';
import {
  applyDeltas,
  indexThroughDelta,
  materialise,
  type BlobRow,
  type DeltaBase,
  type DeltaOp,
} from './page-delta';
import { isAsciiText } from './page-text';
import type { BlobAccess } from './tasks';

/**
 * A blob and every blob of its delta chain, down to its snapshot (the chain of db/page-blobs.ts), without their
 * texts: the snapshot's is read only when no version of the chain is kept here (see read).
 */
const CHAIN_SQL = `
  with recursive chain(hash) as (
    select hash from floor_design_page_blobs where design_id = ? and hash = ?
    union
    select b.base_hash from floor_design_page_blobs b join chain c on b.hash = c.hash
    where b.design_id = ? and b.base_hash is not null
  )
  select hash, base_hash, delta, depth, chain_bytes from floor_design_page_blobs
  where design_id = ? and hash in (select hash from chain)`;

interface ChainRow extends Omit<BlobRow, 'page_json'> {
  depth: number;
  chain_bytes: number;
}

/**
 * Text (characters) of page versions a save worker keeps, with the bodies full saves sent them in, newest used
 * last: a few 50,000-element pages.
 */
const KEPT_CHARS = 64 * 1024 * 1024;

/**
 * The page versions this worker stored or read last, by design and hash. The next save of a page is a delta of
 * the version before it, so its base is usually here: reading it back from SQLite (a 13 MB snapshot and its
 * chain applied) cost a big full save ~10% of its time. A blob never changes (its key is its content's hash),
 * so a kept text is always right; only rows this worker inserted (or read) are kept, with their chain place.
 */
class KeptVersions {
  /** Each version with the characters it holds: its text and the body it came in (counted when kept). */
  private readonly kept = new Map<string, { base: DeltaBase; chars: number }>();
  private chars = 0;

  get(designId: number, hash: string): DeltaBase | null {
    const key = `${designId}:${hash}`;
    const entry = this.kept.get(key);
    if (!entry) return null;
    this.kept.delete(key);
    this.kept.set(key, entry);
    return entry.base;
  }

  /** The design's versions kept with the body they came in, most recently kept or used first. */
  withBodies(designId: number): DeltaBase[] {
    const prefix = `${designId}:`;
    const found: DeltaBase[] = [];
    for (const [key, { base }] of this.kept) if (base.source && key.startsWith(prefix)) found.push(base);
    return found.reverse();
  }

  set(designId: number, version: DeltaBase): void {
    // Too big with its body: kept without it (a next full save then parses every element).
    const { source, canonical: _canonical, ...bare } = version;
    const base: DeltaBase =
      source && version.text.length + source.body.length <= KEPT_CHARS / 2 ? version : bare;
    const chars = base.text.length + (base.source?.body.length ?? 0);
    if (chars > KEPT_CHARS / 2) return;
    const key = `${designId}:${base.hash}`;
    const old = this.kept.get(key);
    if (old) {
      this.kept.delete(key);
      this.chars -= old.chars;
    }
    this.kept.set(key, { base, chars });
    this.chars += chars;
    for (const [k, v] of this.kept) {
      if (this.chars <= KEPT_CHARS) break;
      this.kept.delete(k);
      this.chars -= v.chars;
    }
  }
}

/**
 * What is known of a version read as one delta of a version kept here: where its elements are (see
 * indexThroughDelta) and whether it is ASCII (its base is and so is everything the delta inserts). A version read
 * any other way is checked for ASCII whole: its next patch then hashes it as bytes, and so does every version
 * after it that this worker reads as one delta.
 */
function known(start: DeltaBase, ops: readonly DeltaOp[], text: string): Pick<DeltaBase, 'index' | 'ascii'> {
  const index = start.index ? indexThroughDelta(start.text, start.index, ops, text) : null;
  const ascii = start.ascii === true && ops.every((op) => typeof op !== 'string' || isAsciiText(op));
  return { ...(index ? { index } : {}), ...(ascii ? { ascii } : {}) };
}

/**
 * A save worker's own connection to the SQLite file, opened on first use with the server's settings (WAL: the
 * server's readers never wait for it; busy_timeout: writers queue).
 */
export function sqliteBlobAccess(filename: string): BlobAccess {
  const versions = new KeptVersions();
  let statements: {
    chain: SqliteDatabase.Statement;
    snapshot: SqliteDatabase.Statement;
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
      snapshot: database.prepare(
        'select page_json from floor_design_page_blobs where design_id = ? and hash = ?',
      ),
      held: database.prepare('select 1 from floor_design_page_blobs where design_id = ? and hash = ?'),
      write: database.prepare(
        'insert into floor_design_page_blobs (design_id, hash, page_json, base_hash, delta, depth, chain_bytes) ' +
          'values (?, ?, ?, ?, ?, ?, ?) on conflict (design_id, hash) do nothing',
      ),
    };
    return statements;
  };
  // Still stored for this design (a point lookup): a deleted design's id may come back with a new design.
  const keptHere = (designId: number, hash: string): DeltaBase | null => {
    const kept = versions.get(designId, hash);
    return kept && open().held.get(designId, hash) ? kept : null;
  };
  return {
    kept: keptHere,
    keptWithBodies: (designId) => versions.withBodies(designId),
    read(designId, hash): DeltaBase | null {
      const kept = keptHere(designId, hash);
      if (kept) return kept;
      const s = open();
      const chain = new Map(
        (s.chain.all(designId, hash, designId, designId) as ChainRow[]).map((r) => [r.hash, r]),
      );
      const own = chain.get(hash);
      // Down the chain to a version kept here, else to its snapshot. The server's other process stores its save
      // as a delta of this process's last version, which is kept here: reading the 13 MB snapshot and applying
      // the chain's deltas cost a full save alternating between the processes ~150 ms of CPU.
      const rows = new Map<string, BlobRow>();
      let row = own;
      let start: DeltaBase | null = null;
      while (row && !rows.has(row.hash)) {
        // A row of the chain just read: stored for this design, so a version kept under its hash is its text.
        start = versions.get(designId, row.hash);
        if (start || row.base_hash === null) {
          const snapshot = start
            ? null
            : (s.snapshot.get(designId, row.hash) as { page_json: string } | undefined);
          const text = start?.text ?? snapshot?.page_json;
          if (text !== undefined) rows.set(row.hash, { ...row, page_json: text, base_hash: null });
          break;
        }
        rows.set(row.hash, { ...row, page_json: '' });
        row = chain.get(row.base_hash);
      }
      // One delta from a version kept here (the other process's save after this one's): its steps are parsed once,
      // for the text and for where its elements are.
      const ops =
        own && start && own.base_hash === start.hash && own.delta !== null
          ? (JSON.parse(own.delta) as DeltaOp[])
          : null;
      const text = start && ops ? applyDeltas(start.text, [ops]) : materialise(rows, [hash]).get(hash);
      if (!own || text === undefined) return null;
      const base: DeltaBase = {
        hash,
        text,
        depth: Number(own.depth),
        chainBytes: Number(own.chain_bytes),
        ...(start && ops ? known(start, ops, text) : isAsciiText(text) ? { ascii: true } : {}),
      };
      versions.set(designId, base);
      return base;
    },
    write(designId, page, text, known = {}) {
      const s = open();
      if (s.held.get(designId, page.hash)) return;
      const d = page.delta;
      const inserted = d
        ? s.write.run(designId, page.hash, '', d.baseHash, d.delta, d.depth, d.chainBytes)
        : s.write.run(designId, page.hash, text, null, null, 0, 0);
      if (inserted.changes === 1) {
        versions.set(designId, {
          hash: page.hash,
          text,
          depth: d?.depth ?? 0,
          chainBytes: d?.chainBytes ?? 0,
          ...(known.index ? { index: known.index } : {}),
          ...(page.ascii ? { ascii: true } : {}),
          ...(known.canonical && known.source ? { canonical: true, source: known.source } : {}),
        });
      }
    },
  };
}
