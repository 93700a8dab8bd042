import type { Point } from './point';
import { PX_PER_INCH } from '../model/constants';

/**
 * Hatch patterns as line families (AutoCAD's acad.pat, lengths in inches, angles counter-clockwise as in a
 * DXF): each family is parallel lines through `origin` at `angle`, the next one shifted by `delta` (along the
 * line, across it), each drawn with `dashes` (positive dash, negative gap, 0 dot; empty = continuous).
 */
export interface PatternLine {
  readonly angle: number;
  readonly origin: readonly [number, number];
  readonly delta: readonly [number, number];
  readonly dashes: readonly number[];
}

const fam = (
  angle: number,
  ox: number,
  oy: number,
  dx: number,
  dy: number,
  ...dashes: number[]
): PatternLine => ({ angle, origin: [ox, oy], delta: [dx, dy], dashes });

export const HATCH_PATTERNS: Readonly<Record<string, readonly PatternLine[]>> = {
  ANSI31: [fam(45, 0, 0, 0, 0.125)],
  ANSI32: [fam(45, 0, 0, 0, 0.375), fam(45, 0.176776695, 0, 0, 0.375)],
  ANSI33: [fam(45, 0, 0, 0, 0.25), fam(45, 0.176776695, 0, 0, 0.25, 0.125, -0.0625)],
  ANSI37: [fam(45, 0, 0, 0, 0.125), fam(135, 0, 0, 0, 0.125)],
  LINE: [fam(0, 0, 0, 0, 0.125)],
  NET: [fam(0, 0, 0, 0, 0.125), fam(90, 0, 0, 0, 0.125)],
  DOTS: [fam(0, 0, 0, 0.03125, 0.0625, 0, -0.0625)],
  'AR-B816': [fam(0, 0, 0, 0, 8), fam(90, 0, 0, 8, 8, 8, -8)],
  'AR-BRSTD': [fam(0, 0, 0, 0, 2.667), fam(90, 0, 0, 2.667, 4, 2.667, -2.667)],
  // Concrete: scattered short strokes at many angles (the stone outlines of acad.pat's AR-CONC, simplified).
  'AR-CONC': [
    fam(50, 0, 0, 4.12975034, -5.89789472, 0.75, -8.25),
    fam(355, 0, 0, -2.03781207, 7.3723684, 0.6, -6.6),
    fam(100.4514447, 0.5977168, -0.0522934, 5.7305871, -6.9397673, 0.6374019, -7.01142112),
    fam(46.184249, 0, 2, 6.19462551, -8.84684208, 1.125, -12.375),
    fam(96.63555761, 0.88936745, 1.86206693, 8.59588411, -10.40962757, 0.95610288, -10.51713165),
    fam(351.18415117, 0, 2, 7.74660245, 11.0569088, 0.9, -9.9),
    fam(21, 1, 1.5, 4.12975034, -5.89789472, 0.75, -8.25),
    fam(326, 1, 1.5, -2.03781207, 7.3723684, 0.6, -6.6),
    fam(71.4514447, 1.49742233, 1.16448394, 5.7305871, -6.9397673, 0.6374019, -7.01142112),
    fam(37.5, 0, 0, 2.123, 2.567, 0, -6.52, 0, -6.7, 0, -6.625),
    fam(7.5, 0, 0, 3.123, 3.567, 0, -3.82, 0, -6.37, 0, -2.525),
    fam(-32.5, -2.23, 0, 4.6234, 2.678, 0, -2.5, 0, -7.8, 0, -10.35),
    fam(-42.5, -3.23, 0, 3.6234, 4, 0, -3.25, 0, -5.18, 0, -7.35),
  ],
};

export const isSolidHatch = (pattern: string): boolean => pattern.toUpperCase() === 'SOLID';

export const hatchPatternLines = (pattern: string): readonly PatternLine[] | null =>
  HATCH_PATTERNS[pattern.toUpperCase()] ?? null;

/**
 * A hatch whose pattern is not drawn as lines (unknown, or too dense) is a light tint of its colour: this much of
 * it over the paper, in the editor and on every sheet alike.
 */
export const HATCH_TINT_ALPHA = 0.18;

