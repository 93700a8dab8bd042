import { ConfigError, loadConfig } from './config';
import { runServer } from './run';

/** Starts the server from the environment (`npm run dev:server`; `npm start` builds the client first). */
export async function main(): Promise<void> {
  try {
    await runServer(loadConfig());
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
