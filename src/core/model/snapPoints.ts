import type { Point } from '../geometry/point';
import { midpoint, rotatePoint } from '../geometry/point';
import {
  bezierPoint,
  circleExtremePoints,
  elementCenter,
  elementVertices,
  lineEndpoints,
} from '../geometry/elementGeometry';
import { openingJambs } from '../geometry/buildingGeometry';
import { arcAngles, ellipsePoint, ellipseSweep, pointOnCircle } from '../geometry/cadGeometry';
import type { DrawingElement, ElementDraft } from './elements';

function cornersMidsCenter(vertices: readonly Point[], center: Point): Point[] {
  const mids = vertices.map((v, i) => midpoint(v, vertices[(i + 1) % vertices.length] as Point));
  return [...vertices, ...mids, center];
}

/** The contract's cap on stored snap points per element. */
const MAX_SNAP_POINTS = 64;

const centroid = (pts: readonly Point[]): Point => ({
  x: pts.reduce((s, p) => s + p.x, 0) / pts.length,
  y: pts.reduce((s, p) => s + p.y, 0) / pts.length,
});

/** Corners, edge midpoints, centres and endpoints in world units: what other elements snap to. */
export function computeSnapPoints(el: ElementDraft | DrawingElement): Point[] {
  switch (el.type) {
    case 'line':
    case 'wall':
    case 'divider': {
      const [a, b] = lineEndpoints(el);
      return [a, b, midpoint(a, b)];
    }
    case 'rectangle':
    case 'square':
    case 'polygon':
    case 'fixture':
      return cornersMidsCenter(elementVertices(el) ?? [], elementCenter(el));
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle': {
      const v = elementVertices(el) ?? [];
      return cornersMidsCenter(v, centroid(v));
    }
    case 'circle':
      return [{ x: el.x, y: el.y }, ...circleExtremePoints(el)];
    case 'half-arch': {
      const c = { x: el.x, y: el.y };
      const sa = Math.atan2(el.start.y, el.start.x);
      let ea = Math.atan2(el.end.y, el.end.x);
      while (ea <= sa) ea += 2 * Math.PI;
      const apexAngle = (sa + ea) / 2;
      const local = [
        { x: el.x + el.start.x, y: el.y + el.start.y },
        { x: el.x + el.end.x, y: el.y + el.end.y },
        { x: el.x + el.radius * Math.cos(apexAngle), y: el.y + el.radius * Math.sin(apexAngle) },
        c,
      ];
      return local.map((p) => rotatePoint(p, c, el.rotation));
    }
    case 'bezier-arch': {
      const c = elementCenter(el);
      const mid = bezierPoint(el, 0.5);
      return [el.start, el.end, mid].map((p) =>
        rotatePoint({ x: el.x + p.x, y: el.y + p.y }, c, el.rotation),
      );
    }
    case 'text':
      return [{ x: el.x, y: el.y }];
    case 'dimension': {
      const [a, b] = lineEndpoints(el);
      return [a, b, midpoint(a, b)];
    }
    case 'door':
    case 'window': {
      const [a, b] = openingJambs(el);
      return [a, b, { x: el.x, y: el.y }];
    }
    case 'room':
      // The contract stores at most 64 snap points; a room with more corners snaps to its first 63.
      return [...(elementVertices(el) ?? []).slice(0, MAX_SNAP_POINTS - 1), elementCenter(el)];
    case 'arc': {
      const { start, sweep } = arcAngles(el);
      const c = { x: el.x, y: el.y };
      return [
        pointOnCircle(c, el.radius, start),
        pointOnCircle(c, el.radius, start + sweep),
        pointOnCircle(c, el.radius, start + sweep / 2),
        c,
      ];
    }
    case 'ellipse': {
      const sweep = ellipseSweep(el.startAngle, el.endAngle);
      const c = { x: el.x, y: el.y };
      if (sweep >= 360) return [c, ...[0, 90, 180, 270].map((t) => ellipsePoint(el, t))];
      return [
        ellipsePoint(el, el.startAngle),
        ellipsePoint(el, el.startAngle + sweep),
        ellipsePoint(el, el.startAngle + sweep / 2),
        c,
      ];
    }
    case 'polyline': {
      // Vertices (endpoints of every segment), capped like a room's corners.
      const c = elementCenter(el);
      return el.points
        .slice(0, MAX_SNAP_POINTS)
        .map((p) => rotatePoint({ x: el.x + p.x, y: el.y + p.y }, c, el.rotation));
    }
    case 'hatch':
      // A hatch's boundary normally coincides with line work that already snaps; its centre is enough.
      return [elementCenter(el)];
    case 'point':
      return [{ x: el.x, y: el.y }];
    case 'free-pencil': {
      const first = el.points[0];
      const last = el.points[el.points.length - 1];
      if (!first || !last) return [];
      const c = elementCenter(el);
      return [first, last].map((p) => rotatePoint({ x: el.x + p.x, y: el.y + p.y }, c, el.rotation));
    }
  }
}

/** Attaches derived fields. Every command ends with this so stored snap points never go stale. */
export function finalizeElement(draft: ElementDraft | DrawingElement): DrawingElement {
  const { snapPoints: _ignored, ...rest } = draft as DrawingElement;
  return { ...rest, snapPoints: computeSnapPoints(draft) } as DrawingElement;
}
