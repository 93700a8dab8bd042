import { describe, expect, it } from 'vitest';
import { deleteElements } from '../../../src/core/commands/createDelete';
import { moveElements } from '../../../src/core/commands/move';
import { resizeElement } from '../../../src/core/commands/resize';
import type { CommandResult } from '../../../src/core/commands/result';
import { rotateElements } from '../../../src/core/commands/rotate';
import { parsePage, PageSchema } from '../../../src/contract/drawing';
import { Revision } from '../../../src/contract/floordesigns';
import {
  doorSymbol,
  openingJambs,
  roomArea,
  roomTag,
  roomTagText,
  windowSymbol,
} from '../../../src/core/geometry/buildingGeometry';
import { elementBounds, elementCenter } from '../../../src/core/geometry/elementGeometry';
import { worldPoint } from '../../../src/core/geometry/point';
import { hitsElement, marqueeSelects } from '../../../src/core/geometry/selection';
import * as history from '../../../src/core/history/history';
import { SpatialIndex } from '../../../src/core/index/spatialIndex';
import type {
  DimensionElement,
  DoorElement,
  DrawingElement,
  RoomElement,
  WallElement,
  WindowElement,
} from '../../../src/core/model/elements';
import { openingsByWall } from '../../../src/core/geometry/wallOpenings';
import { drawnWalls } from '../../../src/core/geometry/wallDrawing';
import { createDoorInWall, createRoom, createWindowInWall } from '../../../src/core/model/buildingFactories';
import type { Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { px2ToSqft } from '../../../src/core/units';
import { dimensionsOf } from '../../../src/core/export/dimensions';
import { drag, pageOf, withProps } from './fixtures';

const IN = 96;

const door = (props: Partial<DoorElement> = {}): DoorElement =>
  finalizeElement({
    id: 'door',
    type: 'door',
    x: 0,
    y: 0,
    rotation: 0,
    width: 36 * IN,
    thickness: 4.5 * IN,
    hinge: 'start',
    swing: 'right',
    kind: 'swing',
    ...props,
  }) as DoorElement;

const windowEl = (props: Partial<WindowElement> = {}): WindowElement =>
  finalizeElement({
    id: 'win',
    type: 'window',
    x: 0,
    y: 0,
    rotation: 0,
    width: 48 * IN,
    thickness: 6.5 * IN,
    ...props,
  }) as WindowElement;

/** An L: a 20' × 10' bar with a 10' × 10' leg below its left half (300 sf). */
const lRoom = (props: Partial<RoomElement> = {}): RoomElement => {
  const f = 12 * IN;
  return finalizeElement({
    id: 'room',
    type: 'room',
    x: 1000,
    y: 2000,
    rotation: 0,
    name: 'Family',
    points: [
      { x: 0, y: 0 },
      { x: 20 * f, y: 0 },
      { x: 20 * f, y: 10 * f },
      { x: 10 * f, y: 10 * f },
      { x: 10 * f, y: 20 * f },
      { x: 0, y: 20 * f },
    ],
    ...props,
  }) as RoomElement;
};

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};

