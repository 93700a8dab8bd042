import type { Box } from '../geometry/box';
import { CAP_HEIGHT_EM } from '../geometry/textLayout';
import { PX_PER_INCH } from '../model/constants';
import { parsePlotScale, placeDrawing, preferredScale, scalesThatFit, sheetLayout } from '../export/sheets';
import type { LengthUnit } from '../units';
import type { TextElement } from '../model/elements';

/*
 * Sizes chosen on paper (issue 13 item 6): notes are lettered 3/32" tall on the sheet (2.5 mm metric), so their
 * size in the model depends on the scale the design plots at — 4 1/2" at 1/4" = 1'-0", 9" at 1/8" = 1'-0".
 */

/** The sheet the export dialog starts with (exportOptions DEFAULT_CHOICES): its default scale is the design's. */
const SHEET = 'ARCH-D' as const;
const ORIENTATION = 'landscape' as const;

/** Plans are plotted at 1/4" = 1'-0" (1:50) unless they need smaller: never larger, however small the drawing. */
const LARGEST_RATIO: Record<LengthUnit, number> = { feet: 48, meters: 50 };

/** Lettering height on paper, world units (1/96 in): 3/32" imperial, 2.5 mm metric. */
export const PLOTTED_TEXT_HEIGHT: Record<LengthUnit, number> = {
  feet: (3 / 32) * PX_PER_INCH,
  meters: (2.5 / 25.4) * PX_PER_INCH,
};

/**
 * The design's plot scale as 1:ratio: the export dialog's default for its drawing (the largest standard scale of
 * the unit's system at which it fits the default sheet, or the fitted scale when none does), but no larger than
 * 1/4" = 1'-0" (1:50) — an empty page or a small plan would otherwise letter its notes at 1/2" scale.
 */
export function designPlotRatio(bounds: Box | null, unit: LengthUnit): number {
  const largest = LARGEST_RATIO[unit];
  if (!bounds) return largest;
  const chosen = parsePlotScale(preferredScale(scalesThatFit(bounds, SHEET, ORIENTATION), unit));
  if (chosen && chosen.kind === 'ratio') return Math.max(largest, chosen.ratio);
  const fitted = placeDrawing(bounds, sheetLayout(SHEET, ORIENTATION).drawing, { kind: 'fit' });
  return fitted.ok ? Math.max(largest, fitted.placement.ratio) : largest;
}

/** A text's height in the model that plots at the lettering height (cap height, as CAD text heights are). */
export const textHeightForPlot = (ratio: number, unit: LengthUnit): number =>
  PLOTTED_TEXT_HEIGHT[unit] * ratio;

/** A text's cap height in world units: its CAD height, or the typed font size's capitals. */
export const textCapHeight = (el: Pick<TextElement, 'height' | 'fontSize'>): number =>
  el.height ?? el.fontSize * CAP_HEIGHT_EM;

/** Paper length (world units of paper, 1/96 in) → `3/32"` (to 1/64") or `2.5 mm`. */
export function formatPaperLength(px: number, unit: LengthUnit): string {
  if (!Number.isFinite(px)) return '—';
  if (unit === 'meters') return `${Math.round((px / PX_PER_INCH) * 25.4 * 100) / 100} mm`;
  const n = Math.round((px / PX_PER_INCH) * 64);
  const whole = Math.floor(n / 64);
  let num = n % 64;
  let den = 64;
  while (num > 0 && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  if (num === 0) return `${whole}"`;
  return whole > 0 ? `${whole} ${num}/${den}"` : `${num}/${den}"`;
}

const BARE = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*$/;
const FRACTION = /^\s*(?:(\d+)\s+)?(\d+)\s*\/\s*(\d+)\s*(?:"|in)?\s*$/;
const DECIMAL = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(mm|"|in)\s*$/;

/** Reads a paper length: `3/32"`, `1/8`, `0.125"`, `2.5 mm`, a bare number (inches, or mm metric). */
export function parsePaperLength(
  text: string,
  unit: LengthUnit,
): { ok: true; value: number } | { ok: false; error: string } {
  const bad = { ok: false as const, error: 'Enter a height on paper, such as 3/32" or 2.5 mm.' };
  let inches: number | null = null;
  const bare = BARE.exec(text);
  const fraction = FRACTION.exec(text);
  const decimal = DECIMAL.exec(text);
  if (bare) inches = unit === 'meters' ? Number(bare[1]) / 25.4 : Number(bare[1]);
  else if (fraction) {
    const den = Number(fraction[3]);
    if (den === 0) return bad;
    inches = Number(fraction[1] ?? 0) + Number(fraction[2]) / den;
  } else if (decimal) inches = decimal[2] === 'mm' ? Number(decimal[1]) / 25.4 : Number(decimal[1]);
  if (inches === null || !Number.isFinite(inches) || inches <= 0) return bad;
  return { ok: true, value: inches * PX_PER_INCH };
}
