import type { Deadline } from '../limits';
import { IntPairMap } from './int-pair-map';

/** What the room search may spend; past any of these it gives up (rooms are optional metadata). */
export interface FaceSearchBudget {
  /** Segment pieces stored in the spatial grid (long lines crossing many cells cost one piece per cell). */
  maxGridEntries: number;
  /** Segment pairs tested for crossings (pairs sharing a grid cell). */
  maxPairTests: number;
  /** Crossings and touches found: each becomes a vertex and splits two edges; they grow with the square of the lines. */
  maxCrossings: number;
}

/** Thrown when the room search would cost more than its budget; the caller keeps everything else. */
export class FaceSearchTooCostly extends Error {
  override name = 'FaceSearchTooCostly';
}

export interface Face {
  /** x, y pairs, counter-clockwise. */
  ring: number[];
  area: number;
  perimeter: number;
}

/** One number per grid cell; cells are bounded because the grid is sized from the drawing's span. */
export function cellKey(cx: number, cy: number): number {
  return (cx + 33_554_432) * 67_108_864 + (cy + 33_554_432);
}

/** Visits the grid cells a segment passes through (Amanatides–Woo traversal), so long lines cost O(length). */
export function forEachCell(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  size: number,
  visit: (cx: number, cy: number) => void,
): void {
  let cx = Math.floor(x0 / size);
  let cy = Math.floor(y0 / size);
  const ex = Math.floor(x1 / size);
  const ey = Math.floor(y1 / size);
  const dx = x1 - x0;
  const dy = y1 - y0;
  const stepX = dx > 0 ? 1 : -1;
  const stepY = dy > 0 ? 1 : -1;
  const tDeltaX = dx === 0 ? Infinity : Math.abs(size / dx);
  const tDeltaY = dy === 0 ? Infinity : Math.abs(size / dy);
  let tMaxX = dx === 0 ? Infinity : ((dx > 0 ? cx + 1 : cx) * size - x0) / dx;
  let tMaxY = dy === 0 ? Infinity : ((dy > 0 ? cy + 1 : cy) * size - y0) / dy;
  const limit = Math.abs(ex - cx) + Math.abs(ey - cy) + 1;
  for (let n = 0; n < limit; n += 1) {
    visit(cx, cy);
    if (cx === ex && cy === ey) return;
    if (tMaxX < tMaxY) {
      tMaxX += tDeltaX;
      cx += stepX;
    } else {
      tMaxY += tDeltaY;
      cy += stepY;
    }
  }
}

/** The segment grid: `items[start[c]..start[c + 1])` are the segments passing through occupied cell c. */
interface SegmentGrid {
  start: Int32Array;
  items: Int32Array;
}

/**
 * Buckets each segment into every cell it passes through (two passes: count, then fill), within the budget. Only
 * occupied cells are stored, so cells can be as small as the segments: an outline of 10,000 short lines puts a
 * few lines in each cell instead of hundreds.
 */
function buildGrid(
  seg: Float64Array,
  minX: number,
  minY: number,
  cell: number,
  deadline: Deadline,
  budget: FaceSearchBudget,
): SegmentGrid {
  const n = seg.length / 4;
  const cellIds = new IntPairMap(n);
  const counts: number[] = [];
  let entries = 0;
  let target: Int32Array | null = null;
  let fill: Int32Array = new Int32Array(0);
  let current = 0;
  const visit = (cx: number, cy: number): void => {
    if (target === null) {
      entries += 1;
      if (entries > budget.maxGridEntries) {
        throw new FaceSearchTooCostly(
          `the lines cross more than ${budget.maxGridEntries.toLocaleString('en-US')} grid cells`,
        );
      }
      let c = cellIds.get(cx, cy);
      if (c < 0) {
        c = counts.length;
        cellIds.set(cx, cy, c);
        counts.push(0);
      }
      counts[c] = (counts[c] as number) + 1;
    } else {
      const c = cellIds.get(cx, cy);
      target[fill[c] as number] = current;
      fill[c] = (fill[c] as number) + 1;
    }
  };
  const walk = (): void => {
    for (let i = 0; i < n; i += 1) {
      deadline.check();
      current = i;
      forEachCell(
        (seg[i * 4] as number) - minX,
        (seg[i * 4 + 1] as number) - minY,
        (seg[i * 4 + 2] as number) - minX,
        (seg[i * 4 + 3] as number) - minY,
        cell,
        visit,
      );
    }
  };
  walk();
  const start = new Int32Array(counts.length + 1);
  for (let c = 0; c < counts.length; c += 1) start[c + 1] = (start[c] as number) + (counts[c] as number);
  fill = start.slice(0, counts.length);
  target = new Int32Array(entries);
  walk();
  return { start, items: target };
}

