import { parentPort } from 'node:worker_threads';
import type { TaskMessage, WorkerMessage } from '../../../src/server/processing/pool/protocol';

/*
 * A processing worker for queue and memory tests: an upload whose JSON is {"sleep_ms": n} takes n ms (the worker
 * is busy, as with a slow file) and then answers a small JSON summary; {"alloc_mb": n} grows its native memory
 * without end. It lets tests hold workers without big files.
 */
const port = parentPort;
if (!port) throw new Error('sleepy-worker.ts must run as a worker thread');

/** Held outside the JS heap (Buffers), as native allocations of canvas or zlib are. */
const held: Buffer[] = [];

port.on('message', ({ id, task }: TaskMessage) => {
  const request =
    task.type === 'upload'
      ? (JSON.parse(new TextDecoder().decode(task.bytes)) as { sleep_ms?: number; alloc_mb?: number })
      : {};
  // {"alloc_mb": n}: n MB more every 50 ms, every page touched, until the pool ends the worker.
  if (request.alloc_mb) {
    const step = request.alloc_mb;
    setInterval(() => held.push(Buffer.alloc(step * 1048576, 1)), 50);
    return;
  }
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
