import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the client bundle is built from: a change to any of these makes dist/ stale. */
export const CLIENT_SOURCES = [
  'src/client',
  'src/core',
  'src/contract',
  'index.html',
  'vite.config.ts',
  'build',
];

function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestModification(path.join(target, entry)));
  }
  return newest;
}

/** True when dist/index.html is missing or older than any client source under `root`. */
export function clientBuildIsStale(root: string): boolean {
  const index = path.join(root, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestModification(path.join(root, source)) > built);
}

export type ClientBuildResult = 'built' | 'up-to-date' | 'no-client';

/** Runs the Vite build when needed, so `npm start` on a fresh clone serves a current client. */
export async function buildClientIfNeeded(root: string): Promise<ClientBuildResult> {
  if (!existsSync(path.join(root, 'src', 'client', 'main.tsx'))) return 'no-client';
  if (!clientBuildIsStale(root)) return 'up-to-date';
  const { build } = await import('vite');
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  return 'built';
}
