import { connect } from './connect';
import type { FloorState, LayoutContext, LayoutState, Placed, Slot, Unit } from './layout';
import { boxAreaSqft, boxShared, MIN_ROW_IN, place } from './layout';
import type { RoomSpec } from './program';
import { HABITABLE, HABITABLE_MIN_DIM_IN, HABITABLE_MIN_SQFT, HALL_WIDTH_IN, STAIR_RUN_IN } from './program';
import type { Random } from './random';
import type { ScoreRoom } from './scores';
import { computeScores } from './scores';
import type { RoomType } from './types';

/** Template flags: each variant of a request starts from a different combination (and its own seed). */
export interface Template {
  readonly mirror: boolean;
  /** The primary suite starts in the back row (garden side) rather than the front. */
  readonly primaryBack: boolean;
  /** The kitchen starts in the back row (next to the mudroom) rather than the front. */
  readonly kitchenBack: boolean;
  /** Depth bias: shallow (-1), middle (0) or deep (1) bar. */
  readonly depth: -1 | 0 | 1;
}

export const templateKey = (t: Template): string =>
  `${t.mirror ? 'R' : 'L'}${t.primaryBack ? 'b' : 'f'}${t.kitchenBack ? 'k' : 'K'}${t.depth + 1}`;

/** Smallest sensible side of non-habitable rooms (inches); habitable ones follow IRC R304. */
const MIN_SIDE: Partial<Record<RoomType, number>> = {
  bathroom: 60,
  primary_bath: 60,
  half_bath: 36,
  closet: 36,
  pantry: 30,
  laundry: 54,
  mudroom: 54,
  foyer: 54,
  kitchen: 96,
  hall: 36,
};

const STRIP_OK: ReadonlySet<RoomType> = new Set(['laundry', 'half_bath', 'pantry', 'mudroom']);

const PAIR_PREF: readonly (readonly [RoomType, RoomType])[] = [
  ['bathroom', 'laundry'],
  ['bathroom', 'bathroom'],
  ['half_bath', 'laundry'],
  ['bathroom', 'closet'],
];

function take(rooms: RoomSpec[], type: RoomType): RoomSpec | undefined {
  const i = rooms.findIndex((r) => r.type === type);
  return i >= 0 ? rooms.splice(i, 1)[0] : undefined;
}

const slotArea = (s: Slot) => s.inner.target + (s.outer?.target ?? 0);
const unitArea = (u: Unit) => u.reduce((a, s) => a + slotArea(s), 0);
const rowArea = (row: readonly Unit[]) => row.reduce((a, u) => a + unitArea(u), 0);
const hasType = (u: Unit, t: RoomType) => u.some((s) => s.inner.type === t || s.outer?.type === t);

/**
 * The units of one story: entry (foyer + living), kitchen (family, kitchen, dining, with the powder room and
 * pantry slot beside the kitchen), primary suite (bedroom + bath over walk-in closet), and single rooms or pairs of
 * small rooms for the rest.
 */
export function unitsOf(rooms: readonly RoomSpec[]): Unit[] {
  const left = [...rooms];
  const units: Unit[] = [];
  const foyer = take(left, 'foyer');
  const living = take(left, 'living');
  if (foyer && living) units.push([{ inner: foyer }, { inner: living }]);
  else for (const r of [foyer, living]) if (r) units.push([{ inner: r }]);
  const kitchen = take(left, 'kitchen');
  if (kitchen) {
    const u: Slot[] = [];
    const family = take(left, 'family');
    const dining = take(left, 'dining');
    const pantry = take(left, 'pantry');
    if (family) u.push({ inner: family });
    else if (pantry) {
      const half = take(left, 'half_bath');
      u.push(half ? { inner: half, outer: pantry } : { inner: pantry });
    }
    u.push({ inner: kitchen });
    if (dining) u.push({ inner: dining });
    units.push(u);
  }
  const pbed = take(left, 'primary_bedroom');
  if (pbed) {
    const bath = take(left, 'primary_bath');
    const wic = left.find((r) => r.type === 'closet' && r.name.startsWith('Walk'));
    if (wic) left.splice(left.indexOf(wic), 1);
    const side: Slot | null =
      bath && wic ? { inner: bath, outer: wic } : bath ? { inner: bath } : wic ? { inner: wic } : null;
    units.push(side ? [{ inner: pbed }, side] : [{ inner: pbed }]);
  }
  for (const [a, b] of PAIR_PREF) {
    for (;;) {
      const i = left.findIndex((r) => r.type === a);
      const j = left.findIndex((r, k) => k !== i && r.type === b);
      if (i < 0 || j < 0) break;
      const inner = left[i] as RoomSpec;
      const outer = left[j] as RoomSpec;
      left.splice(Math.max(i, j), 1);
      left.splice(Math.min(i, j), 1);
      units.push([{ inner, outer }]);
    }
  }
  for (const r of left) units.push([{ inner: r }]);
  return units;
}

