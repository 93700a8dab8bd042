import type { GenLayoutStyle, Program, RoomType, Suggestion } from './types';

/**
 * What a program asks for, as rooms with target areas: typical US sizes (NAHB / AIA room-size surveys for a
 * ~2,200 sf house) scaled to the requested area but never past a typical size — area beyond that is offered as
 * proposed rooms (an office, a guest suite, a bonus room) instead of a 1,000 sf living room. Areas are square
 * feet measured to wall centre lines, as plans are; the gates measure rooms between wall faces.
 */

export type Zone = 'public' | 'private' | 'service' | 'garage' | 'circulation';

export interface RoomSpec {
  readonly key: string;
  readonly type: RoomType;
  readonly name: string;
  /** Target area, square feet (centre lines). */
  readonly target: number;
  readonly zone: Zone;
  readonly proposed?: boolean;
  /** A smaller least side than the type's usual one (inches, centre lines): rooms of small units. */
  readonly minSideIn?: number;
}

/** IRC R304: habitable rooms (kitchens excepted) need 70 sf and 7 ft in every direction, between faces. */
export const HABITABLE: ReadonlySet<RoomType> = new Set([
  'bedroom',
  'primary_bedroom',
  'living',
  'dining',
  'family',
  'office',
]);
export const CIRCULATION: ReadonlySet<RoomType> = new Set(['hall', 'foyer', 'stair']);
export const BEDROOMS: ReadonlySet<RoomType> = new Set(['bedroom', 'primary_bedroom']);
export const FULL_BATHS: ReadonlySet<RoomType> = new Set(['bathroom', 'primary_bath']);
export const HABITABLE_MIN_SQFT = 70;
export const HABITABLE_MIN_DIM_IN = 84;
/** Clear widths the plans keep (inches): halls and stairs 36" (IRC R311.6, R311.7.1), closets 24" deep. */
export const HALL_CLEAR_IN = 36;
export const CLOSET_CLEAR_IN = 24;

/** The IRC covers detached dwellings of up to three stories above grade (R101.2). */
export const MAX_RESIDENTIAL_STORIES = 3;
/** 9-ft ceilings and a 10" floor structure: the floor-to-floor height plans assume without one given. */
export const DEFAULT_FLOOR_TO_FLOOR_IN = 118;

export function fullBaths(p: Program): number {
  return Math.floor(p.num_bathrooms);
}
export function halfBaths(p: Program): number {
  return Math.round((p.num_bathrooms - Math.floor(p.num_bathrooms)) * 2);
}

/** Garage: 12 × 22 ft for one car, 11 ft per car beside it otherwise (22 ft deep). */
export function garageTargetSqft(cars: number): number {
  if (cars <= 0) return 0;
  return (cars === 1 ? 12 : 11 * cars) * 22;
}

/** A program the code cannot build as asked, with why and what would fix it. */
export interface ProgramRefusal {
  readonly reason: 'no_full_bath' | 'outside_residential_code';
  readonly message: string;
  readonly suggestion?: Suggestion;
}

/** Program sense before any geometry: a dwelling needs a full bath (R306); the IRC stops at three stories. */
export function programRefusal(p: Program): ProgramRefusal | null {
  if (p.story > MAX_RESIDENTIAL_STORIES)
    return {
      reason: 'outside_residential_code',
      message:
        `${p.story} stories is outside the residential code: the IRC covers houses of up to ${MAX_RESIDENTIAL_STORIES} ` +
        `stories above grade (R101.2); a taller building is designed under the IBC. Plans are generated for 1 to ` +
        `${MAX_RESIDENTIAL_STORIES} stories.`,
      suggestion: {
        label: `Generate on ${MAX_RESIDENTIAL_STORIES} stories`,
        overrides: { story: MAX_RESIDENTIAL_STORIES },
      },
    };
  if (fullBaths(p) < 1) {
    const asked = p.num_bathrooms + 1;
    return {
      reason: 'no_full_bath',
      message:
        `IRC R306 requires every dwelling to have a bathroom with a toilet, a lavatory and a tub or shower; the ` +
        `program asks ${p.num_bathrooms === 0 ? 'no bathroom' : 'only a half bath'}. Add a full bath ` +
        `(${asked} bathrooms).`,
      suggestion: { label: `Generate with ${asked} bathrooms`, overrides: { num_bathrooms: asked } },
    };
  }
  return null;
}

interface Base {
  readonly type: RoomType;
  readonly name: string;
  readonly sqft: number;
  readonly min: number;
  readonly zone: Zone;
  /** Scales with the house (habitable rooms) or only a little (wet rooms and closets). */
  readonly flex: 'full' | 'some';
  readonly proposed?: boolean;
}

const B = (
  type: RoomType,
  name: string,
  sqft: number,
  min: number,
  zone: Zone,
  flex: 'full' | 'some' = 'full',
  proposed = false,
): Base => ({ type, name, sqft, min, zone, flex, ...(proposed ? { proposed } : {}) });

