import { clearBox, clearSize } from './clear';
import { envelopeOf, frontTurns, rotateVec } from './envelope';
import { doorKeepOut } from './fixtures';
import {
  bbox,
  len2d,
  overlapArea,
  polygonArea,
  polygonInside,
  segmentOn,
  sharedSegments,
  SQIN_PER_SQFT,
} from './geometry';
import {
  BEDROOMS,
  DEFAULT_FLOOR_TO_FLOOR_IN,
  FULL_BATHS,
  fullBaths,
  HABITABLE,
  HABITABLE_MIN_DIM_IN,
  HABITABLE_MIN_SQFT,
  halfBaths,
  HALL_CLEAR_IN,
  CLOSET_CLEAR_IN,
} from './program';
import { MAX_RISER_IN, MIN_STAIR_CLEAR_IN, MIN_TREAD_IN } from './stairs';
import type { GateName, GateResult, Plan, PlanRoom, PlanStory, RoomType, Vec } from './types';
import { clearOpening, meetsEgress } from './windows';

/**
 * The hard gates, checked on the finished plan (not on the generator's internals), so any plan — generated, edited
 * or hand-made — is checked the same way. Every size is read between wall faces (clear.ts).
 */

const MAX_OVERLAP_SQFT = 0.01;
/** R305: at least 6'8" of headroom over a stair. */
const MIN_HEADROOM_IN = 80;
/** Least aisle between facing counters, and clear width of a garage per car and its depth. */
const AISLE_MIN_IN = 36;
const GARAGE_PER_CAR_IN = 120;
const GARAGE_DEPTH_IN = 240;

const gate = (name: GateName, problems: string[]): GateResult => ({
  gate: name,
  passed: problems.length === 0,
  detail: problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : ''),
});

const label = (s: PlanStory, r: PlanRoom) => `${r.name} (${r.id}, level ${s.level + 1})`;
const f1 = (v: number) => (Math.round(v * 10) / 10).toString();

function noOverlap(plan: Plan): string[] {
  const out: string[] = [];
  for (const s of plan.stories)
    for (let i = 0; i < s.rooms.length; i++)
      for (let j = i + 1; j < s.rooms.length; j++) {
        const a = s.rooms[i] as PlanRoom;
        const b = s.rooms[j] as PlanRoom;
        const ba = bbox(a.polygon);
        const bb = bbox(b.polygon);
        if (ba.x1 <= bb.x0 || bb.x1 <= ba.x0 || ba.y1 <= bb.y0 || bb.y1 <= ba.y0) continue;
        const sqft = overlapArea(a.polygon, b.polygon) / SQIN_PER_SQFT;
        if (sqft > MAX_OVERLAP_SQFT) out.push(`${label(s, a)} overlaps ${b.name} by ${sqft.toFixed(2)} sf`);
      }
  return out;
}

/** The lot's buildable area (or the footprint) in the plan's own coordinates. */
function envelopeOfPlan(plan: Plan): Vec[] | null {
  const turns = frontTurns(plan.program.front_side);
  const env = envelopeOf(plan.program.footprint, plan.program.lot, turns);
  if (env === null) return null;
  if (env === 'none-left') return [];
  return env.map((v) => rotateVec(v, turns));
}

function insideFootprint(plan: Plan): string[] {
  const out: string[] = [];
  const env = envelopeOfPlan(plan);
  for (const s of plan.stories)
    for (const r of s.rooms) {
      if (!polygonInside(r.polygon, s.footprint)) out.push(`${label(s, r)} leaves the story outline`);
      else if (env && (env.length < 3 || !polygonInside(r.polygon, env)))
        out.push(
          `${label(s, r)} leaves the ${plan.program.footprint ? 'footprint' : "lot's buildable area"}`,
        );
    }
  for (let i = 1; i < plan.stories.length; i++) {
    const lo = plan.stories[i - 1] as PlanStory;
    const hi = plan.stories[i] as PlanStory;
    if (!polygonInside(hi.footprint, lo.footprint)) out.push(`level ${i + 1} overhangs level ${i}`);
  }
  return out;
}

