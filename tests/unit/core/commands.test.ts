import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakApart } from '../../../src/core/commands/breakApart';
import { createElements, deleteElements } from '../../../src/core/commands/createDelete';
import { groupElements, ungroupElements } from '../../../src/core/commands/group';
import { closeShape, fillet, offsetLine, SELECT_TWO_LINES } from '../../../src/core/commands/lineTools';
import { moveElements } from '../../../src/core/commands/move';
import { NOT_RESIZABLE, resizeElement } from '../../../src/core/commands/resize';
import type { CommandResult } from '../../../src/core/commands/result';
import { rotateElements } from '../../../src/core/commands/rotate';
import { setText, setTextStyle } from '../../../src/core/commands/text';
import { elementBounds, lineEndpoints } from '../../../src/core/geometry/elementGeometry';
import { worldPoint } from '../../../src/core/geometry/point';
import type { DrawingElement, LineElement } from '../../../src/core/model/elements';
import { createDefaultText, createFreePencil } from '../../../src/core/model/factories';
import { createSequentialIdSource } from '../../../src/core/model/ids';
import type { Page } from '../../../src/core/model/page';
import {
  arbElements,
  at,
  deepFreeze,
  drag,
  expectClose,
  pageOf,
  sampleElements,
  withProps,
} from './fixtures';

