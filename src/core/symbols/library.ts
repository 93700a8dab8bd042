import type { Point } from '../geometry/point';
import { PX_PER_INCH } from '../model/constants';

/**
 * The plan symbol library (issue 13 item 7): bathroom and kitchen fixtures and stairs at true size. Each
 * symbol is line work in its own box, (0, 0) to (width, depth) in world units, y down: the back (the wall it
 * stands against, a stair's top) along y = 0, the front along y = depth. Every part scales with the box, so a
 * resized fixture keeps its proportions' logic (a wider vanity gets a wider counter, the basin stays centred).
 */

export const FIXTURE_SYMBOLS = [
  'toilet',
  'shower',
  'vanity',
  'kitchen-sink',
  'bath',
  'counter',
  'counter-sink',
  'stairs',
] as const;
export type FixtureSymbol = (typeof FIXTURE_SYMBOLS)[number];

export const isFixtureSymbol = (s: string): s is FixtureSymbol =>
  (FIXTURE_SYMBOLS as readonly string[]).includes(s);

const IN = PX_PER_INCH;

/** A symbol's name as the palette lists it and its default size (world units). */
export interface FixtureSpec {
  readonly label: string;
  readonly width: number;
  readonly depth: number;
}

export const FIXTURE_SPECS: Readonly<Record<FixtureSymbol, FixtureSpec>> = {
  toilet: { label: 'Toilet', width: 20 * IN, depth: 28 * IN },
  shower: { label: 'Shower', width: 36 * IN, depth: 36 * IN },
  vanity: { label: 'Vanity sink', width: 30 * IN, depth: 21 * IN },
  'kitchen-sink': { label: 'Kitchen sink', width: 33 * IN, depth: 22 * IN },
  bath: { label: 'Bath', width: 60 * IN, depth: 30 * IN },
  counter: { label: 'Kitchen counter', width: 72 * IN, depth: 24 * IN },
  'counter-sink': { label: 'Counter with sink', width: 72 * IN, depth: 24 * IN },
  stairs: { label: 'Stairs', width: 36 * IN, depth: 132 * IN },
};

/** A stair's tread depth (the going), the usual 11". */
export const STAIR_TREAD = 11 * IN;

/** A symbol's line work in its box: polylines (closed or open) and exact circles (drains). */
export interface SymbolDrawing {
  readonly paths: readonly { readonly points: readonly Point[]; readonly closed: boolean }[];
  readonly circles: readonly { readonly center: Point; readonly radius: number }[];
}

type Path = SymbolDrawing['paths'][number];
type Circle = SymbolDrawing['circles'][number];

const rect = (x0: number, y0: number, x1: number, y1: number): Path => ({
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
  closed: true,
});

const line = (a: Point, b: Point): Path => ({ points: [a, b], closed: false });

/** An ellipse (or the part from `from` to `to` degrees, clockwise on screen from +x), sampled. */
function ellipse(cx: number, cy: number, rx: number, ry: number, from = 0, to = 360, steps = 32): Path {
  const full = to - from >= 360;
  const n = full ? steps : Math.max(2, Math.ceil((steps * (to - from)) / 360));
  const points: Point[] = [];
  for (let i = 0; i < (full ? n : n + 1); i++) {
    const a = ((from + ((to - from) * i) / n) * Math.PI) / 180;
    points.push({ x: cx + rx * Math.cos(a), y: cy + ry * Math.sin(a) });
  }
  return { points, closed: full };
}

/** A rectangle with rounded corners (radius clamped to fit), sampled. */
function roundedRect(x0: number, y0: number, x1: number, y1: number, radius: number): Path {
  const r = Math.max(0, Math.min(radius, (x1 - x0) / 2, (y1 - y0) / 2));
  if (r === 0) return rect(x0, y0, x1, y1);
  const corners: [number, number, number][] = [
    [x1 - r, y0 + r, -90],
    [x1 - r, y1 - r, 0],
    [x0 + r, y1 - r, 90],
    [x0 + r, y0 + r, 180],
  ];
  const points: Point[] = [];
  for (const [cx, cy, start] of corners)
    for (let i = 0; i <= 6; i++) {
      const a = ((start + (90 * i) / 6) * Math.PI) / 180;
      points.push({ x: cx + r * Math.cos(a), y: cy + r * Math.sin(a) });
    }
  return { points, closed: true };
}

