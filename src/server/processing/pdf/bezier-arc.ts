/**
 * Recognises a cubic Bézier that draws a circular arc (how PDF writers draw circles: four such pieces) and gives
 * it as centre, radius and angles; anything else answers null and is drawn as a polyline.
 */
export interface CircularArc {
  cx: number;
  cy: number;
  r: number;
  /** Start angle (radians) and signed sweep: positive counter-clockwise. */
  start: number;
  sweep: number;
}

const TOLERANCE = 0.005;

function bezier(p: number[], t: number): [number, number] {
  const s = 1 - t;
  const a = s * s * s;
  const b = 3 * s * s * t;
  const c = 3 * s * t * t;
  const d = t * t * t;
  return [
    a * (p[0] as number) + b * (p[2] as number) + c * (p[4] as number) + d * (p[6] as number),
    a * (p[1] as number) + b * (p[3] as number) + c * (p[5] as number) + d * (p[7] as number),
  ];
}

/** p: x0, y0, x1, y1, x2, y2, x3, y3. */
export function circularArc(p: number[]): CircularArc | null {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = p as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const d0x = x1 - x0;
  const d0y = y1 - y0;
  const d3x = x3 - x2;
  const d3y = y3 - y2;
  const denominator = d0x * d3y - d0y * d3x;
  const chord = Math.hypot(x3 - x0, y3 - y0);
  if (!(chord > 0) || Math.abs(denominator) < 1e-12 * (Math.hypot(d0x, d0y) * Math.hypot(d3x, d3y) + 1e-300))
    return null;
  // The centre lies on both end normals: P0 + s·n0 = P3 + q·n3 with n = tangent rotated 90°.
  const n0x = -d0y;
  const n0y = d0x;
  const n3x = -d3y;
  const n3y = d3x;
  const det = n0x * -n3y - n0y * -n3x;
  if (Math.abs(det) < 1e-300) return null;
  const s = ((x3 - x0) * -n3y - (y3 - y0) * -n3x) / det;
  const cx = x0 + s * n0x;
  const cy = y0 + s * n0y;
  const r = Math.hypot(x0 - cx, y0 - cy);
  if (!(r > 0) || !Number.isFinite(r)) return null;
  if (Math.abs(Math.hypot(x3 - cx, y3 - cy) - r) > TOLERANCE * r) return null;
  for (const t of [0.25, 0.5, 0.75]) {
    const [bx, by] = bezier(p, t);
    if (Math.abs(Math.hypot(bx - cx, by - cy) - r) > TOLERANCE * r) return null;
  }
  const start = Math.atan2(y0 - cy, x0 - cx);
  const end = Math.atan2(y3 - cy, x3 - cx);
  const ccw = (x0 - cx) * d0y - (y0 - cy) * d0x > 0;
  let sweep = end - start;
  if (ccw && sweep <= 0) sweep += Math.PI * 2;
  if (!ccw && sweep >= 0) sweep -= Math.PI * 2;
  // One Bézier piece never spans more than a half turn in practice; more means the fit is wrong.
  if (Math.abs(sweep) > Math.PI + 1e-6) return null;
  return { cx, cy, r, start, sweep };
}

export function bezierPoints(p: number[], segments: number): number[] {
  const out: number[] = [];
  for (let i = 1; i <= segments; i += 1) out.push(...bezier(p, i / segments));
  return out;
}