describe('doors', () => {
  it('sit centred on the wall line: the jambs are half the width either side along the wall direction', () => {
    const d = door({ x: 500, y: 700, rotation: 90 });
    const [a, b] = openingJambs(d);
    expect(a.x).toBeCloseTo(500);
    expect(a.y).toBeCloseTo(700 - 18 * IN);
    expect(b.y).toBeCloseTo(700 + 18 * IN);
    expect(elementCenter(d)).toEqual({ x: 500, y: 700 });
    expect(d.snapPoints).toHaveLength(3);
  });

  it('draw the leaf open at 90° from the hinge jamb, to the swing side, with a quarter arc to the other jamb', () => {
    const d = door({ hinge: 'start', swing: 'right' });
    const sym = doorSymbol(d);
    const leaf = sym.lines[sym.lines.length - 1] as readonly [
      { x: number; y: number },
      { x: number; y: number },
    ];
    // Hinge at the start jamb on the right-hand (+y on screen) face, tip a door width further.
    expect(leaf[0].x).toBeCloseTo(-18 * IN);
    expect(leaf[0].y).toBeCloseTo(2.25 * IN);
    expect(leaf[1].y).toBeCloseTo(2.25 * IN + 36 * IN);
    const last = sym.arc[sym.arc.length - 1] as { x: number; y: number };
    expect(last.x).toBeCloseTo(18 * IN);
    expect(last.y).toBeCloseTo(2.25 * IN);
    const left = doorSymbol(door({ hinge: 'end', swing: 'left' }));
    const tip = (left.lines[left.lines.length - 1] as readonly [unknown, { x: number; y: number }])[1];
    expect(tip.x).toBeCloseTo(18 * IN);
    expect(tip.y).toBeLessThan(-36 * IN);
  });

  it('bound the swing too, and a click on the swing picks the door', () => {
    const d = door({ swing: 'right' });
    const b = elementBounds(d);
    expect(b.maxY).toBeCloseTo(2.25 * IN + 36 * IN);
    expect(b.minY).toBeCloseTo(-2.25 * IN);
    expect(hitsElement(d, { x: 0, y: 20 * IN }, 1)).toBe(true);
    expect(hitsElement(d, { x: 0, y: -20 * IN }, 1)).toBe(false);
  });

  it('a cased opening has no leaf and no swing', () => {
    const sym = doorSymbol(door({ kind: 'opening' }));
    expect(sym.arc).toEqual([]);
    expect(sym.lines).toHaveLength(2);
    expect(elementBounds(door({ kind: 'opening' })).maxY).toBeCloseTo(2.25 * IN);
  });
});

describe('windows', () => {
  it('draw jambs, both sills and the glass line across the wall thickness', () => {
    const sym = windowSymbol(windowEl());
    expect(sym.lines).toHaveLength(5);
    const alongWall = sym.lines.filter(([a, b]) => Math.abs(a.y - b.y) < 1e-9);
    expect(alongWall.map(([a]) => a.y).sort((p, q) => p - q)).toEqual([-3.25 * IN, 0, 3.25 * IN]);
  });

  it('turn with their wall', () => {
    const w = windowEl({ x: 100, y: 100, rotation: 90 });
    const b = elementBounds(w);
    expect(b.maxY - b.minY).toBeCloseTo(48 * IN);
    expect(b.maxX - b.minX).toBeCloseTo(6.5 * IN);
  });
});

describe('rooms', () => {
  it('an L-shaped room measures its net area, and moving or turning it keeps it', () => {
    const room = lRoom();
    expect(px2ToSqft(roomArea(room))).toBeCloseTo(300, 9);
    expect(roomTagText(room, 'feet')).toBe('Family\n300 sq ft');
    expect(roomTagText(room, 'meters')).toBe('Family\n27.9 m²');
    const page = pageOf([room]);
    const moved = ok(moveElements(page, { ids: ['room'], dx: 5000, dy: -300 }));
    const turned = ok(rotateElements(moved, { ids: ['room'], delta: 30, snap: false }));
    expect(px2ToSqft(roomArea(turned.elements[0] as RoomElement))).toBeCloseTo(300, 6);
  });

  it('its tag sits inside the L, not in the notch, and resizing the room changes the area it shows', () => {
    const room = lRoom();
    const { at } = roomTag(room);
    // The notch is the lower right quarter of the 20' × 20' box.
    const f = 12 * IN;
    expect(at.x > room.x + 10 * f && at.y > room.y + 10 * f).toBe(false);
    const bigger = ok(
      resizeElement(pageOf([room]), {
        id: 'room',
        handle: 'se',
        to: worldPoint(room.x + 40 * f, room.y + 20 * f),
      }),
    );
    expect(roomTagText(bigger.elements[0] as RoomElement, 'feet')).toBe('Family\n600 sq ft');
  });

  it('is picked on its outline or its tag, so a click inside the room still reaches the canvas', () => {
    const room = lRoom();
    const f = 12 * IN;
    expect(hitsElement(room, { x: room.x, y: room.y + 5 * f }, 2)).toBe(true);
    expect(hitsElement(room, roomTag(room).at, 2)).toBe(true);
    expect(hitsElement(room, { x: room.x + 2 * f, y: room.y + 18 * f }, 2)).toBe(false);
    expect(
      marqueeSelects(room, { minX: room.x - 10, minY: room.y - 10, maxX: room.x + 10, maxY: room.y + 10 }),
    ).toBe(true);
  });
});

