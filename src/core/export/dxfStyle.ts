import { layerKey, pageLayers } from '../model/layerStyle';
import { linetypeDescription, linetypePattern } from '../model/linetypes';
import type { Page } from '../model/page';
import type { DxfLayer, DxfLinetype } from './dxfSections';

/** The AutoCAD colours 1–9 (7 prints black on white paper): an element's colour is pinned to the nearest. */
const ACI: readonly [number, number, number, number][] = [
  [1, 255, 0, 0],
  [2, 255, 255, 0],
  [3, 0, 255, 0],
  [4, 0, 255, 255],
  [5, 0, 0, 255],
  [6, 255, 0, 255],
  [7, 0, 0, 0],
  [7, 255, 255, 255],
  [8, 128, 128, 128],
  [9, 192, 192, 192],
];

export const hexToInt = (hex: string): number => parseInt(hex.slice(1), 16);

/** The nearest of the basic colour indices (group 62); the exact colour goes in group 420 beside it. */
export function nearestAci(hex: string): number {
  const v = hexToInt(hex);
  const [r, g, b] = [(v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff];
  let best = 7;
  let bestD = Infinity;
  for (const [aci, ar, ag, ab] of ACI) {
    const d = (r - ar) ** 2 + (g - ag) ** 2 + (b - ab) ** 2;
    if (d < bestD) {
      bestD = d;
      best = aci;
    }
  }
  return best;
}

/** Group 370: hundredths of a millimetre, the standard weights only (DXF refuses others); -3 default. */
const WEIGHTS = [
  0, 5, 9, 13, 15, 18, 20, 25, 30, 35, 40, 50, 53, 60, 70, 80, 90, 100, 106, 120, 140, 158, 200, 211,
];
export function lineweightCode(mm: number): number {
  if (mm < 0) return -3;
  const hundredths = mm * 100;
  return WEIGHTS.reduce((a, b) => (Math.abs(b - hundredths) < Math.abs(a - hundredths) ? b : a));
}

/** Linetype names as CAD writes them: Continuous keeps its usual spelling, the rest upper case. */
export const dxfLinetypeName = (name: string): string =>
  name.toUpperCase() === 'CONTINUOUS' ? 'Continuous' : name.toUpperCase();

/** The pages' layers as DXF layers (first spelling wins across pages), layer 0 first. */
export function pageDxfLayers(pages: readonly Page[]): DxfLayer[] {
  const seen = new Map<string, DxfLayer>();
  for (const page of pages) {
    for (const l of pageLayers(page)) {
      const key = layerKey(l.name);
      if (seen.has(key)) continue;
      seen.set(key, {
        name: l.name,
        aci: nearestAci(l.color),
        trueColor: hexToInt(l.color),
        off: !l.visible,
        frozen: l.frozen,
        locked: l.locked,
        linetype: dxfLinetypeName(l.linetype),
        lineweight: lineweightCode(l.lineweight),
      });
    }
  }
  return [...seen.values()];
}

/** The LTYPE entries the pages use (on their layers or elements), with their patterns in inches. */
export function usedLinetypes(pages: readonly Page[]): DxfLinetype[] {
  const names = new Set<string>();
  for (const page of pages) {
    for (const l of page.layers) names.add(l.linetype.toUpperCase());
    for (const el of page.elements) if (el.linetype !== undefined) names.add(el.linetype.toUpperCase());
  }
  const out: DxfLinetype[] = [];
  for (const name of names) {
    if (name === 'CONTINUOUS' || name === 'BYLAYER' || name === 'BYBLOCK') continue;
    // Unknown linetypes are written as continuous patterns: the name stays, the file stays valid.
    out.push({ name, description: linetypeDescription(name), pattern: linetypePattern(name) ?? [] });
  }
  return out;
}
