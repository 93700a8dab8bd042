import type { RoomSpec } from '../program';
import type { DoorDecl } from '../scheme';
import type { Node } from '../slicing';
import { X, Y, fixed } from '../slicing';
import { L, type Rooms } from './rooms';

/**
 * Zones partis are made of, each a slicing tree with the doors inside it. Every zone is drawn for one side of the
 * house (its inner side, where it meets the public rooms, on the left: x0); partis mirror them for the other side.
 */

export const HALL_IN = 42;
export const CLOSET_IN = 30;
export const VEST_IN = 48;

export interface Zone {
  readonly node: Node;
  readonly doors: DoorDecl[];
  /** The zone's room that opens to the public rooms (a hall or vestibule), and its side toward them. */
  readonly entry: string | null;
}

/**
 * A bedroom wing on a short hall: the hall runs across the wing from its inner side between a front and a back
 * row. Each bedroom brings a reach-in closet on its inner side (so no bedroom wall is shared with the public rooms
 * or with another bedroom: closets and baths stand between), baths and a linen closet fill the rows. Bedrooms,
 * baths and closets open on the hall; closets into their bedroom.
 */
export function bedroomWing(rooms: Rooms, beds: RoomSpec[], baths: RoomSpec[], guest: RoomSpec[] = []): Zone {
  const hall = rooms.add('hall', 'Hall');
  const doors: DoorDecl[] = [];
  const back: Node[] = [];
  const front: Node[] = [];
  const sleepers = [...beds, ...guest];
  const nBack = Math.ceil(sleepers.length / 2);
  sleepers.forEach((bed, i) => {
    const closet =
      bed.type === 'bedroom'
        ? rooms.take('closet', (c) => c.name === `Closet ${bed.name.replace('Bedroom ', '')}`)
        : null;
    const cl = closet ?? rooms.add('closet', `${bed.name} closet`, 14);
    const unit = X(L(cl, CLOSET_IN), L(bed));
    (i < nBack ? back : front).push(unit);
    doors.push({ a: hall.key, b: bed.key, at: 'lo' }, { a: bed.key, b: cl.key });
  });
  baths.forEach((b, i) => {
    // Baths go to the row with fewer rooms, first in it (by the hall's mouth, where guests find them).
    const row = front.length <= back.length ? front : back;
    row.splice(i === 0 ? 0 : row.length, 0, L(b));
    doors.push({ a: hall.key, b: b.key });
  });
  const linen = rooms.take('closet', (c) => c.name === 'Linen');
  if (linen) {
    (front.length <= back.length ? front : back).push(L(linen));
    doors.push({ a: hall.key, b: linen.key });
  }
  const node = Y(front.length ? X(...front) : null, fixed(L(hall), HALL_IN), back.length ? X(...back) : null);
  return { node, doors, entry: hall.key };
}

/**
 * The primary suite: the bedroom on the outer side, its walk-in closet and a vestibule from the public rooms on
 * the inner side, and its bath in front of it (entered from the bedroom). Rooms given in `front` share the front
 * row beside the bath (a laundry, say), opening as the caller declares.
 */
export function primarySuite(rooms: Rooms, front: readonly Node[] = []): Zone & { bedroom: string } {
  const bed = rooms.take('primary_bedroom');
  if (!bed) throw new Error('no primary bedroom');
  const wic =
    rooms.take('closet', (c) => c.name === 'Walk-in closet') ?? rooms.add('closet', 'Walk-in closet', 40);
  const bath = rooms.take('primary_bath');
  const vest = rooms.add('hall', 'Hall');
  const doors: DoorDecl[] = [
    { a: vest.key, b: bed.key },
    { a: bed.key, b: wic.key },
  ];
  if (bath) doors.push({ a: bed.key, b: bath.key });
  const frontRow = [...front, bath ? L(bath) : null].filter((n): n is Node => n !== null);
  const node = Y(frontRow.length ? X(...frontRow) : null, X(Y(fixed(L(vest), VEST_IN), L(wic)), L(bed)));
  return { node, doors, entry: vest.key, bedroom: bed.key };
}
