import {
  applyPatches,
  parseJsonBody,
  prepareDelta,
  prepareEdit,
  type DeltaPrep,
  type EditPrep,
  type Outcome,
  type PatchJob,
} from './prepare';
import type { PreparedPage } from './page-text';

/*
 * A save's JSON work as one message: what the route hands to a save worker (or runs inline for a small body).
 * Everything is structured-cloneable; a body's bytes are transferred, not copied.
 */

export type SaveTask =
  | { type: 'edit'; body: Uint8Array }
  | { type: 'delta'; body: Uint8Array }
  | { type: 'patch'; jobs: PatchJob[] };

export interface SaveTaskResults {
  edit: Outcome<EditPrep>;
  delta: Outcome<DeltaPrep>;
  patch: Outcome<PreparedPage[]>;
}

export type SaveTaskResult = SaveTaskResults[SaveTask['type']];

const decoder = new TextDecoder();

/** Runs one task where it is called (a save worker, or the event loop for small work). */
export function runSaveTask<T extends SaveTask>(task: T): SaveTaskResults[T['type']];
export function runSaveTask(task: SaveTask): SaveTaskResult {
  if (task.type === 'patch') return applyPatches(task.jobs);
  const body = parseJsonBody(decoder.decode(task.body));
  if (!body.ok) return body;
  return task.type === 'edit' ? prepareEdit(body.value) : prepareDelta(body.value);
}

/** Bytes of the work a task carries: what decides whether it leaves the event loop. */
export const taskBytes = (task: SaveTask): number =>
  task.type === 'patch'
    ? task.jobs.reduce((n, job) => n + job.stored.elementsText.length, 0)
    : task.body.byteLength;

export const transferablesOf = (task: SaveTask): ArrayBuffer[] =>
  task.type !== 'patch' && task.body.byteOffset === 0 && task.body.byteLength === task.body.buffer.byteLength
    ? [task.body.buffer as ArrayBuffer]
    : [];

export type SaveWorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: SaveTaskResult }
  | { type: 'failed'; id: number; detail: string };