/** A first arrangement of one story from the template: entry and kitchen near the garage, the suite far. */
export function initialFloor(
  rooms: readonly RoomSpec[],
  level: number,
  t: Template,
  hasGarage: boolean,
): FloorState {
  const body = [...rooms];
  const strip: RoomSpec[] = [];
  if (level === 0 && hasGarage) {
    for (const type of ['laundry', 'mudroom'] as const) {
      const r = take(body, type);
      if (r) strip.push(r);
    }
  }
  const units = unitsOf(body);
  const front: Unit[] = [];
  const back: Unit[] = [];
  const rowOf = (u: Unit): Unit[] => {
    if (hasType(u, 'foyer')) return front;
    if (hasType(u, 'kitchen')) return t.kitchenBack ? back : front;
    if (hasType(u, 'primary_bedroom')) return t.primaryBack ? back : front;
    return rowArea(front) <= rowArea(back) ? front : back;
  };
  const rank = (u: Unit) =>
    hasType(u, 'foyer') || hasType(u, 'kitchen') ? 0 : hasType(u, 'primary_bedroom') ? 2 : 1;
  const sorted = [...units].sort((a, b) => rank(a) - rank(b) || unitArea(b) - unitArea(a));
  const suite = sorted.filter((u) => rank(u) === 2);
  for (const u of sorted.filter((x) => rank(x) !== 2)) rowOf(u).push(u);
  for (const u of suite) rowOf(u).push(u);
  for (const [a, b] of [
    [front, back],
    [back, front],
  ] as const) {
    if (a.length === 0 && b.length > 1) {
      const movable = b.filter((u) => !hasType(u, 'foyer')).sort((x, y) => unitArea(x) - unitArea(y))[0];
      if (movable) {
        b.splice(b.indexOf(movable), 1);
        a.push(movable);
      }
    }
  }
  return { front, back, strip };
}

export interface Evaluation {
  readonly energy: number;
  readonly total: number;
  readonly rooms: Placed[];
}

