import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deleteElements } from '../../../src/core/commands/createDelete';
import { copySelection, pasteElements } from '../../../src/core/commands/editing';
import { moveElements } from '../../../src/core/commands/move';
import {
  followingOpenings,
  openingChoices,
  openingInWall,
  setOpeningChoice,
} from '../../../src/core/commands/openings';
import { elementProperties, setElementProperty } from '../../../src/core/commands/properties';
import { resizeElement } from '../../../src/core/commands/resize';
import type { CommandResult } from '../../../src/core/commands/result';
import { rotateElements } from '../../../src/core/commands/rotate';
import { openingJambs } from '../../../src/core/geometry/buildingGeometry';
import {
  acrossWall,
  alongWall,
  centreAtDistance,
  distanceFromNearerEnd,
  nearerEnd,
  offsetFromStart,
  sideOf,
  wallAt,
  wallFrame,
} from '../../../src/core/geometry/openingPlacement';
import { worldPoint } from '../../../src/core/geometry/point';
import { drawnWalls } from '../../../src/core/geometry/wallDrawing';
import * as history from '../../../src/core/history/history';
import type { DrawingElement, OpeningElement, WallElement } from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import { drag, pageOf } from './fixtures';

const IN = 96;
const FT = 12 * IN;

function ok(r: CommandResult): Page {
  if (!r.ok) throw new Error(r.error);
  return r.page;
}

const wallFrom = (x1: number, y1: number, x2: number, y2: number, id = 'w'): WallElement =>
  drag('wall', x1, y1, x2, y2, id) as WallElement;

const find = (page: Page, id: string): DrawingElement => {
  const el = page.elements.find((e) => e.id === id);
  if (!el) throw new Error(`no ${id}`);
  return el;
};

/** Distance from the wall's start to the opening's start jamb, and from its end jamb to the wall's end. */
function jambDistances(wall: WallElement, op: OpeningElement): [number, number] {
  const f = wallFrame(wall);
  const [s, e] = openingJambs(op);
  return [alongWall(f, s), f.length - alongWall(f, e)];
}

const coord = fc.integer({ min: -50 * FT, max: 50 * FT });

/** A wall at least 4' long in any direction, and a width that fits in it. */
const wallArb = fc
  .record({
    x: coord,
    y: coord,
    len: fc.integer({ min: 4 * FT, max: 60 * FT }),
    deg: fc.double({ min: 0, max: 359.9, noNaN: true }),
  })
  .map(({ x, y, len, deg }) => {
    const r = (deg * Math.PI) / 180;
    return wallFrom(x, y, x + len * Math.cos(r), y + len * Math.sin(r));
  });

