import type { LayoutVariant } from '../../contract/layouts';

/** The scores a user can sort and filter variants by, with their labels. Errors and circulation: lower is not
 * better in raw percent, so sorting uses the 0–100 score of each (higher is always better). */
export const SCORE_KEYS = [
  'total',
  'adjacency_score',
  'area_score',
  'total_area_score',
  'aspect_score',
  'circulation_score',
  'privacy_score',
] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];

export const SCORE_LABELS: Record<ScoreKey, string> = {
  total: 'Total',
  adjacency_score: 'Adjacency',
  area_score: 'Room area',
  total_area_score: 'Total area',
  aspect_score: 'Aspect',
  circulation_score: 'Circulation',
  privacy_score: 'Privacy',
};

/** People compare about four plans at once; more side by side stops being readable. */
export const MAX_COMPARE = 4;

/** Variants scoring at least `minScore` on `key`, best first; ties keep the server's order (best total first). */
export function sortAndFilterVariants(
  variants: readonly LayoutVariant[],
  key: ScoreKey,
  minScore: number,
): LayoutVariant[] {
  return variants
    .map((variant, index) => ({ variant, index }))
    .filter(({ variant }) => variant.scores[key] >= minScore)
    .sort((a, b) => b.variant.scores[key] - a.variant.scores[key] || a.index - b.index)
    .map(({ variant }) => variant);
}

/** The compare selection after toggling `id`: removed if chosen, added if fewer than MAX_COMPARE are. */
export function toggleCompare(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  return selected.length < MAX_COMPARE ? [...selected, id] : [...selected];
}

/** A variant's label for people: "Variant 2" from id "17-1". */
export function variantLabel(variant: LayoutVariant): string {
  const index = Number(variant.id.split('-')[1] ?? '0');
  return `Variant ${index + 1}`;
}

export interface VariantFacts {
  rooms: number;
  areaSqft: number;
  gatesPassed: number;
  gatesTotal: number;
}

/** Rooms (halls and closets included) and their total area over every story, and the gates passed. */
export function variantFacts(variant: LayoutVariant): VariantFacts {
  const rooms = variant.plan.stories.flatMap((s) => s.rooms);
  return {
    rooms: rooms.length,
    areaSqft: Math.round(rooms.reduce((sum, r) => sum + r.area_sqft, 0)),
    gatesPassed: variant.gates.filter((g) => g.passed).length,
    gatesTotal: variant.gates.length,
  };
}

/** "Add square footage, bedrooms to generate layouts." — or null when the program is enough to generate. */
export function missingProgramText(program: {
  square_footage: number | null;
  num_bedrooms: number | null;
  num_bathrooms: number | null;
}): string | null {
  const missing = [
    program.square_footage ? null : 'square footage',
    program.num_bedrooms === null ? 'bedrooms' : null,
    program.num_bathrooms === null ? 'bathrooms' : null,
  ].filter((m): m is string => m !== null);
  return missing.length === 0 ? null : `Add ${missing.join(', ')} to generate layouts.`;
}
