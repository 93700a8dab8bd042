import type { GenerateLayoutsBody } from '../../../contract/layouts';

/**
 * The Layouts panel's lot and footprint fields as typed (feet, except the floor height in inches), and the part of
 * the generate request they make. Empty fields mean "as the project says": its lot area, the default setbacks
 * (20 ft front, 5 ft sides, 15 ft rear) and 9-ft ceilings (118" floor to floor).
 */
export interface LotSettings {
  readonly mode: 'project' | 'size' | 'outline';
  readonly width: string;
  readonly depth: string;
  readonly outline: string;
  readonly front: string;
  readonly side: string;
  readonly rear: string;
  readonly footprintWidth: string;
  readonly footprintDepth: string;
  readonly floorToFloor: string;
}

export const EMPTY_LOT: LotSettings = {
  mode: 'project',
  width: '',
  depth: '',
  outline: '',
  front: '',
  side: '',
  rear: '',
  footprintWidth: '',
  footprintDepth: '',
  floorToFloor: '',
};

export const DEFAULT_SETBACKS_FT = { front: 20, side: 5, rear: 15 } as const;
export const DEFAULT_FLOOR_TO_FLOOR_IN = 118;

export type LotErrors = Partial<Record<keyof LotSettings, string>>;

const FT = 12;

function feet(text: string, min: number, max: number): number | null | 'bad' {
  const t = text.trim();
  if (t === '') return null;
  const v = Number(t);
  return Number.isFinite(v) && v >= min && v <= max ? v : 'bad';
}

/** "0,0 70,0 70,40 45,40 45,60 0,60": corners in feet, the street along the first side. */
export function parseOutline(text: string): [number, number][] | null {
  const pairs = text.trim().split(/\s+|;/).filter(Boolean);
  const out: [number, number][] = [];
  for (const p of pairs) {
    const [x, y, extra] = p.split(',').map((v) => Number(v));
    if (
      extra !== undefined ||
      x === undefined ||
      y === undefined ||
      !Number.isFinite(x) ||
      !Number.isFinite(y)
    )
      return null;
    if (Math.abs(x) > 5000 || Math.abs(y) > 5000) return null;
    out.push([x, y]);
  }
  return out.length >= 3 && out.length <= 200 ? out : null;
}

/** The request part of the settings, or the fields that are wrong (and then no request). */
export function lotBody(s: LotSettings): { body: GenerateLayoutsBody; errors: LotErrors } {
  const errors: LotErrors = {};
  const body: { -readonly [K in keyof GenerateLayoutsBody]: GenerateLayoutsBody[K] } = {};
  const setback = (key: 'front' | 'side' | 'rear') => {
    const v = feet(s[key], 0, 100);
    if (v === 'bad') errors[key] = 'Enter 0 to 100 ft';
    return v === 'bad' || v === null ? DEFAULT_SETBACKS_FT[key] : v;
  };
  const anySetback = [s.front, s.side, s.rear].some((v) => v.trim() !== '');
  const setbacks = { front: setback('front'), side: setback('side'), rear: setback('rear') };
  let lot: GenerateLayoutsBody['lot'];
  if (s.mode === 'size') {
    const w = feet(s.width, 10, 5000);
    const d = feet(s.depth, 10, 5000);
    if (w === null || w === 'bad') errors.width = 'Enter the lot width in feet';
    if (d === null || d === 'bad') errors.depth = 'Enter the lot depth in feet';
    if (typeof w === 'number' && typeof d === 'number') lot = { width_ft: w, depth_ft: d };
  } else if (s.mode === 'outline') {
    const pts = parseOutline(s.outline);
    if (!pts) errors.outline = 'Give at least 3 corners as x,y pairs in feet';
    else lot = { polygon_ft: pts };
  }
  if (lot || anySetback) body.lot = { ...(lot ?? {}), ...(anySetback ? { setbacks_ft: setbacks } : {}) };
  const fw = feet(s.footprintWidth, 10, 1000);
  const fd = feet(s.footprintDepth, 10, 1000);
  if (fw === 'bad') errors.footprintWidth = 'Enter 10 to 1,000 ft';
  if (fd === 'bad') errors.footprintDepth = 'Enter 10 to 1,000 ft';
  if ((fw === null) !== (fd === null))
    errors[fw === null ? 'footprintWidth' : 'footprintDepth'] = 'Give both sides';
  if (typeof fw === 'number' && typeof fd === 'number') {
    body.footprint = [
      [0, 0],
      [fw * FT, 0],
      [fw * FT, fd * FT],
      [0, fd * FT],
    ];
  }
  const h = feet(s.floorToFloor, 100, 160);
  if (h === 'bad') errors.floorToFloor = 'Enter 100 to 160 in';
  else if (h !== null) body.floor_to_floor_in = h;
  return { body, errors };
}

/** "on a 70 × 60 ft lot", "on the project's 6,000 sf lot" — what the summary says of the lot, or nothing. */
export function lotWords(s: LotSettings, lotArea: number | null, format: (v: number) => string): string {
  if (s.mode === 'size' && s.width.trim() && s.depth.trim())
    return ` on a ${s.width.trim()} × ${s.depth.trim()} ft lot`;
  if (s.mode === 'outline' && parseOutline(s.outline)) return ' on the lot outline given';
  if (lotArea) return ` on the project's ${format(lotArea)} sf lot`;
  return '';
}
