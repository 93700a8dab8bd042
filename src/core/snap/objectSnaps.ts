import type { Point } from '../geometry/point';
import { distance } from '../geometry/point';
import type { DrawingElement } from '../model/elements';
import type { SnapCircle, SnapGeometry, SnapSegment, WallSnapOptions } from './snapGeometry';
import { snapGeometry } from './snapGeometry';

/** AutoCAD's running object snaps, by the names its users know. */
export type SnapMode =
  | 'endpoint'
  | 'midpoint'
  | 'center'
  | 'intersection'
  | 'perpendicular'
  | 'nearest'
  | 'extension'
  | 'parallel';

export const SNAP_MODES: readonly SnapMode[] = [
  'endpoint',
  'midpoint',
  'center',
  'intersection',
  'perpendicular',
  'nearest',
  'extension',
  'parallel',
];

export const SNAP_MODE_LABELS: Readonly<Record<SnapMode, string>> = {
  endpoint: 'Endpoint',
  midpoint: 'Midpoint',
  center: 'Center',
  intersection: 'Intersection',
  perpendicular: 'Perpendicular',
  nearest: 'Nearest',
  extension: 'Extension',
  parallel: 'Parallel',
};

/**
 * Which snap wins when several are within reach: a definite point (end, middle, centre, crossing) beats a
 * construction (perpendicular, extension, parallel), which beats "somewhere on the object"; within a tier the
 * closest to the cursor wins. This is the order AutoCAD's aperture resolves in practice.
 */
const TIER: Readonly<Record<SnapMode, number>> = {
  endpoint: 0,
  intersection: 0,
  midpoint: 0,
  center: 0,
  perpendicular: 1,
  extension: 1,
  parallel: 1,
  nearest: 2,
};

export interface TrackedSegment {
  readonly elementId: string;
  readonly segment: SnapSegment;
}

export interface ObjectSnapQuery {
  readonly cursor: Point;
  /** World units: the snap aperture (10 screen px / zoom). */
  readonly tolerance: number;
  readonly modes: ReadonlySet<SnapMode>;
  /** The last point of the drawing command: perpendicular and parallel are measured from it. */
  readonly from?: Point | null;
  /** Segments the user paused on recently: extension and parallel follow them (AutoCAD's acquired points). */
  readonly tracked?: readonly TrackedSegment[];
  /** Walls' joined faces and the page's wall dimension choice; absent, walls snap as plain bands. */
  readonly walls?: WallSnapOptions;
}

export interface ObjectSnap {
  readonly point: Point;
  readonly mode: SnapMode;
  readonly elementId: string;
  /** The construction line to show for extension and parallel snaps. */
  readonly guide?: SnapSegment;
}

/** Crossings tested per query: the candidates under a 10 px aperture are few; this bounds a pathological pile. */
const MAX_PAIR_TESTS = 20_000;

interface Candidate {
  readonly id: string;
  readonly geometry: SnapGeometry;
}

/** The point on segment a-b closest to p, and where along it (0..1, clamped). */
export function closestOnSegment(p: Point, s: SnapSegment): { point: Point; t: number } {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const len2 = dx * dx + dy * dy;
  const raw = len2 === 0 ? 0 : ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / len2;
  const t = Math.max(0, Math.min(1, raw));
  return { point: { x: s.a.x + t * dx, y: s.a.y + t * dy }, t };
}

/** The foot of the perpendicular from p to the infinite line through s, and its parameter along s. */
export function footOnLine(p: Point, s: SnapSegment): { point: Point; t: number } | null {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return null;
  const t = ((p.x - s.a.x) * dx + (p.y - s.a.y) * dy) / len2;
  return { point: { x: s.a.x + t * dx, y: s.a.y + t * dy }, t };
}

const TAU = 2 * Math.PI;
const normalizeAngle = (a: number): number => ((a % TAU) + TAU) % TAU;

/** True when angle `a` (radians) lies on the circle's arc (always for a full circle). */
function onArc(c: SnapCircle, a: number): boolean {
  if (c.start === undefined || c.end === undefined) return true;
  const span = normalizeAngle(c.end - c.start) || TAU;
  return normalizeAngle(a - c.start) <= span + 1e-12;
}

/** Where two segments cross (both ends inclusive), or null. */
export function segmentIntersection(s: SnapSegment, u: SnapSegment): Point | null {
  const r = { x: s.b.x - s.a.x, y: s.b.y - s.a.y };
  const q = { x: u.b.x - u.a.x, y: u.b.y - u.a.y };
  const denom = r.x * q.y - r.y * q.x;
  const scale = Math.hypot(r.x, r.y) * Math.hypot(q.x, q.y);
  if (scale === 0 || Math.abs(denom) <= scale * 1e-12) return null;
  const wx = u.a.x - s.a.x;
  const wy = u.a.y - s.a.y;
  const t = (wx * q.y - wy * q.x) / denom;
  const v = (wx * r.y - wy * r.x) / denom;
  const eps = 1e-12;
  if (t < -eps || t > 1 + eps || v < -eps || v > 1 + eps) return null;
  return { x: s.a.x + t * r.x, y: s.a.y + t * r.y };
}

