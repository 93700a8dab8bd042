import { clearBox } from './clear';
import { fixturesOf, type FixtureEdge } from './fixtures';
import type { Box } from './geometry';
import { rectPolygon, sharedEdge, SQIN_PER_SQFT, type SharedEdge } from './geometry';
import { CIRCULATION, HABITABLE } from './program';
import type { DoorDecl, Scheme, SchemeRoom } from './scheme';
import { stairIn } from './stairs';
import { doorSwing } from './swing';
import type {
  DoorKind,
  PlanDoor,
  PlanFixture,
  PlanRoom,
  PlanStair,
  PlanStory,
  PlanWindow,
  RoomType,
} from './types';
import { outlineOf, wallsOf } from './walls';
import { exteriorSpans, windowsOf } from './windows';

/**
 * A scheme made into plan stories: room outlines, the walls they imply, doors placed on the walls two rooms
 * share (and swung), stairs in their rooms, windows on outside walls and fixtures clear of the doors. What a
 * scheme asks but the geometry cannot give — a door whose wall is too short, a stair too short for the floor
 * height, a bath with no wall for its toilet — is reported, and the scheme is not used.
 */

export interface Assembled {
  readonly stories: PlanStory[];
  readonly problems: string[];
}

/** Door leaf widths (inches): 36" entries, 32" to rooms, 30" to baths, narrower to reach-in closets. */
export function leafWidth(a: RoomType, b: RoomType | 'exterior'): number {
  const w = (t: RoomType | 'exterior') => {
    switch (t) {
      case 'closet':
        return 30;
      case 'pantry':
        return 28;
      case 'half_bath':
        return 28;
      case 'bathroom':
      case 'primary_bath':
      case 'laundry':
        return 30;
      case 'exterior':
        return 36;
      default:
        return 32;
    }
  };
  return Math.min(w(a), w(b));
}

const OPEN_PLAN: ReadonlySet<RoomType> = new Set(['living', 'dining', 'kitchen', 'family']);
/** A jamb stays this far from the wall line it meets (the perpendicular wall's half and some trim). */
const JAMB_CLEAR_IN = 4.5;

function edgeOf(box: Box, edge: DoorDecl['edge']): SharedEdge {
  switch (edge) {
    case 'x0':
      return { horizontal: false, line: box.x0, lo: box.y0, hi: box.y1 };
    case 'x1':
      return { horizontal: false, line: box.x1, lo: box.y0, hi: box.y1 };
    case 'y1':
      return { horizontal: true, line: box.y1, lo: box.x0, hi: box.x1 };
    default:
      return { horizontal: true, line: box.y0, lo: box.x0, hi: box.x1 };
  }
}

const onEdge = (s: SharedEdge, edge: DoorDecl['edge'], box: Box): boolean => {
  if (!edge) return true;
  const e = edgeOf(box, edge);
  return e.horizontal === s.horizontal && e.line === s.line;
};

interface DoorPlace {
  readonly center: [number, number];
  readonly width: number;
  readonly horizontal: boolean;
}

/** Where a door of `width` goes on a shared wall, or null when the wall is too short for it. */
function placeOnWall(
  s: SharedEdge,
  width: number,
  at: DoorDecl['at'],
  corner: number | null,
  within?: readonly [number, number],
): DoorPlace | null {
  const lo = Math.max(s.lo, within ? within[0] : -Infinity) + JAMB_CLEAR_IN;
  const hi = Math.min(s.hi, within ? within[1] : Infinity) - JAMB_CLEAR_IN;
  if (hi - lo < width) return null;
  let c: number;
  if (at === 'lo') c = lo + width / 2;
  else if (at === 'hi') c = hi - width / 2;
  else if (at === 'mid' || corner === null) c = (lo + hi) / 2;
  else c = Math.abs(corner - lo) <= Math.abs(corner - hi) ? lo + width / 2 : hi - width / 2;
  c = Math.round(c * 2) / 2;
  return { center: s.horizontal ? [c, s.line] : [s.line, c], width, horizontal: s.horizontal };
}

