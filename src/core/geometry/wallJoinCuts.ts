import type { Point } from './point';
import { lineEndpoints } from './elementGeometry';
import type { JoinedWall } from './wallJoins';
import type { OpeningElement, WallElement } from '../model/elements';

/**
 * Where the wall's doors and windows leave it open, as [from, to] distances along its centre line. An opening
 * moved off the wall (its centre farther from the centre line than half the thickness) cuts nothing.
 */
function openingGaps(wall: WallElement, openings: readonly OpeningElement[]): [number, number][] {
  const [a, b] = lineEndpoints(wall);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0) return [];
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const gaps: [number, number][] = [];
  for (const o of openings) {
    const dx = o.x - a.x;
    const dy = o.y - a.y;
    const along = dx * ux + dy * uy;
    if (Math.abs(dx * uy - dy * ux) > wall.thickness / 2) continue;
    const from = Math.max(0, along - o.width / 2);
    const to = Math.min(len, along + o.width / 2);
    if (to > from) gaps.push([from, to]);
  }
  return gaps.sort((p, q) => p[0] - q[0]);
}

/** The part of a polygon with `lo <= along(p) <= hi` (Sutherland–Hodgman against the two cut lines). */
function clipPolygon(poly: readonly Point[], along: (p: Point) => number, lo: number, hi: number): Point[] {
  let out: Point[] = poly.slice();
  for (const [limit, keep] of [
    [lo, (v: number) => v >= lo],
    [hi, (v: number) => v <= hi],
  ] as const) {
    if (!Number.isFinite(limit)) continue;
    const src = out;
    out = [];
    for (let k = 0; k < src.length; k++) {
      const p = src[k] as Point;
      const q = src[(k + 1) % src.length] as Point;
      const vp = along(p);
      const vq = along(q);
      if (keep(vp)) out.push(p);
      if (keep(vp) !== keep(vq)) {
        const t = (limit - vp) / (vq - vp);
        out.push({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });
      }
    }
  }
  return out;
}

function clipSegment(
  [p, q]: readonly [Point, Point],
  along: (p: Point) => number,
  lo: number,
  hi: number,
): [Point, Point] | null {
  const vp = along(p);
  const vq = along(q);
  const at = (v: number): Point => {
    const t = vq === vp ? 0 : (v - vp) / (vq - vp);
    return { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
  };
  const lowV = Math.max(Math.min(vp, vq), lo);
  const highV = Math.min(Math.max(vp, vq), hi);
  if (highV <= lowV) return vp === vq && vp >= lo && vp <= hi ? [p, q] : null;
  if (vp === vq) return [p, q];
  return vp < vq ? [at(lowV), at(highV)] : [at(highV), at(lowV)];
}

/**
 * The joined wall with its openings left out: its outlines and faces cut across the wall at each opening's
 * jambs, and a jamb line drawn at each cut (paper has no white mask to paint over a wall).
 */
export function cutJoinedWall(
  wall: WallElement,
  joined: JoinedWall,
  openings: readonly OpeningElement[],
): JoinedWall {
  const gaps = openingGaps(wall, openings);
  if (gaps.length === 0) return joined;
  const [a, b] = lineEndpoints(wall);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const along = (p: Point) => (p.x - a.x) * ux + (p.y - a.y) * uy;
  const solid: [number, number][] = [];
  let start = -Infinity;
  for (const [from, to] of gaps) {
    // Beyond the wall's ends (the mitres and junction wedges) stays solid.
    if (from > start) solid.push([start, from]);
    start = Math.max(start, to);
  }
  solid.push([start, Infinity]);
  const polygons: Point[][] = [];
  const faces: [Point, Point][] = [];
  for (const [lo, hi] of solid) {
    for (const poly of joined.polygons) {
      const cut = clipPolygon(poly, along, lo, hi);
      if (cut.length >= 3) polygons.push(cut);
    }
    for (const f of joined.faces) {
      const cut = clipSegment(f, along, lo, hi);
      if (cut) faces.push(cut);
    }
  }
  const h = wall.thickness / 2;
  for (const [from, to] of gaps) {
    for (const t of [from, to]) {
      if (t <= 0 || t >= len) continue;
      const c = { x: a.x + ux * t, y: a.y + uy * t };
      faces.push([
        { x: c.x - uy * h, y: c.y + ux * h },
        { x: c.x + uy * h, y: c.y - ux * h },
      ]);
    }
  }
  return { polygons, faces };
}