/** The tint as an opaque colour over white paper (#rrggbb), for writers without transparency. */
export function hatchTint(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(255 - (255 - c) * HATCH_TINT_ALPHA);
  const rgb = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Beyond this many pattern strokes a hatch is drawn as a light fill: too dense to read as lines anyway. */
export const MAX_HATCH_STROKES = 20_000;
const MAX_FAMILY_LINES = 4000;
const RAD = Math.PI / 180;

/**
 * The strokes of a pattern clipped to the loops (even-odd: islands stay empty), in world units. `scale`
 * multiplies the pattern's inches; `angle` (degrees, clockwise on screen like every model angle) turns it.
 * Patterns are laid out in CAD's y-up frame and mirrored, so a hatch looks as it does in AutoCAD. Answers null
 * for an unknown pattern or one too dense to draw.
 */
export function hatchStrokes(
  loops: readonly (readonly Point[])[],
  pattern: string,
  scale: number,
  angle: number,
): [Point, Point][] | null {
  const families = hatchPatternLines(pattern);
  if (!families || !(scale > 0)) return null;
  // CAD frame: y up.
  const cadLoops = loops.map((l) => l.map((p) => ({ x: p.x, y: -p.y })));
  const all = cadLoops.flat();
  if (all.length < 3) return [];
  const unit = PX_PER_INCH * scale;
  const out: [Point, Point][] = [];
  for (const f of families) {
    const a = (f.angle - angle) * RAD;
    const u = { x: Math.cos(a), y: Math.sin(a) };
    const n = { x: -u.y, y: u.x };
    const origin = { x: f.origin[0] * unit, y: f.origin[1] * unit };
    const along = f.delta[0] * unit;
    const across = f.delta[1] * unit;
    if (Math.abs(across) < 1e-9) continue;
    // Lines i = kMin..kMax cover the loops' extent across the family.
    let lo = Infinity;
    let hi = -Infinity;
    for (const p of all) {
      const d = (p.x - origin.x) * n.x + (p.y - origin.y) * n.y;
      lo = Math.min(lo, d);
      hi = Math.max(hi, d);
    }
    const k0 = Math.ceil(Math.min(lo / across, hi / across));
    const k1 = Math.floor(Math.max(lo / across, hi / across));
    if (k1 - k0 > MAX_FAMILY_LINES) return null;
    const dashes = f.dashes.map((v) => v * unit);
    for (let k = k0; k <= k1; k++) {
      const base = {
        x: origin.x + u.x * along * k + n.x * across * k,
        y: origin.y + u.y * along * k + n.y * across * k,
      };
      for (const [s0, s1] of insideIntervals(cadLoops, base, u)) {
        const pieces = dashed(s0, s1, dashes);
        if (!pieces) return null;
        for (const [d0, d1] of pieces) {
          out.push([
            { x: base.x + u.x * d0, y: -(base.y + u.y * d0) },
            { x: base.x + u.x * d1, y: -(base.y + u.y * d1) },
          ]);
          if (out.length > MAX_HATCH_STROKES) return null;
        }
      }
    }
  }
  return out;
}

/** Where the line base + s·u runs inside the loops (even-odd), as sorted [s0, s1] intervals. */
function insideIntervals(loops: readonly Point[][], base: Point, u: Point): [number, number][] {
  const hits: number[] = [];
  for (const loop of loops) {
    for (let i = 0; i < loop.length; i++) {
      const p = loop[i] as Point;
      const q = loop[(i + 1) % loop.length] as Point;
      const e = { x: q.x - p.x, y: q.y - p.y };
      const denom = u.x * e.y - u.y * e.x;
      if (Math.abs(denom) < 1e-12) continue;
      const w = { x: p.x - base.x, y: p.y - base.y };
      const s = (w.x * e.y - w.y * e.x) / denom;
      const t = (w.x * u.y - w.y * u.x) / denom;
      // Half-open on the edge so a line through a vertex counts it once.
      if (t >= 0 && t < 1) hits.push(s);
    }
  }
  hits.sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < hits.length; i += 2) out.push([hits[i] as number, hits[i + 1] as number]);
  return out;
}

/** The dash pieces of [s0, s1] for a pattern starting at s = 0 (continuous when the pattern is empty). */
function dashed(s0: number, s1: number, dashes: readonly number[]): [number, number][] | null {
  if (dashes.length === 0) return [[s0, s1]];
  const period = dashes.reduce((s, v) => s + Math.abs(v), 0);
  if (!(period > 0)) return [[s0, s1]];
  if (((s1 - s0) / period) * dashes.length > MAX_HATCH_STROKES) return null;
  const out: [number, number][] = [];
  const dot = period / 200;
  for (let start = Math.floor(s0 / period) * period; start < s1; start += period) {
    let s = start;
    for (const v of dashes) {
      const len = Math.abs(v);
      if (v >= 0) {
        // Dots get a tiny length so they show as marks.
        const a = Math.max(s, s0);
        const b = Math.min(s + (v === 0 ? dot : len), s1);
        if (b > a) out.push([a, b]);
      }
      s += len;
    }
  }
  return out;
}
