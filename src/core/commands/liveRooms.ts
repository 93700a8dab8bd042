import type { Box } from '../geometry/box';
import { boxCenter, boxesOverlap, boxOfPoints, expandBox, unionBoxes } from '../geometry/box';
import { roomOutline, roomTag } from '../geometry/buildingGeometry';
import { bandCorners, elementBounds, lineEndpoints } from '../geometry/elementGeometry';
import type { Point } from '../geometry/point';
import type { RoomBoundary } from '../geometry/roomDetect';
import { enclosedOutline } from '../geometry/roomDetect';
import { pointInPolygon } from '../geometry/segment';
import type { DrawingElement, RoomElement } from '../model/elements';
import type { Page } from '../model/page';
import { pageChanges } from './pageChanges';
import { finalizeElement } from '../model/snapPoints';

/*
 * Rooms traced from walls (`bound`) follow their walls: after any command that changes a wall or divider, the
 * bound rooms whose outline the changed walls touch are traced again from a point inside them, in the same
 * command result (so the same undo step). A room whose walls no longer close keeps its last outline and is
 * marked `enclosed: false`.
 *
 * A room without the mark whose outline is exactly what its walls enclosed before the change — along their inner
 * faces, or along their centre lines as a generated plan draws its rooms — follows them the same way: it is
 * bound by where it lies, however the design was made (an adopted layout, a DXF, a room drawn over the walls).
 */

/** How close (world units, 1/96") a wall must come to a room's outline to count as touching it. */
const TOUCH = 1;
/** Seeds tried inside a room: its tag point, then points just inside its longest edges (a quarter, half, three quarters along). */
const EDGE_SEEDS = 6;
const INSET = 0.5;
/** The walls looked at grow from around the room to this many times its size before it counts as open. */
const GROWTH = [1, 3] as const;
/** Two outlines within this distance (world units) vertex by vertex are the same: the room is left as it was. */
const SAME = 1e-6;
/** A room's outline within this distance (world units, 1/192") of what its walls enclose is bound to them. */
const ON_WALLS = 0.5;

const bounds = (el: DrawingElement): boolean => el.type === 'wall' || el.type === 'divider';

/** Elements never change in place, so their boxes are kept (a trace looks at the same walls for every room). */
const boxes = new WeakMap<DrawingElement, Box>();
function boundsOf(el: DrawingElement): Box {
  let b = boxes.get(el);
  if (!b) boxes.set(el, (b = elementBounds(el)));
  return b;
}

/**
 * The boxes of the walls and dividers that `after` changed, added or removed: a changed one's box spans where it
 * was and where it is, so it covers all the floor the wall swept.
 */
function changedWallBoxes(before: Page, after: Page): Box[] {
  const { changed, added, removed } = pageChanges(before, after);
  const boxes: Box[] = [];
  for (const c of changed)
    if (bounds(c.before) || bounds(c.after))
      boxes.push(unionBoxes([elementBounds(c.before), elementBounds(c.after)]) as Box);
  for (const el of [...added, ...removed]) if (bounds(el)) boxes.push(elementBounds(el));
  return boxes;
}

/** Where along an edge the seeds just inside it sit. */
const ALONG = [0.5, 0.25, 0.75] as const;

const inBox = (b: Box, p: Point): boolean => p.x >= b.minX && p.x <= b.maxX && p.y >= b.minY && p.y <= b.maxY;

/**
 * The points a re-trace starts from: the tag point, then points just inside the longest edges. Those outside the
 * changed walls' boxes come first: a moved wall sweeps its box, so a point there may now lie in the wall or past it.
 */