const STYLE_WEIGHTS: Record<GenLayoutStyle, { public: number; private: number }> = {
  standard: { public: 1, private: 1 },
  maximize_bedrooms: { public: 0.88, private: 1.15 },
  open_living: { public: 1.15, private: 0.9 },
};

/** Beyond this scale the rooms are past typical sizes: more area becomes proposed rooms first. */
export const TYPICAL_SCALE_MAX = 1.3;
/** Proposed rooms, in the order they are offered. */
const PROPOSALS: readonly Base[] = [
  B('office', 'Office', 130, 90, 'public', 'full', true),
  B('office', 'Guest suite', 190, 110, 'private', 'full', true),
  B('family', 'Bonus room', 260, 140, 'public', 'full', true),
  B('family', 'Media room', 220, 140, 'public', 'full', true),
  // Past those, more guest suites and a library: rooms a wing of bedrooms holds, so the partis place them like
  // bedrooms rather than chaining more rooms off the great room.
  B('office', 'Guest suite 2', 190, 110, 'private', 'full', true),
  B('office', 'Library', 170, 90, 'private', 'full', true),
  B('office', 'Guest suite 3', 190, 110, 'private', 'full', true),
];

/** Units this small are accessory dwellings: a studio or one-bedroom layout with no foyer or dining room. */
export const ADU_MAX_SQFT = 800;

export const isAdu = (p: Program): boolean =>
  p.num_bedrooms <= 1 &&
  p.square_footage < ADU_MAX_SQFT &&
  p.story === 1 &&
  p.num_car_garage === 0 &&
  // The units hold one full bath (and powder rooms); a second full bath makes it a small house.
  fullBaths(p) <= 1;

function baseRooms(p: Program): Base[] {
  const sf = p.square_footage;
  const beds = p.num_bedrooms;
  const full = fullBaths(p);
  const half = halfBaths(p);
  const adu = isAdu(p);
  const rooms: Base[] = [];
  if (!adu) rooms.push(B('foyer', 'Foyer', 55, 30, 'circulation', 'some'));
  // Accessory units: sizes of compact units (a 400 sf one-bedroom holds a 10 × 11 ft living room and bedroom).
  if (adu) {
    rooms.push(
      B(
        'living',
        beds === 0 ? 'Living / sleeping' : 'Living room',
        beds === 0 ? 200 : 165,
        beds === 0 ? 150 : 118,
        'public',
      ),
    );
    rooms.push(B('kitchen', 'Kitchen', 80, 56, 'public'));
  } else {
    rooms.push(B('living', 'Living room', 290, 110, 'public'));
    rooms.push(B('kitchen', 'Kitchen', 170, 60, 'public'));
  }
  if (!adu && sf >= 900) rooms.push(B('dining', 'Dining room', 140, 80, 'public'));
  const familyFrom =
    p.layout_style === 'open_living' ? 2000 : p.layout_style === 'maximize_bedrooms' ? 3000 : 2400;
  if (sf >= familyFrom) rooms.push(B('family', 'Family room', 240, 140, 'public'));
  if (sf >= 3200 && p.layout_style !== 'maximize_bedrooms')
    rooms.push(B('office', 'Office', 130, 90, 'public'));
  if (sf >= 1500) rooms.push(B('pantry', 'Pantry', 25, 14, 'service', 'some'));
  for (let i = 0; i < half; i++)
    rooms.push(B('half_bath', half > 1 ? `Powder room ${i + 1}` : 'Powder room', 30, 22, 'public', 'some'));
  if (sf >= 600) rooms.push(B('laundry', 'Laundry', adu ? 30 : 50, 24, 'service', 'some'));
  if (p.num_car_garage > 0) rooms.push(B('mudroom', 'Mudroom', 45, 28, 'service', 'some'));
  let baths = full;
  if (beds > 0) {
    rooms.push(
      B(
        'primary_bedroom',
        beds === 1 ? 'Bedroom' : 'Primary bedroom',
        adu ? 135 : 200,
        adu ? 122 : 100,
        'private',
      ),
    );
    // One full bath serves everyone from a hall; a second one makes the primary's own.
    if (baths >= 2 || (beds === 1 && baths >= 1 && half >= 1)) {
      rooms.push(B('primary_bath', beds === 1 ? 'Bath' : 'Primary bath', 85, 45, 'private', 'some'));
      baths--;
    }
    rooms.push(
      B('closet', beds === 1 && adu ? 'Closet' : 'Walk-in closet', adu ? 18 : 42, 16, 'private', 'some'),
    );
  } else {
    rooms.push(B('closet', 'Closet', 16, 10, 'private', 'some'));
  }
  for (let i = 2; i <= beds; i++) {
    rooms.push(B('bedroom', `Bedroom ${i}`, 130, 95, 'private'));
    rooms.push(B('closet', `Closet ${i}`, 16, 12, 'private', 'some'));
  }
  for (let i = 0; i < baths; i++)
    rooms.push(
      B(
        'bathroom',
        baths > 1 ? `Bath ${i + 2}` : beds > 1 ? 'Bath 2' : 'Bath',
        adu ? 46 : 55,
        adu ? 44 : 40,
        'private',
        'some',
      ),
    );
  return rooms;
}

