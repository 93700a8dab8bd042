/**
 * Program → plan variants (issue 25). The pipeline, one module each:
 *   program.ts    program sense (R306, the IRC's three stories) and the room brief: typical sizes scaled to the
 *                 area, proposed rooms instead of oversized ones
 *   envelope.ts   the lot less its setbacks (or a footprint) in the generator's frame, and fitting a house in it
 *   partis/       the library of partis — split-bedroom, L with a wing, compact center hall, two-story (public
 *                 down, bedrooms up; primary down), studio and one-bedroom units — each a slicing tree whose
 *                 dimensions slicing.ts solves from the room targets, at a few depths and mirrors
 *   assemble.ts   a scheme made plan: walls, doors placed and swung (swing.ts), stairs (stairs.ts), windows with
 *                 heights (windows.ts), fixtures (fixtures.ts)
 *   gates.ts      the hard gates, read between wall faces; a variant that fails one is never returned
 *   scores.ts     fit to the program and plausibility; variants are chosen best first across partis and door graphs
 * Everything is deterministic per seed (random.ts) and uses only engine-independent arithmetic, so a program and
 * seed give the same plans, byte for byte, in Node and in a browser.
 */
import { assemble } from './assemble';
import { envelopeOf, envelopeSqft, fitInto, frontTurns, rotateVec } from './envelope';
import { checkGates } from './gates';
import type { Box } from './geometry';
import { PARTIS, type Parti } from './partis';
import { doorVariants } from './partis/doorVariants';
import { mirrorScheme } from './partis/mirror';
import {
  type Brief,
  DEFAULT_FLOOR_TO_FLOOR_IN,
  minimumSqftEstimate,
  programRefusal,
  roomBrief,
} from './program';
import { stream } from './random';
import type { Scheme } from './scheme';
import { corridorHalls, scorePlan } from './scores';
import { transformStories } from './transform';
import type { GenerateOptions, GenerateResult, Plan, Program, Vec } from './types';
import { FRONT_SIDES, LAYOUT_STYLES } from './types';

/** Bounds the API also enforces. */
export const LIMITS = {
  maxSqft: 20_000,
  maxBedrooms: 12,
  maxBathrooms: 12,
  maxCars: 6,
  maxStories: 10,
  maxVariants: 12,
  /** Floor to floor heights a house may have (inches): 8-ft ceilings on a 10" floor to 12-ft ones. */
  minFloorToFloorIn: 100,
  maxFloorToFloorIn: 160,
} as const;

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
  const polygonProblem = (name: string, poly: readonly Vec[]) => {
    if (poly.length < 3 || poly.length > 200) return `${name} must have 3 to 200 points`;
    if (
      !poly.every(
        (v) => v.length === 2 && num(v[0]) && num(v[1]) && Math.abs(v[0]) <= 1e6 && Math.abs(v[1]) <= 1e6,
      )
    )
      return `${name} points must be finite [x, y] pairs in inches`;
    return null;
  };
  if (p.footprint !== undefined) {
    const bad = polygonProblem('footprint', p.footprint);
    if (bad) return bad;
  }
  if (p.lot !== undefined) {
    if (p.lot.polygon !== undefined) {
      const bad = polygonProblem('lot polygon', p.lot.polygon);
      if (bad) return bad;
    }
    if (
      p.lot.area_sqft !== undefined &&
      (!num(p.lot.area_sqft) || p.lot.area_sqft <= 0 || p.lot.area_sqft > 1e7)
    )
      return 'lot area must be a positive number of square feet';
    const sb = p.lot.setbacks_in;
    if (sb && ![sb.front, sb.side, sb.rear].every((v) => num(v) && v >= 0 && v <= 1200))
      return 'setbacks must be 0 to 100 ft';
  }
  if (
    p.floor_to_floor_in !== undefined &&
    (!num(p.floor_to_floor_in) ||
      p.floor_to_floor_in < LIMITS.minFloorToFloorIn ||
      p.floor_to_floor_in > LIMITS.maxFloorToFloorIn)
  )
    return `floor_to_floor_in must be from ${LIMITS.minFloorToFloorIn} to ${LIMITS.maxFloorToFloorIn}`;
  return null;
}

function schemeBoxes(s: Scheme): Box[] {
  return s.stories.flatMap((st) => st.rooms.map((r) => r.box));
}

/**
 * A plan from a scheme placed in the envelope (or at the origin) and turned to its front side; 'unfit' when it
 * does not fit the envelope either way round, null when it fails a gate.
 */
