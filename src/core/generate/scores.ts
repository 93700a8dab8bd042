import { clearSize } from './clear';
import { serviceReach } from './gates';
import { bbox, polygonArea, sharedWallLength, SQIN_PER_SQFT } from './geometry';
import { BEDROOMS, CIRCULATION, HABITABLE } from './program';
import { ADJACENCY_PAIRS, ADJACENT_MIN_IN, PRIVATE_TYPES, PUBLIC_TYPES } from './rules';
import type { Plan, PlanRoom, PlanStory, Scores } from './types';

/**
 * Scores of a finished plan, each 0–100. Besides fit to the program (areas, adjacencies, proportions), the
 * plausibility score reads the plan as an architect would: one great room (the kitchen open to the living or
 * family room, the dining room beside the kitchen), zoning (the entry in the public rooms, no bedroom wall shared
 * with them), circulation (halls, foyer and stairs within 12 % of the area, no hall over 30 ft), a closet for
 * every bedroom and service rooms and a bath reached without crossing private rooms.
 */

export const WEIGHTS = {
  adjacency: 0.1,
  area: 0.15,
  total_area: 0.1,
  aspect: 0.1,
  circulation: 0.1,
  privacy: 0.1,
  plausibility: 0.35,
} as const;

/** Circulation share and hall length an architect accepts without comment. */
export const CIRCULATION_MAX_PCT = 12;
export const HALL_MAX_FT = 30;

/** A hall this long (inches) that also runs most of its story's length is the double-loaded bar the issue rejects. */
const CORRIDOR_MIN_IN = 24 * 12;
const CORRIDOR_SHARE = 0.75;

/**
 * Halls an architect would call a corridor down the house: longer than HALL_MAX_FT, or at least 24 ft and three
 * quarters of the story's long side. Not a hard gate (some programs have no other answer on a narrow lot), but the
 * variants are chosen to avoid it.
 */
export function corridorHalls(plan: Pick<Plan, 'stories'>): string[] {
  const out: string[] = [];
  for (const s of plan.stories) {
    const fb = bbox(s.footprint);
    const houseLong = Math.max(fb.x1 - fb.x0, fb.y1 - fb.y0);
    for (const r of s.rooms) {
      if (r.type !== 'hall') continue;
      const b = bbox(r.polygon);
      const len = Math.max(b.x1 - b.x0, b.y1 - b.y0);
      if (len > HALL_MAX_FT * 12 + 1e-6 || (len >= CORRIDOR_MIN_IN && len >= CORRIDOR_SHARE * houseLong))
        out.push(`${r.name} (level ${s.level + 1})`);
    }
  }
  return out;
}

const clamp = (v: number) => Math.max(0, Math.min(100, v));
const round1 = (v: number) => Math.round(v * 10) / 10;

type Located = { story: PlanStory; room: PlanRoom };

function shared(a: Located, b: Located): number {
  return a.story.level === b.story.level ? sharedWallLength(a.room.polygon, b.room.polygon) : 0;
}

function opensTo(story: PlanStory, a: PlanRoom, b: PlanRoom): boolean {
  return story.doors.some((d) => d.between.includes(a.id) && d.between.includes(b.id));
}

