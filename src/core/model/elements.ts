import type { Point } from '../geometry/point';
import type { FixtureSymbol } from '../symbols/library';

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
  /** The layer's name (page.layers); absent, or a name with no entry, is the implicit layer "0". */
  readonly layer?: string;
  /** '#rrggbb'; absent = BYLAYER. */
  readonly color?: string;
  /** DXF linetype name; absent = BYLAYER. */
  readonly linetype?: string;
  /** Millimetres (-3 = default); absent = BYLAYER. */
  readonly lineweight?: number;
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

export type TextAlign = 'left' | 'center' | 'right';

/**
 * (x, y) is the top of the first line of text: its left end, centre or right end by `align` (left by default).
 * Typed text is sized by `fontSize` (screen px, 8–96); CAD text by `height`, its true cap height in world units.
 */
export interface TextElement extends ElementBase {
  readonly type: 'text';
  readonly text: string;
  readonly fontSize: number;
  readonly fill: string;
  readonly fontStyle: FontStyle;
  /** True size in world units (CAD text); wins over fontSize. */
  readonly height?: number;
  readonly align?: TextAlign;
  /** Wrapping width in world units (an MTEXT box); absent = no wrapping. */
  readonly width?: number;
}

/** A freehand stroke; points are relative to (x, y). It can be moved but not resized. */
export interface FreePencilElement extends ElementBase {
  readonly type: 'free-pencil';
  readonly points: readonly Point[];
}

export type DoorHinge = 'start' | 'end';
export type DoorSwing = 'left' | 'right';
/** As the plan generator's doors: a hinged leaf, a cased opening, the front door, a garage's overhead door. */
export type DoorKind = 'swing' | 'opening' | 'entry' | 'overhead';
export const DOOR_KINDS: readonly DoorKind[] = ['swing', 'opening', 'entry', 'overhead'];

/**
 * A door in a wall. (x, y) is the centre of the opening on the wall's centre line and `rotation` is the wall's
 * direction (degrees clockwise from +x), so before rotation the opening runs along +x from x - width/2 (the
 * wall-direction "start" jamb) to x + width/2 ("end"). `thickness` is the host wall's. The leaf hangs on the
 * `hinge` jamb and swings to the `swing` side of the wall direction as seen on screen (left is -y unrotated).
 */
export interface DoorElement extends ElementBase {
  readonly type: 'door';
  readonly width: number;
  readonly thickness: number;
  readonly hinge: DoorHinge;
  readonly swing: DoorSwing;
  readonly kind: DoorKind;
  /** The wall it sits in, when it was placed in one (a wall deleted later leaves a dangling id: harmless). */
  readonly wallId?: string;
}

/** A window in a wall: placed like a door (centre on the wall's centre line, rotation = wall direction). */
export interface WindowElement extends ElementBase {
  readonly type: 'window';
  readonly width: number;
  readonly thickness: number;
  readonly wallId?: string;
  /** Sill and head heights above the finished floor (world units), when known (a generated plan gives them). */
  readonly sill?: number;
  readonly head?: number;
}

/**
 * A room: a closed outline (points relative to (x, y), as the other point-list types) and its name. Its area is
 * never stored: it is computed from the outline wherever it is shown, so it follows every move and resize.
 */
export interface RoomElement extends ElementBase {
  readonly type: 'room';
  readonly name: string;
  readonly points: readonly Point[];
  /** Traced from the walls around it (the room tool): re-traced when a wall or divider near it changes. Absent: drawn by hand. */
  readonly bound?: boolean;
  /** false: a bound room whose walls no longer close around it; it keeps its last outline. Absent: enclosed. */
  readonly enclosed?: boolean;
}

/**
 * A linear dimension kept in the drawing: it measures (x, y)-(x2, y2) and draws its dimension line `offset`
 * away on the left of that direction (negative: on the right), labelled with the live length in the design's unit.
 */
