/*
 * A transformed circle or ellipse arc in the model's terms. The reader gives a curve as C + U·cos t + V·sin t over
 * t0..t1 (DXF world, y up) after block transforms; a non-uniform or mirrored insert makes U and V any conjugate
 * pair. Here they become the ellipse's principal axes on screen (y down), with angles increasing clockwise.
 */

export type CurveShape =
  | { type: 'circle'; x: number; y: number; radius: number }
  | { type: 'arc'; x: number; y: number; radius: number; startAngle: number; endAngle: number }
  | {
      type: 'ellipse';
      x: number;
      y: number;
      rx: number;
      ry: number;
      rotation: number;
      startAngle: number;
      endAngle: number;
    };

const DEG = 180 / Math.PI;
const norm360 = (d: number): number => {
  const r = ((d % 360) + 360) % 360;
  return r >= 360 - 1e-12 ? 0 : r;
};

/** `p` = [cx, cy, ux, uy, vx, vy] in DXF world (y up); t0 < t1 radians; full when the whole curve is drawn. */
export function curveShape(p: readonly number[], t0: number, t1: number, full: boolean): CurveShape | null {
  const [cx, cy, ux0, uy0, vx0, vy0] = p as [number, number, number, number, number, number];
  // Flip y: screen = (x, -y).
  const c = { x: cx, y: -cy };
  const u = { x: ux0, y: -uy0 };
  const v = { x: vx0, y: -vy0 };
  // The parameter shift that makes the conjugate pair perpendicular: tan 2t* = 2 U·V / (|U|² − |V|²).
  const uu = u.x * u.x + u.y * u.y;
  const vv = v.x * v.x + v.y * v.y;
  const uv = u.x * v.x + u.y * v.y;
  const ts = Math.abs(uv) < 1e-15 * Math.max(uu, vv) ? 0 : 0.5 * Math.atan2(2 * uv, uu - vv);
  const cs = Math.cos(ts);
  const sn = Math.sin(ts);
  const a = { x: u.x * cs + v.x * sn, y: u.y * cs + v.y * sn };
  const b = { x: -u.x * sn + v.x * cs, y: -u.y * sn + v.y * cs };
  const rx = Math.hypot(a.x, a.y);
  const ry = Math.hypot(b.x, b.y);
  if (!(rx > 0) || !(ry > 0) || !Number.isFinite(rx + ry)) return null;
  // B along A turned clockwise on screen (a right-handed frame for y down) keeps the parameter's direction.
  const same = a.x * b.y - a.y * b.x > 0;
  const rotation = Math.atan2(a.y, a.x) * DEG;
  let s0: number;
  let s1: number;
  if (same) {
    s0 = (t0 - ts) * DEG;
    s1 = (t1 - ts) * DEG;
  } else {
    s0 = -(t1 - ts) * DEG;
    s1 = -(t0 - ts) * DEG;
  }
  const circular = Math.abs(rx - ry) <= 1e-9 * Math.max(rx, ry);
  if (circular) {
    const radius = (rx + ry) / 2;
    if (full) return { type: 'circle', x: c.x, y: c.y, radius };
    return {
      type: 'arc',
      x: c.x,
      y: c.y,
      radius,
      startAngle: norm360(s0 + rotation),
      endAngle: norm360(s1 + rotation),
    };
  }
  return {
    type: 'ellipse',
    x: c.x,
    y: c.y,
    rx,
    ry,
    rotation: norm360(rotation),
    startAngle: full ? 0 : norm360(s0),
    endAngle: full ? 360 : norm360(s1),
  };
}
