import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boxFromCorners, unionBoxesOf } from '../../../src/core/geometry/box';
import { elementBounds } from '../../../src/core/geometry/elementGeometry';
import { worldPoint } from '../../../src/core/geometry/point';
import { hitsElement, isUsableMarquee, marqueeSelects } from '../../../src/core/geometry/selection';
import { LOAD_STEP, SpatialIndex } from '../../../src/core/index/spatialIndex';
import { seededPage } from '../../../src/client/editor/demo/seededPage';
import { moveElements } from '../../../src/core/commands/move';
import { deleteElements, createElements } from '../../../src/core/commands/createDelete';
import { arbElements, at, drag, pageOf, withProps } from './fixtures';

const box = (x1: number, y1: number, x2: number, y2: number) =>
  boxFromCorners(worldPoint(x1, y1), worldPoint(x2, y2));

describe('marquee rules (spec section 2)', () => {
  it('a triangle is selected only when one of its vertices is inside the box', () => {
    // Vertices (50,0), (0,100), (100,100): the box below covers the bounding box's top-left corner only.
    const tri = drag('triangle', 0, 0, 100, 100, 't');
    const index = SpatialIndex.fromPage(pageOf([tri]));
    expect(index.marquee(box(-10, -10, 20, 20))).toEqual([]);
    expect(index.marquee(box(40, -10, 60, 10))).toEqual(['t']);
  });

  it('a polygon is selected only by a vertex', () => {
    const hex = at('hexagon', 0, 0, 'h'); // radius 40, first vertex straight up at (0, -40)
    const index = SpatialIndex.fromPage(pageOf([hex]));
    expect(index.marquee(box(-5, -5, 5, 5))).toEqual([]); // the centre is not a vertex
    expect(index.marquee(box(-5, -45, 5, -35))).toEqual(['h']);
  });

  it('a circle is selected only when one of its four extreme points is inside', () => {
    const c = at('circle', 0, 0, 'c'); // radius 40
    const index = SpatialIndex.fromPage(pageOf([c]));
    expect(index.marquee(box(25, 25, 60, 60))).toEqual([]); // overlaps the bounding box, misses the extremes
    expect(index.marquee(box(35, -5, 60, 5))).toEqual(['c']); // (40, 0)
  });

  it('everything else is selected by bounding-box overlap, touching included', () => {
    const rect = drag('rectangle', 0, 0, 100, 100, 'r');
    const line = drag('line', 200, 0, 300, 0, 'l'); // a horizontal line: its box has no height but it is selectable
    const index = SpatialIndex.fromPage(pageOf([rect, line]));
    expect(index.marquee(box(90, 90, 150, 150))).toEqual(['r']);
    expect(index.marquee(box(100, 100, 150, 150))).toEqual(['r']);
    expect(index.marquee(box(250, -5, 260, 5))).toEqual(['l']);
  });

  it('elements of zero or non-finite size are never selected', () => {
    const zero = withProps(drag('rectangle', 0, 0, 100, 100, 'z'), { width: 0 });
    const dot = drag('line', 5, 5, 5, 5, 'd');
    const nan = withProps(at('circle', 10, 10, 'n'), { radius: Number.NaN });
    const inf = withProps(drag('line', 0, 0, 10, 10, 'i'), { x2: Number.POSITIVE_INFINITY });
    const index = SpatialIndex.fromPage(pageOf([zero, dot, nan, inf]));
    expect(index.marquee(box(-1000, -1000, 1000, 1000))).toEqual([]);
    for (const el of [zero, dot, nan, inf]) expect(marqueeSelects(el, box(-1e9, -1e9, 1e9, 1e9))).toBe(false);
  });

  it('a marquee of zero or non-finite size selects nothing', () => {
    const index = SpatialIndex.fromPage(pageOf([drag('rectangle', 0, 0, 100, 100, 'r')]));
    expect(index.marquee(box(50, 0, 50, 200))).toEqual([]);
    expect(index.marquee({ minX: 0, minY: 0, maxX: Number.NaN, maxY: 100 })).toEqual([]);
    expect(index.marquee({ minX: -Infinity, minY: -Infinity, maxX: Infinity, maxY: Infinity })).toEqual([]);
  });

  it('a rotated rectangle is judged by its rotated bounds', () => {
    const r = withProps(drag('rectangle', 0, 0, 100, 10, 'r'), { rotation: 90 }); // now 10 wide, 100 tall
    const index = SpatialIndex.fromPage(pageOf([r]));
    expect(index.marquee(box(48, -40, 52, -30))).toEqual(['r']);
    expect(index.marquee(box(0, 0, 20, 4))).toEqual([]);
  });

  it('equals a brute-force scan of every element, for random drawings and boxes', () => {
    fc.assert(
      fc.property(
        arbElements(40),
        fc.tuple(fc.integer({ min: -2500, max: 2500 }), fc.integer({ min: -2500, max: 2500 })),
        fc.tuple(fc.integer({ min: -2500, max: 2500 }), fc.integer({ min: -2500, max: 2500 })),
        (elements, [x1, y1], [x2, y2]) => {
          const b = box(x1, y1, x2, y2);
          const index = SpatialIndex.fromPage(pageOf(elements));
          const brute =
            x1 === x2 || y1 === y2 ? [] : elements.filter((el) => marqueeSelects(el, b)).map((el) => el.id);
          expect(index.marquee(b)).toEqual(brute);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('click hit testing', () => {
  it('picks the topmost element under the pointer', () => {
    const below = drag('rectangle', 0, 0, 100, 100, 'below');
    const above = drag('rectangle', 50, 50, 150, 150, 'above');
    const index = SpatialIndex.fromPage(pageOf([below, above]));
    expect(index.hitTest(worldPoint(75, 75), 3)).toBe('above');
    expect(index.hitTest(worldPoint(25, 25), 3)).toBe('below');
    expect(index.hitTest(worldPoint(500, 500), 3)).toBeNull();
  });

  it('thin lines are clickable within the tolerance, not beyond', () => {
    const line = drag('line', 0, 0, 100, 0, 'l');
    const index = SpatialIndex.fromPage(pageOf([line]));
    expect(index.hitTest(worldPoint(50, 4), 5)).toBe('l');
    expect(index.hitTest(worldPoint(50, 6), 5)).toBeNull();
  });

  it('a wall is hit anywhere across its thickness', () => {
    const wall = drag('wall', 0, 0, 2000, 0, 'w'); // 576 thick
    const index = SpatialIndex.fromPage(pageOf([wall]));
    expect(index.hitTest(worldPoint(1000, 280), 1)).toBe('w');
    expect(index.hitTest(worldPoint(1000, 300), 1)).toBeNull();
  });

  it('arcs are hit on their curve, not on their empty inside', () => {
    const arch = at('half-arch', 0, 0, 'a'); // radius 40, bulging upwards
    const index = SpatialIndex.fromPage(pageOf([arch]));
    expect(index.hitTest(worldPoint(0, -40), 2)).toBe('a');
    expect(index.hitTest(worldPoint(0, -20), 2)).toBeNull();
  });
});

describe('a big page loaded in steps (opening a design)', () => {
  it('answers marquees and clicks as a scan of every element does', () => {
    // Page order reversed and interleaved, so the cells the tree is loaded by are not runs of the page.
    const seeded = seededPage(2 * LOAD_STEP + 500, 5, 'big').elements;
    const elements = seeded
      .filter((_, i) => i % 2 === 0)
      .concat(seeded.filter((_, i) => i % 2 === 1).reverse());
    const page = pageOf(elements);
    const index = new SpatialIndex();
    let steps = 0;
    for (const _ of index.loadInSteps(page)) steps++;
    expect(steps).toBeGreaterThan(4);
    expect(index.size).toBe(SpatialIndex.fromPage(page).size);
    const extent = index.extent();
    if (!extent) throw new Error('empty');
    fc.assert(
      fc.property(
        fc.tuple(fc.double({ min: 0, max: 1 }), fc.double({ min: 0, max: 1 })),
        fc.double({ min: 0.01, max: 0.3 }),
        ([fx, fy], f) => {
          const x = extent.minX + fx * (extent.maxX - extent.minX);
          const y = extent.minY + fy * (extent.maxY - extent.minY);
          const b = box(x, y, x + f * (extent.maxX - extent.minX), y + f * (extent.maxY - extent.minY));
          expect(index.marquee(b)).toEqual(elements.filter((el) => marqueeSelects(el, b)).map((el) => el.id));
          const p = worldPoint(x, y);
          const top = elements.findLast((el) => hitsElement(el, p, 4));
          expect(index.hitTest(p, 4)).toBe(top?.id ?? null);
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);
});

describe('a selection with its groups', () => {
  it('is the chosen elements and their groups in drawing order, whatever order or repeats the ids come in', () => {
    fc.assert(
      fc.property(
        arbElements(25),
        fc.array(fc.nat(40), { maxLength: 30 }),
        fc.boolean(),
        (elements, picks, sorted) => {
          const page = pageOf(elements);
          const index = SpatialIndex.fromPage(page);
          // Ids of the page (sometimes twice) and ids it does not have.
          const ids = picks.map((k) => page.elements[k]?.id ?? `missing-${k}`);
          if (sorted)
            ids.sort(
              (a, b) =>
                page.elements.findIndex((e) => e.id === a) - page.elements.findIndex((e) => e.id === b),
            );
          // What the selection acted on before: its ids with their groups' members as a set, then ordered.
          const expected = index.elementsOf(index.expandToGroups(ids));
          expect(index.elementsWithGroups(ids)).toEqual(expected);
        },
      ),
      // Small pages are cheap; repeats next to grouped ids are rare enough to need many runs.
      { numRuns: 1000 },
    );
  });

  it('a marquee over ungrouped elements gives the selection back as it is, in drawing order', () => {
    const page = seededPage(400, 3, 'sel');
    const index = SpatialIndex.fromPage(page);
    const ids = index.marquee(box(-1e6, -1e6, 1e6, 1e6));
    expect(index.elementsWithGroups(ids).map((el) => el.id)).toEqual(ids);
    expect(ids).toEqual(page.elements.filter((el) => index.canPick(el.id)).map((el) => el.id));
  });
});

describe('the marquee as a selection', () => {
  it('answers the core rule in page order and the box of what it picked, also after mid-page insertions', () => {
    fc.assert(
      fc.property(
        arbElements(25),
        fc.array(fc.tuple(fc.nat(30), fc.integer({ min: -300, max: 300 })), { maxLength: 6 }),
        fc.array(fc.tuple(fc.integer({ min: -600, max: 600 }), fc.integer({ min: -600, max: 600 })), {
          minLength: 2,
          maxLength: 8,
        }),
        (elements, inserts, corners) => {
          let page = pageOf(elements);
          const index = SpatialIndex.fromPage(page);
          // A copy put back in the middle of the page (as an undo of a delete does) takes a fractional
          // drawing order between its neighbours: the marquee's packed sort must then give way to a comparison.
          for (const [k, d] of inserts) {
            const source = page.elements[k % Math.max(1, page.elements.length)];
            if (!source) break;
            const copy = moveElements(pageOf([{ ...source, id: `mid-${page.elements.length}` }]), {
              ids: [`mid-${page.elements.length}`],
              dx: d,
              dy: d / 2,
            });
            if (!copy.ok) throw new Error(copy.error);
            const at = k % (page.elements.length + 1);
            const next = {
              ...page,
              elements: [...page.elements.slice(0, at), ...copy.page.elements, ...page.elements.slice(at)],
            };
            index.applyChange(page, next);
            page = next;
          }
          for (let i = 1; i < corners.length; i++) {
            const [x1, y1] = corners[i - 1] as [number, number];
            const [x2, y2] = corners[i] as [number, number];
            const area = box(x1, y1, x2, y2);
            const ids = index.marquee(area);
            const picked = isUsableMarquee(area)
              ? page.elements.filter((el) => marqueeSelects(el, area))
              : [];
            expect(ids).toEqual(picked.map((el) => el.id));
            const selected = index.elementsWithGroups(ids);
            expect(selected).toEqual(index.elementsOf(index.expandToGroups(ids)));
            const span = index.spanOf(selected);
            expect(span.ids).toEqual(selected.map((el) => el.id));
            expect(span.box).toEqual(unionBoxesOf(selected, elementBounds));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a change to the page after a marquee leaves the selection with the changed elements', () => {
    const page = pageOf([drag('rectangle', 0, 0, 100, 100, 'a'), drag('rectangle', 200, 0, 300, 100, 'b')]);
    const index = SpatialIndex.fromPage(page);
    const ids = index.marquee(box(-10, -10, 400, 200));
    expect(index.spanOf(index.elementsWithGroups(ids)).box).toEqual(box(0, 0, 300, 100));
    const moved = moveElements(page, { ids: ['b'], dx: 500, dy: 0 });
    if (!moved.ok) throw new Error(moved.error);
    index.applyChange(page, moved.page);
    const selected = index.elementsWithGroups(ids);
    expect(selected).toEqual(moved.page.elements);
    expect(index.spanOf(selected).box).toEqual(box(0, 0, 800, 100));
  });
});

describe('incremental index updates', () => {
  it('follows moves, creations and deletions without a rebuild, keeping the drawing order', () => {
    const a = drag('rectangle', 0, 0, 100, 100, 'a');
    const b = drag('rectangle', 200, 0, 300, 100, 'b');
    let page = pageOf([a, b]);
    const index = SpatialIndex.fromPage(page);

    const moved = moveElements(page, { ids: ['b'], dx: -150, dy: 0 });
    if (!moved.ok) throw new Error(moved.error);
    index.applyChange(page, moved.page);
    page = moved.page;
    expect(index.hitTest(worldPoint(75, 50), 1)).toBe('b'); // b still drawn above a
    expect(index.hitTest(worldPoint(250, 50), 1)).toBeNull();

    const created = createElements(page, { elements: [drag('circle', 60, 50, 70, 50, 'c')] });
    if (!created.ok) throw new Error(created.error);
    index.applyChange(page, created.page);
    page = created.page;
    expect(index.hitTest(worldPoint(60, 50), 1)).toBe('c');

    const deleted = deleteElements(page, { ids: ['c', 'b'] });
    if (!deleted.ok) throw new Error(deleted.error);
    index.applyChange(page, deleted.page);
    expect(index.hitTest(worldPoint(60, 50), 1)).toBe('a');
    expect(index.size).toBe(1);
  });

  it('after any sequence of changes answers like a freshly built index', () => {
    fc.assert(
      fc.property(
        arbElements(25),
        fc.array(fc.tuple(fc.nat(30), fc.integer({ min: -500, max: 500 })), { maxLength: 10 }),
        (elements, moves) => {
          let page = pageOf(elements);
          const index = SpatialIndex.fromPage(page);
          for (const [step, [k, d]] of moves.entries()) {
            const target = page.elements[k % Math.max(1, page.elements.length)];
            if (!target) break;
            // Asked between changes, as the properties panel does: the answer must follow every change.
            index.extent();
            const r =
              k % 3 === 0
                ? deleteElements(page, { ids: [target.id] })
                : k % 3 === 1 && d % 2 === 0
                  ? createElements(page, {
                      // Named by the step: a length and a distance can repeat after a deletion.
                      elements: [{ ...target, id: `copy-${step}` }],
                    })
                  : moveElements(page, { ids: [target.id], dx: d, dy: -d });
            if (!r.ok) throw new Error(r.error);
            index.applyChange(page, r.page);
            page = r.page;
          }
          const fresh = SpatialIndex.fromPage(page);
          const all = box(-5000, -5000, 5000, 5000);
          expect(index.marquee(all)).toEqual(fresh.marquee(all));
          expect(index.extent()).toEqual(fresh.extent());
          for (const el of page.elements) {
            const p = el.snapPoints[0];
            if (p)
              expect(index.hitTest(worldPoint(p.x, p.y), 2)).toBe(fresh.hitTest(worldPoint(p.x, p.y), 2));
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});
