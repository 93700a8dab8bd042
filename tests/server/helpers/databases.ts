import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  createDatabase,
  type Db,
  postgresClientConfig,
  SQLITE_FILENAME,
} from '../../../src/server/db/connect';
import { migrateToLatest } from '../../../src/server/db/migrate';

/*
 * The server suites run once per available database: SQLite always, PostgreSQL when TEST_DATABASE_URL (default:
 * the local server) answers within 2 s. Each test file gets its own SQLite file or PostgreSQL schema, so files
 * can run in parallel.
 */

export interface TestDatabase {
  db: Db;
  /** Where a CLI child process or a second connection finds the same data. */
  env: { DATA_DIR: string; DATABASE_URL?: string; PGOPTIONS?: string };
  dispose(): Promise<void>;
}

export interface Backend {
  name: 'sqlite' | 'postgres';
  open(): Promise<TestDatabase>;
}

const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://127.0.0.1:5432/test';

async function openSqlite(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-test-'));
  const db = createDatabase({ dialect: 'sqlite', filename: path.join(dataDir, SQLITE_FILENAME) });
  await migrateToLatest(db);
  return {
    db,
    env: { DATA_DIR: dataDir },
    async dispose() {
      await db.kysely.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<TestDatabase> {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client(postgresClientConfig(PG_URL));
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createDatabase({ dialect: 'postgres', connectionString: PG_URL, schema });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.kysely.destroy();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
    throw error;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-test-'));
  return {
    db,
    env: { DATA_DIR: dataDir, DATABASE_URL: PG_URL, PGOPTIONS: `-c search_path=${schema}` },
    async dispose() {
      await db.kysely.destroy();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresUnavailableReason(): Promise<string | undefined> {
  const client = new pg.Client({ ...postgresClientConfig(PG_URL), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return `${PG_URL} did not answer (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function availableBackends(): Promise<Backend[]> {
  const backends: Backend[] = [{ name: 'sqlite', open: openSqlite }];
  const reason = await postgresUnavailableReason();
  if (reason) console.warn(`skipping PostgreSQL: ${reason}`);
  else backends.push({ name: 'postgres', open: openPostgres });
  return backends;
}

export const BACKENDS: Backend[] = await availableBackends();
