import type { Point } from '../geometry/point';
import { midpoint } from '../geometry/point';
import { elementCenter, elementPath, lineEndpoints } from '../geometry/elementGeometry';
import type { DrawingElement, WallElement } from '../model/elements';
import type { WallDimensions } from '../model/page';

/**
 * How walls offer themselves to snaps: their joined faces (wallJoins), and whether dimensions measure to the
 * centre line (its ends and middle snap, and the joined corners) or to the faces (only the faces and their
 * corners: a dimension snapped to a wall lands on a face).
 */
export interface WallSnapOptions {
  readonly measure: WallDimensions;
  /** The wall's joined face lines, or undefined for its plain band. */
  readonly faces: (wall: WallElement) => readonly (readonly [Point, Point])[] | undefined;
}

/** A straight piece of an element that object snaps work on. */
export interface SnapSegment {
  readonly a: Point;
  readonly b: Point;
}

/** A circle or a circular arc (angles in radians, y-down, from `start` increasing to `end`). */
export interface SnapCircle {
  readonly center: Point;
  readonly radius: number;
  /** Absent for a full circle. */
  readonly start?: number;
  readonly end?: number;
}

/** What object snaps see of one element: exact segments and circles, its ends and its centres. */
export interface SnapGeometry {
  readonly segments: readonly SnapSegment[];
  readonly circles: readonly SnapCircle[];
  readonly endpoints: readonly Point[];
  readonly midpoints: readonly Point[];
  readonly centers: readonly Point[];
}

function pathSegments(points: readonly Point[], closed: boolean): SnapSegment[] {
  const out: SnapSegment[] = [];
  const n = points.length;
  const edges = closed ? n : n - 1;
  for (let i = 0; i < edges; i++) out.push({ a: points[i] as Point, b: points[(i + 1) % n] as Point });
  return out;
}

const fromSegments = (segments: readonly SnapSegment[], centers: readonly Point[] = []): SnapGeometry => ({
  segments,
  circles: [],
  endpoints: segments.flatMap((s) => [s.a, s.b]),
  midpoints: segments.map((s) => midpoint(s.a, s.b)),
  centers,
});

/**
 * The exact geometry each element offers to object snaps. Circles and half arches are true curves (snaps on them
 * land on the curve, not on a sampled polygon); a wall offers its centre line and both faces; other types their
 * traced outline. Text and rooms offer only their anchor and centre (snapping to a label's box would surprise).
 */
export function snapGeometry(el: DrawingElement, walls?: WallSnapOptions): SnapGeometry {
  if (el.type === 'wall' && walls) return wallSnapGeometry(el, walls);
  switch (el.type) {
    case 'circle':
      return {
        segments: [],
        circles: [{ center: { x: el.x, y: el.y }, radius: el.radius }],
        endpoints: [],
        midpoints: [],
        centers: [{ x: el.x, y: el.y }],
      };
    case 'half-arch': {
      const r = (el.rotation * Math.PI) / 180;
      const start = Math.atan2(el.start.y, el.start.x) + r;
      let end = Math.atan2(el.end.y, el.end.x) + r;
      while (end <= start) end += 2 * Math.PI;
      const center = { x: el.x, y: el.y };
      const at = (a: number): Point => ({
        x: el.x + el.radius * Math.cos(a),
        y: el.y + el.radius * Math.sin(a),
      });
      return {
        segments: [],
        circles: [{ center, radius: el.radius, start, end }],
        endpoints: [at(start), at(end)],
        midpoints: [at((start + end) / 2)],
        centers: [center],
      };
    }
    case 'point':
      return { segments: [], circles: [], endpoints: [{ x: el.x, y: el.y }], midpoints: [], centers: [] };
    case 'arc': {
      const rad = Math.PI / 180;
      const start = (el.startAngle + el.rotation) * rad;
      let end = (el.endAngle + el.rotation) * rad;
      // Equal angles are a full circle (the model's rule).
      while (end <= start) end += 2 * Math.PI;
      const center = { x: el.x, y: el.y };
      const at = (a: number): Point => ({
        x: el.x + el.radius * Math.cos(a),
        y: el.y + el.radius * Math.sin(a),
      });
      return {
        segments: [],
        circles: [{ center, radius: el.radius, start, end }],
        endpoints: [at(start), at(end)],
        midpoints: [at((start + end) / 2)],
        centers: [center],
      };
    }
    case 'ellipse': {
      // A sampled curve: nearest and crossings follow its samples; its centre and open ends are the points.
      const path = elementPath(el);
      const first = path.points[0];
      const last = path.points[path.points.length - 1];
      return {
        segments: pathSegments(path.points, path.closed),
        circles: [],
        endpoints: !path.closed && first && last ? [first, last] : [],
        midpoints: [],
        centers: [{ x: el.x, y: el.y }],
      };
    }
    case 'wall':
    case 'divider': {
      const [a, b] = lineEndpoints(el);
      const faces = pathSegments(elementPath(el).points, true);
      const centre = { a, b };
      return {
        segments: [centre, ...faces],
        circles: [],
        endpoints: [a, b, ...faces.flatMap((s) => [s.a, s.b])],
        midpoints: [midpoint(a, b)],
        centers: [],
      };
    }
    case 'text':
      return { segments: [], circles: [], endpoints: [{ x: el.x, y: el.y }], midpoints: [], centers: [] };
    case 'room':
      return { segments: [], circles: [], endpoints: [], midpoints: [], centers: [elementCenter(el)] };
    case 'rectangle':
    case 'square':
    case 'fixture':
    case 'polygon':
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle': {
      const path = elementPath(el);
      return fromSegments(pathSegments(path.points, path.closed), [elementCenter(el)]);
    }
    case 'bezier-arch': {
      // A sampled curve: its samples are not corners, so only the curve's two ends and its middle snap.
      const points = elementPath(el).points;
      const first = points[0];
      const last = points[points.length - 1];
      const middle = points[Math.floor(points.length / 2)];
      return {
        segments: pathSegments(points, false),
        circles: [],
        endpoints: first && last ? [first, last] : [],
        midpoints: middle ? [middle] : [],
        centers: [],
      };
    }
    default: {
      const path = elementPath(el);
      return fromSegments(pathSegments(path.points, path.closed));
    }
  }
}

function wallSnapGeometry(el: WallElement, walls: WallSnapOptions): SnapGeometry {
  const [a, b] = lineEndpoints(el);
  const joined = walls.faces(el);
  const faces = joined
    ? joined.map(([p, q]) => ({ a: p, b: q }))
    : pathSegments(elementPath(el).points, true);
  const faceEnds = faces.flatMap((s) => [s.a, s.b]);
  if (walls.measure === 'faces')
    return {
      segments: faces,
      circles: [],
      endpoints: faceEnds,
      midpoints: faces.map((s) => midpoint(s.a, s.b)),
      centers: [],
    };
  return {
    segments: [{ a, b }, ...faces],
    circles: [],
    // The joined corners stay snappable (drawing to a wall's corner), the centre line's ends and middle lead.
    endpoints: [a, b, ...faceEnds],
    midpoints: [midpoint(a, b)],
    centers: [],
  };
}
