import type { Box } from './geometry';
import { BEDROOMS, HABITABLE } from './program';
import type { PlanDoor, PlanWall, PlanWindow, RoomType, Vec, WindowOperation } from './types';

/**
 * Windows with heights (IRC R303 light, R310 emergency escape). Sizes are rough openings; the glass and the clear
 * opening are what is left inside a 3" frame. A bedroom's first window is an egress casement — 40" × 60" with a
 * 24" sill leaves 34" × 54" clear, 12.8 sf, against R310's 5.7 sf, 24" height, 20" width and 44" sill — and every
 * habitable room gets glass for at least 8 % of its floor (10 % aimed, so rounding never falls short).
 */

export const FRAME_IN = 3;
export const HEAD_IN = 84;
export const EGRESS = { width: 40, sill: 24 } as const;
/** R310.2: 5.7 sf net clear opening, 24" high, 20" wide, sill at most 44" above the floor. */
export const R310 = { areaSqin: 5.7 * 144, height: 24, width: 20, sill: 44 } as const;
/** The narrowest sliding unit whose open half is R310's clear width (two sashes and a meeting rail in frame). */
const SLIDER_EGRESS_MIN = 2 * R310.width + 3 * FRAME_IN;

interface Kind {
  readonly width: number;
  readonly sill: number;
  readonly operation: WindowOperation;
  /** Share of the floor area wanted as glass (0: one window where there is an outside wall). */
  readonly glass: number;
}

function kindOf(type: RoomType): Kind | null {
  if (BEDROOMS.has(type)) return { width: 36, sill: EGRESS.sill, operation: 'casement', glass: 0.1 };
  if (HABITABLE.has(type)) return { width: 48, sill: 24, operation: 'casement', glass: 0.12 };
  switch (type) {
    case 'kitchen':
      return { width: 40, sill: 42, operation: 'casement', glass: 0 };
    case 'bathroom':
    case 'primary_bath':
      return { width: 30, sill: 54, operation: 'awning', glass: 0 };
    case 'half_bath':
      return { width: 24, sill: 60, operation: 'awning', glass: 0 };
    default:
      return null;
  }
}

/** Clear opening of a window as the gates read it (3" frame; a sliding or hung sash opens half). */
export function clearOpening(w: PlanWindow): { width: number; height: number; glassSqin: number } {
  const width = Math.abs(w.b[0] - w.a[0]) + Math.abs(w.b[1] - w.a[1]);
  const height = (w.head_in ?? HEAD_IN) - (w.sill_in ?? 0);
  const glassSqin = Math.max(0, width - 2 * FRAME_IN) * Math.max(0, height - 2 * FRAME_IN);
  const op = w.operation ?? 'double_hung';
  if (op === 'fixed') return { width: 0, height: 0, glassSqin };
  if (op === 'slider') return { width: (width - 3 * FRAME_IN) / 2, height: height - 2 * FRAME_IN, glassSqin };
  if (op === 'double_hung')
    return { width: width - 2 * FRAME_IN, height: (height - 3 * FRAME_IN) / 2, glassSqin };
  return { width: width - 2 * FRAME_IN, height: height - 2 * FRAME_IN, glassSqin };
}

export const meetsEgress = (w: PlanWindow): boolean => {
  const o = clearOpening(w);
  return (
    (w.sill_in ?? Infinity) <= R310.sill &&
    o.width >= R310.width &&
    o.height >= R310.height &&
    o.width * o.height >= R310.areaSqin
  );
};

export interface Span {
  /** Along x (horizontal) or y. */
  readonly horizontal: boolean;
  /** The wall's line (y for horizontal spans, x for vertical ones). */
  readonly line: number;
  readonly lo: number;
  readonly hi: number;
}

/** The parts of a room's sides that are exterior walls. */
export function exteriorSpans(box: Box, walls: readonly PlanWall[]): Span[] {
  const out: Span[] = [];
  const sides: Span[] = [
    { horizontal: true, line: box.y0, lo: box.x0, hi: box.x1 },
    { horizontal: true, line: box.y1, lo: box.x0, hi: box.x1 },
    { horizontal: false, line: box.x0, lo: box.y0, hi: box.y1 },
    { horizontal: false, line: box.x1, lo: box.y0, hi: box.y1 },
  ];
  for (const side of sides)
    for (const w of walls) {
      if (!w.exterior) continue;
      const wh = w.a[1] === w.b[1];
      if (wh !== side.horizontal) continue;
      if ((wh ? w.a[1] : w.a[0]) !== side.line) continue;
      const wlo = wh ? Math.min(w.a[0], w.b[0]) : Math.min(w.a[1], w.b[1]);
      const whi = wh ? Math.max(w.a[0], w.b[0]) : Math.max(w.a[1], w.b[1]);
      const lo = Math.max(side.lo, wlo);
      const hi = Math.min(side.hi, whi);
      if (hi - lo > 1) out.push({ ...side, lo, hi });
    }
  return out.sort((a, b) => b.hi - b.lo - (a.hi - a.lo));
}