const drain = (x: number, y: number, w: number, d: number): Circle => ({
  center: { x, y },
  radius: Math.max(0.5 * IN, Math.min(1.5 * IN, Math.min(w, d) / 24)),
});

/** Tank against the wall, the bowl and seat in front of it. */
function toilet(w: number, d: number): SymbolDrawing {
  const tankDepth = d * 0.3;
  const bowlTop = tankDepth + d * 0.03;
  const cy = (bowlTop + d) / 2;
  const ry = (d - bowlTop) / 2;
  const rx = w * 0.42;
  return {
    paths: [
      roundedRect(w * 0.02, 0, w * 0.98, tankDepth, Math.min(w, d) * 0.05),
      ellipse(w / 2, cy, rx, ry),
      ellipse(w / 2, cy + ry * 0.08, rx * 0.72, ry * 0.72),
      line({ x: w / 2 - rx * 0.5, y: tankDepth }, { x: w / 2 - rx * 0.5, y: bowlTop + ry * 0.2 }),
      line({ x: w / 2 + rx * 0.5, y: tankDepth }, { x: w / 2 + rx * 0.5, y: bowlTop + ry * 0.2 }),
    ],
    circles: [],
  };
}

/** The receptor, its inner edge, the drain and the diagonal that marks a shower in plan. */
function shower(w: number, d: number): SymbolDrawing {
  const inset = Math.min(2 * IN, Math.min(w, d) / 10);
  return {
    paths: [
      rect(0, 0, w, d),
      rect(inset, inset, w - inset, d - inset),
      line({ x: inset, y: inset }, { x: w - inset, y: d - inset }),
    ],
    circles: [drain(w / 2, d / 2, w, d)],
  };
}

/** A counter with a basin centred in it. */
function vanity(w: number, d: number): SymbolDrawing {
  const cx = w / 2;
  const cy = d * 0.55;
  return {
    paths: [rect(0, 0, w, d), ellipse(cx, cy, Math.min(w * 0.32, 9 * IN), d * 0.32)],
    circles: [drain(cx, cy, w, d)],
  };
}

/** A double-bowl sink: its rim and two bowls with drains, within (x0, y0)-(x1, y1). */
function doubleBowl(x0: number, y0: number, x1: number, y1: number): SymbolDrawing {
  const w = x1 - x0;
  const d = y1 - y0;
  const m = Math.min(w, d) * 0.08;
  const mid = (x0 + x1) / 2;
  const r = Math.min(w, d) * 0.1;
  const bowls = [
    roundedRect(x0 + m, y0 + m, mid - m / 2, y1 - m, r),
    roundedRect(mid + m / 2, y0 + m, x1 - m, y1 - m, r),
  ];
  return {
    paths: [rect(x0, y0, x1, y1), ...bowls],
    circles: [drain((x0 + mid) / 2, (y0 + y1) / 2, w / 2, d), drain((mid + x1) / 2, (y0 + y1) / 2, w / 2, d)],
  };
}

/** The tub's outline, the basin with a rounded head end and the drain at the foot. */
function bath(w: number, d: number): SymbolDrawing {
  const inset = Math.min(3 * IN, Math.min(w, d) / 8);
  return {
    paths: [rect(0, 0, w, d), roundedRect(inset, inset, w - inset, d - inset, Math.min(w, d) * 0.25)],
    circles: [drain(inset + Math.min(4 * IN, w / 10), d / 2, w, d)],
  };
}

/** A counter run: its top and the backsplash line along the wall. */
function counter(w: number, d: number): SymbolDrawing {
  const splash = Math.min(1 * IN, d / 12);
  return { paths: [rect(0, 0, w, d), line({ x: 0, y: splash }, { x: w, y: splash })], circles: [] };
}

/** A counter run with a double-bowl sink in its middle (33" × 22" where it fits). */
function counterSink(w: number, d: number): SymbolDrawing {
  const top = counter(w, d);
  const sw = Math.min(33 * IN, w * 0.8);
  const sd = Math.min(22 * IN, d * 0.8);
  const y0 = (d - sd) / 2 + Math.min(1 * IN, d / 24);
  const sink = doubleBowl((w - sw) / 2, y0, (w + sw) / 2, y0 + sd);
  return { paths: [...top.paths, ...sink.paths], circles: sink.circles };
}