function ok(r: CommandResult): Page {
  if (!r.ok) throw new Error(`command failed: ${r.error}`);
  return r.page;
}
const el = (page: Page, id: string): DrawingElement => {
  const found = page.elements.find((e) => e.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const ends = (page: Page, id: string) => lineEndpoints(el(page, id) as LineElement);

describe('commands never change their input', () => {
  it('every command leaves a deeply frozen page untouched', () => {
    const ids = createSequentialIdSource('n');
    const rect = drag('rectangle', 0, 0, 100, 50, 'rect');
    const l1 = withProps(drag('line', 0, 0, 100, 0, 'l1'), { groupId: 'g' });
    const l2 = withProps(drag('line', 100, 0, 100, 100, 'l2'), { groupId: 'g' });
    const text = createDefaultText(
      () => 'txt',
      () => 0.5,
    );
    const page = deepFreeze(pageOf([...sampleElements(), rect, l1, l2, text]));
    const before = JSON.stringify(page);
    const results = [
      moveElements(page, { ids: ['rect', 'l1'], dx: 5, dy: 5 }),
      resizeElement(page, { id: 'rect', handle: 'se', to: worldPoint(300, 300) }),
      rotateElements(page, { ids: ['rect'], delta: 20, snap: true }),
      deleteElements(page, { ids: ['rect'] }),
      createElements(page, { elements: [drag('circle', 0, 0, 5, 5, 'new')] }),
      setText(page, { id: 'txt', text: 'Hello' }),
      setTextStyle(page, { ids: ['txt'], fontSize: 40 }),
      groupElements(page, { ids: ['rect', 's-1'], newId: ids }),
      ungroupElements(page, { ids: ['l1'] }),
      breakApart(page, { ids: ['rect'], newId: ids }),
      breakApart(page, { ids: ['l1'], newId: ids }),
      fillet(page, { ids: ['l1', 'l2'] }),
      closeShape(page, { ids: ['l1'], newId: ids }),
      offsetLine(page, { ids: ['l1'], newId: ids }),
    ];
    expect(results.every((r) => r.ok)).toBe(true);
    expect(JSON.stringify(page)).toBe(before);
  });

  it('unchanged elements keep their identity (structural sharing)', () => {
    const page = pageOf(sampleElements());
    const next = ok(moveElements(page, { ids: ['s-4'], dx: 1, dy: 0 }));
    expect(next.elements.filter((e, i) => e !== page.elements[i]).map((e) => e.id)).toEqual(['s-4']);
  });
});

describe('move', () => {
  it('moves every member of a group together, and nothing else', () => {
    const a = withProps(drag('rectangle', 0, 0, 10, 10, 'a'), { groupId: 'g' });
    const b = withProps(at('circle', 50, 50, 'b'), { groupId: 'g' });
    const c = drag('line', 0, 0, 10, 10, 'c');
    const page = ok(moveElements(pageOf([a, b, c]), { ids: ['a'], dx: 10, dy: -5 }));
    expect(el(page, 'a')).toMatchObject({ x: 10, y: -5 });
    expect(el(page, 'b')).toMatchObject({ x: 60, y: 45 });
    expect(el(page, 'c')).toBe(c);
    expect(el(page, 'b').snapPoints[0]).toEqual({ x: 60, y: 45 });
  });

  it('moves lines by both ends and says so for history', () => {
    const r = moveElements(pageOf([drag('line', 0, 0, 10, 10, 'l')]), {
      ids: ['l'],
      dx: 1,
      dy: 2,
      history: 'squash',
    });
    expect(r).toMatchObject({ ok: true, history: 'squash', description: 'Move 1 element' });
    expect(el(ok(r), 'l')).toMatchObject({ x: 1, y: 2, x2: 11, y2: 12 });
  });

  it('then the inverse move gives back an equal page, for random drawings', () => {
    fc.assert(
      fc.property(
        arbElements(20),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.nat(),
        (elements, dx, dy, pick) => {
          const page = deepFreeze(pageOf(elements));
          const ids = elements.length ? [(elements[pick % elements.length] as DrawingElement).id] : [];
          const there = ok(moveElements(page, { ids, dx, dy }));
          const back = ok(moveElements(there, { ids, dx: -dx, dy: -dy }));
          expectClose(back, page);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('resize by a corner (spec section 5 minimums)', () => {
  it('a rectangle follows the corner and the opposite corner stays', () => {
    const page = pageOf([drag('rectangle', 0, 0, 100, 50, 'r')]);
    expect(
      el(ok(resizeElement(page, { id: 'r', handle: 'se', to: worldPoint(150, 80) })), 'r'),
    ).toMatchObject({ x: 0, y: 0, width: 150, height: 80 });
    expect(
      el(ok(resizeElement(page, { id: 'r', handle: 'nw', to: worldPoint(-20, 10) })), 'r'),
    ).toMatchObject({ x: -20, y: 10, width: 120, height: 40 });
  });

  it('squares and rectangles stop at 10', () => {
    const page = pageOf([drag('rectangle', 0, 0, 100, 50, 'r'), drag('square', 200, 0, 260, 60, 's')]);
    expect(el(ok(resizeElement(page, { id: 'r', handle: 'se', to: worldPoint(-50, 2) })), 'r')).toMatchObject(
      { width: 10, height: 10 },
    );
    expect(el(ok(resizeElement(page, { id: 's', handle: 'se', to: worldPoint(203, 4) })), 's')).toMatchObject(
      { width: 10, height: 10 },
    );
  });

  it('circle and half-arch radii stop at 10', () => {
    const page = pageOf([at('circle', 0, 0, 'c'), at('half-arch', 500, 0, 'h')]);
    expect(el(ok(resizeElement(page, { id: 'c', handle: 'se', to: worldPoint(70, 20) })), 'c')).toMatchObject(
      { radius: 70 },
    );
    expect(el(ok(resizeElement(page, { id: 'c', handle: 'se', to: worldPoint(2, 2) })), 'c')).toMatchObject({
      radius: 10,
    });
    const h = el(ok(resizeElement(page, { id: 'h', handle: 'ne', to: worldPoint(501, -1) })), 'h');
    expect(h).toMatchObject({ radius: 10, start: { x: -10, y: 0 }, end: { x: 10, y: 0 } });
  });

  it('triangles scale down to 0.1 of their size, no further', () => {
    const page = pageOf([drag('triangle', 0, 0, 100, 80, 't')]);
    const t = el(ok(resizeElement(page, { id: 't', handle: 'se', to: worldPoint(1, 1) })), 't');
    expect(t).toMatchObject({ x: 0, y: 0 });
    expect(t.type === 'triangle' && [t.width, t.height]).toEqual([10, 8]);
    const bigger = el(ok(resizeElement(page, { id: 't', handle: 'se', to: worldPoint(200, 160) })), 't');
    expect(bigger.type === 'triangle' && bigger.points).toEqual([
      { x: 100, y: 0 },
      { x: 0, y: 160 },
      { x: 200, y: 160 },
    ]);
  });

  it('a rotated rectangle keeps its anchored corner in place', () => {
    const r = withProps(drag('rectangle', 0, 0, 100, 50, 'r'), { rotation: 30 });
    const anchorBefore = r.snapPoints[0]; // nw corner, world
    const page = ok(resizeElement(pageOf([r]), { id: 'r', handle: 'se', to: worldPoint(150, 150) }));
    expectClose(el(page, 'r').snapPoints[0], anchorBefore);
  });

  it('lines move the dragged end; freehand strokes and text refuse', () => {
    const stroke = createFreePencil([worldPoint(0, 0), worldPoint(5, 5)], () => 'f');
    const page = pageOf([
      drag('line', 0, 0, 10, 0, 'l'),
      stroke as DrawingElement,
      createDefaultText(
        () => 't',
        () => 0,
      ),
    ]);
    expect(ends(ok(resizeElement(page, { id: 'l', handle: 'end', to: worldPoint(30, 40) })), 'l')).toEqual([
      { x: 0, y: 0 },
      { x: 30, y: 40 },
    ]);
    expect(resizeElement(page, { id: 'f', handle: 'se', to: worldPoint(9, 9) })).toEqual({
      ok: false,
      error: NOT_RESIZABLE.freePencil,
    });
    expect(resizeElement(page, { id: 't', handle: 'se', to: worldPoint(9, 9) })).toEqual({
      ok: false,
      error: NOT_RESIZABLE.text,
    });
  });
});

describe('rotate', () => {
  it('snaps the resulting angle to 15° steps when the flag is on', () => {
    const page = pageOf([drag('rectangle', 0, 0, 100, 50, 'r')]);
    expect(el(ok(rotateElements(page, { ids: ['r'], delta: 22, snap: true })), 'r').rotation).toBe(15);
    expect(el(ok(rotateElements(page, { ids: ['r'], delta: 23, snap: true })), 'r').rotation).toBe(30);
    expect(el(ok(rotateElements(page, { ids: ['r'], delta: 22, snap: false })), 'r').rotation).toBe(22);
    expect(el(ok(rotateElements(page, { ids: ['r'], delta: -10, snap: true })), 'r').rotation).toBe(345);
  });

  it('keeps the centre of a single element; turns a group about its common centre', () => {
    const r = drag('rectangle', 0, 0, 100, 50, 'r');
    const page = ok(rotateElements(pageOf([r]), { ids: ['r'], delta: 90, snap: true }));
    expect(elementBounds(el(page, 'r'))).toEqual({ minX: 25, minY: -25, maxX: 75, maxY: 75 });
    const a = withProps(drag('square', 0, 0, 10, 10, 'a'), { groupId: 'g' });
    const b = withProps(drag('square', 90, 0, 100, 10, 'b'), { groupId: 'g' });
    const turned = ok(rotateElements(pageOf([a, b]), { ids: ['a'], delta: 90, snap: true }));
    expectClose(elementBounds(el(turned, 'a')), { minX: 45, minY: -45, maxX: 55, maxY: -35 });
    expect(el(turned, 'b').rotation).toBe(90);
  });
});

describe('delete, text, group', () => {
  it('Delete removes exactly the selected elements', () => {
    const page = pageOf(sampleElements());
    const next = ok(deleteElements(page, { ids: ['s-1', 's-3'] }));
    expect(next.elements.map((e) => e.id)).not.toContain('s-1');
    expect(next.elements).toHaveLength(page.elements.length - 2);
  });

  it('sets text and clamps the font size to 8–96', () => {
    const page = pageOf([
      createDefaultText(
        () => 't',
        () => 0,
      ),
    ]);
    expect(el(ok(setText(page, { id: 't', text: 'Kitchen' })), 't')).toMatchObject({ text: 'Kitchen' });
    expect(
      el(ok(setTextStyle(page, { ids: ['t'], fontSize: 200, fill: '#ff0000', fontStyle: 'bold' })), 't'),
    ).toMatchObject({
      fontSize: 96,
      fill: '#ff0000',
      fontStyle: 'bold',
    });
    expect(el(ok(setTextStyle(page, { ids: ['t'], fontSize: 2 })), 't')).toMatchObject({ fontSize: 8 });
  });

  it('groups and ungroups', () => {
    const page = pageOf(sampleElements());
    const grouped = ok(groupElements(page, { ids: ['s-1', 's-2'], newId: () => 'G' }));
    expect([el(grouped, 's-1').groupId, el(grouped, 's-2').groupId, el(grouped, 's-3').groupId]).toEqual([
      'G',
      'G',
      undefined,
    ]);
    const ungrouped = ok(ungroupElements(grouped, { ids: ['s-2'] }));
    expect(el(ungrouped, 's-1').groupId).toBeUndefined();
    expect(groupElements(page, { ids: ['s-1'], newId: () => 'G' })).toEqual({
      ok: false,
      error: 'Select at least two elements to group.',
    });
  });
});

describe('break apart', () => {
  it('turns a rectangle into its 4 sides as lines, in its place', () => {
    const page = pageOf([
      at('circle', 0, 0, 'before'),
      drag('rectangle', 0, 0, 100, 50, 'r'),
      at('circle', 0, 0, 'after'),
    ]);
    const next = ok(breakApart(page, { ids: ['r'], newId: createSequentialIdSource('L') }));
    expect(next.elements.map((e) => e.type)).toEqual(['circle', 'line', 'line', 'line', 'line', 'circle']);
    expect(ends(next, 'L-1')).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ]);
    expect(ends(next, 'L-3')).toEqual([
      { x: 100, y: 50 },
      { x: 0, y: 50 },
    ]);
  });

  it('ungroups grouped lines', () => {
    const l1 = withProps(drag('line', 0, 0, 1, 1, 'a'), { groupId: 'g' });
    const l2 = withProps(drag('line', 1, 1, 2, 0, 'b'), { groupId: 'g' });
    const next = ok(breakApart(pageOf([l1, l2]), { ids: ['a'], newId: () => 'x' }));
    expect(next.elements.map((e) => e.groupId)).toEqual([undefined, undefined]);
  });

  it('refuses anything else with the spec alert', () => {
    const error = { ok: false, error: 'Only rectangles or grouped lines can be broken apart.' };
    const page = pageOf([at('circle', 0, 0, 'c'), drag('line', 0, 0, 5, 5, 'l'), at('square', 0, 0, 's')]);
    expect(breakApart(page, { ids: ['c'], newId: () => 'x' })).toEqual(error);
    expect(breakApart(page, { ids: ['l'], newId: () => 'x' })).toEqual(error);
    expect(breakApart(page, { ids: [], newId: () => 'x' })).toEqual(error);
  });
});

describe('fillet', () => {
  it('moves each line end nearer the crossing onto it, keeping the far ends', () => {
    const page = pageOf([drag('line', 0, 0, 80, 0, 'h'), drag('line', 100, 20, 100, 200, 'v')]);
    const next = ok(fillet(page, { ids: ['h', 'v'] }));
    expect(ends(next, 'h')).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ]);
    expect(ends(next, 'v')).toEqual([
      { x: 100, y: 0 },
      { x: 100, y: 200 },
    ]);
  });

  it('trims lines that cross past the corner', () => {
    const page = pageOf([drag('line', 0, 0, 150, 0, 'h'), drag('line', 100, -50, 100, 200, 'v')]);
    const next = ok(fillet(page, { ids: ['h', 'v'] }));
    expect(ends(next, 'h')).toEqual([
      { x: 0, y: 0 },
      { x: 100, y: 0 },
    ]);
    expect(ends(next, 'v')).toEqual([
      { x: 100, y: 0 },
      { x: 100, y: 200 },
    ]);
  });

  it('parallel lines: "Lines do not intersect."', () => {
    const page = pageOf([
      drag('line', 0, 0, 100, 0, 'a'),
      drag('line', 0, 10, 100, 10, 'b'),
      at('circle', 0, 0, 'c'),
    ]);
    expect(fillet(page, { ids: ['a', 'b'] })).toEqual({ ok: false, error: 'Lines do not intersect.' });
    expect(fillet(page, { ids: ['a', 'c'] })).toEqual({ ok: false, error: SELECT_TWO_LINES });
  });
});

describe('close shape', () => {
  it('closes two lines that meet at one point with a third, grouped', () => {
    const page = pageOf([drag('line', 0, 0, 100, 0, 'a'), drag('line', 100, 0, 100, 100, 'b')]);
    const next = ok(closeShape(page, { ids: ['a', 'b'], newId: createSequentialIdSource('n') }));
    expect(next.elements).toHaveLength(3);
    const closing = next.elements[2] as LineElement;
    expect(lineEndpoints(closing)).toEqual([
      { x: 100, y: 100 },
      { x: 0, y: 0 },
    ]);
    expect(new Set(next.elements.map((e) => e.groupId))).toEqual(new Set(['n-1']));
  });

  it('closes a longer chain; refuses lines that do not connect', () => {
    const chain = pageOf([
      drag('line', 0, 0, 10, 0, 'a'),
      drag('line', 10, 0, 10, 10, 'b'),
      drag('line', 10, 10, 0, 20, 'c'),
    ]);
    expect(
      ok(closeShape(chain, { ids: ['a', 'b', 'c'], newId: createSequentialIdSource('n') })).elements,
    ).toHaveLength(4);
    const apart = pageOf([drag('line', 0, 0, 10, 0, 'a'), drag('line', 20, 0, 30, 0, 'b')]);
    expect(closeShape(apart, { ids: ['a', 'b'], newId: () => 'x' })).toEqual({
      ok: false,
      error: 'Lines must connect at one point.',
    });
    expect(closeShape(apart, { ids: ['a'], newId: () => 'x' })).toEqual({
      ok: false,
      error: 'Lines must connect at one point.',
    });
  });
});

describe('offset line', () => {
  it('adds a parallel copy 30 px away by default', () => {
    const page = pageOf([drag('line', 0, 0, 100, 0, 'l')]);
    const next = ok(offsetLine(page, { ids: ['l'], newId: () => 'o' }));
    expect(ends(next, 'o')).toEqual([
      { x: 0, y: 30 },
      { x: 100, y: 30 },
    ]);
    expect(ends(ok(offsetLine(page, { ids: ['l'], newId: () => 'o', distance: -12 })), 'o')).toEqual([
      { x: 0, y: -12 },
      { x: 100, y: -12 },
    ]);
  });

  it('keeps a wall a wall', () => {
    const next = ok(
      offsetLine(pageOf([drag('wall', 0, 0, 1000, 0, 'w')]), { ids: ['w'], newId: () => 'o', distance: 600 }),
    );
    expect(el(next, 'o')).toMatchObject({ type: 'wall', thickness: 576, y: 600 });
  });
});
