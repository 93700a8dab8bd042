import type { Kysely, Transaction } from 'kysely';
import { toTimestamp, type Clock } from '../clock';
import type { Database, ProposedDxfRevisionRow } from './schema';

/**
 * Hands out the project's next proposed DXF revision number: one atomic increment of the project's counter, so
 * numbers only grow and are never reused after a delete. Call it inside the transaction that inserts the
 * revision; the row lock (PostgreSQL) or the write lock (SQLite) it takes queues concurrent calls for one project.
 */
export async function takeDxfRevisionNumber(
  trx: Transaction<Database> | Kysely<Database>,
  projectId: number,
): Promise<number> {
  const row = await trx
    .updateTable('projects')
    .set((eb) => ({ last_dxf_revision_number: eb('last_dxf_revision_number', '+', 1) }))
    .where('id', '=', projectId)
    .returning('last_dxf_revision_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_dxf_revision_number);
}

export interface NewDxfRevision {
  projectId: number;
  storageKey: string;
  fileName: string;
  size: number;
}

/** Proposed DXF revisions of a project: written by processing, listed, downloaded and deleted by users. */
export function createDxfRevisionsRepository(db: Kysely<Database>, clock: Clock) {
  /** Numbers and inserts the revision inside the caller's transaction (which also makes its file permanent). */
  async function createWithin(
    trx: Transaction<Database>,
    revision: NewDxfRevision,
  ): Promise<ProposedDxfRevisionRow> {
    const number = await takeDxfRevisionNumber(trx, revision.projectId);
    return trx
      .insertInto('proposed_dxf_revisions')
      .values({
        project_id: revision.projectId,
        revision_number: number,
        storage_key: revision.storageKey,
        file_name: revision.fileName,
        size: revision.size,
        created_at: toTimestamp(clock.now()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  return {
    createWithin,
    /**
     * Adds the next revision (1, 2, ...) with its file stored in the same transaction. Numbers come from the
     * project's counter (takeDxfRevisionNumber): never reused, even after a delete.
     */
    async create(revision: NewDxfRevision, storeFile: () => Promise<void>): Promise<ProposedDxfRevisionRow> {
      return db.transaction().execute(async (trx) => {
        const row = await createWithin(trx, revision);
        await storeFile();
        return row;
      });
    },

    /** Newest first. */
    async listForProject(projectId: number): Promise<ProposedDxfRevisionRow[]> {
      return db
        .selectFrom('proposed_dxf_revisions')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('revision_number', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Any project's revision: callers check access to its project_id before using it. */
    async findById(revisionId: number): Promise<ProposedDxfRevisionRow | undefined> {
      return db
        .selectFrom('proposed_dxf_revisions')
        .selectAll()
        .where('id', '=', revisionId)
        .executeTakeFirst();
    },

    /** The revision's storage key, or null when a concurrent delete removed it first (see uploaded files). */
    async delete(row: ProposedDxfRevisionRow): Promise<string[] | null> {
      const result = await db
        .deleteFrom('proposed_dxf_revisions')
        .where('id', '=', row.id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 0 ? null : [row.storage_key];
    },
  };
}

export type DxfRevisionsRepository = ReturnType<typeof createDxfRevisionsRepository>;
