import type { Point } from './geometry/point';
import { distance } from './geometry/point';
import { signedArea } from './geometry/buildingGeometry';

/** What the measure tool reads off the points the user picked. Nothing is added to the drawing. */
export interface Measurement {
  /** The last segment's length (the distance being measured now). */
  readonly last: number;
  /** All segments together (a path's length, or a closed outline's perimeter). */
  readonly total: number;
  /** The angle between the last two segments, in degrees (0–180); null with fewer than two segments. */
  readonly angle: number | null;
  /** The CAD direction of the last segment (counter-clockwise from east). */
  readonly direction: number | null;
  /** The enclosed area once the outline is closed; null while open. */
  readonly area: number | null;
}

export function measure(points: readonly Point[], closed: boolean): Measurement {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distance(points[i - 1] as Point, points[i] as Point);
  if (closed && points.length > 2) total += distance(points[points.length - 1] as Point, points[0] as Point);
  const n = points.length;
  const last = n >= 2 ? distance(points[n - 2] as Point, points[n - 1] as Point) : 0;
  let angle: number | null = null;
  if (n >= 3) {
    const a = points[n - 3] as Point;
    const b = points[n - 2] as Point;
    const c = points[n - 1] as Point;
    const u = { x: a.x - b.x, y: a.y - b.y };
    const v = { x: c.x - b.x, y: c.y - b.y };
    const lu = Math.hypot(u.x, u.y);
    const lv = Math.hypot(v.x, v.y);
    if (lu > 0 && lv > 0) {
      const cos = Math.max(-1, Math.min(1, (u.x * v.x + u.y * v.y) / (lu * lv)));
      angle = (Math.acos(cos) * 180) / Math.PI;
    }
  }
  let direction: number | null = null;
  if (n >= 2) {
    const a = points[n - 2] as Point;
    const b = points[n - 1] as Point;
    if (a.x !== b.x || a.y !== b.y) {
      const deg = (Math.atan2(-(b.y - a.y), b.x - a.x) * 180) / Math.PI;
      direction = deg < 0 ? deg + 360 : deg + 0;
    }
  }
  const area = closed && n > 2 ? Math.abs(signedArea(points)) : null;
  return { last, total, angle, direction, area };
}
