import { connect } from './connect';
import type { Box } from './geometry';
import { rectPolygon, SQIN_PER_SQFT } from './geometry';
import type { Frame, LayoutContext, LayoutState, Placed } from './layout';
import { boxShared, place } from './layout';
import { BEDROOMS, HABITABLE } from './program';
import { doorWidth, isOpenPair } from './rules';
import type { FrontSide, PlanDoor, PlanRoom, PlanStory, PlanWindow, Vec } from './types';
import { wallsOf } from './walls';

/** Window glass height assumed when sizing glazing to IRC R303.1's 8 % of floor area. */
export const GLAZING_HEIGHT_IN = 48;
/** Smallest window we call egress: 36" frame leaves the 24" clear width of IRC R310.2.2. */
export const EGRESS_WIDTH_IN = 36;
const ENTRY_DOOR_IN = 36;

function sharedSegment(a: Box, b: Box): [Vec, Vec] | null {
  if (a.x1 === b.x0 || b.x1 === a.x0) {
    const x = a.x1 === b.x0 ? a.x1 : a.x0;
    const lo = Math.max(a.y0, b.y0);
    const hi = Math.min(a.y1, b.y1);
    return hi > lo
      ? [
          [x, lo],
          [x, hi],
        ]
      : null;
  }
  if (a.y1 === b.y0 || b.y1 === a.y0) {
    const y = a.y1 === b.y0 ? a.y1 : a.y0;
    const lo = Math.max(a.x0, b.x0);
    const hi = Math.min(a.x1, b.x1);
    return hi > lo
      ? [
          [lo, y],
          [hi, y],
        ]
      : null;
  }
  return null;
}

/** The parts of a box's edges on the outline box, longest first. */
function exteriorEdges(b: Box, o: Box): [Vec, Vec][] {
  const e: [Vec, Vec][] = [];
  if (b.y0 === o.y0)
    e.push([
      [b.x0, b.y0],
      [b.x1, b.y0],
    ]);
  if (b.y1 === o.y1)
    e.push([
      [b.x0, b.y1],
      [b.x1, b.y1],
    ]);
  if (b.x0 === o.x0)
    e.push([
      [b.x0, b.y0],
      [b.x0, b.y1],
    ]);
  if (b.x1 === o.x1)
    e.push([
      [b.x1, b.y0],
      [b.x1, b.y1],
    ]);
  const len = ([p, q]: [Vec, Vec]) => Math.abs(q[0] - p[0]) + Math.abs(q[1] - p[1]);
  return e.sort((s, t) => len(t) - len(s));
}

const WINDOWLESS = new Set(['garage', 'hall', 'stair', 'closet', 'pantry', 'laundry', 'mudroom', 'foyer']);

function windowsFor(room: Placed, id: string, outline: Box, next: () => string): PlanWindow[] {
  if (WINDOWLESS.has(room.type)) return [];
  const b = room.box;
  const areaIn2 = (b.x1 - b.x0) * (b.y1 - b.y0);
  const bedroom = BEDROOMS.has(room.type);
  const needsLight = HABITABLE.has(room.type) || room.type === 'kitchen';
  let need = needsLight
    ? Math.max(bedroom ? EGRESS_WIDTH_IN : 24, Math.ceil((0.08 * areaIn2) / GLAZING_HEIGHT_IN))
    : 24;
  const out: PlanWindow[] = [];
  for (const [p, q] of exteriorEdges(b, outline)) {
    if (need <= 0) break;
    const len = Math.abs(q[0] - p[0]) + Math.abs(q[1] - p[1]);
    const avail = len - 24;
    if (avail < 18) continue;
    const mx = (p[0] + q[0]) / 2;
    const my = (p[1] + q[1]) / 2;
    const ux = Math.sign(q[0] - p[0]);
    const uy = Math.sign(q[1] - p[1]);
    // Rounded up to whole inches on each side of the centre, so the window never falls short of the need.
    const half = Math.min(Math.floor(avail / 2), Math.ceil(need / 2));
    out.push({
      id: next(),
      room: id,
      a: [Math.round(mx - ux * half), Math.round(my - uy * half)],
      b: [Math.round(mx + ux * half), Math.round(my + uy * half)],
      egress: bedroom && 2 * half >= EGRESS_WIDTH_IN,
    });
    need -= 2 * half;
    // Rooms that need a lot of glass may use more edges; baths stop at one window.
    if (!needsLight) break;
  }
  return out;
}

export interface Built {
  readonly stories: PlanStory[];
}