/** Where a segment meets a circle or arc (0–2 points). */
export function segmentCircleIntersections(s: SnapSegment, c: SnapCircle): Point[] {
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  const fx = s.a.x - c.center.x;
  const fy = s.a.y - c.center.y;
  const a = dx * dx + dy * dy;
  if (a === 0) return [];
  const b = 2 * (fx * dx + fy * dy);
  const cc = fx * fx + fy * fy - c.radius * c.radius;
  const disc = b * b - 4 * a * cc;
  if (disc < 0) return [];
  const root = Math.sqrt(disc);
  const out: Point[] = [];
  for (const t of disc === 0 ? [-b / (2 * a)] : [(-b - root) / (2 * a), (-b + root) / (2 * a)]) {
    if (t < -1e-12 || t > 1 + 1e-12) continue;
    const p = { x: s.a.x + t * dx, y: s.a.y + t * dy };
    if (onArc(c, Math.atan2(p.y - c.center.y, p.x - c.center.x))) out.push(p);
  }
  return out;
}

/** Where two circles or arcs meet (0–2 points). */
export function circleIntersections(c1: SnapCircle, c2: SnapCircle): Point[] {
  const d = distance(c1.center, c2.center);
  if (d === 0 || d > c1.radius + c2.radius || d < Math.abs(c1.radius - c2.radius)) return [];
  const a = (c1.radius * c1.radius - c2.radius * c2.radius + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, c1.radius * c1.radius - a * a));
  const ux = (c2.center.x - c1.center.x) / d;
  const uy = (c2.center.y - c1.center.y) / d;
  const mx = c1.center.x + a * ux;
  const my = c1.center.y + a * uy;
  const pts =
    h === 0
      ? [{ x: mx, y: my }]
      : [
          { x: mx - h * uy, y: my + h * ux },
          { x: mx + h * uy, y: my - h * ux },
        ];
  return pts.filter(
    (p) =>
      onArc(c1, Math.atan2(p.y - c1.center.y, p.x - c1.center.x)) &&
      onArc(c2, Math.atan2(p.y - c2.center.y, p.x - c2.center.x)),
  );
}

/** The point of a circle or arc closest to p (an arc's nearer end when p's direction is off the arc). */
function closestOnCircle(p: Point, c: SnapCircle): Point | null {
  const a = Math.atan2(p.y - c.center.y, p.x - c.center.x);
  const at = (angle: number): Point => ({
    x: c.center.x + c.radius * Math.cos(angle),
    y: c.center.y + c.radius * Math.sin(angle),
  });
  if (onArc(c, a)) return at(a);
  if (c.start === undefined || c.end === undefined) return null;
  const s = at(c.start);
  const e = at(c.end);
  return distance(p, s) <= distance(p, e) ? s : e;
}

/**
 * The best object snap near the cursor among `elements` (the caller passes what its spatial index finds under the
 * aperture), or null. Every snap returned lies within `tolerance` of the cursor.
 */
