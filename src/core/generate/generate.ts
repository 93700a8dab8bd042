/**
 * Program → plan variants (issue 11). The pipeline, one module each:
 *   program.ts    room list and target areas (typical US sizes scaled to the area, clamped to code minima)
 *   distribute.ts which story each room goes on (public down, bedrooms up, balanced by whole units)
 *   anneal.ts     per template: a first arrangement of room units, then simulated annealing over the unit order,
 *                 rows, pairing, house depth and row depth, scored by scores.ts plus penalties for what the gates
 *                 would refuse
 *   layout.ts     the slicing geometry (garage column, service strip, front row, hall band with stair, back row)
 *   connect.ts    doors as a shortest-path tree from the entry over the door rules of rules.ts
 *   build.ts      plan JSON: rooms, doors, windows, walls; mirror, place in the footprint, turn to the front side
 *   gates.ts      the hard gates, checked on the finished plan; a variant that fails one is never returned
 * Everything is seeded (random.ts) and uses only engine-independent arithmetic, so a program and seed give the
 * same plans, byte for byte, in Node and in a browser.
 */
import type { Template } from './anneal';
import { anneal, initialFloor, templateKey } from './anneal';
import { buildStories, frontTurns, rotateVec, transformStories } from './build';
import { distribute } from './distribute';
import { checkGates } from './gates';
import { largestInscribedRect } from './geometry';
import type { LayoutContext, LayoutState } from './layout';
import { frameFor } from './layout';
import { HABITABLE, HALL_WIDTH_IN, minimumSqftEstimate, roomList } from './program';
import { stream } from './random';
import { scorePlan } from './scores';
import type { GenerateOptions, GenerateResult, Plan, Program, Vec } from './types';
import { FRONT_SIDES, LAYOUT_STYLES } from './types';

/** Annealing steps per variant: 500 settles a 20-room house (700 gains ~1 point of area error for 25 % more time). */
export const STEPS = 500;
const MAX_RETRIES = 2;
/** Bounds the API also enforces (issue 11 item 6). */
export const LIMITS = {
  maxSqft: 20_000,
  maxBedrooms: 12,
  maxBathrooms: 12,
  maxCars: 6,
  maxStories: 10,
  maxVariants: 12,
} as const;

/** Depths a house may take (inches): 20–44 ft in 6" steps. */
const DEPTHS = Array.from({ length: 49 }, (_, i) => 240 + 6 * i);

const TEMPLATES: readonly Template[] = (() => {
  const out: Template[] = [];
  for (const depth of [0, -1, 1] as const)
    for (const kitchenBack of [true, false])
      for (const primaryBack of [true, false])
        for (const mirror of [false, true]) out.push({ mirror, primaryBack, kitchenBack, depth });
  return out;
})();

export function programProblem(p: Program): string | null {
  const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
  if (!num(p.square_footage) || p.square_footage <= 0 || p.square_footage > LIMITS.maxSqft)
    return `square_footage must be between 1 and ${LIMITS.maxSqft}`;
  if (
    !num(p.num_bedrooms) ||
    !Number.isInteger(p.num_bedrooms) ||
    p.num_bedrooms < 0 ||
    p.num_bedrooms > LIMITS.maxBedrooms
  )
    return `num_bedrooms must be a whole number from 0 to ${LIMITS.maxBedrooms}`;
  if (
    !num(p.num_bathrooms) ||
    !Number.isInteger(p.num_bathrooms * 2) ||
    p.num_bathrooms < 0 ||
    p.num_bathrooms > LIMITS.maxBathrooms
  )
    return `num_bathrooms must be a multiple of 0.5 from 0 to ${LIMITS.maxBathrooms}`;
  if (
    !num(p.num_car_garage) ||
    !Number.isInteger(p.num_car_garage) ||
    p.num_car_garage < 0 ||
    p.num_car_garage > LIMITS.maxCars
  )
    return `num_car_garage must be a whole number from 0 to ${LIMITS.maxCars}`;
  if (!num(p.story) || !Number.isInteger(p.story) || p.story < 1 || p.story > LIMITS.maxStories)
    return `story must be a whole number from 1 to ${LIMITS.maxStories}`;
  if (!LAYOUT_STYLES.includes(p.layout_style))
    return `layout_style must be one of ${LAYOUT_STYLES.join(', ')}`;
  if (p.front_side !== undefined && !FRONT_SIDES.includes(p.front_side))
    return `front_side must be one of ${FRONT_SIDES.join(', ')}`;
  if (p.footprint !== undefined) {
    if (p.footprint.length < 3 || p.footprint.length > 200) return 'footprint must have 3 to 200 points';
    if (
      !p.footprint.every(
        (v) => v.length === 2 && num(v[0]) && num(v[1]) && Math.abs(v[0]) <= 1e6 && Math.abs(v[1]) <= 1e6,
      )
    )
      return 'footprint points must be finite [x, y] pairs in inches';
  }
  return null;
}

