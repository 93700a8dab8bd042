import type { Kysely, Transaction } from 'kysely';
import { toTimestamp, type Clock } from '../clock';
import type { Database, UploadedFileRow } from './schema';

export interface NewUploadedFile {
  projectId: number;
  storageKey: string;
  fileName: string;
  kind: string;
  size: number;
  /** A mockup the server made with the file (an adopted layout's drawing); absent for uploads. */
  mockupKey?: string;
}

export function createUploadedFilesRepository(db: Kysely<Database>, clock: Clock) {
  /** Inserts the record inside the caller's transaction; the caller stores the bytes in that transaction too. */
  async function insertWithin(trx: Transaction<Database>, file: NewUploadedFile): Promise<UploadedFileRow> {
    return trx
      .insertInto('uploaded_files')
      .values({
        project_id: file.projectId,
        storage_key: file.storageKey,
        file_name: file.fileName,
        kind: file.kind,
        size: file.size,
        uploaded_at: toTimestamp(clock.now()),
        processed_json: null,
        debug_output_key: file.mockupKey ?? null,
        generated_dxf_key: null,
        processing_status: null,
        processing_error: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  return {
    /**
     * Inserts the record and, in the same transaction, runs `storeFile` (which makes the staged bytes
     * permanent): if storing fails the record is rolled back, so a record never points at missing bytes.
     */
    async create(file: NewUploadedFile, storeFile: () => Promise<void>): Promise<UploadedFileRow> {
      return db.transaction().execute(async (trx) => {
        const row = await insertWithin(trx, file);
        await storeFile();
        return row;
      });
    },

    insertWithin,

    /** Newest first. */
    async listForProject(projectId: number): Promise<UploadedFileRow[]> {
      return db
        .selectFrom('uploaded_files')
        .selectAll()
        .where('project_id', '=', projectId)
        .orderBy('uploaded_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async findInProject(projectId: number, uploadId: number): Promise<UploadedFileRow | undefined> {
      return db
        .selectFrom('uploaded_files')
        .selectAll()
        .where('project_id', '=', projectId)
        .where('id', '=', uploadId)
        .executeTakeFirst();
    },

    /**
     * Deletes the record; answers the storage keys that belonged to it (the caller removes the bytes), or null
     * when there was nothing left to delete: a concurrent delete won, and only the winner may report success and
     * remove the files.
     */
    async delete(row: UploadedFileRow): Promise<string[] | null> {
      const result = await db.deleteFrom('uploaded_files').where('id', '=', row.id).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) return null;
      return [row.storage_key, row.debug_output_key, row.generated_dxf_key].filter(
        (key): key is string => key !== null,
      );
    },
  };
}

export type UploadedFilesRepository = ReturnType<typeof createUploadedFilesRepository>;
