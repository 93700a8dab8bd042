import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { SessionsRepository } from '../db/sessions-repository';
import type { UserRow } from '../db/schema';
import { BROWSER_SESSION_MS, REMEMBERED_SESSION_MS, clearSessionCookie, setSessionCookie } from './cookies';
import { requestSessionId } from './request-session';
import { randomToken, sessionIdFromToken } from './tokens';

/**
 * Server-side sessions: the cookie holds a random token, the database its HMAC, so sessions live in the
 * database (stateless app servers) and can be ended by deleting a row.
 */
export function createSessionManager(sessions: SessionsRepository, clock: Clock, secret: string) {
  const idOf = (request: FastifyRequest): string | undefined => requestSessionId(request, secret);

  return {
    async userOf(request: FastifyRequest): Promise<UserRow | null> {
      const id = idOf(request);
      return (id && (await sessions.findUser(id))) || null;
    },

    /** Starts a new session with a new id (answered); the session the request came with, if any, ends. */
    async start(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: number,
      remember: boolean,
    ): Promise<string> {
      const previous = idOf(request);
      if (previous) await sessions.delete(previous);
      await sessions.deleteExpired();
      const token = randomToken();
      const lifetime = remember ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS;
      const id = sessionIdFromToken(token, secret);
      await sessions.create({
        id,
        userId,
        remember,
        expiresAt: new Date(clock.now().getTime() + lifetime),
      });
      setSessionCookie(request, reply, token, remember);
      return id;
    },

    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const id = idOf(request);
      if (id) await sessions.delete(id);
      clearSessionCookie(request, reply);
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
