import type { Kysely } from 'kysely';
import { toTimestamp, type Clock } from '../clock';
import type { Database, UserRow } from './schema';

export interface NewSession {
  /** The stored (hashed) id, never the cookie's token. */
  id: string;
  userId: number;
  remember: boolean;
  expiresAt: Date;
}

export function createSessionsRepository(db: Kysely<Database>, clock: Clock) {
  // Every API request runs this lookup: compiled once, run with each request's values (building and compiling
  // the query each time cost more than SQLite's work on it).
  const findUserQuery = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.id', '=', '')
    .where('sessions.expires_at', '>', toTimestamp(new Date(0)))
    .compile();
  return {
    async create(session: NewSession): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          remember: session.remember ? 1 : 0,
          created_at: toTimestamp(clock.now()),
          expires_at: toTimestamp(session.expiresAt),
        })
        .execute();
    },

    /** The user of a session that has not expired yet. */
    async findUser(id: string): Promise<UserRow | undefined> {
      const { rows } = await db.executeQuery<UserRow>({
        ...findUserQuery,
        parameters: [id, toTimestamp(clock.now())],
      });
      return rows[0];
    },

    async delete(id: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    async deleteExpired(): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<=', toTimestamp(clock.now())).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
