import type { Kysely } from 'kysely';
import { toTimestamp, type Clock } from '../clock';
import type { Database, FloorDesignUnderlayRow } from './schema';

export type NewUnderlay = Omit<FloorDesignUnderlayRow, 'id' | 'created_at'>;

/** Underlay files of floor designs; a lookup is always within one design, so another design's id is not found. */
export function createUnderlaysRepository(db: Kysely<Database>, clock: Clock) {
  return {
    /**
     * Inserts the record and, inside the same transaction, stores its files (`storeFiles`), so a failure leaves
     * neither a record without files nor (with saveWithRecord's discard) files without a record.
     */
    async create(row: NewUnderlay, storeFiles: () => Promise<void>): Promise<FloorDesignUnderlayRow> {
      return db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('floor_design_underlays')
          .values({ ...row, created_at: toTimestamp(clock.now()) })
          .returningAll()
          .executeTakeFirstOrThrow();
        await storeFiles();
        return created;
      });
    },

    async find(designId: number, id: number): Promise<FloorDesignUnderlayRow | undefined> {
      return db
        .selectFrom('floor_design_underlays')
        .selectAll()
        .where('design_id', '=', designId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async count(designId: number): Promise<number> {
      const row = await db
        .selectFrom('floor_design_underlays')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('design_id', '=', designId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
