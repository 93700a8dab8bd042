import type { Box } from './geometry';
import type { FixtureType, PlanDoor, PlanFixture, RoomType, Vec } from './types';

/**
 * Fixtures and counters, placed against a room's clear walls around its doors: nothing stands where a leaf swings
 * or in the 30" in front of an opening. Kitchens get a counter run with the sink on their longest free wall, an L
 * return on the next wall, then a facing galley run or an island with 42" aisles; baths a tub (or a shower) on the
 * far short wall, then the toilet in a 30" wide space and a lavatory; powder rooms a toilet and a lavatory clear
 * of the door (R307); laundries a washer and a dryer.
 */

type Edge = 'x0' | 'x1' | 'y0' | 'y1';
const EDGES: readonly Edge[] = ['y0', 'y1', 'x0', 'x1'];

/** Counter depth with its overhang, and the aisle kept in front of counters (36" is the least the gates take). */
export const COUNTER_IN = 25;
export const AISLE_IN = 42;
/** A toilet's own size, and the 30" × 21" clear space R307 asks around and in front of it. */
const TOILET = { w: 20, d: 28, zone: 30 } as const;

const overlaps = (a: Box, b: Box, tol = 0.25) =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > tol && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > tol;

const horizontalEdge = (e: Edge) => e === 'y0' || e === 'y1';

/** The rectangle against edge `e` of `c` covering [lo, hi] along it, `depth` deep. */
function against(c: Box, e: Edge, lo: number, hi: number, depth: number): Box {
  switch (e) {
    case 'y0':
      return { x0: lo, x1: hi, y0: c.y0, y1: c.y0 + depth };
    case 'y1':
      return { x0: lo, x1: hi, y0: c.y1 - depth, y1: c.y1 };
    case 'x0':
      return { x0: c.x0, x1: c.x0 + depth, y0: lo, y1: hi };
    case 'x1':
      return { x0: c.x1 - depth, x1: c.x1, y0: lo, y1: hi };
  }
}

/** The outline with its back (the wall side) as the first edge. */
function polygonOf(r: Box, e: Edge): Vec[] {
  switch (e) {
    case 'y0':
      return [
        [r.x0, r.y0],
        [r.x1, r.y0],
        [r.x1, r.y1],
        [r.x0, r.y1],
      ];
    case 'y1':
      return [
        [r.x1, r.y1],
        [r.x0, r.y1],
        [r.x0, r.y0],
        [r.x1, r.y0],
      ];
    case 'x0':
      return [
        [r.x0, r.y1],
        [r.x0, r.y0],
        [r.x1, r.y0],
        [r.x1, r.y1],
      ];
    case 'x1':
      return [
        [r.x1, r.y0],
        [r.x1, r.y1],
        [r.x0, r.y1],
        [r.x0, r.y0],
      ];
  }
}

const edgeRange = (c: Box, e: Edge): [number, number] => (horizontalEdge(e) ? [c.x0, c.x1] : [c.y0, c.y1]);
const across = (c: Box, e: Edge) => (horizontalEdge(e) ? c.y1 - c.y0 : c.x1 - c.x0);
const opposite: Record<Edge, Edge> = { x0: 'x1', x1: 'x0', y0: 'y1', y1: 'y0' };

/** Stretches of edge `e` where a `depth`-deep band is clear of every obstacle. */
function freeAlong(c: Box, e: Edge, depth: number, obstacles: readonly Box[]): [number, number][] {
  const [lo, hi] = edgeRange(c, e);
  let parts: [number, number][] = [[lo, hi]];
  const band = against(c, e, lo, hi, depth);
  for (const o of obstacles) {
    if (!overlaps(band, o)) continue;
    const a = horizontalEdge(e) ? o.x0 : o.y0;
    const b = horizontalEdge(e) ? o.x1 : o.y1;
    parts = parts.flatMap(([p, q]) => {
      if (b <= p || a >= q) return [[p, q] as [number, number]];
      const keep: [number, number][] = [];
      if (a > p) keep.push([p, a]);
      if (b < q) keep.push([b, q]);
      return keep;
    });
  }
  return parts.filter(([p, q]) => q - p > 1).sort((s, t) => t[1] - t[0] - (s[1] - s[0]));
}

