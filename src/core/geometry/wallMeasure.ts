import type { Point } from './point';
import type { Box } from './box';
import { lineEndpoints } from './elementGeometry';
import type { JoinedWall } from './wallJoins';
import { joinedWall } from './wallJoins';
import { wallReach } from './wallJoinIndex';
import type { DrawingElement, WallElement } from '../model/elements';

const meets = (a: Box, b: Box) =>
  a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;

/** The walls among `elements` that can join `wall` (a scan: for one wall at a time, as a panel shows it). */
export function wallNeighboursIn(elements: readonly DrawingElement[], wall: WallElement): WallElement[] {
  const reach = wallReach(wall);
  return elements.filter(
    (el): el is WallElement => el.type === 'wall' && el.id !== wall.id && meets(reach, wallReach(el)),
  );
}

/** One wall joined with whichever of `elements` it meets. */
export const joinedWallIn = (
  elements: readonly DrawingElement[],
  wall: WallElement,
): JoinedWall | undefined => joinedWall(wall, wallNeighboursIn(elements, wall));

export interface WallLengths {
  readonly centreline: number;
  /** The face on the right of the wall's drawing direction (as seen on screen), and the one on its left. */
  readonly rightFace: number;
  readonly leftFace: number;
}

/** A side of a wall as seen along its drawing direction on screen (a door's swing names sides the same way). */
export type WallSide = 'left' | 'right';

/**
 * Where the joined face on `side` runs along the wall, from its start (world units along the centre line): from
 * the corner where it starts to the corner where it ends, measured along the wall (a face interrupted by a T
 * counts end to end, as CAD reads a face dimension). A wall that joins nothing has faces as long as its centre line.
 */
export function faceSpan(
  wall: WallElement,
  joined: JoinedWall | undefined,
  side: WallSide,
): { readonly from: number; readonly to: number } {
  const [a, b] = lineEndpoints(wall);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (!joined || len === 0) return { from: 0, to: len };
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const h = wall.thickness / 2;
  let from = Infinity;
  let to = -Infinity;
  for (const [p, q] of joined.faces) {
    const along = (pt: Point) => (pt.x - a.x) * ux + (pt.y - a.y) * uy;
    const across = (pt: Point) => (pt.x - a.x) * -uy + (pt.y - a.y) * ux;
    // Long faces run along the wall at a half thickness from its centre line; caps and jambs cross it.
    const mid = (across(p) + across(q)) / 2;
    if (Math.abs(Math.abs(mid) - h) > 1e-6 * Math.max(1, h) || Math.abs(across(p) - across(q)) > 1e-9 * len)
      continue;
    if ((mid > 0 ? 'right' : 'left') !== side) continue;
    from = Math.min(from, along(p), along(q));
    to = Math.max(to, along(p), along(q));
  }
  return to >= from ? { from, to } : { from: 0, to: len };
}

/**
 * A joined wall's lengths: its centre line, and each long face from the corner where it starts to the corner
 * where it ends (faceSpan).
 */
export function wallLengths(wall: WallElement, joined: JoinedWall | undefined): WallLengths {
  const [a, b] = lineEndpoints(wall);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const length = (side: WallSide) => {
    const span = faceSpan(wall, joined, side);
    return span.to - span.from;
  };
  return { centreline: len, rightFace: length('right'), leftFace: length('left') };
}

/**
 * The joined wall's left face (the side its automatic dimension is drawn on, see export/dimensions.ts) from its
 * first corner to its last, measured along the wall: what a face dimension spans.
 */
export function leftFaceSpan(wall: WallElement, joined: JoinedWall | undefined): [Point, Point] | null {
  const [a, b] = lineEndpoints(wall);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0) return null;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const h = wall.thickness / 2;
  const { leftFace } = wallLengths(wall, joined);
  // The face's start along the wall: the smallest `along` of its left-face segments (0 for a plain band).
  let start = joined ? Infinity : 0;
  for (const [p, q] of joined?.faces ?? []) {
    const across = (pt: Point) => (pt.x - a.x) * -uy + (pt.y - a.y) * ux;
    if (Math.abs(across(p) + h) > 1e-6 * Math.max(1, h) || Math.abs(across(q) + h) > 1e-6 * Math.max(1, h))
      continue;
    start = Math.min(start, (p.x - a.x) * ux + (p.y - a.y) * uy, (q.x - a.x) * ux + (q.y - a.y) * uy);
  }
  if (!Number.isFinite(start)) start = 0;
  const at = (t: number): Point => ({ x: a.x + ux * t + uy * h, y: a.y + uy * t - ux * h });
  return [at(start), at(start + leftFace)];
}