export function scorePlan(plan: Pick<Plan, 'program' | 'stories'>): Scores {
  const all: Located[] = plan.stories.flatMap((story) => story.rooms.map((room) => ({ story, room })));
  const ofType = (...t: string[]) => all.filter((x) => t.includes(x.room.type));

  let asked = 0;
  let met = 0;
  for (const [as, bs] of ADJACENCY_PAIRS) {
    const A = ofType(...as);
    const Bs = ofType(...bs);
    if (A.length === 0 || Bs.length === 0) continue;
    asked++;
    if (A.some((a) => Bs.some((b) => a !== b && shared(a, b) >= ADJACENT_MIN_IN))) met++;
  }
  const adjacency = asked ? (100 * met) / asked : 100;

  let missSqft = 0;
  let targetSqft = 0;
  let living = 0;
  let circ = 0;
  let habitable = 0;
  let aspectOk = 0;
  let privateN = 0;
  let privateOk = 0;
  let longestHall = 0;
  for (const { story, room } of all) {
    const area = polygonArea(room.polygon) / SQIN_PER_SQFT;
    if (room.target_sqft && room.target_sqft > 0) {
      missSqft += Math.abs(area - room.target_sqft);
      targetSqft += room.target_sqft;
    }
    if (room.type !== 'garage') living += area;
    if (CIRCULATION.has(room.type)) circ += area;
    if (room.type === 'hall') {
      const b = bbox(room.polygon);
      longestHall = Math.max(longestHall, Math.max(b.x1 - b.x0, b.y1 - b.y0) / 12);
    }
    if (HABITABLE.has(room.type)) {
      habitable++;
      const c = clearSize(room.polygon, story.walls);
      if (c.long <= 2 * c.short + 1e-6) aspectOk++;
    }
    if (PRIVATE_TYPES.has(room.type)) {
      privateN++;
      const byId = new Map(story.rooms.map((r) => [r.id, r]));
      const opensPublic = story.doors.some((d) => {
        if (!d.between.includes(room.id)) return false;
        const other = byId.get(d.between[0] === room.id ? d.between[1] : d.between[0]);
        return other !== undefined && PUBLIC_TYPES.has(other.type);
      });
      if (!opensPublic) privateOk++;
    }
  }
  // The share of the asked floor area that went to the wrong rooms: a 14-sf closet drawn at 28 sf weighs what its
  // 14 sf weigh, not what a living room 100 % off would (a per-room average let closets swamp the figure).
  const areaErr = targetSqft ? (100 * missSqft) / targetSqft : 0;
  const sf = plan.program.square_footage;
  const totalErr = sf > 0 ? (100 * (living - sf)) / sf : 0;
  const aspect = habitable ? (100 * aspectOk) / habitable : 100;
  const circulation = living > 0 ? (100 * circ) / living : 0;
  const privacy = privateN ? (100 * privateOk) / privateN : 100;

  // Great room: the kitchen open to the living or family room, the dining room beside the kitchen.
  const kitchens = ofType('kitchen');
  const open = kitchens.filter((k) =>
    ofType('living', 'family').some(
      (l) => shared(k, l) >= ADJACENT_MIN_IN && opensTo(k.story, k.room, l.room),
    ),
  ).length;
  const dining = ofType('dining');
  const diningNext = dining.length
    ? dining.filter((d) => kitchens.some((k) => shared(k, d) >= ADJACENT_MIN_IN)).length / dining.length
    : 1;
  const greatRoom = kitchens.length ? 70 * (open / kitchens.length) + 30 * diningNext : 100;

  // Zoning: the entry lands among the public rooms; no bedroom shares a wall with one.
  const entries = plan.stories.flatMap((s) =>
    s.doors.filter((d) => d.kind === 'entry').map((d) => s.rooms.find((r) => r.id === d.between[0])),
  );
  const entryPublic =
    entries.length > 0 && entries.every((r) => r !== undefined && PUBLIC_TYPES.has(r.type)) ? 1 : 0;
  const beds = all.filter((x) => BEDROOMS.has(x.room.type));
  const quiet = beds.filter((b) => !ofType(...PUBLIC_TYPES).some((p) => shared(b, p) > 6)).length;
  const zoning = 40 * entryPublic + 60 * (beds.length ? quiet / beds.length : 1);

  const circulationScore = clamp(
    100 - 8 * Math.max(0, circulation - CIRCULATION_MAX_PCT) - 5 * Math.max(0, longestHall - HALL_MAX_FT),
  );

  // Closets: a bedroom with a closet that opens into it (a primary's walk-in may open from its bath).
  const withCloset = beds.filter((b) =>
    b.story.rooms.some(
      (c) =>
        c.type === 'closet' &&
        (opensTo(b.story, b.room, c) ||
          (b.room.type === 'primary_bedroom' &&
            b.story.rooms.some(
              (pb) => pb.type === 'primary_bath' && opensTo(b.story, pb, c) && opensTo(b.story, b.room, pb),
            ))),
    ),
  ).length;
  const closets = beds.length ? (100 * withCloset) / beds.length : 100;

  const reach = serviceReach(plan);
  const service = reach.asked ? (100 * reach.met) / reach.asked : 100;
  const plausibility = (greatRoom + zoning + circulationScore + closets + service) / 5;

  const parts = {
    adjacency: clamp(adjacency),
    area: clamp(100 - 2 * areaErr),
    total_area: clamp(100 - 10 * Math.max(0, Math.abs(totalErr) - 2)),
    aspect: clamp(aspect),
    circulation: circulationScore,
    privacy: clamp(privacy),
    plausibility: clamp(plausibility),
  };
  const total =
    WEIGHTS.adjacency * parts.adjacency +
    WEIGHTS.area * parts.area +
    WEIGHTS.total_area * parts.total_area +
    WEIGHTS.aspect * parts.aspect +
    WEIGHTS.circulation * parts.circulation +
    WEIGHTS.privacy * parts.privacy +
    WEIGHTS.plausibility * parts.plausibility;
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
    plausibility_score: round1(parts.plausibility),
    great_room_score: round1(clamp(greatRoom)),
    zoning_score: round1(clamp(zoning)),
    closets_score: round1(clamp(closets)),
    service_score: round1(clamp(service)),
  };
}
