/*
 * The geometry's curve form, p(t) = c + u·cos t + v·sin t for t0 <= t <= t1 (8 numbers per curve, see
 * dxf/geometry.ts), turned into what outputs need: points for raster renders, cubic Béziers for PDF paths.
 */

export interface Curve {
  cx: number;
  cy: number;
  ux: number;
  uy: number;
  vx: number;
  vy: number;
  t0: number;
  t1: number;
}

export function curveAt(params: ArrayLike<number>, index: number): Curve {
  const o = index * 8;
  return {
    cx: params[o] as number,
    cy: params[o + 1] as number,
    ux: params[o + 2] as number,
    uy: params[o + 3] as number,
    vx: params[o + 4] as number,
    vy: params[o + 5] as number,
    t0: params[o + 6] as number,
    t1: params[o + 7] as number,
  };
}

export function pointOn(c: Curve, t: number): [number, number] {
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  return [c.cx + c.ux * cos + c.vx * sin, c.cy + c.uy * cos + c.vy * sin];
}

/** Points along the curve, `segments` + 1 of them, as x, y pairs. */
export function curvePoints(c: Curve, segments: number): number[] {
  const out: number[] = [];
  const n = Math.max(1, Math.floor(segments));
  for (let i = 0; i <= n; i += 1) out.push(...pointOn(c, c.t0 + ((c.t1 - c.t0) * i) / n));
  return out;
}

/** Enough segments for a smooth look at `radiusPx` on screen: about one per 3 px of arc, within 4..360. */
export function segmentsFor(c: Curve, pixelsPerUnit: number): number {
  const radius = Math.max(Math.hypot(c.ux, c.uy), Math.hypot(c.vx, c.vy)) * pixelsPerUnit;
  const sweep = Math.abs(c.t1 - c.t0);
  return Math.min(360, Math.max(4, Math.ceil((sweep * radius) / 3)));
}

/**
 * Cubic Bézier pieces of at most 90° of parameter each. Exact for circles and, since the form is affine, for
 * ellipses under any transform (error below 0.03% of the radius). Each piece: x1, y1, x2, y2, x, y.
 */
export function curveBeziers(c: Curve): { start: [number, number]; pieces: number[][] } {
  const sweep = c.t1 - c.t0;
  const n = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2) - 1e-9));
  const step = sweep / n;
  const k = (4 / 3) * Math.tan(step / 4);
  const tangent = (t: number): [number, number] => [
    -c.ux * Math.sin(t) + c.vx * Math.cos(t),
    -c.uy * Math.sin(t) + c.vy * Math.cos(t),
  ];
  const pieces: number[][] = [];
  for (let i = 0; i < n; i += 1) {
    const a = c.t0 + step * i;
    const b = a + step;
    const [ax, ay] = pointOn(c, a);
    const [bx, by] = pointOn(c, b);
    const [dax, day] = tangent(a);
    const [dbx, dby] = tangent(b);
    pieces.push([ax + k * dax, ay + k * day, bx - k * dbx, by - k * dby, bx, by]);
  }
  return { start: pointOn(c, c.t0), pieces };
}