/** A door counts when its centre lies on a wall the two rooms share (or, for exterior doors, on the outline). */
function doorGraph(plan: Plan): { adj: Map<string, string[]>; start: string[]; problems: string[] } {
  const key = (level: number, id: string) => `${level}:${id}`;
  const adj = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    adj.set(a, [...(adj.get(a) ?? []), b]);
    adj.set(b, [...(adj.get(b) ?? []), a]);
  };
  const start: string[] = [];
  const problems: string[] = [];
  for (const s of plan.stories) {
    const byId = new Map(s.rooms.map((r) => [r.id, r]));
    for (const d of s.doors) {
      const a = byId.get(d.between[0]);
      if (!a) {
        problems.push(`door ${d.id} names an unknown room`);
        continue;
      }
      if (d.between[1] === 'exterior') {
        if (
          d.kind === 'entry' &&
          s.level === 0 &&
          segmentOn([d.center, d.center], a.polygon) &&
          segmentOn([d.center, d.center], s.footprint)
        )
          start.push(key(s.level, a.id));
        continue;
      }
      const b = byId.get(d.between[1]);
      if (!b) {
        problems.push(`door ${d.id} names an unknown room`);
        continue;
      }
      const onWall = sharedSegments(a.polygon, b.polygon).some(
        ([p, q]) =>
          segmentOn([d.center, d.center], [p, q, p]) && len2d(q[0] - p[0], q[1] - p[1]) >= d.width_in,
      );
      if (onWall) link(key(s.level, a.id), key(s.level, b.id));
      else problems.push(`door ${d.id} is not on a wall shared by ${a.name} and ${b.name}`);
    }
  }
  for (let i = 0; i + 1 < plan.stories.length; i++) {
    const s = plan.stories[i] as PlanStory;
    const t = plan.stories[i + 1] as PlanStory;
    for (const a of s.rooms.filter((r) => r.type === 'stair'))
      for (const b of t.rooms.filter((r) => r.type === 'stair'))
        if (overlapArea(a.polygon, b.polygon) >= 0.5 * polygonArea(a.polygon))
          link(key(s.level, a.id), key(t.level, b.id));
  }
  return { adj, start, problems };
}

function reachFrom(
  plan: Plan,
  mayPass: (t: RoomType) => boolean,
): { seen: Set<string>; problems: string[]; start: string[] } {
  const { adj, start, problems } = doorGraph(plan);
  const type = new Map<string, RoomType>(
    plan.stories.flatMap((s) => s.rooms.map((r) => [`${s.level}:${r.id}`, r.type] as [string, RoomType])),
  );
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length) {
    const k = queue.pop() as string;
    if (!start.includes(k) && !mayPass(type.get(k) as RoomType)) continue;
    for (const m of adj.get(k) ?? [])
      if (!seen.has(m)) {
        seen.add(m);
        queue.push(m);
      }
  }
  return { seen, problems, start };
}

function reachable(plan: Plan): string[] {
  const { seen, problems, start } = reachFrom(plan, () => true);
  if (start.length === 0) return [...problems, 'no entry door on the ground story outline'];
  for (const s of plan.stories)
    for (const r of s.rooms)
      if (!seen.has(`${s.level}:${r.id}`)) problems.push(`${label(s, r)} cannot be reached from the entry`);
  return problems;
}

function roomCounts(plan: Plan): string[] {
  const rooms = plan.stories.flatMap((s) => s.rooms);
  const count = (...types: string[]) => rooms.filter((r) => types.includes(r.type)).length;
  const out: string[] = [];
  const beds = count('bedroom', 'primary_bedroom');
  if (beds !== plan.program.num_bedrooms)
    out.push(`${beds} bedrooms, program asks ${plan.program.num_bedrooms}`);
  const full = count('bathroom', 'primary_bath');
  const half = count('half_bath');
  if (full !== fullBaths(plan.program) || half !== halfBaths(plan.program))
    out.push(`${full} full and ${half} half baths, program asks ${plan.program.num_bathrooms}`);
  return out;
}

function habitableSize(plan: Plan): string[] {
  const out: string[] = [];
  for (const s of plan.stories)
    for (const r of s.rooms) {
      if (!HABITABLE.has(r.type)) continue;
      const c = clearSize(r.polygon, s.walls);
      if (c.areaSqft < HABITABLE_MIN_SQFT - 1e-6)
        out.push(`${label(s, r)} is ${f1(c.areaSqft)} sf clear (< ${HABITABLE_MIN_SQFT})`);
      if (c.short < HABITABLE_MIN_DIM_IN - 1e-6) out.push(`${label(s, r)} is ${f1(c.short)}" clear (< 7 ft)`);
      if (c.long > 2 * c.short + 1e-6)
        out.push(`${label(s, r)} is ${f1(c.long / c.short)} times as long as wide (> 2)`);
    }
  return out;
}

