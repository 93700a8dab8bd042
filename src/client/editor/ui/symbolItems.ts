import { openingSymbol } from '../../../core/geometry/buildingGeometry';
import type { Point } from '../../../core/geometry/point';
import { DEFAULT_DOOR_WIDTH, DEFAULT_WALL_THICKNESS } from '../../../core/model/constants';
import type { PaletteSymbol } from '../../../core/symbols/library';
import { FIXTURE_SPECS, PALETTE_SYMBOLS, symbolDrawing } from '../../../core/symbols/library';
import type { SymbolPaletteItem, SymbolPreview } from '../../ui/SymbolPalette';

/** A door or window in a short piece of wall, unrotated, for its thumbnail. */
function openingPreview(type: 'door' | 'window'): SymbolPreview {
  const w = DEFAULT_DOOR_WIDTH;
  const t = DEFAULT_WALL_THICKNESS;
  const base = { id: 'preview', x: w / 2, y: w + t / 2, rotation: 0, width: w, thickness: t };
  const sym =
    type === 'door'
      ? openingSymbol({ ...base, type, hinge: 'start', swing: 'left', kind: 'swing' })
      : openingSymbol({ ...base, type });
  const segs = sym.lines.map(([a, b]) => ({ points: [a, b], closed: false }));
  const arc = sym.arc.length > 0 ? [{ points: [...sym.arc], closed: false }] : [];
  return { width: w, height: w + t, paths: [...segs, ...arc], circles: [] };
}

/** The thumbnail of a library entry: its line work at the library's size. */
export function symbolPreview(symbol: PaletteSymbol): SymbolPreview {
  if (symbol === 'door' || symbol === 'window') return openingPreview(symbol);
  const { width, depth } = FIXTURE_SPECS[symbol];
  const d = symbolDrawing(symbol, width, depth);
  return {
    width,
    height: depth,
    paths: d.paths.map((p) => ({
      points: p.points.map((q: Point) => ({ x: q.x, y: q.y })),
      closed: p.closed,
    })),
    circles: d.circles.map((c) => ({ cx: c.center.x, cy: c.center.y, r: c.radius })),
  };
}

/** Every palette entry with its preview, in the library's order. */
export const SYMBOL_ITEMS: readonly SymbolPaletteItem[] = PALETTE_SYMBOLS.map(({ symbol, label }) => ({
  id: symbol,
  label,
  preview: symbolPreview(symbol),
}));
