import type { Point } from './point';

/** Which side of a line drawn from a to b a wall's body lies on (as seen on screen, y down). */
export type BodySide = 'left' | 'right';

/**
 * The centre line of a wall `thickness` thick whose face is the line drawn from `a` to `b`, its body on `side`
 * of it (Revit's location line on a finish face): the drawn line moved half the thickness towards the body.
 */
export function centreLineOfFace(a: Point, b: Point, thickness: number, side: BodySide): [Point, Point] {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0) return [a, b];
  // Screen-right of the direction (y down) is (-uy, ux).
  const k = ((side === 'right' ? 1 : -1) * thickness) / 2 / len;
  const nx = -(b.y - a.y) * k;
  const ny = (b.x - a.x) * k;
  return [
    { x: a.x + nx, y: a.y + ny },
    { x: b.x + nx, y: b.y + ny },
  ];
}

/**
 * Where two centre lines meet when their walls turn a corner: the crossing of the lines through them, or null when
 * they run straight on (or nearly): then each keeps its own end.
 */
export function cornerOf(p: readonly [Point, Point], q: readonly [Point, Point]): Point | null {
  const rx = p[1].x - p[0].x;
  const ry = p[1].y - p[0].y;
  const sx = q[1].x - q[0].x;
  const sy = q[1].y - q[0].y;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) <= 1e-9 * Math.hypot(rx, ry) * Math.hypot(sx, sy)) return null;
  const t = ((q[0].x - p[0].x) * sy - (q[0].y - p[0].y) * sx) / den;
  return { x: p[0].x + rx * t, y: p[0].y + ry * t };
}