/** Energy of a state: minus the total score, plus heavy penalties for what the gates would refuse. */
export function evaluate(ctx: LayoutContext, state: LayoutState): Evaluation {
  const { frame, rooms } = place(ctx, state);
  let penalty = 0;
  if (frame.w < (ctx.stories > 1 ? STAIR_RUN_IN + 48 : 96)) penalty += 500;
  if (ctx.fit && frame.gw + frame.w > ctx.fit.x1 - ctx.fit.x0) penalty += 500;
  const n = rooms.length;
  const shared = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const a = rooms[i] as Placed;
      const b = rooms[j] as Placed;
      if (a.level !== b.level) continue;
      const s = boxShared(a.box, b.box);
      shared[i * n + j] = s;
      shared[j * n + i] = s;
    }
  const sharedFn = (i: number, j: number) => shared[i * n + j] as number;
  const { links, reached } = connect(rooms, sharedFn, (i, j) => {
    const a = (rooms[i] as Placed).box;
    const b = (rooms[j] as Placed).box;
    return a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1;
  });
  // Nobody should walk through the garage to reach a room of the house.
  for (const l of links) if ((rooms[l.parent] as Placed).type === 'garage') penalty += 6;
  const scoreRooms: ScoreRoom[] = [];
  for (let i = 0; i < n; i++) {
    const r = rooms[i] as Placed;
    const w = r.box.x1 - r.box.x0;
    const h = r.box.y1 - r.box.y0;
    const area = boxAreaSqft(r.box);
    if (!reached[i]) penalty += 60;
    if (w <= 0 || h <= 0) penalty += 200;
    if (HABITABLE.has(r.type)) {
      if (Math.min(w, h) < HABITABLE_MIN_DIM_IN) penalty += 40 + (HABITABLE_MIN_DIM_IN - Math.min(w, h));
      if (area < HABITABLE_MIN_SQFT) penalty += 40 + (HABITABLE_MIN_SQFT - area);
    } else {
      const min = MIN_SIDE[r.type];
      if (min !== undefined && Math.min(w, h) < min) penalty += 15 + (min - Math.min(w, h)) / 2;
    }
    // Beyond the score: long thin rooms and missed areas cost extra, so the search settles on sensible shapes.
    const ratio = Math.max(w, h) / Math.max(1, Math.min(w, h));
    if (HABITABLE.has(r.type) && ratio > 2) penalty += 10 + 20 * (ratio - 2);
    else if (ratio > 2.5 && r.type !== 'hall' && r.type !== 'stair' && r.type !== 'garage')
      penalty += 0.5 * (ratio - 2.5);
    if (r.targetSqft) penalty += (0.6 * 100 * Math.abs(area - r.targetSqft)) / r.targetSqft / n;
    scoreRooms.push({ type: r.type, level: r.level, areaSqft: area, targetSqft: r.targetSqft, w, h });
  }
  const scores = computeScores({
    squareFootage: ctx.program.square_footage,
    rooms: scoreRooms,
    shared: sharedFn,
    doors: links.filter((l) => !l.vertical).map((l) => [l.parent, l.child] as const),
  });
  return { energy: penalty - scores.total, total: scores.total, rooms };
}

function fClamp(f: number, d: number): number {
  return Math.round(Math.max(MIN_ROW_IN, Math.min(d - HALL_WIDTH_IN - MIN_ROW_IN, f)));
}

function validFloor(fl: FloorState): boolean {
  return fl.front.length > 0 && fl.back.length > 0 && !fl.back.some((u) => hasType(u, 'foyer'));
}

const isSmallSingle = (u: Unit) => u.length === 1 && !(u[0] as Slot).outer && (u[0] as Slot).inner.small;

