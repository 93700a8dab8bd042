import type { ProcessingTask, TaskResult } from '../../../src/server/processing/pool/protocol';
import { serveTasks } from '../../../src/server/workers/serve-tasks';

/*
 * A processing worker for queue and memory tests: an upload whose JSON is {"sleep_ms": n} takes n ms (the worker
 * is busy, as with a slow file) and then answers a small JSON summary; {"alloc_mb": n} grows its native memory
 * without end. It lets tests hold workers without big files.
 */

/** Held outside the JS heap (Buffers), as native allocations of canvas or zlib are. */
const held: Buffer[] = [];

serveTasks<ProcessingTask, TaskResult>({
  run(task) {
    const request =
      task.type === 'upload'
        ? (JSON.parse(new TextDecoder().decode(task.bytes)) as { sleep_ms?: number; alloc_mb?: number })
        : {};
    // {"alloc_mb": n}: n MB more every 50 ms, every page touched, until the pool ends the worker.
    const step = request.alloc_mb;
    if (step) {
      setInterval(() => held.push(Buffer.alloc(step * 1048576, 1)), 50);
      return new Promise<TaskResult>(() => undefined);
    }
    return new Promise<TaskResult>((resolve) =>
      setTimeout(
        () =>
          resolve({
            type: 'upload',
            processed: { format: 'json', slept: request.sleep_ms ?? 0 },
            mockupPng: null,
            generatedDxf: null,
          }),
        request.sleep_ms ?? 0,
      ),
    );
  },
  failure: (error) => ({ message: String(error), code: 'internal', detail: null }),
});
