import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_ERROR } from '../../contract/common';
import { HttpError } from '../errors';
import { setCsrfCookie } from './cookies';
import { randomBytesPooled } from './random-pool';
import { requestSessionId } from './request-session';
import { safeEqual } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
const SECRET_BYTES = 32;

/*
 * Tokens as Django makes them: a 32-byte secret, sent masked (a fresh random mask, then secret XOR mask), so the
 * token's bytes differ on every response and nothing in a compressed response can be guessed from its size.
 * With a session the secret is an HMAC of the session's id: the token belongs to that session, and a token
 * taken from another session (or planted before login) is refused. Without a session (the login form), the
 * header must carry the same secret as the cookie, which another site can neither read nor set.
 */

function mask(secret: Buffer): string {
  const pad = randomBytesPooled(SECRET_BYTES);
  const masked = Buffer.alloc(SECRET_BYTES);
  for (let i = 0; i < SECRET_BYTES; i++) masked[i] = (secret[i] as number) ^ (pad[i] as number);
  return Buffer.concat([pad, masked]).toString('base64url');
}

function unmask(token: string | undefined): Buffer | undefined {
  if (!token || !/^[A-Za-z0-9_-]{86}$/.test(token)) return undefined;
  const bytes = Buffer.from(token, 'base64url');
  // One spelling per token: the last character's spare bits must be zero.
  if (bytes.length !== 2 * SECRET_BYTES || bytes.toString('base64url') !== token) return undefined;
  const secret = Buffer.alloc(SECRET_BYTES);
  for (let i = 0; i < SECRET_BYTES; i++) {
    secret[i] = (bytes[i] as number) ^ (bytes[SECRET_BYTES + i] as number);
  }
  return secret;
}

function sessionSecretFor(request: FastifyRequest, sessionId: string): Buffer {
  return createHmac('sha256', request.server.config.sessionSecret).update(`csrf:${sessionId}`).digest();
}

/** The secret a write from this request must carry, or undefined when none is known (no session, no cookie). */
function expectedSecret(request: FastifyRequest): Buffer | undefined {
  const sessionId = requestSessionId(request, request.server.config.sessionSecret);
  if (sessionId) return sessionSecretFor(request, sessionId);
  return unmask(request.cookies[CSRF_COOKIE]);
}

/** A present Origin must be this server as the browser sees it (scheme, host and port). */
function originMatches(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  return origin === `${request.protocol}://${request.host}`;
}

function tokenMatches(request: FastifyRequest): boolean {
  const header = request.headers['x-csrftoken'];
  const sent = unmask(typeof header === 'string' ? header : undefined);
  const expected = expectedSecret(request);
  if (!sent || !expected) return false;
  return safeEqual(sent.toString('base64url'), expected.toString('base64url'));
}

/**
 * CSRF check for every write (login included): X-CSRFToken must carry the session's secret (or, without a
 * session, the cookie's). Runs before the body is read. Every unsafe method is checked, not only those under
 * /api: the router decodes paths (/%61pi/login/ reaches the login route), so a check by URL prefix could be
 * sidestepped, and only the API accepts writes anyway.
 */
export async function csrfGuard(request: FastifyRequest): Promise<void> {
  if (SAFE_METHODS.has(request.method)) return;
  if (!originMatches(request) || !tokenMatches(request)) throw new HttpError(403, CSRF_ERROR);
}

/**
 * Gives the browser a token for what it is now (whoami calls this, so the login form can post), masked anew
 * each time. The secret only changes when it would not be accepted, so other tabs' tokens keep working.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secret = expectedSecret(request) ?? randomBytes(SECRET_BYTES);
  setCsrfCookie(request, reply, mask(secret));
}

/** A token for the session login just started, as Django rotates it, so a token from before login is useless. */
export function rotateCsrfCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  setCsrfCookie(request, reply, mask(sessionSecretFor(request, sessionId)));
}
