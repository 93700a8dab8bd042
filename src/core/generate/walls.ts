import type { Box } from './geometry';
import type { PlanWall, Vec } from './types';

/** IRC-typical stud walls: 2×6 exterior with sheathing and finishes, 2×4 interior with drywall both sides. */
export const EXTERIOR_WALL_IN = 6.5;
export const INTERIOR_WALL_IN = 4.5;

/**
 * Walls of one story from its room boxes (room outlines are wall centrelines): along every line where box edges
 * lie, a stretch with rooms on both sides is an interior wall, a stretch with a room on one side only an exterior
 * wall. Consecutive stretches of the same kind merge into one wall.
 */
export function wallsOf(boxes: readonly Box[]): PlanWall[] {
  const out: PlanWall[] = [];
  for (const horizontal of [true, false]) {
    const lines = new Map<number, { lo: [number, number][]; hi: [number, number][] }>();
    const at = (c: number) => {
      let l = lines.get(c);
      if (!l) lines.set(c, (l = { lo: [], hi: [] }));
      return l;
    };
    for (const b of boxes) {
      if (horizontal) {
        at(b.y1).lo.push([b.x0, b.x1]);
        at(b.y0).hi.push([b.x0, b.x1]);
      } else {
        at(b.x1).lo.push([b.y0, b.y1]);
        at(b.x0).hi.push([b.y0, b.y1]);
      }
    }
    for (const c of [...lines.keys()].sort((a, b) => a - b)) {
      const { lo, hi } = lines.get(c) as { lo: [number, number][]; hi: [number, number][] };
      const cuts = [...new Set([...lo, ...hi].flat())].sort((a, b) => a - b);
      let run: { a: number; b: number; exterior: boolean } | null = null;
      const flush = () => {
        if (!run) return;
        const a: Vec = horizontal ? [run.a, c] : [c, run.a];
        const b: Vec = horizontal ? [run.b, c] : [c, run.b];
        out.push({
          a,
          b,
          exterior: run.exterior,
          thickness_in: run.exterior ? EXTERIOR_WALL_IN : INTERIOR_WALL_IN,
        });
        run = null;
      };
      for (let i = 0; i + 1 < cuts.length; i++) {
        const s = cuts[i] as number;
        const e = cuts[i + 1] as number;
        const m = (s + e) / 2;
        const below = lo.some(([p, q]) => p < m && m < q);
        const above = hi.some(([p, q]) => p < m && m < q);
        if (!below && !above) {
          flush();
          continue;
        }
        const exterior = below !== above;
        if (run && run.exterior === exterior && run.b === s) run.b = e;
        else {
          flush();
          run = { a: s, b: e, exterior };
        }
      }
      flush();
    }
  }
  return out;
}
