import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_URL_ENV, E2E_USER } from './e2eUser';
import { freePort, runToEnd, startProcess, stopProcess, waitUntilServing } from './serverProcess';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

/**
 * Starts the real server the way a user does (`npm start`: builds the client if stale, migrates, serves API
 * and SPA) on a free port with a throwaway DATA_DIR, then creates the test user with the admin command line.
 * Returns the teardown, which stops the server and deletes the data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-e2e-'));
  // E2E_PORT pins the port (machines shared by several runs hand out port ranges); a free one otherwise.
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  // The e2e suite always runs on SQLite in its temp folder, whatever the caller's environment says.
  delete env.DATABASE_URL;

  const server = startProcess(tsx, ['src/server/start.ts'], env, root);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // Generous: a cold `vite build` on a busy two-core machine comes first.
    await waitUntilServing(`${baseUrl}/api/whoami/`, server, 240_000);
    await runToEnd(
      tsx,
      [
        'src/server/cli.ts',
        'create-user',
        E2E_USER.username,
        '--password',
        E2E_USER.password,
        '--first-name',
        E2E_USER.firstName,
      ],
      env,
      root,
    );
  } catch (error) {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  process.env[BASE_URL_ENV] = baseUrl;

  return async () => {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
