import { dxfColor } from '../model/aci';
import { layerKey, pageLayers } from '../model/layerStyle';
import { linetypeDescription, linetypePattern } from '../model/linetypes';
import type { Page } from '../model/page';
import type { DxfLayer, DxfLinetype } from './dxfSections';

const hexToInt = (hex: string): number => parseInt(hex.slice(1), 16);

/** A model colour ('#rrggbb') as DXF writes it: a palette colour by its index alone, any other exactly too. */
export const dxfColorOfHex = (hex: string): { readonly aci: number; readonly trueColor: number | null } =>
  dxfColor(hexToInt(hex));

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
      const { aci, trueColor } = dxfColorOfHex(l.color);
      seen.set(key, {
        name: l.name,
        aci,
        ...(trueColor !== null ? { trueColor } : {}),
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