/** A corner of the served room on the shared wall's line (so a leaf can fold against its side wall), if any. */
function servedCorner(s: SharedEdge, served: Box): number | null {
  const ends = s.horizontal ? [served.x0, served.x1] : [served.y0, served.y1];
  const hit = ends.filter((v) => Math.abs(v - s.lo) < 1 || Math.abs(v - s.hi) < 1);
  return hit.length > 0 ? (hit[0] as number) : null;
}

export interface AssembleOptions {
  readonly floorToFloorIn: number;
  readonly cars: number;
}

export function assemble(scheme: Scheme, opts: AssembleOptions): Assembled {
  const problems: string[] = [];
  let rn = 0;
  let dn = 0;
  let wn = 0;
  let fn = 0;
  let sn = 0;
  const ids = scheme.stories.map((st) => new Map(st.rooms.map((r) => [r.spec.key, `r${++rn}`])));
  const boxes = scheme.stories.map((st) => new Map(st.rooms.map((r) => [r.spec.key, r])));
  const stories: PlanStory[] = [];
  // A stair stacked over another is laid in the lower one's clear box: an upper stair room may run further (its
  // landing to the front wall), but the flights stand over the ones below.
  const stairClear = new Map<string, Box>();
  scheme.stories.forEach((st, level) => {
    const idOf = ids[level] as Map<string, string>;
    const byKey = boxes[level] as Map<string, SchemeRoom>;
    const rooms: PlanRoom[] = st.rooms.map((r) => ({
      id: idOf.get(r.spec.key) as string,
      type: r.spec.type,
      name: r.spec.name,
      polygon: rectPolygon(r.box),
      area_sqft: Math.round((((r.box.x1 - r.box.x0) * (r.box.y1 - r.box.y0)) / SQIN_PER_SQFT) * 10) / 10,
      ...(r.spec.target > 0 && !CIRCULATION.has(r.spec.type) ? { target_sqft: r.spec.target } : {}),
      ...(r.spec.proposed ? { proposed: true } : {}),
    }));
    const roomById = new Map(rooms.map((r) => [r.id, r]));
    const walls = wallsOf(st.rooms.map((r) => r.box));
    const footprint = outlineOf(walls);
    if (!footprint) problems.push(`level ${level + 1}: rooms do not make one outline`);
    const doors: PlanDoor[] = [];
    const horizontal: boolean[] = [];
    for (const d of st.doors) {
      const a = byKey.get(d.a);
      if (!a) {
        problems.push(`door from unknown ${d.a}`);
        continue;
      }
      if (d.b === 'exterior') {
        const s = edgeOf(a.box, d.edge ?? 'y0');
        const kind: DoorKind = d.kind ?? 'swing';
        const width =
          d.width ??
          (kind === 'overhead'
            ? Math.min(s.hi - s.lo - 30, opts.cars <= 1 ? 108 : Math.min(96 * opts.cars, 216))
            : 36);
        const place = placeOnWall(s, width, d.at ?? 'mid', null, d.within);
        if (!place) {
          if (!d.optional) problems.push(`no wall for the ${kind} door of ${a.spec.name}`);
          continue;
        }
        doors.push({
          id: `d${++dn}`,
          between: [idOf.get(d.a) as string, 'exterior'],
          center: place.center,
          width_in: place.width,
          kind,
        });
        horizontal.push(place.horizontal);
        continue;
      }
      const targets = typeof d.b === 'string' ? [d.b] : d.b;
      let placed = false;
      for (const key of targets) {
        const b = byKey.get(key);
        if (!b) continue;
        const s = sharedEdge(a.box, b.box);
        if (!s || !onEdge(s, d.edge, a.box)) continue;
        const open =
          d.kind === 'opening' ||
          (d.kind === undefined && OPEN_PLAN.has(a.spec.type) && OPEN_PLAN.has(b.spec.type));
        const kind: DoorKind = open ? 'opening' : (d.kind ?? 'swing');
        const span = s.hi - s.lo - 2 * JAMB_CLEAR_IN;
        const width =
          d.width ??
          (kind === 'opening'
            ? OPEN_PLAN.has(a.spec.type) && OPEN_PLAN.has(b.spec.type)
              ? Math.min(192, Math.max(36, span - 24))
              : Math.min(48, Math.max(36, span))
            : leafWidth(a.spec.type, b.spec.type));
        const served = kind === 'opening' ? null : servedCorner(s, b.box);
        const place = placeOnWall(
          s,
          Math.min(width, kind === 'opening' ? span : width),
          d.at,
          served,
          d.within,
        );
        if (!place || place.width < 24) continue;
        doors.push({
          id: `d${++dn}`,
          between: [idOf.get(d.a) as string, idOf.get(key) as string],
          center: place.center,
          width_in: place.width,
          kind,
        });
        horizontal.push(place.horizontal);
        placed = true;
        break;
      }
      if (!placed && !d.optional)
        problems.push(`no wall for a door from ${a.spec.name} to ${targets.join('/')}`);
    }
    // Swings once every door is known (a door's swing only depends on its own rooms).
    const swung = doors.map((d, i) => {
      const swing = doorSwing(d, roomById, horizontal[i] ?? true);
      return swing ? { ...d, swing } : d;
    });
    const stairs: PlanStair[] = [];
    for (const sd of st.stairs) {
      const room = byKey.get(sd.key);
      const upper = boxes[level + 1]?.get(sd.upperKey);
      if (!room || !upper) {
        problems.push(`stair ${sd.key} has no room above`);
        continue;
      }
      const stackedAbove = (scheme.stories[level + 1]?.stairs ?? []).some((u) => u.key === sd.upperKey);
      const own = clearBox(rectPolygon(room.box), walls);
      const clear = stairClear.get(`${level}:${sd.key}`) ?? own;
      stairClear.set(`${level + 1}:${sd.upperKey}`, clear);
      const stair = stairIn(
        sd,
        `st${++sn}`,
        idOf.get(sd.key) as string,
        ids[level + 1]?.get(sd.upperKey) as string,
        clear,
        opts.floorToFloorIn,
        stackedAbove,
      );
      if (!stair) problems.push(`stair ${sd.key} is too small for ${opts.floorToFloorIn}" floor to floor`);
      else stairs.push(stair);
    }
    const windows: PlanWindow[] = [];
    const fixtures: PlanFixture[] = [];
    for (const r of st.rooms) {
      const id = idOf.get(r.spec.key) as string;
      const mine = swung.filter((d) => d.between.includes(id));
      const clear = clearBox(rectPolygon(r.box), walls);
      const clearSqft = ((clear.x1 - clear.x0) * (clear.y1 - clear.y0)) / 144;
      const exteriorDoors = mine.filter((d) => d.between[1] === 'exterior');
      const wins = windowsOf(r.spec.type, id, r.box, clearSqft, walls, exteriorDoors, () => `w${++wn}`);
      windows.push(...wins);
      const windowEdges = new Set<FixtureEdge>();
      for (const w of wins) {
        if (w.a[1] === w.b[1]) windowEdges.add(Math.abs(w.a[1] - r.box.y0) < 1 ? 'y0' : 'y1');
        else windowEdges.add(Math.abs(w.a[0] - r.box.x0) < 1 ? 'x0' : 'x1');
      }
      const fx = fixturesOf(r.spec.type, id, clear, mine, windowEdges, () => `f${++fn}`);
      if (!fx) problems.push(`${r.spec.name}: no wall for its fixtures`);
      else fixtures.push(...fx);
      if (HABITABLE.has(r.spec.type) && r.spec.type !== 'office' && exteriorSpans(r.box, walls).length === 0)
        problems.push(`${r.spec.name} has no outside wall`);
    }
    stories.push({
      level,
      footprint: footprint ?? rectPolygon(st.rooms[0]?.box ?? { x0: 0, y0: 0, x1: 1, y1: 1 }),
      rooms,
      doors: swung,
      windows,
      walls,
      floor_to_floor_in: opts.floorToFloorIn,
      stairs,
      fixtures,
    });
  });
  return { stories, problems };
}
