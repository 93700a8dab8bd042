import type { Box } from '../geometry/box';
import { PX_PER_INCH } from '../model/constants';
import { NO_MARGINS, type PaperMargins } from './dimensionStrings';

/**
 * Plotting a design on a sheet: the sheet sizes and drawing scales architects use, and where the drawing, the
 * title block, the scale bar and the north arrow go. Shared by the server's PDF/PNG export and the editor's
 * export dialog, so the dialog can tell which scales fit before anything is sent. Lengths on paper are points
 * (1/72 in).
 */

export const SHEET_IDS = [
  'ARCH-A',
  'ARCH-B',
  'ARCH-C',
  'ARCH-D',
  'ARCH-E',
  'A4',
  'A3',
  'A2',
  'A1',
  'A0',
] as const;
export type SheetId = (typeof SHEET_IDS)[number];

export type Orientation = 'landscape' | 'portrait';

const MM = 72 / 25.4;

/** Long side × short side in points. */
const SHEET_SIZES: Record<SheetId, readonly [number, number]> = {
  'ARCH-A': [12 * 72, 9 * 72],
  'ARCH-B': [18 * 72, 12 * 72],
  'ARCH-C': [24 * 72, 18 * 72],
  'ARCH-D': [36 * 72, 24 * 72],
  'ARCH-E': [48 * 72, 36 * 72],
  A4: [297 * MM, 210 * MM],
  A3: [420 * MM, 297 * MM],
  A2: [594 * MM, 420 * MM],
  A1: [841 * MM, 594 * MM],
  A0: [1189 * MM, 841 * MM],
};

export const SHEET_LABELS: Record<SheetId, string> = {
  'ARCH-A': 'ARCH A (12 × 9 in)',
  'ARCH-B': 'ARCH B (18 × 12 in)',
  'ARCH-C': 'ARCH C (24 × 18 in)',
  'ARCH-D': 'ARCH D (36 × 24 in)',
  'ARCH-E': 'ARCH E (48 × 36 in)',
  A4: 'ISO A4 (297 × 210 mm)',
  A3: 'ISO A3 (420 × 297 mm)',
  A2: 'ISO A2 (594 × 420 mm)',
  A1: 'ISO A1 (841 × 594 mm)',
  A0: 'ISO A0 (1189 × 841 mm)',
};

export function sheetSize(sheet: SheetId, orientation: Orientation): { width: number; height: number } {
  const [long, short] = SHEET_SIZES[sheet];
  return orientation === 'landscape' ? { width: long, height: short } : { width: short, height: long };
}

/** A plot scale: `fit`, or "one unit on paper is `ratio` units in reality" with the label architects write. */
export type PlotScale =
  { readonly kind: 'fit' } | { readonly kind: 'ratio'; readonly ratio: number; readonly label: string };

/** The scales the export dialog offers, by their query value. */
export const STANDARD_SCALES = [
  '1/8in',
  '3/16in',
  '1/4in',
  '1/2in',
  '1:20',
  '1:50',
  '1:100',
  '1:200',
  'fit',
] as const;

export const NOT_TO_SCALE = 'NOT TO SCALE';

const MAX_RATIO = 100_000;

/**
 * Reads a scale as the API takes it: `fit`, `1:N` (metric), or `F in` meaning F inches on paper to one foot
 * (`1/4in` is 1/4" = 1'-0", `1in`, `1-1/2in`). Null when it is none of these.
 */
export function parsePlotScale(text: string): PlotScale | null {
  const s = text.trim().toLowerCase();
  if (s === 'fit') return { kind: 'fit' };
  const metric = /^1:(\d{1,6})$/.exec(s);
  if (metric) {
    const ratio = Number(metric[1]);
    return ratio >= 1 && ratio <= MAX_RATIO ? { kind: 'ratio', ratio, label: `1:${ratio}` } : null;
  }
  const imperial = /^(?:(\d{1,2})-)?(?:(\d{1,3})\/(\d{1,3})|(\d{1,2}))in$/.exec(s);
  if (!imperial) return null;
  const whole = imperial[1] !== undefined ? Number(imperial[1]) : 0;
  const fraction =
    imperial[4] !== undefined ? Number(imperial[4]) : Number(imperial[2]) / Number(imperial[3] ?? '0');
  const inches = whole + fraction;
  if (!Number.isFinite(inches) || inches <= 0 || inches > 12) return null;
  const paper =
    imperial[4] !== undefined
      ? `${imperial[4]}"`
      : `${whole > 0 ? `${whole} ` : ''}${imperial[2] ?? ''}/${imperial[3] ?? ''}"`;
  return { kind: 'ratio', ratio: 12 / inches, label: `${paper} = 1'-0"` };
}

