import type { Kysely } from 'kysely';
import { toTimestamp } from '../clock';
import type { Database } from './schema';

export type AttemptScope = 'username' | 'ip';

export interface AttemptKey {
  scope: AttemptScope;
  key: string;
}

export function createLoginAttemptsRepository(db: Kysely<Database>) {
  return {
    async record({ scope, key }: AttemptKey, at: Date): Promise<void> {
      await db
        .insertInto('login_attempts')
        .values({ scope, key, attempted_at: toTimestamp(at) })
        .execute();
    },

    /** Times of the failures after `since`, oldest first. */
    async failuresSince({ scope, key }: AttemptKey, since: Date): Promise<Date[]> {
      const rows = await db
        .selectFrom('login_attempts')
        .select('attempted_at')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('attempted_at', '>', toTimestamp(since))
        .orderBy('attempted_at')
        .execute();
      return rows.map((r) => new Date(r.attempted_at));
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
