import { parentPort } from 'node:worker_threads';
import { ownsBuffer, type TaskMessage, type WorkerMessage } from './protocol';

export interface TaskFailureReport {
  message: string;
  code: string | null;
  detail: string | null;
}

export interface ServeOptions<TTask, TResult> {
  /** Runs one task; `emit` sends pieces of the file it writes, in order, before its answer. */
  run(task: TTask, emit: (bytes: Uint8Array) => void): TResult | Promise<TResult>;
  /** What the pool is told when `run` throws. */
  failure(error: unknown, task: TTask): TaskFailureReport;
  /** Buffers of a result that can be moved rather than copied. */
  transfer?(result: TResult): ArrayBuffer[];
}

/** The worker side of a pool: says it is ready, then answers each task it is given, one at a time. */
export function serveTasks<TTask, TResult>(options: ServeOptions<TTask, TResult>): void {
  const port = parentPort;
  if (!port) throw new Error('a pool worker must run as a worker thread');
  port.on('message', async ({ id, task }: TaskMessage<TTask>) => {
    const emit = (bytes: Uint8Array) => {
      const chunk: WorkerMessage<TResult> = { type: 'chunk', id, bytes };
      port.postMessage(chunk, ownsBuffer(bytes) ? [bytes.buffer] : []);
    };
    let answer: WorkerMessage<TResult>;
    try {
      const result = await options.run(task, emit);
      answer = { type: 'done', id, result };
      port.postMessage(answer, options.transfer?.(result) ?? []);
      return;
    } catch (error) {
      answer = { type: 'failed', id, ...options.failure(error, task) };
    }
    port.postMessage(answer);
  });
  const ready: WorkerMessage<TResult> = { type: 'ready' };
  port.postMessage(ready);
}

/** A failure's detail for the log: its stack when it has one. */
export const errorDetail = (error: unknown): string =>
  error instanceof Error ? (error.stack ?? error.message) : String(error);
