import type { RoomType } from './types';

/** Pairs of room types a plan should place side by side; met when any room of each side shares a wall. */
export const ADJACENCY_PAIRS: readonly (readonly [readonly RoomType[], readonly RoomType[]])[] = [
  [['kitchen'], ['dining']],
  [['kitchen'], ['living', 'family']],
  [['primary_bedroom'], ['primary_bath']],
  [['closet'], ['primary_bedroom', 'primary_bath']],
  [['garage'], ['kitchen', 'mudroom', 'laundry']],
  [['foyer'], ['living', 'hall', 'dining']],
  [['kitchen'], ['pantry']],
  [['mudroom'], ['kitchen', 'hall', 'foyer', 'garage']],
];

/** Rooms of the public zone (guests' rooms) and of the private one. */
export const PUBLIC_TYPES: ReadonlySet<RoomType> = new Set([
  'living',
  'dining',
  'kitchen',
  'family',
  'foyer',
]);
export const PRIVATE_TYPES: ReadonlySet<RoomType> = new Set([
  'bedroom',
  'primary_bedroom',
  'bathroom',
  'primary_bath',
]);

/** Shared wall needed for a requested adjacency: enough for a door with its trim. */
export const ADJACENT_MIN_IN = 36;
