import type { Brief, RoomSpec } from '../program';
import type { Node, Split } from '../slicing';
import { leaf } from '../slicing';
import type { RoomType } from '../types';

/**
 * The brief's rooms as a parti picks them: by type, each once, plus the halls and stairs a parti adds (rooms the
 * program did not ask for, so no target of their own).
 */
export class Rooms {
  private readonly left: RoomSpec[];
  private extra = 0;

  constructor(brief: Brief) {
    this.left = [...brief.rooms];
  }

  /** The next room of a type (null when none is left). */
  take(type: RoomType, where?: (r: RoomSpec) => boolean): RoomSpec | null {
    const i = this.left.findIndex((r) => r.type === type && (!where || where(r)));
    if (i < 0) return null;
    const [r] = this.left.splice(i, 1);
    return r ?? null;
  }

  /** Every remaining room of a type. */
  all(type: RoomType, where?: (r: RoomSpec) => boolean): RoomSpec[] {
    const out: RoomSpec[] = [];
    for (let r = this.take(type, where); r; r = this.take(type, where)) out.push(r);
    return out;
  }

  has(type: RoomType, where?: (r: RoomSpec) => boolean): boolean {
    return this.left.some((r) => r.type === type && (!where || where(r)));
  }

  count(type: RoomType): number {
    return this.left.filter((r) => r.type === type).length;
  }

  /** A hall, stair or other room the layout adds. */
  add(type: RoomType, name: string, target = 0): RoomSpec {
    return { key: `${type}-x${++this.extra}`, type, name, target, zone: 'circulation' };
  }

  /** What has not been placed (a parti must place every room). */
  rest(): readonly RoomSpec[] {
    return this.left;
  }
}

export const L = (r: RoomSpec, fix?: number): Node => leaf(r, fix);

/** The garage's depth (inches): 20 ft clear and its walls. */
export const GARAGE_DEPTH_IN = 264;

/**
 * The garage of a program: 12 ft wide for one car, 10 ft a car and 2 ft more for several (the clear widths of
 * R-3 garages with their walls), the depth GARAGE_DEPTH_IN. Every parti places the same one.
 */
export function garageOf(cars: number): { spec: RoomSpec; width: number } {
  const width = cars === 1 ? 144 : 120 * cars + 24;
  return {
    spec: {
      key: 'garage1',
      type: 'garage',
      name: 'Garage',
      target: (width * GARAGE_DEPTH_IN) / 144,
      zone: 'garage',
    },
    width,
  };
}

/** The tree mirrored left to right (x children reversed, all the way down). */
export function mirrorX(n: Node): Node {
  if (n.kind === 'room') return n;
  const kids = n.kids.map(mirrorX);
  const out: Split = { ...n, kids: n.kind === 'x' ? [...kids].reverse() : kids };
  return out;
}

/** The tree mirrored front to back (y children reversed). */
export function mirrorY(n: Node): Node {
  if (n.kind === 'room') return n;
  const kids = n.kids.map(mirrorY);
  return { ...n, kids: n.kind === 'y' ? [...kids].reverse() : kids };
}

/** Keys of every room in a tree. */
export function keysOf(n: Node): string[] {
  return n.kind === 'room' ? [n.room.key] : n.kids.flatMap(keysOf);
}

/** The tree turned a quarter: x splits become y splits and the other way round (a wing set perpendicular). */
export function transpose(n: Node): Node {
  if (n.kind === 'room') return n;
  return { ...n, kind: n.kind === 'x' ? 'y' : 'x', kids: n.kids.map(transpose) };
}
