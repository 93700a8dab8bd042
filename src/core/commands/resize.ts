import type { Point, WorldPoint } from '../geometry/point';
import { rotatePoint } from '../geometry/point';
import { elementBounds, elementCenter, lineEndpoints } from '../geometry/elementGeometry';
import { MIN_OPENING_WIDTH, MIN_RADIUS, MIN_RECT_SIZE, MIN_TRIANGLE_SCALE } from '../model/constants';
import type { DrawingElement, ElementDraft } from '../model/elements';
import { regularPolygonPoints } from '../model/factories';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import type { CommandResult, HistoryMode } from './result';
import { done, fail } from './result';
import { mapElements } from './pageEdit';
import { withOpeningsFollowing } from './openings';
import { translateElement } from './transform';

export type Corner = 'nw' | 'ne' | 'sw' | 'se';
/** Corners for shapes; lines, walls and dividers are resized by an end. */
export type ResizeHandle = Corner | 'start' | 'end';

export interface ResizeArgs {
  readonly id: string;
  readonly handle: ResizeHandle;
  /** Where the pointer is; apply to the page the resize gesture started from. */
  readonly to: WorldPoint;
  readonly history?: HistoryMode;
}

export const NOT_RESIZABLE = {
  freePencil: 'Freehand strokes cannot be resized.',
  text: 'Change the font size to resize text.',
  point: 'A point has no size.',
  handle: 'That handle does not resize this element.',
} as const;

