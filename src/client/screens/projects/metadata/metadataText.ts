import type { DxfLayerInfo, DxfMetadata, PdfPageInfo, RoomInfo } from '../../../../contract/metadata';

// How the metadata panel words what processing found. Pure functions, so the wording is tested without a DOM.

const UNIT_NAMES: Record<string, string> = {
  unitless: 'Unitless (not stated)',
  in: 'Inches',
  ft: 'Feet',
  mi: 'Miles',
  mm: 'Millimetres',
  cm: 'Centimetres',
  m: 'Metres',
  km: 'Kilometres',
  uin: 'Microinches',
  mil: 'Mils',
  yd: 'Yards',
  angstrom: 'Ångströms',
  nm: 'Nanometres',
  um: 'Micrometres',
  dm: 'Decimetres',
  dam: 'Decametres',
  hm: 'Hectometres',
  gm: 'Gigametres',
  au: 'Astronomical units',
  ly: 'Light years',
  pc: 'Parsecs',
  us_ft: 'US survey feet',
  us_in: 'US survey inches',
  us_yd: 'US survey yards',
  us_mi: 'US survey miles',
};

/** "Millimetres ($INSUNITS 4)"; the code alone when the name is new to this client. */
export function unitText(units: string, insunits: number | null): string {
  const name = UNIT_NAMES[units] ?? units;
  return insunits === null ? `${name} (no $INSUNITS)` : `${name} ($INSUNITS ${insunits})`;
}

const SQFT_PER_M2 = 10.763_910_4;

const grouped = (value: number, digits: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** "23.4 m² (251.9 sq ft)"; in drawing units² when the unit is unknown. */
export function roomAreaText(room: RoomInfo, units: string): string {
  if (room.area_m2 !== null) {
    return `${grouped(room.area_m2, 1)} m² (${grouped(room.area_m2 * SQFT_PER_M2, 1)} sq ft)`;
  }
  const unit = units === 'unitless' ? 'units' : units;
  return `${grouped(room.area, 2)} ${unit}²`;
}

/** A room's name: its label, or "Room n" counted from 1. */
export function roomName(room: RoomInfo, index: number): string {
  return room.label?.trim() || `Room ${index + 1}`;
}

/** The layer's state as a user of CAD reads it: "On", "Off", plus "Frozen" and "Locked" when set. */
export function layerStates(layer: DxfLayerInfo): string[] {
  const states = [layer.off ? 'Off' : 'On'];
  if (layer.frozen) states.push('Frozen');
  if (layer.locked) states.push('Locked');
  return states;
}

/** Entity types by count, largest first (ties by name), so the drawing's bulk reads first. */
export function sortedEntityCounts(counts: Record<string, number>): { type: string; count: number }[] {
  return Object.entries(counts)
    .map(([type, count]) => ({ type, count }))
    .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type));
}

/** "48.2 × 31.7" in the drawing's unit, or null without extents. */
export function extentsText(metadata: DxfMetadata): string | null {
  const e = metadata.extents;
  if (!e) return null;
  const unit = metadata.units === 'unitless' ? '' : ` ${metadata.units}`;
  const size = (n: number) => grouped(n, Math.abs(n) >= 100 ? 0 : 2);
  return `${size(e.max.x - e.min.x)} × ${size(e.max.y - e.min.y)}${unit}`;
}

/** A sheet size in points as architects name it: "43,756 × 49,081 pt (607.7 × 681.7 in)". */
export function pageSizeText(widthPt: number, heightPt: number): string {
  const inches = (pt: number) => grouped(pt / 72, 1);
  return `${grouped(widthPt, 0)} × ${grouped(heightPt, 0)} pt (${inches(widthPt)} × ${inches(heightPt)} in)`;
}

/** "A-101 · Ground floor plan", one side alone when only one was found, null when neither. */
export function sheetText(sheet: { number: string | null; title: string | null }): string | null {
  const parts = [sheet.number, sheet.title].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The first characters of a page's extracted text on one line, for a quick look at what it says. */
export function textExcerpt(page: PdfPageInfo, maxChars = 160): string {
  const flat = page.text.replace(/\s+/g, ' ').trim();
  return flat.length > maxChars ? `${flat.slice(0, maxChars - 1)}…` : flat;
}

/** "Showing 200 of 1,534" when a list is cut for display, null when everything shows. */
export function shownOf(shown: number, total: number): string | null {
  return shown < total ? `Showing ${grouped(shown, 0)} of ${grouped(total, 0)}` : null;
}

/** Rows a metadata table shows at most: long lists stay quick to render and scroll. */
export const MAX_ROWS = 200;
