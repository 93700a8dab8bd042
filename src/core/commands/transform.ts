import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import { elementCenter } from '../geometry/elementGeometry';
import type { DrawingElement, ElementDraft } from '../model/elements';
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
