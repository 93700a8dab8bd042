import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Page } from '../../core/model/page';
import { DRAWING_VERSION } from '../../core/model/page';
import type { LengthUnit } from '../../core/units';
import { toTimestamp, type Clock } from '../clock';
import { chooseDelta } from '../saves/page-delta';
import { NO_LAYERS_TAIL, pageBlobText, preparePage, type PreparedPage } from '../saves/page-text';
import { isUniqueViolation } from './db-errors';
import { readPageTexts, storeBlobs } from './page-blobs';
import { projectVisibleTo } from './projects-repository';
import type { Database, FloorDesignRow } from './schema';

export interface PageSummary {
  id: string;
  name: string;
}

export interface RevisionSummary {
  id: number;
  version_number: number;
  saved_at: string;
  page_count: number;
  element_count: number;
}

export interface StoredRevision extends RevisionSummary {
  pages_json: Page[];
}

export interface NewFloorDesign {
  name: string;
  unit: LengthUnit;
  rawJson: unknown;
  outlineMetadata: unknown;
  firstPage: Page;
}

/** A design made with its pages already drawn (an adopted layout): saved at once as revision 1. */
export interface NewSavedFloorDesign {
  name: string;
  unit: LengthUnit;
  projectId: number | null;
  /** Pages, or pages a worker already serialised (a drawing opened in the editor). */
  pages: readonly (Page | PreparedPage)[];
}

/** A design as a project's detail lists it. */
export interface ProjectFloorDesignRow {
  id: number;
  name: string;
  page_count: number;
  created_at: string;
  updated_at: string;
}

/** What a save may change besides the pages; an absent field stays as it is. */
export interface FloorDesignChanges {
  name?: string;
  unit?: LengthUnit;
  notes?: string | null;
  rawJson?: unknown;
  outlineMetadata?: unknown;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Whether a save's field changes differ from the stored design (touchDesign's rules: '' notes are null). */