describe('placing doors and windows in a wall', () => {
  it('a door lands on the wall centre line nearest the click, 36 inches wide, in the wall direction and thickness', () => {
    const wall = drag('wall', 0, 0, 0, 10 * 12 * IN, 'w') as WallElement;
    const d = createDoorInWall(wall, { x: 300, y: 40 * IN }, () => 'd');
    expect(d).toMatchObject({
      x: 0,
      y: 40 * IN,
      rotation: 90,
      width: 36 * IN,
      thickness: wall.thickness,
      wallId: 'w',
    });
    // Never hanging past the wall's end.
    expect(createWindowInWall(wall, { x: 0, y: -500 }, () => 'x').y).toBe(18 * IN);
    const room = createRoom(
      [
        { x: 100, y: 100 },
        { x: 100 + 12 * 12 * IN, y: 100 },
        { x: 100 + 12 * 12 * IN, y: 100 + 10 * 12 * IN },
        { x: 100, y: 100 + 10 * 12 * IN },
      ],
      'Bedroom',
      () => 'r',
    );
    expect(roomTagText(room, 'feet')).toBe('Bedroom\n120 sq ft');
  });
});

describe('walls cut at their openings (exports)', () => {
  it('a 20-foot wall with a 3-foot door at 5 feet is two solid stretches (3.5 and 13.5 feet); a door moved off it cuts nothing', () => {
    const f = 12 * IN;
    const wall = drag('wall', 0, 0, 20 * f, 0, 'wall') as WallElement;
    const d = door({ x: 5 * f, wallId: 'wall' });
    const stretches = (elements: DrawingElement[]) =>
      (drawnWalls(elements).get('wall')?.polygons ?? []).map((band) => {
        const xs = band.map((p) => p.x);
        return Math.round(((Math.max(...xs) - Math.min(...xs)) / f) * 1e9) / 1e9;
      });
    expect(stretches([wall, d])).toEqual([3.5, 13.5]);
    expect(openingsByWall([wall, d]).get('wall')).toEqual([d]);
    expect(stretches([wall, door({ x: 5 * f, y: 10 * f, wallId: 'wall' })])).toEqual([20]);
  });
});

describe('dimensions', () => {
  it('measure their two points with a live label, offset as drawn', () => {
    const d = finalizeElement({
      id: 'dim',
      type: 'dimension',
      x: 0,
      y: 0,
      x2: 30 * 12 * IN,
      y2: 0,
      rotation: 0,
      offset: -48 * IN,
    }) as DimensionElement;
    const [dim] = dimensionsOf(d, 'feet', 10);
    expect(dim?.label).toBe(`30' 0"`);
    expect(elementBounds(d).maxY).toBeCloseTo(48 * IN);
    expect(hitsElement(d, { x: 15 * 12 * IN, y: 48 * IN }, 1)).toBe(true);
  });
});

