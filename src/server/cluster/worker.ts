import type { AddressInfo } from 'node:net';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createDatabase, databaseTarget } from '../db/connect';
import { SERVING_POOL } from '../run';
import { stopOnSignals } from '../shutdown';
import { ipcJobLink } from './ipc-job-link';
import { isClusterMessage, JOBS_WORKER_INDEX, type ClusterMessage } from './messages';

/**
 * One server process of a cluster: serves the app on the shared port. The primary has already migrated the
 * database and made the admin user, and prints the address once every process listens. Only the process with
 * index 0 runs processing jobs (see JobLink).
 */
export async function runClusterWorker(config: Config, index: number): Promise<void> {
  const db = createDatabase(databaseTarget(config));
  const app = buildApp({
    config,
    db,
    logger: { level: config.logLevel },
    processing: { link: ipcJobLink(index === JOBS_WORKER_INDEX), runner: { pool: SERVING_POOL } },
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    await db.kysely.destroy().catch(() => undefined);
    throw error;
  }

  // The same graceful stop as a lone server, whichever comes first: a signal to this process (its process
  // group was signalled), the primary's message (it was signalled), or the primary gone (killed).
  const stop = stopOnSignals(app, db, { escalate: false });
  process.on('message', (message: unknown) => {
    if (isClusterMessage(message) && message.draftroom === 'shutdown') stop('shutdown message');
  });
  process.on('disconnect', () => stop('primary gone'));

  const { port } = app.server.address() as AddressInfo;
  const listening: ClusterMessage = { draftroom: 'listening', port };
  process.send?.(listening);
}