function fieldsChange(row: FloorDesignRow, changes: FloorDesignChanges): boolean {
  return (
    (changes.name !== undefined && changes.name !== row.name) ||
    (changes.unit !== undefined && changes.unit !== row.unit) ||
    (changes.notes !== undefined && (changes.notes === '' ? null : changes.notes) !== row.notes) ||
    (changes.rawJson !== undefined && json(changes.rawJson) !== row.raw_json) ||
    (changes.outlineMetadata !== undefined && json(changes.outlineMetadata) !== row.outline_metadata)
  );
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

const SAVE_ATTEMPTS = 5;

/** A stored page a delta save keeps as it is, named by its blob's key. */
export interface KeptPage {
  kept: true;
  id: string;
  hash: string;
  elementCount: number;
}

/** A page of a save: prepared (its text and hash), or kept from the stored pages. */
export type SavePage = PreparedPage | KeptPage;

const isKept = (page: SavePage): page is KeptPage => 'kept' in page;

interface InsertOptions {
  asBlobs?: boolean;
  firstPosition?: number;
  positions?: readonly number[];
}

/** A design's current page as a delta save sees it: `hash` is usable only when its blob is stored too. */
export interface StoredPageRef {
  id: string;
  name: string;
  hash: string | null;
  /** Where the page's blob stands in its delta chain (0 for a snapshot or no blob). */
  depth: number;
  chainBytes: number;
  elementCount: number | null;
}

/** Answered by a save whose base version is no longer the latest (or whose kept pages changed meanwhile). */
export const STALE = 'stale';

const SUMMARY_COLUMNS = ['id', 'version_number', 'saved_at', 'page_count', 'element_count'] as const;

interface RevisionRow extends RevisionSummary {
  page_hashes: string;
}

const toSummary = (r: RevisionSummary): RevisionSummary => ({
  id: r.id,
  version_number: r.version_number,
  saved_at: r.saved_at,
  page_count: Number(r.page_count),
  element_count: Number(r.element_count),
});

const hashesOf = (r: RevisionRow): string[] => JSON.parse(r.page_hashes) as string[];

/**
 * The access rule of floor designs, as SQL (every read of a design goes through it): a design of a project is
 * the project's (its owner and the members of its organization, see projectVisibleTo); any other design is its
 * owner's alone.
 */
function designVisibleTo(userId: number) {
  return (eb: ExpressionBuilder<Database, 'floor_designs'>) =>
    eb.or([
      eb.and([eb('floor_designs.project_id', 'is', null), eb('floor_designs.owner_id', '=', userId)]),
      eb(
        'floor_designs.project_id',
        'in',
        eb.selectFrom('projects').select('projects.id').where(projectVisibleTo(userId)),
      ),
    ]);
}

export function createFloorDesignsRepository(db: Kysely<Database>, clock: Clock) {
  const now = () => toTimestamp(clock.now());

  /**
   * The first statement of every write transaction on a design: it writes the design row, which takes the
   * row lock on PostgreSQL (concurrent saves of one design queue here, and each then reads the committed
   * revisions) and the write lock on SQLite (a write first, so the busy timeout applies instead of a failed
   * lock upgrade). Answers false when the design is gone.
   */
  async function touchDesign(trx: Transaction<Database>, designId: number, changes: FloorDesignChanges = {}) {
    const result = await trx
      .updateTable('floor_designs')
      .set({
        updated_at: now(),
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.unit !== undefined ? { unit: changes.unit } : {}),
        ...(changes.notes !== undefined ? { notes: changes.notes === '' ? null : changes.notes } : {}),
        ...(changes.rawJson !== undefined ? { raw_json: json(changes.rawJson) } : {}),
        ...(changes.outlineMetadata !== undefined ? { outline_metadata: json(changes.outlineMetadata) } : {}),
      })
      .where('id', '=', designId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Takes the design row's lock as touchDesign does, but with a write that changes nothing: a save that turns
   * out to change nothing must not move `updated_at` either. Answers the row as it stands, or undefined when the
   * design is gone.
   */
  async function lockDesign(trx: Transaction<Database>, designId: number) {
    const result = await trx
      .updateTable('floor_designs')
      .set((eb) => ({ updated_at: eb.ref('updated_at') }))
      .where('id', '=', designId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return undefined;
    return trx.selectFrom('floor_designs').selectAll().where('id', '=', designId).executeTakeFirst();
  }

  async function pageSummaries(q: Db, designId: number): Promise<PageSummary[]> {
    const rows = await q
      .selectFrom('floor_design_pages')
      .select(['page_id', 'name'])
      .where('design_id', '=', designId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ id: r.page_id, name: r.name }));
  }

  /**
   * Inserts pages as rows; `positions` gives each one's place (their index plus `firstPosition` otherwise). A
   * save's pages (`asBlobs`) are written once, as their blobs, and their rows keep no copy (`elements` is '', see
   * FloorDesignPagesTable), which halves what a save writes; a page not saved yet (a new design's, an added one)
   * keeps its elements in its row and has no blob until a save.
   */
  async function insertPages(
    q: Db,
    designId: number,
    pages: readonly PreparedPage[],
    { asBlobs = false, firstPosition = 0, positions }: InsertOptions = {},
  ) {
    if (asBlobs) await storeBlobs(q, designId, pages);
    // A row keeps only elements: a page with layers is stored as its blob too, so its layers are read back.
    else
      await storeBlobs(
        q,
        designId,
        pages.filter((p) => p.tailText && p.tailText !== NO_LAYERS_TAIL),
      );
    for (const [i, page] of pages.entries()) {
      await q
        .insertInto('floor_design_pages')
        .values({
          design_id: designId,
          page_id: page.id,
          name: page.name,
          position: positions?.[i] ?? firstPosition + i,
          version: DRAWING_VERSION,
          elements: asBlobs ? '' : page.elementsText,
          content_hash: page.hash,
          element_count: page.elementCount,
        })
        .execute();
    }
  }

  /**
   * The revisions with their pages. Each blob is read and parsed once however many revisions hold it, and
   * revisions that share a page share its object.
   */
  async function withPages(designId: number, rows: readonly RevisionRow[]): Promise<StoredRevision[]> {
    const texts = await readPageTexts(db, designId, rows.flatMap(hashesOf));
    const pages = new Map<string, Page>();
    for (const [hash, text] of texts) pages.set(hash, JSON.parse(text) as Page);
    return rows.map((r) => ({
      ...toSummary(r),
      pages_json: hashesOf(r).flatMap((h) => {
        const page = pages.get(h);
        return page ? [page] : [];
      }),
    }));
  }

  /**
   * A save: the design's fields and pages are replaced and a revision with the next version number is
   * appended, all in one transaction — unless the pages are those of the latest revision, which is then the
   * answer (fields that differ are still stored; a revision holds pages only). Saves of one design queue on the design row's lock (touchDesign), so
   * max + 1 is computed from committed revisions; the unique (design_id, version_number) constraint is the
   * backstop, and a save that still collides is retried from the start.
   *
   * A delta save passes `baseVersion`: when another save came first (the latest version is not the base), or a
   * kept page is no longer stored as it was, nothing is written and the answer is STALE. Kept pages' rows stay
   * as they are (only their position is set); every other row of the design is replaced.
   */
  async function savePrepared(
    designId: number,
    changes: FloorDesignChanges,
    pages: readonly SavePage[],
    baseVersion: number | null,
  ): Promise<RevisionSummary | typeof STALE | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db
          .transaction()
          .execute((trx) => writeRevision(trx, designId, changes, pages, baseVersion));
      } catch (error) {
        if (attempt >= SAVE_ATTEMPTS || !isUniqueViolation(error)) throw error;
      }
    }
  }

  /**
   * The body of every save, inside the caller's transaction: the design row is touched (locked), the base
   * checked, pages replaced or kept, and the next revision appended. Null when the design is gone.
   */
  async function writeRevision(
    trx: Transaction<Database>,
    designId: number,
    changes: FloorDesignChanges,
    pages: readonly SavePage[],
    baseVersion: number | null,
  ): Promise<RevisionSummary | typeof STALE | null> {
    const pageHashes = JSON.stringify(pages.map((p) => p.hash));
    const kept = pages.filter(isKept);
    const prepared = pages.filter((p): p is PreparedPage => !isKept(p));
    const positionOf = new Map(pages.map((p, i) => [p.id, i]));
    const design = await lockDesign(trx, designId);
    if (!design) return null;
    const top = await trx
      .selectFrom('floor_design_revisions')
      .select([...SUMMARY_COLUMNS, 'page_hashes'])
      .where('design_id', '=', designId)
      .orderBy('version_number', 'desc')
      .limit(1)
      .executeTakeFirst();
    const latest = Number(top?.version_number ?? 0);
    if (baseVersion !== null && latest !== baseVersion) return STALE;
    // Pages equal to the latest revision's, and stored as it has them: a revision of nothing new is not made
    // (an export or send with "save first" of an unchanged design would otherwise count up revisions).
    if (top && top.page_hashes === pageHashes && (await storedHashes(trx, designId)) === pageHashes) {
      if (fieldsChange(design, changes)) await touchDesign(trx, designId, changes);
      return toSummary(top);
    }
    await touchDesign(trx, designId, changes);
    if (kept.length > 0) {
      const rows = await trx
        .selectFrom('floor_design_pages')
        .select(['page_id', 'content_hash'])
        .where('design_id', '=', designId)
        .where(
          'page_id',
          'in',
          kept.map((p) => p.id),
        )
        .execute();
      const hashOf = new Map(rows.map((r) => [r.page_id, r.content_hash]));
      if (kept.some((p) => hashOf.get(p.id) !== p.hash)) return STALE;
      for (const page of kept) {
        await trx
          .updateTable('floor_design_pages')
          .set({ position: positionOf.get(page.id) ?? 0 })
          .where('design_id', '=', designId)
          .where('page_id', '=', page.id)
          .execute();
      }
    }
    let removal = trx.deleteFrom('floor_design_pages').where('design_id', '=', designId);
    if (kept.length > 0)
      removal = removal.where(
        'page_id',
        'not in',
        kept.map((p) => p.id),
      );
    await removal.execute();
    await insertPages(trx, designId, prepared, {
      asBlobs: true,
      positions: prepared.map((p) => positionOf.get(p.id) ?? 0),
    });
    const versionNumber = latest + 1;
    const elementCount = pages.reduce((n, p) => n + p.elementCount, 0);
    const savedAt = now();
    const row = await trx
      .insertInto('floor_design_revisions')
      .values({
        design_id: designId,
        version_number: versionNumber,
        saved_at: savedAt,
        page_hashes: pageHashes,
        page_count: pages.length,
        element_count: elementCount,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      version_number: versionNumber,
      saved_at: savedAt,
      page_count: pages.length,
      element_count: elementCount,
    };
  }

  /** The hashes of the design's current page rows in page order, as a revision lists them (JSON text). */
  async function storedHashes(q: Db, designId: number): Promise<string> {
    const rows = await q
      .selectFrom('floor_design_pages')
      .select('content_hash')
      .where('design_id', '=', designId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return JSON.stringify(rows.map((r) => r.content_hash));
  }

  /**
   * The design's current pages (or the named ones), in order, each as its whole JSON text: its blob, or, for a
   * row written before rows named their blobs, the text built from the row's own elements.
   */
  async function currentPageTexts(q: Db, designId: number, pageIds?: readonly string[]) {
    let query = q
      .selectFrom('floor_design_pages as p')
      .leftJoin('floor_design_page_blobs as b', (join) =>
        join.onRef('b.design_id', '=', 'p.design_id').onRef('b.hash', '=', 'p.content_hash'),
      )
      .select(['p.page_id', 'p.name', 'p.elements', 'b.hash'])
      .where('p.design_id', '=', designId);
    if (pageIds) query = query.where('p.page_id', 'in', pageIds);
    const rows = await query.orderBy('p.position').orderBy('p.id').execute();
    const texts = await readPageTexts(
      q,
      designId,
      rows.flatMap((r) => (r.hash ? [r.hash] : [])),
    );
    return rows.map((r) => ({
      id: r.page_id,
      name: r.name,
      pageText:
        (r.hash ? texts.get(r.hash) : undefined) ??
        pageBlobText({ id: r.page_id, name: r.name, elementsText: r.elements, tailText: NO_LAYERS_TAIL }),
    }));
  }

  async function storedPageRefs(designId: number): Promise<StoredPageRef[]> {
    const rows = await db
      .selectFrom('floor_design_pages as p')
      .leftJoin('floor_design_page_blobs as b', (join) =>
        join.onRef('b.design_id', '=', 'p.design_id').onRef('b.hash', '=', 'p.content_hash'),
      )
      .select(['p.page_id', 'p.name', 'p.element_count', 'b.hash', 'b.depth', 'b.chain_bytes'])
      .where('p.design_id', '=', designId)
      .orderBy('p.position')
      .orderBy('p.id')
      .execute();
    return rows.map((r) => ({
      id: r.page_id,
      name: r.name,
      hash: r.hash ?? null,
      depth: Number(r.depth ?? 0),
      chainBytes: Number(r.chain_bytes ?? 0),
      elementCount: r.element_count === null ? null : Number(r.element_count),
    }));
  }

  const revisionRows = (designId: number) =>
    db
      .selectFrom('floor_design_revisions')
      .select([...SUMMARY_COLUMNS, 'page_hashes'])
      .where('design_id', '=', designId)
      .orderBy('version_number', 'desc');

  return {
    /** Every active (or archived) design the user may open, newest first. */
    async listVisible(userId: number, active: boolean): Promise<FloorDesignRow[]> {
      return db
        .selectFrom('floor_designs')
        .selectAll()
        .where(designVisibleTo(userId))
        .where('is_active', '=', active ? 1 : 0)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** The design if the user may open it; undefined for unknown ids and others' designs alike (auth/access.ts). */
    async findVisible(id: number, userId: number): Promise<FloorDesignRow | undefined> {
      return db
        .selectFrom('floor_designs')
        .selectAll()
        .where('floor_designs.id', '=', id)
        .where(designVisibleTo(userId))
        .executeTakeFirst();
    },

    /**
     * The project's active designs with their page counts, most recently changed first. Whoever may see the
     * project may open each of them (designVisibleTo), so no per-user filter is needed here.
     */
    /**
     * Makes a design without a project one of `projectId`'s (send to project); answers false when it already has
     * a project (or is gone), so two concurrent attaches cannot both win.
     */
    async attachToProject(designId: number, projectId: number): Promise<boolean> {
      const result = await db
        .updateTable('floor_designs')
        .set({ project_id: projectId, updated_at: now() })
        .where('id', '=', designId)
        .where('project_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async listForProject(projectId: number): Promise<ProjectFloorDesignRow[]> {
      const rows = await db
        .selectFrom('floor_designs')
        .leftJoin('floor_design_pages', 'floor_design_pages.design_id', 'floor_designs.id')
        .select((eb) => [
          'floor_designs.id',
          'floor_designs.name',
          'floor_designs.created_at',
          'floor_designs.updated_at',
          eb.fn.count<number | string>('floor_design_pages.id').as('page_count'),
        ])
        .where('floor_designs.project_id', '=', projectId)
        .where('floor_designs.is_active', '=', 1)
        .groupBy([
          'floor_designs.id',
          'floor_designs.name',
          'floor_designs.created_at',
          'floor_designs.updated_at',
        ])
        .orderBy('floor_designs.updated_at', 'desc')
        .orderBy('floor_designs.id', 'desc')
        .execute();
      return rows.map((r) => ({ ...r, page_count: Number(r.page_count) }));
    },

    async findByName(ownerId: number, name: string): Promise<FloorDesignRow | undefined> {
      return db
        .selectFrom('floor_designs')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('name', '=', name)
        .executeTakeFirst();
    },

    async create(ownerId: number, design: NewFloorDesign): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const at = now();
        const row = await trx
          .insertInto('floor_designs')
          .values({
            owner_id: ownerId,
            name: design.name,
            unit: design.unit,
            notes: null,
            raw_json: json(design.rawJson),
            outline_metadata: json(design.outlineMetadata),
            is_active: 1,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await insertPages(trx, row.id, [preparePage(design.firstPage)]);
        return row.id;
      });
    },

    /**
     * A design created with its pages and saved as revision 1, through the same code as every save, in one
     * transaction; `alsoWithin` runs inside that transaction last (e.g. to record files made with the design),
     * so if it fails there is no design either.
     */
    async createSaved(
      ownerId: number,
      design: NewSavedFloorDesign,
      alsoWithin?: (trx: Transaction<Database>, designId: number) => Promise<void>,
    ): Promise<{ id: number; revision: RevisionSummary }> {
      const pages = design.pages.map((p) => ('elementsText' in p ? p : preparePage(p)));
      return db.transaction().execute(async (trx) => {
        const at = now();
        const { id } = await trx
          .insertInto('floor_designs')
          .values({
            owner_id: ownerId,
            project_id: design.projectId,
            name: design.name,
            unit: design.unit,
            notes: null,
            raw_json: null,
            outline_metadata: null,
            is_active: 1,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const revision = await writeRevision(trx, id, {}, pages, null);
        if (revision === null || revision === STALE) throw new Error('A new design could not be saved.');
        await alsoWithin?.(trx, id);
        return { id, revision };
      });
    },

    async setActive(id: number, active: boolean): Promise<void> {
      await db
        .updateTable('floor_designs')
        .set({ is_active: active ? 1 : 0, updated_at: now() })
        .where('id', '=', id)
        .execute();
    },

    /**
     * The design's pages as one JSON array text, built from the stored texts without parsing them: a
     * 50,000-element page is ~13 MB, and parsing it to serialise it again costs the server most of a second.
     */
    async pagesJson(designId: number): Promise<string> {
      const rows = await currentPageTexts(db, designId);
      return `[${rows.map((r) => r.pageText).join(',')}]`;
    },

    pageSummaries: (designId: number) => pageSummaries(db, designId),

    /** The latest revision's version number, 0 before the first save. */
    async latestVersion(designId: number): Promise<number> {
      const top = await db
        .selectFrom('floor_design_revisions')
        .select((eb) => eb.fn.max('version_number').as('n'))
        .where('design_id', '=', designId)
        .executeTakeFirst();
      return Number(top?.n ?? 0);
    },

    /**
     * The design's current pages without their elements. `hash` is given only when the page's blob is stored,
     * so a save may name the page by it; otherwise the page must be prepared from its row (storedElements).
     */
    storedPageRefs,

    /** The named pages' whole JSON texts as stored, by page id. */
    async storedPageTexts(designId: number, pageIds: readonly string[]): Promise<Map<string, string>> {
      if (pageIds.length === 0) return new Map();
      const rows = await currentPageTexts(db, designId, pageIds);
      return new Map(rows.map((r) => [r.id, r.pageText]));
    },

    /**
     * Appends an empty page. `makePage` gets the page count so far and the names taken, and returns the page
     * (its id fresh, its name chosen). Answers the new page and every page's summary, or null when the design
     * is gone.
     */
    async addPage(
      designId: number,
      makePage: (count: number, takenNames: ReadonlySet<string>) => Page,
    ): Promise<{ allPages: PageSummary[]; newPage: Page } | null> {
      return db.transaction().execute(async (trx) => {
        if (!(await touchDesign(trx, designId))) return null;
        const before = await pageSummaries(trx, designId);
        const last = await trx
          .selectFrom('floor_design_pages')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('design_id', '=', designId)
          .executeTakeFirst();
        const newPage = makePage(before.length, new Set(before.map((p) => p.name)));
        const next = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
        await insertPages(trx, designId, [preparePage(newPage)], { firstPosition: next });
        return { allPages: [...before, { id: newPage.id, name: newPage.name }], newPage };
      });
    },

    /**
     * Deletes the named pages (unknown ids are ignored). Answers the remaining pages, 'last-page' when the
     * deletion would leave none (nothing is deleted then), or null when the design is gone.
     */
    async deletePages(
      designId: number,
      pageIds: readonly string[],
    ): Promise<PageSummary[] | 'last-page' | null> {
      return db.transaction().execute(async (trx) => {
        if (!(await touchDesign(trx, designId))) return null;
        const gone = new Set(pageIds);
        const before = await pageSummaries(trx, designId);
        const remaining = before.filter((p) => !gone.has(p.id));
        if (remaining.length === 0) return 'last-page';
        if (remaining.length < before.length) {
          await trx
            .deleteFrom('floor_design_pages')
            .where('design_id', '=', designId)
            .where('page_id', 'in', [...gone])
            .execute();
        }
        return remaining;
      });
    },

    /** A save of whole pages (the seed, the bench): prepared here, then stored as the routes store them. */
    async save(
      designId: number,
      changes: FloorDesignChanges,
      pages: readonly Page[],
    ): Promise<RevisionSummary | null> {
      const prepared = pages.map(preparePage);
      // Each changed page as a delta of its stored version where that is worth it, as a route's save would.
      const refs = new Map((await storedPageRefs(designId)).map((r) => [r.id, r]));
      const changed = prepared.filter((p) => {
        const ref = refs.get(p.id);
        return ref?.hash && ref.hash !== p.hash;
      });
      const bases = await readPageTexts(
        db,
        designId,
        changed.map((p) => refs.get(p.id)?.hash ?? ''),
      );
      const encoded = prepared.map((page) => {
        const ref = refs.get(page.id);
        const text = ref?.hash ? bases.get(ref.hash) : undefined;
        if (!ref?.hash || text === undefined || ref.hash === page.hash) return page;
        const delta = chooseDelta(
          { hash: ref.hash, text, depth: ref.depth, chainBytes: ref.chainBytes },
          pageBlobText(page),
        );
        return delta ? { ...page, delta } : page;
      });
      const saved = await savePrepared(designId, changes, encoded, null);
      return saved === STALE ? null : saved;
    },

    savePrepared,

    /** Newest first, every revision with its pages (the spec's answer). */
    async revisions(designId: number): Promise<StoredRevision[]> {
      return withPages(designId, await revisionRows(designId).execute());
    },

    /** Newest first, without pages: reads only the revisions' own rows. */
    async revisionSummaries(designId: number): Promise<RevisionSummary[]> {
      const rows = await db
        .selectFrom('floor_design_revisions')
        .select([...SUMMARY_COLUMNS])
        .where('design_id', '=', designId)
        .orderBy('version_number', 'desc')
        .execute();
      return rows.map(toSummary);
    },

    /** One revision of the design with its pages, or null when the design has no revision of that id. */
    async revision(designId: number, revisionId: number): Promise<StoredRevision | null> {
      const row = await revisionRows(designId).where('id', '=', revisionId).executeTakeFirst();
      return row ? ((await withPages(designId, [row]))[0] ?? null) : null;
    },

    async latestRevisionSummary(designId: number): Promise<RevisionSummary | null> {
      const row = await db
        .selectFrom('floor_design_revisions')
        .select([...SUMMARY_COLUMNS])
        .where('design_id', '=', designId)
        .orderBy('version_number', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? toSummary(row) : null;
    },

    async latestRevision(designId: number): Promise<StoredRevision | null> {
      const row = await revisionRows(designId).limit(1).executeTakeFirst();
      return row ? ((await withPages(designId, [row]))[0] ?? null) : null;
    },
  };
}

export type FloorDesignsRepository = ReturnType<typeof createFloorDesignsRepository>;
