import { setImmediate as nextCheck } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts a graceful shutdown: from now on new requests get 503; resolves once the requests already in
     * flight have finished and no new one has arrived for a moment (or after timeoutMs). Call app.close()
     * afterwards.
     */
    drain(timeoutMs?: number): Promise<void>;
  }
}

export const SHUTTING_DOWN = 'Server is shutting down.';
const DEFAULT_DRAIN_TIMEOUT_MS = 25_000;
/**
 * How long connections must be quiet before they are closed. A request a client already sent may still be
 * on the wire or unread in a socket buffer; closing its connection then would reset it with no answer, so
 * the drain waits until nothing has started or ended for this long (and the poll phase has read what came).
 */
export const QUIET_MS = 500;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * Fastify's own return503OnClosing only covers requests arriving after close() stopped the listener, and
 * close() drops idle keep-alive connections at once, resetting any request already sent on them. Draining
 * first keeps the port open, so everything that reaches the server is answered (503 once draining, with
 * Connection: close so the client does not reuse the socket) while in-flight work completes, and a load
 * balancer sees the 503s and stops sending. Register this plugin first, so its hooks run before anything else.
 */
export default fp(
  async function drainPlugin(app: FastifyInstance) {
    const inFlight = new Set<FastifyRequest>();
    let draining = false;
    let lastActivity = 0;

    app.addHook('onRequest', async (request, reply) => {
      lastActivity = performance.now();
      if (draining) {
        reply.header('connection', 'close');
        throw new HttpError(503, SHUTTING_DOWN);
      }
      inFlight.add(request);
    });
    app.addHook('onSend', async (_request, reply) => {
      // Answers finishing during the drain close their connection, so no further request is sent on it.
      if (draining) reply.header('connection', 'close');
    });
    const forget = async (request: FastifyRequest) => {
      lastActivity = performance.now();
      inFlight.delete(request);
    };
    app.addHook('onResponse', forget);
    app.addHook('onRequestAbort', forget);

    app.decorate('drain', async (timeoutMs = DEFAULT_DRAIN_TIMEOUT_MS) => {
      draining = true;
      lastActivity = performance.now();
      const deadline = performance.now() + timeoutMs;
      while (performance.now() < deadline) {
        // Timers run before the poll phase: let it read whatever arrived while we slept before judging.
        await nextCheck();
        if (inFlight.size === 0 && performance.now() - lastActivity >= QUIET_MS) return;
        await sleep(POLL_MS);
      }
    });
  },
  { name: 'drain' },
);