function planOf(
  p: Program,
  s: Scheme,
  envelope: readonly Vec[] | null,
  turns: number,
  seed: number,
): Plan | 'unfit' | null {
  let scheme = s;
  let shift: Vec | null;
  if (envelope) {
    shift = fitInto(schemeBoxes(scheme), envelope);
    if (!shift) {
      scheme = mirrorScheme(s);
      shift = fitInto(schemeBoxes(scheme), envelope);
    }
    if (!shift) return 'unfit';
  } else {
    const boxes = schemeBoxes(scheme);
    shift = [-Math.min(...boxes.map((b) => b.x0)), -Math.min(...boxes.map((b) => b.y0))];
  }
  const ftf = p.floor_to_floor_in ?? DEFAULT_FLOOR_TO_FLOOR_IN;
  const built = assemble(scheme, { floorToFloorIn: ftf, cars: p.num_car_garage });
  if (built.problems.length > 0) return null;
  const [dx, dy] = shift;
  const stories = transformStories(built.stories, ([x, y]) => rotateVec([x + dx, y + dy], turns));
  const draft = {
    unit: 'in' as const,
    program: p,
    seed,
    template: scheme.template,
    parti: scheme.parti,
    stories,
  };
  const plan: Plan = { ...draft, scores: scorePlan(draft) };
  const failed = checkGates(plan).filter((g) => !g.passed);
  return failed.length === 0 ? plan : null;
}

/** The door graph of a plan: which kinds of rooms open on which (diversity is judged on it). */
export function doorGraphKey(plan: Plan): string {
  const edges: string[] = [];
  for (const s of plan.stories) {
    const type = new Map(s.rooms.map((r) => [r.id, r.type]));
    for (const d of s.doors) {
      const ends = d.between.map((id) => (id === 'exterior' ? 'exterior' : (type.get(id) ?? '?'))).sort();
      edges.push(`${s.level}:${ends.join('-')}:${d.kind === 'opening' ? 'o' : 'd'}`);
    }
  }
  return edges.sort().join('|');
}

/** Living area of a scheme (square feet): its rooms on wall centre lines, the garage left out. */
function schemeLivingSqft(s: Scheme): number {
  let a = 0;
  for (const st of s.stories)
    for (const r of st.rooms)
      if (r.spec.type !== 'garage') a += (r.box.x1 - r.box.x0) * (r.box.y1 - r.box.y0);
  return a / 144;
}

/** How far a parti's schemes may miss the asked living area before their brief is scaled to make up for it. */
const AREA_TOLERANCE = 0.025;

/**
 * A parti's schemes with their rooms scaled so the plan's living area meets the program: a parti whose halls,
 * closets and minimum widths add more (or less) than the brief's 10 % allowance would otherwise overshoot the
 * asked square footage by up to a tenth. The brief is redrawn once for the area the parti's median scheme
 * missed by; schemes of the first brief that already fit follow as fallbacks.
 */
function calibrated(parti: Parti, p: Program, brief: Brief, ftf: number): { s: Scheme; fits: boolean }[] {
  const fits = (s: Scheme) => Math.abs(schemeLivingSqft(s) / p.square_footage - 1) <= AREA_TOLERANCE;
  const first = parti.schemes(p, brief, ftf);
  if (first.length === 0) return [];
  const ratios = first.map((s) => schemeLivingSqft(s) / p.square_footage).sort((a, b) => a - b);
  const ratio = ratios[Math.floor(ratios.length / 2)] as number;
  const again =
    Math.abs(ratio - 1) <= AREA_TOLERANCE
      ? []
      : parti.schemes(p, roomBrief(p, p.square_footage / ratio), ftf);
  return [...again, ...first].map((s) => ({ s, fits: fits(s) }));
}

/** A scheme's arrangement: its rooms and declared doors, whatever their sizes or side (mirror twins share it). */
function arrangementKey(s: Scheme): string {
  return s.stories
    .map((st) =>
      [
        ...st.rooms.map((r) => r.spec.key).sort(),
        ...st.doors
          .map((d) => `${d.a}>${typeof d.b === 'string' ? d.b : d.b.join('/')}:${d.kind ?? ''}`)
          .sort(),
      ].join(','),
    )
    .join('|');
}

interface Search {
  readonly plans: Plan[];
  /** Schemes that could not be placed in the envelope. */
  readonly unfit: number;
  readonly tried: number;
}

/**
 * Valid plans of the partis' schemes, tried round robin across partis (each parti's schemes in a seeded order),
 * until `enough` are found or every scheme has been tried.
 */
