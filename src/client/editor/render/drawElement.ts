import type { Graphics } from 'pixi.js';
import type { Point } from '../../../core/geometry/point';
import { elementPath, elementVertices, lineEndpoints } from '../../../core/geometry/elementGeometry';
import type { DrawingElement } from '../../../core/model/elements';
import { COLORS } from './palette';

// 1-pixel lines at any zoom: a drawing zoomed far out stays legible and zoomed in stays crisp, and the
// Graphics never has to be rebuilt when the camera changes.
const INK = { width: 1, color: COLORS.ink, pixelLine: true } as const;

const flat = (points: readonly Point[]): number[] => {
  const out = new Array<number>(points.length * 2);
  points.forEach((p, i) => {
    out[2 * i] = p.x;
    out[2 * i + 1] = p.y;
  });
  return out;
};

function polyline(g: Graphics, points: readonly Point[]): void {
  const first = points[0];
  if (!first) return;
  g.moveTo(first.x, first.y);
  for (let i = 1; i < points.length; i++) g.lineTo((points[i] as Point).x, (points[i] as Point).y);
  g.stroke(INK);
}

/** Draws one element in world units into an empty Graphics. Text is a BitmapText, not drawn here. */
export function drawElement(g: Graphics, el: DrawingElement): void {
  switch (el.type) {
    case 'line': {
      const [a, b] = lineEndpoints(el);
      g.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke(INK);
      return;
    }
    case 'wall':
    case 'divider': {
      const band = elementVertices(el) ?? [];
      g.poly(flat(band))
        .fill(el.type === 'wall' ? COLORS.wallFill : COLORS.dividerFill)
        .stroke(INK);
      return;
    }
    case 'circle':
      g.circle(el.x, el.y, el.radius).stroke(INK);
      return;
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
      polyline(g, elementPath(el).points);
      return;
    case 'text':
      return;
  }
}
