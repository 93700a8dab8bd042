import type { FastifyInstance } from 'fastify';
import type { Db } from './db/connect';

/** Graceful stop: refuse new requests with 503, let in-flight ones finish, stop listening, close the database. */
export async function shutdown(app: FastifyInstance, db: Db, drainTimeoutMs?: number): Promise<void> {
  await app.drain(drainTimeoutMs);
  await app.close();
  await db.kysely.destroy();
}
