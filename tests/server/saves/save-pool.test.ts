import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { SavePool } from '../../../src/server/saves/save-pool';
import { threadNiceValues } from '../../../src/server/saves/thread-priority';

// A save's JSON work must not take the CPU from the event loop's requests: the save workers run at a lower
// thread priority (Linux: a thread's nice value is its own), and the event loop's thread keeps its own.

describe.runIf(process.platform === 'linux')('save workers', () => {
  let pool: SavePool | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  const body = Buffer.from(JSON.stringify({ pages: [{ version: 4, id: 'p', name: 'P', elements: [] }] }));

  it('run at a lower priority than the thread that started them, which keeps its own', async () => {
    const own = os.getPriority();
    const before = await threadNiceValues();
    // Every task goes to a worker (inlineBytes 0); the first one starts it.
    pool = new SavePool({ inlineBytes: 0, niceness: 10 });
    const result = await pool.run({ type: 'edit', designId: 1, body: Buffer.from(body), bases: [] });
    expect(result.ok).toBe(true);
    const started = [...(await threadNiceValues())].filter(([tid]) => !before.has(tid));
    expect(started.map(([, nice]) => nice)).toContain(Math.min(19, own + 10));
    expect(os.getPriority()).toBe(own);
  });

  it('keep the normal priority with niceness 0', async () => {
    const own = os.getPriority();
    const before = await threadNiceValues();
    pool = new SavePool({ inlineBytes: 0, niceness: 0 });
    expect((await pool.run({ type: 'edit', designId: 1, body: Buffer.from(body), bases: [] })).ok).toBe(true);
    const started = [...(await threadNiceValues())].filter(([tid]) => !before.has(tid));
    expect(started.length).toBeGreaterThan(0);
    expect(started.every(([, nice]) => nice === own)).toBe(true);
  });
});
