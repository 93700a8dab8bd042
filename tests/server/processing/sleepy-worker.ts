import { parentPort } from 'node:worker_threads';
import type { TaskMessage, WorkerMessage } from '../../../src/server/processing/pool/protocol';

/*
 * A processing worker for queue tests: an upload whose JSON is {"sleep_ms": n} takes n ms (the worker is busy,
 * as with a slow file) and then answers a small JSON summary. It lets tests hold workers without big files.
 */
const port = parentPort;
if (!port) throw new Error('sleepy-worker.ts must run as a worker thread');

port.on('message', ({ id, task }: TaskMessage) => {
  const request =
    task.type === 'upload' ? (JSON.parse(new TextDecoder().decode(task.bytes)) as { sleep_ms?: number }) : {};
  setTimeout(() => {
    const answer: WorkerMessage = {
      type: 'done',
      id,
      result: {
        type: 'upload',
        processed: { format: 'json', slept: request.sleep_ms ?? 0 },
        mockupPng: null,
        generatedDxf: null,
      },
    };
    port.postMessage(answer);
  }, request.sleep_ms ?? 0);
});

const ready: WorkerMessage = { type: 'ready' };
port.postMessage(ready);
