import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rotateElements } from '../../../src/core/commands/rotate';
import { MIN_GROUP_SCALE, scaledElement, scaleElements } from '../../../src/core/commands/scale';
import type { CommandResult } from '../../../src/core/commands/result';
import type { Box } from '../../../src/core/geometry/box';
import { boxCenter, unionBoxes } from '../../../src/core/geometry/box';
import { elementBounds, elementVertices, lineEndpoints } from '../../../src/core/geometry/elementGeometry';
import type { Point } from '../../../src/core/geometry/point';
import { rotatePoint, screenPoint } from '../../../src/core/geometry/point';
import type {
  DrawingElement,
  ElementDraft,
  TextElement,
  WallElement,
} from '../../../src/core/model/elements';
import { isLineLike } from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { screenToWorld } from '../../../src/core/viewport';
import { Driver } from '../editor/driver';
import { pageOf } from './fixtures';

const el = (draft: ElementDraft): DrawingElement => finalizeElement(draft);

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};

/** The points that define an element in world units: a line's ends, a shape's corners, an outline's vertices. */
function definingPoints(e: DrawingElement): Point[] {
  if (isLineLike(e) || e.type === 'dimension') return lineEndpoints(e);
  if (e.type === 'polyline' || e.type === 'free-pencil')
    return e.points.map((p) => rotatePoint({ x: e.x + p.x, y: e.y + p.y }, centerOf(e), e.rotation));
  if (e.type === 'text') return [{ x: e.x, y: e.y }];
  return elementVertices(e) ?? [];
}

const centerOf = (e: DrawingElement): Point => {
  const v = e.type === 'polyline' || e.type === 'free-pencil' ? e.points : [];
  const xs = v.map((p) => e.x + p.x);
  const ys = v.map((p) => e.y + p.y);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
};

const coord = fc.double({ min: -5000, max: 5000, noNaN: true });
const factor = fc.double({ min: 0.05, max: 8, noNaN: true });
const angle = fc.double({ min: 0, max: 359, noNaN: true });

/** Elements whose geometry a scale maps exactly, rotated where their outline takes the turn into its points. */
const exactElement = fc.oneof(
  fc
    .tuple(coord, coord, coord, coord, fc.double({ min: 1, max: 50, noNaN: true }))
    .map(([x, y, x2, y2, t]) => el({ id: 'w', type: 'wall', x, y, x2, y2, rotation: 0, thickness: t })),
  fc
    .tuple(coord, coord, coord, coord)
    .map(([x, y, x2, y2]) => el({ id: 'l', type: 'line', x, y, x2, y2, rotation: 0 })),
  fc
    .tuple(
      coord,
      coord,
      fc.double({ min: 1, max: 900, noNaN: true }),
      fc.double({ min: 1, max: 900, noNaN: true }),
    )
    .map(([x, y, width, height]) => el({ id: 'r', type: 'rectangle', x, y, width, height, rotation: 0 })),
  fc
    .tuple(coord, coord, fc.array(fc.record({ x: coord, y: coord }), { minLength: 3, maxLength: 8 }), angle)
    .map(([x, y, points, rotation]) => el({ id: 'room', type: 'room', name: 'Den', x, y, points, rotation })),
  fc
    .tuple(coord, coord, fc.array(fc.record({ x: coord, y: coord }), { minLength: 2, maxLength: 8 }), angle)
    .map(([x, y, points, rotation]) =>
      el({ id: 'pl', type: 'polyline', x, y, points, closed: false, rotation }),
    ),
  fc
    .tuple(coord, coord, fc.array(fc.record({ x: coord, y: coord }), { minLength: 3, maxLength: 3 }), angle)
    .map(([x, y, points, rotation]) =>
      el({ id: 'tri', type: 'triangle', x, y, points, width: 1, height: 1, rotation }),
    ),
);

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(b));

