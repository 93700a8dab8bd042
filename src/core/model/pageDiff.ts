import type { DrawingElement } from './elements';
import { deepEqual } from './equality';
import type { Page } from './page';

/** At `index`, `removed` (in the older page) was replaced by `inserted` (in the newer page). */
export interface ElementHunk {
  readonly index: number;
  readonly removed: readonly DrawingElement[];
  readonly inserted: readonly DrawingElement[];
}

/**
 * What changed between two versions of a page. It holds only the changed elements (the rest stay shared
 * between versions), so an undo step costs memory in proportion to what changed, not to the page size.
 * Either all hunks keep their length (elements replaced in place) or there is exactly one hunk, so the same
 * indices are valid in both directions.
 */
export interface PageDiff {
  readonly hunks: readonly ElementHunk[];
  readonly name?: { readonly before: string; readonly after: string };
  /**
   * The page's other fields that changed (its underlays, …), before and after, each kept whole: they are a few
   * small records beside the elements. A field absent on one side is undefined there. Absent = none changed.
   */
  readonly fields?: { readonly before: PageFields; readonly after: PageFields };
}

/** A page's fields beside its elements: what `fields` of a diff holds. */
export type PageFields = Partial<Omit<Page, 'version' | 'id' | 'name' | 'elements'>>;

const OWN_KEYS: ReadonlySet<string> = new Set(['version', 'id', 'name', 'elements']);

export const isEmptyDiff = (d: PageDiff): boolean =>
  d.hunks.length === 0 && d.name === undefined && d.fields === undefined;

/** The other fields that differ (by reference, and by value when `deep`), or undefined when none does. */
function changedFields(before: Page, after: Page, deep: boolean): PageDiff['fields'] {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  let changed = false;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (OWN_KEYS.has(key)) continue;
    const x = (before as unknown as Record<string, unknown>)[key];
    const y = (after as unknown as Record<string, unknown>)[key];
    if (x === y || (deep && deepEqual(x, y))) continue;
    b[key] = x;
    a[key] = y;
    changed = true;
  }
  return changed ? { before: b as PageFields, after: a as PageFields } : undefined;
}

/**
 * O(n) pointer comparisons plus a deep comparison of the few elements whose references differ. With
 * `deep: false` every replaced reference counts as changed: enough for a consumer that only re-reads what
 * changed (the scene, the spatial index), and it skips comparing a 1,000-element move twice more.
 */
export function computePageDiff(before: Page, after: Page, options: { deep?: boolean } = {}): PageDiff {
  const deep = options.deep ?? true;
  const a = before.elements;
  const b = after.elements;
  const name = before.name === after.name ? undefined : { before: before.name, after: after.name };
  const hunks: ElementHunk[] = [];
  if (a !== b) {
    const min = Math.min(a.length, b.length);
    let p = 0;
    while (p < min && a[p] === b[p]) p++;
    let s = 0;
    while (s < min - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
    const aEnd = a.length - s;
    const bEnd = b.length - s;
    if (aEnd - p === bEnd - p) {
      for (let i = p; i < aEnd; i++) {
        const ea = a[i] as DrawingElement;
        const eb = b[i] as DrawingElement;
        if (ea !== eb && (!deep || !deepEqual(ea, eb)))
          hunks.push({ index: i, removed: [ea], inserted: [eb] });
      }
    } else {
      hunks.push({ index: p, removed: a.slice(p, aEnd), inserted: b.slice(p, bEnd) });
    }
  }
  const fields = changedFields(before, after, deep);
  return { hunks, ...(name ? { name } : {}), ...(fields ? { fields } : {}) };
}

/** Replays a diff onto the page it was computed from (`forward`) or back onto the older page (`backward`). */
export function applyPageDiff(page: Page, diff: PageDiff, direction: 'forward' | 'backward'): Page {
  const forward = direction === 'forward';
  let elements = page.elements;
  if (diff.hunks.length > 0) {
    const only = diff.hunks[0] as ElementHunk;
    if (diff.hunks.length === 1 && only.removed.length !== only.inserted.length) {
      const out = forward ? only.inserted : only.removed;
      const gone = forward ? only.removed : only.inserted;
      elements = [...elements.slice(0, only.index), ...out, ...elements.slice(only.index + gone.length)];
    } else {
      const copy = elements.slice();
      for (const h of diff.hunks) {
        const replacement = forward ? h.inserted : h.removed;
        for (let k = 0; k < replacement.length; k++) copy[h.index + k] = replacement[k] as DrawingElement;
      }
      elements = copy;
    }
  }
  const name = diff.name ? (forward ? diff.name.after : diff.name.before) : page.name;
  if (!diff.fields) return { ...page, name, elements };
  const chosen: Record<string, unknown> = forward ? diff.fields.after : diff.fields.before;
  // A field absent before is absent again after undo, so the page is restored exactly as it was.
  const entries = Object.entries({ ...page, name, elements, ...chosen }).filter(
    ([key, value]) => !(value === undefined && key in chosen),
  );
  return Object.fromEntries(entries) as unknown as Page;
}
