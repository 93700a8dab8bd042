import { PX_PER_INCH } from './model/constants';

/** The design's display unit (spec: feet or meters; Feet & Inches shows feet-inches). */
export type LengthUnit = 'feet' | 'meters';

const METERS_PER_INCH = 0.0254;
const SIXTEENTHS_PER_FOOT = 12 * 16;

export const pxToInches = (px: number): number => px / PX_PER_INCH;
export const inchesToPx = (inches: number): number => inches * PX_PER_INCH;
export const pxToMeters = (px: number): number => (px / PX_PER_INCH) * METERS_PER_INCH;
export const metersToPx = (m: number): number => (m / METERS_PER_INCH) * PX_PER_INCH;
export const unitToPx = (value: number, unit: LengthUnit): number =>
  unit === 'feet' ? inchesToPx(value * 12) : metersToPx(value);

const PX2_PER_SQFT = (12 * PX_PER_INCH) ** 2;
const PX2_PER_SQM = (PX_PER_INCH / METERS_PER_INCH) ** 2;

export const px2ToSqft = (px2: number): number => px2 / PX2_PER_SQFT;

/** A floor area as plans label it: `144 sq ft` (whole square feet) or `13.4 m²`. */
export function formatArea(px2: number, unit: LengthUnit): string {
  if (!Number.isFinite(px2)) return '—';
  if (unit === 'meters') return `${(Math.round((px2 / PX2_PER_SQM) * 10) / 10).toFixed(1)} m²`;
  return `${Math.round(px2 / PX2_PER_SQFT)} sq ft`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** `12' 6 3/16"` (rounded to the nearest 1/16") or `3.810 m`. */
export function formatLength(px: number, unit: LengthUnit): string {
  if (!Number.isFinite(px)) return '—';
  if (unit === 'meters') {
    const m = pxToMeters(px);
    return `${(Object.is(Math.round(m * 1000), -0) ? 0 : m).toFixed(3)} m`;
  }
  const sixteenths = Math.round(Math.abs(pxToInches(px)) * 16);
  const sign = px < 0 && sixteenths > 0 ? '-' : '';
  const feet = Math.floor(sixteenths / SIXTEENTHS_PER_FOOT);
  const rest = sixteenths - feet * SIXTEENTHS_PER_FOOT;
  const inches = Math.floor(rest / 16);
  const num = rest % 16;
  if (num === 0) return `${sign}${feet}' ${inches}"`;
  const d = gcd(num, 16);
  return `${sign}${feet}' ${inches} ${num / d}/${16 / d}"`;
}

export type ParsedLength = { ok: true; px: number } | { ok: false; error: string };

export const LENGTH_FORMAT_ERROR = 'Enter a length such as 10\'6 1/2", 10.5\', 126", 3.2m or 320cm.';

const NUM = String.raw`\d+(?:\.\d+)?|\.\d+`;
const FRACTION = String.raw`(\d+)\s*/\s*(\d+)`;
// Inches part: "6", "6.5", "6 1/2", "1/2" (the quote is optional after feet).
const INCHES = String.raw`(?:(${NUM})(?:\s+${FRACTION})?|${FRACTION})`;
const FEET_INCHES = new RegExp(
  String.raw`^(${NUM})\s*(?:'|ft|feet|foot)(?:\s*-?\s*${INCHES}\s*(?:"|in|inch|inches)?)?$`,
);
const INCHES_ONLY = new RegExp(String.raw`^${INCHES}\s*(?:"|in|inch|inches)$`);
const METRIC = new RegExp(String.raw`^(${NUM})\s*(m|cm|mm)$`);
const BARE = new RegExp(String.raw`^(${NUM})$`);

function inchesFrom(whole?: string, n1?: string, d1?: string, n2?: string, d2?: string): number | string {
  const numer = n1 ?? n2;
  const denom = d1 ?? d2;
  let inches = whole ? Number(whole) : 0;
  if (numer !== undefined && denom !== undefined) {
    if (Number(denom) === 0) return 'A fraction cannot have a zero denominator.';
    inches += Number(numer) / Number(denom);
  }
  return inches;
}

/**
 * Reads a typed length into world units. Accepts feet-inches (`10'6 1/2"`, `10' 6"`, `10'-6"`), decimal
 * feet (`10.5'`, `10.5ft`), inches (`126"`, `6 1/2"`), metric (`3.2m`, `320cm`, `3200mm`). A bare number is
 * read in the design's unit (feet or metres), the unit the outline wizard asks in.
 */
export function parseLength(text: string, bareUnit: LengthUnit = 'feet'): ParsedLength {
  const s = text.trim().toLowerCase().replace(/[’′]/g, "'").replace(/[”″]/g, '"').replace(/''/g, '"');
  if (s === '') return { ok: false, error: 'Enter a length.' };
  if (s.startsWith('-')) return { ok: false, error: 'A length cannot be negative.' };
  let px: number | null = null;
  let m: RegExpExecArray | null;
  if ((m = FEET_INCHES.exec(s))) {
    const inches = inchesFrom(m[2], m[3], m[4], m[5], m[6]);
    if (typeof inches === 'string') return { ok: false, error: inches };
    px = inchesToPx(Number(m[1]) * 12 + inches);
  } else if ((m = INCHES_ONLY.exec(s))) {
    const inches = inchesFrom(m[1], m[2], m[3], m[4], m[5]);
    if (typeof inches === 'string') return { ok: false, error: inches };
    px = inchesToPx(inches);
  } else if ((m = METRIC.exec(s))) {
    const factor = m[2] === 'm' ? 1 : m[2] === 'cm' ? 0.01 : 0.001;
    px = metersToPx(Number(m[1]) * factor);
  } else if ((m = BARE.exec(s))) {
    px = unitToPx(Number(m[1]), bareUnit);
  }
  if (px === null) return { ok: false, error: LENGTH_FORMAT_ERROR };
  if (!Number.isFinite(px)) return { ok: false, error: 'The length is too large.' };
  return { ok: true, px };
}

/** Clean drafting lengths, in inches: what a designer would type for a quick shape on a plan. */
const CLEAN_INCHES = [
  1, 2, 3, 4, 6, 9, 12, 18, 24, 36, 48, 60, 72, 96, 120, 180, 240, 360, 480, 600, 1200, 2400,
];
/** Clean metric lengths, in millimetres (the 1-2-5 series). */
const CLEAN_MM = [10, 20, 50, 100, 200, 250, 500, 1000, 1500, 2000, 3000, 5000, 10_000, 20_000, 50_000];

/** The clean length nearest (on a log scale) to `px` world units, in the design's unit system. */
export function cleanLength(px: number, unit: LengthUnit): number {
  if (!(px > 0)) return px;
  const ladder =
    unit === 'meters' ? CLEAN_MM.map((mm) => metersToPx(mm / 1000)) : CLEAN_INCHES.map(inchesToPx);
  let best = ladder[0] as number;
  for (const v of ladder) if (Math.abs(Math.log(v / px)) < Math.abs(Math.log(best / px))) best = v;
  return best;
}

/**
 * The spec's default shape size (60) and radius (40) read as screen pixels: at 100 % zoom and closer they are the
 * spec's world units; zoomed out over a true-scale plan they become the clean length that many pixels cover
 * (60 px over a house plan is a few feet, not 5/8 of an inch).
 */
export function defaultSizes(zoom: number, unit: LengthUnit): { shape: number; radius: number } {
  const SHAPE_PX = 60;
  const RADIUS_PX = 40;
  if (!(zoom > 0) || zoom >= 1) return { shape: SHAPE_PX, radius: RADIUS_PX };
  return { shape: cleanLength(SHAPE_PX / zoom, unit), radius: cleanLength(RADIUS_PX / zoom, unit) };
}