interface LocalBox {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Local (unrotated) box and the corner opposite the handle, which stays put. */
function anchorOf(b: LocalBox, corner: Corner): Point {
  return {
    x: corner === 'nw' || corner === 'sw' ? b.x + b.w : b.x,
    y: corner === 'nw' || corner === 'ne' ? b.y + b.h : b.y,
  };
}

/** Size along each axis from the anchor to the pointer, in the direction the handle pulls. */
function pulled(anchor: Point, p: Point, corner: Corner): { w: number; h: number } {
  const w = corner === 'nw' || corner === 'sw' ? anchor.x - p.x : p.x - anchor.x;
  const h = corner === 'nw' || corner === 'ne' ? anchor.y - p.y : p.y - anchor.y;
  return { w, h };
}

function boxFrom(anchor: Point, w: number, h: number, corner: Corner): LocalBox {
  return {
    x: corner === 'nw' || corner === 'sw' ? anchor.x - w : anchor.x,
    y: corner === 'nw' || corner === 'ne' ? anchor.y - h : anchor.y,
    w,
    h,
  };
}

/** After a resize of a rotated element its centre moved: shift it so the anchor corner stays in place. */
function keepAnchor(before: DrawingElement, after: DrawingElement, localAnchor: Point): DrawingElement {
  if (before.rotation === 0) return after;
  const was = rotatePoint(localAnchor, elementCenter(before), before.rotation);
  const now = rotatePoint(localAnchor, elementCenter(after), after.rotation);
  return translateElement(after, was.x - now.x, was.y - now.y);
}

/**
 * The element as `handle` dragged to `to` leaves it (resizeElement's rules), or the reason it cannot be
 * resized that way. The editor shows this while a resize runs and commits resizeElement on release.
 */
export function resizedElement(el: DrawingElement, handle: ResizeHandle, to: Point): DrawingElement | string {
  if (el.type === 'line' || el.type === 'wall' || el.type === 'divider' || el.type === 'dimension') {
    if (handle !== 'start' && handle !== 'end') return NOT_RESIZABLE.handle;
    const [a, b] = lineEndpoints(el);
    const [p, q] = handle === 'start' ? [to, b] : [a, to];
    return finalizeElement({ ...el, rotation: 0, x: p.x, y: p.y, x2: q.x, y2: q.y });
  }
  if (handle === 'start' || handle === 'end') return NOT_RESIZABLE.handle;
  if (el.type === 'free-pencil') return NOT_RESIZABLE.freePencil;
  if (el.type === 'text') return NOT_RESIZABLE.text;
  if (el.type === 'point') return NOT_RESIZABLE.point;
  const local = rotatePoint(to, elementCenter(el), -el.rotation);

  if (el.type === 'door' || el.type === 'window') {
    // An opening stays centred in its wall: any corner sets its width, symmetrically.
    return finalizeElement({ ...el, width: Math.max(MIN_OPENING_WIDTH, 2 * Math.abs(local.x - el.x)) });
  }

  if (el.type === 'ellipse') {
    // Centre stays; the pointer is a corner of the ellipse's own (unrotated) box, so each semi-axis follows it.
    return finalizeElement({
      ...el,
      rx: Math.max(MIN_RADIUS, Math.abs(local.x - el.x)),
      ry: Math.max(MIN_RADIUS, Math.abs(local.y - el.y)),
    });
  }

  if (el.type === 'arc') {
    // As a circle: centre and angles stay, the radius follows the pointer.
    return finalizeElement({
      ...el,
      radius: Math.max(MIN_RADIUS, Math.abs(local.x - el.x), Math.abs(local.y - el.y)),
    });
  }

  if (el.type === 'circle' || el.type === 'polygon' || el.type === 'half-arch') {
    // Centre stays; the pointer is a corner of the circle's bounding square.
    const r = Math.max(MIN_RADIUS, Math.abs(local.x - el.x), Math.abs(local.y - el.y));
    const k = r / el.radius;
    if (el.type === 'circle') return finalizeElement({ ...el, radius: r });
    if (el.type === 'polygon')
      return finalizeElement({ ...el, radius: r, points: regularPolygonPoints(el.polygonType, r) });
    const scale = (p: Point): Point => (Number.isFinite(k) ? { x: p.x * k, y: p.y * k } : p);
    return finalizeElement({ ...el, radius: r, start: scale(el.start), end: scale(el.end) });
  }

  if (el.type === 'rectangle' || el.type === 'square') {
    const box = { x: el.x, y: el.y, w: el.width, h: el.height };
    const anchor = anchorOf(box, handle);
    const size = pulled(anchor, local, handle);
    let w = Math.max(MIN_RECT_SIZE, size.w);
    let h = Math.max(MIN_RECT_SIZE, size.h);
    if (el.type === 'square') w = h = Math.max(w, h);
    const nb = boxFrom(anchor, w, h, handle);
    return keepAnchor(el, finalizeElement({ ...el, x: nb.x, y: nb.y, width: w, height: h }), anchor);
  }

  if (el.type === 'fixture') {
    // A symbol's box resizes as a rectangle's; its line work is recomputed from the new box.
    const box = { x: el.x, y: el.y, w: el.width, h: el.depth };
    const anchor = anchorOf(box, handle);
    const size = pulled(anchor, local, handle);
    const w = Math.max(MIN_RECT_SIZE, size.w);
    const h = Math.max(MIN_RECT_SIZE, size.h);
    const nb = boxFrom(anchor, w, h, handle);
    return keepAnchor(el, finalizeElement({ ...el, x: nb.x, y: nb.y, width: w, depth: h }), anchor);
  }

  // Triangles and the Bézier arch scale about the opposite corner of their box, at least 0.1 of their size.
  const b = elementBounds({ ...el, rotation: 0 } as ElementDraft);
  const box = { x: b.minX, y: b.minY, w: b.maxX - b.minX, h: b.maxY - b.minY };
  const anchor = anchorOf(box, handle);
  const size = pulled(anchor, local, handle);
  let sx = box.w === 0 ? 1 : Math.max(MIN_TRIANGLE_SCALE, size.w / box.w);
  let sy = box.h === 0 ? 1 : Math.max(MIN_TRIANGLE_SCALE, size.h / box.h);
  if (el.type === 'equilateral-triangle') sx = sy = Math.max(sx, sy);
  // Outlines scale about the anchor corner; (x, y) stays, so only the relative points change.
  const map = (p: Point): Point => ({
    x: anchor.x + (el.x + p.x - anchor.x) * sx - el.x,
    y: anchor.y + (el.y + p.y - anchor.y) * sy - el.y,
  });
  if (el.type === 'room' || el.type === 'polyline') {
    // A polyline's bulges are ratios of sagitta to chord: kept as they are, arcs stay arcs (exact when sx = sy).
    return keepAnchor(el, finalizeElement({ ...el, points: el.points.map(map) }), anchor);
  }
  if (el.type === 'hatch') {
    return keepAnchor(el, finalizeElement({ ...el, loops: el.loops.map((loop) => loop.map(map)) }), anchor);
  }
  const nb = boxFrom(anchor, box.w * sx, box.h * sy, handle);
  if (el.type === 'bezier-arch') {
    const map = (p: Point): Point => ({ x: (el.x + p.x - box.x) * sx, y: (el.y + p.y - box.y) * sy });
    return keepAnchor(
      el,
      finalizeElement({
        ...el,
        x: nb.x,
        y: nb.y,
        start: map(el.start),
        end: map(el.end),
        control: map(el.control),
      }),
      anchor,
    );
  }
  const width = el.width * sx;
  const height = el.height * sy;
  return keepAnchor(
    el,
    finalizeElement({
      ...el,
      x: nb.x,
      y: nb.y,
      width,
      height,
      points: el.points.map((p) => ({ x: p.x * sx, y: p.y * sy })),
    }),
    anchor,
  );
}

/**
 * Resizes one element by a corner (or a line by an end) with the minimum sizes of spec section 5: square and
 * rectangle 10, circle and half-arch radius 10, triangle scale 0.1. The opposite corner stays in place.
 */
export function resizeElement(page: Page, args: ResizeArgs): CommandResult {
  if (!Number.isFinite(args.to.x) || !Number.isFinite(args.to.y))
    return fail('A resize needs a finite point.');
  const el = page.elements.find((e) => e.id === args.id);
  if (!el) return fail('The element no longer exists.');
  const result = resizedElement(el, args.handle, args.to);
  if (typeof result === 'string') return fail(result);
  return done(
    withOpeningsFollowing(
      page,
      mapElements(page, new Set([el.id]), () => result),
    ),
    `Resize ${el.type}`,
    args.history ?? 'record',
  );
}