/**
 * Splits segments where they cross or touch (T-junctions within `tol`), so walls drawn as separate lines that
 * meet mid-span still close rooms. Returns split parameters per segment (0 and 1 included).
 */
function nodeSegments(
  seg: Float64Array,
  tol: number,
  grid: SegmentGrid,
  deadline: Deadline,
  budget: FaceSearchBudget,
): number[][] {
  const n = seg.length / 4;
  const params: number[][] = [];
  for (let i = 0; i < n; i += 1) params.push([0, 1]);
  const { start, items } = grid;
  const cells = start.length - 1;
  // Pairs are counted before any is tested, so a pile of overlapping lines is refused at once.
  let pairs = 0;
  for (let c = 0; c < cells; c += 1) {
    const k = (start[c + 1] as number) - (start[c] as number);
    pairs += (k * (k - 1)) / 2;
  }
  if (pairs > budget.maxPairTests) {
    throw new FaceSearchTooCostly(
      `${Math.round(pairs).toLocaleString('en-US')} pairs of nearby lines would have to be compared`,
    );
  }
  let crossings = 0;
  const crossed = (): void => {
    crossings += 1;
    if (crossings > budget.maxCrossings) {
      throw new FaceSearchTooCostly(
        `the lines cross more than ${budget.maxCrossings.toLocaleString('en-US')} times`,
      );
    }
  };
  for (let c = 0; c < cells; c += 1) {
    const c0 = start[c] as number;
    const c1 = start[c + 1] as number;
    for (let a = c0; a < c1; a += 1) {
      deadline.check();
      const i = items[a] as number;
      const px = seg[i * 4] as number;
      const py = seg[i * 4 + 1] as number;
      const rx = (seg[i * 4 + 2] as number) - px;
      const ry = (seg[i * 4 + 3] as number) - py;
      const rl = Math.hypot(rx, ry);
      for (let b = a + 1; b < c1; b += 1) {
        const j = items[b] as number;
        const qx = seg[j * 4] as number;
        const qy = seg[j * 4 + 1] as number;
        const sx = (seg[j * 4 + 2] as number) - qx;
        const sy = (seg[j * 4 + 3] as number) - qy;
        const sl = Math.hypot(sx, sy);
        const denom = rx * sy - ry * sx;
        if (Math.abs(denom) <= 1e-12 * rl * sl) {
          // Parallel: only collinear overlaps matter; split each at the other's endpoints lying on it.
          splitAtPoint(params[i] as number[], px, py, rx, ry, rl, qx, qy, tol);
          splitAtPoint(params[i] as number[], px, py, rx, ry, rl, qx + sx, qy + sy, tol);
          splitAtPoint(params[j] as number[], qx, qy, sx, sy, sl, px, py, tol);
          splitAtPoint(params[j] as number[], qx, qy, sx, sy, sl, px + rx, py + ry, tol);
          continue;
        }
        const wx = qx - px;
        const wy = qy - py;
        const t = (wx * sy - wy * sx) / denom;
        const u = (wx * ry - wy * rx) / denom;
        const tt = tol / rl;
        const tu = tol / sl;
        if (t < -tt || t > 1 + tt || u < -tu || u > 1 + tu) continue;
        const ct = Math.min(1, Math.max(0, t));
        const cu = Math.min(1, Math.max(0, u));
        if ((ct > 0 && ct < 1) || (cu > 0 && cu < 1)) crossed();
        if (ct > 0 && ct < 1) (params[i] as number[]).push(ct);
        if (cu > 0 && cu < 1) (params[j] as number[]).push(cu);
      }
    }
  }
  return params;
}

function splitAtPoint(
  list: number[],
  px: number,
  py: number,
  rx: number,
  ry: number,
  rl: number,
  x: number,
  y: number,
  tol: number,
): void {
  if (rl === 0) return;
  const t = ((x - px) * rx + (y - py) * ry) / (rl * rl);
  if (t <= 0 || t >= 1) return;
  const dist = Math.abs((x - px) * ry - (y - py) * rx) / rl;
  if (dist <= tol) list.push(t);
}

/** Merges points closer than `tol` into one vertex id (grid hash, 2×2 cells looked up per point). */
class VertexSnapper {
  readonly xs: number[] = [];
  readonly ys: number[] = [];
  /** Cell -> first vertex in it. */
  private readonly grid: IntPairMap;
  /** Next vertex in the same cell (linked list through ids), -1 at the end. */
  private readonly chain: number[] = [];

  constructor(
    private readonly tol: number,
    private readonly originX: number,
    private readonly originY: number,
    expected: number,
  ) {
    this.grid = new IntPairMap(expected);
  }

