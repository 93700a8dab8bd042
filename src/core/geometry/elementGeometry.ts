import type { Box } from './box';
import { boxOfPoints } from './box';
import type { Point } from './point';
import { rotatePoint } from './point';
import { openingLocalBox, roomArea } from './buildingGeometry';
import {
  arcBox,
  arcPath,
  arcSweep,
  ellipseBox,
  ellipsePath,
  polylineLocalBox,
  polylineLocalPath,
} from './cadGeometry';
import { textLocalBox } from './textLayout';
import type {
  BezierArchElement,
  DimensionElement,
  DrawingElement,
  ElementDraft,
  HalfArchElement,
  LineLikeElement,
} from '../model/elements';

type Shape = DrawingElement | ElementDraft;

const ARC_STEPS = 32;
const CURVE_STEPS = 24;

export { TEXT_LINE_HEIGHT, TEXT_WIDTH_PER_EM, textSize } from './textLayout';

/** The element's local (unrotated) box, in world units. */
function unrotatedBox(el: Shape): Box {
  switch (el.type) {
    case 'line':
    case 'wall':
    case 'divider':
      return boxOfPoints([
        { x: el.x, y: el.y },
        { x: el.x2, y: el.y2 },
      ]);
    case 'rectangle':
    case 'square':
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle':
      return { minX: el.x, minY: el.y, maxX: el.x + el.width, maxY: el.y + el.height };
    case 'circle':
    case 'polygon':
      return {
        minX: el.x - el.radius,
        minY: el.y - el.radius,
        maxX: el.x + el.radius,
        maxY: el.y + el.radius,
      };
    case 'half-arch':
      return boxOfPoints(halfArchLocalPath(el));
    case 'bezier-arch':
      return boxOfPoints(bezierLocalPath(el));
    case 'text':
      return textLocalBox(el);
    case 'arc':
      // Unrotated: the arc's own angles (rotation turns it about its centre, i.e. adds to both angles).
      return arcBox(el, el.radius, el.startAngle, arcSweep(el.startAngle, el.endAngle));
    case 'ellipse':
      return ellipseBox({ ...el, rotation: 0 });
    case 'polyline':
      return polylineLocalBox(el);
    case 'hatch': {
      const pts = el.loops.flatMap((loop) => loop.map((p) => ({ x: el.x + p.x, y: el.y + p.y })));
      return pts.length === 0 ? { minX: el.x, minY: el.y, maxX: el.x, maxY: el.y } : boxOfPoints(pts);
    }
    case 'point':
      return { minX: el.x, minY: el.y, maxX: el.x, maxY: el.y };
    case 'fixture':
      return { minX: el.x, minY: el.y, maxX: el.x + el.width, maxY: el.y + el.depth };
    case 'free-pencil':
    case 'room':
      return el.points.length === 0
        ? { minX: el.x, minY: el.y, maxX: el.x, maxY: el.y }
        : boxOfPoints(el.points.map((p) => ({ x: el.x + p.x, y: el.y + p.y })));
    case 'door':
    case 'window':
      return openingLocalBox(el);
    case 'dimension':
      return boxOfPoints(dimensionLocalPoints(el));
  }
}

/** A dimension's measured points and its dimension line's ends, before rotation (see `dimensionPoints`). */
function dimensionLocalPoints(
  el: Pick<DimensionElement, 'x' | 'y' | 'x2' | 'y2' | 'offset' | 'measureAngle'>,
): Point[] {
  // A rotated dimension measures along its angle: its line runs that way from the first point's projection.
  let tx = el.x2;
  let ty = el.y2;
  if (el.measureAngle !== undefined) {
    const ux = Math.cos((el.measureAngle * Math.PI) / 180);
    const uy = Math.sin((el.measureAngle * Math.PI) / 180);
    const m = (el.x2 - el.x) * ux + (el.y2 - el.y) * uy;
    tx = el.x + ux * m;
    ty = el.y + uy * m;
  }
  const len = Math.hypot(tx - el.x, ty - el.y);
  // The left of from→to on screen, as export/dimensions.ts `dimensionLayout` offsets its line.
  const nx = len === 0 ? 0 : ((ty - el.y) / len) * el.offset;
  const ny = len === 0 ? 0 : (-(tx - el.x) / len) * el.offset;
  return [
    { x: el.x, y: el.y },
    { x: el.x + nx, y: el.y + ny },
    { x: tx + nx, y: ty + ny },
    { x: el.x2, y: el.y2 },
  ];
}

/**
 * The rotation pivot: the centre of the element's unrotated geometry (the circle centre for arcs, the middle of
 * the opening on the wall's centre line for doors and windows, whose box also holds the swing).
 */
