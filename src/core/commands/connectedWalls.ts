import { lineEndpoints } from '../geometry/elementGeometry';
import type { Point } from '../geometry/point';
import type { Box } from '../geometry/box';
import { WallJoinIndex, wallReach } from '../geometry/wallJoinIndex';
import type { DrawingElement, WallElement } from '../model/elements';
import { finalizeElement } from '../model/snapPoints';
import type { ElementChange } from './pageChanges';

/*
 * Walls stay joined when one of them changes. A wall joined to a changed wall — its end at one of the changed
 * wall's ends (an L), or its end on the changed wall's side (a T) — has that end follow: an L end moves with the
 * end it meets, a T end slides along its own wall to the changed wall's new centre line (so a partition stays
 * square to the wall it butts). The joins are found as wallJoins.ts draws them, so what looks joined follows.
 */

/** A T or X needs this angle between the walls (about 10°), as wallJoins.ts: flatter, they lie along each other. */
const CROSS_SIN = Math.sin((10 * Math.PI) / 180);
/** A wall a follow would leave shorter than this (world units) is left as it was rather than collapsed. */
const MIN_LENGTH = 1;

type End = 0 | 1;

/** A wall's centre line taken once: its ends, length, unit direction and half width. */
interface Axis {
  readonly ends: readonly [Point, Point];
  readonly len: number;
  readonly ux: number;
  readonly uy: number;
  readonly h: number;
}

function axisOf(wall: WallElement): Axis | null {
  const [a, b] = lineEndpoints(wall);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(len > 0) || !(wall.thickness > 0)) return null;
  return { ends: [a, b], len, ux: (b.x - a.x) / len, uy: (b.y - a.y) / len, h: wall.thickness / 2 };
}

/** The signed distance of `p` from the axis's centre line (positive on the side of (-uy, ux)). */
const across = (ax: Axis, p: Point): number => (p.y - ax.ends[0].y) * ax.ux - (p.x - ax.ends[0].x) * ax.uy;
/** How far along the axis `p` lies from its start. */
const along = (ax: Axis, p: Point): number => (p.x - ax.ends[0].x) * ax.ux + (p.y - ax.ends[0].y) * ax.uy;

/** How an end of wall `n` joins wall `w`: at w's end `at` (an L), on w's side (a T), or not at all. */
type Joint = { readonly kind: 'L'; readonly at: End } | { readonly kind: 'T' } | null;

function jointOf(n: Axis, end: End, w: Axis): Joint {
  const p = n.ends[end];
  const tol = Math.max(n.h, w.h);
  for (const at of [0, 1] as const) {
    const q = w.ends[at];
    if (Math.hypot(p.x - q.x, p.y - q.y) <= tol) return { kind: 'L', at };
  }
  // A T, as wallJoins.ts finds one: n's end reaches w's centre line to a little past its face, away from w's ends.
  const sin = n.ux * w.uy - n.uy * w.ux;
  if (Math.abs(sin) < CROSS_SIN) return null;
  const off = across(w, p);
  if (Math.abs(off) > w.h + n.h) return null;
  // n's line meets w's centre line `reach` before its end, `t` along w.
  const reach = off / sin;
  if (Math.abs(reach) > w.h + n.h) return null;
  const t = along(w, p) + reach * (n.ux * w.ux + n.uy * w.uy);
  if (t <= w.h || t >= w.len - w.h) return null;
  return { kind: 'T' };
}

/** The rigid motion taking `was` onto `now` (a turn about its start, then the start's shift) applied to `p`. */
function carried(was: Axis, now: Axis, p: Point): Point {
  const cos = was.ux * now.ux + was.uy * now.uy;
  const sin = was.ux * now.uy - was.uy * now.ux;
  const dx = p.x - was.ends[0].x;
  const dy = p.y - was.ends[0].y;
  return { x: now.ends[0].x + dx * cos - dy * sin, y: now.ends[0].y + dx * sin + dy * cos };
}

/** Where end `end` of wall `n` goes when wall `was` becomes `now`, by the joint it had. */
function followedEnd(n: Axis, end: End, joint: Exclude<Joint, null>, was: Axis, now: Axis): Point {
  const p = n.ends[end];
  if (joint.kind === 'L') {
    const from = was.ends[joint.at];
    const to = now.ends[joint.at];
    return { x: p.x + to.x - from.x, y: p.y + to.y - from.y };
  }
  // Along n's own line to where it keeps its distance from the changed wall's centre line (0 for a true T).
  const sin = n.ux * now.uy - n.uy * now.ux;
  if (Math.abs(sin) >= CROSS_SIN) {
    const s = (across(now, p) - across(was, p)) / sin;
    const q = { x: p.x + n.ux * s, y: p.y + n.uy * s };
    const t = along(now, q);
    if (t >= -now.h && t <= now.len + now.h) return q;
  }
  // The wall turned along n, or moved off n's line: the end rides with the wall as if fixed to it.
  return carried(was, now, p);
}

