import type { Point } from './point';
import { bandCorners, lineEndpoints } from './elementGeometry';
import type { DrawingElement, OpeningElement, WallElement } from '../model/elements';
import { isOpening } from '../model/elements';

/** The doors and windows placed in each wall (by their `wallId`), for drawings that cut walls at openings. */
export function openingsByWall(elements: readonly DrawingElement[]): Map<string, OpeningElement[]> {
  const out = new Map<string, OpeningElement[]>();
  for (const el of elements) {
    if (!isOpening(el) || el.wallId === undefined) continue;
    const list = out.get(el.wallId);
    if (list) list.push(el);
    else out.set(el.wallId, [el]);
  }
  return out;
}

/**
 * A wall's band with its openings left out: one closed outline per solid stretch, in world units. Openings
 * that do not lie on the wall (moved off it since they were placed) cut nothing.
 */
export function wallPieces(wall: WallElement, openings: readonly OpeningElement[]): Point[][] {
  const [a, b] = lineEndpoints(wall);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0 || openings.length === 0) return [bandCorners(a, b, wall.thickness)];
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const gaps: [number, number][] = [];
  for (const o of openings) {
    const dx = o.x - a.x;
    const dy = o.y - a.y;
    const along = dx * ux + dy * uy;
    const across = Math.abs(dx * uy - dy * ux);
    if (across > wall.thickness / 2) continue;
    const from = Math.max(0, along - o.width / 2);
    const to = Math.min(len, along + o.width / 2);
    if (to > from) gaps.push([from, to]);
  }
  gaps.sort((p, q) => p[0] - q[0]);
  const at = (t: number): Point => ({ x: a.x + ux * t, y: a.y + uy * t });
  const pieces: Point[][] = [];
  let start = 0;
  for (const [from, to] of gaps) {
    if (from > start) pieces.push(bandCorners(at(start), at(from), wall.thickness));
    start = Math.max(start, to);
  }
  if (start < len) pieces.push(bandCorners(at(start), b, wall.thickness));
  return pieces;
}
