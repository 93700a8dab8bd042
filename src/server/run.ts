import type { AddressInfo } from 'node:net';
import { ensureAdminUser, type AdminBootstrap } from './admin/bootstrap';
import { buildApp } from './app';
import type { Config } from './config';
import { createDatabase, databaseTarget } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { shutdown } from './shutdown';

export interface RunOptions {
  /** Stop gracefully on SIGTERM/SIGINT and exit the process (the real server; tests pass false). */
  handleSignals?: boolean;
  distDir?: string;
}

/** Opens and migrates the database, makes sure someone can log in, and serves the app. */
export async function runServer(config: Config, { handleSignals = true, distDir }: RunOptions = {}) {
  const db = createDatabase(databaseTarget(config));
  const app = buildApp({ config, db, logger: { level: config.logLevel }, ...(distDir ? { distDir } : {}) });
  let admin: AdminBootstrap;
  try {
    const applied = await migrateToLatest(db);
    for (const name of applied) app.log.info({ migration: name }, 'applied database migration');

    await app.ready();
    admin = await ensureAdminUser(app.repos, config.adminPassword);
    if (admin.created) {
      app.log.warn(
        admin.passwordFrom === 'random'
          ? `Created user admin with password ${admin.password}`
          : 'Created user admin with the password from ADMIN_PASSWORD',
      );
    }

    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await db.kysely.destroy().catch(() => undefined);
    throw error;
  }

  const { port } = app.server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  app.log.info(`Draftroom is running at ${url} — ${loginHint(admin)}`);

  if (handleSignals) {
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) {
        app.log.warn(`${signal} again: exiting without waiting`);
        process.exit(1);
      }
      stopping = true;
      app.log.info(`${signal} received: finishing in-flight requests, then stopping`);
      shutdown(app, db).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  }
  return { app, db, url };
}

/** What the start-up line tells a person about logging in, depending on what this start did. */
function loginHint(admin: AdminBootstrap): string {
  if (!admin.created) {
    return 'log in with an existing account, or create one with: npm run admin -- create-user <name> --password <pw>';
  }
  return admin.passwordFrom === 'random'
    ? 'log in as admin with the password printed above'
    : 'log in as admin with the password from ADMIN_PASSWORD';
}
