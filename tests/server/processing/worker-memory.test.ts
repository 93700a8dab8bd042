import { describe, expect, it } from 'vitest';
import { processingPool } from '../../../src/server/processing/pool/processing-pool';
import { TaskFailure } from '../../../src/server/workers/worker-pool';

const sleepyWorker = new URL('./sleepy-worker.ts', import.meta.url);
const task = (request: object) => ({
  type: 'upload' as const,
  kind: 'json' as const,
  bytes: new TextEncoder().encode(JSON.stringify(request)),
  limits: {},
});

describe('worker memory cap (resident set, not only the JS heap)', () => {
  it('ends a task whose native memory passes the cap, and the server gives the memory back', async () => {
    const pool = processingPool({ size: 1, workerUrl: sleepyWorker, rssLimitMb: 300, memoryCheckMs: 50 });
    try {
      // Warm the worker first so the baseline includes its start-up.
      expect(await pool.run(task({ sleep_ms: 0 }))).toMatchObject({ type: 'upload' });
      const baseline = process.memoryUsage.rss();
      const failure = await pool.run(task({ alloc_mb: 40 })).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(TaskFailure);
      expect((failure as TaskFailure).code).toBe('out_of_memory');
      expect((failure as TaskFailure).message).toBe(
        'Processing used more than 300 MB of memory and was stopped.',
      );
      // The replacement worker serves the next task, and the ended worker's Buffers are gone.
      expect(await pool.run(task({ sleep_ms: 0 }))).toMatchObject({ type: 'upload' });
      let rss = process.memoryUsage.rss();
      for (let i = 0; i < 50 && rss - baseline > 300 * 1048576; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        rss = process.memoryUsage.rss();
      }
      expect((rss - baseline) / 1048576).toBeLessThan(300);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