interface Setup {
  readonly ctx: LayoutContext;
  readonly rooms: ReturnType<typeof roomList>;
  readonly turns: number;
}

function setup(p: Program): Setup | { maxSqft: number } {
  const rooms = roomList(p);
  const turns = frontTurns(p.front_side);
  const fit = p.footprint ? largestInscribedRect(p.footprint.map((v) => rotateVec(v, -turns))) : null;
  const base: LayoutContext = {
    program: p,
    stories: p.story,
    areaIn2: p.square_footage * 144,
    garageIn2: rooms.garageSqft * 144,
    cars: p.num_car_garage,
    depths: DEPTHS,
    fit,
  };
  if (!fit) return { ctx: base, rooms, turns };
  const fw = fit.x1 - fit.x0;
  const fh = fit.y1 - fit.y0;
  const depths = DEPTHS.filter((d) => {
    if (d > fh) return false;
    const fr = frameFor(base, d);
    return fr.gw + fr.w <= fw && fr.w > 0;
  });
  if (depths.length === 0) {
    // Largest living area that fits: the whole rectangle per story, less the garage.
    const d = Math.min(fh, DEPTHS[DEPTHS.length - 1] as number);
    const fr = frameFor({ ...base, areaIn2: 0 }, d);
    const maxSqft = Math.max(0, Math.floor(((fw - fr.gw) * d * p.story + fr.stripIn2) / 144));
    return { maxSqft };
  }
  return { ctx: { ...base, depths }, rooms, turns };
}

function nearestDepth(depths: readonly number[], want: number): number {
  return depths.reduce(
    (best, d) => (Math.abs(d - want) < Math.abs(best - want) ? d : best),
    depths[0] as number,
  );
}

function variant(s: Setup, t: Template, seed: number, streamNo: number, steps: number): Plan | null {
  const { ctx, rooms } = s;
  const p = ctx.program;
  const rnd = stream(seed, streamNo);
  // Rows deep enough for the largest habitable room at about 1.6 : 1, within 11½–17 ft.
  const biggest = Math.max(...rooms.rooms.filter((r) => HABITABLE.has(r.type)).map((r) => r.target), 100);
  const row = Math.max(138, Math.min(204, Math.sqrt((biggest * 144) / 1.6)));
  const d = nearestDepth(ctx.depths, Math.round(2 * row + HALL_WIDTH_IN + 24 * t.depth));
  const stripKeys = new Set(
    rooms.rooms
      .filter((r) => p.num_car_garage > 0 && (r.type === 'mudroom' || r.type === 'laundry'))
      .map((r) => r.key),
  );
  const fr = frameFor(
    ctx,
    d,
    rooms.rooms.filter((r) => stripKeys.has(r.key)).reduce((a, r) => a + r.target, 0),
  );
  const bodySqft = (fr.w * d) / 144;
  const perFloor = distribute(rooms.rooms, ctx.stories, bodySqft, stripKeys);
  const start: LayoutState = {
    d,
    f: Math.round((d - HALL_WIDTH_IN) / 2),
    floors: perFloor.map((fl, level) => initialFloor(fl, level, t, p.num_car_garage > 0)),
  };
  const { state } = anneal(ctx, start, rnd, steps);
  // A story with an empty row would leave a hole in the plan: refuse the variant (the gates check rooms, not holes).
  if (state.floors.some((fl) => fl.front.length === 0 || fl.back.length === 0)) return null;
  const { stories, frame } = buildStories(ctx, state, p.layout_style === 'open_living');
  const totalW = frame.gw + frame.w;
  const fit = ctx.fit;
  const ox = fit ? fit.x0 + Math.floor((fit.x1 - fit.x0 - totalW) / 2) : 0;
  const oy = fit ? fit.y0 : 0;
  const map = (v: Vec): Vec => rotateVec([(t.mirror ? totalW - v[0] : v[0]) + ox, v[1] + oy], s.turns);
  const placed = transformStories(stories, map);
  const draft = { unit: 'in' as const, program: p, seed, template: templateKey(t), stories: placed };
  const plan: Plan = { ...draft, scores: scorePlan(draft) };
  return checkGates(plan).every((g) => g.passed) ? plan : null;
}