/** One random neighbour of a state, or null when the move does not apply. */
export function neighbour(ctx: LayoutContext, s: LayoutState, rnd: Random): LayoutState | null {
  const k = rnd();
  if (k < 0.08) {
    const i = ctx.depths.indexOf(s.d);
    const j = Math.max(
      0,
      Math.min(ctx.depths.length - 1, i + (rnd() < 0.5 ? -1 : 1) * (1 + Math.floor(rnd() * 3))),
    );
    const d = ctx.depths[j] as number;
    return d === s.d ? null : { ...s, d, f: fClamp((s.f * d) / s.d, d) };
  }
  if (k < 0.18) return { ...s, f: fClamp(s.f + (rnd() - 0.5) * 60, s.d) };
  const li = Math.floor(rnd() * s.floors.length);
  const fl = s.floors[li] as FloorState;
  const front = [...fl.front];
  const back = [...fl.back];
  let strip = [...fl.strip];
  const all = front.length + back.length;
  const pick = (): [Unit[], number] => {
    const i = Math.floor(rnd() * all);
    return i < front.length ? [front, i] : [back, i - front.length];
  };
  const m = rnd();
  if (m < 0.3) {
    const [ra, ia] = pick();
    const [rb, ib] = pick();
    const a = ra[ia] as Unit;
    ra[ia] = rb[ib] as Unit;
    rb[ib] = a;
  } else if (m < 0.55) {
    const [ra, ia] = pick();
    const [u] = ra.splice(ia, 1);
    const rb = rnd() < 0.5 ? front : back;
    rb.splice(Math.floor(rnd() * (rb.length + 1)), 0, u as Unit);
  } else if (m < 0.7) {
    // Reverse a unit, or flip the stacked pair in it.
    const [ra, ia] = pick();
    const u = ra[ia] as Unit;
    const pairAt = u.findIndex((sl) => sl.outer);
    if (pairAt >= 0 && rnd() < 0.4) {
      const sl = u[pairAt] as Slot;
      const copy = [...u];
      copy[pairAt] = { inner: sl.outer as RoomSpec, outer: sl.inner };
      ra[ia] = copy;
    } else if (u.length > 1) ra[ia] = [...u].reverse();
    else return null;
  } else if (m < 0.85) {
    // Pair two small single rooms, or split a pair of small rooms.
    const [ra, ia] = pick();
    const u = ra[ia] as Unit;
    const sl = u[0] as Slot;
    if (u.length === 1 && sl.outer && sl.inner.small && sl.outer.small) {
      ra.splice(ia, 1, [{ inner: sl.inner }], [{ inner: sl.outer }]);
    } else if (isSmallSingle(u)) {
      const [rb, ib] = pick();
      const v = rb[ib] as Unit;
      if (v === u || !isSmallSingle(v)) return null;
      ra[ia] = [{ inner: sl.inner, outer: (v[0] as Slot).inner }];
      rb.splice(rb.indexOf(v), 1);
    } else return null;
  } else {
    if (li !== 0 || ctx.cars <= 0) return null;
    if (rnd() < 0.5) {
      const cands = strip.filter((r) => r.type !== 'mudroom');
      const r = cands[Math.floor(rnd() * cands.length)];
      if (!r) return null;
      strip = strip.filter((x) => x !== r);
      const row = rnd() < 0.5 ? front : back;
      row.splice(Math.floor(rnd() * (row.length + 1)), 0, [{ inner: r }]);
    } else {
      const [ra, ia] = pick();
      const u = ra[ia] as Unit;
      if (u.length !== 1 || (u[0] as Slot).outer || !STRIP_OK.has((u[0] as Slot).inner.type)) return null;
      ra.splice(ia, 1);
      strip = [
        (u[0] as Slot).inner,
        ...strip.filter((r) => r.type !== 'mudroom'),
        ...strip.filter((r) => r.type === 'mudroom'),
      ];
    }
  }
  const next: FloorState = { front, back, strip };
  if (!validFloor(next)) return null;
  const floors = [...s.floors];
  floors[li] = next;
  return { ...s, floors };
}

/**
 * exp(x) for x ≥ 0 from + − × ÷ only: ECMAScript leaves Math.exp's last bits to the engine, and one flipped
 * acceptance would change the plan, so the annealer avoids it to give the same plans in every browser and Node.
 */
function expApprox(x: number): number {
  // e^x = (e^(x/16))^16, with e^(x/16) from its 5-term Taylor series (error < 1e-6 for x/16 ≤ 1).
  const y = x / 16;
  let e = 1 + y * (1 + (y / 2) * (1 + (y / 3) * (1 + y / 4)));
  for (let i = 0; i < 4; i++) e *= e;
  return e;
}

/** Simulated annealing from a template's first arrangement; returns the best state seen. */
export function anneal(
  ctx: LayoutContext,
  start: LayoutState,
  rnd: Random,
  steps: number,
): { state: LayoutState; evaluation: Evaluation } {
  let cur = start;
  let curE = evaluate(ctx, cur);
  let best = cur;
  let bestE = curE;
  const t0 = 6;
  const t1 = 0.2;
  for (let i = 0; i < steps; i++) {
    // Linear cooling: plain arithmetic, identical on every engine.
    const temp = t0 + ((t1 - t0) * i) / steps;
    const cand = neighbour(ctx, cur, rnd);
    if (!cand) continue;
    const e = evaluate(ctx, cand);
    const worse = e.energy - curE.energy;
    if (worse <= 0 || (worse < 40 * temp && rnd() * expApprox(worse / temp) < 1)) {
      cur = cand;
      curE = e;
      if (e.energy < bestE.energy) {
        best = cand;
        bestE = e;
      }
    }
  }
  return { state: best, evaluation: bestE };
}
