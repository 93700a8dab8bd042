import type { GraphicsPath } from 'pixi.js';
import type { Point } from '../../../core/geometry/point';

/**
 * Polylines added to a Pixi path as one flat point array each (`poly`), where `moveTo` and a `lineTo` per point
 * left an instruction and an argument array per point, then copied the points once more into Pixi's shape. The
 * shape comes out as Pixi's would from moveTo/lineTo: a point equal to the one before it is left out, a closed
 * polyline ends on its first point again, and a polyline left with a single point is not drawn.
 */
export function addPolyline(path: GraphicsPath, points: readonly Point[], closed: boolean): void {
  const n = points.length;
  if (n === 0) return;
  // Sized up front (cut to length at the end): grown point by point, the array would be copied as it grows.
  const flat = n < PRESIZE_LIMIT ? new Array<number>(2 * (closed ? n + 1 : n)) : [];
  let len = 0;
  for (let i = 0; i <= n; i++) {
    if (i === n && !closed) break;
    const p = points[i === n ? 0 : i] as Point;
    if (len > 0 && flat[len - 2] === p.x && flat[len - 1] === p.y) continue;
    flat[len++] = p.x;
    flat[len++] = p.y;
  }
  if (len <= 2) return;
  flat.length = len;
  path.poly(flat, false);
}

/** Above this many points an array is grown instead (V8 makes a very large preallocated array a slow dictionary). */
const PRESIZE_LIMIT = 16384;

/** A straight segment from (ax, ay) to (bx, by); none when its ends meet (as `moveTo` then `lineTo` there). */
export function addSegment(path: GraphicsPath, ax: number, ay: number, bx: number, by: number): void {
  if (ax === bx && ay === by) return;
  path.poly([ax, ay, bx, by], false);
}

/** A closed polygon for a fill (as `poly(points)`: every point kept, the shape closed by the fill). */
export function addPolygon(path: GraphicsPath, points: readonly Point[]): void {
  path.poly(flatPoints(points));
}

/** The points as a flat array (x0, y0, x1, y1, …), as Pixi's `poly` takes them. */
export function flatPoints(points: readonly Point[]): number[] {
  const flat = new Array<number>(points.length * 2);
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Point;
    flat[2 * i] = p.x;
    flat[2 * i + 1] = p.y;
  }
  return flat;
}
