import { worldPoint } from '../../../core/geometry/point';
import type { DrawingElement } from '../../../core/model/elements';
import type { ShapeTool } from '../../../core/model/factories';
import { createElementFromDrag, createFreePencil } from '../../../core/model/factories';
import { finalizeElement } from '../../../core/model/snapPoints';
import { seededRandom } from '../../../core/model/ids';
import type { Page } from '../../../core/model/page';
import { DRAWING_VERSION } from '../../../core/model/page';

const SHAPES: readonly (ShapeTool | 'text' | 'free-pencil')[] = [
  'rectangle',
  'circle',
  'line',
  'triangle',
  'pentagon',
  'square',
  'text',
  'hexagon',
  'wall',
  'right-triangle',
  'half-arch',
  'equilateral-triangle',
  'bezier-arch',
  'divider',
  'free-pencil',
];

/** Cell pitch of the seeded grid, world units. */
export const SEED_CELL = 90;

/**
 * A deterministic drawing of `count` mixed elements laid out on a grid (ids `seed-0` …): the same input
 * always gives the same page, so stories render identical pixels and benchmarks measure the same work.
 */
export function seededPage(count: number, seed = 1, id = 'seeded'): Page {
  const random = seededRandom(seed);
  const cols = Math.max(1, Math.ceil(Math.sqrt(count)));
  const elements: DrawingElement[] = [];
  for (let i = 0; i < count; i++) {
    const kind = SHAPES[i % SHAPES.length] as (typeof SHAPES)[number];
    const cx = (i % cols) * SEED_CELL + SEED_CELL / 2 + 20;
    const cy = Math.floor(i / cols) * SEED_CELL + SEED_CELL / 2 + 20;
    const w = 30 + Math.round(random() * 30);
    const h = 20 + Math.round(random() * 30);
    const eid = `seed-${i}`;
    if (kind === 'text') {
      elements.push(
        finalizeElement({
          id: eid,
          type: 'text',
          x: cx - 30,
          y: cy - 8,
          rotation: 0,
          text: `T${i}`,
          fontSize: 14,
          fill: '#000000',
          fontStyle: 'normal',
        }),
      );
      continue;
    }
    if (kind === 'free-pencil') {
      const pts = Array.from({ length: 8 }, (_, k) => worldPoint(cx - 30 + k * 8, cy + Math.sin(k + i) * 12));
      const stroke = createFreePencil(pts, () => eid);
      if (stroke) elements.push(stroke);
      continue;
    }
    const from = worldPoint(cx - w / 2, cy - h / 2);
    const to =
      kind === 'circle' || kind === 'pentagon' || kind === 'hexagon'
        ? worldPoint(cx - w / 2 + w / 2, cy - h / 2)
        : worldPoint(cx + w / 2, cy + h / 2);
    const start = kind === 'circle' || kind === 'pentagon' || kind === 'hexagon' ? worldPoint(cx, cy) : from;
    const result = createElementFromDrag(kind, start, to, () => eid);
    if (result.kind !== 'created') continue;
    // Real-scale walls are 6" (576 units) thick: far too thick for a 90-unit cell, so the seed thins them.
    const el =
      result.element.type === 'wall' || result.element.type === 'divider'
        ? finalizeElement({ ...result.element, thickness: result.element.type === 'wall' ? 10 : 4 })
        : result.element;
    elements.push(
      i % 7 === 3 && kind !== 'wall' && kind !== 'divider' ? finalizeElement({ ...el, rotation: 15 }) : el,
    );
  }
  return { version: DRAWING_VERSION, id, name: 'Page 1', elements, layers: [] };
}