function seeds(room: RoomElement, outline: readonly Point[], changed: readonly Box[]): Point[] {
  const edges = outline
    .map((a, i) => {
      const b = outline[(i + 1) % outline.length] as Point;
      return { a, b, len: Math.hypot(b.x - a.x, b.y - a.y) };
    })
    .filter((e) => e.len > 4 * INSET)
    .sort((m, n) => n.len - m.len)
    .slice(0, EDGE_SEEDS);
  const candidates: Point[] = [roomTag(room).at];
  for (const t of ALONG)
    for (const { a, b, len } of edges) {
      const at = { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
      const nx = (-(b.y - a.y) / len) * INSET;
      const ny = ((b.x - a.x) / len) * INSET;
      const left = { x: at.x + nx, y: at.y + ny };
      candidates.push(pointInPolygon(left, outline) ? left : { x: at.x - nx, y: at.y - ny });
    }
  const inside = candidates.filter((p) => pointInPolygon(p, outline));
  const swept = (p: Point) => changed.some((b) => inBox(b, p));
  return [...inside.filter((p) => !swept(p)), ...inside.filter(swept)];
}

/** Whether `p` lies in a wall's or divider's band (a face trace from there finds nothing). */
function inWall(walls: readonly DrawingElement[], p: Point): boolean {
  return walls.some((w) => {
    if ((w.type !== 'wall' && w.type !== 'divider') || !inBox(boundsOf(w), p)) return false;
    const [a, b] = lineEndpoints(w);
    return pointInPolygon(p, bandCorners(a, b, w.thickness));
  });
}

const scaleBox = (b: Box, k: number): Box => {
  const c = boxCenter(b);
  const hw = ((b.maxX - b.minX) / 2) * k;
  const hh = ((b.maxY - b.minY) / 2) * k;
  return { minX: c.x - hw, minY: c.y - hh, maxX: c.x + hw, maxY: c.y + hh };
};

const strictlyInside = (inner: Box, outer: Box): boolean =>
  inner.minX > outer.minX && inner.minY > outer.minY && inner.maxX < outer.maxX && inner.maxY < outer.maxY;

/**
 * The outline around `seed` from the walls near `region` only (a big page's other walls are never looked at). A
 * trace that reaches the edge of the walls looked at may have leaked past walls left out, so the region grows
 * and the trace runs again; an area still open at the largest region counts as not enclosed.
 */
function traceNear(
  walls: readonly DrawingElement[],
  seed: Point,
  region: Box,
  boundary: RoomBoundary,
): Point[] | null {
  for (const k of GROWTH) {
    const box = scaleBox(region, k);
    const near = walls.filter((w) => boxesOverlap(boundsOf(w), box));
    const outline = enclosedOutline(near, seed, boundary);
    if (outline && strictlyInside(boxOfPoints(outline), box))
      return boundary === 'centreline' ? withoutStraightVertices(outline) : outline;
  }
  return null;
}

/**
 * The ring without the vertices where it runs straight on: a centre-line trace stops at every wall end meeting
 * the outline from outside, which a drawn room does not have.
 */
function withoutStraightVertices(ring: readonly Point[]): Point[] {
  const out = ring.filter((q, i) => {
    const p = ring[(i + ring.length - 1) % ring.length] as Point;
    const r = ring[(i + 1) % ring.length] as Point;
    const cross = (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x);
    return Math.abs(cross) > ON_WALLS * Math.hypot(r.x - p.x, r.y - p.y);
  });
  return out.length >= 3 ? out : [...ring];
}

/** Whether two closed outlines are the same ring of points (any starting vertex, same direction). */
function sameRing(a: readonly Point[], b: readonly Point[], tolerance = SAME): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  const first = a[0] as Point;
  const near = (p: Point, q: Point) => Math.abs(p.x - q.x) <= tolerance && Math.abs(p.y - q.y) <= tolerance;
  for (let s = 0; s < b.length; s++) {
    if (!near(first, b[s] as Point)) continue;
    if (a.every((p, i) => near(p, b[(s + i) % b.length] as Point))) return true;
  }
  return false;
}

/** The room with a new outline in world units (unrotated, relative to its box's top-left corner), enclosed again. */
function withOutline(room: RoomElement, outline: readonly Point[]): RoomElement {
  const b = boxOfPoints(outline);
  const { enclosed: _was, ...rest } = room;
  return finalizeElement({
    ...rest,
    x: b.minX,
    y: b.minY,
    rotation: 0,
    points: outline.map((p) => ({ x: p.x - b.minX, y: p.y - b.minY })),
  }) as RoomElement;
}

