import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE } from '../../contract/common';

export const SESSION_COOKIE = 'sessionid';

/** "Remember me" keeps the session for 30 days; otherwise the cookie lasts the browser session, at most 12 h. */
export const REMEMBERED_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;
const CSRF_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Secure only over HTTPS: request.protocol honours X-Forwarded-Proto only when TRUST_PROXY says so. */
const isHttps = (request: FastifyRequest) => request.protocol === 'https';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  remember: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(request),
    ...(remember ? { maxAge: REMEMBERED_SESSION_MS / 1000 } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(request) });
}

/** Readable by the page's JavaScript, which echoes it in X-CSRFToken. */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: isHttps(request),
    maxAge: CSRF_COOKIE_MAX_AGE_S,
  });
}
