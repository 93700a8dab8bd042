import type { LayoutVariant } from '../../contract/layouts';

type GateName = LayoutVariant['gates'][number]['gate'];

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
  'plausibility_score',
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
  plausibility_score: 'Plausibility',
};

/** A score as stored; plans made before the plausibility score existed count as 0 on it. */
const rawScore = (variant: LayoutVariant, key: ScoreKey): number => variant.scores[key] ?? 0;

/** Score values are 0–100 floats; people read whole numbers. */
export const scoreValue = (variant: LayoutVariant, key: ScoreKey): number =>
  Math.round(Math.min(100, Math.max(0, rawScore(variant, key))));

/** People compare about four plans at once; more side by side stops being readable. */
export const MAX_COMPARE = 4;

/**
 * Variants whose total (as shown, a whole number) is at least `minTotal`, best first by `sortBy`; ties keep the
 * server's order (best total first).
 */
export function sortAndFilterVariants(
  variants: readonly LayoutVariant[],
  sortBy: ScoreKey,
  minTotal: number,
): LayoutVariant[] {
  return variants
    .map((variant, index) => ({ variant, index }))
    .filter(({ variant }) => scoreValue(variant, 'total') >= minTotal)
    .sort((a, b) => rawScore(b.variant, sortBy) - rawScore(a.variant, sortBy) || a.index - b.index)
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
  /** Every room, the garage included. */
  areaSqft: number;
  /** The living area (every room but the garage), which is what the program's square footage asks for. */
  livingSqft: number;
  garageSqft: number;
  /** Rooms the generator added beyond the program (an office, a guest suite, a bonus room), by name. */
  proposed: string[];
  gatesPassed: number;
  gatesTotal: number;
}

/** Rooms (halls and closets included) and their areas over every story, what was proposed, the gates passed. */
export function variantFacts(variant: LayoutVariant): VariantFacts {
  const rooms = variant.plan.stories.flatMap((s) => s.rooms);
  const sum = (rs: typeof rooms) => Math.round(rs.reduce((total, r) => total + r.area_sqft, 0));
  return {
    rooms: rooms.length,
    areaSqft: sum(rooms),
    livingSqft: sum(rooms.filter((r) => r.type !== 'garage')),
    garageSqft: sum(rooms.filter((r) => r.type === 'garage')),
    proposed: rooms.filter((r) => r.proposed === true).map((r) => r.name),
    gatesPassed: variant.gates.filter((g) => g.passed).length,
    gatesTotal: variant.gates.length,
  };
}

/**
 * What the card's area figure includes, in words: "2,215 sf living area, 24 rooms (garage 484 sf more)". The
 * program's square footage is living area; a garage counted in silently made a 2,200 sf program read 2,682 sf.
 */
export function areaSummary(facts: VariantFacts, levels: number, format: (v: number) => string): string {
  const where = levels > 1 ? ` on ${levels} levels` : '';
  const garage = facts.garageSqft > 0 ? ` (garage ${format(facts.garageSqft)} sf more)` : '';
  return `${format(facts.livingSqft)} sf living area, ${facts.rooms} rooms${where}${garage}`;
}

/** "a", "a and b", "a, b and c": how the missing fields read in a sentence. */
function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** "Add square footage and bedrooms to generate layouts." — or null when the program is enough to generate. */
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
  return missing.length === 0 ? null : `Add ${listInWords(missing)} to generate layouts.`;
}

/** The hard gates as people read them, in the order the core checks them (sizes are clear, between wall faces). */
export const GATE_LABELS: Record<GateName, string> = {
  no_overlap: 'Rooms do not overlap',
  inside_footprint: 'Every room inside the lot and the floor below',
  reachable: 'Every room reachable from the entry',
  room_counts: 'Bedroom and bathroom counts as asked',
  habitable_size: 'Habitable rooms at least 70 sf, 7 ft wide, 2 : 1 at most',
  bedroom_egress: 'Egress window in every bedroom',
  garage_door: 'No garage door into a bedroom',
  stair: 'Stair buildable: 7¾" risers, 10" treads, 36" wide',
  bath_sizes: 'Baths 60" wide, powder room door clear of the toilet',
  clearances: 'Kitchen aisles, garage and halls wide enough',
  bedroom_closets: 'A closet in every bedroom',
  service_access: 'Laundry and a bath reached without crossing a bedroom',
  natural_light: 'Glass for 8 % of every habitable room',
};

/** The score parts shown under the total, in SCORE_KEYS order without the total itself. */
export const SCORE_PARTS = SCORE_KEYS.filter((key) => key !== 'total');

/** The minimum total a user can filter by; 0 shows every variant. */
export const MIN_TOTAL_CHOICES = [0, 50, 60, 70, 80, 90] as const;

/** The drawing's text alternative: every room with its area, story by story (the same labels the drawing shows). */
export function planDescription(variant: LayoutVariant): string {
  const many = variant.plan.stories.length > 1;
  const stories = variant.plan.stories.map((story) => {
    const rooms = story.rooms.map((r) => `${r.name} ${Math.round(r.area_sqft)} sf`).join(', ');
    return many ? `Level ${story.level + 1}: ${rooms}` : rooms;
  });
  return `Plan of ${variantLabel(variant)}. ${stories.join('. ')}.`;
}

const DEPTHS = ['shallow', 'medium', 'deep'] as const;

/** The generator's partis as a client reads them on a card. */
const PARTI_WORDS: Readonly<Record<string, string>> = {
  split_bedroom: 'Split-bedroom plan: primary suite and secondary bedrooms on either side of the great room',
  bedroom_wing: 'Bedroom wing off the great room',
  l_wing: 'L plan: a bedroom wing at right angles to the great room',
  suite_wing: 'L plan: the primary suite in a wing behind the living room',
  center_hall: 'Compact center-hall plan',
  two_story: 'Two stories: living down, bedrooms up',
  primary_down: 'Two stories: primary suite down, bedrooms up',
  colonial: 'Center-hall two-story: formal rooms either side of the hall, bedrooms up',
  adu_side: 'Compact unit: living and sleeping side by side',
  adu_back: 'Compact unit: sleeping behind living',
  adu_corner: 'Compact unit: sleeping in a corner of the living space',
};

/** What a door alternative of a plan changes (the letter after "+" in its template key). */
const DOOR_ALTERNATIVES: Readonly<Record<string, string>> = {
  w: 'walk-in closet through the bath',
  s: 'a service room entered another way',
  t: 'service rooms entered another way',
};

/**
 * The generator's template key in words. A plan of a parti reads as the parti, mirrored when its key says R
 * ("SR36"); an older key "Lbk1" is the primary suite and kitchen at the back of a medium-depth plan, R mirroring
 * it. An unknown key (a newer generator) reads as itself.
 */
export function templateDescription(key: string, parti?: string): string {
  const words = parti === undefined ? undefined : PARTI_WORDS[parti];
  if (words) {
    const alternative = DOOR_ALTERNATIVES[key.split('+')[1] ?? ''];
    return `${words}${/^[A-Z]R/.test(key) ? ', mirrored' : ''}${alternative ? `, ${alternative}` : ''}`;
  }
  const match = /^([LR])([bf])([kK])([012])$/.exec(key);
  if (!match) return key;
  const [, side, suite, kitchen, depth] = match;
  const parts = [
    `suite at the ${suite === 'b' ? 'back' : 'front'}`,
    `kitchen at the ${kitchen === 'k' ? 'back' : 'front'}`,
    `${DEPTHS[Number(depth)] ?? 'medium'} depth`,
  ];
  const text = parts.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${side === 'R' ? ', mirrored' : ''}`;
}
