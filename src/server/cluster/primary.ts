import cluster, { type Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createDatabase, databaseTarget } from '../db/connect';
import { createLogger } from '../log';
import { loginHint, prepareDatabase, serverUrl } from '../run';
import { isClusterMessage, JOBS_WORKER_INDEX, WORKER_INDEX_ENV, type ClusterMessage } from './messages';

/** A server process that crashes more often than this within RESTART_WINDOW_MS is not started again. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

/** main.ts: a forked process runs it again and, being a cluster worker, serves (see main.ts). */
const WORKER_ENTRY = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * The cluster's primary: does what must happen once (migrations, the admin user), then forks `config.workers`
 * server processes that share the port (node:cluster hands out connections in turn). It serves no request
 * itself. It prints the address once all listen; forwards job kicks to the process that runs jobs and job ends
 * to the others; restarts a process that crashes; and on SIGTERM/SIGINT asks every process to drain and stop,
 * exiting once all have (a second signal kills them).
 */
export async function runPrimary(config: Config): Promise<void> {
  const log = createLogger(config.logLevel);
  const db = createDatabase(databaseTarget(config));
  let hint: string;
  try {
    hint = loginHint(await prepareDatabase(db, config, log));
  } finally {
    await db.kysely.destroy();
  }

  cluster.setupPrimary({ exec: WORKER_ENTRY });
  const workers = new Map<number, Worker>();
  /** Processes that listen, and so stop on the shutdown message. */
  const serving = new Set<Worker>();
  const crashes = new Map<number, number[]>();
  let started = false;
  let stopping = false;

  const send = (worker: Worker | undefined, message: ClusterMessage) => {
    if (worker?.isConnected()) worker.send(message);
  };

  let exitCode = 0;
  const exitWhenAllGone = () => {
    if (workers.size === 0) process.exit(exitCode);
  };

  const stopAll = (why: string, code: number) => {
    if (stopping) {
      log.warn(`${why} again: killing the server processes without waiting`);
      for (const worker of workers.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    exitCode = code;
    log.info(`${why}: the server processes finish in-flight requests, then stop`);
    // A process still starting has no handler for the message yet: a signal ends it (nothing is in flight).
    for (const worker of workers.values()) {
      if (serving.has(worker)) send(worker, { draftroom: 'shutdown' });
      else worker.process.kill('SIGTERM');
    }
    exitWhenAllGone();
  };

  const fork = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX_ENV]: String(index) });
    workers.set(index, worker);
    let listening = false;
    worker.on('message', (message: unknown) => {
      if (!isClusterMessage(message)) return;
      if (message.draftroom === 'listening') {
        listening = true;
        serving.add(worker);
        onListening(message.port);
      } else if (message.draftroom === 'kick-jobs') {
        send(workers.get(JOBS_WORKER_INDEX), message);
      } else if (message.draftroom === 'job-finished') {
        for (const [other, peer] of workers) if (other !== index) send(peer, message);
      }
    });
    worker.on('exit', (code, signal) => {
      serving.delete(worker);
      if (workers.get(index) === worker) workers.delete(index);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        exitWhenAllGone();
        return;
      }
      if (!listening || !started) {
        // It never served: a configuration or start-up error it has printed, which a restart would repeat.
        log.error({ index, code, signal }, 'a server process failed to start');
        stopAll('start-up failed', 1);
        return;
      }
      if (!mayRestart(crashes, index, log)) {
        stopAll('a server process keeps crashing', 1);
        return;
      }
      log.error({ index, code, signal }, 'a server process exited unexpectedly: starting a new one');
      fork(index);
    });
  };

  let listeningCount = 0;
  const onListening = (port: number) => {
    listeningCount += 1;
    if (started || listeningCount < config.workers) return;
    started = true;
    log.info(
      `Draftroom is running at ${serverUrl(config.host, port)} on ${config.workers} processes — ${hint}`,
    );
  };

  process.on('SIGTERM', () => stopAll('SIGTERM received', 0));
  process.on('SIGINT', () => stopAll('SIGINT received', 0));
  for (let index = 0; index < config.workers; index += 1) fork(index);
}

/** Counts a crash of the process at `index`; false once it crashed too often lately. */
function mayRestart(crashes: Map<number, number[]>, index: number, log: FastifyBaseLogger): boolean {
  const now = Date.now();
  const recent = (crashes.get(index) ?? []).filter((at) => now - at < RESTART_WINDOW_MS);
  recent.push(now);
  crashes.set(index, recent);
  if (recent.length <= MAX_RESTARTS) return true;
  log.error({ index, crashes: recent.length }, 'a server process crashed too often: stopping');
  return false;
}