export function elementCenter(el: Shape): Point {
  if (
    el.type === 'circle' ||
    el.type === 'polygon' ||
    el.type === 'half-arch' ||
    el.type === 'door' ||
    el.type === 'window' ||
    el.type === 'arc' ||
    el.type === 'ellipse' ||
    el.type === 'point'
  )
    return { x: el.x, y: el.y };
  const b = unrotatedBox(el);
  return { x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 };
}

/** `points` rotated with the element; each caller passes an array of its own making, answered as is when unrotated. */
const toWorld = (el: Shape, points: Point[]): Point[] => {
  if (el.rotation === 0) return points;
  const c = elementCenter(el);
  return points.map((p) => rotatePoint(p, c, el.rotation));
};

export function lineEndpoints(el: LineLikeElement | Extract<ElementDraft, { x2: number }>): [Point, Point] {
  const [a, b] = toWorld(el, [
    { x: el.x, y: el.y },
    { x: el.x2, y: el.y2 },
  ]) as [Point, Point];
  return [a, b];
}

function halfArchLocalPath(el: Pick<HalfArchElement, 'x' | 'y' | 'start' | 'end' | 'radius'>): Point[] {
  const sa = Math.atan2(el.start.y, el.start.x);
  let ea = Math.atan2(el.end.y, el.end.x);
  while (ea <= sa) ea += 2 * Math.PI;
  const pts: Point[] = [];
  for (let i = 0; i <= ARC_STEPS; i++) {
    const a = sa + ((ea - sa) * i) / ARC_STEPS;
    pts.push({ x: el.x + el.radius * Math.cos(a), y: el.y + el.radius * Math.sin(a) });
  }
  return pts;
}

/** Start and end angles (radians, screen orientation) of a half arch, rotation included. */
export function halfArchAngles(el: HalfArchElement): { start: number; end: number } {
  const r = (el.rotation * Math.PI) / 180;
  const start = Math.atan2(el.start.y, el.start.x) + r;
  let end = Math.atan2(el.end.y, el.end.x) + r;
  while (end <= start) end += 2 * Math.PI;
  return { start, end };
}

export function bezierPoint(el: Pick<BezierArchElement, 'start' | 'end' | 'control'>, t: number): Point {
  const u = 1 - t;
  return {
    x: u * u * el.start.x + 2 * u * t * el.control.x + t * t * el.end.x,
    y: u * u * el.start.y + 2 * u * t * el.control.y + t * t * el.end.y,
  };
}

function bezierLocalPath(el: Pick<BezierArchElement, 'x' | 'y' | 'start' | 'end' | 'control'>): Point[] {
  const pts: Point[] = [];
  for (let i = 0; i <= CURVE_STEPS; i++) {
    const p = bezierPoint(el, i / CURVE_STEPS);
    pts.push({ x: el.x + p.x, y: el.y + p.y });
  }
  return pts;
}

const rectCorners = (b: Box): Point[] => [
  { x: b.minX, y: b.minY },
  { x: b.maxX, y: b.minY },
  { x: b.maxX, y: b.maxY },
  { x: b.minX, y: b.maxY },
];

/** The four corners of a wall or divider band around its centre line, in world units. */
export function bandCorners(a: Point, b: Point, thickness: number): Point[] {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const nx = len === 0 ? 0 : (-(b.y - a.y) / len) * (thickness / 2);
  const ny = len === 0 ? 0 : ((b.x - a.x) / len) * (thickness / 2);
  return [
    { x: a.x + nx, y: a.y + ny },
    { x: b.x + nx, y: b.y + ny },
    { x: b.x - nx, y: b.y - ny },
    { x: a.x - nx, y: a.y - ny },
  ];
}

/**
 * The world-space vertices of elements that have corners (rectangles, squares, triangles, polygons, the band
 * of a wall or divider), or null for curves, lines and text.
 */
export function elementVertices(el: Shape): Point[] | null {
  switch (el.type) {
    case 'rectangle':
    case 'square':
    case 'fixture':
      return toWorld(el, rectCorners(unrotatedBox(el)));
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle':
    case 'polygon':
    case 'room':
      return toWorld(
        el,
        el.points.map((p) => ({ x: el.x + p.x, y: el.y + p.y })),
      );
    case 'wall':
    case 'divider': {
      const [a, b] = lineEndpoints(el);
      return bandCorners(a, b, el.thickness);
    }
    default:
      return null;
  }
}