function onOutside(s: PlanStory, a: Vec, b: Vec, room: PlanRoom): boolean {
  return segmentOn([a, b], room.polygon) && segmentOn([a, b], s.footprint);
}

function bedroomEgress(plan: Plan): string[] {
  const out: string[] = [];
  for (const s of plan.stories)
    for (const r of s.rooms) {
      if (!BEDROOMS.has(r.type)) continue;
      const ok = s.windows.some((w) => w.room === r.id && onOutside(s, w.a, w.b, r) && meetsEgress(w));
      if (!ok)
        out.push(`${label(s, r)} has no egress window (R310: 5.7 sf clear, 24" high, 20" wide, sill ≤ 44")`);
    }
  return out;
}

function naturalLight(plan: Plan): string[] {
  const out: string[] = [];
  for (const s of plan.stories)
    for (const r of s.rooms) {
      if (!HABITABLE.has(r.type)) continue;
      const glass = s.windows
        .filter((w) => w.room === r.id && onOutside(s, w.a, w.b, r))
        .reduce((t, w) => t + clearOpening(w).glassSqin, 0);
      const need = 0.08 * clearSize(r.polygon, s.walls).areaSqft * 144;
      if (glass < need - 1e-6)
        out.push(`${label(s, r)} has ${f1(glass / 144)} sf of glass, R303 asks ${f1(need / 144)}`);
    }
  return out;
}

function garageDoor(plan: Plan): string[] {
  const out: string[] = [];
  for (const s of plan.stories) {
    const type = new Map(s.rooms.map((r) => [r.id, r.type]));
    for (const d of s.doors) {
      const [a, b] = d.between.map((id) => type.get(id));
      if ((a === 'garage' && b && BEDROOMS.has(b)) || (b === 'garage' && a && BEDROOMS.has(a)))
        out.push(`door ${d.id} opens from the garage into a bedroom`);
    }
  }
  return out;
}

function stair(plan: Plan): string[] {
  if (plan.stories.length <= 1) return [];
  const out: string[] = [];
  for (let i = 0; i + 1 < plan.stories.length; i++) {
    const lo = plan.stories[i] as PlanStory;
    const hi = plan.stories[i + 1] as PlanStory;
    const ftf = lo.floor_to_floor_in ?? plan.program.floor_to_floor_in ?? DEFAULT_FLOOR_TO_FLOOR_IN;
    const st = (lo.stairs ?? [])[0];
    if (!st) {
      out.push(`no stair from level ${i + 1} to level ${i + 2}`);
      continue;
    }
    const room = lo.rooms.find((r) => r.id === st.room);
    const upper = hi.rooms.find((r) => r.id === st.upper_room);
    if (!room || !upper || overlapArea(room.polygon, upper.polygon) < polygonArea(room.polygon) - 1) {
      out.push(`the stair from level ${i + 1} has no stair room over it on level ${i + 2}`);
      continue;
    }
    if (ftf / st.risers > MAX_RISER_IN + 1e-6)
      out.push(`${f1(ftf / st.risers)}" risers for ${ftf}" floor to floor (R311.7.5.1: 7¾")`);
    if (st.tread_in < MIN_TREAD_IN - 1e-6) out.push(`${f1(st.tread_in)}" treads (R311.7.5.2: 10")`);
    if (
      st.width_in < MIN_STAIR_CLEAR_IN - 1e-6 ||
      clearSize(room.polygon, lo.walls).short < MIN_STAIR_CLEAR_IN - 1e-6
    )
      out.push(`stair ${f1(st.width_in)}" wide (R311.7.1: 36")`);
    if (st.headroom_in < MIN_HEADROOM_IN) out.push(`${st.headroom_in}" of headroom (R311.7.2: 6'8")`);
    if (len2d(st.top[0] - st.bottom[0], st.top[1] - st.bottom[1]) < 12)
      out.push('the stair starts where it ends');
    const near = (c: Vec, p: Vec, w: number) =>
      len2d(c[0] - p[0], c[1] - p[1]) <= Math.max(w, st.width_in) / 2 + 12;
    const lower = lo.doors.filter((d) => d.between.includes(room.id));
    const upperDoors = hi.doors.filter((d) => d.between.includes(upper.id));
    if (lower.length === 0 || !lower.every((d) => near(d.center, st.bottom, d.width_in)))
      out.push(`level ${i + 1} does not enter the stair at its bottom`);
    if (upperDoors.length === 0 || !upperDoors.every((d) => near(d.center, st.top, d.width_in)))
      out.push(`level ${i + 2} does not enter the stair at its top`);
  }
  return out;
}

