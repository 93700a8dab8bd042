import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/*
 * The app shell's browser policy, on every response (a route that sets its own CSP, such as the sandboxed file
 * preview, keeps it). Scripts come only from our own files (the Vite build has no inline script); styles may be
 * inline because MUI/emotion inserts <style> elements at run time; images, fonts and workers may also be data:
 * or blob: URLs, which pdf.js and Pixi create from bytes they already hold. No eval anywhere: pdf.js runs with
 * isEvalSupported off and Pixi with its eval-free shader code (pixi.js/unsafe-eval).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (_request, reply) => {
      // A PDF opened directly is shown by the browser's own viewer, which this policy (object-src) would block.
      const isPdf = String(reply.getHeader('content-type') ?? '').startsWith('application/pdf');
      if (!isPdf && !reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      }
      // frame-ancestors is the modern rule; X-Frame-Options covers browsers that predate it.
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'same-origin');
      reply.header('x-content-type-options', 'nosniff');
    });
  },
  { name: 'security-headers' },
);
