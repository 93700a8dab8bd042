import type { Box } from '../geometry/box';
import { boxContainsPoint, boxOfPoints, isFiniteBox } from '../geometry/box';
import { elementBounds, elementCenter, lineEndpoints } from '../geometry/elementGeometry';
import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import type { DrawingElement, ElementDraft } from '../model/elements';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import { mapElements, plural } from './pageEdit';
import type { CommandResult } from './result';
import { done, fail } from './result';
import { translateElement } from './transform';

export interface StretchArgs {
  /** The elements the crossing window caught (the editor picks them, so locked and hidden ones stay out). */
  readonly ids: readonly string[];
  /** The crossing window, in world units: the points inside it move. */
  readonly window: Box;
  readonly dx: number;
  readonly dy: number;
}

const inside = (window: Box, el: DrawingElement): boolean => {
  const b = elementBounds(el);
  return b.minX >= window.minX && b.maxX <= window.maxX && b.minY >= window.minY && b.maxY <= window.maxY;
};

/** A point-list element's points in world units (its rotation applied). */
function worldPoints(el: DrawingElement & { readonly points: readonly Point[] }): Point[] {
  const c = elementCenter(el);
  return el.points.map((p) => rotatePoint({ x: el.x + p.x, y: el.y + p.y }, c, el.rotation));
}

/** The element with the points inside `window` moved by (dx, dy), or the element itself when none is. */
function stretched(el: DrawingElement, window: Box, dx: number, dy: number): DrawingElement {
  const shift = (p: Point): Point => (boxContainsPoint(window, p) ? { x: p.x + dx, y: p.y + dy } : p);
  switch (el.type) {
    case 'line':
    case 'wall':
    case 'divider':
    case 'dimension': {
      const [a, b] = lineEndpoints(el);
      const [a2, b2] = [shift(a), shift(b)];
      if (a2 === a && b2 === b) return el;
      return finalizeElement({ ...el, x: a2.x, y: a2.y, x2: b2.x, y2: b2.y, rotation: 0 } as ElementDraft);
    }
    case 'room':
    case 'polyline': {
      const world = worldPoints(el);
      const moved = world.map(shift);
      if (moved.every((p, i) => p === world[i])) return el;
      const box = boxOfPoints(moved);
      return finalizeElement({
        ...el,
        x: box.minX,
        y: box.minY,
        rotation: 0,
        points: moved.map((p) => ({ x: p.x - box.minX, y: p.y - box.minY })),
      });
    }
    case 'hatch': {
      const c = elementCenter(el);
      const world = el.loops.map((loop) =>
        loop.map((p) => rotatePoint({ x: el.x + p.x, y: el.y + p.y }, c, el.rotation)),
      );
      const moved = world.map((loop) => loop.map(shift));
      if (moved.every((loop, i) => loop.every((p, k) => p === world[i]?.[k]))) return el;
      const box = boxOfPoints(moved.flat());
      return finalizeElement({
        ...el,
        x: box.minX,
        y: box.minY,
        rotation: 0,
        loops: moved.map((loop) => loop.map((p) => ({ x: p.x - box.minX, y: p.y - box.minY }))),
      });
    }
    default:
      // Shapes, text, symbols and openings move whole when their centre is inside (AutoCAD moves a text or a
      // block by its insertion point); a door left outside follows its wall afterwards (openings.ts).
      return boxContainsPoint(window, elementCenter(el)) ? translateElement(el, dx, dy) : el;
  }
}

/**
 * AutoCAD's STRETCH: of the elements a crossing window caught, those wholly inside move by (dx, dy); the others
 * have their points inside the window moved (a wall's end, a room's corners), the rest staying put. One undo step.
 */
/** The elements as a stretch leaves them (a whole one moved, one crossing the window stretched). */
export const stretchedElement = (el: DrawingElement, window: Box, dx: number, dy: number): DrawingElement =>
  inside(window, el) ? translateElement(el, dx, dy) : stretched(el, window, dx, dy);

export function stretchElements(page: Page, args: StretchArgs): CommandResult {
  const { window, dx, dy } = args;
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return fail('A stretch needs finite distances.');
  if (!isFiniteBox(window) || window.maxX < window.minX || window.maxY < window.minY)
    return fail('A stretch needs a crossing window.');
  const ids = new Set(args.ids);
  if (ids.size === 0) return fail('Select objects to stretch with a crossing window first.');
  let count = 0;
  const next = mapElements(page, ids, (el) => {
    const out = stretchedElement(el, window, dx, dy);
    if (out !== el) count++;
    return out;
  });
  return done(next, `Stretch ${plural(count, 'element')}`);
}
