import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './answer-cache';
import { matchesIfNoneMatch, preferredCoding } from './negotiate';

/** Below this a compressed body saves less than its headers cost (the compress plugin's own threshold). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends a cached JSON answer: 304 when the client's copy has the same ETag, otherwise the body in the best
 * coding the client accepts (compressed once per answer, not per response). `private, no-cache`: a browser may
 * keep the answer but asks again each time (one cheap 304), and no shared cache keeps one user's list.
 * Routes that send through this take `compress: false`, so the compress plugin leaves the body alone.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<FastifyReply> {
  reply
    .header('etag', answer.etag)
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Accept-Encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const coding =
    answer.body.length >= COMPRESS_FROM_BYTES ? preferredCoding(request.headers['accept-encoding']) : null;
  if (coding === null) return reply.send(answer.body);
  const encoded = await answer.encoded(coding);
  return reply.header('content-encoding', coding).send(encoded);
}
