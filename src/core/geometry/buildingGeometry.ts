import type { Box } from './box';
import { boxOfPoints } from './box';
import type { Point } from './point';
import { rotatePoint } from './point';
import { pointInPolygon } from './segment';
import { PX_PER_INCH } from '../model/constants';
import type { LengthUnit } from '../units';
import { formatArea } from '../units';
import type {
  DoorElement as StoredDoor,
  RoomElement as StoredRoom,
  WindowElement as StoredWindow,
} from '../model/elements';

// Drafts (before snap points are attached) are measured too: factories and commands compute snap points from them.
type DoorElement = Omit<StoredDoor, 'snapPoints'>;
type WindowElement = Omit<StoredWindow, 'snapPoints'>;
type OpeningElement = DoorElement | WindowElement;
type RoomElement = Omit<StoredRoom, 'snapPoints'>;

/**
 * Plan symbols of the building elements (doors, windows, rooms), in world units. Every part is computed in the
 * element's unrotated frame (the opening along +x through (x, y)) and then turned by its rotation about (x, y),
 * so the editor, the hit test and both exports draw exactly the same lines.
 */

type Segment = readonly [Point, Point];

/** What a door or window cuts out of its wall: the opening's rectangle across the wall thickness. */
export interface OpeningSymbol {
  readonly cut: readonly Point[];
  /** Straight line work: jambs, sill and glass lines, a door's leaf. */
  readonly lines: readonly Segment[];
  /** A door's swing: the quarter circle the leaf's tip travels, sampled, from the open leaf to the far jamb. */
  readonly arc: readonly Point[];
  /** The same arc exactly: centre, radius and screen angles in degrees (clockwise, y down). */
  readonly arcSpec: {
    readonly center: Point;
    readonly radius: number;
    readonly from: number;
    readonly to: number;
  } | null;
}

const ARC_STEPS = 16;

/** Openings turn about their centre (x, y). */
const turn = (el: OpeningElement, p: Point): Point => rotatePoint(p, { x: el.x, y: el.y }, el.rotation);

/** A room turns about the centre of its outline's box, as every other shape (elementGeometry `elementCenter`). */
export function roomCenter(el: Pick<RoomElement, 'x' | 'y' | 'points'>): Point {
  const b = boxOfPoints(el.points);
  return el.points.length === 0
    ? { x: el.x, y: el.y }
    : { x: el.x + (b.minX + b.maxX) / 2, y: el.y + (b.minY + b.maxY) / 2 };
}

const turnRoom = (el: RoomElement, p: Point): Point => rotatePoint(p, roomCenter(el), el.rotation);

/** Whether a door draws a leaf and its swing (cased openings and overhead doors do not). */
export const doorSwings = (el: Pick<DoorElement, 'kind'>): boolean =>
  el.kind === 'swing' || el.kind === 'entry';

/** -1 when the leaf swings to the screen-left of the wall direction (towards -y unrotated), +1 to the right. */
const swingSign = (el: Pick<DoorElement, 'swing'>): number => (el.swing === 'left' ? -1 : 1);

/** The opening's box before rotation; a swinging door's box also holds the quarter circle of its leaf. */
export function openingLocalBox(el: OpeningElement): Box {
  const hw = el.width / 2;
  const ht = el.thickness / 2;
  let minY = el.y - ht;
  let maxY = el.y + ht;
  if (el.type === 'door' && doorSwings(el)) {
    if (swingSign(el) < 0) minY -= el.width;
    else maxY += el.width;
  }
  return { minX: el.x - hw, minY, maxX: el.x + hw, maxY };
}

/** The two ends of the opening on the wall's centre line: the wall-direction start jamb, then the end jamb. */
export function openingJambs(el: OpeningElement): [Point, Point] {
  return [turn(el, { x: el.x - el.width / 2, y: el.y }), turn(el, { x: el.x + el.width / 2, y: el.y })];
}

function cutAndJambs(el: OpeningElement): { cut: Point[]; jambs: Segment[] } {
  const hw = el.width / 2;
  const ht = el.thickness / 2;
  const local = [
    { x: el.x - hw, y: el.y - ht },
    { x: el.x + hw, y: el.y - ht },
    { x: el.x + hw, y: el.y + ht },
    { x: el.x - hw, y: el.y + ht },
  ];
  const cut = local.map((p) => turn(el, p)) as [Point, Point, Point, Point];
  return {
    cut,
    jambs: [
      [cut[0], cut[3]],
      [cut[1], cut[2]],
    ],
  };
}