/** The square a leaf sweeps (from its hinge, its width along the wall and into the room), or the 30" in front of an opening. */
export function doorKeepOut(door: PlanDoor, roomId: string, c: Box): Box | null {
  const [x, y] = door.center;
  const horizontal = Math.abs(y - c.y0) < 8 || Math.abs(y - c.y1) < 8;
  const inward = horizontal
    ? Math.abs(y - c.y0) < Math.abs(y - c.y1)
      ? 1
      : -1
    : Math.abs(x - c.x0) < Math.abs(x - c.x1)
      ? 1
      : -1;
  const w = door.width_in;
  const h = w / 2;
  if (door.swing && door.swing.into === roomId) {
    const [hx, hy] = door.swing.hinge;
    if (horizontal) {
      const far = hx + (x > hx ? w : -w);
      const wallY = y;
      return {
        x0: Math.min(hx, far),
        x1: Math.max(hx, far),
        y0: Math.min(wallY, wallY + inward * w),
        y1: Math.max(wallY, wallY + inward * w),
      };
    }
    const far = hy + (y > hy ? w : -w);
    return {
      x0: Math.min(x, x + inward * w),
      x1: Math.max(x, x + inward * w),
      y0: Math.min(hy, far),
      y1: Math.max(hy, far),
    };
  }
  const depth = 30;
  return horizontal
    ? { x0: x - h, x1: x + h, y0: Math.min(y, y + inward * depth), y1: Math.max(y, y + inward * depth) }
    : { x0: Math.min(x, x + inward * depth), x1: Math.max(x, x + inward * depth), y0: y - h, y1: y + h };
}

interface Placer {
  readonly c: Box;
  readonly blocked: Box[];
  readonly out: PlanFixture[];
  readonly room: string;
  readonly next: () => string;
}

function put(pl: Placer, type: FixtureType, r: Box, e: Edge): Box {
  pl.out.push({ id: pl.next(), room: pl.room, type, polygon: polygonOf(r, e) });
  pl.blocked.push(r);
  return r;
}

/** The edge of the clear box nearest a door (where it enters). */
function doorEdge(c: Box, d: PlanDoor): Edge {
  const [x, y] = d.center;
  const dist: [Edge, number][] = [
    ['y0', Math.abs(y - c.y0)],
    ['y1', Math.abs(y - c.y1)],
    ['x0', Math.abs(x - c.x0)],
    ['x1', Math.abs(x - c.x1)],
  ];
  return dist.sort((a, b) => a[1] - b[1])[0]?.[0] as Edge;
}

