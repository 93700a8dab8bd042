/*
 * Polyline bulges (LWPOLYLINE, POLYLINE vertices, HATCH polyline paths): a segment with bulge b is a circular
 * arc whose included angle θ satisfies b = tan(θ/4), positive counter-clockwise.
 */

export interface BulgeArc {
  cx: number;
  cy: number;
  r: number;
  /** Angle of the segment's start point seen from the centre (radians). */
  start: number;
  /** Signed included angle: positive counter-clockwise. */
  sweep: number;
}

/** The arc of the segment (x0, y0) → (x1, y1) with `bulge`; null when the segment is straight. */
export function bulgeArc(x0: number, y0: number, x1: number, y1: number, bulge: number): BulgeArc | null {
  if (bulge === 0 || !Number.isFinite(bulge)) return null;
  const chord = Math.hypot(x1 - x0, y1 - y0);
  if (chord === 0) return null;
  const sweep = 4 * Math.atan(bulge);
  const r = chord / (2 * Math.sin(Math.abs(sweep) / 2));
  // The centre sits on the chord's normal, at the apothem (radius less sagitta) from its midpoint.
  const apothem = r - Math.abs((chord / 2) * bulge);
  const side = Math.sign(bulge);
  const cx = (x0 + x1) / 2 - ((y1 - y0) / chord) * apothem * side;
  const cy = (y0 + y1) / 2 + ((x1 - x0) / chord) * apothem * side;
  return { cx, cy, r, start: Math.atan2(y0 - cy, x0 - cx), sweep };
}

/** Tessellation steps for an arc of `sweep` radians: one per 10°, within 2..64. */
export const arcSteps = (sweep: number): number =>
  Math.min(64, Math.max(2, Math.ceil(Math.abs(sweep) / (Math.PI / 18))));

/** The points strictly between the arc's ends (the ends are the polyline's own vertices). */
export function arcInteriorPoints(arc: BulgeArc, visit: (x: number, y: number) => void): void {
  const steps = arcSteps(arc.sweep);
  for (let s = 1; s < steps; s += 1) {
    const a = arc.start + (arc.sweep * s) / steps;
    visit(arc.cx + arc.r * Math.cos(a), arc.cy + arc.r * Math.sin(a));
  }
}

/**
 * Walks a polyline's vertices in order, with each bulged segment's interior points between its ends, so every
 * consumer flattens arcs the same way. `onArc` sees each bulge arc (for exact extents).
 */
export function walkBulgedPolyline(
  points: ArrayLike<number>,
  bulges: ArrayLike<number> | null | undefined,
  closed: boolean,
  visit: (x: number, y: number) => void,
  onArc?: (arc: BulgeArc) => void,
): void {
  const n = points.length / 2;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < n; i += 1) {
    const x0 = points[i * 2] as number;
    const y0 = points[i * 2 + 1] as number;
    visit(x0, y0);
    if (i >= segments || !bulges) continue;
    const j = (i + 1) % n;
    const arc = bulgeArc(x0, y0, points[j * 2] as number, points[j * 2 + 1] as number, bulges[i] as number);
    if (!arc) continue;
    arcInteriorPoints(arc, visit);
    onArc?.(arc);
  }
}
