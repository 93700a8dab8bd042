import { describe, expect, it } from 'vitest';
import { FrameScheduler } from '../../../src/client/editor/render/FrameScheduler';

/** A scheduler whose animation frames run when the test says so. */
function scheduler() {
  const pending: (() => void)[] = [];
  let draws = 0;
  const frames = new FrameScheduler(
    () => {
      draws++;
      frames.rendered();
    },
    (cb) => pending.push(cb),
  );
  const tick = () => {
    for (const cb of pending.splice(0)) cb();
  };
  return { frames, tick, draws: () => draws, waiting: () => pending.length };
}

describe('FrameScheduler', () => {
  it('draws once per animation frame however many changes asked for it', () => {
    const s = scheduler();
    s.frames.request();
    s.frames.request();
    s.frames.request();
    expect(s.waiting()).toBe(1);
    s.tick();
    expect(s.draws()).toBe(1);
    s.tick();
    expect(s.draws()).toBe(1);
  });

  it('a frame drawn directly (after an input) satisfies the one asked for: the change is not drawn twice', () => {
    const s = scheduler();
    s.frames.request();
    expect(s.frames.pending).toBe(true);
    s.frames.rendered();
    expect(s.frames.pending).toBe(false);
    s.tick();
    expect(s.draws()).toBe(0);
  });

  it('a change after the direct frame is still drawn at the next animation frame', () => {
    const s = scheduler();
    s.frames.request();
    s.frames.rendered();
    s.frames.request();
    s.tick();
    expect(s.draws()).toBe(1);
    s.frames.request();
    s.tick();
    expect(s.draws()).toBe(2);
  });
});
