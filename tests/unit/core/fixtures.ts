import fc from 'fast-check';
import { worldPoint } from '../../../src/core/geometry/point';
import type { DrawingElement } from '../../../src/core/model/elements';
import type { ShapeTool } from '../../../src/core/model/factories';
import { createDefaultElement, createElementFromDrag, SHAPE_TOOLS } from '../../../src/core/model/factories';
import { createSequentialIdSource } from '../../../src/core/model/ids';
import type { Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { DRAWING_VERSION } from '../../../src/core/model/page';

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

export const pageOf = (elements: readonly DrawingElement[], id = 'p1'): Page => ({
  version: DRAWING_VERSION,
  layers: [],
  id,
  name: 'Page 1',
  elements,
});

/** Creates an element from a drag and fails loudly if it was discarded. */
export function drag(
  tool: ShapeTool,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  id: string,
): DrawingElement {
  const r = createElementFromDrag(tool, worldPoint(x1, y1), worldPoint(x2, y2), () => id);
  if (r.kind !== 'created') throw new Error(r.warning);
  return r.element;
}

export const at = (tool: ShapeTool, x: number, y: number, id: string): DrawingElement =>
  createDefaultElement(tool, worldPoint(x, y), () => id);

/** Numbers compared to 1e-6: floating point adds and subtracts are not exact inverses. */
export function expectClose(actual: unknown, expected: unknown, path = ''): void {
  if (typeof actual === 'number' && typeof expected === 'number') {
    if (Math.abs(actual - expected) > 1e-6 * Math.max(1, Math.abs(expected))) {
      throw new Error(`${path}: ${actual} != ${expected}`);
    }
    return;
  }
  if (typeof actual !== 'object' || actual === null || typeof expected !== 'object' || expected === null) {
    if (actual !== expected) throw new Error(`${path}: ${String(actual)} != ${String(expected)}`);
    return;
  }
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  for (const k of keys) {
    expectClose(
      (actual as Record<string, unknown>)[k],
      (expected as Record<string, unknown>)[k],
      `${path}.${k}`,
    );
  }
}

const coord = fc.integer({ min: -2000, max: 2000 });

/** Random elements of every shape tool, some rotated, some grouped, with unique ids. */
export const arbElements = (max = 30) =>
  fc
    .array(
      fc.record({
        tool: fc.constantFrom(...SHAPE_TOOLS),
        x1: coord,
        y1: coord,
        x2: coord,
        y2: coord,
        rotation: fc.constantFrom(0, 0, 30, 45, 90, 200),
        group: fc.constantFrom(undefined, undefined, 'g1', 'g2'),
      }),
      { maxLength: max },
    )
    .map((specs) => {
      const ids = createSequentialIdSource('e');
      const out: DrawingElement[] = [];
      for (const s of specs) {
        const r = createElementFromDrag(s.tool, worldPoint(s.x1, s.y1), worldPoint(s.x2, s.y2), ids);
        if (r.kind !== 'created') continue;
        out.push(
          s.group
            ? withProps(r.element, { rotation: s.rotation, groupId: s.group })
            : withProps(r.element, { rotation: s.rotation }),
        );
      }
      return out;
    });

export const sampleElements = (): DrawingElement[] => {
  const ids = createSequentialIdSource('s');
  return SHAPE_TOOLS.map((t, i) => createDefaultElement(t, worldPoint(100 + i * 150, 300), ids));
};

/** Changes fields of an element the way a command would: derived snap points follow. */
export const withProps = (el: DrawingElement, props: Record<string, unknown>): DrawingElement =>
  finalizeElement({ ...el, ...props } as DrawingElement);
