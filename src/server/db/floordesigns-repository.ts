import { createHash } from 'node:crypto';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Page } from '../../core/model/page';
import { DRAWING_VERSION } from '../../core/model/page';
import type { LengthUnit } from '../../core/units';
import { toTimestamp, type Clock } from '../clock';
import { isUniqueViolation } from './db-errors';
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
  pages: readonly Page[];
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

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

const SAVE_ATTEMPTS = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A page as a revision stores it: its JSON text and that text's sha256, the key it is stored under. */
interface PageBlob {
  hash: string;
  text: string;
}

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

/** Pages as a revision stores them, with what its row records. */
function revisionContent(pages: readonly Page[]) {
  const blobs = pages.map((page): PageBlob => {
    const text = JSON.stringify(page);
    return { hash: sha256(text), text };
  });
  return {
    pages,
    blobs,
    pageHashes: JSON.stringify(blobs.map((b) => b.hash)),
    elementCount: pages.reduce((n, p) => n + p.elements.length, 0),
  };
}
type RevisionContent = ReturnType<typeof revisionContent>;

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

  async function insertPages(q: Db, designId: number, pages: readonly Page[], firstPosition = 0) {
    // One statement per page: a 50,000-element page is one large value, well within both databases' limits.
    for (const [i, page] of pages.entries()) {
      await q
        .insertInto('floor_design_pages')
        .values({
          design_id: designId,
          page_id: page.id,
          name: page.name,
          position: firstPosition + i,
          version: page.version,
          elements: JSON.stringify(page.elements),
        })
        .execute();
    }
  }

  /**
   * Stores the pages' blobs a design does not hold yet. Only the missing ones are sent, so an unchanged page
   * (a 50,000-element page is ~20 MB of JSON) costs a key lookup; ON CONFLICT is the backstop should two saves
   * ever insert the same page at once.
   */
  async function storeBlobs(trx: Transaction<Database>, designId: number, blobs: readonly PageBlob[]) {
    const wanted = [...new Set(blobs.map((b) => b.hash))];
    const held = await trx
      .selectFrom('floor_design_page_blobs')
      .select('hash')
      .where('design_id', '=', designId)
      .where('hash', 'in', wanted)
      .execute();
    const have = new Set(held.map((r) => r.hash));
    for (const blob of blobs) {
      if (have.has(blob.hash)) continue;
      have.add(blob.hash);
      await trx
        .insertInto('floor_design_page_blobs')
        .values({ design_id: designId, hash: blob.hash, page_json: blob.text })
        .onConflict((oc) => oc.columns(['design_id', 'hash']).doNothing())
        .execute();
    }
  }

  /**
   * The revisions with their pages. Each blob is read and parsed once however many revisions hold it, and
   * revisions that share a page share its object.
   */
  async function withPages(designId: number, rows: readonly RevisionRow[]): Promise<StoredRevision[]> {
    const wanted = [...new Set(rows.flatMap(hashesOf))];
    const pages = new Map<string, Page>();
    // Chunks keep the IN list within both databases' parameter limits.
    for (let i = 0; i < wanted.length; i += 500) {
      const blobs = await db
        .selectFrom('floor_design_page_blobs')
        .select(['hash', 'page_json'])
        .where('design_id', '=', designId)
        .where('hash', 'in', wanted.slice(i, i + 500))
        .execute();
      for (const b of blobs) pages.set(b.hash, JSON.parse(b.page_json) as Page);
    }
    return rows.map((r) => ({
      ...toSummary(r),
      pages_json: hashesOf(r).flatMap((h) => {
        const page = pages.get(h);
        return page ? [page] : [];
      }),
    }));
  }

  /**
   * The design's pages replaced by `content` and a revision with the next version number appended: the body of
   * every save, run inside the caller's transaction after touchDesign (or the insert) locked the design row.
   */
  async function writeRevision(
    trx: Transaction<Database>,
    designId: number,
    content: RevisionContent,
  ): Promise<RevisionSummary> {
    const { pages, blobs, pageHashes, elementCount } = content;
    await trx.deleteFrom('floor_design_pages').where('design_id', '=', designId).execute();
    await insertPages(trx, designId, pages);
    await storeBlobs(trx, designId, blobs);
    const top = await trx
      .selectFrom('floor_design_revisions')
      .select((eb) => eb.fn.max('version_number').as('n'))
      .where('design_id', '=', designId)
      .executeTakeFirst();
    const versionNumber = Number(top?.n ?? 0) + 1;
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

  async function insertDesign(
    trx: Transaction<Database>,
    ownerId: number,
    design: {
      name: string;
      unit: LengthUnit;
      projectId: number | null;
      rawJson: unknown;
      outlineMetadata: unknown;
    },
  ): Promise<number> {
    const at = now();
    const row = await trx
      .insertInto('floor_designs')
      .values({
        owner_id: ownerId,
        project_id: design.projectId,
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
    return row.id;
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
        const id = await insertDesign(trx, ownerId, { ...design, projectId: null });
        await insertPages(trx, id, [design.firstPage]);
        return id;
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
      const content = revisionContent(design.pages);
      return db.transaction().execute(async (trx) => {
        const id = await insertDesign(trx, ownerId, { ...design, rawJson: null, outlineMetadata: null });
        const revision = await writeRevision(trx, id, content);
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
     * The design's pages as one JSON array text, built from the stored element texts without parsing them: a
     * 50,000-element page is ~13 MB, and parsing it to serialise it again costs the server most of a second.
     */
    async pagesJson(designId: number): Promise<string> {
      const rows = await db
        .selectFrom('floor_design_pages')
        .select(['page_id', 'name', 'elements'])
        .where('design_id', '=', designId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      const pages = rows.map(
        (r) =>
          `{"version":${DRAWING_VERSION},"id":${JSON.stringify(r.page_id)},"name":${JSON.stringify(r.name)},"elements":${r.elements}}`,
      );
      return `[${pages.join(',')}]`;
    },

    pageSummaries: (designId: number) => pageSummaries(db, designId),

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
        await insertPages(trx, designId, [newPage], next);
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

    /**
     * A save: the design's fields and pages are replaced and a revision with the next version number is
     * appended, all in one transaction. Saves of one design queue on the design row's lock (touchDesign), so
     * max + 1 is computed from committed revisions; the unique (design_id, version_number) constraint is the
     * backstop, and a save that still collides is retried from the start.
     */
    async save(
      designId: number,
      changes: FloorDesignChanges,
      pages: readonly Page[],
    ): Promise<RevisionSummary | null> {
      const content = revisionContent(pages);
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction().execute(async (trx) => {
            if (!(await touchDesign(trx, designId, changes))) return null;
            return writeRevision(trx, designId, content);
          });
        } catch (error) {
          if (attempt >= SAVE_ATTEMPTS || !isUniqueViolation(error)) throw error;
        }
      }
    },

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
