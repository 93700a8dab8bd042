import { PX_PER_INCH } from './constants';

/**
 * Dash patterns of the linetypes CAD drawings use, as in AutoCAD's acad.lin / acadiso.lin: positive = dash,
 * negative = gap, 0 = dot, in inches (ISO ones in millimetres, converted). A name ending in 2 is the half-size
 * variant and X2 the double-size one, as in acad.lin.
 */
const BASE: Readonly<Record<string, readonly number[]>> = {
  CONTINUOUS: [],
  DASHED: [0.5, -0.25],
  HIDDEN: [0.25, -0.125],
  CENTER: [1.25, -0.25, 0.25, -0.25],
  PHANTOM: [1.25, -0.25, 0.25, -0.25, 0.25, -0.25],
  DOT: [0, -0.25],
  DASHDOT: [0.5, -0.25, 0, -0.25],
  DIVIDE: [0.5, -0.25, 0, -0.25, 0, -0.25],
  BORDER: [0.5, -0.25, 0.5, -0.25, 0, -0.25],
};

const MM = 1 / 25.4;
const ISO: Readonly<Record<string, readonly number[]>> = {
  ACAD_ISO02W100: [12, -3],
  ACAD_ISO03W100: [12, -18],
  ACAD_ISO04W100: [24, -3, 0.5, -3],
  ACAD_ISO05W100: [24, -3, 0.5, -3, 0.5, -3],
  ACAD_ISO06W100: [24, -3, 0.5, -3, 0.5, -3, 0.5, -3],
  ACAD_ISO07W100: [0.5, -3],
  ACAD_ISO08W100: [24, -3, 6, -3],
  ACAD_ISO09W100: [24, -3, 6, -3, 6, -3],
  ACAD_ISO10W100: [12, -3, 0.5, -3],
  ACAD_ISO11W100: [12, -3, 12, -3, 0.5, -3],
  ACAD_ISO12W100: [12, -3, 0.5, -3, 0.5, -3],
  ACAD_ISO13W100: [12, -3, 12, -3, 0.5, -3, 0.5, -3],
  ACAD_ISO14W100: [12, -3, 0.5, -3, 0.5, -3, 0.5, -3],
  ACAD_ISO15W100: [12, -3, 12, -3, 0.5, -3, 0.5, -3, 0.5, -3],
};

/** The linetypes the editor offers by name (the Layers panel's list). */
export const LINETYPE_NAMES: readonly string[] = Object.keys(BASE);

/** A linetype's pattern in inches, or null when it is continuous or unknown (drawn continuous, as CAD does). */
export function linetypePattern(name: string): readonly number[] | null {
  const key = name.toUpperCase();
  const iso = ISO[key];
  if (iso) return iso.map((v) => v * MM);
  let pattern = BASE[key];
  if (!pattern && key.endsWith('X2')) pattern = BASE[key.slice(0, -2)]?.map((v) => v * 2);
  else if (!pattern && key.endsWith('2')) pattern = BASE[key.slice(0, -1)]?.map((v) => v / 2);
  return pattern && pattern.length > 0 ? pattern : null;
}

/** A linetype's description for the DXF LTYPE table (ASCII art as acad.lin writes it). */
export function linetypeDescription(name: string): string {
  const p = linetypePattern(name);
  if (!p) return 'Solid line';
  return p.map((v) => (v > 0 ? '__' : v === 0 ? '.' : ' ')).join('');
}

/** A pattern in world units at a linetype scale (LTSCALE): dashes stay the same on every element. */
export const patternInWorld = (pattern: readonly number[], ltscale: number): number[] =>
  pattern.map((v) => v * PX_PER_INCH * ltscale);

/**
 * The drawing's linetype scale (CAD's LTSCALE) from its larger side in world units: a DASHED dash comes out at
 * about 1/40 of the drawing, as an architect sets LTSCALE for the plot scale, rounded to a power of two so an
 * edit does not change every dash.
 */
export function linetypeScale(extent: number): number {
  const raw = extent / (40 * 0.5 * PX_PER_INCH);
  if (!Number.isFinite(raw) || raw <= 0) return 1;
  return 2 ** Math.round(Math.log2(raw));
}
