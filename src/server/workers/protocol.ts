/*
 * Messages between a worker pool (main thread) and its worker threads, whatever the tasks are. Everything is
 * structured-cloneable; bytes travel as Uint8Array whose buffers are moved, not copied, where the pool says so.
 */

/** Pool → worker: one task at a time. */
export interface TaskMessage<TTask> {
  id: number;
  task: TTask;
}

/**
 * Worker → pool. `ready` once the worker's modules are loaded, then one answer per task; a task that writes a big
 * file sends it as `chunk`s (in order) before its answer. A failure's `message` is for the user, `detail` for
 * the log.
 */
export type WorkerMessage<TResult> =
  | { type: 'ready' }
  | { type: 'chunk'; id: number; bytes: Uint8Array }
  | { type: 'done'; id: number; result: TResult }
  | { type: 'failed'; id: number; message: string; code: string | null; detail: string | null };

/** A view's buffer can be moved only when the view owns all of it (moving a shared one empties the others). */
export function ownsBuffer(bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> {
  return (
    bytes.buffer instanceof ArrayBuffer &&
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength
  );
}
