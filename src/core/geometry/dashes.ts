import type { Point } from './point';

/** Beyond this many dashes on one element, the line is drawn continuous (too fine to see as dashes anyway). */
export const MAX_DASHES = 5000;

/**
 * Cuts a polyline into the dashes of a pattern (world units: positive dash, negative gap, 0 dot), starting the
 * pattern afresh at the first point as CAD does per entity. Dots come out as zero-length pieces [p, p]: the
 * caller draws them as short marks. Answers null when the pattern is empty or would make too many dashes.
 */
export function dashPolyline(
  points: readonly Point[],
  closed: boolean,
  pattern: readonly number[],
): Point[][] | null {
  const period = pattern.reduce((s, v) => s + Math.abs(v), 0);
  if (pattern.length === 0 || !(period > 0) || points.length < 2) return null;
  const pts = closed ? [...points, points[0] as Point] : points;
  let total = 0;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Point;
    const b = pts[i] as Point;
    total += Math.hypot(b.x - a.x, b.y - a.y);
  }
  if ((total / period) * pattern.length > MAX_DASHES * 2) return null;

  const out: Point[][] = [];
  let k = 0; // pattern index
  let left = Math.abs(pattern[0] as number); // what remains of the current pattern element
  let current: Point[] | null = (pattern[0] as number) >= 0 ? [pts[0] as Point] : null;
  if ((pattern[0] as number) === 0) {
    out.push([pts[0] as Point, pts[0] as Point]);
    current = null;
  }
  const advance = (at: Point) => {
    if (current) {
      current.push(at);
      if (current.length >= 2) out.push(current);
    }
    k = (k + 1) % pattern.length;
    const v = pattern[k] as number;
    left = Math.abs(v);
    if (v === 0) {
      out.push([at, at]);
      current = null;
    } else current = v > 0 ? [at] : null;
  };
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Point;
    const b = pts[i] as Point;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    let t = 0;
    while (len - t > left) {
      t += left;
      // A dot (left 0) takes no length: the loop steps on to the next pattern element at the same place.
      advance({ x: a.x + ((b.x - a.x) * t) / len, y: a.y + ((b.y - a.y) * t) / len });
    }
    left -= len - t;
    if (current) current.push(b);
  }
  if (current && (current as Point[]).length >= 2) out.push(current);
  return out;
}
