import { AdminError } from './admin/commands';
import { runAdminCommand } from './admin/run-command';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { createDatabase, databaseTarget } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createRepositories } from './db/repositories';

/** `npm run admin -- <command>`: see admin/run-command.ts for the commands. */
async function cli(argv: string[]): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    return 1;
  }
  const db = createDatabase(databaseTarget(config));
  try {
    await migrateToLatest(db);
    const lines = await runAdminCommand(createRepositories(db.kysely, systemClock), argv);
    for (const line of lines) console.log(line);
    return 0;
  } catch (error) {
    console.error(error instanceof AdminError ? `error: ${error.message}` : error);
    return 1;
  } finally {
    await db.kysely.destroy();
  }
}

process.exitCode = await cli(process.argv.slice(2));
