import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { LogLevel } from './config';

/**
 * A logger that writes the same JSON lines as the server's request log, for a process that serves no requests (a
 * cluster's primary). It is Fastify's own pino logger: pino itself is only a dependency of Fastify's.
 */
export function createLogger(level: LogLevel): FastifyBaseLogger {
  return Fastify({ logger: { level } }).log;
}
