import type { RoomSpec } from './program';
import { HALL_WIDTH_IN, STAIR_RUN_IN, STAIR_WIDTH_IN } from './program';
import type { RoomType } from './types';

/**
 * Which story each room goes on. Public rooms stay on the ground story and the bedrooms go up; then whole units
 * (a bedroom, the primary suite, the family room, the office, the laundry) move between stories while that brings
 * each story's demand closer to its share, because every story has the same body and what is left over or missing
 * on a story becomes area error. A story left far under its share gets a bonus room.
 */
const GROUND_ONLY: ReadonlySet<RoomType> = new Set([
  'foyer',
  'living',
  'kitchen',
  'dining',
  'pantry',
  'mudroom',
  'half_bath',
]);

export function distribute(
  rooms: readonly RoomSpec[],
  stories: number,
  bodySqft: number,
  stripRooms: ReadonlySet<string>,
): RoomSpec[][] {
  const floors: RoomSpec[][] = Array.from({ length: stories }, () => []);
  if (stories === 1) {
    floors[0]?.push(...rooms);
    return floors;
  }
  const units: RoomSpec[][] = [];
  const suite = rooms.filter(
    (r) =>
      r.type === 'primary_bedroom' ||
      r.type === 'primary_bath' ||
      (r.type === 'closet' && r.name.startsWith('Walk')),
  );
  if (suite.length) units.push(suite);
  for (const r of rooms) if (!suite.includes(r)) units.push([r]);
  const where = new Map<RoomSpec[], number>();
  let up = 0;
  for (const u of units) {
    const isPrivate = u.some((r) => r.zone === 'private');
    if (isPrivate) {
      where.set(u, 1 + (up++ % (stories - 1)));
    } else where.set(u, 0);
  }
  // Fixed circulation per story: hall band and stair.
  const width = bodySqft * 144 > 0 ? Math.sqrt(bodySqft * 144 * 2.2) : 0;
  const circ =
    ((HALL_WIDTH_IN * Math.max(0, width - STAIR_RUN_IN) + STAIR_WIDTH_IN * STAIR_RUN_IN) / 144) | 0;
  const demand = () => {
    const d = new Array<number>(stories).fill(circ);
    for (const [u, f] of where)
      for (const r of u) if (!stripRooms.has(r.key)) d[f] = (d[f] as number) + r.target;
    return d;
  };
  const cost = () => demand().reduce((s, v) => s + Math.abs(v - bodySqft), 0);
  for (let iter = 0; iter < 40; iter++) {
    let bestCost = cost();
    let bestMove: [RoomSpec[], number] | null = null;
    for (const u of units) {
      const t = (u[0] as RoomSpec).type;
      if (GROUND_ONLY.has(t) || u.some((r) => stripRooms.has(r.key))) continue;
      const from = where.get(u) as number;
      for (let f = 0; f < stories; f++) {
        if (f === from) continue;
        where.set(u, f);
        const c = cost();
        if (c < bestCost - 1) {
          bestCost = c;
          bestMove = [u, f];
        }
        where.set(u, from);
      }
    }
    if (!bestMove) break;
    where.set(bestMove[0], bestMove[1]);
  }
  const unitCount = new Array<number>(stories).fill(0);
  for (const [u, f] of where) {
    floors[f]?.push(...u);
    unitCount[f] = (unitCount[f] as number) + 1;
  }
  const d = demand();
  for (let f = 1; f < stories; f++) {
    const gap = bodySqft - (d[f] as number);
    const fl = floors[f] as RoomSpec[];
    // Both rows of a story need a room, and a story far below its share would stretch its rooms.
    if (gap > 0.25 * bodySqft || (unitCount[f] as number) < 2)
      fl.push({
        key: `office_bonus${f}`,
        type: 'office',
        name: f === 1 ? 'Bonus room' : `Bonus room ${f}`,
        target: Math.max(80, Math.round(gap)),
        min: 70,
        zone: 'private',
        small: false,
      });
  }
  return floors;
}
