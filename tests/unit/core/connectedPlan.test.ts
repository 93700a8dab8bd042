import { describe, expect, it } from 'vitest';
import { connectPlan, withConnectedPlan } from '../../../src/core/commands/connectedPlan';
import { moveElements } from '../../../src/core/commands/move';
import { openingInWall } from '../../../src/core/commands/openings';
import type { CommandResult } from '../../../src/core/commands/result';
import { rotateElementsAbout } from '../../../src/core/commands/rotate';
import { setElementProperty } from '../../../src/core/commands/properties';
import { stretchElements } from '../../../src/core/commands/stretch';
import { generateVariants } from '../../../src/core/generate/generate';
import { planToPages } from '../../../src/core/generate/toDesign';
import type { Plan } from '../../../src/core/generate/types';
import { roomArea } from '../../../src/core/geometry/buildingGeometry';
import { lineEndpoints } from '../../../src/core/geometry/elementGeometry';
import { offsetFromStart, wallFrame } from '../../../src/core/geometry/openingPlacement';
import { enclosedOutline } from '../../../src/core/geometry/roomDetect';
import { createRoom } from '../../../src/core/model/buildingFactories';
import type {
  DimensionElement,
  DrawingElement,
  OpeningElement,
  RoomElement,
  WallElement,
} from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { pageOf } from './fixtures';

const IN = 96;
const FT = 12 * IN;

const wall = (id: string, x: number, y: number, x2: number, y2: number, thickness = 6 * IN): WallElement =>
  finalizeElement({ id, type: 'wall', x, y, rotation: 0, x2, y2, thickness }) as WallElement;

const dimension = (id: string, a: { x: number; y: number }, b: { x: number; y: number }, offset: number) =>
  finalizeElement({
    id,
    type: 'dimension',
    x: a.x,
    y: a.y,
    x2: b.x,
    y2: b.y,
    rotation: 0,
    offset,
  }) as DimensionElement;

/**
 * A 30' × 20' box of 6" walls drawn corner to corner on their centre lines (L joints at the corners), with a
 * partition from the south wall to the north wall 10' from the west (T joints at both of its ends).
 *
 *   (0,0) north ───────────── (30',0)
 *     │        │ partition        │
 *   (0,20') south ─────────── (30',20')        (y grows downwards: north is at the top)
 */
function box(): WallElement[] {
  return [
    wall('north', 0, 0, 30 * FT, 0),
    wall('east', 30 * FT, 0, 30 * FT, 20 * FT),
    wall('south', 30 * FT, 20 * FT, 0, 20 * FT),
    wall('west', 0, 20 * FT, 0, 0),
    wall('partition', 10 * FT, 20 * FT, 10 * FT, 0, 4 * IN),
  ];
}

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};

