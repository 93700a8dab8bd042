import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageSchema } from '../../../src/contract/drawing';
import { deleteElements } from '../../../src/core/commands/createDelete';
import { withConnectedPlan } from '../../../src/core/commands/connectedPlan';
import { retraceBoundRooms } from '../../../src/core/commands/liveRooms';
import { moveElements } from '../../../src/core/commands/move';
import type { CommandResult } from '../../../src/core/commands/result';
import { roomArea } from '../../../src/core/geometry/buildingGeometry';
import { enclosedOutline } from '../../../src/core/geometry/roomDetect';
import { createRoom } from '../../../src/core/model/buildingFactories';
import type { DrawingElement, RoomElement, WallElement } from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { Driver } from '../editor/driver';
import { pageOf } from './fixtures';

const IN = 96;
const sixteenths = (min: number, max: number) => fc.integer({ min, max }).map((n) => (n * IN) / 16);

const wall = (id: string, x: number, y: number, x2: number, y2: number, thickness: number): WallElement =>
  finalizeElement({ id, type: 'wall', x, y, rotation: 0, x2, y2, thickness }) as WallElement;

/**
 * Four walls crossing like a '#' around an inner area w × h whose top-left corner is (ox, oy): each runs `over`
 * past the others, so one can move by less than that and the area stays closed. Ids: left, right, top, bottom.
 */
function hashWalls(ox: number, oy: number, w: number, h: number, t: number, over: number): WallElement[] {
  const l = ox - t / 2;
  const r = ox + w + t / 2;
  const top = oy - t / 2;
  const bottom = oy + h + t / 2;
  return [
    wall('left', l, top - over, l, bottom + over, t),
    wall('right', r, top - over, r, bottom + over, t),
    wall('top', l - over, top, r + over, top, t),
    wall('bottom', l - over, bottom, r + over, bottom, t),
  ];
}

function boundRoomIn(
  elements: readonly DrawingElement[],
  at: { x: number; y: number },
  id = 'room',
): RoomElement {
  const outline = enclosedOutline(elements, at);
  if (!outline) throw new Error('not enclosed');
  return createRoom(outline, 'Kitchen', () => id, { bound: true });
}

const ok = (r: CommandResult): Page => {
  if (!r.ok) throw new Error(r.error);
  return r.page;
};

const roomOf = (page: Page, id = 'room'): RoomElement => {
  const el = page.elements.find((e) => e.id === id);
  if (el?.type !== 'room') throw new Error(`no room ${id}`);
  return el;
};

/** A move of walls as the editor runs it: the command, then the bound rooms it touched traced again. */
const moveLive = (page: Page, ids: string[], dx: number, dy: number): Page =>
  ok(withConnectedPlan(page, moveElements(page, { ids, dx, dy })));

