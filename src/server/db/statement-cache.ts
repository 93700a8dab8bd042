import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct statements stay prepared: the app's queries are a few hundred shapes at most. */
const CACHE_SIZE = 512;

/**
 * Kysely's SQLite driver prepares every query anew; on a cheap request (whoami, a cached list's session check)
 * compiling the SQL cost more than running it. This keeps the prepared statements of the last CACHE_SIZE SQL
 * texts (least recently used first out). Safe because the driver runs one statement at a time on the one
 * connection and reads each result whole (`all`/`run`), and SQLite re-prepares a statement itself when the
 * schema changes under it.
 */
export function withStatementCache(database: SqliteDatabase): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      cache.clear();
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached) {
        // Map keeps insertion order: re-inserting marks it most recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
  };
}
