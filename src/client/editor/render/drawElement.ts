import type { Graphics } from 'pixi.js';
import type { Point } from '../../../core/geometry/point';
import { elementPath, elementVertices, lineEndpoints } from '../../../core/geometry/elementGeometry';
import { openingSymbol, roomOutline } from '../../../core/geometry/buildingGeometry';
import type { DimensionElement, DrawingElement, OpeningElement } from '../../../core/model/elements';
import { COLORS } from './palette';

// 1-pixel lines at any zoom: a drawing zoomed far out stays legible and zoomed in stays crisp, and the
// Graphics never has to be rebuilt when the camera changes.
const INK = { width: 1, color: COLORS.ink, pixelLine: true } as const;

function flat(points: readonly Point[]): number[] {
  const out = new Array<number>(points.length * 2);
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as Point;
    out[2 * i] = p.x;
    out[2 * i + 1] = p.y;
  }
  return out;
}

function polyline(g: Graphics, points: readonly Point[]): void {
  const first = points[0];
  if (!first) return;
  g.moveTo(first.x, first.y);
  for (let i = 1; i < points.length; i++) g.lineTo((points[i] as Point).x, (points[i] as Point).y);
  g.stroke(INK);
}

/** Whether the element has a fill (the band of a wall or divider, a room's tint), drawn beneath all ink. */
export const hasFill = (el: DrawingElement): boolean =>
  el.type === 'wall' || el.type === 'divider' || el.type === 'room';

/** Whether the element has line work (everything but text, which is a BitmapText). */
export const hasInk = (el: DrawingElement): boolean => el.type !== 'text';

/** Draws a wall's or divider's grey band, or a room's tint, in world units into an empty Graphics. */
export function drawElementFill(g: Graphics, el: DrawingElement): void {
  if (el.type === 'room') {
    g.poly(flat(roomOutline(el))).fill(COLORS.roomFill);
    return;
  }
  if (el.type !== 'wall' && el.type !== 'divider') return;
  g.poly(flat(elementVertices(el) ?? [])).fill(el.type === 'wall' ? COLORS.wallFill : COLORS.dividerFill);
}

/**
 * A door or window: its opening painted in the paper colour first, so the wall's band and faces under it
 * read as cut (the ink layer sits above every fill, and the opening comes after its wall in the page), then
 * jambs, sills, glass, leaf and swing.
 */
function drawOpening(g: Graphics, el: OpeningElement): void {
  const sym = openingSymbol(el);
  g.poly(flat(sym.cut)).fill(COLORS.drawingArea);
  for (const [a, b] of sym.lines) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
  g.stroke(INK);
  if (sym.arc.length > 0) polyline(g, sym.arc);
}

/** A kept dimension: extension lines, the dimension line and architectural ticks (its label is screen text). */
function drawDimension(g: Graphics, el: DimensionElement): void {
  const path = elementPath(el).points;
  polyline(g, path);
  const [, a, b] = path as [Point, Point, Point, Point];
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0) return;
  // 45° ticks in proportion to the dimension, so they read at any size of drawing.
  const t = len / 120;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const dx = (ux - uy) * t;
  const dy = (uy + ux) * t;
  for (const p of [a, b]) g.moveTo(p.x - dx, p.y - dy).lineTo(p.x + dx, p.y + dy);
  g.stroke(INK);
}

/**
 * Draws one element's 1-px line work in world units into an empty Graphics. Fills live in a separate
 * Graphics: Pixi breaks a batch whenever triangles and lines alternate, so keeping each kind in its own
 * layer lets thousands of elements draw in a handful of calls.
 */
export function drawElementInk(g: Graphics, el: DrawingElement): void {
  switch (el.type) {
    case 'line': {
      const [a, b] = lineEndpoints(el);
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke(INK);
      return;
    }
    case 'circle':
      g.circle(el.x, el.y, el.radius).stroke(INK);
      return;
    case 'wall':
    case 'divider':
    case 'rectangle':
    case 'square':
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle':
    case 'polygon':
      g.poly(flat(elementVertices(el) ?? [])).stroke(INK);
      return;
    case 'half-arch':
    case 'bezier-arch':
    case 'free-pencil':
    case 'arc':
      polyline(g, elementPath(el).points);
      return;
    case 'ellipse':
    case 'polyline':
    case 'hatch': {
      const path = elementPath(el);
      if (path.closed && path.points.length > 2) g.poly(flat(path.points)).stroke(INK);
      else polyline(g, path.points);
      return;
    }
    case 'point':
      g.circle(el.x, el.y, 2).stroke(INK);
      return;
    case 'door':
    case 'window':
      drawOpening(g, el);
      return;
    case 'room':
      g.poly(flat(roomOutline(el))).stroke(INK);
      return;
    case 'dimension':
      drawDimension(g, el);
      return;
    case 'text':
      return;
  }
}
