import type { Box } from '../geometry/box';
import { boxContainsPoint } from '../geometry/box';
import { lineEndpoints } from '../geometry/elementGeometry';
import type { Point } from '../geometry/point';
import { WallJoinIndex, wallReach } from '../geometry/wallJoinIndex';
import { joinedWall } from '../geometry/wallJoins';
import type { DimensionElement, WallElement } from '../model/elements';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import type { ElementChange } from './pageChanges';

/*
 * Dimensions placed on walls are associative (AutoCAD's DIMASSOC): a dimension point that sat on a wall's
 * centre-line end or on one of its corners (a face corner, mitred where walls join) stays on that point when
 * the wall changes; one elsewhere on its centre line or a face (a jamb, a partition's face) keeps its place on
 * the wall measured from the wall's start, as the wall's openings do. Nothing is stored: the association is read from where the point was, so dimensions drawn
 * by snapping, typed exactly or made with an adopted layout all follow.
 */

/** A dimension point this close (world units, 1/96") to a wall's point is on it. */
const ON_POINT = 0.5;

/** A followed point closer than this (world units) to where it was has not moved (float noise of a re-join). */
const STILL = 1e-6;

/** The corner of the wall's joined outline nearest the predicted place, within this many half widths. */
const SNAP_HALF_WIDTHS = 2;

interface Walls {
  index: WallJoinIndex | null;
  readonly page: Page;
  /** Walls to take in place of the page's (the joined walls that followed, not yet put in the page). */
  readonly instead: ReadonlyMap<string, WallElement>;
}

/** The page's walls in a join grid, built on the first question (most commands never ask). */
function neighboursIn(walls: Walls, wall: WallElement): WallElement[] {
  if (!walls.index) {
    const index = new WallJoinIndex();
    for (const el of walls.page.elements) if (el.type === 'wall') index.set(walls.instead.get(el.id) ?? el);
    walls.index = index;
  }
  return walls.index.neighbours(wall);
}

/** The corners of a wall's outline as the page joins it (its band's four corners when it joins nothing). */
function cornersOf(walls: Walls, wall: WallElement): Point[] {
  const joined = joinedWall(wall, neighboursIn(walls, wall));
  return joined ? joined.polygons.flat() : [];
}

const distance = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y);

/** The rigid motion of a wall's centre line about its end `at`, applied to `p`. */
function carried(was: readonly [Point, Point], now: readonly [Point, Point], at: 0 | 1, p: Point): Point {
  const angle = (e: readonly [Point, Point]) => Math.atan2(e[1].y - e[0].y, e[1].x - e[0].x);
  const turn = angle(now) - angle(was);
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const dx = p.x - was[at].x;
  const dy = p.y - was[at].y;
  return { x: now[at].x + dx * cos - dy * sin, y: now[at].y + dx * sin + dy * cos };
}

/**
 * Where a dimension point on `change`'s wall goes, or null when it was not on the wall's end or corners. A corner
 * goes to the corner of the new outline nearest where the wall's nearer end carried it (a mitre may shift).
 */
function followedPoint(
  p: Point,
  change: ElementChange<WallElement>,
  before: Walls,
  after: Walls,
): Point | null {
  const was = lineEndpoints(change.before);
  const now = lineEndpoints(change.after);
  for (const at of [0, 1] as const) if (distance(p, was[at]) <= ON_POINT) return now[at];
  if (!cornersOf(before, change.before).some((c) => distance(c, p) <= ON_POINT)) return null;
  const at = distance(p, was[0]) <= distance(p, was[1]) ? 0 : 1;
  const predicted = carried(was, now, at, p);
  let best: Point = predicted;
  let bestDistance = (SNAP_HALF_WIDTHS * change.after.thickness) / 2;
  for (const c of cornersOf(after, change.after)) {
    const d = distance(c, predicted);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * Where a dimension point lying along `change`'s wall (on its centre line or a face, between its ends) goes: with
 * the wall, held at its distance from the start and from the centre line. Null when it was not on the wall.
 */
function carriedAlong(p: Point, change: ElementChange<WallElement>): Point | null {
  const was = lineEndpoints(change.before);
  const length = distance(was[0], was[1]);
  if (length === 0) return null;
  const ux = (was[1].x - was[0].x) / length;
  const uy = (was[1].y - was[0].y) / length;
  const along = (p.x - was[0].x) * ux + (p.y - was[0].y) * uy;
  const across = Math.abs((p.x - was[0].x) * -uy + (p.y - was[0].y) * ux);
  if (along < -ON_POINT || along > length + ON_POINT) return null;
  const half = change.before.thickness / 2;
  if (across > ON_POINT && Math.abs(across - half) > ON_POINT) return null;
  return carried(was, lineEndpoints(change.after), 0, p);
}

/**
 * The dimensions of `after` that the command left alone but that measure to a wall it (or a joined wall
 * following it) changed, with their points following the wall. `before` is the page the command started from;
 * `walls` the walls changed, among them the `followers` not yet put in `after`; `changedIds` what the command
 * itself changed or added (left as it left them); `dimensions` the page's dimensions.
 */
export function followingDimensions(
  before: Page,
  after: Page,
  walls: readonly ElementChange<WallElement>[],
  followers: readonly ElementChange<WallElement>[],
  changedIds: ReadonlySet<string>,
  dimensions: readonly DimensionElement[],
): ElementChange<DimensionElement>[] {
  if (walls.length === 0) return [];
  const reaches: { box: Box; change: ElementChange<WallElement> }[] = walls.map((change) => ({
    box: wallReach(change.before),
    change,
  }));
  const beforeWalls: Walls = { index: null, page: before, instead: new Map() };
  const afterWalls: Walls = {
    index: null,
    page: after,
    instead: new Map(followers.map((c) => [c.after.id, c.after])),
  };
  const out: ElementChange<DimensionElement>[] = [];
  for (const el of dimensions) {
    if (changedIds.has(el.id)) continue;
    const ends = lineEndpoints(el);
    const next: [Point, Point] = [ends[0], ends[1]];
    for (const k of [0, 1] as const) {
      // A corner shared by two changed walls follows the one that moved it (the other may have changed
      // elsewhere); a wall's ends and corners come before points along a wall (a partition's end on a face).
      const near = reaches.filter(({ box }) => boxContainsPoint(box, ends[k]));
      const moved = (p: Point | null): p is Point => p !== null && distance(p, ends[k]) > STILL;
      let p: Point | null = null;
      for (const { change } of near) {
        p = followedPoint(ends[k], change, beforeWalls, afterWalls);
        if (moved(p)) break;
      }
      if (!moved(p))
        for (const { change } of near) {
          p = carriedAlong(ends[k], change);
          if (moved(p)) break;
        }
      if (moved(p)) next[k] = p;
    }
    if (next[0] === ends[0] && next[1] === ends[1]) continue;
    out.push({ before: el, after: withEnds(el, next[0], next[1]) });
  }
  return out;
}

function withEnds(el: DimensionElement, a: Point, b: Point): DimensionElement {
  return finalizeElement({ ...el, x: a.x, y: a.y, x2: b.x, y2: b.y, rotation: 0 }) as DimensionElement;
}