  id(x: number, y: number): number {
    // Cells are 2·tol wide: a point within tol of this one lies in its cell or in the neighbour on the side of
    // the cell it is nearer to, in x and in y — four cells to look in.
    const fx = (x - this.originX) / (2 * this.tol);
    const fy = (y - this.originY) / (2 * this.tol);
    const kx = Math.floor(fx);
    const ky = Math.floor(fy);
    const sx = fx - kx < 0.5 ? -1 : 1;
    const sy = fy - ky < 0.5 ? -1 : 1;
    for (let dx = 0; dx !== 2 * sx; dx += sx) {
      for (let dy = 0; dy !== 2 * sy; dy += sy) {
        let id = this.grid.get(kx + dx, ky + dy);
        while (id >= 0) {
          if (
            Math.abs((this.xs[id] as number) - x) <= this.tol &&
            Math.abs((this.ys[id] as number) - y) <= this.tol
          )
            return id;
          id = this.chain[id] as number;
        }
      }
    }
    const id = this.xs.length;
    this.xs.push(x);
    this.ys.push(y);
    this.chain.push(this.grid.get(kx, ky));
    this.grid.set(kx, ky, id);
    return id;
  }
}

/**
 * The bounded faces of the planar graph formed by `segments` (x1, y1, x2, y2 each): nodes crossings, snaps
 * endpoints within `tol`, prunes dangling edges, then walks every half-edge turning as far right as possible,
 * which traces each minimal face once (counter-clockwise faces are bounded, the clockwise one is the outside).
 */
export function planarFaces(
  segments: Float64Array,
  tol: number,
  deadline: Deadline,
  budget: FaceSearchBudget,
): Face[] {
  const n = segments.length / 4;
  if (n < 3) return [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < segments.length; i += 2) {
    minX = Math.min(minX, segments[i] as number);
    maxX = Math.max(maxX, segments[i] as number);
    minY = Math.min(minY, segments[i + 1] as number);
    maxY = Math.max(maxY, segments[i + 1] as number);
  }
  const span = Math.max(maxX - minX, maxY - minY, tol * 10);
  let totalLength = 0;
  for (let i = 0; i < n; i += 1) {
    totalLength += Math.hypot(
      (segments[i * 4 + 2] as number) - (segments[i * 4] as number),
      (segments[i * 4 + 3] as number) - (segments[i * 4 + 1] as number),
    );
  }
  // Cells about as long as the average segment (each piece then meets a few others), never coarser than an even
  // spread of the segments over the drawing would need, and at most 4,096 across.
  const cell = Math.max(Math.min(span / Math.sqrt(n), Math.max(totalLength / n, span / 4096)), tol * 4);
  const grid = buildGrid(segments, minX, minY, cell, deadline, budget);
  const params = nodeSegments(segments, tol, grid, deadline, budget);
  let pieces = 0;
  for (const p of params) pieces += p.length - 1;
  const snapper = new VertexSnapper(Math.max(tol, span / 3e7), minX, minY, pieces + n);
  const edgeKeys = new IntPairMap(pieces);
  const edgeA: number[] = [];
  const edgeB: number[] = [];
  const addEdge = (a: number, b: number): void => {
    if (a === b) return;
    const lo = a < b ? a : b;
    const hi = a < b ? b : a;
    if (edgeKeys.get(lo, hi) >= 0) return;
    edgeKeys.set(lo, hi, 1);
    edgeA.push(a);
    edgeB.push(b);
  };
  for (let i = 0; i < n; i += 1) {
    deadline.check();
    const x0 = segments[i * 4] as number;
    const y0 = segments[i * 4 + 1] as number;
    const dx = (segments[i * 4 + 2] as number) - x0;
    const dy = (segments[i * 4 + 3] as number) - y0;
    const ts = params[i] as number[];
    if (ts.length > 2) ts.sort((a, b) => a - b);
    let prev = snapper.id(x0, y0);
    for (let k = 1; k < ts.length; k += 1) {
      const t = ts[k] as number;
      const id = snapper.id(x0 + dx * t, y0 + dy * t);
      addEdge(prev, id);
      prev = id;
    }
  }
  return tracefaces(snapper.xs, snapper.ys, edgeA, edgeB, deadline);
}

