import type { Kysely } from 'kysely';
import { toTimestamp } from '../clock';
import type { Database } from './schema';

export type AttemptScope = 'username' | 'ip';

export interface AttemptKey {
  scope: AttemptScope;
  key: string;
}

export interface Attempt {
  id: number;
  at: Date;
}

export function createLoginAttemptsRepository(db: Kysely<Database>) {
  return {
    /** Records an attempt (counted as a failure until released) and answers its id. */
    async record({ scope, key }: AttemptKey, at: Date): Promise<number> {
      const row = await db
        .insertInto('login_attempts')
        .values({ scope, key, attempted_at: toTimestamp(at) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Every attempt recorded after `since` (committed ones, and this connection's own), oldest first. */
    async attemptsSince({ scope, key }: AttemptKey, since: Date): Promise<Attempt[]> {
      const rows = await db
        .selectFrom('login_attempts')
        .select(['id', 'attempted_at'])
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('attempted_at', '>', toTimestamp(since))
        .orderBy('attempted_at')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ id: Number(r.id), at: new Date(r.attempted_at) }));
    },

    /** Forgets attempts by id (ones that were refused, or that turned out not to be failures). */
    async release(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
    },

    async clear({ scope, key }: AttemptKey): Promise<void> {
      await db.deleteFrom('login_attempts').where('scope', '=', scope).where('key', '=', key).execute();
    },

    async deleteOlderThan(time: Date): Promise<void> {
      await db.deleteFrom('login_attempts').where('attempted_at', '<=', toTimestamp(time)).execute();
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
