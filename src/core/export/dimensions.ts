import type { Point } from '../geometry/point';
import { distance, rotatePoint } from '../geometry/point';
import { elementBounds, elementCenter, lineEndpoints } from '../geometry/elementGeometry';
import type { DrawingElement, ElementDraft, WallElement } from '../model/elements';
import type { LengthUnit } from '../units';
import { formatLength } from '../units';

/**
 * A linear dimension: the measured points, the dimension line drawn `offset` away on the left of from→to
 * (negative: on the right), and the label in the design's unit. Shared by the editor overlay and the exports
 * so the screen and the files always agree.
 */
export interface Dimension {
  readonly elementId: string;
  readonly from: Point;
  readonly to: Point;
  readonly offset: number;
  readonly label: string;
  /** The measured points, where they differ from/to (a rotated dimension measures a projection). */
  readonly origins?: readonly [Point, Point];
  /** The measured length in world units. */
  readonly measured?: number;
  /** The dimension element's own text override ('<>' = the measured value), as DXF keeps it. */
  readonly override?: string;
}

/**
 * Where a wall's dimension measures when the page measures walls between faces (page `wallDimensions`): its
 * joined left face, end to end (wallMeasure `leftFaceSpan`). Absent, walls are measured on their centre lines.
 */
export type WallFaceOf = (wall: WallElement) => readonly [Point, Point] | null;

/** The dimensions an element shows: lengths of line-like elements, width and height of boxes, radii. */
export function dimensionsOf(
  el: DrawingElement,
  unit: LengthUnit,
  gap: number,
  wallFace?: WallFaceOf,
): Dimension[] {
  const dim = (from: Point, to: Point, offset: number, prefix = ''): Dimension => ({
    elementId: el.id,
    from,
    to,
    offset,
    label: prefix + formatLength(distance(from, to), unit),
  });
  switch (el.type) {
    case 'line':
    case 'wall':
    case 'divider': {
      const face = el.type === 'wall' ? wallFace?.(el) : null;
      if (face) return distance(face[0], face[1]) === 0 ? [] : [dim(face[0], face[1], gap)];
      const [a, b] = lineEndpoints(el);
      if (distance(a, b) === 0) return [];
      return [dim(a, b, (el.type === 'line' ? 0 : el.thickness / 2) + gap)];
    }
    case 'rectangle':
    case 'square':
    case 'triangle':
    case 'right-triangle':
    case 'equilateral-triangle': {
      // Width along the top edge and height along the right edge of the (rotated) box.
      const b = elementBounds({ ...el, rotation: 0 } as ElementDraft);
      const c = elementCenter(el);
      const [nw, ne, se] = [
        { x: b.minX, y: b.minY },
        { x: b.maxX, y: b.minY },
        { x: b.maxX, y: b.maxY },
      ].map((p) => rotatePoint(p, c, el.rotation)) as [Point, Point, Point];
      return [dim(nw, ne, gap), dim(ne, se, gap)];
    }
    case 'dimension': {
      // A drawn dimension is itself the label: same drawing, same text, on screen and in files.
      const [a, b] = lineEndpoints(el);
      if (distance(a, b) === 0) return [];
      let to = b;
      if (el.measureAngle !== undefined) {
        const rad = ((el.measureAngle + el.rotation) * Math.PI) / 180;
        const m = (b.x - a.x) * Math.cos(rad) + (b.y - a.y) * Math.sin(rad);
        to = { x: a.x + Math.cos(rad) * m, y: a.y + Math.sin(rad) * m };
        if (distance(a, to) === 0) return [];
      }
      const measured = distance(a, to);
      const value = formatLength(measured, unit);
      const label = el.textOverride === undefined ? value : el.textOverride.split('<>').join(value);
      return [
        {
          ...dim(a, to, el.offset),
          label,
          measured,
          ...(to === b ? {} : { origins: [a, b] as const }),
          ...(el.textOverride === undefined ? {} : { override: el.textOverride }),
        },
      ];
    }
    case 'circle':
    case 'polygon':
    case 'half-arch': {
      const c = { x: el.x, y: el.y };
      return [dim(c, rotatePoint({ x: el.x + el.radius, y: el.y }, c, el.rotation), 0, 'R ')];
    }
    default:
      return [];
  }
}

/** The dimension line's end points and the label's anchor and angle (degrees, screen orientation). */
export function dimensionLayout(d: Dimension): { a: Point; b: Point; mid: Point; angle: number } {
  const len = distance(d.from, d.to);
  const nx = len === 0 ? 0 : (d.to.y - d.from.y) / len;
  const ny = len === 0 ? 0 : -(d.to.x - d.from.x) / len;
  const a = { x: d.from.x + nx * d.offset, y: d.from.y + ny * d.offset };
  const b = { x: d.to.x + nx * d.offset, y: d.to.y + ny * d.offset };
  let angle = (Math.atan2(d.to.y - d.from.y, d.to.x - d.from.x) * 180) / Math.PI;
  // Keep labels readable: never upside down.
  if (angle > 90) angle -= 180;
  if (angle <= -90) angle += 180;
  return { a, b, mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, angle };
}
