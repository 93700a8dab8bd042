import { describe, expect, it } from 'vitest';
import {
  alignElements,
  arrayPolar,
  arrayRectangular,
  copySelection,
  mirrorElements,
  pasteElements,
} from '../../../../src/core/commands/editing';
import { DRAWING_LIMITS } from '../../../../src/contract/drawing';
import { elementBounds, elementCenter } from '../../../../src/core/geometry/elementGeometry';
import { createDoorInWall } from '../../../../src/core/model/buildingFactories';
import { MAX_ELEMENTS_PER_PAGE } from '../../../../src/core/model/constants';
import type { DrawingElement } from '../../../../src/core/model/elements';
import { createSequentialIdSource } from '../../../../src/core/model/ids';
import { at, drag, pageOf } from '../fixtures';

const ok = <T extends { ok: boolean }>(r: T): Extract<T, { ok: true }> => {
  if (!r.ok) throw new Error((r as unknown as { error: string }).error);
  return r as Extract<T, { ok: true }>;
};

describe('everyday editing commands', () => {
  it('pastes copies with new ids, keeping groups and a door in its copied wall', () => {
    const wall = drag('wall', 0, 0, 1000, 0, 'w');
    if (wall.type !== 'wall') throw new Error('no wall');
    const door = createDoorInWall(wall, { x: 500, y: 0 }, () => 'd');
    const a = { ...drag('line', 0, 100, 100, 100, 'a'), groupId: 'g' } as DrawingElement;
    const b = { ...drag('line', 0, 200, 100, 200, 'b'), groupId: 'g' } as DrawingElement;
    const page = pageOf([wall, door, a, b]);
    const clip = copySelection(page, ['w', 'a']);
    expect(clip.map((e) => e.id)).toEqual(['w', 'd', 'a', 'b']);
    const r = ok(pasteElements(page, { elements: clip, dx: 10, dy: 20, ids: createSequentialIdSource('c') }));
    const added = r.page.elements.slice(4);
    expect(added.map((e) => e.id)).toEqual(r.added);
    expect(new Set(added.map((e) => e.id)).size).toBe(4);
    const copiedWall = added.find((e) => e.type === 'wall');
    const copiedDoor = added.find((e) => e.type === 'door');
    expect(copiedDoor && 'wallId' in copiedDoor ? copiedDoor.wallId : null).toBe(copiedWall?.id);
    const groups = new Set(added.filter((e) => e.type === 'line').map((e) => e.groupId));
    expect(groups.size).toBe(1);
    expect(groups.has('g')).toBe(false);
    expect(added[0]).toMatchObject({ x: 10, y: 20, x2: 1010, y2: 20 });
  });

  it('refuses a paste past the page cap, as the contract does', () => {
    expect(MAX_ELEMENTS_PER_PAGE).toBe(DRAWING_LIMITS.elementsPerPage);
    const many = Array.from({ length: 3 }, (_, i) => at('circle', i, i, `c${i}`));
    const page = { ...pageOf(many), elements: new Array(MAX_ELEMENTS_PER_PAGE - 1).fill(many[0]) };
    expect(pasteElements(page, { elements: many, dx: 0, dy: 0, ids: createSequentialIdSource() }).ok).toBe(
      false,
    );
  });

  it('mirrors across a line, keeping text readable and flipping a door swing', () => {
    const line = drag('line', 10, 10, 110, 60, 'l');
    const host = drag('wall', 0, 100, 600, 100, 'h');
    if (host.type !== 'wall') throw new Error('no wall');
    const door = createDoorInWall(host, { x: 300, y: 100 }, () => 'd');
    const text = {
      ...at('rectangle', 0, 0, 'x'),
      type: 'text',
      text: 'Kitchen',
      fontSize: 16,
      fill: '#000',
      fontStyle: 'normal',
      x: 200,
      y: 40,
    } as unknown as DrawingElement;
    const page = pageOf([line, door, text]);
    // Mirror across the vertical line x = 500.
    const r = ok(
      mirrorElements(page, {
        ids: ['l', 'd', 'x'],
        a: { x: 500, y: 0 },
        b: { x: 500, y: 10 },
        keepOriginal: true,
        newIds: createSequentialIdSource('m'),
      }),
    );
    expect(r.page.elements).toHaveLength(6);
    const [ml, md, mt] = r.page.elements.slice(3);
    expect(ml).toMatchObject({ x: 990, y: 10, x2: 890, y2: 60 });
    if (md?.type !== 'door' || door.type !== 'door') throw new Error('no door');
    expect(md.swing).not.toBe(door.swing);
    expect(elementCenter(md).x).toBeCloseTo(700, 9);
    expect(mt).toMatchObject({ type: 'text', x: 800, y: 40, text: 'Kitchen' });
    const moved = ok(
      mirrorElements(page, {
        ids: ['l'],
        a: { x: 0, y: 0 },
        b: { x: 1, y: 0 },
        keepOriginal: false,
        newIds: createSequentialIdSource('n'),
      }),
    );
    expect(moved.page.elements[0]).toMatchObject({ x: 10, y: -10, x2: 110, y2: -60 });
  });

  it('mirrors a rotated triangle onto its reflection', () => {
    const tri = { ...drag('right-triangle', 0, 0, 100, 60, 't'), rotation: 30 } as DrawingElement;
    const r = ok(
      mirrorElements(pageOf([tri]), {
        ids: ['t'],
        a: { x: 0, y: 0 },
        b: { x: 0, y: 1 },
        keepOriginal: false,
        newIds: createSequentialIdSource(),
      }),
    );
    const before = elementBounds(tri);
    const after = elementBounds(r.page.elements[0] as DrawingElement);
    expect(after.minX).toBeCloseTo(-before.maxX, 6);
    expect(after.maxX).toBeCloseTo(-before.minX, 6);
    expect(after.minY).toBeCloseTo(before.minY, 6);
  });

  it('arrays rectangular and polar, with caps', () => {
    const c = at('circle', 0, 0, 'c');
    const page = pageOf([c]);
    const rect = ok(
      arrayRectangular(page, {
        ids: ['c'],
        rows: 3,
        columns: 4,
        rowSpacing: 100,
        columnSpacing: 50,
        newIds: createSequentialIdSource('a'),
      }),
    );
    expect(rect.page.elements).toHaveLength(12);
    expect(rect.page.elements.at(-1)).toMatchObject({ x: 150, y: 200 });
    expect(
      arrayRectangular(page, {
        ids: ['c'],
        rows: 200,
        columns: 200,
        rowSpacing: 1,
        columnSpacing: 1,
        newIds: createSequentialIdSource(),
      }).ok,
    ).toBe(false);
    const small = at('circle', 100, 0, 's');
    const polar = ok(
      arrayPolar(pageOf([small]), {
        ids: ['s'],
        center: { x: 0, y: 0 },
        count: 4,
        fillAngle: 360,
        rotateItems: true,
        newIds: createSequentialIdSource('p'),
      }),
    );
    const centres = polar.page.elements.map((e) => elementCenter(e));
    // Counter-clockwise on screen: the second item is straight up (y negative).
    expect(centres[1]?.x).toBeCloseTo(0, 9);
    expect(centres[1]?.y).toBeCloseTo(-100, 9);
    expect(centres[2]?.x).toBeCloseTo(-100, 9);
  });

  it('aligns items (a group moves as one) to the selection edge', () => {
    const a = drag('rectangle', 0, 0, 50, 50, 'a');
    const b = { ...drag('rectangle', 100, 30, 160, 90, 'b'), groupId: 'g' } as DrawingElement;
    const b2 = { ...drag('rectangle', 170, 40, 200, 60, 'b2'), groupId: 'g' } as DrawingElement;
    const r = ok(alignElements(pageOf([a, b, b2]), { ids: ['a', 'b'], edge: 'top' }));
    expect(r.page.elements.map((e) => elementBounds(e).minY)).toEqual([0, 0, 10]);
    expect(alignElements(pageOf([a]), { ids: ['a'], edge: 'left' }).ok).toBe(false);
  });
});
