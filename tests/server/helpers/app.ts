import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import type { HashGateOptions } from '../../../src/server/auth/hash-gate';
import { hashPassword, type ScryptParams } from '../../../src/server/auth/password';
import type { Config } from '../../../src/server/config';
import type { Repositories } from '../../../src/server/db/repositories';
import type { ProcessingPluginOptions } from '../../../src/server/plugins/processing';
import { TestClock } from './clock';
import type { Backend, TestDatabase } from './databases';
import type { SavePoolOptions } from '../../../src/server/saves/save-pool';

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    sessionSecret: 'test-session-secret-that-is-long-enough-000',
    uploadMaxBytes: 1024 * 1024,
    adminPassword: undefined,
    logLevel: 'silent',
    trustProxy: false,
    workers: 1,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  database: TestDatabase;
  repos: Repositories;
}

const TABLES = [
  'processing_jobs',
  'proposed_dxf_revisions',
  'drawing_pages',
  'uploaded_files',
  'projects',
  'floor_design_revisions',
  'floor_design_pages',
  'floor_designs',
  'memberships',
  'sessions',
  'organizations',
  'login_attempts',
  'users',
] as const;

export interface UseTestAppOptions {
  config?: Partial<Config>;
  /** Called before the app is ready, e.g. to add a route a test needs. */
  prepare?: (app: FastifyInstance) => void;
  /** Processing service or job-runner settings for this app. */
  processing?: ProcessingPluginOptions;
  /** Password hashing capacity (production default otherwise). */
  hashGate?: HashGateOptions;
  /** Save workers: count, queue, inline size, worker entry (production defaults otherwise). */
  saves?: Partial<SavePoolOptions>;
}

/**
 * A fresh app on a fresh database for this describe block; tables are emptied and the clock reset before each
 * test. Returns a live view whose fields are set once beforeAll ran.
 */
export function useTestApp(backend: Backend, options: UseTestAppOptions = {}): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    ctx.database = await backend.open();
    ctx.clock = new TestClock();
    // The app reads the clock through this wrapper, so beforeEach can swap in a fresh TestClock.
    ctx.app = buildApp({
      config: testConfig(ctx.database.env.DATA_DIR, options.config),
      db: ctx.database.db,
      clock: { now: () => ctx.clock.now() },
      distDir: '/nonexistent-dist',
      scryptParams: TEST_SCRYPT_PARAMS,
      ...(options.processing ? { processing: options.processing } : {}),
      ...(options.hashGate ? { hashGate: options.hashGate } : {}),
      ...(options.saves ? { saves: options.saves } : {}),
    });
    options.prepare?.(ctx.app);
    await ctx.app.ready();
    ctx.repos = ctx.app.repos;
  });
  beforeEach(async () => {
    ctx.clock = new TestClock();
    for (const table of TABLES) await ctx.database.db.kysely.deleteFrom(table).execute();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.dispose();
  });
  return ctx;
}

/**
 * Real scrypt, at a cost low enough for suites that log in hundreds of times on a busy 2-core machine. The
 * production cost is exercised by password.test.ts and the CLI tests.
 */
export const TEST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 12, r: 8, p: 1 };

const hashes = new Map<string, Promise<string>>();

/** Users with real scrypt hashes; each distinct password is hashed once per test file. */
export async function createTestUser(
  repos: Repositories,
  username: string,
  password = 'correct horse battery',
  profile: { first_name?: string; last_name?: string; email?: string } = {},
): Promise<number> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password, TEST_SCRYPT_PARAMS));
  const passwordHash = await (hashes.get(password) as Promise<string>);
  return repos.users.create({ username, passwordHash, ...profile });
}