function search(p: Program, seed: number, enough: number, maxTries = 40): Search {
  const turns = frontTurns(p.front_side);
  const env = envelopeOf(p.footprint, p.lot, turns);
  if (env === 'none-left') return { plans: [], unfit: 1, tried: 0 };
  const brief = roomBrief(p);
  const ftf = p.floor_to_floor_in ?? DEFAULT_FLOOR_TO_FLOOR_IN;
  const rnd = stream(seed, 0x5eed);
  const queues = PARTIS.map((parti) => {
    const list = calibrated(parti, p, brief, ftf).filter(({ s }) => s.bent <= 48);
    // Mirror twins and depth variants often share their rooms and doors: the first scheme of each arrangement
    // goes before the repeats, so the variants differ in their door graphs and not only in their dimensions.
    const seen = new Set<string>();
    const repeat = new Map(
      list.map(({ s }) => {
        const k = arrangementKey(s);
        const again = seen.has(k);
        seen.add(k);
        return [s, again ? 5 : 0];
      }),
    );
    // A seeded shuffle within each bend class keeps the best-fitting schemes first (those on the asked area
    // before the others) but varies them by seed.
    const keyed = list.map(({ s, fits }) => ({
      s,
      k: (fits ? 0 : 10) + (repeat.get(s) ?? 0) + Math.round(s.bent / 12) + rnd(),
    }));
    return keyed.sort((a, b) => a.k - b.k).map((x) => x.s);
  }).filter((q) => q.length > 0);
  const order = queues.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const plans: Plan[] = [];
  let unfit = 0;
  let tried = 0;
  // Plans with a corridor down the house do not count toward enough: the search goes on for better ones, up to
  // two plans more than sought. Each scheme built costs a few milliseconds, so they are bounded by maxTries; one
  // that does not fit the envelope costs little and only counts toward a looser bound.
  let good = 0;
  let built = 0;
  const over = () => built >= maxTries || tried >= maxTries * 5;
  const enoughFound = () => good >= enough || plans.length >= enough + 2;
  const done = () => over() || enoughFound();
  // Once enough plans are found, a parti with none yet still gets a few more of its schemes: its first ones often
  // fail a gate, and the variants should show every parti that has a valid plan.
  const found = new Set<number>();
  const LATE_TRIES = 6;
  for (let round = 0; !over(); round++) {
    if (enoughFound() && (round >= LATE_TRIES || order.every((qi) => found.has(qi)))) break;
    let any = false;
    for (const qi of order) {
      const s = (queues[qi] as Scheme[])[round];
      if (!s || (enoughFound() && found.has(qi))) continue;
      any = true;
      tried++;
      const plan = planOf(p, s, env, turns, seed);
      if (plan === 'unfit') unfit++;
      else built++;
      if (plan && plan !== 'unfit') {
        found.add(qi);
        plans.push(plan);
        if (corridorHalls(plan).length === 0) good++;
        // A valid scheme's door alternatives (same rooms, another door graph) right after it: they fit wherever
        // it fits, so they are only worth trying once it has passed.
        for (const v of doorVariants(s)) {
          if (done()) break;
          tried++;
          built++;
          const alt = planOf(p, v, env, turns, seed);
          if (alt && alt !== 'unfit') {
            plans.push(alt);
            if (corridorHalls(alt).length === 0) good++;
          }
        }
      }
      if (over()) break;
    }
    if (!any) break;
  }
  return { plans, unfit, tried };
}

const AREA_SHOWN_PCT = 5;

/** Up to `count` plans, best first, preferring a new parti, then a new door graph, over a better score. */
function choose(found: readonly Plan[], count: number, onLot: boolean): Plan[] {
  // On a lot, a plan more than 5 % under the asked living area is the smaller house the lot took where the whole
  // program did not fit: it is shown only when no plan holds the program.
  const holds = found.filter((pl) => pl.scores.total_area_error_pct >= -AREA_SHOWN_PCT);
  const plans = onLot && holds.length > 0 ? holds : found;
  // Plans with a corridor down the house come after every plan without one, whatever their score; then plans
  // more than 3 % off the asked living area (a client pays by the square foot) or with a bedroom wall on a
  // public room after the others.
  const corridor = new Map(
    plans.map((pl) => [
      pl,
      (corridorHalls(pl).length > 0 ? 2 : 0) +
        (Math.abs(pl.scores.total_area_error_pct) > 3 || (pl.scores.zoning_score ?? 100) < 100 ? 1 : 0),
    ]),
  );
  const byScore = [...plans].sort(
    (a, b) =>
      (corridor.get(a) ?? 0) - (corridor.get(b) ?? 0) ||
      b.scores.total - a.scores.total ||
      (a.template < b.template ? -1 : 1),
  );
  const out: Plan[] = [];
  const partis = new Set<string>();
  const graphs = new Set<string>();
  const templates = new Set<string>();
  // New partis, then new door graphs on new rooms (not a door alternative of a plan already shown), then any new
  // door graph, then the rest — first among plans without a corridor down the house, then among all: a corridor
  // plan fills a place only when the plans without one run out.
  const bases = new Set<string>();
  const baseOf = (plan: Plan) => plan.template.split('+')[0] as string;
  const steps = ['parti', 'rooms', 'graph', 'any'] as const;
  for (const corridorOk of [false, true])
    for (const step of steps)
      for (const plan of byScore) {
        if (out.length >= count) break;
        if (out.includes(plan) || templates.has(plan.template)) continue;
        if (!corridorOk && (corridor.get(plan) ?? 0) >= 2) continue;
        const g = doorGraphKey(plan);
        if (step === 'parti' && partis.has(plan.parti ?? '')) continue;
        if (step === 'rooms' && (graphs.has(g) || bases.has(baseOf(plan)))) continue;
        if (step === 'graph' && graphs.has(g)) continue;
        out.push(plan);
        partis.add(plan.parti ?? '');
        graphs.add(g);
        bases.add(baseOf(plan));
        templates.add(plan.template);
      }
  return out.sort((a, b) => b.scores.total - a.scores.total || (a.template < b.template ? -1 : 1));
}

