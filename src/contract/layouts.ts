import { z } from './zod';
import type {
  FixtureType,
  FrontSide,
  GateName,
  GateResult,
  GenerateResult,
  GenLayoutStyle,
  Plan,
  Program,
  RoomType,
  WindowOperation,
} from '../core/generate/types';

/**
 * The generated plan format of issue 11 (lengths in inches, y up, areas in square feet): the core generator's
 * output, the layouts API's answer and what other tools can check. Bounds match the API's (at most 12 bedrooms,
 * 10 stories, 20,000 sf). Issue 25 extends it, with every new field optional so stored plans still parse: door
 * swings, window heights, fixtures, stairs with their ends, risers and treads, each story's floor-to-floor height,
 * proposed rooms, the parti and the plausibility scores.
 */

// The contract imports only types from the core; these lists are checked against the core's at compile time.
const FRONT_SIDES = ['south', 'north', 'east', 'west'] as const satisfies readonly FrontSide[];
const LAYOUT_STYLES = [
  'standard',
  'maximize_bedrooms',
  'open_living',
] as const satisfies readonly GenLayoutStyle[];
const ROOM_TYPES = [
  'bedroom',
  'bathroom',
  'half_bath',
  'kitchen',
  'living',
  'dining',
  'family',
  'garage',
  'hall',
  'foyer',
  'laundry',
  'closet',
  'pantry',
  'office',
  'stair',
  'mudroom',
  'primary_bedroom',
  'primary_bath',
] as const satisfies readonly RoomType[];
const GATE_NAMES = [
  'no_overlap',
  'inside_footprint',
  'reachable',
  'room_counts',
  'habitable_size',
  'bedroom_egress',
  'garage_door',
  'stair',
  'bath_sizes',
  'clearances',
  'bedroom_closets',
  'service_access',
  'natural_light',
] as const satisfies readonly GateName[];
const FIXTURE_TYPES = [
  'toilet',
  'lavatory',
  'tub',
  'shower',
  'counter',
  'sink',
  'island',
  'washer',
  'dryer',
] as const satisfies readonly FixtureType[];
const WINDOW_OPERATIONS = [
  'casement',
  'awning',
  'slider',
  'double_hung',
  'fixed',
] as const satisfies readonly WindowOperation[];
const INFEASIBLE_REASONS = [
  'invalid_program',
  'too_small',
  'footprint_too_small',
  'no_valid_layout',
  'no_full_bath',
  'outside_residential_code',
] as const;

export const LAYOUT_LIMITS = {
  maxSqft: 20_000,
  maxBedrooms: 12,
  maxBathrooms: 12,
  maxCars: 6,
  maxStories: 10,
  maxVariants: 12,
  maxFootprintPoints: 200,
  /** Coordinates stay within ±1,000,000 in (about 16 miles): finite and far beyond any lot. */
  maxCoordinate: 1_000_000,
  /** Setbacks up to 100 ft; floor to floor from 8-ft ceilings on a 10" floor (100") to 12-ft ones (160"). */
  maxSetbackIn: 1200,
  minFloorToFloorIn: 100,
  maxFloorToFloorIn: 160,
  maxLotSqft: 10_000_000,
} as const;

const coord = z
  .number({ error: 'must be a number' })
  .check(z.gte(-LAYOUT_LIMITS.maxCoordinate, 'is out of range'))
  .check(z.lte(LAYOUT_LIMITS.maxCoordinate, 'is out of range'));
export const VecSchema = z.tuple([coord, coord]);
const coordFt = z
  .number({ error: 'must be a number' })
  .check(z.gte(-5000, 'is out of range'))
  .check(z.lte(5000, 'is out of range'));

const count = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .check(z.int('must be a whole number'))
    .check(z.gte(0, 'must be 0 or more'))
    .check(z.lte(max, `must be at most ${max}`));

export const FootprintSchema = z
  .array(VecSchema)
  .check(z.minLength(3, 'needs at least 3 points'))
  .check(
    z.maxLength(
      LAYOUT_LIMITS.maxFootprintPoints,
      `may have at most ${LAYOUT_LIMITS.maxFootprintPoints} points`,
    ),
  );

const setback = z
  .number({ error: 'must be a number' })
  .check(z.gte(0, 'must be 0 or more'))
  .check(z.lte(LAYOUT_LIMITS.maxSetbackIn, `must be at most ${LAYOUT_LIMITS.maxSetbackIn} (100 ft)`));

export const SetbacksSchema = z.strictObject({ front: setback, side: setback, rear: setback });