/**
 * A straight flight: its outline, a tread line every 11" from the bottom (the foot of the stair, y = depth),
 * the walking line with its arrow pointing up the flight (towards y = 0), and the break line where a plan cuts
 * the stair (the treads above it are left out, as drawn at the cut).
 */
function stairs(w: number, d: number): SymbolDrawing {
  const paths: Path[] = [rect(0, 0, w, d)];
  // The cut: a diagonal break at about 60% of the run from the foot, with a zigzag in its middle.
  const breakLow = d * 0.45;
  const breakHigh = Math.max(0, breakLow - w * 0.5);
  const yOnBreak = (x: number): number => breakLow + ((breakHigh - breakLow) * x) / w;
  for (let y = d - STAIR_TREAD; y > 0.5 * IN; y -= STAIR_TREAD) {
    // Treads run full width below the break; one the break crosses stops at it; above it the flight is cut.
    if (y >= breakLow) paths.push(line({ x: 0, y }, { x: w, y }));
    else if (y > breakHigh) {
      const xCut = ((breakLow - y) * w) / (breakLow - breakHigh);
      paths.push(line({ x: Math.max(0, Math.min(w, xCut)), y }, { x: w, y }));
    }
  }
  const z = Math.min(w, d) * 0.06;
  const m1 = 0.42 * w;
  const m2 = 0.58 * w;
  paths.push({
    points: [
      { x: 0, y: breakLow },
      { x: m1, y: yOnBreak(m1) },
      { x: (m1 + m2) / 2 - z, y: yOnBreak((m1 + m2) / 2) - z * 1.5 },
      { x: (m1 + m2) / 2 + z, y: yOnBreak((m1 + m2) / 2) + z * 1.5 },
      { x: m2, y: yOnBreak(m2) },
      { x: w, y: breakHigh },
    ],
    closed: false,
  });
  // The walking line up the middle from the foot, its arrowhead just past the break.
  const cx = w / 2;
  const tipY = Math.max(breakHigh, yOnBreak(cx) - STAIR_TREAD);
  const footGap = Math.min(STAIR_TREAD / 2, d * 0.05);
  const foot = d - footGap;
  const head = Math.min(w * 0.15, 6 * IN, d * 0.3);
  paths.push(line({ x: cx, y: foot }, { x: cx, y: tipY }));
  paths.push({
    points: [
      { x: cx - head / 2, y: tipY + head },
      { x: cx, y: tipY },
      { x: cx + head / 2, y: tipY + head },
    ],
    closed: false,
  });
  // The walking line starts at a small circle at the foot of the flight.
  return { paths, circles: [{ center: { x: cx, y: foot }, radius: Math.min(1.5 * IN, w / 24, footGap) }] };
}

/** The symbol's line work in its (0, 0)-(width, depth) box. */
export function symbolDrawing(symbol: FixtureSymbol, width: number, depth: number): SymbolDrawing {
  switch (symbol) {
    case 'toilet':
      return toilet(width, depth);
    case 'shower':
      return shower(width, depth);
    case 'vanity':
      return vanity(width, depth);
    case 'kitchen-sink':
      return doubleBowl(0, 0, width, depth);
    case 'bath':
      return bath(width, depth);
    case 'counter':
      return counter(width, depth);
    case 'counter-sink':
      return counterSink(width, depth);
    case 'stairs':
      return stairs(width, depth);
  }
}

/** What the Symbols palette places: the fixtures, and doors and windows (their own element types, set in a wall). */
export type PaletteSymbol = FixtureSymbol | 'door' | 'window';

export const PALETTE_SYMBOLS: readonly { readonly symbol: PaletteSymbol; readonly label: string }[] = [
  { symbol: 'door', label: 'Door' },
  { symbol: 'window', label: 'Window' },
  ...FIXTURE_SYMBOLS.map((symbol) => ({ symbol, label: FIXTURE_SPECS[symbol].label })),
];
