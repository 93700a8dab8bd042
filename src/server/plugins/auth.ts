import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../api-path';
import { csrfGuard } from '../auth/csrf';
import { createHashGate, DEFAULT_HASH_GATE, type HashGateOptions } from '../auth/hash-gate';
import { createLoginService, type LoginService } from '../auth/login';
import { createPasswordHasher, type ScryptParams } from '../auth/password';
import { createSessionManager, type SessionManager } from '../auth/sessions';
import { createLoginThrottle } from '../auth/throttle';
import type { UserRow } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
    login: LoginService;
  }
  interface FastifyRequest {
    /** The logged-in caller of an /api request, or null. */
    user: UserRow | null;
  }
}

export interface AuthPluginOptions {
  /** scrypt cost of the dummy check for unknown usernames; match the cost of stored hashes. */
  scryptParams?: ScryptParams;
  /** How many password hashes may run and wait at once. */
  hashGate?: HashGateOptions;
}

/** CSRF protection for every write and the caller's identity for API requests, before any route runs. */
export default fp<AuthPluginOptions>(
  async function authPlugin(app: FastifyInstance, { scryptParams, hashGate = DEFAULT_HASH_GATE }) {
    const sessions = createSessionManager(app.repos.sessions, app.clock, app.config.sessionSecret);
    const throttle = createLoginThrottle(app.repos.loginAttempts, app.clock);
    const passwords = createPasswordHasher(scryptParams, createHashGate(hashGate));
    app.decorate('sessions', sessions);
    app.decorate('login', createLoginService(app.repos.users, throttle, passwords));
    app.decorateRequest('user', null);

    app.addHook('onRequest', csrfGuard);
    app.addHook('onRequest', async (request) => {
      if (isApiRequest(request)) request.user = await sessions.userOf(request);
    });
  },
  { name: 'auth', dependencies: ['database', '@fastify/cookie'] },
);
