import type { Point } from './point';
import type { DrawingElement, WallElement } from '../model/elements';
import type { JoinedWall } from './wallJoins';
import { joinWalls } from './wallJoins';
import { cutJoinedWall } from './wallJoinCuts';
import { openingsByWall } from './wallOpenings';
import { leftFaceSpan } from './wallMeasure';
import type { WallDimensions } from '../model/page';

/**
 * The page's walls as the exports draw them: joined where they meet and cut at their doors and windows.
 * Walls of `elements` only join each other (pass the shown elements: a hidden wall leaves no join behind).
 */
export function drawnWalls(elements: readonly DrawingElement[]): Map<string, JoinedWall> {
  const walls = elements.filter((el): el is WallElement => el.type === 'wall');
  if (walls.length === 0) return new Map();
  const joined = joinWalls(walls);
  const openings = openingsByWall(elements);
  for (const wall of walls) {
    const cuts = openings.get(wall.id);
    const j = joined.get(wall.id);
    if (cuts && j) joined.set(wall.id, cutJoinedWall(wall, j, cuts));
  }
  return joined;
}

export interface FaceChain {
  readonly points: readonly Point[];
  readonly closed: boolean;
}

const key = (p: Point) => `${p.x.toFixed(6)},${p.y.toFixed(6)}`;

/**
 * Face lines strung end to end into as few polylines as possible: a wall that joins nothing is one closed
 * outline (as before joins), a joined wall's faces are open runs between its junctions.
 */
export function faceChains(faces: readonly (readonly [Point, Point])[]): FaceChain[] {
  const byEnd = new Map<string, number[]>();
  faces.forEach(([a, b], i) => {
    for (const k of [key(a), key(b)]) {
      const list = byEnd.get(k);
      if (list) list.push(i);
      else byEnd.set(k, [i]);
    }
  });
  const used = new Array<boolean>(faces.length).fill(false);
  const next = (at: Point): [Point, Point] | null => {
    for (const i of byEnd.get(key(at)) ?? []) {
      if (used[i]) continue;
      used[i] = true;
      const [a, b] = faces[i] as [Point, Point];
      return key(a) === key(at) ? [a, b] : [b, a];
    }
    return null;
  };
  const out: FaceChain[] = [];
  faces.forEach(([a, b], i) => {
    if (used[i]) return;
    used[i] = true;
    const pts: Point[] = [a, b];
    for (let seg = next(b); seg; seg = next(seg[1])) pts.push(seg[1]);
    // Grow backwards too, so a run found from its middle is still one polyline.
    const back: Point[] = [];
    for (let seg = next(a); seg; seg = next(seg[1])) back.push(seg[1]);
    const all = [...back.reverse(), ...pts];
    const first = all[0] as Point;
    const last = all[all.length - 1] as Point;
    const closed = all.length > 3 && key(first) === key(last);
    out.push({ points: closed ? all.slice(0, -1) : all, closed });
  });
  return out;
}

/** How wall dimensions measure on a page that measures between faces: the joined left face; else undefined. */
export function wallFaceDimension(
  measure: WallDimensions | undefined,
  walls: ReadonlyMap<string, JoinedWall>,
): ((wall: WallElement) => [Point, Point] | null) | undefined {
  return measure === 'faces' ? (wall) => leftFaceSpan(wall, walls.get(wall.id)) : undefined;
}
