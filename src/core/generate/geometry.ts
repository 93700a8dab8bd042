import type { Vec } from './types';

/** Geometry of plan polygons (inches). Rooms are convex (rectangles when generated); footprints may be any simple polygon. */

export const SQIN_PER_SQFT = 144;

/** Euclidean length with sqrt (correctly rounded by IEEE 754) rather than Math.hypot (engine-dependent bits). */
export const len2d = (dx: number, dy: number): number => Math.sqrt(dx * dx + dy * dy);
/** Slack for comparisons of snapped coordinates (inches). */
export const EPS = 0.5;

export function polygonArea(poly: readonly Vec[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i] as Vec;
    const b = poly[(i + 1) % poly.length] as Vec;
    s += a[0] * b[1] - b[0] * a[1];
  }
  return Math.abs(s) / 2;
}

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The wall two boxes share: a vertical line (x) or a horizontal one (y), and its extent along it. */
export interface SharedEdge {
  readonly horizontal: boolean;
  readonly line: number;
  readonly lo: number;
  readonly hi: number;
}

/** Boxes on whole-inch centre lines meet exactly, so no tolerance: null when they only touch at a corner or not. */
export function sharedEdge(a: Box, b: Box): SharedEdge | null {
  if (a.x1 === b.x0 || b.x1 === a.x0) {
    const lo = Math.max(a.y0, b.y0);
    const hi = Math.min(a.y1, b.y1);
    return hi > lo ? { horizontal: false, line: a.x1 === b.x0 ? a.x1 : a.x0, lo, hi } : null;
  }
  if (a.y1 === b.y0 || b.y1 === a.y0) {
    const lo = Math.max(a.x0, b.x0);
    const hi = Math.min(a.x1, b.x1);
    return hi > lo ? { horizontal: true, line: a.y1 === b.y0 ? a.y1 : a.y0, lo, hi } : null;
  }
  return null;
}

export function bbox(poly: readonly Vec[]): Box {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of poly) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x0, y0, x1, y1 };
}

export const rectPolygon = (b: Box): Vec[] => [
  [b.x0, b.y0],
  [b.x1, b.y0],
  [b.x1, b.y1],
  [b.x0, b.y1],
];

export function edges(poly: readonly Vec[]): [Vec, Vec][] {
  return poly.map((a, i) => [a, poly[(i + 1) % poly.length] as Vec]);
}

function cross(o: Vec, a: Vec, b: Vec): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