const unionBox = (a: Box, b: Box): Box => ({
  minX: Math.min(a.minX, b.minX),
  minY: Math.min(a.minY, b.minY),
  maxX: Math.max(a.maxX, b.maxX),
  maxY: Math.max(a.maxY, b.maxY),
});

/** Whether an unrotated wall's reach (its thickness beyond its centre line's box) meets `box`. */
function nearBox(w: WallElement, box: Box): boolean {
  const r = w.thickness;
  return (
    Math.min(w.x, w.x2) - r <= box.maxX &&
    Math.max(w.x, w.x2) + r >= box.minX &&
    Math.min(w.y, w.y2) - r <= box.maxY &&
    Math.max(w.y, w.y2) + r >= box.minY
  );
}

/** `wall` with its world end points set (unrotated, as a drawn wall is stored). */
function withEnds(wall: WallElement, a: Point, b: Point): WallElement {
  return finalizeElement({ ...wall, x: a.x, y: a.y, x2: b.x, y2: b.y, rotation: 0 }) as WallElement;
}

/**
 * The walls among the page's (`pageWalls`, as the command left them) that the command left alone but that were
 * joined to a wall it changed, with their joined ends following (see the module comment). `changes` are the walls
 * the command changed, `added` the ids of the elements it added. Costs one box test per wall; walls far from every
 * changed wall are never compared.
 */
export function followingWalls(
  pageWalls: readonly WallElement[],
  changes: readonly ElementChange<WallElement>[],
  added: ReadonlySet<string> = new Set(),
): ElementChange<WallElement>[] {
  if (changes.length === 0) return [];
  const index = new WallJoinIndex();
  const byId = new Map<string, { was: Axis; now: Axis }>();
  for (const c of changes) {
    const was = axisOf(c.before);
    const now = axisOf(c.after);
    if (!was || !now) continue;
    byId.set(c.before.id, { was, now });
    index.set(c.before);
  }
  if (byId.size === 0) return [];
  let reach: Box | null = null;
  for (const c of changes) reach = reach ? unionBox(reach, wallReach(c.before)) : wallReach(c.before);
  const out: ElementChange<WallElement>[] = [];
  for (const el of pageWalls) {
    // Walls the command added are where it put them (a typed chain's next wall meets the last one on purpose).
    if (byId.has(el.id) || added.has(el.id)) continue;
    // Most walls are nowhere near the change: one box test on the stored coordinates turns them away.
    if (el.rotation === 0 && reach && !nearBox(el, reach)) continue;
    const near = index.neighbours(el);
    if (near.length === 0) continue;
    const n = axisOf(el);
    if (!n) continue;
    const ends: [Point, Point] = [n.ends[0], n.ends[1]];
    let moved = false;
    for (const end of [0, 1] as const) {
      // An L at a changed wall's end wins over a T on another's side (a corner is where both meet).
      let best: { joint: Exclude<Joint, null>; was: Axis; now: Axis } | null = null;
      for (const w of near) {
        const c = byId.get(w.id);
        if (!c) continue;
        const joint = jointOf(n, end, c.was);
        if (joint && (!best || (best.joint.kind === 'T' && joint.kind === 'L'))) best = { joint, ...c };
      }
      if (!best) continue;
      ends[end] = followedEnd(n, end, best.joint, best.was, best.now);
      moved ||= ends[end] !== n.ends[end];
    }
    if (!moved || Math.hypot(ends[1].x - ends[0].x, ends[1].y - ends[0].y) < MIN_LENGTH) continue;
    const same = (p: Point, q: Point) => p.x === q.x && p.y === q.y;
    if (same(ends[0], n.ends[0]) && same(ends[1], n.ends[1])) continue;
    out.push({ before: el, after: withEnds(el, ends[0], ends[1]) });
  }
  return out;
}

/** The changes among `changes` that are walls present before and after. */
export function wallChanges(changes: readonly ElementChange[]): ElementChange<WallElement>[] {
  const out: ElementChange<WallElement>[] = [];
  for (const c of changes)
    if (c.before.type === 'wall' && c.after.type === 'wall')
      out.push(c as ElementChange<DrawingElement> as ElementChange<WallElement>);
  return out;
}
