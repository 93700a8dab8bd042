/**
 * The plan checker's own geometry (inches, y up). It shares nothing with src/core/generate on purpose: a
 * generator bug must not hide behind the same bug in the code that checks it.
 */

export type P = readonly [number, number];

export interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function shoelace(poly: readonly P[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = poly[i] as P;
    const [bx, by] = poly[(i + 1) % poly.length] as P;
    s += ax * by - bx * ay;
  }
  return s / 2;
}

export const polyArea = (poly: readonly P[]): number => Math.abs(shoelace(poly));

export function boundsOf(poly: readonly P[]): Rect {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** The polygon with repeated and collinear vertices removed. */
export function simplify(poly: readonly P[]): P[] {
  let pts = poly.filter((p, i) => {
    const q = poly[(i + 1) % poly.length] as P;
    return Math.abs(p[0] - q[0]) > 1e-6 || Math.abs(p[1] - q[1]) > 1e-6;
  });
  let changed = true;
  while (changed && pts.length > 3) {
    changed = false;
    for (let i = 0; i < pts.length; i++) {
      const a = pts[(i + pts.length - 1) % pts.length] as P;
      const b = pts[i] as P;
      const c = pts[(i + 1) % pts.length] as P;
      const cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
      if (Math.abs(cross) < 1e-6) {
        pts = pts.filter((_, k) => k !== i);
        changed = true;
        break;
      }
    }
  }
  return pts;
}

export function isAxisRect(poly: readonly P[]): boolean {
  const s = simplify(poly);
  if (s.length !== 4) return false;
  const b = boundsOf(s);
  return s.every(
    ([x, y]) =>
      (Math.abs(x - b.x0) < 1e-6 || Math.abs(x - b.x1) < 1e-6) &&
      (Math.abs(y - b.y0) < 1e-6 || Math.abs(y - b.y1) < 1e-6),
  );
}

export const isRectilinear = (poly: readonly P[]): boolean =>
  poly.every((a, i) => {
    const b = poly[(i + 1) % poly.length] as P;
    return Math.abs(a[0] - b[0]) < 1e-6 || Math.abs(a[1] - b[1]) < 1e-6;
  });

/** Ray casting; points on the outline count as inside when `onCounts`. */
export function inside(p: P, poly: readonly P[], onCounts = true): boolean {
  for (let i = 0; i < poly.length; i++)
    if (distToSeg(p, poly[i] as P, poly[(i + 1) % poly.length] as P) < 0.01) return onCounts;
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as P;
    const [xj, yj] = poly[j] as P;
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) c = !c;
  }
  return c;
}

export function distToSeg(p: P, a: P, b: P): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const l2 = dx * dx + dy * dy;
  let t = l2 === 0 ? 0 : ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / l2;
  t = Math.max(0, Math.min(1, t));
  const x = a[0] + t * dx - p[0];
  const y = a[1] + t * dy - p[1];
  return Math.sqrt(x * x + y * y);
}

