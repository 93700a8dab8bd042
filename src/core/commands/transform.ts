import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import { elementCenter } from '../geometry/elementGeometry';
import type { DrawingElement, ElementDraft } from '../model/elements';
import { deepEqual } from '../model/equality';
import { finalizeElement } from '../model/snapPoints';

/** Moves an element by (dx, dy). */
export function translateElement(el: DrawingElement, dx: number, dy: number): DrawingElement {
  if (dx === 0 && dy === 0) return el;
  const draft: ElementDraft =
    el.type === 'line' || el.type === 'wall' || el.type === 'divider' || el.type === 'dimension'
      ? { ...el, x: el.x + dx, y: el.y + dy, x2: el.x2 + dx, y2: el.y2 + dy }
      : { ...el, x: el.x + dx, y: el.y + dy };
  return finalizeElement(draft);
}

/** Fields a translation changes (snap points are derived from the rest). */
const MOVED = new Set(['x', 'y', 'x2', 'y2', 'snapPoints']);
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * When `after` is `before` moved by (dx, dy) (a move, its undo or redo) answers the offset, else null: a
 * renderer can then shift what it drew instead of drawing it again. Positions may differ from an exact
 * translation by float rounding only.
 */
export function translationBetween(
  before: DrawingElement,
  after: DrawingElement,
): { dx: number; dy: number } | null {
  if (before.type !== after.type || before.id !== after.id) return null;
  const dx = after.x - before.x;
  const dy = after.y - before.y;
  if ('x2' in before && 'x2' in after) {
    if (!close(after.x2 - before.x2, dx) || !close(after.y2 - before.y2, dy)) return null;
  }
  const a = before as unknown as Record<string, unknown>;
  const b = after as unknown as Record<string, unknown>;
  const keys = Object.keys(a).filter((k) => !MOVED.has(k) && a[k] !== undefined);
  const keysAfter = Object.keys(b).filter((k) => !MOVED.has(k) && b[k] !== undefined);
  if (keys.length !== keysAfter.length) return null;
  for (const k of keys) if (!deepEqual(a[k], b[k])) return null;
  return { dx, dy };
}

export const normalizeDegrees = (deg: number): number => {
  const r = deg % 360;
  return r < 0 ? r + 360 : r === 0 ? 0 : r;
};

/** Sets an element's rotation, keeping its centre where it is. */
export const withRotation = (el: DrawingElement, rotation: number): DrawingElement =>
  el.rotation === rotation ? el : finalizeElement({ ...el, rotation });

/**
 * Turns an element about an outside pivot (a group's centre): its centre orbits the pivot and its own
 * rotation grows by the same angle.
 */
export function rotateAbout(
  el: DrawingElement,
  pivot: Point,
  degrees: number,
  rotation: number,
): DrawingElement {
  const c = elementCenter(el);
  const moved = rotatePoint(c, pivot, degrees);
  return withRotation(translateElement(el, moved.x - c.x, moved.y - c.y), rotation);
}
