import type { Point } from '../geometry/point';

/**
 * The drawing model. Coordinates are world units: 96 per real inch (see units.ts), y grows downwards as on
 * screen. `rotation` is in degrees, clockwise, about the element's centre (geometry.ts `elementCenter`); the
 * other fields describe the element before rotation. Point-list types keep their points relative to (x, y),
 * so moving one changes x and y only.
 */
interface ElementBase {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly groupId?: string;
  /** Derived (corners, midpoints, centres, endpoints in world units); recomputed on every change and load. */
  readonly snapPoints: readonly Point[];
}

/** Line-like elements run from (x, y) to (x2, y2), both absolute. */
export interface LineElement extends ElementBase {
  readonly type: 'line';
  readonly x2: number;
  readonly y2: number;
}

/** A wall's (x, y)-(x2, y2) is its centre line; thickness is the full width in world units. */
export interface WallElement extends ElementBase {
  readonly type: 'wall';
  readonly x2: number;
  readonly y2: number;
  readonly thickness: number;
}

export interface DividerElement extends ElementBase {
  readonly type: 'divider';
  readonly x2: number;
  readonly y2: number;
  readonly thickness: number;
}

/** (x, y) is the top-left corner. A square keeps width === height. */
export interface RectangleElement extends ElementBase {
  readonly type: 'rectangle';
  readonly width: number;
  readonly height: number;
}

export interface SquareElement extends ElementBase {
  readonly type: 'square';
  readonly width: number;
  readonly height: number;
}

/** (x, y) is the centre. */
export interface CircleElement extends ElementBase {
  readonly type: 'circle';
  readonly radius: number;
}

/** (x, y) is the centre of the arc's circle; start and end are relative to it; the arc bulges towards -y. */
export interface HalfArchElement extends ElementBase {
  readonly type: 'half-arch';
  readonly start: Point;
  readonly end: Point;
  readonly radius: number;
}

/** A quadratic Bézier; start, control and end are relative to (x, y). */
export interface BezierArchElement extends ElementBase {
  readonly type: 'bezier-arch';
  readonly start: Point;
  readonly end: Point;
  readonly control: Point;
}

export type PolygonType = 'pentagon' | 'hexagon';

/** A regular polygon: (x, y) is the centre, points are its vertices relative to it. */
export interface PolygonElement extends ElementBase {
  readonly type: 'polygon';
  readonly polygonType: PolygonType;
  readonly radius: number;
  readonly points: readonly Point[];
}

export type TriangleType = 'triangle' | 'right-triangle' | 'equilateral-triangle';

/** (x, y) is the top-left of the triangle's box; the three points are relative to it. */
export interface TriangleElement extends ElementBase {
  readonly type: TriangleType;
  readonly points: readonly Point[];
  readonly width: number;
  readonly height: number;
}

export type FontStyle = 'normal' | 'bold' | 'italic' | 'bold italic';

/** (x, y) is the top-left of the first line of text. */
export interface TextElement extends ElementBase {
  readonly type: 'text';
  readonly text: string;
  readonly fontSize: number;
  readonly fill: string;
  readonly fontStyle: FontStyle;
}

/** A freehand stroke; points are relative to (x, y). It can be moved but not resized. */
export interface FreePencilElement extends ElementBase {
  readonly type: 'free-pencil';
  readonly points: readonly Point[];
}

export type DrawingElement =
  | LineElement
  | WallElement
  | DividerElement
  | RectangleElement
  | SquareElement
  | CircleElement
  | HalfArchElement
  | BezierArchElement
  | PolygonElement
  | TriangleElement
  | TextElement
  | FreePencilElement;

export type ElementType = DrawingElement['type'];

export type LineLikeElement = LineElement | WallElement | DividerElement;

export const ELEMENT_TYPES: readonly ElementType[] = [
  'line',
  'wall',
  'divider',
  'rectangle',
  'square',
  'circle',
  'half-arch',
  'bezier-arch',
  'polygon',
  'triangle',
  'right-triangle',
  'equilateral-triangle',
  'text',
  'free-pencil',
];

export const isLineLike = (el: DrawingElement): el is LineLikeElement =>
  el.type === 'line' || el.type === 'wall' || el.type === 'divider';

export const isTriangle = (el: DrawingElement): el is TriangleElement =>
  el.type === 'triangle' || el.type === 'right-triangle' || el.type === 'equilateral-triangle';

/** An element as a factory or command builds it, before its derived snap points are attached. */
export type ElementDraft = DistributiveOmit<DrawingElement, 'snapPoints'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