describe('rooms bound to their walls', () => {
  it('moving a wall by d changes the area by d × the length of the room along that wall (within 1e-6)', () => {
    fc.assert(
      fc.property(
        // Lengths as a drafter types them, to the 1/16" (6 world units); rooms 4' to 30' across.
        fc.record({
          ox: sixteenths(-2000, 2000),
          oy: sixteenths(-2000, 2000),
          w: sixteenths(48 * 16, 360 * 16),
          h: sixteenths(48 * 16, 360 * 16),
          t: sixteenths(2 * 16, 12 * 16),
          which: fc.constantFrom('left', 'right', 'top', 'bottom'),
          // Outwards when positive; never past the other walls' overshoot nor through the room.
          d: sixteenths(-40 * 16, 40 * 16),
        }),
        ({ ox, oy, w, h, t, which, d }) => {
          const walls = hashWalls(ox, oy, w, h, t, 48 * IN);
          const room = boundRoomIn(walls, { x: ox + w / 2, y: oy + h / 2 });
          const page = pageOf([...walls, room]);
          expect(roomArea(room)).toBeCloseTo(w * h, 6);
          const dx = which === 'left' ? -d : which === 'right' ? d : 0;
          const dy = which === 'top' ? -d : which === 'bottom' ? d : 0;
          const along = which === 'left' || which === 'right' ? h : w;
          const after = roomOf(moveLive(page, [which], dx, dy));
          expect(Math.abs(roomArea(after) - (roomArea(room) + d * along))).toBeLessThanOrEqual(1e-6);
          expect(after.enclosed).toBeUndefined();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a wall deleted leaves the room its last outline, marked not enclosed; put back, the room is enclosed again', () => {
    const walls = hashWalls(0, 0, 120 * IN, 96 * IN, 6 * IN, 24 * IN);
    const room = boundRoomIn(walls, { x: 60 * IN, y: 48 * IN });
    const page = pageOf([...walls, room]);
    const open = ok(withConnectedPlan(page, deleteElements(page, { ids: ['right'] })));
    const kept = roomOf(open);
    expect(kept.enclosed).toBe(false);
    expect(kept.points).toEqual(room.points);
    expect(roomArea(kept)).toBe(roomArea(room));
    const back = retraceBoundRooms(open, { ...open, elements: [walls[1] as WallElement, ...open.elements] });
    expect(roomOf(back).enclosed).toBeUndefined();
    expect(roomArea(roomOf(back))).toBeCloseTo(roomArea(room), 6);
  });

  it('rooms drawn by hand, rooms far from the change and changes without walls are left as they are', () => {
    const walls = hashWalls(0, 0, 120 * IN, 96 * IN, 6 * IN, 24 * IN);
    const bound = boundRoomIn(walls, { x: 60 * IN, y: 48 * IN });
    // Drawn by hand 6" inside the walls' faces: not what the walls enclose, so not bound to them.
    const manual = finalizeElement({
      ...bound,
      id: 'manual',
      bound: undefined,
      x: bound.x + 6 * IN,
      y: bound.y + 6 * IN,
      points: bound.points.map((p) => ({ x: Math.max(0, p.x - 12 * IN), y: Math.max(0, p.y - 12 * IN) })),
    }) as RoomElement;
    const farWalls = hashWalls(10_000 * IN, 0, 120 * IN, 96 * IN, 6 * IN, 24 * IN).map((w) => ({
      ...w,
      id: `far-${w.id}`,
    }));
    const far = boundRoomIn(farWalls, { x: 10_060 * IN, y: 48 * IN }, 'far');
    const page = pageOf([...walls, ...farWalls, bound, manual, far]);
    const moved = moveLive(page, ['right'], 12 * IN, 0);
    expect(roomArea(roomOf(moved))).toBeCloseTo(roomArea(bound) + 12 * IN * 96 * IN, 6);
    expect(roomOf(moved, 'manual')).toBe(manual);
    expect(roomOf(moved, 'far')).toBe(far);
    // Moving the room itself (no wall changed) traces nothing.
    const roomMoved = moveLive(page, ['room'], 5, 5);
    expect(roomOf(roomMoved).x).toBe(bound.x + 5);
  });

  it('a room moved with its walls keeps its outline object (nothing to trace again)', () => {
    const walls = hashWalls(0, 0, 120 * IN, 96 * IN, 6 * IN, 24 * IN);
    const room = boundRoomIn(walls, { x: 60 * IN, y: 48 * IN });
    const page = pageOf([...walls, room]);
    const moved = moveLive(page, ['left', 'right', 'top', 'bottom', 'room'], 100, 50);
    const r = roomOf(moved);
    expect(r.x).toBeCloseTo(room.x + 100, 9);
    expect(r.points).toBe(room.points);
  });

  it('documents keep rooms without the flag as hand-drawn rooms, and the flags round-trip the contract', () => {
    const walls = hashWalls(0, 0, 120 * IN, 96 * IN, 6 * IN, 24 * IN);
    const room = { ...boundRoomIn(walls, { x: 60 * IN, y: 48 * IN }), enclosed: false };
    const parsed = PageSchema.parse(pageOf([room]));
    expect(parsed.elements[0]).toMatchObject({ bound: true, enclosed: false });
    const { bound: _b, enclosed: _e, ...old } = room;
    const legacy = PageSchema.parse(pageOf([old]));
    expect(legacy.elements[0]).not.toHaveProperty('bound');
    expect(() =>
      PageSchema.parse(pageOf([{ ...room, bound: 'yes' } as unknown as DrawingElement])),
    ).toThrow();
  });
});

describe('the editor with live rooms', () => {
  it('a wall moved in the editor re-traces its room in the same undo step', () => {
    const walls = hashWalls(0, 0, 120 * IN, 96 * IN, 6 * IN, 24 * IN);
    const room = boundRoomIn(walls, { x: 60 * IN, y: 48 * IN });
    const d = new Driver([...walls, room]);
    const before = roomArea(roomOf(d.page));
    d.store.execute((p) => moveElements(p, { ids: ['bottom'], dx: 0, dy: 24 * IN }));
    expect(roomArea(roomOf(d.page))).toBeCloseTo(before + 24 * IN * 120 * IN, 6);
    d.store.undo();
    expect(roomArea(roomOf(d.page))).toBeCloseTo(before, 6);
    expect(d.page.elements.find((e) => e.id === 'bottom')).toBe(walls[3]);
  });

  it('the room tool makes bound rooms', () => {
    const walls = hashWalls(0, 0, 120 * IN, 96 * IN, 6 * IN, 24 * IN);
    const d = new Driver(walls);
    d.store.setCamera({ x: 0, y: 0, zoom: 0.05 });
    d.store.setTool('room');
    d.click(60 * IN * 0.05, 48 * IN * 0.05);
    const room = d.page.elements.find((e) => e.type === 'room');
    expect(room).toMatchObject({ bound: true });
  });
});