/** Points on paper per world unit (1/96 in) at a scale of 1:ratio. */
export const pointsPerUnit = (ratio: number): number => 72 / PX_PER_INCH / ratio;

/** Where things go on one sheet, in points with y up from the sheet's bottom-left corner (PDF's own frame). */
export interface SheetLayout {
  readonly width: number;
  readonly height: number;
  /** The border drawn inside the margin. */
  readonly border: Rect;
  readonly titleBlock: Rect;
  /** The band under the drawing holding its view title, graphic scale and north arrow. */
  readonly viewTitle: Rect;
  /** Where the drawing goes. */
  readonly drawing: Rect;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The north arrow's diameter on paper (points): 3/4" on the large sheets drafters use, smaller on small ones. */
export const northArrowSize = (layout: Pick<SheetLayout, 'width' | 'height'>): number => {
  const short = Math.min(layout.width, layout.height);
  return short >= 18 * 72 ? 54 : short >= 12 * 72 ? 40 : 28;
};

export function sheetLayout(sheet: SheetId, orientation: Orientation): SheetLayout {
  const { width, height } = sheetSize(sheet, orientation);
  const short = Math.min(width, height);
  // Half an inch of margin on every sheet; the title block and the view title's band grow with the sheet (the
  // band holds a 3/4" north arrow on ARCH C and up).
  const margin = 36;
  const titleHeight = short >= 24 * 72 ? 90 : short >= 12 * 72 ? 72 : 60;
  const bandHeight = short >= 18 * 72 ? 72 : short >= 12 * 72 ? 54 : 44;
  const gap = 12;
  const border = { x: margin, y: margin, width: width - 2 * margin, height: height - 2 * margin };
  const titleBlock = { x: border.x, y: border.y, width: border.width, height: titleHeight };
  const viewTitle = {
    x: border.x + gap,
    y: border.y + titleHeight + gap / 2,
    width: border.width - 2 * gap,
    height: bandHeight,
  };
  const drawingBottom = viewTitle.y + bandHeight + gap / 2;
  const drawing = {
    x: border.x + gap,
    y: drawingBottom,
    width: border.width - 2 * gap,
    height: border.y + border.height - gap - drawingBottom,
  };
  return { width, height, border, titleBlock, viewTitle, drawing };
}

/** The area left for a drawing once its dimension strings have their paper room on each side. */
export function areaWithin(area: Rect, margins: PaperMargins): Rect {
  return {
    x: area.x + margins.west,
    y: area.y + margins.south,
    width: Math.max(1, area.width - margins.west - margins.east),
    height: Math.max(1, area.height - margins.north - margins.south),
  };
}

/** How the drawing is placed: points per world unit and the translation of the drawing's centre. */
export interface Placement {
  /** Points on paper per world unit. */
  readonly k: number;
  /** The scale as a ratio (1:ratio), whether chosen or the result of fitting. */
  readonly ratio: number;
  /** What the title block says: the chosen scale's label, or NOT TO SCALE for a fitted drawing. */
  readonly scaleText: string;
  readonly fitted: boolean;
  /** World → sheet points (y up). */
  readonly toSheet: (p: { x: number; y: number }) => { x: number; y: number };
}

export type PlacementResult =
  { readonly ok: true; readonly placement: Placement } | { readonly ok: false; readonly error: string };

/**
 * Places world bounds in a sheet's drawing area at the chosen scale (centred), or fitted when the scale is
 * `fit`. A drawing that does not fit at the chosen scale is refused with its size on paper, never clipped or
 * silently shrunk: a plot that says 1/4" = 1'-0" must measure so.
 */
export function placeDrawing(bounds: Box, area: Rect, scale: PlotScale): PlacementResult {
  const w = Math.max(bounds.maxX - bounds.minX, 1e-9);
  const h = Math.max(bounds.maxY - bounds.minY, 1e-9);
  let k: number;
  if (scale.kind === 'fit') {
    k = Math.min(area.width / w, area.height / h);
  } else {
    k = pointsPerUnit(scale.ratio);
    // A thousandth of an inch of slack: a drawing that exactly fills the area still fits after rounding.
    if (w * k > area.width + 0.072 || h * k > area.height + 0.072) {
      const inches = (v: number) => (Math.round((v / 72) * 10) / 10).toString();
      return {
        ok: false,
        error: `At ${scale.label} the drawing is ${inches(w * k)} × ${inches(h * k)} in, larger than the sheet's drawing area (${inches(area.width)} × ${inches(area.height)} in). Choose a larger sheet or a smaller scale.`,
      };
    }
  }
  const cx = (bounds.minX + bounds.maxX) / 2;
  const cy = (bounds.minY + bounds.maxY) / 2;
  const ox = area.x + area.width / 2;
  const oy = area.y + area.height / 2;
  const ratio = pointsPerUnit(1) / k;
  return {
    ok: true,
    placement: {
      k,
      ratio,
      scaleText: scale.kind === 'fit' ? NOT_TO_SCALE : scale.label,
      fitted: scale.kind === 'fit',
      // World y grows downwards, the sheet's upwards.
      toSheet: (p) => ({ x: ox + (p.x - cx) * k, y: oy - (p.y - cy) * k }),
    },
  };
}

/**
 * The scales of `STANDARD_SCALES` at which bounds fit a sheet (the dialog disables the others), with `margins`
 * of paper kept for the dimension strings around them.
 */
export function scalesThatFit(
  bounds: Box,
  sheet: SheetId,
  orientation: Orientation,
  margins: PaperMargins = NO_MARGINS,
): string[] {
  const area = areaWithin(sheetLayout(sheet, orientation).drawing, margins);
  return STANDARD_SCALES.filter((value) => {
    const scale = parsePlotScale(value);
    return scale !== null && placeDrawing(bounds, area, scale).ok;
  });
}

/**
 * The largest of `fitting` (standard scale values that fit) in the design's system — architectural scales for
 * feet, metric for meters — or `fit` when none of them does: a sheet states a real scale whenever it can.
 */
export function preferredScale(fitting: readonly string[], unit: 'feet' | 'meters'): string {
  const ratio = (value: string) => {
    const scale = parsePlotScale(value);
    return scale && scale.kind === 'ratio' ? scale.ratio : Number.POSITIVE_INFINITY;
  };
  const ofSystem = fitting.filter((v) => v !== 'fit' && (v.endsWith('in') ? 'feet' : 'meters') === unit);
  return [...ofSystem].sort((a, b) => ratio(a) - ratio(b))[0] ?? 'fit';
}

/** A graphic scale bar: its real length, its length on paper, the divisions and the labels. */
export interface ScaleBar {
  /** Paper length in points. */
  readonly length: number;
  readonly divisions: number;
  /** Labels at 0, the middle and the end ("0", "8'", "16'" or "0", "2 m", "4 m"). */
  readonly labels: readonly [string, string, string];
}

const FEET_STEPS = [1, 2, 4, 5, 8, 10, 16, 20, 25, 40, 50, 80, 100, 200, 400, 500, 1000, 2000, 5000];
const METER_STEPS = [0.2, 0.5, 1, 2, 4, 5, 10, 20, 25, 50, 100, 200, 500, 1000, 2000];

/**
 * The longest round length whose bar is at most `maxLength` points long at k points per world unit — a graphic
 * scale stays true however the sheet is later printed, fitted or not.
 */
export function scaleBar(k: number, unit: 'feet' | 'meters', maxLength: number): ScaleBar {
  const unitPx = unit === 'feet' ? 12 * PX_PER_INCH : PX_PER_INCH / 0.0254;
  const steps = unit === 'feet' ? FEET_STEPS : METER_STEPS;
  let best = steps[0] as number;
  for (const step of steps) if (step * unitPx * k <= maxLength) best = step;
  const fmt = (v: number) => (unit === 'feet' ? `${trim(v)}'` : `${trim(v)} m`);
  return {
    length: best * unitPx * k,
    divisions: 4,
    labels: ['0', fmt(best / 2), fmt(best)],
  };
}

const trim = (v: number): string => String(Math.round(v * 100) / 100);

/** Sheet numbers as a drawing set numbers floor plans when the user sets none: A-101, A-102, … by position. */
export const defaultSheetNumber = (position: number): string => `A-${100 + position}`;

/**
 * The number `offset` sheets after `first` in a set: its last run of digits counted on, keeping its width
 * (A-101 → A-102, A1.09 → A1.10); a number without digits gets a suffix (A → A-2).
 */
export function sheetNumberAfter(first: string, offset: number): string {
  if (offset === 0) return first;
  const m = /^(.*?)(\d+)(\D*)$/.exec(first);
  if (!m) return `${first}-${offset + 1}`;
  const [, head = '', digits = '', tail = ''] = m;
  return `${head}${String(Number(digits) + offset).padStart(digits.length, '0')}${tail}`;
}

/**
 * A page's sheet title when the user sets none: its name, as a floor plan ("Level 1" → "Level 1 Floor Plan",
 * "Ground floor" → "Ground floor Plan"); a name that already says plan stays as it is.
 */
export function defaultSheetTitle(pageName: string): string {
  const name = pageName.trim();
  if (/\bplans?\b/i.test(name)) return name;
  if (!name) return 'Floor Plan';
  return /\bfloor$/i.test(name) ? `${name} Plan` : `${name} Floor Plan`;
}
