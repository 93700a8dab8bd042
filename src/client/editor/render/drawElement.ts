import type { Graphics } from 'pixi.js';
import { GraphicsPath } from 'pixi.js';
import type { Point } from '../../../core/geometry/point';
import { evenOddFill } from '../../../core/geometry/loopNesting';
import {
  elementPath,
  elementVertices,
  hatchLoops,
  lineEndpoints,
} from '../../../core/geometry/elementGeometry';
import { openingSymbol, roomOutline } from '../../../core/geometry/buildingGeometry';
import type {
  DimensionElement,
  DrawingElement,
  HatchElement,
  OpeningElement,
  WallElement,
} from '../../../core/model/elements';
import type { JoinedWall } from '../../../core/geometry/wallJoins';
import { faceChains } from '../../../core/geometry/wallDrawing';
import { COLORS } from './palette';
import { dashPolyline } from '../../../core/geometry/dashes';
import { HATCH_TINT_ALPHA, hatchStrokes, isSolidHatch } from '../../../core/geometry/hatchPatterns';
import { PX_PER_INCH } from '../../../core/model/constants';
import type { LayerLookup } from '../../../core/model/layerStyle';
import { DEFAULT_LINEWEIGHT_MM, inkOnPaper, resolveStyle } from '../../../core/model/layerStyle';
import { linetypePattern, patternInWorld } from '../../../core/model/linetypes';
import { fixturePolylines } from '../../../core/symbols/fixtureGeometry';
import { fillPath, fillStyle, pixelStroke, roundStroke, strokePath } from './graphicsWriter';
import { addPolygon, addPolyline, addSegment, flatPoints } from './inkPaths';

/** What drawing an element needs from its page: the layers (BYLAYER, on/off, lock) and the linetype scale. */
export interface DrawStyle {
  readonly layers: LayerLookup;
  /** CAD's LTSCALE for the page (core/model/linetypes.ts `linetypeScale`): dashes and weights in world units. */
  readonly ltscale: number;
  /** A wall joined with its neighbours (PixiSceneAdapter's WallJoinIndex); absent, walls draw as bands. */
  readonly joinedWall?: (wall: WallElement) => JoinedWall | undefined;
}

/**
 * How one element's lines are drawn: 1-pixel lines at any zoom by default (a drawing zoomed far out stays
 * legible and zoomed in stays crisp, and the Graphics never has to be rebuilt when the camera changes). A line
 * weight above the default adds a stroke of that weight in world units (mm on paper at the page's scale), so it
 * thickens with zoom over the 1-px line that keeps it at least a pixel wide; a linetype cuts the path in dashes
 * of fixed world length. Locked layers draw faded.
 */
interface Pen {
  readonly color: number;
  readonly width: number | null;
  readonly dashes: readonly number[] | null;
}

const DEFAULT_PEN: Pen = { color: COLORS.ink, width: null, dashes: null };
/** A locked layer's colours move this far towards the paper. */
const LOCKED_FADE = 0.6;

const hexToNumber = (hex: string): number => parseInt(hex.slice(1), 16);

function fade(color: number, by: number): number {
  const mix = (shift: number) => {
    const c = (color >> shift) & 0xff;
    return Math.round(c + (255 - c) * by) << shift;
  };
  return mix(16) | mix(8) | mix(0);
}

/** The element's pen from its own style or its layer's (BYLAYER); plain elements share the default pen. */
export function penOf(el: DrawingElement, style: DrawStyle): Pen {
  if (
    el.layer === undefined &&
    el.color === undefined &&
    el.linetype === undefined &&
    el.lineweight === undefined &&
    style.layers.size <= 1 &&
    !style.layers.get('0')?.locked &&
    (style.layers.get('0')?.color ?? '#000000') === '#000000'
  )
    return DEFAULT_PEN;
  const s = resolveStyle(el, style.layers);
  const hex = inkOnPaper(s.color);
  let color = hex === '#000000' ? COLORS.ink : hexToNumber(hex);
  if (s.locked) color = fade(color, LOCKED_FADE);
  const pattern = linetypePattern(s.linetype);
  const width =
    s.lineweight > DEFAULT_LINEWEIGHT_MM ? (s.lineweight / 25.4) * PX_PER_INCH * style.ltscale : null;
  return { color, width, dashes: pattern ? patternInWorld(pattern, style.ltscale) : null };
}

