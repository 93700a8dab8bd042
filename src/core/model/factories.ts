import type { Point, WorldPoint } from '../geometry/point';
import {
  BEZIER_MIN_DRAG,
  DEFAULT_DIVIDER_THICKNESS,
  DEFAULT_FONT_SIZE,
  DEFAULT_RADIUS,
  DEFAULT_SHAPE_SIZE,
  DEFAULT_TEXT,
  DEFAULT_TEXT_FILL,
  DEFAULT_WALL_LENGTH,
  DEFAULT_WALL_THICKNESS,
  MAX_FONT_SIZE,
  MIN_FONT_SIZE,
  POLYGON_SIDES,
  TEXT_PLACEMENT_MAX,
  TEXT_PLACEMENT_MIN,
} from './constants';
import type { DrawingElement, ElementDraft, PolygonType, TextElement, TriangleType } from './elements';
import type { IdSource, RandomSource } from './ids';
import { finalizeElement } from './snapPoints';

/** Tools that create an element from a press and a release (or a click). Text and free pencil have their own. */
export type ShapeTool =
  | 'line'
  | 'wall'
  | 'divider'
  | 'rectangle'
  | 'square'
  | 'circle'
  | 'half-arch'
  | 'bezier-arch'
  | 'pentagon'
  | 'hexagon'
  | TriangleType;

/** Every shape tool once (the order is fixed: seeded test and benchmark drawings index into it). */
export const SHAPE_TOOLS: readonly ShapeTool[] = [
  'line',
  'wall',
  'divider',
  'rectangle',
  'square',
  'circle',
  'half-arch',
  'bezier-arch',
  'pentagon',
  'hexagon',
  'triangle',
  'right-triangle',
  'equilateral-triangle',
];

export const BEZIER_DISCARDED_WARNING = 'Bezier arch discarded: start and end are too close.';

export const clampFontSize = (size: number): number =>
  Number.isFinite(size) ? Math.min(MAX_FONT_SIZE, Math.max(MIN_FONT_SIZE, size)) : DEFAULT_FONT_SIZE;

/** Vertices of a regular polygon centred on the origin, the first one straight up. */
export function regularPolygonPoints(type: PolygonType, radius: number): Point[] {
  const n = POLYGON_SIDES[type];
  return Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return { x: radius * Math.cos(a), y: radius * Math.sin(a) };
  });
}

/** Triangle vertices relative to the top-left of a width x height box. */
export function trianglePoints(type: TriangleType, width: number, height: number): Point[] {
  switch (type) {
    case 'right-triangle':
      return [
        { x: 0, y: 0 },
        { x: 0, y: height },
        { x: width, y: height },
      ];
    default:
      return [
        { x: width / 2, y: 0 },
        { x: 0, y: height },
        { x: width, y: height },
      ];
  }
}

/** An equilateral triangle's height for a given side. */
export const equilateralHeight = (side: number): number => (side * Math.sqrt(3)) / 2;

function box(
  type: 'rectangle' | 'square',
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
): ElementDraft {
  return { id, type, x, y, rotation: 0, width: w, height: h };
}

function triangle(type: TriangleType, id: string, x: number, y: number, w: number, h: number): ElementDraft {
  const height = type === 'equilateral-triangle' ? equilateralHeight(w) : h;
  return { id, type, x, y, rotation: 0, width: w, height, points: trianglePoints(type, w, height) };
}

function polygon(type: PolygonType, id: string, c: Point, radius: number): ElementDraft {
  return {
    id,
    type: 'polygon',
    polygonType: type,
    x: c.x,
    y: c.y,
    rotation: 0,
    radius,
    points: regularPolygonPoints(type, radius),
  };
}

function halfArch(id: string, c: Point, radius: number, rotation: number): ElementDraft {
  return {
    id,
    type: 'half-arch',
    x: c.x,
    y: c.y,
    rotation,
    radius,
    start: { x: -radius, y: 0 },
    end: { x: radius, y: 0 },
  };
}

function lineLike(type: 'line' | 'wall' | 'divider', id: string, a: Point, b: Point): ElementDraft {
  const base = { id, x: a.x, y: a.y, x2: b.x, y2: b.y, rotation: 0 };
  if (type === 'line') return { ...base, type };
  return { ...base, type, thickness: type === 'wall' ? DEFAULT_WALL_THICKNESS : DEFAULT_DIVIDER_THICKNESS };
}

/** A click's default sizes in world units: the spec's 60 and 40, or what defaultSizes gives at the zoom. */
export interface DefaultSizes {
  readonly shape: number;
  readonly radius: number;
}

export const SPEC_DEFAULT_SIZES: DefaultSizes = { shape: DEFAULT_SHAPE_SIZE, radius: DEFAULT_RADIUS };

/**
 * A click without a drag: the default-size shape (size 60, radius 40 unless `sizes` says otherwise) centred on
 * the point. Walls and dividers get a 10-foot horizontal run starting at the point.
 */