export interface DimensionElement extends ElementBase {
  readonly type: 'dimension';
  readonly x2: number;
  readonly y2: number;
  readonly offset: number;
  /** A DXF rotated dimension: measures the projection on this direction (degrees); absent = aligned. */
  readonly measureAngle?: number;
  /** DXF text override; '<>' stands for the measured value. */
  readonly textOverride?: string;
}

/**
 * A circular arc. (x, y) is the centre; it runs from startAngle to endAngle, increasing (clockwise on screen),
 * both in [0, 360); endAngle below startAngle wraps through 0. `rotation` adds to both.
 */
export interface ArcElement extends ElementBase {
  readonly type: 'arc';
  readonly radius: number;
  readonly startAngle: number;
  readonly endAngle: number;
}

/**
 * An ellipse or elliptical arc. (x, y) is the centre, rx runs along the local x axis (turned by `rotation`), ry
 * along local y. The angles are parametric degrees, increasing clockwise on screen (0 and 360: full ellipse).
 */
export interface EllipseElement extends ElementBase {
  readonly type: 'ellipse';
  readonly rx: number;
  readonly ry: number;
  readonly startAngle: number;
  readonly endAngle: number;
}

/**
 * A polyline; points relative to (x, y). bulges[i] is the DXF bulge (tan of a quarter of the included angle) of
 * the segment from points[i] to the next (to points[0] for the closing one), positive turning clockwise on
 * screen; missing entries are straight segments.
 */
export interface PolylineElement extends ElementBase {
  readonly type: 'polyline';
  readonly points: readonly Point[];
  readonly bulges?: readonly number[];
  readonly closed: boolean;
}

/**
 * A hatch: closed boundary loops (points relative to (x, y)), filled even-odd (inner loops are islands) with
 * 'SOLID' or a DXF pattern (ANSI31, AR-CONC, …) at patternScale and patternAngle (degrees).
 */
export interface HatchElement extends ElementBase {
  readonly type: 'hatch';
  readonly loops: readonly (readonly Point[])[];
  readonly pattern: string;
  readonly patternScale: number;
  readonly patternAngle: number;
}

/**
 * A plan symbol from the library (core/symbols): a toilet, shower, sink, bath, counter or stair flight at true
 * size. (x, y) is the top-left of its box before rotation, `width` along x and `depth` along y (the back, where
 * it meets the wall, at y); the line work is computed from the symbol's name and box, never stored.
 */
export interface FixtureElement extends ElementBase {
  readonly type: 'fixture';
  readonly symbol: FixtureSymbol;
  readonly width: number;
  readonly depth: number;
  /**
   * true: the symbol is drawn flipped left to right in its box (its x reversed before the rotation), as the
   * Mirror command leaves it; absent otherwise. Exported to DXF as an INSERT with X scale -1.
   */
  readonly mirrored?: boolean;
}

/** A point marker (DXF POINT) at (x, y). */
export interface PointElement extends ElementBase {
  readonly type: 'point';
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
  | FreePencilElement
  | DoorElement
  | WindowElement
  | RoomElement
  | DimensionElement
  | ArcElement
  | EllipseElement
  | PolylineElement
  | HatchElement
  | FixtureElement
  | PointElement;

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
  'door',
  'window',
  'room',
  'dimension',
  'arc',
  'ellipse',
  'polyline',
  'hatch',
  'point',
  'fixture',
];

export const isLineLike = (el: DrawingElement): el is LineLikeElement =>
  el.type === 'line' || el.type === 'wall' || el.type === 'divider';

/** Doors and windows: openings that sit in a wall. */
export type OpeningElement = DoorElement | WindowElement;
export const isOpening = (el: DrawingElement | ElementDraft): el is OpeningElement =>
  el.type === 'door' || el.type === 'window';

export const isTriangle = (el: DrawingElement): el is TriangleElement =>
  el.type === 'triangle' || el.type === 'right-triangle' || el.type === 'equilateral-triangle';

/** An element as a factory or command builds it, before its derived snap points are attached. */
export type ElementDraft = DistributiveOmit<DrawingElement, 'snapPoints'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