/** A door: the cut, its two jambs, and for hinged doors the leaf standing open at 90° and its quarter swing. */
export function doorSymbol(el: DoorElement): OpeningSymbol {
  const { cut, jambs } = cutAndJambs(el);
  const n = swingSign(el);
  const hw = el.width / 2;
  const face = el.y + (n * el.thickness) / 2;
  if (el.kind === 'overhead') {
    // The overhead door's panel, closed, just inside the opening on the swing (inner) side.
    const panel: Segment = [turn(el, { x: el.x - hw, y: face }), turn(el, { x: el.x + hw, y: face })];
    return { cut, lines: [...jambs, panel], arc: [], arcSpec: null };
  }
  if (!doorSwings(el)) return { cut, lines: jambs, arc: [], arcSpec: null };
  const hx = el.hinge === 'start' ? el.x - hw : el.x + hw;
  const hinge = { x: hx, y: face };
  const tip = { x: hx, y: face + n * el.width };
  // Angles in the unrotated frame: the open leaf points along ±y, the closed leaf towards the other jamb.
  const open = n > 0 ? 90 : -90;
  const closed = el.hinge === 'start' ? 0 : 180;
  const from = open;
  let to = closed;
  if (closed === 180 && open < 0) to = -180;
  const arc: Point[] = [];
  for (let i = 0; i <= ARC_STEPS; i++) {
    const a = ((from + ((to - from) * i) / ARC_STEPS) * Math.PI) / 180;
    arc.push(turn(el, { x: hx + el.width * Math.cos(a), y: face + el.width * Math.sin(a) }));
  }
  return {
    cut,
    lines: [...jambs, [turn(el, hinge), turn(el, tip)]],
    arc,
    arcSpec: {
      center: turn(el, hinge),
      radius: el.width,
      from: Math.min(from, to) + el.rotation,
      to: Math.max(from, to) + el.rotation,
    },
  };
}

/** A window: the cut, its jambs, the two sill lines on the wall faces and the glass line on the centre line. */
export function windowSymbol(el: WindowElement): OpeningSymbol {
  const { cut, jambs } = cutAndJambs(el);
  const hw = el.width / 2;
  const glass: Segment = [turn(el, { x: el.x - hw, y: el.y }), turn(el, { x: el.x + hw, y: el.y })];
  const [a, b, c, d] = cut as [Point, Point, Point, Point];
  return {
    cut,
    lines: [...jambs, [a, b], glass, [d, c]],
    arc: [],
    arcSpec: null,
  };
}

export const openingSymbol = (el: OpeningElement): OpeningSymbol =>
  el.type === 'door' ? doorSymbol(el) : windowSymbol(el);

// ---- Rooms ----

/** Signed shoelace area of a closed outline (world units²; positive when clockwise on screen). */
export function signedArea(points: readonly Point[]): number {
  let s = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const p = points[i] as Point;
    const q = points[j] as Point;
    s += q.x * p.y - p.x * q.y;
  }
  return s / 2;
}

/** A room's net area in world units² (96² per square inch): moves and rotations leave it unchanged. */
export const roomArea = (el: Pick<RoomElement, 'points'>): number => Math.abs(signedArea(el.points));

/** The room's outline in world units. */
export const roomOutline = (el: RoomElement): Point[] =>
  el.points.map((p) => turnRoom(el, { x: el.x + p.x, y: el.y + p.y }));

/** The area centroid, or for an outline whose centroid falls outside (an L or a U) the middle of its widest span there. */
function interiorPoint(points: readonly Point[]): Point {
  const a = signedArea(points);
  if (points.length === 0) return { x: 0, y: 0 };
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const p = points[i] as Point;
    const q = points[j] as Point;
    const k = q.x * p.y - p.x * q.y;
    cx += (q.x + p.x) * k;
    cy += (q.y + p.y) * k;
  }
  const box = boxOfPoints(points);
  const c =
    a === 0
      ? { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 }
      : { x: cx / (6 * a), y: cy / (6 * a) };
  if (a === 0 || pointInPolygon(c, points)) return c;
  // Widest interior span of the horizontal line through the middle of the box.
  const y = (box.minY + box.maxY) / 2;
  const xs: number[] = [];
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const p = points[i] as Point;
    const q = points[j] as Point;
    if (p.y > y !== q.y > y) xs.push(p.x + ((y - p.y) * (q.x - p.x)) / (q.y - p.y));
  }
  xs.sort((m, n) => m - n);
  let best = c;
  let widest = -1;
  for (let i = 0; i + 1 < xs.length; i += 2) {
    const w = (xs[i + 1] as number) - (xs[i] as number);
    if (w > widest) {
      widest = w;
      best = { x: ((xs[i] as number) + (xs[i + 1] as number)) / 2, y };
    }
  }
  return best;
}

/** Room tags read at 6"–12" tall at true scale: legible when a house fits the screen, smaller in small rooms. */
const TAG_MIN = 6 * PX_PER_INCH;
const TAG_MAX = 12 * PX_PER_INCH;

/** Where the room's tag (name and area) sits, world units, and its text height. */
export function roomTag(el: RoomElement): { at: Point; fontSize: number } {
  const box = boxOfPoints(el.points);
  const short = Math.min(box.maxX - box.minX, box.maxY - box.minY);
  const local = interiorPoint(el.points);
  return {
    at: turnRoom(el, { x: el.x + local.x, y: el.y + local.y }),
    fontSize: Math.min(TAG_MAX, Math.max(TAG_MIN, short / 12)),
  };
}

/** The tag's two lines: the room's name and its live net area in the design's unit. */
export const roomTagText = (el: RoomElement, unit: LengthUnit): string =>
  `${el.name}\n${formatArea(roomArea(el), unit)}`;
