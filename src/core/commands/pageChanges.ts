import type { DrawingElement } from '../model/elements';
import type { Page } from '../model/page';
import { computePageDiff } from '../model/pageDiff';

/** One element a command replaced: as it was and as it is (same id). Added and removed ones are listed apart. */
export interface ElementChange<T extends DrawingElement = DrawingElement> {
  readonly before: T;
  readonly after: T;
}

export interface PageChanges {
  readonly changed: readonly ElementChange[];
  readonly added: readonly DrawingElement[];
  readonly removed: readonly DrawingElement[];
}

const NONE: PageChanges = { changed: [], added: [], removed: [] };

/**
 * What a command did to a page's elements, by reference (a command never edits an element in place, so a new
 * object is a change): O(n) pointer comparisons, then work in proportion to what changed.
 */
export function pageChanges(before: Page, after: Page): PageChanges {
  if (before.elements === after.elements) return NONE;
  const changed: ElementChange[] = [];
  const added: DrawingElement[] = [];
  const removed: DrawingElement[] = [];
  for (const h of computePageDiff(before, after, { deep: false }).hunks) {
    if (h.removed.length === 1 && h.inserted.length === 1) {
      const was = h.removed[0] as DrawingElement;
      const now = h.inserted[0] as DrawingElement;
      if (was.id === now.id) changed.push({ before: was, after: now });
      else {
        removed.push(was);
        added.push(now);
      }
      continue;
    }
    // A hunk of another length (elements added or deleted): pair the ones present on both sides by id.
    const now = new Map(h.inserted.map((el) => [el.id, el]));
    const seen = new Set<string>();
    for (const was of h.removed) {
      const next = now.get(was.id);
      if (!next) removed.push(was);
      else {
        seen.add(was.id);
        if (next !== was) changed.push({ before: was, after: next });
      }
    }
    for (const el of h.inserted) if (!seen.has(el.id)) added.push(el);
  }
  return { changed, added, removed };
}
