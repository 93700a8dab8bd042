import { bbox, polygonArea, sharedWallLength, SQIN_PER_SQFT } from './geometry';
import { CIRCULATION, HABITABLE } from './program';
import { ADJACENCY_PAIRS, ADJACENT_MIN_IN, PRIVATE_TYPES, PUBLIC_TYPES } from './rules';
import type { Plan, RoomType, Scores } from './types';

/** What the scores need of a plan: the generator's annealer builds it from boxes, scorePlan from polygons. */
export interface ScoreRoom {
  readonly type: RoomType;
  readonly level: number;
  readonly areaSqft: number;
  readonly targetSqft?: number;
  /** Bounding box sides (inches). */
  readonly w: number;
  readonly h: number;
}

export interface ScoreInput {
  readonly squareFootage: number;
  readonly rooms: readonly ScoreRoom[];
  /** Longest shared wall of two rooms on one level, inches. */
  readonly shared: (i: number, j: number) => number;
  /** Doors as pairs of room indexes (exterior doors left out). */
  readonly doors: readonly (readonly [number, number])[];
}

export const WEIGHTS = {
  adjacency: 0.3,
  area: 0.2,
  total_area: 0.1,
  aspect: 0.15,
  circulation: 0.1,
  privacy: 0.15,
} as const;

/** Circulation share the score accepts without penalty (percent of the living area). */
export const CIRCULATION_BAND = [8, 15] as const;

const clamp = (v: number) => Math.max(0, Math.min(100, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

export function adjacencyPct(input: ScoreInput): number {
  let asked = 0;
  let met = 0;
  const { rooms } = input;
  const n = rooms.length;
  for (const [as, bs] of ADJACENCY_PAIRS) {
    let anyA = false;
    let anyB = false;
    let ok = false;
    for (let i = 0; i < n; i++) {
      const ri = rooms[i] as ScoreRoom;
      if (!as.includes(ri.type)) continue;
      anyA = true;
      for (let j = 0; j < n && !ok; j++) {
        const rj = rooms[j] as ScoreRoom;
        if (i === j || !bs.includes(rj.type)) continue;
        anyB = true;
        if (ri.level === rj.level && input.shared(i, j) >= ADJACENT_MIN_IN) ok = true;
      }
    }
    if (!anyB) for (const r of rooms) if (bs.includes(r.type)) anyB = true;
    if (!anyA || !anyB) continue;
    asked++;
    if (ok) met++;
  }
  return asked === 0 ? 100 : (100 * met) / asked;
}

export function computeScores(input: ScoreInput): Scores {
  const { rooms, doors } = input;
  const adjacency = adjacencyPct(input);
  let errSum = 0;
  let errN = 0;
  let living = 0;
  let circ = 0;
  let habitable = 0;
  let aspectOk = 0;
  let privateN = 0;
  let privateOk = 0;
  for (let i = 0; i < rooms.length; i++) {
    const r = rooms[i] as ScoreRoom;
    if (r.targetSqft && r.targetSqft > 0) {
      errSum += (100 * Math.abs(r.areaSqft - r.targetSqft)) / r.targetSqft;
      errN++;
    }
    if (r.type !== 'garage') living += r.areaSqft;
    if (CIRCULATION.has(r.type)) circ += r.areaSqft;
    if (HABITABLE.has(r.type)) {
      habitable++;
      if (Math.max(r.w, r.h) <= 2 * Math.min(r.w, r.h) + 0.5) aspectOk++;
    }
    if (PRIVATE_TYPES.has(r.type)) {
      privateN++;
      let ok = true;
      for (const [a, b] of doors) {
        const other = a === i ? b : b === i ? a : -1;
        if (other >= 0 && PUBLIC_TYPES.has((rooms[other] as ScoreRoom).type)) ok = false;
      }
      if (ok) privateOk++;
    }
  }
  const areaErr = errN ? errSum / errN : 0;
  const totalErr = input.squareFootage > 0 ? (100 * (living - input.squareFootage)) / input.squareFootage : 0;
  const aspect = habitable ? (100 * aspectOk) / habitable : 100;
  const circulation = living > 0 ? (100 * circ) / living : 0;
  const privacy = privateN ? (100 * privateOk) / privateN : 100;
  const [lo, hi] = CIRCULATION_BAND;
  const parts = {
    adjacency: clamp(adjacency),
    area: clamp(100 - 2 * areaErr),
    total_area: clamp(100 - 20 * Math.abs(totalErr)),
    aspect: clamp(aspect),
    circulation: clamp(100 - 8 * Math.max(0, lo - circulation, circulation - hi)),
    privacy: clamp(privacy),
  };
  const total =
    WEIGHTS.adjacency * parts.adjacency +
    WEIGHTS.area * parts.area +
    WEIGHTS.total_area * parts.total_area +
    WEIGHTS.aspect * parts.aspect +
    WEIGHTS.circulation * parts.circulation +
    WEIGHTS.privacy * parts.privacy;
  return {
    total: round1(total),
    adjacency_pct: round1(adjacency),
    area_error_pct: round1(areaErr),
    total_area_error_pct: round1(totalErr),
    aspect_pct: round1(aspect),
    circulation_pct: round1(circulation),
    privacy_pct: round1(privacy),
    adjacency_score: round1(parts.adjacency),
    area_score: round1(parts.area),
    total_area_score: round1(parts.total_area),
    aspect_score: round1(parts.aspect),
    circulation_score: round1(parts.circulation),
    privacy_score: round1(parts.privacy),
  };
}

/** The score input of a finished plan (any convex room polygons). */
export function scoreInputOf(plan: Pick<Plan, 'program' | 'stories'>): ScoreInput {
  const polys = plan.stories.flatMap((s) => s.rooms.map((r) => ({ poly: r.polygon, level: s.level })));
  const rooms = plan.stories.flatMap((s) =>
    s.rooms.map((r): ScoreRoom => {
      const b = bbox(r.polygon);
      return {
        type: r.type,
        level: s.level,
        areaSqft: polygonArea(r.polygon) / SQIN_PER_SQFT,
        targetSqft: r.target_sqft,
        w: b.x1 - b.x0,
        h: b.y1 - b.y0,
      };
    }),
  );
  const index = new Map<string, number>();
  let n = 0;
  for (const s of plan.stories) for (const r of s.rooms) index.set(`${s.level}:${r.id}`, n++);
  const doors: [number, number][] = [];
  for (const s of plan.stories)
    for (const d of s.doors) {
      const a = index.get(`${s.level}:${d.between[0]}`);
      const b = index.get(`${s.level}:${d.between[1]}`);
      if (a !== undefined && b !== undefined) doors.push([a, b]);
    }
  const cache = new Map<number, number>();
  return {
    squareFootage: plan.program.square_footage,
    rooms,
    doors,
    shared: (i, j) => {
      const key = Math.min(i, j) * 100_000 + Math.max(i, j);
      let v = cache.get(key);
      if (v === undefined) {
        const p = polys[i];
        const q = polys[j];
        v = p && q && p.level === q.level ? sharedWallLength(p.poly, q.poly) : 0;
        cache.set(key, v);
      }
      return v;
    },
  };
}

/** Scores of a plan, each 0–100 (see Scores), from its rooms, their targets and its doors. */
export function scorePlan(plan: Pick<Plan, 'program' | 'stories'>): Scores {
  return computeScores(scoreInputOf(plan));
}
