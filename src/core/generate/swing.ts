import { len2d } from './geometry';
import type { DoorSwing, PlanDoor, PlanRoom, RoomType, Vec } from './types';

/**
 * Which way a door's leaf swings, decided once for the plan, its preview and the adopted design: into the room
 * the door serves — the house side of an exterior door; a bath, a bedroom or a walk-in rather than the hall or
 * living room it opens from — except reach-in closets and small pantries, whose leaves open out (they have no
 * floor to open over). The leaf hangs on the jamb nearer a corner of that room, so it folds back against a wall.
 */

/** How strongly a room claims the leaf (higher wins; a tie goes to the door's second room, the one it serves). */
function claim(type: RoomType, areaSqft: number): number {
  switch (type) {
    case 'closet':
      return areaSqft >= 24 ? 7 : -1;
    case 'pantry':
      return areaSqft >= 30 ? 6 : -1;
    case 'bathroom':
    case 'primary_bath':
    case 'half_bath':
      return 6;
    case 'laundry':
      return 5;
    case 'bedroom':
    case 'primary_bedroom':
      return 4;
    case 'office':
      return 3;
    case 'mudroom':
      return 2;
    case 'garage':
      return -2;
    default:
      return 1;
  }
}

/** The room a door's leaf swings into (a room id, or "exterior"). */
export function swingInto(door: PlanDoor, rooms: ReadonlyMap<string, PlanRoom>): string {
  const [ida, idb] = door.between;
  const a = rooms.get(ida);
  if (idb === 'exterior') return a ? a.id : 'exterior';
  const b = rooms.get(idb);
  if (!a || !b) return b ? b.id : ida;
  const ca = claim(a.type, a.area_sqft);
  const cb = claim(b.type, b.area_sqft);
  return ca > cb ? a.id : b.id;
}

/** The door's two jambs on the wall's centre line, given the wall's direction (an axis). */
export function jambs(center: Vec, widthIn: number, horizontal: boolean): [Vec, Vec] {
  const h = widthIn / 2;
  return horizontal
    ? [
        [center[0] - h, center[1]],
        [center[0] + h, center[1]],
      ]
    : [
        [center[0], center[1] - h],
        [center[0], center[1] + h],
      ];
}

/** The jamb nearer a corner of the room (ties: the lower one), where the leaf hangs. */
export function hingeJamb(ends: readonly [Vec, Vec], room: readonly Vec[] | undefined): Vec {
  const toCorner = (p: Vec) => Math.min(...(room ?? []).map((q) => len2d(q[0] - p[0], q[1] - p[1])));
  return toCorner(ends[0]) <= toCorner(ends[1]) ? ends[0] : ends[1];
}

/**
 * The swing of a door in a wall running along x (horizontal) or y: into the room swingInto picks, hung on the jamb
 * nearer one of its corners. Undefined for openings and overhead doors, which have no leaf.
 */
export function doorSwing(
  door: PlanDoor,
  rooms: ReadonlyMap<string, PlanRoom>,
  horizontal: boolean,
): DoorSwing | undefined {
  if (door.kind === 'opening' || door.kind === 'overhead') return undefined;
  const into = swingInto(door, rooms);
  const ends = jambs(door.center, door.width_in, horizontal);
  const target = rooms.get(into);
  return { into, hinge: hingeJamb(ends, target?.polygon) };
}