function kitchen(pl: Placer, windowsOn: ReadonlySet<Edge>): boolean {
  const { c } = pl;
  // Main run: the longest free wall, the sink under a window when that wall has one.
  const runs = EDGES.flatMap((e) =>
    freeAlong(c, e, COUNTER_IN, pl.blocked).map((p) => ({ e, p, len: p[1] - p[0] })),
  )
    .filter((r) => r.len >= 60)
    .sort((a, b) => b.len + (windowsOn.has(b.e) ? 24 : 0) - (a.len + (windowsOn.has(a.e) ? 24 : 0)));
  const main = runs[0];
  if (!main) return false;
  const len = Math.min(main.len, 168);
  const lo = main.p[0];
  const mainBox = put(pl, 'sink', against(c, main.e, lo, lo + len, COUNTER_IN), main.e);
  // An L return on a wall beside it, from the shared corner.
  const [elo, ehi] = edgeRange(c, main.e);
  for (const side of horizontalEdge(main.e) ? (['x0', 'x1'] as Edge[]) : (['y0', 'y1'] as Edge[])) {
    const atCorner = side === 'x0' || side === 'y0' ? Math.abs(lo - elo) < 1 : Math.abs(lo + len - ehi) < 1;
    if (!atCorner) continue;
    const start =
      main.e === 'y0' || main.e === 'x0'
        ? edgeRange(c, side)[0] + COUNTER_IN
        : edgeRange(c, side)[1] - COUNTER_IN;
    const free = freeAlong(c, side, COUNTER_IN, pl.blocked).find(
      ([p, q]) => start >= p - 1 && start <= q + 1,
    );
    if (!free) continue;
    const toward = main.e === 'y0' || main.e === 'x0';
    const a = toward ? start : free[0];
    const b = toward ? free[1] : start;
    // Leave the aisle in front of the main run clear of the return's end.
    const maxLen = Math.min(b - a, across(c, main.e) - COUNTER_IN - AISLE_IN);
    if (maxLen >= 36) {
      put(
        pl,
        'counter',
        against(c, side, toward ? a : b - maxLen, toward ? a + maxLen : b, COUNTER_IN),
        side,
      );
      break;
    }
  }
  // Across the aisle: a galley run on the opposite wall, or an island.
  const deep = across(c, main.e);
  const opp = opposite[main.e];
  if (deep >= 2 * COUNTER_IN + AISLE_IN && deep < 2 * COUNTER_IN + 2 * AISLE_IN + 36) {
    const [mlo, mhi] = horizontalEdge(main.e) ? [mainBox.x0, mainBox.x1] : [mainBox.y0, mainBox.y1];
    const free = freeAlong(c, opp, COUNTER_IN, pl.blocked)
      .map(([p, q]) => [Math.max(p, mlo - 24), Math.min(q, mhi + 24)] as [number, number])
      .filter(([p, q]) => q - p >= 48);
    if (free[0]) put(pl, 'counter', against(c, opp, free[0][0], free[0][1], COUNTER_IN), opp);
  } else if (deep >= 2 * AISLE_IN + COUNTER_IN + 36) {
    const [mlo, mhi] = horizontalEdge(main.e) ? [mainBox.x0, mainBox.x1] : [mainBox.y0, mainBox.y1];
    const islandLen = Math.min(96, mhi - mlo - 24);
    if (islandLen >= 48) {
      const mid = (mlo + mhi) / 2;
      const off = COUNTER_IN + AISLE_IN;
      const r: Box =
        main.e === 'y0'
          ? { x0: mid - islandLen / 2, x1: mid + islandLen / 2, y0: c.y0 + off, y1: c.y0 + off + 36 }
          : main.e === 'y1'
            ? { x0: mid - islandLen / 2, x1: mid + islandLen / 2, y0: c.y1 - off - 36, y1: c.y1 - off }
            : main.e === 'x0'
              ? { x0: c.x0 + off, x1: c.x0 + off + 36, y0: mid - islandLen / 2, y1: mid + islandLen / 2 }
              : { x0: c.x1 - off - 36, x1: c.x1 - off, y0: mid - islandLen / 2, y1: mid + islandLen / 2 };
      // The island keeps an aisle from every other counter and out of every door's way.
      const clearOfRuns = pl.blocked.every(
        (b) => !overlaps(b, { x0: r.x0 - 36, x1: r.x1 + 36, y0: r.y0 - 36, y1: r.y1 + 36 }) || b === mainBox,
      );
      if (clearOfRuns) put(pl, 'island', r, main.e);
    }
  }
  return true;
}

/** A toilet in a 30" space against edge e, at the stretch's end nearest `prefer` (a coordinate along the edge). */
function toilet(pl: Placer, edges: readonly Edge[], prefer?: (e: Edge) => number): boolean {
  for (const e of edges) {
    const runs = freeAlong(pl.c, e, TOILET.d + 21, pl.blocked).filter(([p, q]) => q - p >= TOILET.zone);
    for (const [p, q] of runs) {
      const want = prefer ? prefer(e) : p;
      const lo = Math.abs(want - p) <= Math.abs(want - q) ? p : q - TOILET.zone;
      const mid = lo + TOILET.zone / 2;
      put(pl, 'toilet', against(pl.c, e, mid - TOILET.w / 2, mid + TOILET.w / 2, TOILET.d), e);
      // Its side clearance stays free too.
      pl.blocked.push(against(pl.c, e, lo, lo + TOILET.zone, TOILET.d));
      return true;
    }
  }
  return false;
}

function lavatory(pl: Placer, edges: readonly Edge[], maxWidth: number): boolean {
  for (const e of edges) {
    const runs = freeAlong(pl.c, e, 21 + 21, pl.blocked).filter(([p, q]) => q - p >= 24);
    const r = runs[0];
    if (!r) continue;
    const w = Math.min(maxWidth, r[1] - r[0]);
    put(pl, 'lavatory', against(pl.c, e, r[0], r[0] + w, 21), e);
    return true;
  }
  return false;
}

