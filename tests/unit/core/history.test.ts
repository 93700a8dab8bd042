import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createElements, deleteElements } from '../../../src/core/commands/createDelete';
import { moveElements } from '../../../src/core/commands/move';
import type { CommandResult } from '../../../src/core/commands/result';
import type { History } from '../../../src/core/history/history';
import {
  applyCommand,
  beginGesture,
  canRedo,
  canUndo,
  cancelGesture,
  commit,
  createHistories,
  createHistory,
  endGesture,
  historyIndex,
  redo,
  snapshotCount,
  undo,
  updateGesture,
} from '../../../src/core/history/history';
import { deepEqual } from '../../../src/core/model/equality';
import type { Page } from '../../../src/core/model/page';
import { arbElements, at, drag, pageOf, sampleElements } from './fixtures';

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};
const move = (page: Page, id: string, dx: number) => ok(moveElements(page, { ids: [id], dx, dy: 0 }));
const xOf = (h: History, id: string) => h.current.elements.find((e) => e.id === id)?.x;

describe('page history (spec section 4)', () => {
  it('commit appends a snapshot; undo and redo walk them; undo stops at index 0', () => {
    const p0 = pageOf([drag('rectangle', 0, 0, 10, 10, 'r')]);
    let h = createHistory(p0);
    expect([canUndo(h), canRedo(h), historyIndex(h)]).toEqual([false, false, 0]);
    const p1 = move(p0, 'r', 5);
    const p2 = move(p1, 'r', 5);
    h = commit(commit(h, p1), p2);
    expect([historyIndex(h), snapshotCount(h), xOf(h, 'r')]).toEqual([2, 3, 10]);
    h = undo(h);
    expect(xOf(h, 'r')).toBe(5);
    h = undo(undo(undo(h)));
    expect([historyIndex(h), xOf(h, 'r'), canUndo(h), canRedo(h)]).toEqual([0, 0, false, true]);
    h = redo(redo(redo(h)));
    expect([historyIndex(h), xOf(h, 'r'), canRedo(h)]).toEqual([2, 10, false]);
  });

  it('a commit after an undo drops the redo branch', () => {
    const p0 = pageOf([drag('rectangle', 0, 0, 10, 10, 'r')]);
    let h = commit(createHistory(p0), move(p0, 'r', 5));
    h = undo(h);
    h = commit(h, move(h.current, 'r', -7));
    expect([canRedo(h), snapshotCount(h), xOf(h, 'r')]).toEqual([false, 2, -7]);
  });

  it('a commit identical to the previous snapshot is skipped, even as a fresh copy', () => {
    const p0 = pageOf(sampleElements());
    let h = createHistory(p0);
    h = commit(h, structuredClone(p0));
    h = commit(h, move(p0, 's-1', 0));
    expect(snapshotCount(h)).toBe(1);
    h = undo(commit(h, move(p0, 's-1', 3)));
    h = commit(h, structuredClone(p0));
    expect(canRedo(h)).toBe(true); // nothing new happened, so the redo branch survives
  });

  it('a drag (begin, many updates, end) becomes one undo step; Escape cancels it', () => {
    const p0 = pageOf([drag('rectangle', 0, 0, 10, 10, 'r')]);
    let h = beginGesture(createHistory(p0));
    for (let step = 1; step <= 50; step++) h = updateGesture(h, move(p0, 'r', step));
    expect(canUndo(h)).toBe(false); // nothing recorded until the drag ends
    h = endGesture(h);
    expect([historyIndex(h), xOf(h, 'r')]).toEqual([1, 50]);
    expect(xOf(undo(h), 'r')).toBe(0);

    let c = beginGesture(h);
    c = cancelGesture(updateGesture(c, move(h.current, 'r', 99)));
    expect([historyIndex(c), xOf(c, 'r')]).toEqual([1, 50]);
  });

  it('commands say how they are recorded: record, squash into the gesture, or ignore', () => {
    const p0 = pageOf([drag('rectangle', 0, 0, 10, 10, 'r')]);
    let h = createHistory(p0);
    for (let i = 1; i <= 3; i++)
      h = applyCommand(h, moveElements(p0, { ids: ['r'], dx: i, dy: 0, history: 'squash' }));
    h = endGesture(h);
    expect([historyIndex(h), xOf(h, 'r')]).toEqual([1, 3]);
    h = applyCommand(h, {
      ok: true,
      page: move(h.current, 'r', 1),
      description: 'select',
      history: 'ignore',
    });
    h = applyCommand(h, { ok: false, error: 'Lines do not intersect.' });
    expect([historyIndex(h), xOf(h, 'r')]).toEqual([1, 3]);
  });

  it('choosing a revision gives every page a fresh history', () => {
    const pages = [pageOf([at('circle', 0, 0, 'c')], 'a'), pageOf([], 'b')];
    const histories = createHistories(pages);
    expect(Object.keys(histories)).toEqual(['a', 'b']);
    expect(Object.values(histories).every((h) => !canUndo(h) && !canRedo(h))).toBe(true);
  });

  it('keeps only what changed: a step shares every untouched element with the page before it', () => {
    const p0 = pageOf(sampleElements());
    const h = commit(createHistory(p0), move(p0, 's-2', 4));
    const diff = h.undos?.head;
    expect(diff?.hunks).toHaveLength(1);
    expect(diff?.hunks[0]?.removed.map((e) => e.id)).toEqual(['s-2']);
    const back = undo(h).current;
    expect(back.elements.every((e, i) => e === p0.elements[i])).toBe(true);
  });
});

