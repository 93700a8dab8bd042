import type { Point } from './point';

/** Distance from `p` to the segment a-b (a zero-length segment is a point). */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  let t = len2 === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2;
  t = Math.max(0, Math.min(1, t));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * Where the infinite lines through a-b and c-d cross, or null when they are parallel (or a segment has no
 * length). Fillet accepts crossings on the extensions, so this does not clip to the segments.
 */
export function lineIntersection(a: Point, b: Point, c: Point, d: Point): Point | null {
  const r = { x: b.x - a.x, y: b.y - a.y };
  const s = { x: d.x - c.x, y: d.y - c.y };
  const denom = r.x * s.y - r.y * s.x;
  const scale = Math.hypot(r.x, r.y) * Math.hypot(s.x, s.y);
  // Relative test: nearly parallel lines would meet kilometres away, which no user means by "fillet".
  if (scale === 0 || Math.abs(denom) <= scale * 1e-9) return null;
  const t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / denom;
  return { x: a.x + t * r.x, y: a.y + t * r.y };
}

/** Ray casting; points exactly on an edge may fall either way, callers add an edge-distance test. */
export function pointInPolygon(p: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const pi = polygon[i] as Point;
    const pj = polygon[j] as Point;
    if (pi.y > p.y !== pj.y > p.y && p.x < ((pj.x - pi.x) * (p.y - pi.y)) / (pj.y - pi.y) + pi.x) {
      inside = !inside;
    }
  }
  return inside;
}

/** Distance from `p` to a polyline (closed adds the last-to-first edge). */
export function distanceToPolyline(p: Point, points: readonly Point[], closed: boolean): number {
  if (points.length === 0) return Infinity;
  if (points.length === 1) return Math.hypot(p.x - (points[0] as Point).x, p.y - (points[0] as Point).y);
  let best = Infinity;
  const n = points.length;
  const edges = closed ? n : n - 1;
  for (let i = 0; i < edges; i++) {
    best = Math.min(best, distanceToSegment(p, points[i] as Point, points[(i + 1) % n] as Point));
  }
  return best;
}
