import type { Box } from './box';
import { boxOfPoints } from './box';
import type { Point } from './point';
import type { ArcElement, EllipseElement, PolylineElement } from '../model/elements';

/*
 * Geometry of the CAD element types (arcs, elliptical arcs, bulged polylines) in world units, y down, angles in
 * degrees growing clockwise on screen. Curves are sampled by angle so an arc of any size keeps its shape, and
 * bounds are exact (extreme points of the curve), not those of the samples.
 */

const RAD = Math.PI / 180;
/** One sample per this many degrees of sweep (at least 4 per curve): smooth at any zoom a plan is read at. */
const DEGREES_PER_STEP = 5;
const MAX_STEPS_PER_CURVE = 72;

const norm360 = (deg: number): number => ((deg % 360) + 360) % 360;

/**
 * The sweep of an arc in degrees, in (0, 360]: from start to end going clockwise on screen. Equal angles make
 * a full circle, as CAD programs read an ARC whose ends meet.
 */
export function arcSweep(startAngle: number, endAngle: number): number {
  const s = norm360(endAngle - startAngle);
  return s === 0 ? 360 : s;
}

/** An ellipse's parametric sweep: endAngle - startAngle, wrapping through 0; 0 and 360 make a full ellipse. */
export function ellipseSweep(startAngle: number, endAngle: number): number {
  const d = endAngle - startAngle;
  if (d > 0) return Math.min(d, 360);
  return arcSweep(startAngle, endAngle);
}

export const stepsFor = (sweepDeg: number): number =>
  Math.max(4, Math.min(MAX_STEPS_PER_CURVE, Math.ceil(Math.abs(sweepDeg) / DEGREES_PER_STEP)));

/** Whether the angle `a` (degrees) lies on the sweep from `start` of `sweep` degrees (clockwise). */
const onSweep = (a: number, start: number, sweep: number): boolean =>
  sweep >= 360 || norm360(a - start) <= sweep + 1e-9;

/** Start and sweep of an arc in degrees, its rotation included. */
export function arcAngles(el: Pick<ArcElement, 'startAngle' | 'endAngle' | 'rotation'>): {
  start: number;
  sweep: number;
} {
  return { start: el.startAngle + el.rotation, sweep: arcSweep(el.startAngle, el.endAngle) };
}

export const pointOnCircle = (c: Point, r: number, deg: number): Point => ({
  x: c.x + r * Math.cos(deg * RAD),
  y: c.y + r * Math.sin(deg * RAD),
});

/** A world-space polyline along the arc (rotation included), ends exact. */
export function arcPath(
  el: Pick<ArcElement, 'x' | 'y' | 'radius' | 'startAngle' | 'endAngle' | 'rotation'>,
): Point[] {
  const { start, sweep } = arcAngles(el);
  const steps = stepsFor(sweep);
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) out.push(pointOnCircle(el, el.radius, start + (sweep * i) / steps));
  return out;
}

/** The exact world box of a circular arc: its ends and the quadrant points it passes. */
export function arcBox(c: Point, r: number, start: number, sweep: number): Box {
  const pts = [pointOnCircle(c, r, start), pointOnCircle(c, r, start + sweep)];
  for (const q of [0, 90, 180, 270]) if (onSweep(q, start, sweep)) pts.push(pointOnCircle(c, r, q));
  return boxOfPoints(pts);
}

type EllipseShape = Pick<EllipseElement, 'x' | 'y' | 'rx' | 'ry' | 'startAngle' | 'endAngle' | 'rotation'>;

/** The point at parametric angle `t` (degrees) of the ellipse, rotation included. */
export function ellipsePoint(el: EllipseShape, t: number): Point {
  const cos = Math.cos(el.rotation * RAD);
  const sin = Math.sin(el.rotation * RAD);
  const lx = el.rx * Math.cos(t * RAD);
  const ly = el.ry * Math.sin(t * RAD);
  return { x: el.x + lx * cos - ly * sin, y: el.y + lx * sin + ly * cos };
}

export function ellipsePath(el: EllipseShape): Point[] {
  const sweep = ellipseSweep(el.startAngle, el.endAngle);
  const steps = stepsFor(sweep);
  const out: Point[] = [];
  for (let i = 0; i <= steps; i++) out.push(ellipsePoint(el, el.startAngle + (sweep * i) / steps));
  return out;
}