/** The lot in inches: an outline (the street on the front side) or only its area, and its setbacks. */
export const LotSchema = z.strictObject({
  polygon: z.optional(FootprintSchema),
  area_sqft: z.optional(
    z
      .number({ error: 'must be a number' })
      .check(z.positive('must be more than 0'))
      .check(z.lte(LAYOUT_LIMITS.maxLotSqft, `must be at most ${LAYOUT_LIMITS.maxLotSqft}`)),
  ),
  setbacks_in: z.optional(SetbacksSchema),
});

export const FloorToFloorSchema = z
  .number({ error: 'must be a number' })
  .check(
    z.gte(
      LAYOUT_LIMITS.minFloorToFloorIn,
      `must be at least ${LAYOUT_LIMITS.minFloorToFloorIn} (8-ft ceilings)`,
    ),
  )
  .check(z.lte(LAYOUT_LIMITS.maxFloorToFloorIn, `must be at most ${LAYOUT_LIMITS.maxFloorToFloorIn}`));

export const FrontSideSchema = z.enum(FRONT_SIDES);
export const GenLayoutStyleSchema = z.enum(LAYOUT_STYLES);

export const ProgramSchema = z.object({
  square_footage: z
    .number({ error: 'must be a number' })
    .check(z.positive('must be more than 0'))
    .check(z.lte(LAYOUT_LIMITS.maxSqft, `must be at most ${LAYOUT_LIMITS.maxSqft}`)),
  num_bedrooms: count(LAYOUT_LIMITS.maxBedrooms),
  num_bathrooms: z
    .number({ error: 'must be a number' })
    .check(z.gte(0, 'must be 0 or more'))
    .check(z.lte(LAYOUT_LIMITS.maxBathrooms, `must be at most ${LAYOUT_LIMITS.maxBathrooms}`))
    .check(z.refine((v) => Number.isInteger(v * 2), 'must be a whole or half number')),
  num_car_garage: count(LAYOUT_LIMITS.maxCars),
  story: count(LAYOUT_LIMITS.maxStories).check(z.gte(1, 'must be at least 1')),
  layout_style: GenLayoutStyleSchema,
  front_side: z.optional(FrontSideSchema),
  footprint: z.optional(FootprintSchema),
  lot: z.optional(LotSchema),
  floor_to_floor_in: z.optional(FloorToFloorSchema),
});

const feet = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .check(z.positive('must be more than 0'))
    .check(z.lte(max, `must be at most ${max}`));
const setbackFt = z
  .number({ error: 'must be a number' })
  .check(z.gte(0, 'must be 0 or more'))
  .check(z.lte(100, 'must be at most 100'));

/**
 * The lot as the Layouts panel sends it, in feet: width × depth (the street along the width) or an outline, and
 * the setbacks; with neither size nor outline, the project's lot area is used.
 */
export const LotInputSchema = z
  .strictObject({
    width_ft: z.optional(feet(5000)),
    depth_ft: z.optional(feet(5000)),
    polygon_ft: z.optional(
      z
        .array(z.tuple([coordFt, coordFt]))
        .check(z.minLength(3, 'needs at least 3 points'))
        .check(
          z.maxLength(
            LAYOUT_LIMITS.maxFootprintPoints,
            `may have at most ${LAYOUT_LIMITS.maxFootprintPoints} points`,
          ),
        ),
    ),
    setbacks_ft: z.optional(z.strictObject({ front: setbackFt, side: setbackFt, rear: setbackFt })),
  })
  .check(
    z.refine(
      (lot) => (lot.width_ft === undefined) === (lot.depth_ft === undefined),
      'give both width_ft and depth_ft, or neither',
    ),
  )
  .check(
    z.refine(
      (lot) => lot.polygon_ft === undefined || lot.width_ft === undefined,
      'give either width_ft and depth_ft or polygon_ft, not both',
    ),
  );
export type LotInput = z.infer<typeof LotInputSchema>;

/** Optional body of "Generate layouts": a seed, a footprint, a front side and program overrides. */
export const GenerateLayoutsBody = z.strictObject({
  seed: z.optional(
    z
      .number()
      .check(z.int('must be a whole number'))
      .check(z.gte(0))
      .check(z.lte(2 ** 31 - 1)),
  ),
  count: z.optional(z.number().check(z.int()).check(z.gte(1)).check(z.lte(LAYOUT_LIMITS.maxVariants))),
  footprint: z.optional(FootprintSchema),
  front_side: z.optional(FrontSideSchema),
  lot: z.optional(LotInputSchema),
  floor_to_floor_in: z.optional(FloorToFloorSchema),
  overrides: z.optional(
    z.strictObject(
      z.omit(z.partial(ProgramSchema), {
        footprint: true,
        front_side: true,
        lot: true,
        floor_to_floor_in: true,
      }).shape,
    ),
  ),
});
export type GenerateLayoutsBody = z.infer<typeof GenerateLayoutsBody>;

