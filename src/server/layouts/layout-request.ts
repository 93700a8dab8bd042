import { randomInt } from 'node:crypto';
import {
  LAYOUT_LIMITS,
  ProgramSchema,
  type GenerateLayoutsBody,
  type LayoutJobRequest,
} from '../../contract/layouts';
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

/**
 * The request a layout job runs: the project's program with the body's overrides, footprint and front side on
 * top, checked against the API's bounds. Missing required fields and out-of-range values are a 400 naming each
 * field. Without a seed one is drawn here and stored, so any answer can be reproduced.
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
  const missing = REQUIRED_PROGRAM_FIELDS.filter((field) => merged[field] === null);
  if (missing.length > 0) {
    throw new FieldsError(
      Object.fromEntries(missing.map((field) => [field, [MISSING_FIELD]])),
      `Set the project's ${missing.map((field) => LABELS[field]).join(', ')} to generate layouts (missing: ${missing.join(', ')}).`,
    );
  }
  const program = ProgramSchema.safeParse(merged);
  if (!program.success) throw new FieldsError(zodIssuesToFieldErrors(program.error));
  const count = Math.min(body.count ?? DEFAULT_VARIANTS, LAYOUT_LIMITS.maxVariants);
  return { seed: body.seed ?? randomInt(2 ** 31 - 1), request: { program: program.data, count } };
}
