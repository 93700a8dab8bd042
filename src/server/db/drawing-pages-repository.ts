import type { Kysely, Transaction } from 'kysely';
import { toTimestamp, type Clock } from '../clock';
import type { Database, DrawingPageRow } from './schema';

export interface NewDrawingPage {
  projectId: number;
  name: string;
  pageType: string;
  scale: string | null;
  order: number;
  storageKey: string;
  fileName: string;
  kind: string;
  size: number;
}

export function createDrawingPagesRepository(db: Kysely<Database>, clock: Clock) {
  const listForProject = (projectId: number, executor: Kysely<Database> = db) =>
    executor
      .selectFrom('drawing_pages')
      .selectAll()
      .where('project_id', '=', projectId)
      .orderBy('page_order')
      .orderBy('id')
      .execute();

  /** Inserts the page inside the caller's transaction (which also makes its file permanent). */
  async function createWithin(trx: Transaction<Database>, page: NewDrawingPage): Promise<DrawingPageRow> {
    return trx
      .insertInto('drawing_pages')
      .values({
        project_id: page.projectId,
        name: page.name,
        page_type: page.pageType,
        scale: page.scale,
        page_order: page.order,
        storage_key: page.storageKey,
        file_name: page.fileName,
        kind: page.kind,
        size: page.size,
        created_at: toTimestamp(clock.now()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  return {
    createWithin,
    /** Inserts the page and stores its file in one transaction (see uploaded files' create). */
    async create(page: NewDrawingPage, storeFile: () => Promise<void>): Promise<DrawingPageRow> {
      return db.transaction().execute(async (trx) => {
        const row = await createWithin(trx, page);
        await storeFile();
        return row;
      });
    },

    /** Sorted by order, then id. */
    listForProject: (projectId: number, executor?: Kysely<Database>): Promise<DrawingPageRow[]> =>
      listForProject(projectId, executor),

    async findInProject(projectId: number, pageId: number): Promise<DrawingPageRow | undefined> {
      return db
        .selectFrom('drawing_pages')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', pageId)
        .executeTakeFirst();
    },

    /** The page's storage key, or null when a concurrent delete removed it first (see uploaded files). */
    async delete(row: DrawingPageRow): Promise<string[] | null> {
      const result = await db.deleteFrom('drawing_pages').where('id', '=', row.id).executeTakeFirst();
      return Number(result.numDeletedRows) === 0 ? null : [row.storage_key];
    },

    /**
     * Sets the order of the listed pages of one project, all or nothing. Answers the ids that are not pages of
     * this project (nothing is changed then); pages not listed keep their order.
     */
    async rearrange(projectId: number, entries: readonly { id: number; order: number }[]): Promise<number[]> {
      return db.transaction().execute(async (trx) => {
        const ids = entries.map((entry) => entry.id);
        const own =
          ids.length === 0
            ? []
            : await trx
                .selectFrom('drawing_pages')
                .select('id')
                .where('project_id', '=', projectId)
                .where('id', 'in', ids)
                .execute();
        const known = new Set(own.map((row) => row.id));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length > 0) return unknown;
        for (const entry of entries) {
          await trx
            .updateTable('drawing_pages')
            .set({ page_order: entry.order })
            .where('id', '=', entry.id)
            .where('project_id', '=', projectId)
            .execute();
        }
        return [];
      });
    },
  };
}

export type DrawingPagesRepository = ReturnType<typeof createDrawingPagesRepository>;