function bathSizes(plan: Plan): string[] {
  const out: string[] = [];
  for (const s of plan.stories)
    for (const r of s.rooms) {
      if (FULL_BATHS.has(r.type)) {
        const c = clearSize(r.polygon, s.walls);
        if (c.short < 60 - 1e-6) out.push(`${label(s, r)} is ${f1(c.short)}" clear (a full bath needs 60")`);
      }
      if (r.type !== 'half_bath') continue;
      const c = clearSize(r.polygon, s.walls);
      if (c.short < 30 - 1e-6 || c.long < 60 - 1e-6)
        out.push(`${label(s, r)} is ${f1(c.short)}" × ${f1(c.long)}" clear (needs 30" × 60")`);
      const box = clearBox(r.polygon, s.walls);
      const toilets = (s.fixtures ?? [])
        .filter((f) => f.room === r.id && f.type === 'toilet')
        .map((f) => bbox(f.polygon));
      if (toilets.length === 0) out.push(`${label(s, r)} shows no toilet`);
      for (const d of s.doors.filter((d) => d.between.includes(r.id))) {
        const sweep = doorKeepOut(d, r.id, box);
        if (!d.swing || d.swing.into !== r.id || !sweep) continue;
        if (
          toilets.some(
            (t) =>
              Math.min(t.x1, sweep.x1) - Math.max(t.x0, sweep.x0) > 0.5 &&
              Math.min(t.y1, sweep.y1) - Math.max(t.y0, sweep.y0) > 0.5,
          )
        )
          out.push(`${label(s, r)}: the door swings over the toilet (R307)`);
      }
    }
  return out;
}

function clearances(plan: Plan): string[] {
  const out: string[] = [];
  const cars = plan.program.num_car_garage;
  for (const s of plan.stories)
    for (const r of s.rooms) {
      const c = clearSize(r.polygon, s.walls);
      if (r.type === 'garage') {
        const box = clearBox(r.polygon, s.walls);
        const w = box.x1 - box.x0;
        const h = box.y1 - box.y0;
        const fits = (across: number, deep: number) =>
          across >= GARAGE_PER_CAR_IN * cars - 1e-6 && deep >= GARAGE_DEPTH_IN - 1e-6;
        if (!fits(w, h) && !fits(h, w))
          out.push(`${label(s, r)} is ${f1(w)}" × ${f1(h)}" clear (10 ft a car, 20 ft deep)`);
      }
      if ((r.type === 'foyer' || r.type === 'hall') && c.short < HALL_CLEAR_IN - 1e-6)
        out.push(`${label(s, r)} is ${f1(c.short)}" clear (36")`);
      if (r.type === 'kitchen') {
        const runs = (s.fixtures ?? [])
          .filter((f) => f.room === r.id && ['counter', 'sink', 'island'].includes(f.type))
          .map((f) => bbox(f.polygon));
        if (runs.length === 0) out.push(`${label(s, r)} shows no counters`);
        runs.forEach((a, i) => {
          for (const b of runs.slice(i + 1)) {
            const ox = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
            const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
            const gap =
              ox > 6
                ? Math.max(b.y0 - a.y1, a.y0 - b.y1)
                : oy > 6
                  ? Math.max(b.x0 - a.x1, a.x0 - b.x1)
                  : null;
            if (gap !== null && gap > 1 && gap < AISLE_MIN_IN - 1e-6)
              out.push(`${label(s, r)}: ${f1(gap)}" aisle between counters`);
          }
        });
      }
    }
  if (cars > 0 && !plan.stories.some((s) => s.rooms.some((r) => r.type === 'garage'))) out.push('no garage');
  return out;
}

