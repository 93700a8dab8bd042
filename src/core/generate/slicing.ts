import type { Box } from './geometry';
import type { RoomSpec } from './program';
import { HABITABLE } from './program';
import type { RoomType } from './types';

/**
 * The dimension solver of a parti: a slicing tree whose leaves are rooms. A split shares its length among its
 * children: fixed children (a 42" hall, a 30" closet) get their size, the rest their preferred size (target area
 * over the cross dimension) within their minimum and maximum — a habitable room never longer than twice its
 * width, no room below its code minimum — and the remainder in proportion to their targets. Coordinates are whole
 * inches on wall centre lines (y grows to the back of the house); every layout reports how far it had to bend a
 * minimum, so the search can drop it.
 */

export interface Leaf {
  readonly kind: 'room';
  readonly room: RoomSpec;
  /** Fixed size along the parent's split. */
  readonly fix?: number;
}

export interface Split {
  readonly kind: 'x' | 'y';
  readonly kids: readonly Node[];
  readonly fix?: number;
}

export type Node = Leaf | Split;

export const leaf = (room: RoomSpec, fix?: number): Leaf =>
  fix === undefined ? { kind: 'room', room } : { kind: 'room', room, fix };
/** Children left to right. */
export const X = (...kids: (Node | null | undefined | false)[]): Split => ({
  kind: 'x',
  kids: kids.filter(isNode),
});
/** Children front to back. */
export const Y = (...kids: (Node | null | undefined | false)[]): Split => ({
  kind: 'y',
  kids: kids.filter(isNode),
});
export const fixed = <T extends Node>(n: T, size: number): T => ({ ...n, fix: size });

function isNode(n: Node | null | undefined | false): n is Node {
  return typeof n === 'object' && n !== null;
}

/** Centre-line minimum of a room's short side (inches): the clear minimum plus a wall on each side. */
export function minSide(type: RoomType): number {
  switch (type) {
    case 'primary_bedroom':
      return 126;
    case 'bedroom':
      return 114;
    case 'living':
    case 'family':
      return 126;
    case 'dining':
    case 'office':
      return 108;
    case 'kitchen':
      return 96;
    case 'bathroom':
    case 'primary_bath':
      return 66;
    case 'half_bath':
      return 40;
    case 'laundry':
    case 'mudroom':
      return 48;
    case 'foyer':
      return 48;
    case 'hall':
    case 'stair':
      return 42;
    case 'closet':
    case 'pantry':
      // Wide enough for its door with the jambs' trim when it opens on its long side.
      return 40;
    case 'garage':
      return 132;
  }
}

/** Longest a room may be for its width (inches), or Infinity. */
function maxLong(type: RoomType, cross: number): number {
  if (HABITABLE.has(type)) return 2 * cross - 12;
  if (type === 'kitchen') return Math.max(2.2 * cross, 120);
  if (type === 'bathroom' || type === 'primary_bath') return Math.max(2.4 * cross, 132);
  if (type === 'half_bath' || type === 'laundry' || type === 'pantry' || type === 'mudroom')
    return Math.max(2.6 * cross, 96);
  if (type === 'closet') return Math.max(3.2 * cross, 96);
  return Infinity;
}

export function targetOf(n: Node): number {
  return n.kind === 'room' ? n.room.target : n.kids.reduce((s, k) => s + targetOf(k), 0);
}

/** Least size of a node along `axis`, the cross dimension being `cross`. */
function minAlong(n: Node, axis: 'x' | 'y', cross: number): number {
  if (n.fix !== undefined && n.kind !== 'room') return n.fix;
  if (n.kind === 'room') {
    const t = n.room.type;
    const side = n.room.minSideIn ?? minSide(t);
    // A habitable room may be no more than twice as long as it is wide: its side along the split is at least half
    // the cross side.
    if (HABITABLE.has(t)) return Math.max(side, cross / 2 + 8);
    // A full bath narrower than 8 ft needs 8 ft the other way: a tub across one end, the toilet and basin along a
    // side wall clear of the door.
    if ((t === 'bathroom' || t === 'primary_bath') && cross < 96) return Math.max(side, 96);
    return side;
  }
  if (n.kind === axis) return n.kids.reduce((s, k) => s + (k.fix ?? minAlong(k, axis, cross)), 0);
  const total = Math.max(1, targetOf(n));
  return Math.max(
    ...n.kids.map((k) => (k.fix !== undefined ? 0 : minAlong(k, axis, (cross * targetOf(k)) / total))),
  );
}

function maxAlong(n: Node, axis: 'x' | 'y', cross: number): number {
  if (n.kind === 'room') return maxLong(n.room.type, cross);
  if (n.kind === axis) return n.kids.reduce((s, k) => s + (k.fix ?? maxAlong(k, axis, cross)), 0);
  const total = Math.max(1, targetOf(n));
  return Math.min(
    ...n.kids.map((k) => (k.fix !== undefined ? Infinity : maxAlong(k, axis, (cross * targetOf(k)) / total))),
  );
}

export interface PlacedSlot {
  readonly room: RoomSpec;
  readonly box: Box;
}

export interface Layout {
  readonly rooms: PlacedSlot[];
  /** Inches by which minima were missed (0: every minimum met). */
  bent: number;
}