describe('placing a door or window at a typed distance', () => {
  it('puts the near jamb exactly the typed distance from the chosen wall end, in any wall', () => {
    fc.assert(
      fc.property(
        wallArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 12 * IN, max: 48 * IN }),
        fc.constantFrom<'start' | 'end'>('start', 'end'),
        (wall, k, width, end) => {
          const f = wallFrame(wall);
          const distance = k * (f.length - width);
          const t = centreAtDistance(f, end, distance, width);
          const op = openingInWall(wall, { type: 'door', t, width, hinge: end, swing: 'left' }, () => 'd');
          const [fromStart, toEnd] = jambDistances(wall, op);
          expect(Math.abs((end === 'start' ? fromStart : toEnd) - distance)).toBeLessThan(1e-6);
          expect(op.rotation).toBeCloseTo(f.rotation, 9);
          expect(op.wallId).toBe('w');
          expect(op.thickness).toBe(wall.thickness);
        },
      ),
    );
  });

  it('never crosses a wall end: a pointer past the end leaves the opening flush with it', () => {
    fc.assert(
      fc.property(wallArb, fc.double({ min: -2, max: 3, noNaN: true }), (wall, k) => {
        const f = wallFrame(wall);
        const op = openingInWall(
          wall,
          { type: 'window', t: k * f.length, width: 3 * FT, hinge: 'start', swing: 'left' },
          () => 'x',
        );
        const [fromStart, toEnd] = jambDistances(wall, op);
        expect(fromStart).toBeGreaterThan(-1e-6);
        expect(toEnd).toBeGreaterThan(-1e-6);
      }),
    );
  });

  it('reads the nearer end, the side and the distance the cursor shows', () => {
    const wall = wallFrom(0, 0, 20 * FT, 0);
    const f = wallFrame(wall);
    expect(nearerEnd(f, 3 * FT)).toBe('start');
    expect(nearerEnd(f, 15 * FT)).toBe('end');
    // Screen-left of a wall running east is up (-y).
    expect(sideOf(f, { x: 5 * FT, y: -10 })).toBe('left');
    expect(sideOf(f, { x: 5 * FT, y: 10 })).toBe('right');
    expect(distanceFromNearerEnd(f, 15 * FT, 3 * FT)).toBe(3.5 * FT);
    expect(wallAt([wall], { x: 5 * FT, y: 2 * IN }, 5)?.wall).toBe(wall);
    expect(wallAt([wall], { x: 5 * FT, y: 2 * FT }, 5)).toBeNull();
  });

  it('the placed opening cuts its wall where it stands', () => {
    const wall = wallFrom(0, 0, 20 * FT, 0);
    const f = wallFrame(wall);
    const d = openingInWall(
      wall,
      {
        type: 'door',
        t: centreAtDistance(f, 'start', 2 * FT, 3 * FT),
        width: 3 * FT,
        hinge: 'start',
        swing: 'left',
      },
      () => 'd',
    );
    expect(drawnWalls([wall, d]).get(wall.id)?.polygons).toHaveLength(2);
  });
});

