import type { Box } from './box';
import { boxContainsPoint, boxesOverlap, isFiniteBox } from './box';
import type { Point } from './point';
import { distance } from './point';
import { distanceToPolyline, distanceToSegment, pointInPolygon } from './segment';
import {
  circleExtremePoints,
  elementBounds,
  elementPath,
  elementVertices,
  hasDegenerateSize,
  hatchLoops,
  lineEndpoints,
  textSize,
} from './elementGeometry';
import { roomOutline, roomTag } from './buildingGeometry';
import type { DrawingElement, RoomElement } from '../model/elements';

/** A marquee of zero area or with a non-finite corner selects nothing (and is not drawn). */
export const isUsableMarquee = (box: Box): boolean =>
  isFiniteBox(box) && box.maxX - box.minX > 0 && box.maxY - box.minY > 0;

/**
 * The marquee rule of spec section 2: triangles and polygons when a vertex is inside the box, circles when
 * one of their four extreme points is, everything else when the bounding boxes overlap. Elements of zero or
 * non-finite size are never selected.
 */
export function marqueeSelects(el: DrawingElement, box: Box): boolean {
  if (hasDegenerateSize(el)) return false;
  const points = marqueePoints(el);
  return points === null
    ? boxesOverlap(elementBounds(el), box)
    : points.some((v) => boxContainsPoint(box, v));
}

/**
 * The point rules alone, for an element already known to be non-degenerate with bounds overlapping the box
 * (what a spatial-index search returns): bounding-box types need no further test.
 */
export function marqueeSelectsByPoints(el: DrawingElement, box: Box): boolean {
  const points = marqueePoints(el);
  return points === null || points.some((v) => boxContainsPoint(box, v));
}

/** The points the marquee rule tests (vertices, or a circle's extremes), or null for the bounding-box rule. */
export function marqueePoints(el: DrawingElement): Point[] | null {
  switch (el.type) {
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle':
    case 'polygon':
    case 'room':
      return elementVertices(el) ?? [];
    case 'circle':
      return circleExtremePoints(el);
    default:
      return null;
  }
}

/**
 * Whether a click at `p` picks the element: inside a closed shape or within `tolerance` of its outline
 * (thin lines and arcs have no inside, so the tolerance is what makes them clickable).
 */
export function hitsElement(el: DrawingElement, p: Point, tolerance: number): boolean {
  switch (el.type) {
    case 'line': {
      const [a, b] = lineEndpoints(el);
      return distanceToSegment(p, a, b) <= tolerance;
    }
    case 'wall':
    case 'divider': {
      const [a, b] = lineEndpoints(el);
      return distanceToSegment(p, a, b) <= el.thickness / 2 + tolerance;
    }
    case 'circle':
      return distance(p, el) <= el.radius + tolerance;
    case 'half-arch':
    case 'bezier-arch':
    case 'free-pencil':
    case 'dimension':
    case 'arc':
      return distanceToPolyline(p, elementPath(el).points, false) <= tolerance;
    case 'ellipse':
    case 'polyline': {
      // Outlines only, closed or not: a click inside a CAD outline must reach what is drawn within it.
      const path = elementPath(el);
      return distanceToPolyline(p, path.points, path.closed) <= tolerance;
    }
    case 'hatch': {
      // Inside the fill (even-odd across the loops: islands are holes) or on a boundary.
      const loops = hatchLoops(el);
      let inside = false;
      for (const loop of loops) if (pointInPolygon(p, loop)) inside = !inside;
      return inside || loops.some((loop) => distanceToPolyline(p, loop, true) <= tolerance);
    }
    case 'point':
      return distance(p, el) <= tolerance;
    case 'room':
      return distanceToPolyline(p, roomOutline(el), true) <= tolerance || inRoomTag(el, p, tolerance);
    default: {
      const pts = elementPath(el).points;
      return pointInPolygon(p, pts) || distanceToPolyline(p, pts, true) <= tolerance;
    }
  }
}

/** The longest area text ("1234 sq ft") in characters: the tag box is sized for it whatever the unit. */
const AREA_TEXT_CHARS = 10;

/**
 * A room is picked on its outline or on its tag, not anywhere inside: a click inside a room must still reach
 * empty canvas (to start a marquee) and the walls, doors and furniture drawn over it.
 */
function inRoomTag(el: RoomElement, p: Point, tolerance: number): boolean {
  const { at, fontSize } = roomTag(el);
  const chars = Math.max(el.name.length, AREA_TEXT_CHARS);
  const { width, height } = textSize({ text: `${'x'.repeat(chars)}\nx`, fontSize });
  return Math.abs(p.x - at.x) <= width / 2 + tolerance && Math.abs(p.y - at.y) <= height / 2 + tolerance;
}
