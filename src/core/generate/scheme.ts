import type { Box } from './geometry';
import type { RoomSpec } from './program';
import type { DoorKind, StairShape } from './types';

/**
 * What a parti lays out before it becomes a plan: room boxes per story (wall centre lines, the generator's frame:
 * the street along y = 0, y growing to the back), the doors it wants between rooms (by room key), and its
 * stairs. assemble.ts turns a scheme into plan stories: walls, doors placed and swung, windows, fixtures.
 */

export type Edge = 'x0' | 'x1' | 'y0' | 'y1';

export interface SchemeRoom {
  readonly spec: RoomSpec;
  readonly box: Box;
}

export interface DoorDecl {
  readonly a: string;
  /** The room beyond: one key, the first of several that shares a long enough wall, or the outside. */
  readonly b: string | readonly string[] | 'exterior';
  readonly kind?: DoorKind;
  /** Only on this edge of room a (an exterior door's side; a stair's end). */
  readonly edge?: Edge;
  /** Where along the shared wall: near its low end, its high end, or centred (default: near a corner). */
  readonly at?: 'lo' | 'hi' | 'mid';
  /** Along the wall, only within [from, to] (inches in the frame): a stair's flight entered at its own half. */
  readonly within?: readonly [number, number];
  readonly width?: number;
  /** A door the plan can do without (a second way in): dropped, not failed, when no wall can take it. */
  readonly optional?: boolean;
}

export interface StairDecl {
  /** The stair room on this story and on the story above (the same box). */
  readonly key: string;
  readonly upperKey: string;
  readonly shape: StairShape;
  /** The axis the flights run along, and the end of the stair room where the first flight starts. */
  readonly axis: 'x' | 'y';
  readonly bottomAt: 'lo' | 'hi';
  /** U stairs: which half (across the axis) the first flight climbs. */
  readonly firstHalf?: 'lo' | 'hi';
}

export interface SchemeStory {
  readonly rooms: readonly SchemeRoom[];
  readonly doors: readonly DoorDecl[];
  readonly stairs: readonly StairDecl[];
}

export interface Scheme {
  readonly parti: string;
  /** The parti's variant in a few letters (shown as the template key). */
  readonly template: string;
  readonly stories: readonly SchemeStory[];
  /** Inches the dimension solver missed a minimum by (0: none). */
  readonly bent: number;
}
