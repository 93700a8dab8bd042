import type { Kysely } from 'kysely';
import { toTimestamp, type Clock } from '../clock';
import type { Database, ProposedDxfRevisionRow } from './schema';

export interface NewDxfRevision {
  projectId: number;
  storageKey: string;
  fileName: string;
  size: number;
}

/** Proposed DXF revisions of a project: written by processing, listed, downloaded and deleted by users. */
export function createDxfRevisionsRepository(db: Kysely<Database>, clock: Clock) {
  return {
    /**
     * Adds the next revision (1, 2, ...) with its file stored in the same transaction. Numbers are never reused
     * while a later one exists; the unique (project, number) constraint refuses a concurrent duplicate.
     */
    async create(revision: NewDxfRevision, storeFile: () => Promise<void>): Promise<ProposedDxfRevisionRow> {
      return db.transaction().execute(async (trx) => {
        const last = await trx
          .selectFrom('proposed_dxf_revisions')
          .select((eb) => eb.fn.max('revision_number').as('n'))
          .where('project_id', '=', revision.projectId)
          .executeTakeFirst();
        const row = await trx
          .insertInto('proposed_dxf_revisions')
          .values({
            project_id: revision.projectId,
            revision_number: Number(last?.n ?? 0) + 1,
            storage_key: revision.storageKey,
            file_name: revision.fileName,
            size: revision.size,
            created_at: toTimestamp(clock.now()),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
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