/** The plan's stories from a layout state, in the generator's frame (front at y = 0, garage on the left). */
export function buildStories(
  ctx: LayoutContext,
  state: LayoutState,
  openLiving: boolean,
): { stories: PlanStory[]; frame: Frame } {
  const { frame, rooms } = place(ctx, state);
  const n = rooms.length;
  const ids = rooms.map((_, i) => `r${i + 1}`);
  const shared = (i: number, j: number) => {
    const a = rooms[i] as Placed;
    const b = rooms[j] as Placed;
    return a.level === b.level ? boxShared(a.box, b.box) : 0;
  };
  const same = (i: number, j: number) => {
    const a = (rooms[i] as Placed).box;
    const b = (rooms[j] as Placed).box;
    return a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;
  };
  const { links } = connect(rooms, shared, same);
  const doorsBy: PlanDoor[][] = Array.from({ length: ctx.stories }, () => []);
  const winBy: PlanWindow[][] = Array.from({ length: ctx.stories }, () => []);
  let dn = 0;
  let wn = 0;
  const nextDoor = () => `d${++dn}`;
  const nextWin = () => `w${++wn}`;
  const linked = new Set<string>();
  const addDoor = (i: number, j: number, forceOpen: boolean) => {
    const a = rooms[i] as Placed;
    const b = rooms[j] as Placed;
    const seg = sharedSegment(a.box, b.box);
    if (!seg) return;
    const len = Math.abs(seg[1][0] - seg[0][0]) + Math.abs(seg[1][1] - seg[0][1]);
    const open = isOpenPair(a.type, b.type) || forceOpen || a.type === 'stair' || b.type === 'stair';
    const width = open
      ? Math.max(doorWidth(a.type, b.type), Math.min(openLiving ? 96 : 48, len - 12))
      : doorWidth(a.type, b.type);
    linked.add(`${Math.min(i, j)}:${Math.max(i, j)}`);
    doorsBy[a.level]?.push({
      id: nextDoor(),
      between: [ids[i] as string, ids[j] as string],
      center: [Math.round((seg[0][0] + seg[1][0]) / 2), Math.round((seg[0][1] + seg[1][1]) / 2)],
      width_in: width,
      kind: open ? 'opening' : 'swing',
    });
  };
  const levelBox = (level: number): Box =>
    level === 0
      ? { x0: 0, y0: 0, x1: frame.gw + frame.w, y1: frame.d }
      : { x0: frame.gw, y0: 0, x1: frame.gw + frame.w, y1: frame.d };
  // Entry and garage doors first, so their ids are stable and easy to find.
  rooms.forEach((r, i) => {
    if (r.level !== 0) return;
    if (r.type === 'foyer' && r.box.y0 === 0) {
      doorsBy[0]?.push({
        id: nextDoor(),
        between: [ids[i] as string, 'exterior'],
        center: [Math.round((r.box.x0 + r.box.x1) / 2), 0],
        width_in: ENTRY_DOOR_IN,
        kind: 'entry',
      });
    }
    if (r.type === 'garage') {
      const w = Math.min(r.box.x1 - r.box.x0 - 24, ctx.cars === 1 ? 108 : 96 * ctx.cars);
      doorsBy[0]?.push({
        id: nextDoor(),
        between: [ids[i] as string, 'exterior'],
        center: [Math.round((r.box.x0 + r.box.x1) / 2), 0],
        width_in: w,
        kind: 'overhead',
      });
    }
  });
  for (const l of links) if (!l.vertical) addDoor(l.parent, l.child, false);
  // Kitchens open to the dining and family rooms beside them; open-living plans open every public pair.
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = rooms[i] as Placed;
      const b = rooms[j] as Placed;
      const wanted = openLiving || a.type === 'kitchen' || b.type === 'kitchen';
      if (wanted && !linked.has(`${i}:${j}`) && isOpenPair(a.type, b.type) && shared(i, j) >= 60)
        addDoor(i, j, true);
    }
  rooms.forEach((r, i) =>
    winBy[r.level]?.push(...windowsFor(r, ids[i] as string, levelBox(r.level), nextWin)),
  );
  const stories: PlanStory[] = [];
  for (let level = 0; level < ctx.stories; level++) {
    const mine = rooms.map((r, i) => ({ r, i })).filter(({ r }) => r.level === level);
    const planRooms = mine.map(({ r, i }): PlanRoom => {
      const room: PlanRoom = {
        id: ids[i] as string,
        type: r.type,
        name: r.name,
        polygon: rectPolygon(r.box),
        area_sqft: Math.round((((r.box.x1 - r.box.x0) * (r.box.y1 - r.box.y0)) / SQIN_PER_SQFT) * 10) / 10,
      };
      return r.targetSqft !== undefined ? { ...room, target_sqft: r.targetSqft } : room;
    });
    stories.push({
      level,
      footprint: rectPolygon(levelBox(level)),
      rooms: planRooms,
      doors: doorsBy[level] ?? [],
      windows: winBy[level] ?? [],
      walls: wallsOf(mine.map(({ r }) => r.box)),
    });
  }
  return { stories, frame };
}

/** Rotation (quarter turns, counter-clockwise) that brings the generator's south front to the requested side. */
const TURNS: Record<FrontSide, number> = { south: 0, east: 1, north: 2, west: 3 };

export function rotateVec(p: Vec, turns: number): Vec {
  let [x, y] = p;
  for (let i = 0; i < ((turns % 4) + 4) % 4; i++) [x, y] = [-y, x];
  return [x + 0, y + 0];
}

export function frontTurns(side: FrontSide | undefined): number {
  return TURNS[side ?? 'south'];
}

/** Mirror (within the width), shift, then turn to the front side: the same map for every point of the plan. */
export function transformStories(stories: PlanStory[], map: (p: Vec) => Vec): PlanStory[] {
  const seg = <T extends { a: Vec; b: Vec }>(s: T): T => ({ ...s, a: map(s.a), b: map(s.b) });
  return stories.map((s) => ({
    ...s,
    footprint: s.footprint.map(map),
    rooms: s.rooms.map((r) => ({ ...r, polygon: r.polygon.map(map) })),
    doors: s.doors.map((d) => ({ ...d, center: map(d.center) })),
    windows: s.windows.map(seg),
    walls: s.walls.map(seg),
  }));
}