/**
 * A small living area (square feet, a multiple of 50) from `from` up for which a valid plan exists, verified by
 * generating it: grow by 10 %, 20 %, 40 %… until a plan appears, then halve the gap down to 50 sf. Validity is not
 * strictly monotone in the area, so this is the smallest the search found, and always one that works.
 */
function minimumSqft(p: Program, seed: number, from: number): number | null {
  const works = (sf: number): boolean => search({ ...p, square_footage: sf }, seed, 1, 24).plans.length > 0;
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
 * Plan variants for a program: up to `count` plans (default 6) across partis, each passing every hard gate, best
 * total score first — or, when no valid plan exists, the reason and the smallest area that works (or what to
 * change). Pure and deterministic: the same program, options and seed give the same plans.
 */
export function generateVariants(program: Program, options: GenerateOptions): GenerateResult {
  const p: Program = {
    ...program,
    ...(options.footprint ? { footprint: options.footprint } : {}),
    ...(options.frontSide ? { front_side: options.frontSide } : {}),
  };
  const problem = programProblem(p);
  if (problem !== null) return { ok: false, reason: 'invalid_program', message: problem, minimum_sqft: null };
  const refusal = programRefusal(p);
  if (refusal) return { ok: false, ...refusal, minimum_sqft: null };
  const seed = Number.isFinite(options.seed) ? Math.trunc(options.seed) : 0;
  const count = Math.max(1, Math.min(LIMITS.maxVariants, Math.trunc(options.count ?? 6)));
  const estimate = minimumSqftEstimate(p);
  const found = p.square_footage >= estimate ? search(p, seed, count + 4) : { plans: [], unfit: 0, tried: 0 };
  if (found.plans.length > 0)
    return {
      ok: true,
      variants: choose(found.plans, count, p.lot !== undefined || p.footprint !== undefined),
    };
  const stories = `${p.story} ${p.story === 1 ? 'story' : 'stories'}`;
  const turns = frontTurns(p.front_side);
  const env = envelopeOf(p.footprint, p.lot, turns);
  if (env !== null && (env === 'none-left' || (found.tried > 0 && found.unfit === found.tried))) {
    const holds = env === 'none-left' ? 0 : envelopeSqft(env, p.story);
    const where = p.footprint ? 'The footprint' : "The lot's buildable area (inside its setbacks)";
    return {
      ok: false,
      reason: 'footprint_too_small',
      message: `${where} holds at most about ${holds} sf of living area on ${stories}; the program asks ${p.square_footage} sf${p.num_car_garage ? ` and a ${p.num_car_garage}-car garage` : ''}.`,
      minimum_sqft: null,
      ...(p.story < 3
        ? { suggestion: { label: `Generate on ${p.story + 1} stories`, overrides: { story: p.story + 1 } } }
        : {}),
    };
  }
  const minimum = minimumSqft(p, seed, Math.max(estimate, p.square_footage + 1));
  const rooms = `${p.num_bedrooms} bedroom${p.num_bedrooms === 1 ? '' : 's'}, ${p.num_bathrooms} bath${p.num_bathrooms === 1 ? '' : 's'}${p.num_car_garage ? `, a ${p.num_car_garage}-car garage` : ''}`;
  return {
    ok: false,
    // Too small only when a larger area was found to work; with none, saying "too small" would promise a fix.
    reason: minimum !== null && p.square_footage < minimum ? 'too_small' : 'no_valid_layout',
    message:
      minimum !== null
        ? `${p.square_footage} sf is too small for ${rooms} on ${stories}: it needs at least ${minimum} sf.`
        : `No plan meets every code check for ${rooms} within ${LIMITS.maxSqft} sf${p.footprint || p.lot ? ' and the lot' : ''}.`,
    minimum_sqft: minimum,
  };
}