/** Strokes `path` with the pen's 1-px line. */
function strokePen(g: Graphics, path: GraphicsPath, pen: Pen): void {
  strokePath(g, path, pixelStroke(pen.color));
}

/** A path drawn with the pen: dashed when it has a linetype, weighted when it has a weight. */
function penPath(g: Graphics, points: readonly Point[], closed: boolean, pen: Pen): void {
  if (points.length < 2) return;
  const pieces = pen.dashes ? dashPolyline(points, closed, pen.dashes) : null;
  const path = new GraphicsPath();
  if (!pieces) addPiece(path, points, closed, pen);
  else for (const piece of pieces) addPiece(path, piece, false, pen);
  strokePen(g, path, pen);
  // The same path again, weighted (Pixi only reads an instruction's path: two strokes can share it).
  if (pen.width !== null) strokePath(g, path, roundStroke(pen.color, pen.width));
}

/** Adds one piece of a pen's path (closed: back to its first point): a dot of a dotted linetype as a mark. */
function addPiece(path: GraphicsPath, piece: readonly Point[], closed: boolean, pen: Pen): void {
  const a = piece[0] as Point;
  const b = piece[1] as Point;
  // A dot of a dotted linetype: a tiny mark a third of a gap long.
  if (piece.length === 2 && !closed && a.x === b.x && a.y === b.y) {
    const d = pen.dashes ? largestAbs(pen.dashes) / 6 : 0.5;
    addSegment(path, a.x - d / 2, a.y, a.x + d / 2, a.y);
    return;
  }
  addPolyline(path, piece, closed);
}

function largestAbs(values: readonly number[]): number {
  let m = -Infinity;
  for (const v of values) m = Math.max(m, Math.abs(v));
  return m;
}

/** Whether the element has a fill (the band of a wall or divider, a room's tint, a hatch), drawn beneath all ink. */
export const hasFill = (el: DrawingElement): boolean =>
  el.type === 'wall' || el.type === 'divider' || el.type === 'room' || el.type === 'hatch';

/** Whether the element has line work (everything but text, which is a BitmapText). */
export const hasInk = (el: DrawingElement): boolean => el.type !== 'text';

function drawHatchFill(g: Graphics, el: HatchElement, style: DrawStyle): void {
  const loops = hatchLoops(el).filter((l) => l.length >= 3);
  if (loops.length === 0) return;
  const pen = penOf(el, style);
  const solid = isSolidHatch(el.pattern);
  if (!solid && hatchStrokes(loops, el.pattern, el.patternScale, el.patternAngle + el.rotation)) return;
  const fill = solid ? { color: pen.color } : { color: pen.color, alpha: HATCH_TINT_ALPHA };
  // Even-odd, as CAD fills: islands are cut out of the loop around them (Pixi's `cut` applies to the shape
  // just filled), and every other loop is filled — a wall poché is many loops.
  for (const { outer, holes } of evenOddFill(loops)) {
    g.poly(flatPoints(loops[outer] as Point[])).fill(fill);
    for (const hole of holes) g.poly(flatPoints(loops[hole] as Point[])).cut();
  }
}

/** Draws a wall's or divider's grey band, a room's tint or a hatch's fill in world units into an empty Graphics. */
export function drawElementFill(g: Graphics, el: DrawingElement, style: DrawStyle): void {
  if (el.type === 'hatch') {
    drawHatchFill(g, el, style);
    return;
  }
  if (el.type === 'room') {
    fillPolygon(g, roomOutline(el), COLORS.roomFill);
    return;
  }
  if (el.type === 'wall') {
    const joined = style.joinedWall?.(el);
    if (joined) for (const piece of joined.polygons) fillPolygon(g, piece, COLORS.wallFill);
    else fillPolygon(g, elementVertices(el) ?? [], COLORS.wallFill);
    return;
  }
  if (el.type !== 'divider') return;
  fillPolygon(g, elementVertices(el) ?? [], COLORS.dividerFill);
}

/** A polygon filled in a plain colour (as `g.poly(points).fill(color)`). */
function fillPolygon(g: Graphics, points: readonly Point[], color: number): void {
  const path = new GraphicsPath();
  addPolygon(path, points);
  fillPath(g, path, fillStyle(color));
}

/**
 * A door or window: its opening painted in the paper colour first, so the wall's band and faces under it
 * read as cut (the ink layer sits above every fill, and the opening comes after its wall in the page), then
 * jambs, sills, glass, leaf and swing.
 */
