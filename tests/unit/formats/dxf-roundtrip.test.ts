import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportDxf } from '../../../src/core/export/dxf';
import type { DrawingElement } from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import { DRAWING_VERSION } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { makeLimits } from '../../../src/formats/limits';
import { dxfToPage } from '../../../src/formats/import/dxfToPage';

// Issue 12 item 3: a design exported to DXF (the editor's export) and imported again gives the same elements
// within 1e-6 (inches, the file's unit: the exporter writes six decimals).

const TOL = 1e-6 * 96;
const coord = fc.double({ min: -50_000, max: 50_000, noNaN: true, noDefaultInfinity: true });
const size = fc.double({ min: 1, max: 5_000, noNaN: true, noDefaultInfinity: true });
const angle = fc.integer({ min: 0, max: 359 });

const element = (i: number): fc.Arbitrary<DrawingElement> =>
  fc.oneof(
    fc
      .record({ x: coord, y: coord, x2: coord, y2: coord })
      .filter((l) => Math.hypot(l.x2 - l.x, l.y2 - l.y) > 1)
      .map((l) => finalizeElement({ id: `l${i}`, type: 'line', rotation: 0, ...l })),
    fc
      .record({ x: coord, y: coord, radius: size })
      .map((c) => finalizeElement({ id: `c${i}`, type: 'circle', rotation: 0, ...c })),
    fc
      .record({ x: coord, y: coord, radius: size, startAngle: angle, endAngle: angle })
      .filter((a) => Math.abs(a.startAngle - a.endAngle) > 1)
      .map((a) => finalizeElement({ id: `a${i}`, type: 'arc', rotation: 0, ...a })),
    fc
      .record({ x: coord, y: coord })
      .map((p) => finalizeElement({ id: `p${i}`, type: 'point', rotation: 0, ...p })),
    fc
      .record({
        x: coord,
        y: coord,
        points: fc.array(fc.record({ x: coord, y: coord }), { minLength: 2, maxLength: 8 }),
        closed: fc.boolean(),
        bulge: fc.oneof(
          fc.constant(0),
          fc.integer({ min: -2000, max: 2000 }).map((b) => b / 1000),
        ),
      })
      .map(({ bulge, points, ...p }) =>
        finalizeElement({
          id: `pl${i}`,
          type: 'polyline',
          rotation: 0,
          ...p,
          points: [{ x: 0, y: 0 }, ...points.slice(1)],
          bulges: points.map((_, k) => (k === 0 ? bulge : 0)),
        }),
      )
      .filter(
        (el) =>
          el.type === 'polyline' &&
          el.points.every(
            (q, k, all) => k === 0 || Math.hypot(q.x - (all[k - 1]?.x ?? 0), q.y - (all[k - 1]?.y ?? 0)) > 10,
          ),
      ),
  );

const pageArb = fc
  .integer({ min: 1, max: 12 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => element(i))))
  .map((elements): Page => ({ version: DRAWING_VERSION, id: 'p1', name: 'Page 1', elements, layers: [] }));

const near = (a: number, b: number) => Math.abs(a - b) <= TOL;

function same(before: DrawingElement, after: { type: string } & Record<string, unknown>): boolean {
  const n = (key: string) => after[key] as number;
  switch (before.type) {
    case 'line':
      return (
        after.type === 'line' &&
        near(before.x, n('x')) &&
        near(before.y, n('y')) &&
        near(before.x2, n('x2')) &&
        near(before.y2, n('y2'))
      );
    case 'circle':
      return (
        after.type === 'circle' &&
        near(before.x, n('x')) &&
        near(before.y, n('y')) &&
        near(before.radius, n('radius'))
      );
    case 'arc':
      return (
        after.type === 'arc' &&
        near(before.x, n('x')) &&
        near(before.y, n('y')) &&
        near(before.radius, n('radius')) &&
        Math.abs(before.startAngle - n('startAngle')) <= 1e-6 &&
        Math.abs(before.endAngle - n('endAngle')) <= 1e-6
      );
    case 'point':
      return after.type === 'point' && near(before.x, n('x')) && near(before.y, n('y'));
    case 'ellipse':
      return (
        after.type === 'ellipse' &&
        near(before.x, n('x')) &&
        near(before.y, n('y')) &&
        ((near(before.rx, n('rx')) && near(before.ry, n('ry'))) ||
          (near(before.rx, n('ry')) && near(before.ry, n('rx'))))
      );
    case 'hatch': {
      if (after.type !== 'hatch' || after.pattern !== before.pattern) return false;
      const loops = after.loops as { x: number; y: number }[][];
      const want = before.loops.flat().map((q) => [before.x + q.x, before.y + q.y]);
      const got = loops.flat().map((q) => [n('x') + q.x, n('y') + q.y]);
      return (
        got.length === want.length &&
        want.every(([x, y]) =>
          got.some(([gx, gy]) => near(x ?? NaN, gx ?? NaN) && near(y ?? NaN, gy ?? NaN)),
        ) &&
        (before.pattern === 'SOLID' ||
          Math.abs(((before.patternAngle - n('patternAngle') + 540) % 360) - 180) <= 1e-6)
      );
    }
    case 'dimension':
      return (
        after.type === 'dimension' &&
        near(before.x, n('x')) &&
        near(before.y, n('y')) &&
        near(before.x2, n('x2')) &&
        near(before.y2, n('y2')) &&
        near(before.offset, n('offset'))
      );
    case 'text':
      return (
        after.type === 'text' &&
        after.text === before.text &&
        near(before.x, n('x')) &&
        near(before.y, n('y')) &&
        near(before.height ?? 0, n('height')) &&
        (after.align ?? 'left') === before.align &&
        Math.abs(((before.rotation - n('rotation') + 540) % 360) - 180) <= 1e-6
      );
    case 'polyline': {
      if (after.type !== 'polyline' || after.closed !== before.closed) return false;
      const pts = after.points as { x: number; y: number }[];
      const bulges = (after.bulges as number[] | undefined) ?? [];
      return (
        pts.length === before.points.length &&
        before.points.every(
          (q, k) =>
            near(before.x + q.x, n('x') + (pts[k]?.x ?? NaN)) &&
            near(before.y + q.y, n('y') + (pts[k]?.y ?? NaN)),
        ) &&
        before.points.every((_, k) => Math.abs((before.bulges?.[k] ?? 0) - (bulges[k] ?? 0)) <= 1e-6)
      );
    }
    default:
      return false;
  }
}

describe('DXF export → import round trip', () => {
  it('gives back the same elements within 1e-6 in', () => {
    fc.assert(
      fc.property(pageArb, (page) => {
        const text = exportDxf(page, { unit: 'feet', dimensions: false });
        let k = 0;
        const back = dxfToPage(new TextEncoder().encode(text), makeLimits(), {
          pageId: 'p',
          pageName: 'P',
          ids: () => `e${++k}`,
        }).page.elements as unknown as ({ type: string } & Record<string, unknown>)[];
        expect(back).toHaveLength(page.elements.length);
        page.elements.forEach((el, i) => {
          const got = back[i];
          expect(got && same(el, got), `${JSON.stringify(el)}\n→ ${JSON.stringify(got)}`).toBe(true);
        });
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
