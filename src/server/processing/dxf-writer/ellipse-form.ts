import type { Curve } from '../curves';
import { pointOn } from '../curves';

const TWO_PI = Math.PI * 2;

export type CurveEntity =
  | { type: 'CIRCLE'; cx: number; cy: number; r: number }
  | { type: 'ARC'; cx: number; cy: number; r: number; startDeg: number; endDeg: number }
  | {
      type: 'ELLIPSE';
      cx: number;
      cy: number;
      /** Major axis end point relative to the centre. */
      mx: number;
      my: number;
      ratio: number;
      t0: number;
      t1: number;
    };

const deg = (rad: number): number => {
  const d = (rad * 180) / Math.PI;
  return ((d % 360) + 360) % 360;
};

/**
 * The DXF entity for one curve of the geometry: CIRCLE or ARC when u and v are perpendicular and of equal
 * length, otherwise ELLIPSE. A mirrored curve (clockwise in the world) is re-parametrised counter-clockwise,
 * as DXF's arcs and ellipses (extrusion +Z) always run.
 */
export function curveEntity(c: Curve): CurveEntity {
  const lu = Math.hypot(c.ux, c.uy);
  const lv = Math.hypot(c.vx, c.vy);
  const cross = c.ux * c.vy - c.uy * c.vx;
  const dot = c.ux * c.vx + c.uy * c.vy;
  const full = c.t1 - c.t0 >= TWO_PI - 1e-9;
  const scale = Math.max(lu, lv, 1e-300);
  const circular = Math.abs(lu - lv) <= 1e-9 * scale && Math.abs(dot) <= 1e-9 * scale * scale;
  if (circular) {
    if (full) return { type: 'CIRCLE', cx: c.cx, cy: c.cy, r: lu };
    const phi = Math.atan2(c.uy, c.ux);
    // Counter-clockwise: angle = φ + t. Mirrored: angle = φ − t, so the arc runs from φ − t1 to φ − t0.
    const [a0, a1] = cross >= 0 ? [phi + c.t0, phi + c.t1] : [phi - c.t1, phi - c.t0];
    return { type: 'ARC', cx: c.cx, cy: c.cy, r: lu, startDeg: deg(a0), endDeg: deg(a1) };
  }
  // Principal axes of the conjugate pair: the parameter where |p(t) − c| is extreme.
  const tStar = 0.5 * Math.atan2(2 * dot, lu * lu - lv * lv);
  const [px, py] = pointOn({ ...c, cx: 0, cy: 0 }, tStar);
  const [qx, qy] = pointOn({ ...c, cx: 0, cy: 0 }, tStar + Math.PI / 2);
  let m = { x: px, y: py };
  let n = { x: qx, y: qy };
  // p(t) = c + m·cos s + n·sin s with s = t − t*.
  let s0 = c.t0 - tStar;
  let s1 = c.t1 - tStar;
  if (Math.hypot(n.x, n.y) > Math.hypot(m.x, m.y)) {
    // Swap so m is the major axis: s' = s − π/2, m' = n, n' = −m.
    [m, n] = [n, { x: -m.x, y: -m.y }];
    s0 -= Math.PI / 2;
    s1 -= Math.PI / 2;
  }
  if (m.x * n.y - m.y * n.x < 0) {
    // Clockwise: flip the minor axis and run the parameter backwards.
    n = { x: -n.x, y: -n.y };
    [s0, s1] = [-s1, -s0];
  }
  const ratio = Math.min(1, Math.max(1e-6, Math.hypot(n.x, n.y) / Math.max(Math.hypot(m.x, m.y), 1e-300)));
  if (full) return { type: 'ELLIPSE', cx: c.cx, cy: c.cy, mx: m.x, my: m.y, ratio, t0: 0, t1: TWO_PI };
  let start = s0 % TWO_PI;
  if (start < 0) start += TWO_PI;
  return { type: 'ELLIPSE', cx: c.cx, cy: c.cy, mx: m.x, my: m.y, ratio, t0: start, t1: start + (s1 - s0) };
}