const el = <T extends DrawingElement>(page: Page, id: string): T => {
  const found = page.elements.find((e) => e.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found as T;
};

const ends = (page: Page, id: string) => lineEndpoints(el<WallElement>(page, id));

/** A command run as the editor runs it: the plan kept connected in the same result. */
const run = (page: Page, command: (p: Page) => CommandResult): Page =>
  ok(withConnectedPlan(page, command(page)));

describe('walls that meet stay joined', () => {
  it("moving the north wall 2' north: the side walls and the partition follow, the south wall stays", () => {
    const page = pageOf(box());
    const moved = run(page, (p) => moveElements(p, { ids: ['north'], dx: 0, dy: -2 * FT }));
    expect(ends(moved, 'north')).toEqual([
      { x: 0, y: -2 * FT },
      { x: 30 * FT, y: -2 * FT },
    ]);
    expect(ends(moved, 'east')).toEqual([
      { x: 30 * FT, y: -2 * FT },
      { x: 30 * FT, y: 20 * FT },
    ]);
    expect(ends(moved, 'west')[1]).toEqual({ x: 0, y: -2 * FT });
    // The partition keeps its direction: its north end slides along itself to the wall's new centre line.
    expect(ends(moved, 'partition')).toEqual([
      { x: 10 * FT, y: 20 * FT },
      { x: 10 * FT, y: -2 * FT },
    ]);
    expect(el(moved, 'south')).toBe(el(page, 'south'));
  });

  it('a typed length on a wall drags the wall joined at its moved end (its other end stays)', () => {
    const page = pageOf(box());
    const typed = run(page, (p) => setElementProperty(p, { id: 'north', key: 'length', value: 32 * FT }));
    expect(ends(typed, 'north')[1]).toEqual({ x: 32 * FT, y: 0 });
    expect(ends(typed, 'east')).toEqual([
      { x: 32 * FT, y: 0 },
      { x: 30 * FT, y: 20 * FT },
    ]);
    expect(el(typed, 'west')).toBe(el(page, 'west'));
  });

  it('a rotated wall keeps the partition butting it: the partition end lands on the turned centre line', () => {
    const page = pageOf(box());
    // Turn the north wall 5° clockwise about its west end.
    const turned = run(page, (p) =>
      rotateElementsAbout(p, { ids: ['north'], pivot: { x: 0, y: 0 }, degrees: 5 }),
    );
    const [a, b] = ends(turned, 'north');
    const [, top] = ends(turned, 'partition');
    // On the north wall's centre line, straight above the partition's south end.
    const cross = (b.x - a.x) * (top.y - a.y) - (b.y - a.y) * (top.x - a.x);
    expect(Math.abs(cross) / Math.hypot(b.x - a.x, b.y - a.y)).toBeLessThan(1e-6);
    expect(top.x).toBeCloseTo(10 * FT, 6);
    // The east wall's north end went with the north wall's east end.
    expect(ends(turned, 'east')[0].x).toBeCloseTo(b.x, 6);
    expect(ends(turned, 'east')[0].y).toBeCloseTo(b.y, 6);
  });

  it('walls that do not meet the changed wall are left as they were, and so is a page without wall changes', () => {
    const far = wall('far', 100 * FT, 0, 120 * FT, 0);
    const page = pageOf([...box(), far]);
    const moved = run(page, (p) => moveElements(p, { ids: ['north'], dx: 0, dy: -FT }));
    expect(el(moved, 'far')).toBe(far);
    const room = createRoom(
      [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
        { x: 10, y: 10 },
      ],
      'Note',
      () => 'tri',
    );
    const withRoom = pageOf([...box(), room]);
    const after = ok(moveElements(withRoom, { ids: ['tri'], dx: 5, dy: 5 }));
    expect(connectPlan(withRoom, after)).toBe(after);
  });

  it('a wall the same command adds is left where the command put it', () => {
    const a = wall('a', 0, 0, 10 * FT, 0);
    const page = pageOf([a]);
    const b = wall('b', 10 * FT, 0, 10 * FT, 10 * FT);
    // One command trims a's end by 3" and adds b starting at a's old end (a typed chain's corner does this).
    const command = (p: Page): CommandResult => ({
      ok: true,
      page: { ...p, elements: [wall('a', 0, 0, 10 * FT - 3 * IN, 0), b] },
      description: 'chain',
      history: 'record',
    });
    expect(el(run(page, command), 'b')).toBe(b);
  });

  it('a door in a partition that stretches keeps its distance from the end that stayed', () => {
    const walls = box();
    const partition = walls[4] as WallElement;
    // 3' from the partition's south end (its start).
    const door = openingInWall(
      partition,
      { type: 'door', t: 3 * FT + 18 * IN, width: 3 * FT, hinge: 'start', swing: 'left' },
      () => 'door',
    );
    const page = pageOf([...walls, door]);
    const moved = run(page, (p) => moveElements(p, { ids: ['north'], dx: 0, dy: -2 * FT }));
    const after = el<OpeningElement>(moved, 'door');
    expect(offsetFromStart(wallFrame(el<WallElement>(moved, 'partition')), after)).toBeCloseTo(3 * FT, 6);
  });
});

describe('dimensions on walls are associative', () => {
  it('an overall dimension to the outer corners follows the north wall; one elsewhere stays', () => {
    const h = 3 * IN;
    // Right side, outer north-east corner to outer south-east corner.
    const depth = dimension('depth', { x: 30 * FT + h, y: -h }, { x: 30 * FT + h, y: 20 * FT + h }, 4 * FT);
    // Along the south wall's outer face: the north wall's move does not touch it.
    const width = dimension('width', { x: -h, y: 20 * FT + h }, { x: 30 * FT + h, y: 20 * FT + h }, -4 * FT);
    const page = pageOf([...box(), depth, width]);
    const moved = run(page, (p) => moveElements(p, { ids: ['north'], dx: 0, dy: -2 * FT }));
    const d = el<DimensionElement>(moved, 'depth');
    expect({ x: d.x, y: d.y }).toEqual({ x: 30 * FT + h, y: -2 * FT - h });
    expect({ x: d.x2, y: d.y2 }).toEqual({ x: 30 * FT + h, y: 20 * FT + h });
    expect(el(moved, 'width')).toBe(width);
  });

  it('a dimension between centre-line ends follows a wall moved on its own', () => {
    const lone = wall('lone', 0, 0, 10 * FT, 0);
    const dim = dimension('dim', { x: 0, y: 0 }, { x: 10 * FT, y: 0 }, 2 * FT);
    const page = pageOf([lone, dim]);
    const moved = run(page, (p) => moveElements(p, { ids: ['lone'], dx: FT, dy: FT }));
    const d = el<DimensionElement>(moved, 'dim');
    expect([d.x, d.y, d.x2, d.y2]).toEqual([FT, FT, 11 * FT, FT]);
  });

  it("a dimension to a point along a wall (a jamb on its face) keeps that point's place on the wall", () => {
    const h = 3 * IN;
    // From the north-west outer corner to a point 6' along the north wall's outer face, and from there to a
    // point on the south wall's inner face: the north wall moves 2' north, the south wall stays.
    const along = dimension('along', { x: -h, y: -h }, { x: 6 * FT, y: -h }, -3 * FT);
    const across = dimension('across', { x: 6 * FT, y: -h }, { x: 6 * FT, y: 20 * FT - h }, 3 * FT);
    const page = pageOf([...box(), along, across]);
    const moved = run(page, (p) => moveElements(p, { ids: ['north'], dx: 0, dy: -2 * FT }));
    const a = el<DimensionElement>(moved, 'along');
    expect([a.x, a.y, a.x2, a.y2]).toEqual([-h, -2 * FT - h, 6 * FT, -2 * FT - h]);
    const c = el<DimensionElement>(moved, 'across');
    // It reads 2' more: its north end went with the wall, its south end stayed on the south wall.
    expect([c.x, c.y, c.x2, c.y2]).toEqual([6 * FT, -2 * FT - h, 6 * FT, 20 * FT - h]);
  });

  it('a point along a wall stays when the wall is stretched from its other end', () => {
    const lone = wall('lone', 0, 0, 10 * FT, 0);
    const dim = dimension('dim', { x: 0, y: 0 }, { x: 4 * FT, y: 0 }, 2 * FT);
    const page = pageOf([lone, dim]);
    const longer = run(page, (p) => setElementProperty(p, { id: 'lone', key: 'length', value: 12 * FT }));
    expect(el(longer, 'dim')).toBe(dim);
  });
});

describe('rooms bound to their walls however they were made', () => {
  it("a room drawn on the walls' inner faces (no bound mark) follows a moved wall", () => {
    const walls = box();
    const outline = enclosedOutline(walls, { x: 5 * FT, y: 10 * FT });
    if (!outline) throw new Error('not enclosed');
    const room = createRoom(outline, 'West', () => 'west-room');
    expect(room.bound).toBeUndefined();
    const page = pageOf([...walls, room]);
    const moved = run(page, (p) => moveElements(p, { ids: ['north'], dx: 0, dy: -2 * FT }));
    expect(roomArea(el<RoomElement>(moved, 'west-room'))).toBeCloseTo(
      roomArea(room) + (10 * FT - 5 * IN) * 2 * FT,
      4,
    );
  });

  it("a room drawn on the walls' centre lines follows them on their centre lines", () => {
    const walls = box();
    const room = createRoom(
      [
        { x: 10 * FT, y: 0 },
        { x: 30 * FT, y: 0 },
        { x: 30 * FT, y: 20 * FT },
        { x: 10 * FT, y: 20 * FT },
      ],
      'East',
      () => 'east-room',
    );
    const page = pageOf([...walls, room]);
    const moved = run(page, (p) => moveElements(p, { ids: ['north'], dx: 0, dy: -2 * FT }));
    const after = el<RoomElement>(moved, 'east-room');
    expect(roomArea(after)).toBeCloseTo(20 * FT * 22 * FT, 4);
    expect(after.points).toHaveLength(4);
  });
});

describe('an adopted layout edited: the plan stays connected', () => {
  const res = generateVariants(
    {
      square_footage: 2200,
      num_bedrooms: 4,
      num_bathrooms: 2.5,
      num_car_garage: 2,
      story: 1,
      layout_style: 'standard',
    },
    { seed: 247623815, count: 1 },
  );
  if (!res.ok) throw new Error(res.message);
  const page = planToPages(res.variants[0] as Plan)[0] as Page;
  const walls = page.elements.filter((e): e is WallElement => e.type === 'wall');
  const northY = Math.min(...walls.map((w) => Math.min(w.y, w.y2)));
  const north = walls.find(
    (w) => w.y === northY && w.y2 === northY && w.thickness === 6.5 * IN,
  ) as WallElement;
  const rooms = page.elements.filter((e): e is RoomElement => e.type === 'room');
  const total = (p: Page) =>
    p.elements.filter((e): e is RoomElement => e.type === 'room').reduce((s, r) => s + roomArea(r), 0);

  it("stretching the north wall 2' north carries every wall ending on it, every room along it and the depth", () => {
    const window = {
      minX: Math.min(north.x, north.x2) - FT,
      maxX: Math.max(north.x, north.x2) + FT,
      minY: northY - FT,
      maxY: northY + FT,
    };
    const caught = page.elements.filter((e) => {
      if (e.type !== 'wall') return false;
      return [e.y, e.y2].some((y) => y >= window.minY && y <= window.maxY);
    });
    const stretched = run(page, (p) =>
      stretchElements(p, { ids: caught.map((w) => w.id), window, dx: 0, dy: -2 * FT }),
    );
    // Every wall end that was on the north wall's centre line is 2' further north; nothing else moved.
    for (const w of walls) {
      const [a, b] = lineEndpoints(w);
      const [a2, b2] = ends(stretched, w.id);
      expect(a2.y).toBe(a.y === northY ? northY - 2 * FT : a.y);
      expect(b2.y).toBe(b.y === northY ? northY - 2 * FT : b.y);
    }
    // The rooms along the north wall grew by their width × 2'; the plan's area by its width × 2'.
    const width = Math.abs(north.x2 - north.x);
    expect(total(stretched)).toBeCloseTo(total(page) + width * 2 * FT, 2);
    for (const r of rooms) {
      const top = Math.min(...r.points.map((q) => r.y + q.y));
      const now = el<RoomElement>(stretched, r.id);
      const w = Math.max(...r.points.map((q) => q.x)) - Math.min(...r.points.map((q) => q.x));
      expect(roomArea(now)).toBeCloseTo(roomArea(r) + (top === northY ? w * 2 * FT : 0), 2);
    }
    // The overall depth dimension reads 2' more; the width dimension is untouched.
    const depth = (p: Page) => {
      const d = el<DimensionElement>(p, 's1-dim-depth');
      return Math.hypot(d.x2 - d.x, d.y2 - d.y);
    };
    expect(depth(stretched)).toBeCloseTo(depth(page) + 2 * FT, 6);
    expect(el(stretched, 's1-dim-width')).toBe(el(page, 's1-dim-width'));
  });

  it('moving the north wall alone (Properties, Shift+arrows, a drag) does the same', () => {
    const moved = run(page, (p) => moveElements(p, { ids: [north.id], dx: 0, dy: -2 * FT }));
    expect(total(moved)).toBeCloseTo(total(page) + Math.abs(north.x2 - north.x) * 2 * FT, 2);
    for (const w of walls) {
      const [a, b] = lineEndpoints(w);
      const [a2, b2] = ends(moved, w.id);
      expect([a2.y, b2.y]).toEqual([a, b].map((q) => (q.y === northY ? northY - 2 * FT : q.y)));
    }
  });
});
