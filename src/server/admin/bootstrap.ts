import { randomBytes } from 'node:crypto';
import type { Repositories } from '../db/repositories';
import { createUser } from './commands';

export const ADMIN_USERNAME = 'admin';

export type AdminBootstrap =
  { created: false } | { created: true; password: string; passwordFrom: 'ADMIN_PASSWORD' | 'random' };

/**
 * Signup is outside the app, so a fresh database gets one user to log in with: `admin`, with ADMIN_PASSWORD or
 * a random password the caller prints once.
 */
export async function ensureAdminUser(
  repos: Repositories,
  adminPassword: string | undefined,
): Promise<AdminBootstrap> {
  if ((await repos.users.count()) > 0) return { created: false };
  const password = adminPassword ?? randomBytes(12).toString('base64url');
  await createUser(repos, { username: ADMIN_USERNAME, password });
  return { created: true, password, passwordFrom: adminPassword ? 'ADMIN_PASSWORD' : 'random' };
}
