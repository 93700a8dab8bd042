import type { FastifyInstance } from 'fastify';
import type { Db } from './db/connect';

/** Graceful stop: refuse new requests with 503, let in-flight ones finish, stop listening, close the database. */
export async function shutdown(app: FastifyInstance, db: Db, drainTimeoutMs?: number): Promise<void> {
  await app.drain(drainTimeoutMs);
  await app.close();
  await db.kysely.destroy();
}

export interface StopOptions {
  /**
   * A second signal exits at once, without waiting (a person pressing Ctrl-C twice). A cluster's server process
   * turns it off: it may get the same stop twice (the signal to its process group and the primary's message),
   * and the primary escalates instead.
   */
  escalate: boolean;
}

/**
 * Stops gracefully on SIGTERM/SIGINT, then exits 0 (1 if the shutdown failed). Answers the stop function, for
 * other reasons to stop (a cluster primary's message).
 */
export function stopOnSignals(
  app: FastifyInstance,
  db: Db,
  { escalate }: StopOptions,
): (why: string) => void {
  let stopping = false;
  const stop = (why: string) => {
    if (stopping) {
      if (!escalate) return;
      app.log.warn(`${why} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${why} received: finishing in-flight requests, then stopping`);
    shutdown(app, db).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return stop;
}
