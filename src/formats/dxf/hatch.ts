import { arcInteriorPoints, arcSteps, bulgeArc } from './bulge';
import type { EntityRecord } from './document';
import type { DxfTags } from './tags';
import { tagNumber } from './tags';

const DEG = Math.PI / 180;

/** A sequential reader over one HATCH record's tags: boundary data is positional, so order matters. */
class Cursor {
  constructor(
    private readonly tags: DxfTags,
    public i: number,
    private readonly end: number,
  ) {}

  get done(): boolean {
    return this.i >= this.end;
  }

  get code(): number {
    return this.tags.codes[this.i] as number;
  }

  /** Reads the value if the next tag has `code`, else returns `fallback` without moving. */
  take(code: number, fallback: number): number {
    if (this.i < this.end && this.tags.codes[this.i] === code) {
      const v = tagNumber(this.tags, this.i);
      this.i += 1;
      return v;
    }
    return fallback;
  }

  skipUntil(codes: Set<number>): void {
    while (this.i < this.end && !codes.has(this.tags.codes[this.i] as number)) this.i += 1;
  }
}

function arcPoints(
  out: number[],
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  mx: number,
  my: number,
  a0: number,
  a1: number,
  ccw: boolean,
): void {
  // Clockwise edges store their angles mirrored; walking from start to end keeps the loop continuous.
  let start = ccw ? a0 : -a0;
  let end = ccw ? a1 : -a1;
  if (ccw) while (end <= start) end += Math.PI * 2;
  else while (end >= start) end -= Math.PI * 2;
  const steps = arcSteps(end - start);
  const len = Math.hypot(mx, my) || 1;
  const ux = mx / len;
  const uy = my / len;
  for (let s = 0; s <= steps; s += 1) {
    const t = start + ((end - start) * s) / steps;
    const lx = rx * Math.cos(t);
    const ly = ry * Math.sin(t);
    out.push(cx + lx * ux - ly * uy, cy + lx * uy + ly * ux);
  }
  start = end;
}

const PATH_END = new Set([92, 75, 98]);

/**
 * Boundary loops of a HATCH in its OCS, tessellated: polyline paths (with bulges) and edge paths (lines, arcs,
 * ellipse arcs, splines by their control points).
 */
export function readHatchLoops(tags: DxfTags, rec: EntityRecord): { loops: number[][]; paths: number } {
  let i = rec.start + 1;
  while (i < rec.end && tags.codes[i] !== 91) i += 1;
  if (i >= rec.end) return { loops: [], paths: 0 };
  const paths = Math.max(0, tagNumber(tags, i) | 0);
  const c = new Cursor(tags, i + 1, rec.end);
  const loops: number[][] = [];
  for (let p = 0; p < paths && !c.done; p += 1) {
    c.skipUntil(new Set([92]));
    if (c.done) break;
    const flags = c.take(92, 0);
    const loop: number[] = [];
    if ((flags & 2) !== 0) {
      c.take(72, 0);
      c.take(73, 1);
      const count = c.take(93, 0);
      for (let v = 0; v < count && !c.done && c.code === 10; v += 1) {
        const x = c.take(10, 0);
        const y = c.take(20, 0);
        const bulge = c.take(42, 0);
        loop.push(x, y, bulge);
      }
      loops.push(expandBulges(loop));
    } else {
      const edges = c.take(93, 0);
      // Each edge tessellated on its own: edges may come in any order and direction, and are chained below.
      const pieces: number[][] = [];
      for (let e = 0; e < edges && !c.done && c.code === 72; e += 1) {
        const type = c.take(72, 0);
        const loop: number[] = [];
        pieces.push(loop);
        if (type === 1) {
          const x0 = c.take(10, 0);
          const y0 = c.take(20, 0);
          const x1 = c.take(11, 0);
          const y1 = c.take(21, 0);
          loop.push(x0, y0, x1, y1);
        } else if (type === 2) {
          const cx = c.take(10, 0);
          const cy = c.take(20, 0);
          const r = c.take(40, 0);
          const a0 = c.take(50, 0) * DEG;
          const a1 = c.take(51, 360) * DEG;
          const ccw = c.take(73, 1) !== 0;
          arcPoints(loop, cx, cy, r, r, 1, 0, a0, a1, ccw);
        } else if (type === 3) {
          const cx = c.take(10, 0);
          const cy = c.take(20, 0);
          const mx = c.take(11, 1);
          const my = c.take(21, 0);
          const ratio = c.take(40, 1);
          const a0 = c.take(50, 0) * DEG;
          const a1 = c.take(51, 360) * DEG;
          const ccw = c.take(73, 1) !== 0;
          const major = Math.hypot(mx, my);
          arcPoints(loop, cx, cy, major, major * ratio, mx, my, a0, a1, ccw);
        } else {
          // Spline edge: its control polygon is a fair outline for a preview.
          while (!c.done && c.code !== 72 && !PATH_END.has(c.code) && c.code !== 97) {
            if (c.code === 10) {
              const x = c.take(10, 0);
              loop.push(x, c.take(20, 0));
            } else c.i += 1;
          }
        }
      }
      loops.push(...chainEdges(pieces));
    }
    // Source boundary object references close each path.
    const sources = c.take(97, 0);
    for (let s = 0; s < sources && !c.done && c.code === 330; s += 1) c.i += 1;
  }
  return { loops: loops.filter((l) => l.length >= 6), paths };
}