export function findObjectSnap(
  elements: readonly DrawingElement[],
  query: ObjectSnapQuery,
): ObjectSnap | null {
  const { cursor, tolerance, modes } = query;
  if (modes.size === 0) return null;
  const candidates: Candidate[] = elements.map((el) => ({
    id: el.id,
    geometry: snapGeometry(el, query.walls),
  }));
  let best: { snap: ObjectSnap; tier: number; d: number } | null = null;
  const offer = (mode: SnapMode, point: Point, elementId: string, guide?: SnapSegment): void => {
    if (!modes.has(mode) || !Number.isFinite(point.x) || !Number.isFinite(point.y)) return;
    const d = distance(point, cursor);
    if (d > tolerance) return;
    const tier = TIER[mode];
    if (best && (tier > best.tier || (tier === best.tier && d >= best.d))) return;
    best = { snap: guide ? { point, mode, elementId, guide } : { point, mode, elementId }, tier, d };
  };

  for (const { id, geometry } of candidates) {
    for (const p of geometry.endpoints) offer('endpoint', p, id);
    for (const p of geometry.midpoints) offer('midpoint', p, id);
    for (const p of geometry.centers) offer('center', p, id);
    if (modes.has('nearest')) {
      for (const s of geometry.segments) offer('nearest', closestOnSegment(cursor, s).point, id);
      for (const c of geometry.circles) {
        const p = closestOnCircle(cursor, c);
        if (p) offer('nearest', p, id);
      }
    }
    if (modes.has('perpendicular') && query.from) {
      for (const s of geometry.segments) {
        const foot = footOnLine(query.from, s);
        if (foot && foot.t >= 0 && foot.t <= 1) offer('perpendicular', foot.point, id);
      }
      for (const c of geometry.circles) {
        // The perpendicular to a circle runs through its centre: the nearer crossing of that line.
        const d = distance(query.from, c.center);
        if (d === 0) continue;
        const ux = (query.from.x - c.center.x) / d;
        const uy = (query.from.y - c.center.y) / d;
        for (const k of [1, -1]) {
          const p = { x: c.center.x + k * ux * c.radius, y: c.center.y + k * uy * c.radius };
          if (onArc(c, Math.atan2(p.y - c.center.y, p.x - c.center.x))) offer('perpendicular', p, id);
        }
      }
    }
  }

  if (modes.has('intersection')) {
    let tests = 0;
    const near = (s: SnapSegment): boolean => distanceToSeg(cursor, s) <= tolerance;
    for (let i = 0; i < candidates.length && tests < MAX_PAIR_TESTS; i++) {
      const gi = (candidates[i] as Candidate).geometry;
      const segsI = gi.segments.filter(near);
      for (let j = i + 1; j < candidates.length && tests < MAX_PAIR_TESTS; j++) {
        const gj = (candidates[j] as Candidate).geometry;
        const segsJ = gj.segments.filter(near);
        const id = (candidates[i] as Candidate).id;
        for (const s of segsI)
          for (const u of segsJ) {
            tests++;
            const p = segmentIntersection(s, u);
            if (p) offer('intersection', p, id);
          }
        for (const s of segsI)
          for (const c of gj.circles)
            for (const p of segmentCircleIntersections(s, c)) offer('intersection', p, id);
        for (const c of gi.circles)
          for (const u of segsJ)
            for (const p of segmentCircleIntersections(u, c)) offer('intersection', p, id);
        for (const c1 of gi.circles)
          for (const c2 of gj.circles)
            for (const p of circleIntersections(c1, c2)) offer('intersection', p, id);
      }
    }
  }

  for (const { elementId, segment } of query.tracked ?? []) {
    if (modes.has('extension')) {
      const foot = footOnLine(cursor, segment);
      // Only beyond the segment's ends: on the segment itself, nearest is the snap.
      if (foot && (foot.t < 0 || foot.t > 1)) {
        const end = foot.t < 0 ? segment.a : segment.b;
        offer('extension', foot.point, elementId, { a: end, b: foot.point });
      }
    }
    if (modes.has('parallel') && query.from) {
      const from = query.from;
      const guideEnd = { x: from.x + (segment.b.x - segment.a.x), y: from.y + (segment.b.y - segment.a.y) };
      const foot = footOnLine(cursor, { a: from, b: guideEnd });
      if (foot && foot.t !== 0) offer('parallel', foot.point, elementId, { a: from, b: foot.point });
    }
  }
  return (best as { snap: ObjectSnap } | null)?.snap ?? null;
}

function distanceToSeg(p: Point, s: SnapSegment): number {
  return distance(p, closestOnSegment(p, s).point);
}

/** Ortho (Shift): the cursor pulled onto the horizontal or vertical through `from`, whichever is nearer. */
export function orthoPoint(from: Point, cursor: Point): Point {
  return Math.abs(cursor.x - from.x) >= Math.abs(cursor.y - from.y)
    ? { x: cursor.x, y: from.y }
    : { x: from.x, y: cursor.y };
}

/**
 * Polar tracking: when the rubber band from `from` runs within `tolerance` (world units, measured at the cursor) of a
 * direction that is a multiple of `incrementDegrees`, the cursor projected on that direction and its CAD angle
 * (counter-clockwise from east); otherwise null.
 */
export function polarTrack(
  from: Point,
  cursor: Point,
  incrementDegrees: number,
  tolerance: number,
): { point: Point; degrees: number } | null {
  const len = distance(from, cursor);
  if (len === 0 || !(incrementDegrees > 0)) return null;
  const cad = (Math.atan2(-(cursor.y - from.y), cursor.x - from.x) * 180) / Math.PI;
  const snapped = Math.round(cad / incrementDegrees) * incrementDegrees;
  const rad = (snapped * Math.PI) / 180;
  const dir = { x: Math.cos(rad), y: -Math.sin(rad) };
  const along = (cursor.x - from.x) * dir.x + (cursor.y - from.y) * dir.y;
  if (along <= 0) return null;
  const point = { x: from.x + dir.x * along, y: from.y + dir.y * along };
  if (distance(point, cursor) > tolerance) return null;
  const degrees = ((snapped % 360) + 360) % 360;
  return { point, degrees };
}