/** Distance from p to the segment ab. */
export function distToSegment(p: Vec, a: Vec, b: Vec): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  return len2d(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

export function onBoundary(p: Vec, poly: readonly Vec[], tol = EPS): boolean {
  return edges(poly).some(([a, b]) => distToSegment(p, a, b) <= tol);
}

/** Even-odd point in polygon; points on the boundary count as inside. */
export function pointInPolygon(p: Vec, poly: readonly Vec[], tol = EPS): boolean {
  if (onBoundary(p, poly, tol)) return true;
  let inside = false;
  for (const [a, b] of edges(poly)) {
    if (a[1] > p[1] !== b[1] > p[1]) {
      const x = a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
      if (p[0] < x) inside = !inside;
    }
  }
  return inside;
}

function properCross(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  const tol = 1e-6;
  return (
    ((d1 > tol && d2 < -tol) || (d1 < -tol && d2 > tol)) &&
    ((d3 > tol && d4 < -tol) || (d3 < -tol && d4 > tol))
  );
}

/** Whether `inner` lies within `outer` (touching allowed): its vertices and edge midpoints inside, no crossings. */
export function polygonInside(inner: readonly Vec[], outer: readonly Vec[]): boolean {
  for (const [a, b] of edges(inner)) {
    if (!pointInPolygon(a, outer)) return false;
    if (!pointInPolygon([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], outer)) return false;
    for (const [c, d] of edges(outer)) if (properCross(a, b, c, d)) return false;
  }
  return true;
}

/** Sutherland–Hodgman: the part of `subject` inside the convex `clip` (counter-clockwise or clockwise). */
export function clipConvex(subject: readonly Vec[], clip: readonly Vec[]): Vec[] {
  const orient = Math.sign(
    clip.reduce((s, a, i) => {
      const b = clip[(i + 1) % clip.length] as Vec;
      return s + a[0] * b[1] - b[0] * a[1];
    }, 0),
  );
  let out: Vec[] = [...subject];
  for (const [c, d] of edges(clip)) {
    const input = out;
    out = [];
    const inside = (p: Vec) => orient * cross(c, d, p) >= -1e-9;
    for (let i = 0; i < input.length; i++) {
      const p = input[i] as Vec;
      const q = input[(i + 1) % input.length] as Vec;
      const pin = inside(p);
      const qin = inside(q);
      if (pin) out.push(p);
      if (pin !== qin) {
        const a1 = cross(c, d, p);
        const a2 = cross(c, d, q);
        const t = a1 / (a1 - a2);
        out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
      }
    }
    if (out.length === 0) break;
  }
  return out;
}

export const overlapArea = (a: readonly Vec[], b: readonly Vec[]): number =>
  a.length < 3 || b.length < 3 ? 0 : polygonArea(clipConvex(a, b));

/**
 * The walls two rooms share: collinear, opposite-facing edges that overlap, as segments (longest first).
 * A door between the rooms can only go on one of these.
 */
export function sharedSegments(p: readonly Vec[], q: readonly Vec[], tol = EPS): [Vec, Vec][] {
  const out: [Vec, Vec][] = [];
  for (const [a, b] of edges(p)) {
    const len = len2d(b[0] - a[0], b[1] - a[1]);
    if (len === 0) continue;
    const ux = (b[0] - a[0]) / len;
    const uy = (b[1] - a[1]) / len;
    for (const [c, d] of edges(q)) {
      if (distToLine(c, a, ux, uy) > tol || distToLine(d, a, ux, uy) > tol) continue;
      const tc = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy;
      const td = (d[0] - a[0]) * ux + (d[1] - a[1]) * uy;
      const lo = Math.max(0, Math.min(tc, td));
      const hi = Math.min(len, Math.max(tc, td));
      if (hi - lo > tol)
        out.push([
          [a[0] + ux * lo, a[1] + uy * lo],
          [a[0] + ux * hi, a[1] + uy * hi],
        ]);
    }
  }
  return out.sort((s, t) => segLength(t) - segLength(s));
}

function distToLine(p: Vec, a: Vec, ux: number, uy: number): number {
  return Math.abs((p[0] - a[0]) * uy - (p[1] - a[1]) * ux);
}

export const segLength = ([a, b]: readonly [Vec, Vec]): number => len2d(b[0] - a[0], b[1] - a[1]);

/** The longest wall two rooms share (0 when they only touch at a corner or not at all). */
export function sharedWallLength(p: readonly Vec[], q: readonly Vec[]): number {
  const s = sharedSegments(p, q);
  return s.length ? segLength(s[0] as [Vec, Vec]) : 0;
}

/** Parts of a room's edges that lie on the outline: where exterior windows and doors may go. */
export function exteriorSegments(room: readonly Vec[], outline: readonly Vec[], tol = EPS): [Vec, Vec][] {
  const out: [Vec, Vec][] = [];
  for (const [a, b] of edges(room)) {
    for (const [c, d] of edges(outline)) {
      for (const s of sharedOnLine(a, b, c, d, tol)) out.push(s);
    }
  }
  return out.sort((s, t) => segLength(t) - segLength(s));
}

function sharedOnLine(a: Vec, b: Vec, c: Vec, d: Vec, tol: number): [Vec, Vec][] {
  const len = len2d(b[0] - a[0], b[1] - a[1]);
  if (len === 0) return [];
  const ux = (b[0] - a[0]) / len;
  const uy = (b[1] - a[1]) / len;
  if (distToLine(c, a, ux, uy) > tol || distToLine(d, a, ux, uy) > tol) return [];
  const tc = (c[0] - a[0]) * ux + (c[1] - a[1]) * uy;
  const td = (d[0] - a[0]) * ux + (d[1] - a[1]) * uy;
  const lo = Math.max(0, Math.min(tc, td));
  const hi = Math.min(len, Math.max(tc, td));
  return hi - lo > tol
    ? [
        [
          [a[0] + ux * lo, a[1] + uy * lo],
          [a[0] + ux * hi, a[1] + uy * hi],
        ],
      ]
    : [];
}

export function segmentOn(seg: readonly [Vec, Vec], poly: readonly Vec[], tol = EPS): boolean {
  const [a, b] = seg;
  const m: Vec = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  return edges(poly).some(
    ([c, d]) =>
      distToSegment(a, c, d) <= tol && distToSegment(b, c, d) <= tol && distToSegment(m, c, d) <= tol,
  );
}

/** At most `max` values of a sorted list, evenly spread, keeping both ends. */
function thin(values: readonly number[], max: number): number[] {
  if (values.length <= max) return [...values];
  return Array.from(
    { length: max },
    (_, i) => values[Math.round((i * (values.length - 1)) / (max - 1))] as number,
  );
}

/**
 * Largest axis-aligned rectangle inside a polygon, searched over the polygon's own x and y coordinates (plus a
 * grid when its edges are slanted), at most 14 of each so even a 200-point outline is searched in milliseconds.
 */
export function largestInscribedRect(poly: readonly Vec[]): Box | null {
  const b = bbox(poly);
  const slanted = edges(poly).some(([p, q]) => p[0] !== q[0] && p[1] !== q[1]);
  const grid = (lo: number, hi: number) =>
    slanted ? Array.from({ length: 7 }, (_, i) => lo + ((hi - lo) * i) / 6) : [];
  const axis = (vals: number[], lo: number, hi: number) =>
    thin(
      [
        ...new Set([
          ...thin(
            [...new Set(vals)].sort((p, q) => p - q),
            10,
          ),
          ...grid(lo, hi),
        ]),
      ].sort((p, q) => p - q),
      14,
    );
  const xs = axis(
    poly.map((p) => p[0]),
    b.x0,
    b.x1,
  );
  const ys = axis(
    poly.map((p) => p[1]),
    b.y0,
    b.y1,
  );
  // Whole inches, inward, so the plan's coordinates stay integers.
  const xi = [
    ...new Set(
      xs.map((v, i) => (i === 0 ? Math.ceil(v) : i === xs.length - 1 ? Math.floor(v) : Math.round(v))),
    ),
  ];
  const yi = [
    ...new Set(
      ys.map((v, i) => (i === 0 ? Math.ceil(v) : i === ys.length - 1 ? Math.floor(v) : Math.round(v))),
    ),
  ];
  const rects: Box[] = [];
  for (let i = 0; i < xi.length; i++)
    for (let j = i + 1; j < xi.length; j++)
      for (let k = 0; k < yi.length; k++)
        for (let l = k + 1; l < yi.length; l++)
          rects.push({ x0: xi[i] as number, x1: xi[j] as number, y0: yi[k] as number, y1: yi[l] as number });
  const area = (r: Box) => (r.x1 - r.x0) * (r.y1 - r.y0);
  // Largest first: the first one inside is the answer, usually after a handful of containment tests.
  rects.sort((p, q) => area(q) - area(p) || p.x0 - q.x0 || p.y0 - q.y0 || p.x1 - q.x1 || p.y1 - q.y1);
  return rects.find((r) => polygonInside(rectPolygon(r), poly)) ?? null;
}