export interface Brief {
  readonly rooms: readonly RoomSpec[];
  /** The scale applied to typical sizes (1 = the ~2,200 sf house's). */
  readonly scale: number;
  readonly garageSqft: number;
  readonly proposed: readonly string[];
}

/** Circulation and stairs the sizes leave room for (share of the living area). */
export const CIRCULATION_ALLOWANCE = 0.1;
export const ADU_CIRCULATION_ALLOWANCE = 0.03;
/** A stair room's area on each story it serves (16 risers, 42" wide, 13 ft). */
const STAIR_SQFT = 48;

function scaleFor(base: readonly Base[], p: Program, budget: number): number {
  const w = STYLE_WEIGHTS[p.layout_style];
  const weight = (b: Base) =>
    b.flex === 'some' ? 1 : b.zone === 'public' ? w.public : b.zone === 'private' ? w.private : 1;
  const size = (b: Base, k: number) =>
    Math.max(b.min, b.sqft * weight(b) * (b.flex === 'full' ? k : Math.sqrt(k)));
  let lo = 0.2;
  let hi = 8;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    if (base.reduce((s, b) => s + size(b, mid), 0) > budget) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

/**
 * Rooms and targets: the typical sizes scaled by one factor (habitable rooms fully, wet rooms by its square root)
 * so that the rooms plus circulation make the requested area; past TYPICAL_SCALE_MAX, proposed rooms are added
 * one at a time before the rooms grow further. `sizedForSqft` sizes the rooms for another area than the program's
 * (a parti that adds more circulation than the allowance asks for smaller rooms); the program itself is unchanged.
 */
export function roomBrief(p: Program, sizedForSqft = p.square_footage): Brief {
  const base = baseRooms(p);
  const stairs = p.story > 1 ? p.story * STAIR_SQFT : 0;
  // An accessory unit's only circulation is a 42" vestibule: holding back a house's 10 % starves its rooms.
  const allowance = isAdu(p) ? ADU_CIRCULATION_ALLOWANCE : CIRCULATION_ALLOWANCE;
  const budget = sizedForSqft * (1 - allowance) - stairs;
  let k = scaleFor(base, p, budget);
  // A house of one bedroom has no bedroom wing to grow: its proposals are rooms a wing holds (guest suites, a
  // library, an office), which the split partis then lay out as that wing.
  const offered = p.num_bedrooms <= 1 ? PROPOSALS.filter((r) => r.type === 'office') : PROPOSALS;
  for (const extra of offered) {
    if (k <= TYPICAL_SCALE_MAX || isAdu(p)) break;
    base.push(extra);
    k = scaleFor(base, p, budget);
  }
  const w = STYLE_WEIGHTS[p.layout_style];
  const weight = (b: Base) =>
    b.flex === 'some' ? 1 : b.zone === 'public' ? w.public : b.zone === 'private' ? w.private : 1;
  const counts = new Map<RoomType, number>();
  const rooms = base.map((b): RoomSpec => {
    const n = (counts.get(b.type) ?? 0) + 1;
    counts.set(b.type, n);
    const target = Math.max(b.min, b.sqft * weight(b) * (b.flex === 'full' ? k : Math.sqrt(k)));
    return {
      key: `${b.type}${n}`,
      type: b.type,
      name: b.name,
      target: Math.round(target * 10) / 10,
      zone: b.zone,
      ...(b.proposed ? { proposed: true } : {}),
      // Accessory units size rooms to R304's 7 ft (plus walls) rather than to a house's usual widths.
      ...(isAdu(p) && HABITABLE.has(b.type) ? { minSideIn: b.type === 'living' ? 96 : 108 } : {}),
    };
  });
  return {
    rooms,
    scale: k,
    garageSqft: garageTargetSqft(p.num_car_garage),
    proposed: rooms.filter((r) => r.proposed).map((r) => r.name),
  };
}

/** A first guess at the smallest living area that can hold the program: room minima plus circulation. */
export function minimumSqftEstimate(p: Program): number {
  const base = baseRooms({ ...p, square_footage: isAdu(p) ? 300 : 900 });
  const stairs = p.story > 1 ? p.story * STAIR_SQFT : 0;
  const sum = base.reduce((s, b) => s + b.min, 0) + stairs;
  return Math.max(300, Math.floor(sum / (1 - CIRCULATION_ALLOWANCE) / 50) * 50);
}