type Op =
  | { kind: 'move'; pick: number; dx: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'create'; x: number }
  | { kind: 'rename'; name: string }
  | { kind: 'same' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'gesture'; pick: number; steps: number[]; cancel: boolean };

const arbOp: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), dx: fc.integer({ min: -50, max: 50 }) }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('create' as const), x: fc.integer({ min: -500, max: 500 }) }),
  fc.record({ kind: fc.constant('rename' as const), name: fc.constantFrom('Page 1', 'Ground', 'Roof') }),
  fc.constant({ kind: 'same' as const }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'redo' as const }),
  fc.record({
    kind: fc.constant('gesture' as const),
    pick: fc.nat(),
    steps: fc.array(fc.integer({ min: -30, max: 30 }), { maxLength: 5 }),
    cancel: fc.boolean(),
  }),
);

describe('history invariants under any sequence of commits, undos, redos and gestures', () => {
  it('matches the spec model: a list of snapshots and an index', () => {
    fc.assert(
      fc.property(arbElements(12), fc.array(arbOp, { maxLength: 40 }), (elements, ops) => {
        const first = pageOf(elements);
        let h = createHistory(first);
        // The spec's model, literally.
        let snapshots: Page[] = [first];
        let index = 0;
        let created = 0;
        const modelCommit = (page: Page) => {
          if (deepEqual(page, snapshots[index])) return;
          snapshots = [...snapshots.slice(0, index + 1), page];
          index++;
        };
        const pick = (page: Page, n: number) => page.elements[n % Math.max(1, page.elements.length)]?.id;

        for (const op of ops) {
          const cur = h.current;
          switch (op.kind) {
            case 'move':
            case 'delete': {
              const id = pick(cur, op.pick);
              if (!id) break;
              const next = ok(
                op.kind === 'move'
                  ? moveElements(cur, { ids: [id], dx: op.dx, dy: 0 })
                  : deleteElements(cur, { ids: [id] }),
              );
              h = commit(h, next);
              modelCommit(next);
              break;
            }
            case 'create': {
              const next = ok(createElements(cur, { elements: [at('circle', op.x, 0, `new-${++created}`)] }));
              h = commit(h, next);
              modelCommit(next);
              break;
            }
            case 'rename':
            case 'same': {
              const next = op.kind === 'rename' ? { ...cur, name: op.name } : structuredClone(cur);
              h = commit(h, next);
              modelCommit(next);
              break;
            }
            case 'undo':
              h = undo(h);
              if (index > 0) index--;
              break;
            case 'redo':
              h = redo(h);
              if (index < snapshots.length - 1) index++;
              break;
            case 'gesture': {
              const id = pick(cur, op.pick);
              if (!id) break;
              h = beginGesture(h);
              let last = cur;
              let total = 0;
              for (const d of op.steps) {
                total += d;
                last = ok(moveElements(cur, { ids: [id], dx: total, dy: 0, history: 'squash' }));
                h = updateGesture(h, last);
              }
              if (op.cancel) h = cancelGesture(h);
              else {
                h = endGesture(h);
                modelCommit(last);
              }
              break;
            }
          }
          expect(deepEqual(h.current, snapshots[index])).toBe(true);
          expect(historyIndex(h)).toBe(index);
          expect(snapshotCount(h)).toBe(snapshots.length);
          expect(canUndo(h)).toBe(index > 0);
          expect(canRedo(h)).toBe(index < snapshots.length - 1);
        }
      }),
      { numRuns: 300 },
    );
  });
});