/** Ends closer than this share of the path's size are the same point (CAD boundaries are not exact). */
const JOIN_SHARE = 1e-6;

/**
 * The edges of one boundary path chained end to start into closed loops: each next edge is the one whose
 * start (or, reversed, whose end) meets the current end. A gap no edge closes starts another loop, so a path
 * whose edges were stored out of order draws its outline, not a fan of chords across it.
 */
function chainEdges(pieces: readonly number[][]): number[][] {
  const edges = pieces.filter((p) => p.length >= 4);
  if (edges.length === 0) return [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const e of edges)
    for (let k = 0; k < e.length; k += 2) {
      minX = Math.min(minX, e[k] as number);
      maxX = Math.max(maxX, e[k] as number);
      minY = Math.min(minY, e[k + 1] as number);
      maxY = Math.max(maxY, e[k + 1] as number);
    }
  const tol = Math.max(maxX - minX, maxY - minY, 1e-9) * JOIN_SHARE + 1e-9;
  const near = (ax: number, ay: number, bx: number, by: number) =>
    Math.abs(ax - bx) <= tol && Math.abs(ay - by) <= tol;
  const used = new Array<boolean>(edges.length).fill(false);
  const loops: number[][] = [];
  for (let first = 0; first < edges.length; first += 1) {
    if (used[first]) continue;
    used[first] = true;
    let last = first;
    const loop = [...(edges[first] as number[])];
    for (;;) {
      const ex = loop[loop.length - 2] as number;
      const ey = loop[loop.length - 1] as number;
      if (loop.length > 4 && near(ex, ey, loop[0] as number, loop[1] as number)) {
        // Closed: the last point is the first again.
        loop.length -= 2;
        break;
      }
      let next = -1;
      let reversed = false;
      // From the edge after the last one taken: edges stored in order chain in one step each.
      for (let step = 1; step <= edges.length && next < 0; step += 1) {
        const k = (last + step) % edges.length;
        if (used[k]) continue;
        const e = edges[k] as number[];
        if (near(ex, ey, e[0] as number, e[1] as number)) next = k;
        else if (near(ex, ey, e[e.length - 2] as number, e[e.length - 1] as number)) {
          next = k;
          reversed = true;
        }
      }
      if (next < 0) break;
      used[next] = true;
      last = next;
      const e = edges[next] as number[];
      // The joining point is already the loop's end.
      if (reversed) for (let k = e.length - 4; k >= 0; k -= 2) loop.push(e[k] as number, e[k + 1] as number);
      else for (let k = 2; k < e.length; k += 2) loop.push(e[k] as number, e[k + 1] as number);
    }
    loops.push(loop);
  }
  return loops;
}

function expandBulges(xyb: number[]): number[] {
  const n = xyb.length / 3;
  const out: number[] = [];
  const push = (x: number, y: number): void => {
    out.push(x, y);
  };
  for (let i = 0; i < n; i += 1) {
    const x0 = xyb[i * 3] as number;
    const y0 = xyb[i * 3 + 1] as number;
    out.push(x0, y0);
    const j = (i + 1) % n;
    const arc = bulgeArc(x0, y0, xyb[j * 3] as number, xyb[j * 3 + 1] as number, xyb[i * 3 + 2] as number);
    if (arc) arcInteriorPoints(arc, push);
  }
  return out;
}