/** The exact world box of an ellipse or elliptical arc: its ends and the parameters where x or y peak. */
export function ellipseBox(el: EllipseShape): Box {
  const sweep = ellipseSweep(el.startAngle, el.endAngle);
  const phi = el.rotation * RAD;
  const tx = Math.atan2(-el.ry * Math.sin(phi), el.rx * Math.cos(phi)) / RAD;
  const ty = Math.atan2(el.ry * Math.cos(phi), el.rx * Math.sin(phi)) / RAD;
  const pts = [ellipsePoint(el, el.startAngle), ellipsePoint(el, el.startAngle + sweep)];
  for (const t of [tx, tx + 180, ty, ty + 180])
    if (onSweep(t, el.startAngle, sweep)) pts.push(ellipsePoint(el, t));
  return boxOfPoints(pts);
}

/** A bulged segment as a circular arc: centre, radius, start angle and signed sweep (degrees, + clockwise). */
export interface BulgeArc {
  readonly center: Point;
  readonly radius: number;
  readonly start: number;
  readonly sweep: number;
}

/**
 * The arc of a polyline segment from a to b with DXF bulge `bulge` (positive turns clockwise on screen, y
 * down), or null for a straight segment (bulge 0 or a zero-length chord).
 */
export function bulgeArc(a: Point, b: Point, bulge: number): BulgeArc | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const chord = Math.hypot(dx, dy);
  if (bulge === 0 || !Number.isFinite(bulge) || chord === 0) return null;
  // The apex lies on the chord's right (math sense, which is clockwise on a y-down screen) at the sagitta.
  const s = (bulge * chord) / 2;
  const nx = dy / chord;
  const ny = -dx / chord;
  const rSigned = (chord * chord) / 4 / (2 * s) + s / 2;
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const center = { x: mid.x + nx * (s - rSigned), y: mid.y + ny * (s - rSigned) };
  const start = Math.atan2(a.y - center.y, a.x - center.x) / RAD;
  return { center, radius: Math.abs(rSigned), start, sweep: (4 * Math.atan(bulge)) / RAD };
}

/** The segments of a polyline in world order: [from, to, bulge] with the closing one when closed. */
function segments(pts: readonly Point[], bulges: readonly number[] | undefined, closed: boolean) {
  const out: [Point, Point, number][] = [];
  const n = pts.length;
  // Two closed vertices with bulges are a common way CAD writes a circle: the closing segment counts.
  const count = closed && n >= 2 ? n : n - 1;
  for (let i = 0; i < count; i++) out.push([pts[i] as Point, pts[(i + 1) % n] as Point, bulges?.[i] ?? 0]);
  return out;
}

/**
 * A polyline's vertices made absolute (rotation about `center` applied by the caller's `toWorld`): the
 * local points (x + p.x, y + p.y).
 */
const absolute = (el: Pick<PolylineElement, 'x' | 'y' | 'points'>): Point[] =>
  el.points.map((p) => ({ x: el.x + p.x, y: el.y + p.y }));

/**
 * A polyline with its bulges sampled into straight pieces, in local (unrotated) world coordinates. A closed
 * polyline does not repeat its first point.
 */
export function polylineLocalPath(
  el: Pick<PolylineElement, 'x' | 'y' | 'points' | 'bulges' | 'closed'>,
): Point[] {
  const pts = absolute(el);
  if (!el.bulges || el.bulges.every((b) => b === 0)) return pts;
  const out: Point[] = [];
  const segs = segments(pts, el.bulges, el.closed);
  segs.forEach(([a, b, bulge], i) => {
    if (i === 0) out.push(a);
    const arc = bulgeArc(a, b, bulge);
    if (arc) {
      const steps = stepsFor(arc.sweep);
      for (let k = 1; k < steps; k++)
        out.push(pointOnCircle(arc.center, arc.radius, arc.start + (arc.sweep * k) / steps));
    }
    // The closing segment ends where the path started: not repeated.
    const closing = el.closed && pts.length >= 2 && i === pts.length - 1;
    if (!closing) out.push(b);
  });
  return out;
}

/** The exact local box of a polyline, the bulged segments' extreme points included. */
export function polylineLocalBox(el: Pick<PolylineElement, 'x' | 'y' | 'points' | 'bulges' | 'closed'>): Box {
  const pts = absolute(el);
  if (pts.length === 0) return { minX: el.x, minY: el.y, maxX: el.x, maxY: el.y };
  const extra: Point[] = [];
  for (const [a, b, bulge] of segments(pts, el.bulges, el.closed)) {
    const arc = bulgeArc(a, b, bulge);
    if (!arc) continue;
    const start = arc.sweep >= 0 ? arc.start : arc.start + arc.sweep;
    const box = arcBox(arc.center, arc.radius, start, Math.abs(arc.sweep));
    extra.push({ x: box.minX, y: box.minY }, { x: box.maxX, y: box.maxY });
  }
  return boxOfPoints([...pts, ...extra]);
}
