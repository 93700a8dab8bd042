import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_ERROR } from '../../contract/common';
import { HttpError } from '../errors';
import { setCsrfCookie } from './cookies';
import { randomToken, safeEqual } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** A present Origin must be this server as the browser sees it (scheme, host and port). */
function originMatches(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === `${request.protocol}://${request.host}`;
}

function tokenMatches(request: FastifyRequest): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers['x-csrftoken'];
  if (!cookie || typeof header !== 'string' || header === '') return false;
  return safeEqual(header, cookie);
}

/**
 * Double-submit CSRF check for every write (login included): the X-CSRFToken header must equal the csrftoken
 * cookie, which another site can neither read nor set. Runs before the body is read. Every unsafe method is
 * checked, not only those under /api: the router decodes paths (/%61pi/login/ reaches the login route), so a
 * check by URL prefix could be sidestepped, and only the API accepts writes anyway.
 */
export async function csrfGuard(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  if (!originMatches(request) || !tokenMatches(request)) throw new HttpError(403, CSRF_ERROR);
}

/** Gives the browser a CSRF token if it has none (whoami calls this, so the login form can post). */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.cookies[CSRF_COOKIE]) setCsrfCookie(request, reply, randomToken());
}

/** A new token at login, as Django does, so a token planted before login is useless afterwards. */
export function rotateCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  setCsrfCookie(request, reply, randomToken());
}
