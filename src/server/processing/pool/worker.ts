import { parentPort } from 'node:worker_threads';
import { isProcessingError } from '../../../formats/errors';
import { runTask } from '../run-task';
import type { TaskMessage, WorkerMessage } from './protocol';
import { transferablesOf } from './protocol';

/*
 * Entry of a processing worker: answers one task at a time. Failures the readers expect (ProcessingError) keep
 * their user-facing message; anything else becomes a generic message with the detail kept for the log.
 */

const port = parentPort;
if (!port) throw new Error('worker.ts must run as a worker thread');

port.on('message', async ({ id, task }: TaskMessage) => {
  let answer: WorkerMessage;
  const emit = (bytes: Uint8Array): void => {
    const chunk: WorkerMessage = { type: 'chunk', id, bytes };
    port.postMessage(
      chunk,
      bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
        ? [bytes.buffer as ArrayBuffer]
        : [],
    );
  };
  try {
    const result = await runTask(task, emit);
    answer = { type: 'done', id, result };
    port.postMessage(answer, transferablesOf(result));
    return;
  } catch (error) {
    answer = isProcessingError(error)
      ? { type: 'failed', id, message: error.message, code: error.code, detail: null }
      : {
          type: 'failed',
          id,
          message:
            task.type === 'layouts'
              ? 'The layouts could not be generated.'
              : 'The file could not be processed: it looks damaged or uses features we cannot read.',
          code: 'internal',
          detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
        };
  }
  port.postMessage(answer);
});

const ready: WorkerMessage = { type: 'ready' };
port.postMessage(ready);
