/*
 * node:crypto's scrypt runs on libuv's thread pool (4 threads), the same threads that read and write files. A
 * burst of logins would take all of them and stall every download and upload; the gate lets at most
 * `concurrency` hashes run at once, queues a few more briefly and turns the rest away at once, so file I/O
 * always keeps threads of its own and a login storm costs the stormers, not everyone.
 */

export interface HashGateOptions {
  /** Hashes running at once (each takes one libuv thread and 32 MiB). */
  concurrency: number;
  /** Hashes waiting for a turn; more are refused at once. */
  maxQueue: number;
  /** How long one may wait for its turn before it is refused. */
  maxWaitMs: number;
}

/** Two hashes at once still log ~13 people in per second at the production cost, and leave file I/O 2 threads. */
export const DEFAULT_HASH_GATE: HashGateOptions = { concurrency: 2, maxQueue: 16, maxWaitMs: 2000 };

/** The gate had no turn to give in time: the caller answers 503 and the client tries again shortly. */
export class HashBusyError extends Error {
  override name = 'HashBusyError';
  constructor() {
    super('no password hashing turn was free in time');
  }
}

export interface HashGate {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createHashGate({ concurrency, maxQueue, maxWaitMs }: HashGateOptions): HashGate {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  const next = () => {
    running -= 1;
    const first = waiting.shift();
    if (!first) return;
    clearTimeout(first.timer);
    running += 1;
    first.start();
  };

  const turn = () =>
    new Promise<void>((resolve, reject) => {
      if (running < concurrency) {
        running += 1;
        return resolve();
      }
      if (waiting.length >= maxQueue) return reject(new HashBusyError());
      const entry = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new HashBusyError());
        }, maxWaitMs),
      };
      waiting.push(entry);
    });

  return {
    async run(work) {
      await turn();
      try {
        return await work();
      } finally {
        next();
      }
    },
  };
}
