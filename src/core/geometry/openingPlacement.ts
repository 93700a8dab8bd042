import type { Point } from './point';
import { lineEndpoints } from './elementGeometry';
import type { DoorHinge, DoorSwing, DrawingElement, OpeningElement, WallElement } from '../model/elements';

/**
 * Where a door or window sits in its wall, as a distance along the wall's centre line. Everything here measures
 * from the wall's start point (x, y) towards (x2, y2); an opening's centre is at `t`, its start jamb at
 * t - width/2 and its end jamb at t + width/2.
 */
export interface WallFrame {
  readonly a: Point;
  readonly b: Point;
  /** Unit direction from a to b ((1, 0) for a zero-length wall). */
  readonly ux: number;
  readonly uy: number;
  readonly length: number;
  /** The wall's direction in degrees clockwise from +x, in [0, 360): an opening's rotation. */
  readonly rotation: number;
}

type WallLine = Parameters<typeof lineEndpoints>[0];

export function wallFrame(wall: WallLine): WallFrame {
  const [a, b] = lineEndpoints(wall);
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = length === 0 ? 1 : (b.x - a.x) / length;
  const uy = length === 0 ? 0 : (b.y - a.y) / length;
  const deg = (Math.atan2(uy, ux) * 180) / Math.PI;
  return { a, b, ux, uy, length, rotation: deg < 0 ? deg + 360 : deg + 0 };
}

/** How far along the wall the foot of the perpendicular from `p` lies (may be outside [0, length]). */
export const alongWall = (f: WallFrame, p: Point): number => (p.x - f.a.x) * f.ux + (p.y - f.a.y) * f.uy;

/** How far `p` lies from the wall's centre line, positive on the screen-left of its direction. */
export const acrossWall = (f: WallFrame, p: Point): number => (p.x - f.a.x) * f.uy - (p.y - f.a.y) * f.ux;

/**
 * The centre distance that keeps an opening of `width` inside the wall: never across a wall end. An opening wider
 * than its wall is centred in it.
 */
export function clampCentre(f: WallFrame, t: number, width: number): number {
  const half = Math.min(width, f.length) / 2;
  return Math.min(f.length - half, Math.max(half, t));
}

/** The point of the centre line `t` along the wall. */
export const pointAlong = (f: WallFrame, t: number): Point => ({ x: f.a.x + f.ux * t, y: f.a.y + f.uy * t });

/** An opening's placement fields (centre and rotation) for its centre `t` along the wall. */
export function placementAt(f: WallFrame, t: number): { x: number; y: number; rotation: number } {
  return { ...pointAlong(f, t), rotation: f.rotation };
}

/** The wall end nearer to distance `t` along it (the start on a tie). */
export const nearerEnd = (f: WallFrame, t: number): DoorHinge => (t <= f.length / 2 ? 'start' : 'end');

/** The side of the wall `p` is on, as a door's swing names it (left: screen-left of the wall direction). */
export const sideOf = (f: WallFrame, p: Point): DoorSwing => (acrossWall(f, p) >= 0 ? 'left' : 'right');

/**
 * Where distances are measured from at each end of a wall, along it: its centre line's ends (0 and its length),
 * or the corners where one of its faces starts and ends (wallMeasure `faceSpan`).
 */
export interface WallOrigins {
  readonly start: number;
  readonly end: number;
}

const centreLineEnds = (f: WallFrame): WallOrigins => ({ start: 0, end: f.length });

/**
 * The centre of an opening placed `distance` from a wall end to its near jamb (AutoCAD users dimension an
 * opening from the corner to the jamb), kept inside the wall. `from` says where the distance starts at each end.
 */
export function centreAtDistance(
  f: WallFrame,
  end: DoorHinge,
  distance: number,
  width: number,
  from: WallOrigins = centreLineEnds(f),
): number {
  const t = end === 'start' ? from.start + distance + width / 2 : from.end - distance - width / 2;
  return clampCentre(f, t, width);
}

/** The distance from the nearer wall end (as `from` places it) to the opening's near jamb, for a centre at `t`. */
export function distanceFromNearerEnd(
  f: WallFrame,
  t: number,
  width: number,
  from: WallOrigins = centreLineEnds(f),
): number {
  return nearerEnd(f, t) === 'start' ? t - width / 2 - from.start : from.end - t - width / 2;
}

/** An opening's "Offset from start": the wall's start to the opening's start jamb. */
export const offsetFromStart = (f: WallFrame, opening: Pick<OpeningElement, 'x' | 'y' | 'width'>): number =>
  alongWall(f, opening) - opening.width / 2;

const samePoint = (p: Point, q: Point): boolean => p.x === q.x && p.y === q.y;

/**
 * Where an opening's centre goes when its wall changes from `before` to `after`: it keeps its distance from the
 * wall end that stayed put (a wall stretched by its start keeps its openings' distances from its end), from the
 * start otherwise (a wall moved, turned or retyped in length), and is kept inside the wall.
 */
export function followedCentre(before: WallFrame, after: WallFrame, t: number, width: number): number {
  const keepEnd = !samePoint(before.a, after.a) && samePoint(before.b, after.b);
  const next = keepEnd ? after.length - (before.length - t) : t;
  return clampCentre(after, next, width);
}

/**
 * The wall a door or window would go into at `p`: the nearest wall whose band (widened by `tolerance`) holds `p`,
 * between its ends; null when the pointer is on no wall.
 */
export function wallAt(
  elements: readonly DrawingElement[],
  p: Point,
  tolerance: number,
): { wall: WallElement; frame: WallFrame; t: number } | null {
  let best: { wall: WallElement; frame: WallFrame; t: number; d: number } | null = null;
  for (const el of elements) {
    if (el.type !== 'wall') continue;
    const f = wallFrame(el);
    if (f.length === 0) continue;
    const t = alongWall(f, p);
    const d = Math.abs(acrossWall(f, p));
    if (t < -tolerance || t > f.length + tolerance || d > el.thickness / 2 + tolerance) continue;
    if (!best || d < best.d) best = { wall: el, frame: f, t: Math.min(f.length, Math.max(0, t)), d };
  }
  return best && { wall: best.wall, frame: best.frame, t: best.t };
}
