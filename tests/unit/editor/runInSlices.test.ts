import { describe, expect, it } from 'vitest';
import { runInSlices } from '../../../src/client/editor/store/runInSlices';

describe('running a long job in slices', () => {
  it('runs steps until the slice’s budget is spent, then gives the thread back before the next slice', async () => {
    let clock = 0;
    let slice = 0;
    const sliceOfStep: number[] = [];
    function* job() {
      for (let i = 0; i < 10; i++) {
        sliceOfStep.push(slice);
        clock += 3; // each step takes 3 ms
        yield;
      }
    }
    await runInSlices(
      job(),
      8,
      () => clock,
      async () => void slice++,
    );
    // 8 ms slices of 3 ms steps: three steps each (the third ends past the budget), then the last one.
    expect(sliceOfStep).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3]);
  });

  it('a job that ends within its first slice never gives the thread away', async () => {
    let yields = 0;
    function* job() {
      yield;
      yield;
    }
    await runInSlices(
      job(),
      8,
      () => 0,
      async () => void yields++,
    );
    expect(yields).toBe(0);
  });
});
