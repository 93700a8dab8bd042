import type { Deadline } from '../limits';
import type { FaceSearchBudget } from './planar-faces';
import { cellKey, FaceSearchTooCostly, forEachCell } from './planar-faces';

/** Directions within ~0.8° count as the same line. */
const COS_PARALLEL = 0.9999;

/**
 * Door and window openings: a wall's face line stops at one jamb and starts again at the next. Each end of a line
 * is joined to the nearest end within `maxGap` that lies ahead on the same line and faces back (the start of the
 * wall's continuation), so the room behind a door is closed along its wall face, as AutoCAD's BOUNDARY closes it
 * when the user draws the threshold. A run that already continues at its end is left alone, and so is a join that
 * would cut through another line (a partition lined up with a door jamb across a corridor is not an opening).
 *
 * Returns the bridging segments (x1, y1, x2, y2 each), to be added to `segments`.
 */
export function bridgeWallGaps(
  segments: Float64Array,
  maxGap: number,
  tol: number,
  deadline: Deadline,
  budget: FaceSearchBudget,
): Float64Array {
  const n = segments.length / 4;
  // End k of segment k >> 1: even k is the start point (pointing out backwards), odd k the end point.
  const ex = new Float64Array(n * 2);
  const ey = new Float64Array(n * 2);
  const ux = new Float64Array(n * 2);
  const uy = new Float64Array(n * 2);
  const usable = new Uint8Array(n * 2);
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < n; i += 1) {
    const x1 = segments[i * 4] as number;
    const y1 = segments[i * 4 + 1] as number;
    const x2 = segments[i * 4 + 2] as number;
    const y2 = segments[i * 4 + 3] as number;
    const len = Math.hypot(x2 - x1, y2 - y1);
    if (!(len > tol)) continue;
    const dx = (x2 - x1) / len;
    const dy = (y2 - y1) / len;
    ex[2 * i] = x1;
    ey[2 * i] = y1;
    ux[2 * i] = -dx;
    uy[2 * i] = -dy;
    ex[2 * i + 1] = x2;
    ey[2 * i + 1] = y2;
    ux[2 * i + 1] = dx;
    uy[2 * i + 1] = dy;
    usable[2 * i] = 1;
    usable[2 * i + 1] = 1;
    minX = Math.min(minX, x1, x2);
    minY = Math.min(minY, y1, y2);
    maxX = Math.max(maxX, x1, x2);
    maxY = Math.max(maxY, y1, y2);
  }
  if (!(minX <= maxX) || !(maxGap > tol)) return new Float64Array(0);
  // Cells at least as big as the longest bridge, so a 3 × 3 neighbourhood holds every candidate; never more than
  // about a million cells across, so cell numbers stay exact in `key`.
  const cell = Math.max(maxGap, Math.max(maxX - minX, maxY - minY) / 1e6);
  const key = (cx: number, cy: number): number => cx * 4_194_304 + cy;
  const grid = new Map<number, number[]>();
  for (let k = 0; k < n * 2; k += 1) {
    if (!usable[k]) continue;
    const id = key(
      Math.floor(((ex[k] as number) - minX) / cell),
      Math.floor(((ey[k] as number) - minY) / cell),
    );
    const list = grid.get(id);
    if (list) list.push(k);
    else grid.set(id, [k]);
  }
  const lateral = Math.max(tol * 10, maxGap * 1e-3);
  let tests = 0;
  const bridges: number[] = [];
  const made = new Set<number>();
  for (let k = 0; k < n * 2; k += 1) {
    if (!usable[k]) continue;
    deadline.check();
    const px = ex[k] as number;
    const py = ey[k] as number;
    const kx = ux[k] as number;
    const ky = uy[k] as number;
    const cx = Math.floor((px - minX) / cell);
    const cy = Math.floor((py - minY) / cell);
    let best = -1;
    let bestT = Infinity;
    let continues = false;
    for (let gx = cx - 1; gx <= cx + 1 && !continues; gx += 1) {
      for (let gy = cy - 1; gy <= cy + 1 && !continues; gy += 1) {
        const list = grid.get(key(gx, gy));
        if (!list) continue;
        tests += list.length;
        if (tests > budget.maxPairTests) {
          throw new FaceSearchTooCostly(
            `${tests.toLocaleString('en-US')} pairs of wall ends would have to be compared`,
          );
        }
        for (const f of list) {
          if (f >> 1 === k >> 1) continue;
          // Facing back along the same line: the other run's end looks towards this one.
          if ((ux[f] as number) * kx + (uy[f] as number) * ky > -COS_PARALLEL) continue;
          const vx = (ex[f] as number) - px;
          const vy = (ey[f] as number) - py;
          const t = vx * kx + vy * ky;
          if (Math.abs(vx * ky - vy * kx) > lateral) continue;
          if (t <= tol) {
            // Another run starts right here and goes on: no opening at this end.
            if (t >= -tol) continues = true;
            continue;
          }
          if (t <= maxGap && t < bestT) {
            bestT = t;
            best = f;
          }
        }
      }
    }
    if (continues || best < 0) continue;
    const pair = Math.min(k, best) * n * 2 + Math.max(k, best);
    if (made.has(pair)) continue;
    made.add(pair);
    bridges.push(px, py, ex[best] as number, ey[best] as number);
  }
  return withoutCrossings(segments, Float64Array.from(bridges), cell, tol, deadline, budget);
}

