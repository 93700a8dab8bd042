import type { Box } from './box';
import { boxOfPoints } from './box';
import { lineEndpoints } from './elementGeometry';
import type { WallElement } from '../model/elements';

/**
 * Which walls can join which: a wall reaches a full thickness beyond its centre line's box (an end drawn to
 * the other wall's face, or a little short of a corner, still joins), so two walls whose reaches overlap are
 * neighbours. A uniform grid keeps the search near-linear in the number of walls.
 */
export function wallReach(wall: WallElement): Box {
  const b = boxOfPoints(lineEndpoints(wall));
  const r = Math.max(wall.thickness, 0);
  return { minX: b.minX - r, minY: b.minY - r, maxX: b.maxX + r, maxY: b.maxY + r };
}

const meets = (a: Box, b: Box) =>
  a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;

/** A grid cell size for these boxes: about the typical box, so most walls sit in a few cells. */
function cellSizeFor(boxes: readonly Box[]): number {
  if (boxes.length === 0) return 1;
  let sum = 0;
  for (const b of boxes) sum += Math.max(b.maxX - b.minX, b.maxY - b.minY);
  return Math.max(sum / boxes.length, 1e-6);
}

/** Calls `visit(key)` for each grid cell the box covers (keys are numbers: no string per lookup). */
function eachCell(b: Box, size: number, visit: (key: number) => void): void {
  const c0 = Math.floor(b.minX / size);
  const c1 = Math.floor(b.maxX / size);
  const r0 = Math.floor(b.minY / size);
  const r1 = Math.floor(b.maxY / size);
  for (let c = c0; c <= c1; c++) for (let r = r0; r <= r1; r++) visit(c * 2097152 + r);
}

/** The index pairs [i, j] (i < j) of walls whose reaches overlap. */
export function candidatePairs(walls: readonly WallElement[]): [number, number][] {
  const boxes = walls.map(wallReach);
  const size = cellSizeFor(boxes);
  const cells = new Map<number, number[]>();
  boxes.forEach((b, i) =>
    eachCell(b, size, (key) => {
      const list = cells.get(key);
      if (list) list.push(i);
      else cells.set(key, [i]);
    }),
  );
  const seen = new Set<number>();
  const out: [number, number][] = [];
  const n = walls.length;
  for (const list of cells.values()) {
    for (let p = 0; p < list.length; p++) {
      for (let q = p + 1; q < list.length; q++) {
        const i = Math.min(list[p] as number, list[q] as number);
        const j = Math.max(list[p] as number, list[q] as number);
        const key = i * n + j;
        if (seen.has(key) || !meets(boxes[i] as Box, boxes[j] as Box)) continue;
        seen.add(key);
        out.push([i, j]);
      }
    }
  }
  return out;
}

/**
 * The page's walls in a grid, kept up to date one wall at a time, for views that redraw one wall: its joined
 * outline depends only on its neighbours, and a wall's change changes only its old and new neighbours' joins.
 */
export class WallJoinIndex {
  private readonly walls = new Map<string, { wall: WallElement; reach: Box }>();
  private readonly cells = new Map<number, Set<string>>();

  private cell: number;
  private readonly adaptive: boolean;

  /**
   * `cell` is the grid pitch in world units; absent, it is taken from the first wall added (eight thicknesses or
   * a quarter of its length, whichever is more), so a plan at any scale keeps a handful of walls per cell.
   */
  constructor(cell?: number) {
    this.cell = cell ?? 0;
    this.adaptive = cell === undefined;
  }

  get size(): number {
    return this.walls.size;
  }

  get(id: string): WallElement | undefined {
    return this.walls.get(id)?.wall;
  }

  set(wall: WallElement): void {
    this.delete(wall.id);
    if (this.cell === 0) {
      const [a, b] = lineEndpoints(wall);
      this.cell = Math.max(8 * wall.thickness, Math.hypot(b.x - a.x, b.y - a.y) / 4, 1);
    }
    const reach = wallReach(wall);
    this.walls.set(wall.id, { wall, reach });
    eachCell(reach, this.cell, (key) => {
      const set = this.cells.get(key);
      if (set) set.add(wall.id);
      else this.cells.set(key, new Set([wall.id]));
    });
  }

  delete(id: string): void {
    const had = this.walls.get(id);
    if (!had) return;
    this.walls.delete(id);
    eachCell(had.reach, this.cell, (key) => {
      const set = this.cells.get(key);
      set?.delete(id);
      if (set?.size === 0) this.cells.delete(key);
    });
  }

  clear(): void {
    this.walls.clear();
    this.cells.clear();
    if (this.adaptive) this.cell = 0;
  }

  /** The indexed walls (other than `wall` itself) whose reach overlaps `wall`'s. */
  neighbours(wall: WallElement): WallElement[] {
    if (this.walls.size === 0) return [];
    const reach = wallReach(wall);
    const found = new Set<string>();
    const out: WallElement[] = [];
    eachCell(reach, this.cell, (key) => {
      for (const id of this.cells.get(key) ?? []) {
        if (id === wall.id || found.has(id)) continue;
        found.add(id);
        const other = this.walls.get(id);
        if (other && meets(reach, other.reach)) out.push(other.wall);
      }
    });
    return out;
  }
}
