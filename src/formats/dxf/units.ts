/** $INSUNITS codes to short names, per the DXF reference's header variable table. */
const UNIT_NAMES = [
  'unitless',
  'in',
  'ft',
  'mi',
  'mm',
  'cm',
  'm',
  'km',
  'uin',
  'mil',
  'yd',
  'angstrom',
  'nm',
  'um',
  'dm',
  'dam',
  'hm',
  'gm',
  'au',
  'ly',
  'pc',
  'us_ft',
  'us_in',
  'us_yd',
  'us_mi',
] as const;

export type DrawingUnit = (typeof UNIT_NAMES)[number];

const METERS: Partial<Record<DrawingUnit, number>> = {
  in: 0.0254,
  ft: 0.3048,
  mi: 1609.344,
  mm: 0.001,
  cm: 0.01,
  m: 1,
  km: 1000,
  uin: 0.0254e-6,
  mil: 0.0254e-3,
  yd: 0.9144,
  angstrom: 1e-10,
  nm: 1e-9,
  um: 1e-6,
  dm: 0.1,
  dam: 10,
  hm: 100,
  gm: 1e9,
  us_ft: 1200 / 3937,
  us_in: 100 / 3937,
  us_yd: 3600 / 3937,
  us_mi: 6336000 / 3937,
};

export function unitName(code: number | null): DrawingUnit {
  if (code === null || !Number.isInteger(code)) return 'unitless';
  return UNIT_NAMES[code] ?? 'unitless';
}

/** Metres per drawing unit, or null for unitless (and astronomical units nobody draws buildings in). */
export function metersPerUnit(unit: DrawingUnit): number | null {
  return METERS[unit] ?? null;
}

/**
 * Guesses metres per unit from the drawing's size when the header does not say: a building plan is rarely under
 * 2 m or over 2 km across, so the size in each candidate unit tells which one makes sense. Returns the unit name.
 */
export function guessUnitFromSize(diagonal: number): 'mm' | 'cm' | 'm' {
  if (diagonal > 5000) return 'mm';
  if (diagonal > 500) return 'cm';
  return 'm';
}
