import {
  bbox,
  len2d,
  EPS,
  overlapArea,
  polygonArea,
  polygonInside,
  segmentOn,
  sharedSegments,
  SQIN_PER_SQFT,
} from './geometry';
import { BEDROOMS, HABITABLE, HABITABLE_MIN_DIM_IN, HABITABLE_MIN_SQFT } from './program';
import type { GateName, GateResult, Plan, PlanRoom, PlanStory, Vec } from './types';
import { fullBaths, halfBaths } from './program';

/**
 * The hard gates of issue 11, checked on the finished plan (not on the generator's internals), so any plan —
 * generated, edited or hand-made — can be checked the same way.
 */

const MAX_OVERLAP_SQFT = 0.01;
const MIN_STAIR_WIDTH_IN = 36;

const gate = (name: GateName, problems: string[]): GateResult => ({
  gate: name,
  passed: problems.length === 0,
  detail: problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : ''),
});

const label = (s: PlanStory, r: PlanRoom) => `${r.name} (${r.id}, level ${s.level + 1})`;

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

function insideFootprint(plan: Plan): string[] {
  const out: string[] = [];
  const lot = plan.program.footprint;
  for (const s of plan.stories)
    for (const r of s.rooms) {
      if (!polygonInside(r.polygon, s.footprint)) out.push(`${label(s, r)} leaves the story outline`);
      else if (lot && lot.length >= 3 && !polygonInside(r.polygon, lot))
        out.push(`${label(s, r)} leaves the footprint`);
    }
  return out;
}

function sameRect(a: readonly Vec[], b: readonly Vec[]): boolean {
  const p = bbox(a);
  const q = bbox(b);
  return (
    Math.abs(p.x0 - q.x0) <= EPS &&
    Math.abs(p.y0 - q.y0) <= EPS &&
    Math.abs(p.x1 - q.x1) <= EPS &&
    Math.abs(p.y1 - q.y1) <= EPS
  );
}

/** A door counts when its centre lies on a wall the two rooms share (or, for exterior doors, on the outline). */
function reachable(plan: Plan): string[] {
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
  // Stairs join consecutive stories where they stand in the same place.
  for (let i = 0; i + 1 < plan.stories.length; i++) {
    const s = plan.stories[i] as PlanStory;
    const t = plan.stories[i + 1] as PlanStory;
    for (const a of s.rooms.filter((r) => r.type === 'stair'))
      for (const b of t.rooms.filter((r) => r.type === 'stair'))
        if (sameRect(a.polygon, b.polygon)) link(key(s.level, a.id), key(t.level, b.id));
  }
  if (start.length === 0) return [...problems, 'no entry door on the ground story outline'];
  const seen = new Set(start);
  const queue = [...start];
  while (queue.length) {
    const k = queue.pop() as string;
    for (const m of adj.get(k) ?? [])
      if (!seen.has(m)) {
        seen.add(m);
        queue.push(m);
      }
  }
  for (const s of plan.stories)
    for (const r of s.rooms)
      if (!seen.has(key(s.level, r.id))) problems.push(`${label(s, r)} cannot be reached from the entry`);
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
      const sqft = polygonArea(r.polygon) / SQIN_PER_SQFT;
      const b = bbox(r.polygon);
      const short = Math.min(b.x1 - b.x0, b.y1 - b.y0);
      if (sqft < HABITABLE_MIN_SQFT - 1e-6)
        out.push(`${label(s, r)} is ${sqft.toFixed(1)} sf (< ${HABITABLE_MIN_SQFT})`);
      if (short < HABITABLE_MIN_DIM_IN - 1e-6)
        out.push(`${label(s, r)} is ${short.toFixed(0)}" wide (< 7 ft)`);
    }
  return out;
}

function bedroomEgress(plan: Plan): string[] {
  const out: string[] = [];
  for (const s of plan.stories)
    for (const r of s.rooms) {
      if (!BEDROOMS.has(r.type)) continue;
      const ok = s.windows.some(
        (w) =>
          w.room === r.id &&
          w.egress &&
          segmentOn([w.a, w.b], r.polygon) &&
          segmentOn([w.a, w.b], s.footprint),
      );
      if (!ok) out.push(`${label(s, r)} has no egress window on an exterior wall`);
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
  const first = (plan.stories[0] as PlanStory).rooms.filter((r) => r.type === 'stair');
  const ok = first.filter((st) => {
    const b = bbox(st.polygon);
    if (Math.min(b.x1 - b.x0, b.y1 - b.y0) < MIN_STAIR_WIDTH_IN) return false;
    return plan.stories.every((s) =>
      s.rooms.some((r) => r.type === 'stair' && sameRect(r.polygon, st.polygon)),
    );
  });
  if (ok.length === 0) out.push('no stair at least 36" wide in the same place on every story');
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
  ];
}

export const allGatesPass = (plan: Plan): boolean => checkGates(plan).every((g) => g.passed);