/** Free stretches of a span once the doors in it (and 6" either side) and its corners (10") are kept clear. */
function freeParts(span: Span, doors: readonly PlanDoor[]): [number, number][] {
  let parts: [number, number][] = [[span.lo + 10, span.hi - 10]];
  for (const d of doors) {
    const [x, y] = d.center;
    if (span.horizontal ? Math.abs(y - span.line) > 0.5 : Math.abs(x - span.line) > 0.5) continue;
    const c = span.horizontal ? x : y;
    const a = c - d.width_in / 2 - 6;
    const b = c + d.width_in / 2 + 6;
    parts = parts.flatMap(([p, q]) => {
      if (b <= p || a >= q) return [[p, q] as [number, number]];
      const keep: [number, number][] = [];
      if (a > p) keep.push([p, a]);
      if (b < q) keep.push([b, q]);
      return keep;
    });
  }
  return parts.filter(([p, q]) => q - p >= 18).sort((s, t) => t[1] - t[0] - (s[1] - s[0]));
}

/**
 * The windows of one room: for a bedroom the egress casement first, then windows of its kind on the longest free
 * stretches of outside wall until the glass wanted is reached (several per stretch when it is long).
 */
export function windowsOf(
  type: RoomType,
  roomId: string,
  box: Box,
  clearSqft: number,
  walls: readonly PlanWall[],
  doors: readonly PlanDoor[],
  nextId: () => string,
): PlanWindow[] {
  const kind = kindOf(type);
  if (!kind) return [];
  const parts = exteriorSpans(box, walls).flatMap((span) => freeParts(span, doors).map((p) => ({ span, p })));
  parts.sort((s, t) => t.p[1] - t.p[0] - (s.p[1] - s.p[0]));
  const height = HEAD_IN - kind.sill;
  const glassOf = (width: number) => Math.max(0, width - 2 * FRAME_IN) * (height - 2 * FRAME_IN);
  const wanted = kind.glass * clearSqft * 144;
  const bedroom = BEDROOMS.has(type);
  const out: PlanWindow[] = [];
  let glass = 0;
  for (const { span, p } of parts) {
    const room = p[1] - p[0];
    const first = bedroom && out.length === 0;
    const baseWidth = first ? EGRESS.width : kind.width;
    if (room < baseWidth) {
      if (first || kind.glass === 0) continue;
    }
    // How many windows of this width the stretch takes (24" of wall between them), and how many are still needed.
    let width = Math.min(baseWidth, room);
    if (width < 18) continue;
    const fits = Math.max(1, Math.floor((room + 24) / (width + 24)));
    const need =
      kind.glass === 0 ? 1 : Math.max(1, Math.ceil((wanted - glass) / Math.max(1, glassOf(width))));
    const n = Math.min(fits, need, 3);
    // A stretch that takes one window of its kind but not the glass the room needs gets one wide sliding unit;
    // as a bedroom's first window it is wide enough that half its sash still meets egress.
    let operation = kind.operation;
    if (n === 1 && need > 1 && kind.glass > 0) {
      const forGlass = Math.ceil((wanted - glass) / (height - 2 * FRAME_IN)) + 2 * FRAME_IN;
      const wide = Math.min(room, Math.max(first ? SLIDER_EGRESS_MIN : 0, forGlass));
      if (wide > width && (!first || wide >= SLIDER_EGRESS_MIN)) {
        width = wide;
        operation = 'slider';
      }
    }
    for (let i = 0; i < n; i++) {
      const c = Math.round(p[0] + ((i + 0.5) * room) / n);
      const lo = c - Math.floor(width / 2);
      const hi = lo + width;
      const a: Vec = span.horizontal ? [lo, span.line] : [span.line, lo];
      const b: Vec = span.horizontal ? [hi, span.line] : [span.line, hi];
      const w: PlanWindow = {
        id: nextId(),
        room: roomId,
        a,
        b,
        egress: false,
        head_in: HEAD_IN,
        sill_in: kind.sill,
        operation,
      };
      out.push({ ...w, egress: bedroom && meetsEgress(w) });
      glass += glassOf(width);
    }
    if (kind.glass === 0 || glass >= wanted) break;
  }
  return out;
}
