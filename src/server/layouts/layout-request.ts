import { randomInt } from 'node:crypto';
import {
  LAYOUT_LIMITS,
  ProgramSchema,
  type GenerateLayoutsBody,
  type LayoutJobRequest,
  type LotInput,
} from '../../contract/layouts';
import type { Lot, Vec } from '../../core/generate/types';
import { zodIssuesToFieldErrors } from '../../contract/projects';
import type { ProjectRow } from '../db/schema';
import { FieldsError } from '../errors';

/** The program fields a project must have before it can generate layouts (issue 11 item 5). */
export const REQUIRED_PROGRAM_FIELDS = ['square_footage', 'num_bedrooms', 'num_bathrooms'] as const;
export const MISSING_FIELD = 'is required to generate layouts';
const LABELS: Record<(typeof REQUIRED_PROGRAM_FIELDS)[number], string> = {
  square_footage: 'square footage',
  num_bedrooms: 'bedrooms',
  num_bathrooms: 'bathrooms',
};

export const DEFAULT_VARIANTS = 6;

const FT = 12;

/**
 * The lot the generator gets, in inches: the panel's width × depth (the street along the width) or outline, else
 * the project's lot area; with the panel's setbacks when given (the generator's defaults otherwise).
 */
export function lotOf(input: LotInput | undefined, lotAreaSqft: number | null): Lot | undefined {
  const setbacks = input?.setbacks_ft
    ? {
        front: input.setbacks_ft.front * FT,
        side: input.setbacks_ft.side * FT,
        rear: input.setbacks_ft.rear * FT,
      }
    : undefined;
  const withSetbacks = (lot: Lot): Lot => (setbacks ? { ...lot, setbacks_in: setbacks } : lot);
  if (input?.polygon_ft)
    return withSetbacks({ polygon: input.polygon_ft.map(([x, y]): Vec => [x * FT, y * FT]) });
  if (input?.width_ft !== undefined && input.depth_ft !== undefined) {
    const w = input.width_ft * FT;
    const d = input.depth_ft * FT;
    return withSetbacks({
      polygon: [
        [0, 0],
        [w, 0],
        [w, d],
        [0, d],
      ],
    });
  }
  if (lotAreaSqft !== null && lotAreaSqft > 0) return withSetbacks({ area_sqft: lotAreaSqft });
  return undefined;
}

/**
 * The request a layout job runs: the project's program with the body's overrides, footprint and front side on
 * top, the lot (the panel's, or the project's lot area) and the floor-to-floor height, checked against the API's
 * bounds. Missing required fields and out-of-range values are a 400 naming each field. Without a seed one is
 * drawn here and stored, so any answer can be reproduced.
 */
export function layoutJobRequest(
  project: ProjectRow,
  body: GenerateLayoutsBody,
): { seed: number; request: LayoutJobRequest } {
  const merged = {
    square_footage: project.square_footage,
    num_bedrooms: project.num_bedrooms,
    num_bathrooms: project.num_bathrooms,
    num_car_garage: project.num_car_garage ?? 0,
    story: project.story ?? 1,
    layout_style: project.layout_style ?? 'standard',
    ...body.overrides,
    ...(body.footprint ? { footprint: body.footprint } : {}),
    ...(body.front_side ? { front_side: body.front_side } : {}),
  };
  const lot = lotOf(body.lot, project.lot_area);
  const withLot = {
    ...merged,
    ...(lot ? { lot } : {}),
    ...(body.floor_to_floor_in !== undefined ? { floor_to_floor_in: body.floor_to_floor_in } : {}),
  };
  const missing = REQUIRED_PROGRAM_FIELDS.filter((field) => merged[field] === null);
  if (missing.length > 0) {
    throw new FieldsError(
      Object.fromEntries(missing.map((field) => [field, [MISSING_FIELD]])),
      `Set the project's ${missing.map((field) => LABELS[field]).join(', ')} to generate layouts (missing: ${missing.join(', ')}).`,
    );
  }
  const program = ProgramSchema.safeParse(withLot);
  if (!program.success) throw new FieldsError(zodIssuesToFieldErrors(program.error));
  const count = Math.min(body.count ?? DEFAULT_VARIANTS, LAYOUT_LIMITS.maxVariants);
  return { seed: body.seed ?? randomInt(2 ** 31 - 1), request: { program: program.data, count } };
}
