import type { Point } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import type { FixtureElement } from '../model/elements';
import type { SymbolDrawing } from './library';
import { symbolDrawing } from './library';

type Fixture = Pick<FixtureElement, 'x' | 'y' | 'rotation' | 'symbol' | 'width' | 'depth' | 'mirrored'>;

/** A fixture turns about the centre of its box, as a rectangle does (elementGeometry `elementCenter`). */
export const fixtureCenter = (el: Fixture): Point => ({ x: el.x + el.width / 2, y: el.y + el.depth / 2 });

/** The fixture's box corners in world units, rotation included (top-left, top-right, bottom-right, bottom-left). */
export function fixtureCorners(el: Fixture): Point[] {
  const c = fixtureCenter(el);
  return [
    { x: el.x, y: el.y },
    { x: el.x + el.width, y: el.y },
    { x: el.x + el.width, y: el.y + el.depth },
    { x: el.x, y: el.y + el.depth },
  ].map((p) => rotatePoint(p, c, el.rotation));
}

/**
 * The symbol's line work in world units: flipped left to right in its box when mirrored, placed at (x, y) and
 * turned by the rotation about the box's centre. The editor, the hit test and every export (but DXF, whose
 * INSERT flips the block) draw these same lines.
 */
export function fixtureDrawing(el: Fixture): SymbolDrawing {
  const local = symbolDrawing(el.symbol, el.width, el.depth);
  const c = fixtureCenter(el);
  const flip = el.mirrored === true;
  const place = (p: Point): Point =>
    rotatePoint({ x: el.x + (flip ? el.width - p.x : p.x), y: el.y + p.y }, c, el.rotation);
  return {
    paths: local.paths.map((path) => ({ points: path.points.map(place), closed: path.closed })),
    circles: local.circles.map((circle) => ({ center: place(circle.center), radius: circle.radius })),
  };
}

const CIRCLE_STEPS = 24;

/** The line work as polylines only (circles sampled): what the plot and the hit test walk. */
export function fixturePolylines(el: Fixture): { points: Point[]; closed: boolean }[] {
  const d = fixtureDrawing(el);
  const circles = d.circles.map(({ center, radius }) => {
    const points: Point[] = [];
    for (let i = 0; i < CIRCLE_STEPS; i++) {
      const a = (2 * Math.PI * i) / CIRCLE_STEPS;
      points.push({ x: center.x + radius * Math.cos(a), y: center.y + radius * Math.sin(a) });
    }
    return { points, closed: true };
  });
  return [...d.paths.map((p) => ({ points: [...p.points], closed: p.closed })), ...circles];
}