function shuffled<T>(items: readonly T[], seed: number): T[] {
  const rnd = stream(seed, 0x7fff);
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

/** Variants from distinct templates, best first; at most `budget` annealing runs in all (retries included). */
function run(s: Setup, seed: number, count: number, steps: number, budget = 2 * count + 6): Plan[] {
  // Diversity first: the arrangements (suite side, kitchen side, depth) in a seeded order, mirrored every other
  // time; their mirror twins only after all twelve arrangements have been tried.
  const layouts = shuffled(
    TEMPLATES.filter((t) => !t.mirror),
    seed,
  );
  const flip = stream(seed, 0x7ffe)() < 0.5;
  const first = layouts.map((t, i) => ({ ...t, mirror: (i % 2 === 1) !== flip }));
  const order = [...first, ...first.map((t) => ({ ...t, mirror: !t.mirror }))];
  const out: Plan[] = [];
  let spent = 0;
  for (let i = 0; i < order.length && out.length < count && spent < budget; i++) {
    for (let r = 0; r <= MAX_RETRIES && spent < budget; r++) {
      spent++;
      const plan = variant(s, order[i] as Template, seed, i * 16 + r, steps);
      if (plan) {
        out.push(plan);
        break;
      }
    }
  }
  return out.sort((a, b) => b.scores.total - a.scores.total || (a.template < b.template ? -1 : 1));
}

const SEARCH_STEPS = 400;

/**
 * A small living area (square feet, a multiple of 50) from `from` up for which a valid plan exists, verified by
 * generating it: grow by 10 %, 20 %, 40 %… until a plan appears, then halve the gap down to 50 sf. Validity is not
 * strictly monotone in the area, so this is the smallest the search found, and always one that works.
 */
function minimumSqft(p: Program, seed: number, from: number): number | null {
  const works = (sf: number): boolean => {
    const s = setup({ ...p, square_footage: sf });
    return 'ctx' in s && run(s, seed, 1, SEARCH_STEPS, 4).length > 0;
  };
  const r50 = (v: number) => Math.ceil(v / 50) * 50;
  let lo = r50(from) - 50;
  let hi = r50(from);
  let grow = 0.1;
  while (!works(hi)) {
    lo = hi;
    if (hi >= LIMITS.maxSqft) return null;
    hi = Math.min(LIMITS.maxSqft, r50(hi * (1 + grow)));
    grow *= 2;
  }
  while (hi - lo > 50) {
    const mid = r50((lo + hi) / 2);
    if (mid >= hi) break;
    if (works(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * Plan variants for a program: up to `count` plans (default 6) from different templates, each passing every hard
 * gate, best total score first — or, when no valid plan exists, the reason and the smallest area that works.
 * Pure and deterministic: the same program, options and seed give the same plans.
 */
export function generateVariants(program: Program, options: GenerateOptions): GenerateResult {
  const p: Program = {
    ...program,
    ...(options.footprint ? { footprint: options.footprint } : {}),
    ...(options.frontSide ? { front_side: options.frontSide } : {}),
  };
  const problem = programProblem(p);
  if (problem !== null) return { ok: false, reason: 'invalid_program', message: problem, minimum_sqft: null };
  const seed = Number.isFinite(options.seed) ? Math.trunc(options.seed) : 0;
  const count = Math.max(1, Math.min(LIMITS.maxVariants, Math.trunc(options.count ?? 6)));
  const estimate = minimumSqftEstimate(p);
  const s = setup(p);
  if (!('ctx' in s)) {
    return {
      ok: false,
      reason: 'footprint_too_small',
      message: `The footprint holds at most about ${s.maxSqft} sf of living area on ${p.story} ${p.story === 1 ? 'story' : 'stories'}; the program asks ${p.square_footage} sf.`,
      minimum_sqft: null,
    };
  }
  if (p.square_footage >= estimate) {
    const variants = run(s, seed, count, STEPS);
    if (variants.length > 0) return { ok: true, variants };
  }
  const minimum = minimumSqft(p, seed, Math.max(estimate, p.square_footage + 1));
  const rooms = `${p.num_bedrooms} bedrooms, ${p.num_bathrooms} baths${p.num_car_garage ? `, a ${p.num_car_garage}-car garage` : ''}`;
  return {
    ok: false,
    reason: p.square_footage < (minimum ?? Infinity) ? 'too_small' : 'no_valid_layout',
    message:
      minimum !== null
        ? `${p.square_footage} sf is too small for ${rooms} on ${p.story} ${p.story === 1 ? 'story' : 'stories'}: it needs at least ${minimum} sf.`
        : `No plan meets every code check for ${rooms} within ${LIMITS.maxSqft} sf${p.footprint ? ' and the footprint' : ''}.`,
    minimum_sqft: minimum,
  };
}