function bedroomClosets(plan: Plan): string[] {
  const out: string[] = [];
  for (const s of plan.stories) {
    const byId = new Map(s.rooms.map((r) => [r.id, r]));
    for (const bed of s.rooms.filter((r) => BEDROOMS.has(r.type))) {
      const suite = new Set([bed.id]);
      for (const d of s.doors)
        if (d.between.includes(bed.id)) {
          const other = d.between[0] === bed.id ? d.between[1] : d.between[0];
          if (byId.get(other)?.type === 'primary_bath') suite.add(other);
        }
      const own = s.rooms.filter((c) => {
        if (c.type !== 'closet') return false;
        const ds = s.doors.filter((d) => d.between.includes(c.id));
        return (
          ds.length > 0 &&
          ds.every((d) => suite.has(d.between[0] === c.id ? d.between[1] : d.between[0])) &&
          (ds.some((d) => d.between.includes(bed.id)) || bed.type === 'primary_bedroom')
        );
      });
      if (own.length === 0) out.push(`${label(s, bed)} has no closet of its own`);
      else if (!own.some((c) => clearSize(c.polygon, s.walls).short >= CLOSET_CLEAR_IN - 1e-6))
        out.push(`${label(s, bed)}'s closet is under 24" deep`);
    }
  }
  return out;
}

const NO_PASSING: ReadonlySet<RoomType> = new Set([
  'bedroom',
  'primary_bedroom',
  'bathroom',
  'primary_bath',
  'half_bath',
  'closet',
  'garage',
]);

/** How many of the service rooms and the guest bath a plan has are reached without crossing private rooms. */
export function serviceReach(plan: Pick<Plan, 'stories'>): { asked: number; met: number } {
  const { seen } = reachFrom(plan as Plan, (t) => !NO_PASSING.has(t));
  let asked = 0;
  let met = 0;
  let baths = 0;
  let guest = false;
  for (const s of plan.stories)
    for (const r of s.rooms) {
      const k = `${s.level}:${r.id}`;
      if (r.type === 'laundry' || r.type === 'pantry' || r.type === 'mudroom') {
        asked++;
        if (seen.has(k)) met++;
      }
      if (FULL_BATHS.has(r.type) || r.type === 'half_bath') {
        baths++;
        if (seen.has(k)) guest = true;
      }
    }
  if (baths > 0) {
    asked++;
    if (guest) met++;
  }
  return { asked, met };
}

function serviceAccess(plan: Plan): string[] {
  const out: string[] = [];
  const { seen } = reachFrom(plan, (t) => !NO_PASSING.has(t));
  let baths = 0;
  let guest = false;
  for (const s of plan.stories)
    for (const r of s.rooms) {
      const k = `${s.level}:${r.id}`;
      if ((r.type === 'laundry' || r.type === 'pantry' || r.type === 'mudroom') && !seen.has(k))
        out.push(`${label(s, r)} is reached only through a bedroom, bath, closet or the garage`);
      if (FULL_BATHS.has(r.type) || r.type === 'half_bath') {
        baths++;
        if (seen.has(k)) guest = true;
      }
    }
  if (baths > 0 && !guest) out.push('no bath a guest reaches without crossing a bedroom');
  for (const s of plan.stories) {
    for (const bed of s.rooms.filter((r) => BEDROOMS.has(r.type))) {
      const own = s.rooms.filter((b) => {
        if (!FULL_BATHS.has(b.type) && b.type !== 'half_bath') return false;
        const ds = s.doors.filter((d) => d.between.includes(b.id));
        return ds.length > 0 && ds.every((d) => d.between.includes(bed.id));
      });
      if (own.length > 1) out.push(`${label(s, bed)} has ${own.length} baths of its own`);
    }
  }
  return out;
}

export function checkGates(plan: Plan): GateResult[] {
  return [
    gate('no_overlap', noOverlap(plan)),
    gate('inside_footprint', insideFootprint(plan)),
    gate('reachable', reachable(plan)),
    gate('room_counts', roomCounts(plan)),
    gate('habitable_size', habitableSize(plan)),
    gate('bedroom_egress', bedroomEgress(plan)),
    gate('garage_door', garageDoor(plan)),
    gate('stair', stair(plan)),
    gate('bath_sizes', bathSizes(plan)),
    gate('clearances', clearances(plan)),
    gate('bedroom_closets', bedroomClosets(plan)),
    gate('service_access', serviceAccess(plan)),
    gate('natural_light', naturalLight(plan)),
  ];
}

export const allGatesPass = (plan: Plan): boolean => checkGates(plan).every((g) => g.passed);