function drawOpening(g: Graphics, el: OpeningElement, pen: Pen): void {
  const sym = openingSymbol(el);
  fillPolygon(g, sym.cut, COLORS.drawingArea);
  const lines = new GraphicsPath();
  for (const [a, b] of sym.lines) addSegment(lines, a.x, a.y, b.x, b.y);
  strokePen(g, lines, pen);
  if (sym.arc.length > 0) penPath(g, sym.arc, false, pen);
}

/** A hatch's pattern strokes (clipped to its loops) and its boundary when it is not solid. */
function drawHatch(g: Graphics, el: HatchElement, pen: Pen): void {
  if (isSolidHatch(el.pattern)) return;
  const loops = hatchLoops(el);
  const strokes = hatchStrokes(loops, el.pattern, el.patternScale, el.patternAngle + el.rotation);
  if (strokes) {
    const path = new GraphicsPath();
    for (const [a, b] of strokes) addSegment(path, a.x, a.y, b.x, b.y);
    strokePen(g, path, pen);
    return;
  }
  for (const loop of loops) penPath(g, loop, true, pen);
}

/** A kept dimension: extension lines, the dimension line and architectural ticks (its label is screen text). */
function drawDimension(g: Graphics, el: DimensionElement, pen: Pen): void {
  const path = elementPath(el).points;
  penPath(g, path, false, pen);
  const [, a, b] = path as [Point, Point, Point, Point];
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0) return;
  // 45° ticks in proportion to the dimension, so they read at any size of drawing.
  const t = len / 120;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const dx = (ux - uy) * t;
  const dy = (uy + ux) * t;
  const ticks = new GraphicsPath();
  addSegment(ticks, a.x - dx, a.y - dy, a.x + dx, a.y + dy);
  addSegment(ticks, b.x - dx, b.y - dy, b.x + dx, b.y + dy);
  strokePen(g, ticks, pen);
}

/**
 * Draws one element's line work in world units into an empty Graphics, in its resolved colour, linetype and
 * weight. Fills live in a separate Graphics: Pixi breaks a batch whenever triangles and lines alternate, so
 * keeping each kind in its own layer lets thousands of elements draw in a handful of calls.
 */
export function drawElementInk(g: Graphics, el: DrawingElement, style: DrawStyle): void {
  const pen = penOf(el, style);
  switch (el.type) {
    case 'line':
      penPath(g, lineEndpoints(el), false, pen);
      return;
    case 'circle':
      if (pen.dashes || pen.width !== null) penPath(g, elementPath(el).points, true, pen);
      else strokePen(g, new GraphicsPath().circle(el.x, el.y, el.radius), pen);
      return;
    case 'wall': {
      const joined = style.joinedWall?.(el);
      if (!joined) penPath(g, elementVertices(el) ?? [], true, pen);
      // The faces stop at the junctions: no line is drawn across where walls meet.
      else for (const chain of faceChains(joined.faces)) penPath(g, chain.points, chain.closed, pen);
      return;
    }
    case 'divider':
    case 'rectangle':
    case 'square':
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle':
    case 'polygon':
      penPath(g, elementVertices(el) ?? [], true, pen);
      return;
    case 'half-arch':
    case 'bezier-arch':
    case 'free-pencil':
    case 'arc':
    case 'ellipse':
    case 'polyline': {
      const path = elementPath(el);
      penPath(g, path.points, path.closed, pen);
      return;
    }
    case 'hatch':
      drawHatch(g, el, pen);
      return;
    case 'point': {
      // A small cross sized with the page's scale (DXF PDMODE 0 draws a dot, which is lost on screen).
      const h = 6 * style.ltscale;
      const cross = new GraphicsPath();
      addSegment(cross, el.x - h, el.y, el.x + h, el.y);
      addSegment(cross, el.x, el.y - h, el.x, el.y + h);
      strokePen(g, cross, pen);
      return;
    }
    case 'door':
    case 'window':
      drawOpening(g, el, pen);
      return;
    case 'room':
      penPath(g, roomOutline(el), true, pen);
      return;
    case 'fixture':
      for (const l of fixturePolylines(el)) penPath(g, l.points, l.closed, pen);
      return;
    case 'dimension':
      drawDimension(g, el, pen);
      return;
    case 'text':
      return;
  }
}