describe('building elements through the editing commands', () => {
  const wall = drag('wall', 0, 0, 20 * 12 * IN, 0, 'wall');
  const elements: DrawingElement[] = [
    lRoom(),
    wall,
    door({ x: 5 * 12 * IN, wallId: 'wall' }),
    windowEl({ x: 15 * 12 * IN }),
  ];

  it('move, rotate and delete, and undo brings each step back exactly', () => {
    let h = history.createHistory(pageOf(elements));
    const steps: ((p: Page) => CommandResult)[] = [
      (p) => moveElements(p, { ids: ['door', 'win', 'room'], dx: 96, dy: 960 }),
      (p) => rotateElements(p, { ids: ['door'], delta: 90, snap: true }),
      (p) => deleteElements(p, { ids: ['win', 'room'] }),
    ];
    const seen: Page[] = [h.current];
    for (const step of steps) {
      const r = step(h.current);
      if (!r.ok) throw new Error(r.error);
      h = history.applyCommand(h, r);
      seen.push(h.current);
    }
    const d = h.current.elements.find((el) => el.id === 'door') as DoorElement;
    expect(d.rotation).toBe(90);
    expect(d.x).toBe(5 * 12 * IN + 96);
    expect(h.current.elements.map((el) => el.id)).toEqual(['wall', 'door']);
    for (let i = seen.length - 2; i >= 0; i--) {
      h = history.undo(h);
      expect(h.current).toEqual(seen[i]);
    }
    h = history.redo(h);
    expect(h.current).toEqual(seen[1]);
  });

  it('a wall carries its door when it moves and takes door and window along when deleted', () => {
    const hosted = elements.map((el) => (el.id === 'win' ? withProps(el, { wallId: 'wall' }) : el));
    const page = pageOf(hosted);
    const moved = ok(moveElements(page, { ids: ['wall'], dx: 0, dy: 480 }));
    expect(moved.elements.find((el) => el.id === 'door')?.y).toBe(480);
    expect(moved.elements.find((el) => el.id === 'room')).toBe(page.elements[0]);
    const gone = ok(deleteElements(page, { ids: ['wall'] }));
    expect(gone.elements.map((el) => el.id)).toEqual(['room']);
  });

  it('the spatial index finds a door by a click on its leaf', () => {
    const index = SpatialIndex.fromPage(pageOf(elements));
    expect(index.hitTest({ x: 5 * 12 * IN - 17 * IN, y: 20 * IN }, 2)).toBe('door');
  });
});

describe('drawing version 3', () => {
  it('a stored version 2 page loads unchanged, apart from its version', () => {
    const v2 = {
      version: 2,
      id: 'p',
      name: 'Ground',
      elements: [
        { id: 'w', type: 'wall', x: 0, y: 0, x2: 960, y2: 0, rotation: 0, thickness: 576, snapPoints: [] },
      ],
    };
    const r = parsePage(v2);
    if (!r.ok) throw new Error(r.error);
    expect(r.value).toEqual({ ...v2, version: 4, layers: [] });
  });

  it('a revision saved before version 3 still opens: the client upgrades its pages as it reads the answer', () => {
    const old = { version: 2, id: 'p', name: 'Ground', elements: [] };
    const r = Revision.safeParse({
      id: 4,
      version_number: 1,
      saved_at: '2026-11-01T10:00:00Z',
      page_count: 1,
      element_count: 0,
      pages_json: [old],
    });
    expect(r.success && r.data.pages_json[0]?.version).toBe(4);
  });

  it('validates doors, windows and rooms: finite numbers, known kinds, bounded names', () => {
    const page = (el: Record<string, unknown>) =>
      PageSchema.safeParse({ version: 4, id: 'p', name: 'P', elements: [el] });
    expect(page({ ...door() }).success).toBe(true);
    expect(page({ ...windowEl() }).success).toBe(true);
    expect(page({ ...lRoom() }).success).toBe(true);
    expect(page({ ...door(), kind: 'revolving' }).success).toBe(false);
    expect(page({ ...door(), hinge: 'middle' }).success).toBe(false);
    expect(page({ ...windowEl(), width: Number.POSITIVE_INFINITY }).success).toBe(false);
    expect(page({ ...windowEl(), thickness: 0 }).success).toBe(false);
    expect(page({ ...lRoom(), name: 'x'.repeat(101) }).success).toBe(false);
  });
});
