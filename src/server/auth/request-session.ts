import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './cookies';
import { sessionIdFromToken } from './tokens';

const ids = new WeakMap<FastifyRequest, string | null>();

/**
 * The stored id of the session the request's cookie names (whether or not that session still exists), or
 * undefined without a cookie. Computed once per request: the user lookup and the CSRF token both need it, and
 * an HMAC per use showed in whoami's profile.
 */
export function requestSessionId(request: FastifyRequest, secret: string): string | undefined {
  const known = ids.get(request);
  if (known !== undefined) return known ?? undefined;
  const token = request.cookies[SESSION_COOKIE];
  const id = token ? sessionIdFromToken(token, secret) : null;
  ids.set(request, id);
  return id ?? undefined;
}
