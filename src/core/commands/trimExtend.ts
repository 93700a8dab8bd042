import { lineEndpoints } from '../geometry/elementGeometry';
import type { Point } from '../geometry/point';
import type { DrawingElement, LineLikeElement } from '../model/elements';
import { isLineLike } from '../model/elements';
import type { IdSource } from '../model/ids';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import { spliceElement } from './pageEdit';
import type { CommandResult } from './result';
import { done, fail } from './result';

/*
 * AutoCAD's TRIM and EXTEND for lines, walls and dividers, with every other line, wall and divider of the page as
 * the cutting or boundary edges (the "select all" default of AutoCAD's quick mode). Walls meet along their
 * centre lines, as they are drawn and joined.
 */

export const PICK_A_LINE = 'Select a line, wall or divider.';
export const NOTHING_TO_TRIM = 'Nothing crosses it there to trim to.';
export const NOTHING_TO_EXTEND = 'It meets nothing in that direction to extend to.';

/** Where segment p→q (at t along it) crosses segment a→b (within it), or null. */
function crossing(p: Point, q: Point, a: Point, b: Point, onRay: boolean): number | null {
  const rx = q.x - p.x;
  const ry = q.y - p.y;
  const sx = b.x - a.x;
  const sy = b.y - a.y;
  const den = rx * sy - ry * sx;
  if (Math.abs(den) <= 1e-12 * Math.hypot(rx, ry) * Math.hypot(sx, sy)) return null;
  const t = ((a.x - p.x) * sy - (a.y - p.y) * sx) / den;
  const u = ((a.x - p.x) * ry - (a.y - p.y) * rx) / den;
  const eps = 1e-9;
  if (u < -eps || u > 1 + eps) return null;
  if (!onRay && (t < -eps || t > 1 + eps)) return null;
  return t;
}

/** The line-like elements other than `target` (the edges it is trimmed at or extended to). */
const edges = (page: Page, target: DrawingElement): LineLikeElement[] =>
  page.elements.filter((el): el is LineLikeElement => isLineLike(el) && el.id !== target.id);

const withEnds = (el: LineLikeElement, a: Point, b: Point, id = el.id): DrawingElement =>
  finalizeElement({ ...el, id, x: a.x, y: a.y, x2: b.x, y2: b.y, rotation: 0 });

const lerp = (a: Point, b: Point, t: number): Point => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

function lineAt(page: Page, id: string): LineLikeElement | string {
  const el = page.elements.find((e) => e.id === id);
  return el && isLineLike(el) ? el : PICK_A_LINE;
}

/** How far along a→b (0 at a, 1 at b) the point nearest `p` lies. */
function paramOf(a: Point, b: Point, p: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  return len2 === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2;
}

/**
 * TRIM: the piece of the line, wall or divider `id` that holds the picked point `at`, between the nearest
 * crossings on either side, is removed. A piece in the middle leaves two elements (the second gets a new id).
 */
export function trimAt(
  page: Page,
  args: { readonly id: string; readonly at: Point; readonly newId: IdSource },
): CommandResult {
  const target = lineAt(page, args.id);
  if (typeof target === 'string') return fail(target);
  const [a, b] = lineEndpoints(target);
  const t = paramOf(a, b, args.at);
  let below = -Infinity;
  let above = Infinity;
  for (const e of edges(page, target)) {
    const [c, d] = lineEndpoints(e);
    const s = crossing(a, b, c, d, false);
    if (s === null || s <= 1e-9 || s >= 1 - 1e-9) continue;
    if (s < t && s > below) below = s;
    if (s > t && s < above) above = s;
  }
  if (below === -Infinity && above === Infinity) return fail(NOTHING_TO_TRIM);
  const pieces: DrawingElement[] = [];
  if (below > -Infinity) pieces.push(withEnds(target, a, lerp(a, b, below)));
  if (above < Infinity)
    pieces.push(withEnds(target, lerp(a, b, above), b, pieces.length === 0 ? target.id : args.newId()));
  return done(spliceElement(page, target.id, pieces), `Trim ${target.type}`);
}

/**
 * EXTEND: the end of the line, wall or divider `id` nearer the picked point `at` runs on along its direction to
 * the first line, wall or divider it meets.
 */
export function extendAt(page: Page, args: { readonly id: string; readonly at: Point }): CommandResult {
  const target = lineAt(page, args.id);
  if (typeof target === 'string') return fail(target);
  const [a, b] = lineEndpoints(target);
  const fromEnd = paramOf(a, b, args.at) >= 0.5;
  const [p, q] = fromEnd ? [a, b] : [b, a];
  let best = Infinity;
  for (const e of edges(page, target)) {
    const [c, d] = lineEndpoints(e);
    const s = crossing(p, q, c, d, true);
    if (s !== null && s > 1 + 1e-9 && s < best) best = s;
  }
  if (best === Infinity) return fail(NOTHING_TO_EXTEND);
  const end = lerp(p, q, best);
  return done(
    spliceElement(page, target.id, [fromEnd ? withEnds(target, a, end) : withEnds(target, end, b)]),
    `Extend ${target.type}`,
  );
}
