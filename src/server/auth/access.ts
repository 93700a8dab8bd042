import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { HttpError } from '../errors';

/*
 * Access rules live here, one function per resource, so a route cannot forget them: routes get the caller from
 * currentUser() and objects through the checks below (others' objects answer 404, not 403).
 */

export const AUTH_REQUIRED = 'Authentication required.';

/** preHandler for routes that need a logged-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new HttpError(401, AUTH_REQUIRED);
}

/** The logged-in caller; use in handlers behind requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, AUTH_REQUIRED);
  return request.user;
}