function bath(pl: Placer, doors: readonly PlanDoor[], primary: boolean): boolean {
  const { c } = pl;
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  const shortEdges: Edge[] = w <= h ? ['y0', 'y1'] : ['x0', 'x1'];
  const longEdges: Edge[] = w <= h ? ['x0', 'x1'] : ['y0', 'y1'];
  const entered = new Set(doors.map((d) => doorEdge(c, d)));
  // The tub (or a primary bath's shower) on the short wall away from the door.
  const shorts = [...shortEdges].sort((a, b) => Number(entered.has(a)) - Number(entered.has(b)));
  let wet: Edge | null = null;
  for (const e of shorts) {
    const runs = freeAlong(c, e, 30, pl.blocked).filter(([p, q]) => q - p >= (primary ? 48 : 60));
    const r = runs[0];
    if (!r) continue;
    const len = primary ? Math.min(60, r[1] - r[0]) : 60;
    if (primary) put(pl, 'shower', against(c, e, r[0], r[0] + len, 36 <= across(c, e) - 40 ? 36 : 30), e);
    else put(pl, 'tub', against(c, e, r[0], r[0] + len, 30), e);
    wet = e;
    break;
  }
  if (!wet) return false;
  const wetEdge = wet;
  const nearWet = (e: Edge) => {
    const [lo, hi] = edgeRange(c, e);
    return wetEdge === 'x0' || wetEdge === 'y0' ? lo : hi;
  };
  const longs = [...longEdges].sort((a, b) => Number(entered.has(a)) - Number(entered.has(b)));
  if (!toilet(pl, [...longs, opposite[wetEdge]], nearWet)) return false;
  return lavatory(pl, [...longs, opposite[wetEdge]], primary ? 72 : 42);
}

function halfBath(pl: Placer, doors: readonly PlanDoor[]): boolean {
  const entered = new Set(doors.map((d) => doorEdge(pl.c, d)));
  const order = [...EDGES].sort((a, b) => {
    const score = (e: Edge) => (entered.has(e) ? 2 : entered.has(opposite[e]) ? 0 : 1);
    return score(a) - score(b);
  });
  if (!toilet(pl, order)) return false;
  return lavatory(pl, order, 24);
}

function laundry(pl: Placer): void {
  for (const e of EDGES) {
    const runs = freeAlong(pl.c, e, 30 + 36, pl.blocked).filter(([p, q]) => q - p >= 28);
    const r = runs[0];
    if (!r) continue;
    if (r[1] - r[0] >= 56) {
      put(pl, 'washer', against(pl.c, e, r[0], r[0] + 27, 30), e);
      put(pl, 'dryer', against(pl.c, e, r[0] + 28, r[0] + 55, 30), e);
    } else put(pl, 'washer', against(pl.c, e, r[0], r[0] + 27, 30), e);
    return;
  }
}

/**
 * The fixtures of one room in its clear box, or null when a fixture the room cannot do without (a kitchen's
 * counter, a bath's toilet) finds no wall clear of the doors.
 */
export function fixturesOf(
  type: RoomType,
  roomId: string,
  clear: Box,
  doors: readonly PlanDoor[],
  windowEdges: ReadonlySet<Edge>,
  nextId: () => string,
): PlanFixture[] | null {
  const blocked = doors.map((d) => doorKeepOut(d, roomId, clear)).filter((b): b is Box => b !== null);
  const pl: Placer = { c: clear, blocked, out: [], room: roomId, next: nextId };
  switch (type) {
    case 'kitchen':
      return kitchen(pl, windowEdges) ? pl.out : null;
    case 'bathroom':
      return bath(pl, doors, false) ? pl.out : null;
    case 'primary_bath':
      return bath(pl, doors, true) ? pl.out : null;
    case 'half_bath':
      return halfBath(pl, doors) ? pl.out : null;
    case 'laundry':
      laundry(pl);
      return pl.out;
    default:
      return [];
  }
}

export type { Edge as FixtureEdge };