/**
 * What `room` runs along among `walls` as they were: their faces or their centre lines when its outline is what
 * they enclose there (within 1/192"), else null (a room drawn on its own, or one the walls no longer fit).
 */
export function roomBoundaryOf(room: RoomElement, walls: readonly DrawingElement[]): RoomBoundary | null {
  const outline = roomOutline(room);
  if (outline.length < 3) return null;
  const region = expandBox(boxOfPoints(outline), TOUCH);
  const seed = seeds(room, outline, [])[0];
  if (!seed) return null;
  const mine = withoutStraightVertices(outline);
  for (const boundary of ['faces', 'centreline'] as const) {
    const traced = traceNear(walls, seed, region, boundary);
    if (traced && sameRing(withoutStraightVertices(traced), mine, ON_WALLS)) return boundary;
  }
  return null;
}

/**
 * One room traced again among `walls` along `boundary` (a bound room: the faces), or the same object when nothing
 * about it changed. A bound room the walls no longer close is marked `enclosed: false`; a room bound only by where
 * it lay keeps its outline unmarked (it is no longer what its walls enclose, so it stops following them).
 */
export function retraceRoom(
  room: RoomElement,
  walls: readonly DrawingElement[],
  changed: readonly Box[] = [],
  boundary: RoomBoundary = 'faces',
): RoomElement {
  const old = roomOutline(room);
  // The room can grow past its box by what the walls swept across (a long wall moved 1' sweeps a 1'-wide strip).
  const sweep = Math.max(0, ...changed.map((b) => Math.min(b.maxX - b.minX, b.maxY - b.minY)));
  const region = expandBox(boxOfPoints(old), sweep + TOUCH);
  for (const seed of seeds(room, old, changed)) {
    const outline = traceNear(walls, seed, region, boundary);
    if (!outline) {
      // A seed clear of the change and of every wall that finds no ring: the room's own area is open.
      const blocked = boundary === 'faces' && inWall(walls, seed);
      if (!changed.some((b) => inBox(b, seed)) && !blocked) break;
      continue;
    }
    if (sameRing(outline, old)) {
      if (room.enclosed !== false) return room;
      const { enclosed: _was, ...rest } = room;
      return rest as RoomElement;
    }
    return withOutline(room, outline);
  }
  if (room.bound !== true || room.enclosed === false) return room;
  return { ...room, enclosed: false } as RoomElement;
}

/**
 * `after` with every bound room that the walls changed between `before` and `after` touch traced again. Costs a
 * pass of pointer comparisons when no wall changed; otherwise a pass over the page's rooms by box, and a trace
 * (of the walls near it) per room touched.
 */
export function retraceBoundRooms(before: Page, after: Page): Page {
  const changed = changedWallBoxes(before, after);
  if (changed.length === 0) return after;
  const reach = changed.map((b) => expandBox(b, TOUCH));
  const hit = (room: RoomElement): Box[] => {
    const box = elementBounds(room);
    return reach.filter((b) => boxesOverlap(b, box));
  };
  let walls: DrawingElement[] | null = null;
  let wallsBefore: DrawingElement[] | null = null;
  let elements: DrawingElement[] | null = null;
  for (let i = 0; i < after.elements.length; i++) {
    const el = after.elements[i] as DrawingElement;
    if (el.type !== 'room') continue;
    const touching = hit(el);
    if (touching.length === 0) continue;
    walls ??= after.elements.filter(bounds);
    let boundary: RoomBoundary | null = 'faces';
    if (el.bound !== true) {
      const was = elementAt(before, i, el.id);
      if (was?.type !== 'room') continue;
      wallsBefore ??= before.elements.filter(bounds);
      boundary = roomBoundaryOf(was, wallsBefore);
      if (!boundary) continue;
    }
    const next = retraceRoom(el, walls, touching, boundary);
    if (next === el) continue;
    elements ??= after.elements.slice();
    elements[i] = next;
  }
  return elements ? { ...after, elements } : after;
}

/** The element with this id in `page`, looked up where it usually is (the same index) before searching. */
function elementAt(page: Page, i: number, id: string): DrawingElement | undefined {
  const here = page.elements[i];
  return here?.id === id ? here : page.elements.find((e) => e.id === id);
}
