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

/**
 * The outline of a story: its exterior walls chained into one closed polygon (counter-clockwise, no collinear
 * vertices), or null when they do not close into exactly one loop (rooms in two pieces, or a courtyard).
 */
export function outlineOf(walls: readonly PlanWall[]): Vec[] | null {
  const segs = walls.filter((w) => w.exterior).map((w) => [w.a, w.b] as [Vec, Vec]);
  if (segs.length < 4) return null;
  const k = (p: Vec) => `${p[0]},${p[1]}`;
  const at = new Map<string, number[]>();
  segs.forEach(([a, b], i) => {
    for (const p of [a, b]) at.set(k(p), [...(at.get(k(p)) ?? []), i]);
  });
  if ([...at.values()].some((l) => l.length !== 2)) return null;
  const used = new Array<boolean>(segs.length).fill(false);
  const loop: Vec[] = [];
  let cur = (segs[0] as [Vec, Vec])[0];
  let idx = 0;
  for (let step = 0; step < segs.length; step++) {
    used[idx] = true;
    const [a, b] = segs[idx] as [Vec, Vec];
    loop.push(cur);
    cur = k(a) === k(cur) ? b : a;
    const next = (at.get(k(cur)) ?? []).find((j) => !used[j]);
    if (next === undefined) break;
    idx = next;
  }
  if (used.some((u) => !u) || k(cur) !== k(loop[0] as Vec)) return null;
  // Drop vertices in the middle of a straight side, then turn it counter-clockwise.
  const pts = loop.filter((p, i) => {
    const prev = loop[(i + loop.length - 1) % loop.length] as Vec;
    const next = loop[(i + 1) % loop.length] as Vec;
    return (p[0] - prev[0]) * (next[1] - p[1]) - (p[1] - prev[1]) * (next[0] - p[0]) !== 0;
  });
  let area = 0;
  pts.forEach((p, i) => {
    const q = pts[(i + 1) % pts.length] as Vec;
    area += p[0] * q[1] - q[0] * p[1];
  });
  return area < 0 ? pts.reverse() : pts;
}
