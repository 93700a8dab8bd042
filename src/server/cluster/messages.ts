/*
 * The messages between a cluster's primary and its server processes (node:cluster IPC). Every one carries a
 * `draftroom` tag so that other IPC traffic (none today) is never mistaken for ours.
 */

/** Worker to primary: this process listens on `port` and serves requests. */
export interface ListeningMessage {
  draftroom: 'listening';
  port: number;
}

/** Worker to primary (forwarded to the process that runs jobs): a job was queued. */
export interface KickJobsMessage {
  draftroom: 'kick-jobs';
}

/** Worker to primary (forwarded to every other process): a job ended. */
export interface JobFinishedMessage {
  draftroom: 'job-finished';
  jobId: number;
}

/** Primary to worker: stop gracefully (finish in-flight requests), then exit. */
export interface ShutdownMessage {
  draftroom: 'shutdown';
}

export type ClusterMessage = ListeningMessage | KickJobsMessage | JobFinishedMessage | ShutdownMessage;

const KINDS: ReadonlySet<string> = new Set(['listening', 'kick-jobs', 'job-finished', 'shutdown']);

export function isClusterMessage(value: unknown): value is ClusterMessage {
  if (typeof value !== 'object' || value === null) return false;
  const tag = (value as { draftroom?: unknown }).draftroom;
  return typeof tag === 'string' && KINDS.has(tag);
}

/** The environment variable that tells a forked process its place: 0 runs the jobs, the others serve only. */
export const WORKER_INDEX_ENV = 'DRAFTROOM_WORKER_INDEX';
/** The process that claims and runs processing jobs. */
export const JOBS_WORKER_INDEX = 0;
