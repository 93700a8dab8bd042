import type { DxfDimStyle, DxfLayer, DxfLinetype, DxfTextStyle } from '../../../core/export/dxfSections';
import { aciToRgb, dxfColor } from '../../../core/model/aci';
import type { DxfDocument } from '../../../formats/dxf/document';
import type { DxfGeometry } from '../../../formats/dxf/geometry';
import { rawTags } from './raw-tags';

/*
 * The tables of a generated DXF as the author set them up: each layer with its colour, on/off, frozen, locked,
 * linetype and lineweight; the linetypes, text styles and dimension styles the written entities and layers use.
 * A name the source does not define is written as the built-in fallback (Continuous, Standard) so every
 * reference in the file resolves.
 */

const BUILT_IN_LINETYPES = new Set(['BYLAYER', 'BYBLOCK', 'CONTINUOUS']);

/** Collects the names the written entities use, and answers the name each is written as. */
export class UsedNames {
  readonly linetypes = new Map<string, string>();
  readonly styles = new Map<string, string>();
  readonly dimstyles = new Map<string, string>();

  constructor(private readonly doc: DxfDocument) {}

  /** An entity's linetype: BYLAYER/BYBLOCK/CONTINUOUS as such, a defined one kept, an undefined one BYLAYER. */
  linetype(name: string): string | null {
    const key = name.toUpperCase();
    if (BUILT_IN_LINETYPES.has(key))
      return key === 'CONTINUOUS' ? 'Continuous' : key === 'BYBLOCK' ? 'ByBlock' : null;
    const def = this.doc.linetypes.get(key);
    if (!def) return null;
    this.linetypes.set(key, def.name);
    return def.name;
  }

  /** A layer's linetype: a defined one kept, anything else Continuous. */
  layerLinetype(name: string): string {
    const kept = this.linetype(name);
    return kept === null || kept === 'ByBlock' ? 'Continuous' : kept;
  }

  textStyle(name: string): string {
    return this.keep(name, 'STYLE', this.styles);
  }

  dimStyle(name: string): string {
    return this.keep(name, 'DIMSTYLE', this.dimstyles);
  }

  private keep(name: string, table: string, used: Map<string, string>): string {
    const key = name.toUpperCase();
    if (key === '' || key === 'STANDARD') return 'Standard';
    const entry = this.doc.tableRecords.get(table)?.find((r) => r.name.toUpperCase() === key);
    if (!entry) return 'Standard';
    used.set(key, entry.name);
    return entry.name;
  }
}

/** Layers of the written entities: the geometry's (in its colours) then any other the entities name. */
export function layerTable(
  doc: DxfDocument,
  geometry: DxfGeometry,
  used: Set<string>,
  names: UsedNames,
): DxfLayer[] {
  const layers = geometry.layers.map((l) => ({ name: l.name, rgb: l.color }));
  const seen = new Set(layers.map((l) => l.name.toUpperCase()));
  const defs = new Map(doc.layers.map((l) => [l.name.toUpperCase(), l]));
  for (const name of used) {
    const key = name.toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const def = defs.get(key);
    // A layer missing from the source's table draws black, as the reader resolves it.
    layers.push({ name, rgb: def ? (def.trueColor ?? aciToRgb(def.color)) : 0 });
  }
  return layers.map((l) => {
    const def = defs.get(l.name.toUpperCase());
    // The source's own index when it gave no true colour (the resolved colour says the same); else as resolved.
    const aci = def && def.trueColor === null && def.color >= 1 && def.color <= 255 ? def.color : null;
    const color = aci !== null && aciToRgb(aci) === l.rgb ? { aci, trueColor: null } : dxfColor(l.rgb);
    const layer: DxfLayer = {
      name: l.name,
      aci: color.aci,
      ...(color.trueColor !== null ? { trueColor: color.trueColor } : {}),
      off: def?.off === true,
      frozen: def?.frozen === true,
      locked: def?.locked === true,
      linetype: names.layerLinetype(def?.linetype ?? 'Continuous'),
      lineweight: def?.lineweight ?? -3,
      plot: def?.plot !== false,
    };
    return layer;
  });
}

export function linetypeTable(doc: DxfDocument, names: UsedNames): DxfLinetype[] {
  return [...names.linetypes.keys()].flatMap((key) => {
    const def = doc.linetypes.get(key);
    return def ? [{ name: def.name, description: def.description, pattern: def.pattern }] : [];
  });
}

export function styleTable(doc: DxfDocument, names: UsedNames): DxfTextStyle[] {
  const entries = doc.tableRecords.get('STYLE') ?? [];
  return [...names.styles.keys()].flatMap((key) => {
    const entry = entries.find((e) => e.name.toUpperCase() === key);
    if (!entry) return [];
    const r = rawTags(doc.tags, entry);
    return [
      {
        name: entry.name,
        font: r.str(3, 'txt').trim() || 'txt',
        bigFont: r.str(4).trim(),
        height: r.num(40, 0),
        widthFactor: r.num(41, 1) || 1,
        oblique: r.num(50, 0),
      },
    ];
  });
}

/**
 * Dimension variables are copied by value (text, numbers, flags); references to other objects by handle (arrow
 * blocks, text style: 340–349) are not, as those handles do not exist in the written file.
 */
const isDimVariable = (code: number): boolean =>
  (code >= 3 && code <= 7) ||
  (code >= 40 && code <= 49) ||
  (code >= 71 && code <= 79) ||
  (code >= 140 && code <= 149) ||
  (code >= 170 && code <= 179) ||
  (code >= 270 && code <= 289) ||
  code === 371 ||
  code === 372;

export function dimstyleTable(doc: DxfDocument, names: UsedNames): DxfDimStyle[] {
  const entries = doc.tableRecords.get('DIMSTYLE') ?? [];
  return [...names.dimstyles.keys()].flatMap((key) => {
    const entry = entries.find((e) => e.name.toUpperCase() === key);
    if (!entry) return [];
    const pairs = rawTags(doc.tags, entry)
      .pairs(isDimVariable)
      .map(([code, value]): [number, string | number] => {
        if (code >= 3 && code <= 7) return [code, value];
        const n = Number(value);
        return [code, Number.isFinite(n) ? n : 0];
      });
    return [{ name: entry.name, pairs }];
  });
}