/** Sizes of a split's children along a length: fixed first, then preferred within [min, max], then the rest. */
function shares(
  kids: readonly Node[],
  length: number,
  axis: 'x' | 'y',
  cross: number,
): { sizes: number[]; bent: number } {
  const n = kids.length;
  const sizes = new Array<number>(n).fill(0);
  const mins = kids.map((k) => (k.fix !== undefined ? k.fix : minAlong(k, axis, cross)));
  const maxs = kids.map((k) =>
    k.fix !== undefined ? k.fix : Math.max(minAlong(k, axis, cross), maxAlong(k, axis, cross)),
  );
  const prefs = kids.map((k, i) =>
    k.fix !== undefined
      ? k.fix
      : Math.min(maxs[i] as number, Math.max(mins[i] as number, (targetOf(k) * 144) / cross)),
  );
  const fixedSum = kids.reduce((s, k) => s + (k.fix ?? 0), 0);
  const flex = kids.map((k) => k.fix === undefined);
  const avail = length - fixedSum;
  const sumMin = mins.reduce((s, v, i) => s + (flex[i] ? v : 0), 0);
  const sumPref = prefs.reduce((s, v, i) => s + (flex[i] ? v : 0), 0);
  let bent = Math.max(0, sumMin - avail);
  kids.forEach((k, i) => {
    if (!flex[i]) sizes[i] = k.fix as number;
  });
  if (!flex.some(Boolean)) return { sizes, bent: bent + Math.abs(avail) };
  if (avail <= sumMin) {
    // Not even the minima fit: shrink them in proportion (the layout reports how much it missed).
    kids.forEach((_, i) => {
      if (flex[i]) sizes[i] = sumMin > 0 ? ((mins[i] as number) * Math.max(0, avail)) / sumMin : 0;
    });
  } else if (avail <= sumPref) {
    const t = (avail - sumMin) / Math.max(1e-9, sumPref - sumMin);
    kids.forEach((_, i) => {
      if (flex[i]) sizes[i] = (mins[i] as number) + ((prefs[i] as number) - (mins[i] as number)) * t;
    });
  } else {
    kids.forEach((_, i) => {
      if (flex[i]) sizes[i] = prefs[i] as number;
    });
    let rest = avail - sumPref;
    // Grow the children below their maximum, in proportion to their targets; when all are full, all of them.
    for (let round = 0; round < 4 && rest > 0.5; round++) {
      const open = kids.map((k, i) => flex[i] && (sizes[i] as number) < (maxs[i] as number) - 0.5);
      const weight = kids.reduce((s, k, i) => s + (open[i] ? targetOf(k) : 0), 0);
      if (weight <= 0) break;
      let used = 0;
      kids.forEach((k, i) => {
        if (!open[i]) return;
        const add = Math.min((rest * targetOf(k)) / weight, (maxs[i] as number) - (sizes[i] as number));
        sizes[i] = (sizes[i] as number) + add;
        used += add;
      });
      rest -= used;
    }
    if (rest > 0.5) {
      const weight = kids.reduce((s, k, i) => s + (flex[i] ? targetOf(k) : 0), 0);
      kids.forEach((k, i) => {
        if (flex[i]) sizes[i] = (sizes[i] as number) + (rest * targetOf(k)) / Math.max(1e-9, weight);
      });
      bent += 0;
    }
  }
  return { sizes, bent };
}

/** Lays the tree out in the box, children in whole inches that add up exactly to their parent. */
export function layout(node: Node, box: Box): Layout {
  const out: Layout = { rooms: [], bent: 0 };
  place(node, box, out);
  return out;
}

function place(n: Node, box: Box, out: Layout): void {
  if (n.kind === 'room') {
    out.rooms.push({ room: n.room, box });
    return;
  }
  const along = n.kind === 'x' ? box.x1 - box.x0 : box.y1 - box.y0;
  const cross = n.kind === 'x' ? box.y1 - box.y0 : box.x1 - box.x0;
  const { sizes, bent } = shares(n.kids, along, n.kind, cross);
  out.bent += bent;
  // Cumulative rounding: every edge on a whole inch, the last child ending exactly at the parent's edge.
  let acc = 0;
  let prev = n.kind === 'x' ? box.x0 : box.y0;
  n.kids.forEach((k, i) => {
    acc += sizes[i] as number;
    const edge =
      i === n.kids.length - 1
        ? n.kind === 'x'
          ? box.x1
          : box.y1
        : Math.round((n.kind === 'x' ? box.x0 : box.y0) + acc);
    const sub: Box =
      n.kind === 'x'
        ? { x0: prev, y0: box.y0, x1: edge, y1: box.y1 }
        : { x0: box.x0, y0: prev, x1: box.x1, y1: edge };
    prev = edge;
    place(k, sub, out);
  });
}

/**
 * The width (or depth) a zone needs for its rooms at a given cross size: its rooms' targets spread over the cross
 * size, but never less than its rooms' minima side by side (so a zone is never drawn too narrow for them).
 */
export function sizeFor(n: Node, axis: 'x' | 'y', cross: number): number {
  return Math.round(Math.max((targetOf(n) * 144) / cross, minAlong(n, axis, cross)));
}
