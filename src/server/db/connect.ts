import { userInfo } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

export type SqlDialect = 'sqlite' | 'postgres';

export type DatabaseTarget =
  | { dialect: 'sqlite'; filename: string }
  | {
      dialect: 'postgres';
      connectionString: string;
      /** Schema to work in (tests use one per file); defaults to the server's search_path. */
      schema?: string;
    };

export interface Db {
  kysely: Kysely<Database>;
  dialect: SqlDialect;
  /** SQLite's database file (other threads may open it too); absent on PostgreSQL. */
  filename?: string;
}

export const SQLITE_FILENAME = 'draftroom.sqlite';

export function databaseTarget(config: Pick<Config, 'dataDir' | 'databaseUrl'>): DatabaseTarget {
  return config.databaseUrl
    ? { dialect: 'postgres', connectionString: config.databaseUrl }
    : { dialect: 'sqlite', filename: path.join(config.dataDir, SQLITE_FILENAME) };
}

/*
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE). With several server processes on one file
 * (WORKERS > 1, or the CLI beside the server), a deferred transaction that reads and then writes fails at once
 * with SQLITE_BUSY when another process wrote since its read: busy_timeout cannot help a stale snapshot. Taking
 * the lock first makes such transactions wait their turn instead. Within one process they were serialised anyway
 * (one connection).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

function openSqlite(filename: string): Kysely<Database> {
  const database = new SqliteDatabase(filename);
  // WAL lets readers run while a write is in progress; busy_timeout makes server processes and the CLI wait for
  // each other's writes instead of failing with SQLITE_BUSY.
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }),
  });
}

/**
 * pg falls back to $USER for a URL without a user name, which services and CI runners often lack: name the
 * process's user in the URL then (a separate `user` option would be overridden by the URL's empty one).
 */
function withDefaultUser(connectionString: string): string {
  const url = new URL(connectionString);
  if (url.username || process.env.PGUSER || process.env.USER) return connectionString;
  url.username = encodeURIComponent(userInfo().username);
  return url.toString();
}

export function postgresClientConfig(connectionString: string, schema?: string): pg.PoolConfig {
  return {
    connectionString: withDefaultUser(connectionString),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
}

function openPostgres(connectionString: string, schema: string | undefined): Kysely<Database> {
  const pool = new pg.Pool({
    ...postgresClientConfig(connectionString, schema),
    max: 10,
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function createDatabase(target: DatabaseTarget): Db {
  return target.dialect === 'sqlite'
    ? { kysely: openSqlite(target.filename), dialect: 'sqlite', filename: target.filename }
    : { kysely: openPostgres(target.connectionString, target.schema), dialect: 'postgres' };
}
