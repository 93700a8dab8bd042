import cluster from 'node:cluster';
import { runPrimary } from './cluster/primary';
import { WORKER_INDEX_ENV } from './cluster/messages';
import { runClusterWorker } from './cluster/worker';
import { ConfigError, loadConfig } from './config';
import { runServer } from './run';

/**
 * Starts the server from the environment (`npm run dev:server`; `npm start` builds the client first): one
 * process with WORKERS=1, otherwise a cluster's primary, which forks this same file as its server processes.
 */
export async function main(): Promise<void> {
  try {
    const config = loadConfig();
    if (cluster.isWorker) await runClusterWorker(config, Number(process.env[WORKER_INDEX_ENV] ?? 0));
    else if (config.workers > 1) await runPrimary(config);
    else await runServer(config);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error('Draftroom failed to start:', error);
    }
    process.exit(1);
  }
}

await main();
