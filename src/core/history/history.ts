import type { Page } from '../model/page';
import type { PageDiff } from '../model/pageDiff';
import { applyPageDiff, computePageDiff, isEmptyDiff } from '../model/pageDiff';
import type { CommandResult } from '../commands/result';
import type { Stack } from './stack';
import { push, stackLength } from './stack';

/**
 * One page's undo history (spec section 4), as an immutable value. Conceptually it is the spec's list of
 * snapshots with an index; it stores the current page plus the diffs between neighbouring snapshots, which
 * share every unchanged element, so a step costs memory in proportion to what changed.
 */
export interface History {
  readonly current: Page;
  /** Diffs from each earlier snapshot to the next; the head leads to `current`. */
  readonly undos: Stack<PageDiff>;
  /** Diffs from `current` to each later snapshot (the redo branch). */
  readonly redos: Stack<PageDiff>;
  /** While a drag, resize or rotate runs: the page it started from. Its updates are not recorded. */
  readonly gestureBase: Page | null;
}

export const createHistory = (page: Page): History => ({
  current: page,
  undos: null,
  redos: null,
  gestureBase: null,
});

/** Choosing a revision replaces all pages and resets every page's history. */
export function createHistories(pages: readonly Page[]): Record<string, History> {
  return Object.fromEntries(pages.map((p) => [p.id, createHistory(p)]));
}

/** The spec's snapshot index: 0 is the page as loaded. */
export const historyIndex = (h: History): number => stackLength(h.undos);
export const snapshotCount = (h: History): number => stackLength(h.undos) + 1 + stackLength(h.redos);
export const canUndo = (h: History): boolean => h.gestureBase === null && h.undos !== null;
export const canRedo = (h: History): boolean => h.gestureBase === null && h.redos !== null;
export const isInGesture = (h: History): boolean => h.gestureBase !== null;

function record(h: History, from: Page, to: Page): History {
  const diff = computePageDiff(from, to);
  // A commit identical to the previous snapshot is skipped (and keeps the redo branch).
  if (isEmptyDiff(diff)) return { ...h, current: from, gestureBase: null };
  return { current: to, undos: push(h.undos, diff), redos: null, gestureBase: null };
}

/** Appends `page` as a new snapshot and drops any redo branch; a no-op when nothing changed. */
export function commit(h: History, page: Page): History {
  if (h.gestureBase) return record(h, h.gestureBase, page);
  if (page === h.current) return h;
  return record(h, h.current, page);
}

/** Starts a gesture: the following updates replace the current page without adding undo steps. */
export function beginGesture(h: History): History {
  return h.gestureBase ? h : { ...h, gestureBase: h.current };
}

export function updateGesture(h: History, page: Page): History {
  return h.gestureBase ? { ...h, current: page } : commit(h, page);
}

/** Ends a gesture: everything since beginGesture becomes one undo step. */
export function endGesture(h: History): History {
  return h.gestureBase ? record(h, h.gestureBase, h.current) : h;
}

/** Escape during a drag: back to where the gesture started, nothing recorded. */
export function cancelGesture(h: History): History {
  return h.gestureBase ? { ...h, current: h.gestureBase, gestureBase: null } : h;
}

export function undo(h: History): History {
  const settled = endGesture(h);
  if (!settled.undos) return settled;
  const diff = settled.undos.head;
  return {
    current: applyPageDiff(settled.current, diff, 'backward'),
    undos: settled.undos.tail,
    redos: push(settled.redos, diff),
    gestureBase: null,
  };
}

export function redo(h: History): History {
  const settled = endGesture(h);
  if (!settled.redos) return settled;
  const diff = settled.redos.head;
  return {
    current: applyPageDiff(settled.current, diff, 'forward'),
    undos: push(settled.undos, diff),
    redos: settled.redos.tail,
    gestureBase: null,
  };
}

/**
 * Applies a command's outcome as the command asks: `record` commits a step, `squash` folds into the running
 * gesture (starting one if needed), `ignore` leaves history alone (selection-only changes).
 */
export function applyCommand(h: History, result: CommandResult): History {
  if (!result.ok) return h;
  switch (result.history) {
    case 'record':
      return commit(h, result.page);
    case 'squash':
      return updateGesture(beginGesture(h), result.page);
    case 'ignore':
      return h;
  }
}
