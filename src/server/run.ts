import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { ensureAdminUser, type AdminBootstrap } from './admin/bootstrap';
import { buildApp } from './app';
import { systemClock } from './clock';
import type { Config } from './config';
import { createDatabase, databaseTarget, type Db } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createRepositories } from './db/repositories';
import { stopOnSignals } from './shutdown';

export interface RunOptions {
  /** Stop gracefully on SIGTERM/SIGINT and exit the process (the real server; tests pass false). */
  handleSignals?: boolean;
  distDir?: string;
}

/**
 * What must happen once per start, before any request is served: migrations, then a user to log in with. A lone
 * server does it itself; a cluster's primary does it before it forks the server processes.
 */
export async function prepareDatabase(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<AdminBootstrap> {
  const applied = await migrateToLatest(db);
  for (const name of applied) log.info({ migration: name }, 'applied database migration');
  const admin = await ensureAdminUser(createRepositories(db.kysely, systemClock), config.adminPassword);
  if (admin.created) {
    log.warn(
      admin.passwordFrom === 'random'
        ? `Created user admin with password ${admin.password}`
        : 'Created user admin with the password from ADMIN_PASSWORD',
    );
  }
  return admin;
}

/** A serving process keeps one processing worker started, so the first job after a quiet spell starts at once. */
export const SERVING_POOL = { warm: 1 };

/** The address people open, from the configured host and the port actually bound. */
export function serverUrl(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Opens and migrates the database, makes sure someone can log in, and serves the app from this process. */
export async function runServer(config: Config, { handleSignals = true, distDir }: RunOptions = {}) {
  const db = createDatabase(databaseTarget(config));
  const app = buildApp({
    config,
    db,
    logger: { level: config.logLevel },
    processing: { runner: { pool: SERVING_POOL } },
    ...(distDir ? { distDir } : {}),
  });
  let admin: AdminBootstrap;
  try {
    admin = await prepareDatabase(db, config, app.log);
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await db.kysely.destroy().catch(() => undefined);
    throw error;
  }

  const { port } = app.server.address() as AddressInfo;
  const url = serverUrl(config.host, port);
  app.log.info(`Draftroom is running at ${url} — ${loginHint(admin)}`);

  if (handleSignals) stopOnSignals(app, db, { escalate: true });
  return { app, db, url };
}

/** What the start-up line tells a person about logging in, depending on what this start did. */
export function loginHint(admin: AdminBootstrap): string {
  if (!admin.created) {
    return 'log in with an existing account, or create one with: npm run admin -- create-user <name> --password <pw>';
  }
  return admin.passwordFrom === 'random'
    ? 'log in as admin with the password printed above'
    : 'log in as admin with the password from ADMIN_PASSWORD';
}