/** Which side of the line a→b the point c lies on: -1, 0 (within `tol` of the line) or 1. */
function side(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, tol: number): number {
  const cross = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return Math.abs(cross) <= tol * Math.hypot(bx - ax, by - ay) ? 0 : Math.sign(cross);
}

/** Whether segment i of `s` and segment j of `b` cross inside both (touching ends and overlaps do not count). */
function crossesInside(s: Float64Array, i: number, b: Float64Array, j: number, tol: number): boolean {
  const px = s[i * 4] as number;
  const py = s[i * 4 + 1] as number;
  const qx = s[i * 4 + 2] as number;
  const qy = s[i * 4 + 3] as number;
  const rx = b[j * 4] as number;
  const ry = b[j * 4 + 1] as number;
  const tx = b[j * 4 + 2] as number;
  const ty = b[j * 4 + 3] as number;
  return (
    side(px, py, qx, qy, rx, ry, tol) * side(px, py, qx, qy, tx, ty, tol) < 0 &&
    side(rx, ry, tx, ty, px, py, tol) * side(rx, ry, tx, ty, qx, qy, tol) < 0
  );
}

/** The bridges that cut through no segment; segments are found through a grid of the cells each passes. */
function withoutCrossings(
  segments: Float64Array,
  bridges: Float64Array,
  cell: number,
  tol: number,
  deadline: Deadline,
  budget: FaceSearchBudget,
): Float64Array {
  const nb = bridges.length / 4;
  if (nb === 0) return bridges;
  const grid = new Map<number, number[]>();
  let entries = 0;
  for (let j = 0; j < nb; j += 1) {
    forEachCell(
      bridges[j * 4] as number,
      bridges[j * 4 + 1] as number,
      bridges[j * 4 + 2] as number,
      bridges[j * 4 + 3] as number,
      cell,
      (cx, cy) => {
        const key = cellKey(cx, cy);
        const list = grid.get(key);
        if (list) list.push(j);
        else grid.set(key, [j]);
      },
    );
  }
  const blocked = new Uint8Array(nb);
  const n = segments.length / 4;
  for (let i = 0; i < n; i += 1) {
    deadline.check();
    forEachCell(
      segments[i * 4] as number,
      segments[i * 4 + 1] as number,
      segments[i * 4 + 2] as number,
      segments[i * 4 + 3] as number,
      cell,
      (cx, cy) => {
        entries += 1;
        if (entries > budget.maxGridEntries) {
          throw new FaceSearchTooCostly(
            `the lines cross more than ${budget.maxGridEntries.toLocaleString('en-US')} grid cells`,
          );
        }
        const list = grid.get(cellKey(cx, cy));
        if (!list) return;
        for (const j of list) if (!blocked[j] && crossesInside(segments, i, bridges, j, tol)) blocked[j] = 1;
      },
    );
  }
  const kept: number[] = [];
  for (let j = 0; j < nb; j += 1) {
    if (!blocked[j]) for (let c = 0; c < 4; c += 1) kept.push(bridges[j * 4 + c] as number);
  }
  return Float64Array.from(kept);
}