describe('scaling a multi-selection about a corner of its box', () => {
  it("maps every element's defining points exactly by anchor + (p − anchor)·(sx, sy)", () => {
    fc.assert(
      fc.property(exactElement, coord, coord, factor, factor, (e, ax, ay, sx, sy) => {
        const anchor = { x: ax, y: ay };
        const before = definingPoints(e);
        const after = definingPoints(scaledElement(e, anchor, sx, sy));
        expect(after).toHaveLength(before.length);
        const map = (p: Point) => ({ x: ax + (p.x - ax) * sx, y: ay + (p.y - ay) * sy });
        if (e.type === 'wall') {
          // A wall's band keeps its thickness: its centre line maps exactly.
          const [a, b] = lineEndpoints(scaledElement(e, anchor, sx, sy) as WallElement);
          const [p, q] = lineEndpoints(e);
          expect(
            close(a.x, map(p).x) && close(a.y, map(p).y) && close(b.x, map(q).x) && close(b.y, map(q).y),
          ).toBe(true);
          expect((scaledElement(e, anchor, sx, sy) as WallElement).thickness).toBe(e.thickness);
          return;
        }
        before.forEach((p, i) => {
          const q = after[i] as Point;
          expect(close(q.x, map(p).x), `x of point ${i}`).toBe(true);
          expect(close(q.y, map(p).y), `y of point ${i}`).toBe(true);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('text keeps its place relative to the box and its height follows the vertical scale', () => {
    const text = el({
      id: 't',
      type: 'text',
      x: 100,
      y: 200,
      rotation: 0,
      text: 'KITCHEN',
      fontSize: 16,
      fill: '#000000',
      fontStyle: 'normal',
      height: 9 * 96,
    }) as TextElement;
    const scaled = scaledElement(text, { x: 0, y: 0 }, 3, 2) as TextElement;
    expect(scaled).toMatchObject({ x: 300, y: 400, height: 18 * 96 });
  });

  it('a circle stays a circle at the mean scale and a door stays in its wall, as thick as before', () => {
    const circle = el({ id: 'c', type: 'circle', x: 10, y: 10, radius: 5, rotation: 0 });
    expect(scaledElement(circle, { x: 0, y: 0 }, 4, 1)).toMatchObject({ x: 40, y: 10, radius: 10 });
    const door = el({
      id: 'd',
      type: 'door',
      x: 50,
      y: 0,
      rotation: 0,
      width: 36,
      thickness: 6,
      hinge: 'start',
      swing: 'left',
      kind: 'swing',
    });
    expect(scaledElement(door, { x: 0, y: 0 }, 2, 3)).toMatchObject({
      x: 100,
      y: 0,
      width: 72,
      thickness: 6,
    });
  });

  it('is one command: the selection with its groups scales, refuses factors of 0 or less', () => {
    const a = el({ id: 'a', type: 'line', x: 0, y: 0, x2: 10, y2: 0, rotation: 0 });
    const b = el({ id: 'b', type: 'line', x: 0, y: 10, x2: 10, y2: 10, rotation: 0, groupId: 'g' });
    const c = el({ id: 'c', type: 'line', x: 0, y: 20, x2: 10, y2: 20, rotation: 0, groupId: 'g' });
    const page = pageOf([a, b, c]);
    const next = ok(scaleElements(page, { ids: ['a', 'b'], anchor: { x: 0, y: 0 }, sx: 2, sy: 2 }));
    expect(next.elements.map((e) => (e.type === 'line' ? [e.x2, e.y2] : null))).toEqual([
      [20, 0],
      [20, 20],
      [20, 40],
    ]);
    expect(scaleElements(page, { ids: ['a'], anchor: { x: 0, y: 0 }, sx: 0, sy: 1 }).ok).toBe(false);
    expect(MIN_GROUP_SCALE).toBeGreaterThan(0);
  });

  it("rotating a multi-selection turns every element's points exactly about the box centre", () => {
    fc.assert(
      fc.property(
        exactElement,
        exactElement,
        fc.double({ min: -360, max: 360, noNaN: true }),
        (e1, e2, delta) => {
          const one = { ...e1, id: 'one' } as DrawingElement;
          const two = { ...e2, id: 'two' } as DrawingElement;
          const page = pageOf([one, two]);
          const all = [...definingPoints(one), ...definingPoints(two)];
          const next = ok(rotateElements(page, { ids: ['one', 'two'], delta, snap: false }));
          const turned = next.elements.flatMap(definingPoints);
          // The pivot is the centre of the union of the elements' bounds; every point turns by delta about it.
          const pivot = pivotOf(page);
          all.forEach((p, i) => {
            const q = rotatePoint(p, pivot, delta);
            expect(Math.hypot((turned[i] as Point).x - q.x, (turned[i] as Point).y - q.y)).toBeLessThan(1e-6);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** rotate.ts turns a multi-selection about the centre of its elements' bounds (the rotate handle's pivot). */
const pivotOf = (page: Page): Point => boxCenter(unionBoxes(page.elements.map(elementBounds)) as Box);

describe('the select tool on a multi-selection', () => {
  const rect = (id: string, x: number, y: number) =>
    el({ id, type: 'rectangle', x, y, width: 100, height: 50, rotation: 0 });

  it('shows corner handles on the box and scales the selection about the opposite corner, one undo step', () => {
    const d = new Driver([rect('a', 100, 100), rect('b', 300, 200)]);
    d.store.select(['a', 'b']);
    const handles = d.store.selectionHandles(d.store.getState().camera);
    expect(handles?.resize.map((h) => h.handle)).toEqual(['nw', 'ne', 'se', 'sw']);
    // Box 100..400 × 100..250: drag the se corner from (400, 250) to (700, 400): ×2 wide, ×2 tall about (100, 100).
    d.drag(400, 250, 700, 400);
    expect(d.element('a')).toMatchObject({ x: 100, y: 100, width: 200, height: 100 });
    expect(d.element('b')).toMatchObject({ x: 500, y: 300, width: 200, height: 100 });
    d.store.undo();
    expect(d.element('b')).toMatchObject({ x: 300, y: 200, width: 100, height: 50 });
  });

  it('Shift keeps the proportions; Escape restores', () => {
    const d = new Driver([rect('a', 100, 100), rect('b', 300, 200)]);
    d.store.select(['a', 'b']);
    d.drag(400, 250, 700, 250, { shift: true });
    expect(d.element('b')).toMatchObject({ x: 500, y: 300, width: 200, height: 100 });
    d.down(100, 100).move(50, 50);
    expect(d.key('Escape')).toBe(true);
    d.up(50, 50);
    expect(d.element('a')).toMatchObject({ x: 100, y: 100 });
  });

  it('the wheel zooms about the cursor: the point under it stays under it', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 800, noNaN: true }),
        fc.constantFrom(-120, -3, 3, 120),
        (sx, sy, deltaY) => {
          const d = new Driver();
          d.store.setCamera({ x: 37, y: -12, zoom: 0.3 });
          const at = screenPoint(sx, sy);
          const before = screenToWorld(d.store.getState().camera, at);
          d.input.wheel(at, deltaY);
          const after = screenToWorld(d.store.getState().camera, at);
          expect(d.store.getState().camera.zoom).not.toBe(0.3);
          expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeLessThan(1e-6);
        },
      ),
    );
  });
});
