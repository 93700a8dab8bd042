import { z } from './zod';
import type {
  FrontSide,
  GateName,
  GateResult,
  GenerateResult,
  GenLayoutStyle,
  Plan,
  Program,
  RoomType,
} from '../core/generate/types';

/**
 * The generated plan format of issue 11 (lengths in inches, y up, areas in square feet): the core generator's
 * output, the layouts API's answer and what other tools can check. Bounds match the API's (at most 12 bedrooms,
 * 10 stories, 20,000 sf).
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
] as const satisfies readonly GateName[];

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
} as const;

const coord = z
  .number({ error: 'must be a number' })
  .check(z.gte(-LAYOUT_LIMITS.maxCoordinate, 'is out of range'))
  .check(z.lte(LAYOUT_LIMITS.maxCoordinate, 'is out of range'));
export const VecSchema = z.tuple([coord, coord]);

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
});

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
  overrides: z.optional(
    z.strictObject(z.omit(z.partial(ProgramSchema), { footprint: true, front_side: true }).shape),
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
});

export const PlanDoorSchema = z.object({
  id: z.string().check(z.minLength(1)),
  between: z.tuple([z.string().check(z.minLength(1)), z.string().check(z.minLength(1))]),
  center: VecSchema,
  width_in: z.number().check(z.positive()),
  kind: z.enum(['entry', 'swing', 'opening', 'overhead']),
});

export const PlanWindowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  room: z.string().check(z.minLength(1)),
  a: VecSchema,
  b: VecSchema,
  egress: z.boolean(),
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
});

export const PlanSchema = z.object({
  unit: z.literal('in'),
  program: ProgramSchema,
  seed: z.number().check(z.int()),
  template: z.string(),
  scores: ScoresSchema,
  stories: z.array(PlanStorySchema).check(z.minLength(1)),
});

export const GateResultSchema = z.object({
  gate: z.enum(GATE_NAMES),
  passed: z.boolean(),
  detail: z.string(),
});

export const GenerateResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), variants: z.array(PlanSchema) }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(['invalid_program', 'too_small', 'footprint_too_small', 'no_valid_layout']),
    message: z.string(),
    minimum_sqft: z.nullable(z.number()),
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
  reason: z.enum(['invalid_program', 'too_small', 'footprint_too_small', 'no_valid_layout']),
  message: z.string(),
  minimum_sqft: z.nullable(z.number()),
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
