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
  /** Layer edits are page edits: the layer lists before and after (small, kept whole). */
  readonly layers?: { readonly before: Page['layers']; readonly after: Page['layers'] };
  readonly currentLayer?: { readonly before: string | undefined; readonly after: string | undefined };
}

export const isEmptyDiff = (d: PageDiff): boolean =>
  d.hunks.length === 0 && d.name === undefined && d.layers === undefined && d.currentLayer === undefined;

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
  const layersChanged = before.layers !== after.layers && (!deep || !deepEqual(before.layers, after.layers));
  return {
    hunks,
    ...(name ? { name } : {}),
    ...(layersChanged ? { layers: { before: before.layers, after: after.layers } } : {}),
    ...(before.currentLayer !== after.currentLayer
      ? { currentLayer: { before: before.currentLayer, after: after.currentLayer } }
      : {}),
  };
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
  const layers = diff.layers ? (forward ? diff.layers.after : diff.layers.before) : page.layers;
  const out = { ...page, name, elements, layers };
  if (!diff.currentLayer) return out;
  const current = forward ? diff.currentLayer.after : diff.currentLayer.before;
  const { currentLayer: _old, ...rest } = out;
  return current === undefined ? rest : { ...rest, currentLayer: current };
}
