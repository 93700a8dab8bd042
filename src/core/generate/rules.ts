import type { RoomType } from './types';

/**
 * Which room may open into which: for each room type, the rooms its door may lead to, best first. A bedroom never
 * lists the garage (nor the garage a bedroom), so no garage door can open into a bedroom.
 */
export const DOOR_PARENTS: Readonly<Record<RoomType, readonly RoomType[]>> = {
  foyer: [],
  hall: ['foyer', 'stair', 'living', 'family', 'dining', 'kitchen', 'mudroom', 'hall'],
  stair: ['hall', 'foyer', 'living', 'family'],
  living: ['foyer', 'hall', 'family', 'dining'],
  family: ['kitchen', 'hall', 'living', 'dining', 'foyer'],
  dining: ['kitchen', 'living', 'hall', 'foyer', 'family'],
  kitchen: ['dining', 'family', 'hall', 'mudroom', 'living', 'foyer'],
  office: ['foyer', 'hall', 'living', 'family'],
  pantry: ['kitchen', 'mudroom', 'dining', 'hall'],
  half_bath: ['hall', 'foyer', 'mudroom', 'family', 'living', 'laundry'],
  laundry: ['mudroom', 'hall', 'kitchen', 'family', 'bathroom'],
  mudroom: ['kitchen', 'hall', 'laundry', 'foyer', 'family', 'dining', 'pantry', 'garage'],
  garage: ['mudroom', 'laundry', 'hall', 'kitchen', 'foyer'],
  primary_bedroom: ['hall', 'foyer', 'family', 'living'],
  primary_bath: ['primary_bedroom', 'closet', 'hall'],
  closet: ['primary_bedroom', 'primary_bath', 'bedroom', 'hall'],
  bedroom: ['hall', 'foyer', 'family', 'living'],
  bathroom: ['hall', 'bedroom', 'laundry', 'foyer', 'family', 'living'],
};

export function doorRank(child: RoomType, parent: RoomType): number {
  return DOOR_PARENTS[child].indexOf(parent);
}

/** Interior door widths (inches): 32" to bedrooms and the garage (IRC R311.2 spirit), narrower to closets. */
export function doorWidth(a: RoomType, b: RoomType): number {
  const w = (t: RoomType): number => {
    switch (t) {
      case 'closet':
      case 'pantry':
        return 24;
      case 'half_bath':
        return 28;
      case 'bathroom':
      case 'primary_bath':
      case 'laundry':
        return 30;
      case 'stair':
        return 36;
      default:
        return 32;
    }
  };
  return Math.min(w(a), w(b));
}

const OPEN: ReadonlySet<RoomType> = new Set(['living', 'dining', 'kitchen', 'family']);
/** Between two open-plan rooms the "door" is a cased opening. */
export const isOpenPair = (a: RoomType, b: RoomType): boolean => OPEN.has(a) && OPEN.has(b);

/** Pairs of room types the plan should place side by side; realised when any room of each side shares a wall. */
export const ADJACENCY_PAIRS: readonly (readonly [readonly RoomType[], readonly RoomType[]])[] = [
  [['kitchen'], ['dining']],
  [['primary_bedroom'], ['primary_bath']],
  [['closet'], ['primary_bedroom', 'primary_bath']],
  [['garage'], ['kitchen', 'mudroom']],
  [['living'], ['foyer']],
  [['kitchen'], ['pantry']],
  [['family'], ['kitchen']],
  [['mudroom'], ['kitchen', 'hall', 'family', 'dining']],
];

export const PUBLIC_TYPES: ReadonlySet<RoomType> = new Set([
  'living',
  'dining',
  'kitchen',
  'family',
  'foyer',
  'garage',
  'mudroom',
  'office',
]);
export const PRIVATE_TYPES: ReadonlySet<RoomType> = new Set([
  'bedroom',
  'primary_bedroom',
  'bathroom',
  'primary_bath',
]);
/** Shared wall needed for a requested adjacency: enough for a door with its trim. */
export const ADJACENT_MIN_IN = 36;
