import { isFixtureSymbol } from '../../core/symbols/library';
import type { FixtureSymbol } from '../../core/symbols/library';

/**
 * A block our DXF export writes for a library fixture (core/export/dxfBlocks.ts `fixtureBlockName`):
 * `FIXT-TOILET-20x28`, its symbol and box in inches. An INSERT of one comes back as the fixture itself.
 */
const NAME = /^FIXT-([A-Z-]+?)-(\d+(?:\.\d+)?)X(\d+(?:\.\d+)?)$/i;

export interface FixtureBlock {
  readonly symbol: FixtureSymbol;
  /** Inches. */
  readonly width: number;
  readonly depth: number;
}

export function fixtureBlock(name: string): FixtureBlock | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const symbol = (m[1] ?? '').toLowerCase();
  const width = Number(m[2]);
  const depth = Number(m[3]);
  if (!isFixtureSymbol(symbol) || !(width > 0) || !(depth > 0)) return null;
  return { symbol, width, depth };
}
