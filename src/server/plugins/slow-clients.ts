import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { HttpTimeouts } from '../config';

export const BODY_TOO_SLOW = 'The request body arrived too slowly; the connection was closed.';

/**
 * Two rules about a connection's time, on top of Node's header, request and idle limits:
 *
 * - A request body must keep coming: after `bodyGraceMs`, at least `minBodyBytesPerSecond` on average since the
 *   request began, or the server answers 408 and closes the connection. Node's idle limit alone lets a client
 *   send one byte every few seconds and hold a connection (and an upload's staged file) for the whole request
 *   limit. Checked once a second per request whose body is still arriving, from the socket's own byte count.
 * - While the server itself works on a request (its body read, its answer not begun), the idle limit is
 *   suspended: the silence is the server's, and closing the connection then would lose the answer of work that
 *   goes on. It applies again from the moment the answer starts.
 */
export default fp<{ timeouts: HttpTimeouts }>(
  async function slowClientsPlugin(app: FastifyInstance, { timeouts }) {
    const { bodyGraceMs, minBodyBytesPerSecond, idleMs } = timeouts;

    const hasBody = (request: FastifyRequest) => {
      const headers = request.raw.headers;
      const length = Number(headers['content-length'] ?? 0);
      return length > 0 || headers['transfer-encoding'] !== undefined;
    };

    app.addHook('onRequest', async (request, reply) => {
      if (!hasBody(request) || request.raw.complete) return;
      const socket = request.raw.socket;
      if (typeof socket?.bytesRead !== 'number') return;
      const started = performance.now();
      const startBytes = socket.bytesRead;
      const timer = setInterval(() => {
        if (request.raw.complete || socket.destroyed) {
          clearInterval(timer);
          return;
        }
        const elapsed = performance.now() - started;
        if (elapsed < bodyGraceMs) return;
        if (socket.bytesRead - startBytes >= (minBodyBytesPerSecond * elapsed) / 1000) return;
        clearInterval(timer);
        request.log.warn(
          { bytes: socket.bytesRead - startBytes, ms: Math.round(elapsed) },
          'request body too slow',
        );
        if (reply.raw.headersSent) {
          socket.destroy();
          return;
        }
        const body = JSON.stringify({ error: BODY_TOO_SLOW });
        socket.end(
          `HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
        // Whatever was reading the body sees it end early and cleans up (a staged upload is discarded).
        setTimeout(() => socket.destroy(), 1000).unref();
      }, 1000);
      timer.unref();
      request.raw.once('close', () => clearInterval(timer));
    });

    // Requests injected in tests have a stand-in socket without timeouts.
    const setIdle = (request: FastifyRequest, ms: number) => {
      const socket = request.raw.socket as { setTimeout?: unknown } | null;
      if (typeof socket?.setTimeout === 'function') request.raw.socket.setTimeout(ms);
    };
    app.addHook('preHandler', async (request) => setIdle(request, 0));
    app.addHook('onSend', async (request) => setIdle(request, idleMs));
  },
  { name: 'slow-clients' },
);
