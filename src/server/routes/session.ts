import type { FastifyInstance } from 'fastify';
import {
  LoginRequest,
  type LoginResponse,
  type LogoutResponse,
  type WhoamiResponse,
} from '../../contract/auth';
import { ensureCsrfCookie, rotateCsrfCookie } from '../auth/csrf';
import { throttledMessage } from '../auth/throttle';
import { describeZodError } from '../errors';

export const INVALID_CREDENTIALS = 'Invalid username or password.';
export const LOGIN_BUSY = 'Too many logins at once. Try again in a moment.';

/** whoami, login and logout (spec section 7, "Session and account"). */
export default async function sessionRoutes(app: FastifyInstance) {
  app.get('/api/whoami/', async (request, reply): Promise<WhoamiResponse> => {
    ensureCsrfCookie(request, reply);
    const user = request.user;
    return user ? { username: user.username, first_name: user.first_name, last_name: user.last_name } : {};
  });

  app.post('/api/login/', async (request, reply): Promise<LoginResponse> => {
    const parsed = LoginRequest.safeParse(request.body);
    if (!parsed.success) {
      reply.code(400);
      return { success: false, error: describeZodError(parsed.error) };
    }
    const { username, password, remember = false } = parsed.data;
    const outcome = await app.login.attempt(username, password, request.ip);
    if (!outcome.ok) {
      if (outcome.reason === 'throttled') {
        reply.code(429).header('retry-after', String(Math.ceil(outcome.retryAfterMs / 1000)));
        return { success: false, error: throttledMessage(outcome.retryAfterMs) };
      }
      if (outcome.reason === 'busy') {
        reply.code(503).header('retry-after', '1');
        return { success: false, error: LOGIN_BUSY };
      }
      reply.code(400);
      return { success: false, error: INVALID_CREDENTIALS };
    }
    const sessionId = await app.sessions.start(request, reply, outcome.user.id, remember);
    rotateCsrfCookie(request, reply, sessionId);
    return { success: true };
  });

  app.post('/api/logout/', async (request, reply): Promise<LogoutResponse> => {
    await app.sessions.end(request, reply);
    return { success: true };
  });
}