export const dist = (a: P, b: P): number => Math.sqrt((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2);

/** Every polygon vertex and edge midpoint of `poly` lies in `outer` (outline included). */
export function polyInside(poly: readonly P[], outer: readonly P[], tol = 0.5): boolean {
  const probes: P[] = [];
  poly.forEach((a, i) => {
    const b = poly[(i + 1) % poly.length] as P;
    probes.push(a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
  });
  const b = boundsOf(poly);
  probes.push([(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2]);
  return probes.every(
    (p) =>
      inside(p, outer) || outer.some((q, i) => distToSeg(p, q, outer[(i + 1) % outer.length] as P) <= tol),
  );
}

/** Area of the intersection of two rectilinear polygons, by a grid of their vertex coordinates. */
export function overlapArea(a: readonly P[], b: readonly P[]): number {
  const ba = boundsOf(a);
  const bb = boundsOf(b);
  if (ba.x1 <= bb.x0 || bb.x1 <= ba.x0 || ba.y1 <= bb.y0 || bb.y1 <= ba.y0) return 0;
  const xs = [...new Set([...a, ...b].map((p) => p[0]))].sort((p, q) => p - q);
  const ys = [...new Set([...a, ...b].map((p) => p[1]))].sort((p, q) => p - q);
  let area = 0;
  for (let i = 0; i + 1 < xs.length; i++)
    for (let j = 0; j + 1 < ys.length; j++) {
      const c: P = [
        ((xs[i] as number) + (xs[i + 1] as number)) / 2,
        ((ys[j] as number) + (ys[j + 1] as number)) / 2,
      ];
      if (inside(c, a, false) && inside(c, b, false))
        area += ((xs[i + 1] as number) - (xs[i] as number)) * ((ys[j + 1] as number) - (ys[j] as number));
    }
  return area;
}

export interface Seg {
  a: P;
  b: P;
}

/** The parts of the two outlines that lie on each other (collinear, overlapping), as segments. */
export function commonBoundary(p: readonly P[], q: readonly P[], tol = 0.5): Seg[] {
  const out: Seg[] = [];
  for (let i = 0; i < p.length; i++) {
    const a = p[i] as P;
    const b = p[(i + 1) % p.length] as P;
    for (let j = 0; j < q.length; j++) {
      const c = q[j] as P;
      const d = q[(j + 1) % q.length] as P;
      const s = overlapOfSegments(a, b, c, d, tol);
      if (s) out.push(s);
    }
  }
  return out;
}

/** Overlap of two collinear axis-parallel segments (null when not collinear or not overlapping by > 0.5"). */
export function overlapOfSegments(a: P, b: P, c: P, d: P, tol = 0.5): Seg | null {
  const horiz1 = Math.abs(a[1] - b[1]) < 1e-6;
  const horiz2 = Math.abs(c[1] - d[1]) < 1e-6;
  const vert1 = Math.abs(a[0] - b[0]) < 1e-6;
  const vert2 = Math.abs(c[0] - d[0]) < 1e-6;
  if (horiz1 && horiz2 && Math.abs(a[1] - c[1]) <= tol) {
    const lo = Math.max(Math.min(a[0], b[0]), Math.min(c[0], d[0]));
    const hi = Math.min(Math.max(a[0], b[0]), Math.max(c[0], d[0]));
    return hi - lo > 0.5 ? { a: [lo, a[1]], b: [hi, a[1]] } : null;
  }
  if (vert1 && vert2 && Math.abs(a[0] - c[0]) <= tol) {
    const lo = Math.max(Math.min(a[1], b[1]), Math.min(c[1], d[1]));
    const hi = Math.min(Math.max(a[1], b[1]), Math.max(c[1], d[1]));
    return hi - lo > 0.5 ? { a: [a[0], lo], b: [a[0], hi] } : null;
  }
  return null;
}

export const segLength = (s: Seg): number => dist(s.a, s.b);

/**
 * A rectilinear polygon with each edge moved inwards by its own distance (`inset(i)` for the edge from vertex i
 * to i + 1). Vertices are the crossings of consecutive moved edges, which for axis-parallel edges is exact.
 */
export function insetRectilinear(poly: readonly P[], inset: (i: number) => number): P[] {
  const ccw = shoelace(poly) > 0;
  const n = poly.length;
  const lines = poly.map((a, i) => {
    const b = poly[(i + 1) % n] as P;
    const horiz = Math.abs(a[1] - b[1]) < 1e-6;
    // Inward normal: left of the direction for a counter-clockwise outline.
    const dx = Math.sign(b[0] - a[0]);
    const dy = Math.sign(b[1] - a[1]);
    const nx = ccw ? -dy : dy;
    const ny = ccw ? dx : -dx;
    const d = inset(i);
    return horiz ? { horiz, c: a[1] + ny * d } : { horiz, c: a[0] + nx * d };
  });
  return poly.map((_, i) => {
    const prev = lines[(i + n - 1) % n] as { horiz: boolean; c: number };
    const cur = lines[i] as { horiz: boolean; c: number };
    if (prev.horiz === cur.horiz) return [poly[i]?.[0] ?? 0, poly[i]?.[1] ?? 0] as P;
    return prev.horiz ? ([cur.c, prev.c] as P) : ([prev.c, cur.c] as P);
  });
}

/**
 * The narrowest width of a rectilinear polygon: from the middle of every edge, the distance straight inwards to
 * the first edge met. For a rectangle it is its short side.
 */
export function narrowest(poly: readonly P[]): number {
  const ccw = shoelace(poly) > 0;
  let best = Infinity;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i] as P;
    const b = poly[(i + 1) % n] as P;
    const len = dist(a, b);
    if (len < 1e-6) continue;
    const dx = (b[0] - a[0]) / len;
    const dy = (b[1] - a[1]) / len;
    const nx = ccw ? -dy : dy;
    const ny = ccw ? dx : -dx;
    for (const t of [0.5, 0.15, 0.85]) {
      const o: P = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      let hit = Infinity;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const c = poly[j] as P;
        const d = poly[(j + 1) % n] as P;
        // Edges crossed by the ray o + s·n (s > 0).
        const ex = d[0] - c[0];
        const ey = d[1] - c[1];
        const den = nx * ey - ny * ex;
        if (Math.abs(den) < 1e-9) continue;
        const s = ((c[0] - o[0]) * ey - (c[1] - o[1]) * ex) / den;
        const u = ((c[0] - o[0]) * ny - (c[1] - o[1]) * nx) / den;
        if (s > 1e-6 && u >= -1e-9 && u <= 1 + 1e-9) hit = Math.min(hit, s);
      }
      best = Math.min(best, hit);
    }
  }
  return best;
}

/** Do two axis-aligned rectangles overlap by more than `tol` in both directions? */
export const rectsOverlap = (a: Rect, b: Rect, tol = 0.01): boolean =>
  Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > tol && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > tol;