export const RoomTypeSchema = z.enum(ROOM_TYPES);

const sqft = z.number().check(z.gte(0));

export const PlanRoomSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: RoomTypeSchema,
  name: z.string(),
  polygon: z.array(VecSchema).check(z.minLength(3)),
  area_sqft: sqft,
  target_sqft: z.optional(sqft),
  proposed: z.optional(z.boolean()),
});

export const PlanDoorSchema = z.object({
  id: z.string().check(z.minLength(1)),
  between: z.tuple([z.string().check(z.minLength(1)), z.string().check(z.minLength(1))]),
  center: VecSchema,
  width_in: z.number().check(z.positive()),
  kind: z.enum(['entry', 'swing', 'opening', 'overhead']),
  swing: z.optional(z.object({ into: z.string().check(z.minLength(1)), hinge: VecSchema })),
});

export const PlanWindowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  room: z.string().check(z.minLength(1)),
  a: VecSchema,
  b: VecSchema,
  egress: z.boolean(),
  head_in: z.optional(z.number().check(z.positive())),
  sill_in: z.optional(z.number().check(z.gte(0))),
  operation: z.optional(z.enum(WINDOW_OPERATIONS)),
});

export const PlanFixtureSchema = z.object({
  id: z.string().check(z.minLength(1)),
  room: z.string().check(z.minLength(1)),
  type: z.enum(FIXTURE_TYPES),
  polygon: z.array(VecSchema).check(z.minLength(3)),
});

const FlightSchema = z.object({
  a: VecSchema,
  b: VecSchema,
  width_in: z.number().check(z.positive()),
  risers: z.number().check(z.int()).check(z.positive()),
});

export const PlanStairSchema = z.object({
  id: z.string().check(z.minLength(1)),
  room: z.string().check(z.minLength(1)),
  upper_room: z.string().check(z.minLength(1)),
  shape: z.enum(['straight', 'L', 'U']),
  bottom: VecSchema,
  top: VecSchema,
  width_in: z.number().check(z.positive()),
  risers: z.number().check(z.int()).check(z.positive()),
  riser_in: z.number().check(z.positive()),
  treads: z.number().check(z.int()).check(z.gte(0)),
  tread_in: z.number().check(z.positive()),
  headroom_in: z.number().check(z.positive()),
  flights: z.array(FlightSchema).check(z.minLength(1)),
  landings: z.array(z.array(VecSchema)),
});

export const PlanWallSchema = z.object({
  a: VecSchema,
  b: VecSchema,
  thickness_in: z.number().check(z.positive()),
  exterior: z.boolean(),
});

export const PlanStorySchema = z.object({
  level: z.number().check(z.int()).check(z.gte(0)),
  footprint: z.array(VecSchema).check(z.minLength(3)),
  rooms: z.array(PlanRoomSchema),
  doors: z.array(PlanDoorSchema),
  windows: z.array(PlanWindowSchema),
  walls: z.array(PlanWallSchema),
  floor_to_floor_in: z.optional(z.number().check(z.positive())),
  stairs: z.optional(z.array(PlanStairSchema)),
  fixtures: z.optional(z.array(PlanFixtureSchema)),
});

const pct = z.number();
export const ScoresSchema = z.object({
  total: pct,
  adjacency_pct: pct,
  area_error_pct: pct,
  total_area_error_pct: pct,
  aspect_pct: pct,
  circulation_pct: pct,
  privacy_pct: pct,
  adjacency_score: pct,
  area_score: pct,
  total_area_score: pct,
  aspect_score: pct,
  circulation_score: pct,
  privacy_score: pct,
  plausibility_score: z.optional(pct),
  great_room_score: z.optional(pct),
  zoning_score: z.optional(pct),
  closets_score: z.optional(pct),
  service_score: z.optional(pct),
});

export const PlanSchema = z.object({
  unit: z.literal('in'),
  program: ProgramSchema,
  seed: z.number().check(z.int()),
  template: z.string(),
  parti: z.optional(z.string()),
  scores: ScoresSchema,
  stories: z.array(PlanStorySchema).check(z.minLength(1)),
});

