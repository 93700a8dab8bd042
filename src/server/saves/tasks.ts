import {
  applyPatches,
  parseJsonBody,
  prepareDelta,
  prepareEdit,
  type DeltaPrep,
  type EditPrep,
  type Outcome,
  type PatchJob,
  type PatchRequest,
} from './prepare';
import { splitPageText, type PreparedPage } from './page-text';

/*
 * A save's JSON work as one message: what the route hands to a save worker (or runs inline for a small body).
 * Everything is structured-cloneable; a body's bytes are transferred, not copied.
 */

export type SaveTask =
  | { type: 'edit'; designId: number; body: Uint8Array }
  | { type: 'delta'; designId: number; body: Uint8Array }
  | { type: 'patch'; designId: number; jobs: PatchRequest[] };

export interface SaveTaskResults {
  edit: Outcome<EditPrep>;
  delta: Outcome<DeltaPrep>;
  patch: Outcome<PreparedPage[]>;
}

export type SaveTaskResult = SaveTaskResults[SaveTask['type']];

/**
 * A save worker's own access to the page blobs on SQLite: better-sqlite3 blocks the thread that calls it, so a
 * 20 MB page is read and written here rather than on the event loop. (PostgreSQL's driver does not block.)
 */
export interface BlobAccess {
  read(designId: number, hash: string): string | null;
  /** Stores the blob unless the design holds it already. */
  write(designId: number, page: PreparedPage): void;
}

const decoder = new TextDecoder();

/** The blobs written here; the pages go back without their text. */
function storedHere(designId: number, pages: PreparedPage[], blobs: BlobAccess): PreparedPage[] {
  return pages.map((page) => {
    blobs.write(designId, page);
    return { ...page, elementsText: '', blobStored: true };
  });
}

function patchJobs(task: Extract<SaveTask, { type: 'patch' }>, blobs: BlobAccess | null): PatchJob[] {
  return task.jobs.map(({ stored, patch }) => {
    if ('elementsText' in stored) return { stored, patch };
    const text = blobs?.read(task.designId, stored.hash);
    if (text === null || text === undefined)
      throw new Error(`blob ${stored.hash} of page ${stored.id} is missing`);
    return {
      stored: { id: stored.id, ...splitPageText(stored.id, stored.name, text) },
      patch,
    };
  });
}

/** Runs one task where it is called (a save worker, or the event loop for small work). */
export function runSaveTask<T extends SaveTask>(
  task: T,
  blobs?: BlobAccess | null,
): SaveTaskResults[T['type']];
export function runSaveTask(task: SaveTask, blobs: BlobAccess | null = null): SaveTaskResult {
  if (task.type === 'patch') {
    const pages = applyPatches(patchJobs(task, blobs));
    return pages.ok && blobs ? { ok: true, value: storedHere(task.designId, pages.value, blobs) } : pages;
  }
  const body = parseJsonBody(decoder.decode(task.body));
  if (!body.ok) return body;
  const prep = task.type === 'edit' ? prepareEdit(body.value) : prepareDelta(body.value);
  if (!prep.ok || !blobs) return prep;
  return { ok: true, value: { ...prep.value, pages: storedHere(task.designId, prep.value.pages, blobs) } };
}

/** Bytes of the work a task carries: what decides whether it leaves the event loop (a blob is big). */
export const taskBytes = (task: SaveTask): number =>
  task.type === 'patch'
    ? task.jobs.reduce(
        (n, job) => n + ('elementsText' in job.stored ? job.stored.elementsText.length : Infinity),
        0,
      )
    : task.body.byteLength;

export const transferablesOf = (task: SaveTask): ArrayBuffer[] =>
  task.type !== 'patch' && task.body.byteOffset === 0 && task.body.byteLength === task.body.buffer.byteLength
    ? [task.body.buffer as ArrayBuffer]
    : [];

export type SaveWorkerMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; result: SaveTaskResult }
  | { type: 'failed'; id: number; detail: string };

/** What a save worker is started with. */
export interface SaveWorkerData {
  /** The SQLite file whose blobs the worker reads and writes itself; null on PostgreSQL. */
  sqliteFile: string | null;
}