export function createDefaultElement(
  tool: ShapeTool,
  at: WorldPoint,
  ids: IdSource,
  sizes: DefaultSizes = SPEC_DEFAULT_SIZES,
): DrawingElement {
  const id = ids();
  const s = sizes.shape;
  const r = sizes.radius;
  const topLeft = { x: at.x - s / 2, y: at.y - s / 2 };
  switch (tool) {
    case 'line':
      return finalizeElement(lineLike('line', id, at, { x: at.x + s, y: at.y }));
    case 'wall':
    case 'divider':
      return finalizeElement(lineLike(tool, id, at, { x: at.x + DEFAULT_WALL_LENGTH, y: at.y }));
    case 'rectangle':
    case 'square':
      return finalizeElement(box(tool, id, topLeft.x, topLeft.y, s, s));
    case 'circle':
      return finalizeElement({ id, type: 'circle', x: at.x, y: at.y, rotation: 0, radius: r });
    case 'half-arch':
      return finalizeElement(halfArch(id, at, r, 0));
    case 'bezier-arch':
      return finalizeElement({
        id,
        type: 'bezier-arch',
        x: at.x - s / 2,
        y: at.y,
        rotation: 0,
        start: { x: 0, y: 0 },
        end: { x: s, y: 0 },
        control: { x: s / 2, y: -s / 2 },
      });
    case 'pentagon':
    case 'hexagon':
      return finalizeElement(polygon(tool, id, at, r));
    case 'equilateral-triangle': {
      const h = equilateralHeight(s);
      return finalizeElement(triangle(tool, id, at.x - s / 2, at.y - h / 2, s, h));
    }
    case 'triangle':
    case 'right-triangle':
      return finalizeElement(triangle(tool, id, topLeft.x, topLeft.y, s, s));
  }
}

export type DragResult =
  { kind: 'created'; element: DrawingElement } | { kind: 'discarded'; warning: string };

/**
 * The element a press at `from` and a release at `to` creates. Boxes span the two points; circles and
 * polygons are centred on the press; a half arch spans its diameter; line-like tools run from press to
 * release (constrain the release with snapping.ts `constrainAngle` first when Snap to Angle is on).
 */
export function createElementFromDrag(
  tool: ShapeTool,
  from: WorldPoint,
  to: WorldPoint,
  ids: IdSource,
): DragResult {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const x = Math.min(from.x, to.x);
  const y = Math.min(from.y, to.y);
  const w = Math.abs(dx);
  const h = Math.abs(dy);
  const created = (draft: ElementDraft): DragResult => ({ kind: 'created', element: finalizeElement(draft) });
  switch (tool) {
    case 'line':
    case 'wall':
    case 'divider':
      return created(lineLike(tool, ids(), from, to));
    case 'rectangle':
      return created(box('rectangle', ids(), x, y, w, h));
    case 'square': {
      const side = Math.max(w, h);
      return created(
        box('square', ids(), dx < 0 ? from.x - side : from.x, dy < 0 ? from.y - side : from.y, side, side),
      );
    }
    case 'circle':
      return created({
        id: ids(),
        type: 'circle',
        x: from.x,
        y: from.y,
        rotation: 0,
        radius: Math.hypot(dx, dy),
      });
    case 'pentagon':
    case 'hexagon':
      return created(polygon(tool, ids(), from, Math.hypot(dx, dy)));
    case 'half-arch':
      return created(
        halfArch(
          ids(),
          { x: from.x + dx / 2, y: from.y + dy / 2 },
          Math.hypot(dx, dy) / 2,
          (Math.atan2(dy, dx) * 180) / Math.PI,
        ),
      );
    case 'bezier-arch': {
      if (Math.abs(dx) <= BEZIER_MIN_DRAG && Math.abs(dy) <= BEZIER_MIN_DRAG) {
        return { kind: 'discarded', warning: BEZIER_DISCARDED_WARNING };
      }
      // The control point sits half the chord away from its middle, on the left of the drag direction,
      // so a left-to-right drag bows upwards like an arch.
      return created({
        id: ids(),
        type: 'bezier-arch',
        x: from.x,
        y: from.y,
        rotation: 0,
        start: { x: 0, y: 0 },
        end: { x: dx, y: dy },
        control: { x: dx / 2 + dy / 2, y: dy / 2 - dx / 2 },
      });
    }
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle':
      return created(triangle(tool, ids(), x, y, w, h));
  }
}

/**
 * The Text button: "Sample Text" at size 16, at a random position between 100 and 200 in x and y. `height` (world
 * units) gives it a true size, the lettering height at the design's plot scale (annotation/plotSize.ts).
 */
export function createDefaultText(ids: IdSource, random: RandomSource, height?: number): TextElement {
  const span = TEXT_PLACEMENT_MAX - TEXT_PLACEMENT_MIN;
  return finalizeElement({
    id: ids(),
    type: 'text',
    x: TEXT_PLACEMENT_MIN + random() * span,
    y: TEXT_PLACEMENT_MIN + random() * span,
    rotation: 0,
    text: DEFAULT_TEXT,
    fontSize: DEFAULT_FONT_SIZE,
    fill: DEFAULT_TEXT_FILL,
    fontStyle: 'normal',
    ...(height !== undefined && height > 0 ? { height } : {}),
  }) as TextElement;
}

/** A freehand stroke from world points; stored relative to its first point. */
export function createFreePencil(points: readonly WorldPoint[], ids: IdSource): DrawingElement | null {
  const first = points[0];
  if (!first) return null;
  return finalizeElement({
    id: ids(),
    type: 'free-pencil',
    x: first.x,
    y: first.y,
    rotation: 0,
    points: points.map((p) => ({ x: p.x - first.x, y: p.y - first.y })),
  });
}