/** A world-space polyline that traces the element (curves sampled), used for bounds, hit tests and export. */
export function elementPath(el: Shape): { points: Point[]; closed: boolean } {
  switch (el.type) {
    case 'line':
      return { points: lineEndpoints(el), closed: false };
    case 'circle': {
      const pts: Point[] = [];
      for (let i = 0; i < ARC_STEPS; i++) {
        const a = (2 * Math.PI * i) / ARC_STEPS;
        pts.push({ x: el.x + el.radius * Math.cos(a), y: el.y + el.radius * Math.sin(a) });
      }
      return { points: pts, closed: true };
    }
    case 'half-arch':
      return { points: toWorld(el, halfArchLocalPath(el)), closed: false };
    case 'bezier-arch':
      return { points: toWorld(el, bezierLocalPath(el)), closed: false };
    case 'text':
    case 'door':
    case 'window':
      return { points: toWorld(el, rectCorners(unrotatedBox(el))), closed: true };
    case 'dimension':
      // Extension line, dimension line, extension line.
      return { points: toWorld(el, dimensionLocalPoints(el)), closed: false };
    case 'free-pencil':
      return {
        points: toWorld(
          el,
          el.points.map((p) => ({ x: el.x + p.x, y: el.y + p.y })),
        ),
        closed: false,
      };
    case 'arc':
      return { points: arcPath(el), closed: false };
    case 'ellipse': {
      const full = ellipseIsFull(el);
      const pts = ellipsePath(el);
      return { points: full ? pts.slice(0, -1) : pts, closed: full };
    }
    case 'polyline':
      return { points: toWorld(el, polylineLocalPath(el)), closed: el.closed };
    case 'hatch':
      // The outer boundary (the first loop); hatchLoops gives every loop.
      return { points: toWorld(el, hatchLocalLoops(el)[0] ?? []), closed: true };
    case 'point':
      return { points: [{ x: el.x, y: el.y }], closed: false };
    default:
      return { points: elementVertices(el) ?? [], closed: true };
  }
}

/** Whether an ellipse closes (a parametric sweep of a full turn). */
export const ellipseIsFull = (el: { startAngle: number; endAngle: number }): boolean =>
  el.endAngle - el.startAngle >= 360 || (el.startAngle === 0 && el.endAngle === 360);

const hatchLocalLoops = (el: Extract<Shape, { type: 'hatch' }>): Point[][] =>
  el.loops.map((loop) => loop.map((p) => ({ x: el.x + p.x, y: el.y + p.y })));

/** Every boundary loop of a hatch in world units, rotation included. */
export const hatchLoops = (el: Extract<Shape, { type: 'hatch' }>): Point[][] =>
  hatchLocalLoops(el).map((loop) => toWorld(el, loop));

/** The world-space axis-aligned bounds, rotation included. */
export function elementBounds(el: Shape): Box {
  if (el.type === 'circle' || el.type === 'point') return unrotatedBox(el);
  // Exact curve extremes with the rotation applied (samples would cut the bulge of a large arc).
  if (el.type === 'arc') {
    const start = el.startAngle + el.rotation;
    return arcBox(el, el.radius, start, arcSweep(el.startAngle, el.endAngle));
  }
  if (el.type === 'ellipse') return ellipseBox(el);
  if (el.type === 'hatch' && el.rotation !== 0) return boxOfPoints(hatchLoops(el).flat());
  if (el.rotation === 0 && el.type !== 'wall' && el.type !== 'divider') return unrotatedBox(el);
  const path = elementPath(el).points;
  return path.length === 0 ? unrotatedBox(el) : boxOfPoints(path);
}

/** The four extreme points of a circle (the marquee rule for circles). */
export const circleExtremePoints = (el: { x: number; y: number; radius: number }): Point[] => [
  { x: el.x - el.radius, y: el.y },
  { x: el.x + el.radius, y: el.y },
  { x: el.x, y: el.y - el.radius },
  { x: el.x, y: el.y + el.radius },
];

const allFinite = (values: readonly number[]): boolean => values.every(Number.isFinite);

/**
 * True when the element has no visible extent or carries a non-finite number: such elements are never
 * selected by a marquee (spec section 2) and are skipped by the spatial index.
 */
export function hasDegenerateSize(el: Shape, bounds?: Box): boolean {
  const b = bounds ?? elementBounds(el);
  if (!allFinite([b.minX, b.minY, b.maxX, b.maxY, el.rotation])) return true;
  switch (el.type) {
    case 'rectangle':
    case 'square':
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle':
      return el.width === 0 || el.height === 0;
    case 'circle':
    case 'polygon':
    case 'half-arch':
      return el.radius === 0;
    case 'text':
      return el.text.length === 0;
    case 'door':
    case 'window':
      return el.width === 0;
    case 'fixture':
      return el.width === 0 || el.depth === 0;
    case 'room':
      return roomArea(el) === 0;
    case 'arc':
      return el.radius === 0;
    case 'ellipse':
      return el.rx === 0 || el.ry === 0;
    case 'point':
      // A point has no extent yet is a real mark in a CAD drawing: it stays selectable and indexed.
      return false;
    default:
      return b.maxX - b.minX === 0 && b.maxY - b.minY === 0;
  }
}