/** Faces of a graph given as edge lists, after pruning dangling edges. Half-edges live in CSR arrays. */
function tracefaces(
  xs: number[],
  ys: number[],
  edgeA: number[],
  edgeB: number[],
  deadline: Deadline,
): Face[] {
  const nv = xs.length;
  const ne = edgeA.length;
  const degree = new Int32Array(nv);
  for (let e = 0; e < ne; e += 1) {
    degree[edgeA[e] as number] = (degree[edgeA[e] as number] as number) + 1;
    degree[edgeB[e] as number] = (degree[edgeB[e] as number] as number) + 1;
  }
  // Incident edge lists, to prune vertices of degree 1 repeatedly: dangling edges never bound a face.
  const start = new Int32Array(nv + 1);
  for (let v = 0; v < nv; v += 1) start[v + 1] = (start[v] as number) + (degree[v] as number);
  const fill = start.slice(0, nv);
  const incident = new Int32Array(ne * 2);
  for (let e = 0; e < ne; e += 1) {
    const a = edgeA[e] as number;
    const b = edgeB[e] as number;
    incident[fill[a] as number] = e;
    fill[a] = (fill[a] as number) + 1;
    incident[fill[b] as number] = e;
    fill[b] = (fill[b] as number) + 1;
  }
  const alive = new Uint8Array(ne).fill(1);
  const queue: number[] = [];
  for (let v = 0; v < nv; v += 1) if (degree[v] === 1) queue.push(v);
  while (queue.length > 0) {
    deadline.check();
    const v = queue.pop() as number;
    if (degree[v] !== 1) continue;
    for (let k = start[v] as number; k < (start[v + 1] as number); k += 1) {
      const e = incident[k] as number;
      if (!alive[e]) continue;
      alive[e] = 0;
      const w = edgeA[e] === v ? (edgeB[e] as number) : (edgeA[e] as number);
      degree[v] = (degree[v] as number) - 1;
      degree[w] = (degree[w] as number) - 1;
      if (degree[w] === 1) queue.push(w);
    }
  }
  // Half-edges 2e (a->b) and 2e+1 (b->a); per vertex, outgoing half-edges sorted by angle.
  const outStart = new Int32Array(nv + 1);
  for (let v = 0; v < nv; v += 1) outStart[v + 1] = (outStart[v] as number) + (degree[v] as number);
  const outFill = outStart.slice(0, nv);
  const outList = new Int32Array(outStart[nv] as number);
  const angle = new Float64Array(ne * 2);
  for (let e = 0; e < ne; e += 1) {
    if (!alive[e]) continue;
    const a = edgeA[e] as number;
    const b = edgeB[e] as number;
    angle[2 * e] = Math.atan2((ys[b] as number) - (ys[a] as number), (xs[b] as number) - (xs[a] as number));
    angle[2 * e + 1] = Math.atan2(
      (ys[a] as number) - (ys[b] as number),
      (xs[a] as number) - (xs[b] as number),
    );
    outList[outFill[a] as number] = 2 * e;
    outFill[a] = (outFill[a] as number) + 1;
    outList[outFill[b] as number] = 2 * e + 1;
    outFill[b] = (outFill[b] as number) + 1;
  }
  const position = new Int32Array(ne * 2);
  for (let v = 0; v < nv; v += 1) {
    const s0 = outStart[v] as number;
    const s1 = outStart[v + 1] as number;
    if (s1 - s0 > 16) {
      const sorted = Array.from(outList.subarray(s0, s1)).sort(
        (h1, h2) => (angle[h1] as number) - (angle[h2] as number),
      );
      outList.set(sorted, s0);
    } else {
      // Most vertices meet 2–4 edges: an insertion sort in place allocates nothing.
      for (let k = s0 + 1; k < s1; k += 1) {
        const h = outList[k] as number;
        const a = angle[h] as number;
        let m = k - 1;
        while (m >= s0 && (angle[outList[m] as number] as number) > a) {
          outList[m + 1] = outList[m] as number;
          m -= 1;
        }
        outList[m + 1] = h;
      }
    }
    for (let k = s0; k < s1; k += 1) position[outList[k] as number] = k - s0;
  }
  const origin = (h: number): number =>
    (h & 1) === 0 ? (edgeA[h >> 1] as number) : (edgeB[h >> 1] as number);
  const visited = new Uint8Array(ne * 2);
  const faces: Face[] = [];
  for (let e = 0; e < ne; e += 1) {
    if (!alive[e]) continue;
    for (let h0 = 2 * e; h0 <= 2 * e + 1; h0 += 1) {
      if (visited[h0]) continue;
      const ring: number[] = [];
      let area = 0;
      let perimeter = 0;
      let h = h0;
      while (!visited[h]) {
        deadline.check();
        visited[h] = 1;
        const a = origin(h);
        const twin = h ^ 1;
        const b = origin(twin);
        const ax = xs[a] as number;
        const ay = ys[a] as number;
        const bx = xs[b] as number;
        const by = ys[b] as number;
        ring.push(ax, ay);
        area += ax * by - bx * ay;
        perimeter += Math.hypot(bx - ax, by - ay);
        // Next: at b, the outgoing half-edge just clockwise of the way back (b->a).
        const s0 = outStart[b] as number;
        const deg = (outStart[b + 1] as number) - s0;
        h = outList[s0 + (((position[twin] as number) - 1 + deg) % deg)] as number;
      }
      area /= 2;
      if (area > 0 && ring.length >= 6) faces.push({ ring, area, perimeter });
    }
  }
  return faces;
}
