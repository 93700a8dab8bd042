import type { RoomType } from './types';
import { ROOM_TYPES } from './types';

/**
 * Which room may open into which: for each room type, the rooms its door may lead to, best first. A bedroom never
 * lists the garage (nor the garage a bedroom), so no garage door can open into a bedroom; no room lists the garage,
 * so nobody walks through it to reach the house (connect.ts gives it the best door once the house is reached).
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
  mudroom: ['kitchen', 'hall', 'laundry', 'foyer', 'family', 'dining', 'pantry'],
  garage: ['mudroom', 'laundry', 'kitchen', 'hall', 'foyer'],
  primary_bedroom: ['hall', 'foyer', 'family', 'living'],
  primary_bath: ['primary_bedroom', 'closet', 'hall'],
  closet: ['primary_bedroom', 'primary_bath', 'bedroom', 'hall'],
  bedroom: ['hall', 'foyer', 'family', 'living'],
  bathroom: ['hall', 'bedroom', 'laundry', 'foyer', 'family', 'living'],
};

const TYPE_INDEX = Object.fromEntries(ROOM_TYPES.map((t, i) => [t, i])) as Record<RoomType, number>;
const N_TYPES = ROOM_TYPES.length;
/** doorRank as a flat table: the annealer asks it hundreds of thousands of times per request. */
const RANKS = (() => {
  const table = new Int8Array(N_TYPES * N_TYPES).fill(-1);
  for (const child of ROOM_TYPES)
    DOOR_PARENTS[child].forEach((parent, i) => {
      table[TYPE_INDEX[child] * N_TYPES + TYPE_INDEX[parent]] = i;
    });
  return table;
})();

/** Position of `parent` in the door preferences of `child` (-1: no door allowed between them). */
export function doorRank(child: RoomType, parent: RoomType): number {
  return RANKS[TYPE_INDEX[child] * N_TYPES + TYPE_INDEX[parent]] as number;
}

function leafWidth(t: RoomType): number {
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
}

/** Interior door widths (inches): 32" to bedrooms and the garage, narrower to baths and closets. */
export function doorWidth(a: RoomType, b: RoomType): number {
  return Math.min(leafWidth(a), leafWidth(b));
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
