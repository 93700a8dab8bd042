import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts a graceful shutdown: from now on new requests get 503; resolves when the requests already in
     * flight have finished (or after timeoutMs). Call app.close() afterwards.
     */
    drain(timeoutMs?: number): Promise<void>;
  }
}

export const SHUTTING_DOWN = 'Server is shutting down.';
const DEFAULT_DRAIN_TIMEOUT_MS = 25_000;

/*
 * Fastify's own return503OnClosing only covers requests arriving after close() stopped the listener; draining
 * first keeps the port open, so a load balancer sees 503s (and stops sending) while in-flight work completes.
 * Register this plugin first, so its hook runs before anything else.
 */
export default fp(
  async function drainPlugin(app: FastifyInstance) {
    const inFlight = new Set<FastifyRequest>();
    let draining = false;
    let settle: (() => void) | undefined;

    const forget = async (request: FastifyRequest) => {
      inFlight.delete(request);
      if (draining && inFlight.size === 0) settle?.();
    };

    app.addHook('onRequest', async (request, reply) => {
      if (draining) {
        reply.header('connection', 'close');
        throw new HttpError(503, SHUTTING_DOWN);
      }
      inFlight.add(request);
    });
    app.addHook('onResponse', forget);
    app.addHook('onRequestAbort', forget);

    app.decorate('drain', async (timeoutMs = DEFAULT_DRAIN_TIMEOUT_MS) => {
      draining = true;
      if (inFlight.size === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        settle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    });
  },
  { name: 'drain' },
);