describe('doors and windows stay in their walls', () => {
  const wall = wallFrom(0, 0, 20 * FT, 0);
  const f = wallFrame(wall);
  const door = openingInWall(
    wall,
    {
      type: 'door',
      t: centreAtDistance(f, 'start', 4 * FT, 3 * FT),
      width: 3 * FT,
      hinge: 'start',
      swing: 'left',
    },
    () => 'd',
  );
  const win = openingInWall(
    wall,
    {
      type: 'window',
      t: centreAtDistance(f, 'end', 2 * FT, 4 * FT),
      width: 4 * FT,
      hinge: 'start',
      swing: 'left',
    },
    () => 'n',
  );
  const page = pageOf([wall, door, win]);

  it('a door dragged alone slides along its wall and stops at its end', () => {
    const moved = ok(moveElements(page, { ids: ['d'], dx: 2 * FT, dy: 5 * FT }));
    const d = find(moved, 'd') as OpeningElement;
    expect(d.y).toBeCloseTo(0, 9);
    expect(offsetFromStart(f, d)).toBeCloseTo(6 * FT, 6);
    const far = find(ok(moveElements(page, { ids: ['d'], dx: 100 * FT, dy: 0 })), 'd') as OpeningElement;
    expect(jambDistances(wall, far)[1]).toBeCloseTo(0, 6);
  });

  it('follows its wall when the wall moves, turns, is stretched or gets a typed length', () => {
    fc.assert(
      fc.property(coord, coord, fc.double({ min: -180, max: 180, noNaN: true }), (dx, dy, delta) => {
        const moved = ok(moveElements(page, { ids: ['w'], dx, dy }));
        const turned = ok(rotateElements(moved, { ids: ['w'], delta, snap: false }));
        const w = find(turned, 'w') as WallElement;
        const d = find(turned, 'd') as OpeningElement;
        const fw = wallFrame(w);
        expect(Math.abs(offsetFromStart(fw, d) - 4 * FT)).toBeLessThan(1e-6);
        expect(Math.abs(acrossWall(fw, d))).toBeLessThan(1e-6);
        expect(Math.abs(((d.rotation - fw.rotation + 540) % 360) - 180)).toBeLessThan(1e-9);
      }),
    );
    // Stretched by its start: the openings keep their distance from the end that stayed put.
    const stretched = ok(resizeElement(page, { id: 'w', handle: 'start', to: worldPoint(-5 * FT, 0) }));
    expect(
      jambDistances(find(stretched, 'w') as WallElement, find(stretched, 'n') as OpeningElement)[1],
    ).toBeCloseTo(2 * FT, 6);
    expect(
      offsetFromStart(wallFrame(find(stretched, 'w') as WallElement), find(stretched, 'd') as OpeningElement),
    ).toBeCloseTo(9 * FT, 6);
    // A typed length keeps the start: the door keeps its offset; the window no longer fits and is pushed back in.
    const shorter = ok(setElementProperty(page, { id: 'w', key: 'length', value: 10 * FT }));
    const sw = find(shorter, 'w') as WallElement;
    expect(offsetFromStart(wallFrame(sw), find(shorter, 'd') as OpeningElement)).toBeCloseTo(4 * FT, 6);
    expect(jambDistances(sw, find(shorter, 'n') as OpeningElement)[1]).toBeCloseTo(0, 6);
    // A new thickness reaches the openings too.
    const thick = ok(setElementProperty(page, { id: 'w', key: 'thickness', value: 8 * IN }));
    expect((find(thick, 'd') as OpeningElement).thickness).toBe(8 * IN);
  });

  it('the resize preview shows the openings where the release puts them', () => {
    const wallNow = { ...wall, x2: 30 * FT };
    expect(followingOpenings(page, [wallNow]).map((el) => el.id)).toEqual(['d', 'n']);
  });

  it('deleting the wall deletes its openings in one step, and undo brings all three back', () => {
    let h = history.createHistory(page);
    h = history.applyCommand(h, deleteElements(h.current, { ids: ['w'] }));
    expect(h.current.elements).toEqual([]);
    h = history.undo(h);
    expect(h.current).toEqual(page);
  });

  it('a copied wall keeps its openings in the copy, with new ids', () => {
    const clip = copySelection(page, ['w']);
    let n = 0;
    const r = pasteElements(page, { elements: clip, dx: 0, dy: 10 * FT, ids: () => `c${++n}` });
    const pasted = ok(r).elements.slice(3);
    const newWall = pasted.find((el) => el.type === 'wall');
    expect(pasted).toHaveLength(3);
    for (const el of pasted) if (el.type !== 'wall') expect((el as OpeningElement).wallId).toBe(newWall?.id);
  });

  it('the properties panel types the offset from the start, the width, the swing and the hinge', () => {
    const fields = elementProperties(door, page).map((p) => p.label);
    expect(fields).toEqual(['Offset from start', 'Width']);
    const off = ok(setElementProperty(page, { id: 'd', key: 'offset', value: 7 * FT + 3.5 * IN }));
    expect(offsetFromStart(f, find(off, 'd') as OpeningElement)).toBeCloseTo(7 * FT + 3.5 * IN, 6);
    const wide = ok(setElementProperty(page, { id: 'd', key: 'width', value: 32 * IN }));
    const wd = find(wide, 'd') as OpeningElement;
    expect(wd.width).toBe(32 * IN);
    expect(offsetFromStart(f, wd)).toBeCloseTo(4 * FT, 6);
    expect(setElementProperty(page, { id: 'd', key: 'offset', value: 19 * FT })).toMatchObject({ ok: false });
    expect(openingChoices(door).map((c) => c.key)).toEqual(['swing', 'hinge', 'kind']);
    const swung = ok(setOpeningChoice(page, { id: 'd', key: 'swing', value: 'right' }));
    expect(find(swung, 'd')).toMatchObject({ swing: 'right', hinge: 'start' });
    expect(setOpeningChoice(page, { id: 'd', key: 'hinge', value: 'middle' })).toMatchObject({ ok: false });
  });
});
