import type { Box } from './geometry';
import { bbox, polygonArea, polygonInside, rectPolygon } from './geometry';
import type { FrontSide, Lot, Setbacks, Vec } from './types';

/**
 * Where a house may stand: the lot less its setbacks (or a footprint drawn for it), in the generator's frame —
 * the street along the bottom (smallest y) — and how a scheme is moved into it.
 */

const FT = 12;
/** Setbacks a suburban single-family zone commonly asks when the project gives none (docs/decisions.md). */
export const DEFAULT_SETBACKS: Setbacks = { front: 20 * FT, side: 5 * FT, rear: 15 * FT };

/** Quarter turns (counter-clockwise) that bring the generator's south front to the requested side. */
const TURNS: Record<FrontSide, number> = { south: 0, east: 1, north: 2, west: 3 };
export const frontTurns = (side: FrontSide | undefined): number => TURNS[side ?? 'south'];

export function rotateVec(p: Vec, turns: number): Vec {
  let [x, y] = p;
  for (let i = 0; i < ((turns % 4) + 4) % 4; i++) [x, y] = [-y, x];
  return [x + 0, y + 0];
}

/** A lot given by its area only: a rectangle twice as deep as it is wide, the street along its short side. */
export function lotOfArea(areaSqft: number): Vec[] {
  const w = Math.sqrt((areaSqft * 144) / 2);
  const d = 2 * w;
  return [
    [0, 0],
    [Math.round(w), 0],
    [Math.round(w), Math.round(d)],
    [0, Math.round(d)],
  ];
}

function signedArea(poly: readonly Vec[]): number {
  let s = 0;
  poly.forEach((a, i) => {
    const b = poly[(i + 1) % poly.length] as Vec;
    s += a[0] * b[1] - b[0] * a[1];
  });
  return s / 2;
}

/**
 * The lot (already turned so the street is along its bottom) moved in by its setbacks: each side's line moved
 * inwards by the setback its direction calls for — the front one for sides facing the street along the lowest
 * line, the rear one for sides facing away along the highest, a side setback for the rest — and consecutive lines
 * crossed. Null when the setbacks leave nothing.
 */
export function buildableArea(lot: readonly Vec[], setbacks: Setbacks): Vec[] | null {
  const poly = signedArea(lot) < 0 ? [...lot].reverse() : [...lot];
  const n = poly.length;
  if (n < 3) return null;
  const b = bbox(poly);
  const lines = poly.map((a, i) => {
    const c = poly[(i + 1) % n] as Vec;
    const dx = c[0] - a[0];
    const dy = c[1] - a[1];
    const len = Math.sqrt(dx * dx + dy * dy);
    // Inward normal of a counter-clockwise outline: left of the direction.
    const nx = -dy / len;
    const ny = dx / len;
    const facesStreet = ny > 0.7 && Math.abs(a[1] - b.y0) < 1 && Math.abs(c[1] - b.y0) < 1;
    const facesRear = ny < -0.7 && Math.abs(a[1] - b.y1) < 1 && Math.abs(c[1] - b.y1) < 1;
    const d = facesStreet ? setbacks.front : facesRear ? setbacks.rear : setbacks.side;
    return { px: a[0] + nx * d, py: a[1] + ny * d, dx, dy };
  });
  const out: Vec[] = [];
  for (let i = 0; i < n; i++) {
    const p = lines[(i + n - 1) % n] as (typeof lines)[number];
    const q = lines[i] as (typeof lines)[number];
    const den = p.dx * q.dy - p.dy * q.dx;
    if (Math.abs(den) < 1e-9) continue;
    const t = ((q.px - p.px) * q.dy - (q.py - p.py) * q.dx) / den;
    out.push([Math.round((p.px + t * p.dx) * 100) / 100, Math.round((p.py + t * p.dy) * 100) / 100]);
  }
  if (out.length < 3 || signedArea(out) <= 144 * 100) return null;
  // A setback deeper than the lot turns the outline inside out: no area left.
  return polygonInside(out, poly) ? out : null;
}

/**
 * The envelope of a request in the generator's frame: a footprint drawn for the house wins, else the lot's
 * buildable area, else none (the house may take any size).
 */
export function envelopeOf(
  footprint: readonly Vec[] | undefined,
  lot: Lot | undefined,
  turns: number,
): Vec[] | null | 'none-left' {
  const toFrame = (poly: readonly Vec[]) => poly.map((v) => rotateVec(v, -turns));
  if (footprint && footprint.length >= 3) return toFrame(footprint);
  if (!lot) return null;
  const outline =
    lot.polygon && lot.polygon.length >= 3
      ? toFrame(lot.polygon)
      : lot.area_sqft
        ? lotOfArea(lot.area_sqft)
        : null;
  if (!outline) return null;
  return buildableArea(outline, lot.setbacks_in ?? DEFAULT_SETBACKS) ?? 'none-left';
}

/**
 * A shift that puts every box inside the envelope, the house as near the street as it goes (then centred, then
 * against either side), or null when none of the tried positions fits.
 */
export function fitInto(boxes: readonly Box[], envelope: readonly Vec[]): Vec | null {
  const s = boxes.reduce(
    (a, b) => ({
      x0: Math.min(a.x0, b.x0),
      y0: Math.min(a.y0, b.y0),
      x1: Math.max(a.x1, b.x1),
      y1: Math.max(a.y1, b.y1),
    }),
    { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity },
  );
  const e = bbox(envelope);
  if (s.x1 - s.x0 > e.x1 - e.x0 + 1e-6 || s.y1 - s.y0 > e.y1 - e.y0 + 1e-6) return null;
  const xs = new Set<number>([
    Math.round((e.x0 + e.x1) / 2 - (s.x0 + s.x1) / 2),
    Math.ceil(e.x0 - s.x0),
    Math.floor(e.x1 - s.x1),
  ]);
  const ys = new Set<number>([Math.ceil(e.y0 - s.y0)]);
  for (const [x, y] of envelope) {
    xs.add(Math.ceil(x - s.x0));
    xs.add(Math.floor(x - s.x1));
    ys.add(Math.ceil(y - s.y0));
    ys.add(Math.floor(y - s.y1));
  }
  const dys = [...ys]
    .filter((dy) => s.y0 + dy >= e.y0 - 1e-6 && s.y1 + dy <= e.y1 + 1e-6)
    .sort((a, b) => a - b);
  const mid = (e.x0 + e.x1) / 2 - (s.x0 + s.x1) / 2;
  const dxs = [...xs]
    .filter((dx) => s.x0 + dx >= e.x0 - 1e-6 && s.x1 + dx <= e.x1 + 1e-6)
    .sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid) || a - b);
  for (const dy of dys)
    for (const dx of dxs)
      if (
        boxes.every((b) =>
          polygonInside(
            rectPolygon({ x0: b.x0 + dx, y0: b.y0 + dy, x1: b.x1 + dx, y1: b.y1 + dy }),
            envelope,
          ),
        )
      )
        return [dx, dy];
  return null;
}

/** Living area an envelope could hold on a number of stories (its area, all stories, less 10 % for walls). */
export const envelopeSqft = (envelope: readonly Vec[], stories: number): number =>
  Math.floor((polygonArea(envelope) / 144) * stories * 0.9);