export const GateResultSchema = z.object({
  gate: z.enum(GATE_NAMES),
  passed: z.boolean(),
  detail: z.string(),
});

/** A change of the program that would make it feasible (the overrides a retry sends) and its label. */
export const SuggestionSchema = z.object({
  label: z.string(),
  overrides: z.object({
    num_bathrooms: z.optional(z.number()),
    story: z.optional(z.number()),
    square_footage: z.optional(z.number()),
  }),
});

export const GenerateResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), variants: z.array(PlanSchema) }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(INFEASIBLE_REASONS),
    message: z.string(),
    minimum_sqft: z.nullable(z.number()),
    suggestion: z.optional(SuggestionSchema),
  }),
]);

/** What a layout job runs: the program after the project's fields, the overrides and the footprint are merged. */
export const LayoutJobRequestSchema = z.object({
  program: ProgramSchema,
  count: z.number().check(z.int()).check(z.gte(1)).check(z.lte(LAYOUT_LIMITS.maxVariants)),
});
export type LayoutJobRequest = z.infer<typeof LayoutJobRequestSchema>;

/** What a finished layout job stored: the generator's answer and the gates checked on each variant. */
export const LayoutJobResultSchema = z.object({
  generated: GenerateResultSchema,
  gates: z.array(z.array(GateResultSchema)),
});
export type LayoutJobResult = z.infer<typeof LayoutJobResultSchema>;

/** POST …/layouts/generate/ answers the job to poll. */
export const GenerateLayoutsResponseSchema = z.object({
  success: z.literal(true),
  job_id: z.number().check(z.int()),
});
export type GenerateLayoutsResponse = z.infer<typeof GenerateLayoutsResponseSchema>;

export const LayoutJobStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export type LayoutJobStatus = z.infer<typeof LayoutJobStatusSchema>;

/** One variant of a finished job: id `${job_id}-${index}`, stable for the job's life. */
export const LayoutVariantSchema = z.object({
  id: z.string().check(z.regex(/^\d+-\d+$/)),
  plan: PlanSchema,
  scores: ScoresSchema,
  gates: z.array(GateResultSchema),
  preview_url: z.string(),
});
export type LayoutVariant = z.infer<typeof LayoutVariantSchema>;

export const LayoutInfeasibleSchema = z.object({
  reason: z.enum(INFEASIBLE_REASONS),
  message: z.string(),
  minimum_sqft: z.nullable(z.number()),
  suggestion: z.optional(SuggestionSchema),
});
export type LayoutInfeasible = z.infer<typeof LayoutInfeasibleSchema>;

/**
 * GET …/layouts/jobs/{job_id}/: the job's status; when done, the variants (best first) or why the program is
 * infeasible with the smallest square footage that would work; when failed, the error.
 */
export const LayoutJobResponseSchema = z.object({
  success: z.literal(true),
  job_id: z.number().check(z.int()),
  status: LayoutJobStatusSchema,
  seed: z.number().check(z.int()),
  variants: z.optional(z.array(LayoutVariantSchema)),
  infeasible: z.optional(LayoutInfeasibleSchema),
  error: z.optional(z.string()),
});
export type LayoutJobResponse = z.infer<typeof LayoutJobResponseSchema>;

/** POST …/layouts/{variant_id}/adopt/ (no body): the variant becomes a floor design of the project. */
export const AdoptLayoutResponseSchema = z.object({
  success: z.literal(true),
  floor_design_id: z.number().check(z.int()),
});
export type AdoptLayoutResponse = z.infer<typeof AdoptLayoutResponseSchema>;

// The schemas and the core's types describe the same JSON: a parsed value is usable where the core expects one.
type Assert<T extends true> = T;
export type _ListsComplete = Assert<
  [FrontSide, GenLayoutStyle, RoomType, GateName] extends [
    (typeof FRONT_SIDES)[number],
    (typeof LAYOUT_STYLES)[number],
    (typeof ROOM_TYPES)[number],
    (typeof GATE_NAMES)[number],
  ]
    ? true
    : false
>;
export type _PlanMatches = Assert<z.infer<typeof PlanSchema> extends Plan ? true : false>;
export type _ProgramMatches = Assert<z.infer<typeof ProgramSchema> extends Program ? true : false>;
export type _GateMatches = Assert<z.infer<typeof GateResultSchema> extends GateResult ? true : false>;
export type _ResultMatches = Assert<
  z.infer<typeof GenerateResultSchema> extends GenerateResult ? true : false
>;
