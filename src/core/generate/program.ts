import type { GenLayoutStyle, Program, RoomType } from './types';

/**
 * The room list of a program with target areas: typical US sizes (NAHB / AIA room-size surveys for a ~2,200 sf
 * house) scaled to the requested area, clamped to code minima (IRC R304: habitable rooms ≥ 70 sf and ≥ 7 ft).
 */

export type Zone = 'public' | 'private' | 'service' | 'garage';

export interface RoomSpec {
  readonly key: string;
  readonly type: RoomType;
  readonly name: string;
  /** Target area, square feet (0 for the hall and stair, whose size the layout decides). */
  readonly target: number;
  /** Smallest acceptable area, square feet. */
  readonly min: number;
  readonly zone: Zone;
  /** Small rooms may share a row slot with another small room (inner one next to the hall). */
  readonly small: boolean;
}

/** IRC R304: habitable rooms (kitchens excepted) need 70 sf and 7 ft in every direction. */
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
export const HABITABLE_MIN_SQFT = 70;
export const HABITABLE_MIN_DIM_IN = 84;
/** IRC R311.7.1: stairs at least 36" wide; we draw 42" so the handrail allowance never eats into it. */
export const STAIR_WIDTH_IN = 42;
/** 13 risers of 7.75" and 12 treads of 10" plus a 6" nosing allowance at each end. */
export const STAIR_RUN_IN = 132;
export const HALL_WIDTH_IN = 42;

interface Base {
  type: RoomType;
  name: string;
  sqft: number;
  min: number;
  zone: Zone;
  small: boolean;
  /** Scales with the house (habitable rooms) or only a little (wet rooms and closets). */
  flex: 'full' | 'some';
}

const B = (
  type: RoomType,
  name: string,
  sqft: number,
  min: number,
  zone: Zone,
  small = false,
  flex: 'full' | 'some' = 'full',
): Base => ({ type, name, sqft, min, zone, small, flex });

const STYLE_WEIGHTS: Record<GenLayoutStyle, { public: number; private: number }> = {
  standard: { public: 1, private: 1 },
  maximize_bedrooms: { public: 0.85, private: 1.2 },
  open_living: { public: 1.18, private: 0.9 },
};

/** Garage: 12 × 22 ft for one car, 11 ft per car beside it otherwise (22 ft deep). */
export function garageTargetSqft(cars: number): number {
  if (cars <= 0) return 0;
  return (cars === 1 ? 12 : 11 * cars) * 22;
}

export function fullBaths(p: Program): number {
  return Math.floor(p.num_bathrooms);
}
export function halfBaths(p: Program): number {
  return Math.round((p.num_bathrooms - Math.floor(p.num_bathrooms)) * 2);
}

/** Expected circulation share (hall band plus foyer) used to leave room for it when sizing the rooms. */
export const CIRCULATION_ALLOWANCE = 0.12;

function baseRooms(p: Program): Base[] {
  const sf = p.square_footage;
  const rooms: Base[] = [
    B('foyer', 'Foyer', 60, 30, 'public', false, 'some'),
    B('living', 'Living room', 300, 120, 'public'),
    B('kitchen', 'Kitchen', 190, 70, 'public'),
    B('dining', 'Dining room', 150, 80, 'public'),
  ];
  const familyFrom =
    p.layout_style === 'open_living' ? 1800 : p.layout_style === 'maximize_bedrooms' ? 2800 : 2100;
  if (sf >= familyFrom) rooms.push(B('family', 'Family room', 240, 120, 'public'));
  if (sf >= 3000 && p.layout_style !== 'maximize_bedrooms')
    rooms.push(B('office', 'Office', 120, 80, 'public'));
  // With a family room the kitchen has no side left for a walk-in pantry: its pantry is cabinets then.
  // It also needs the powder room to share its slot: a pantry alone would be a full-depth sliver.
  if (sf >= 1500 && halfBaths(p) > 0 && !rooms.some((r) => r.type === 'family'))
    rooms.push(B('pantry', 'Pantry', 24, 12, 'public', true, 'some'));
  for (let i = 0; i < halfBaths(p); i++)
    rooms.push(
      B(
        'half_bath',
        halfBaths(p) > 1 ? `Powder room ${i + 1}` : 'Powder room',
        28,
        18,
        'public',
        true,
        'some',
      ),
    );
  rooms.push(B('laundry', 'Laundry', 50, 30, 'service', true, 'some'));
  if (p.num_car_garage > 0) rooms.push(B('mudroom', 'Mudroom', 45, 28, 'service', true, 'some'));
  let baths = fullBaths(p);
  if (p.num_bedrooms > 0) {
    rooms.push(B('primary_bedroom', 'Primary bedroom', 210, 100, 'private'));
    if (baths > 0) {
      rooms.push(B('primary_bath', 'Primary bath', 90, 40, 'private', true, 'some'));
      baths--;
    }
    rooms.push(B('closet', 'Walk-in closet', 40, 20, 'private', true, 'some'));
  }
  for (let i = 2; i <= p.num_bedrooms; i++) rooms.push(B('bedroom', `Bedroom ${i}`, 135, 80, 'private'));
  for (let i = 0; i < baths; i++)
    rooms.push(
      B(
        'bathroom',
        baths > 1 ? `Bath ${i + 2}` : p.num_bedrooms > 0 ? 'Bath 2' : 'Bath',
        50,
        35,
        'private',
        true,
        'some',
      ),
    );
  return rooms;
}

export interface RoomList {
  readonly rooms: readonly RoomSpec[];
  readonly garageSqft: number;
}

/**
 * Rooms and targets: the base sizes scaled by one factor (habitable rooms fully, wet rooms by its square root) so
 * that the rooms plus the circulation allowance make the requested living area.
 */
export function roomList(p: Program): RoomList {
  const base = baseRooms(p);
  const w = STYLE_WEIGHTS[p.layout_style];
  const weight = (b: Base) =>
    b.flex === 'some' ? 1 : b.zone === 'public' ? w.public : b.zone === 'private' ? w.private : 1;
  const stairs = p.story > 1 ? (p.story * STAIR_WIDTH_IN * STAIR_RUN_IN) / 144 : 0;
  const budget = p.square_footage * (1 - CIRCULATION_ALLOWANCE) - stairs;
  // Solve Σ size(k) = budget for the scale k by bisection (sizes are monotone in k, clamped at their minima).
  const size = (b: Base, k: number) =>
    Math.max(b.min, b.sqft * weight(b) * (b.flex === 'full' ? k : Math.sqrt(k)));
  let lo = 0.2;
  let hi = 6;
  for (let i = 0; i < 50; i++) {
    const mid = (lo + hi) / 2;
    const total = base.reduce((s, b) => s + size(b, mid), 0);
    if (total > budget) hi = mid;
    else lo = mid;
  }
  const k = (lo + hi) / 2;
  const counts = new Map<RoomType, number>();
  const rooms = base.map((b): RoomSpec => {
    const n = (counts.get(b.type) ?? 0) + 1;
    counts.set(b.type, n);
    return {
      key: `${b.type}${n}`,
      type: b.type,
      name: b.name,
      target: Math.round(size(b, k) * 10) / 10,
      min: b.min,
      zone: b.zone,
      small: b.small,
    };
  });
  return { rooms, garageSqft: garageTargetSqft(p.num_car_garage) };
}

/** A first guess at the smallest living area that can hold the program: room minima plus circulation. */
export function minimumSqftEstimate(p: Program): number {
  const base = baseRooms({ ...p, square_footage: 0 });
  const stairs = p.story > 1 ? (p.story * STAIR_WIDTH_IN * STAIR_RUN_IN) / 144 : 0;
  const sum = base.reduce((s, b) => s + b.min, 0) + stairs;
  return Math.ceil(sum / (1 - CIRCULATION_ALLOWANCE - 0.05) / 50) * 50;
}
