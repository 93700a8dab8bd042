import { SymbolPalette } from '../../ui/SymbolPalette';
import { SYMBOL_ITEMS } from './symbolItems';

/**
 * The symbol library's palette: its own module so its previews (drawn when this module loads) and the palette
 * come when Symbols… first opens, not with the editor (issue 10: the editor route's JS on the wire).
 */
export function SymbolLibraryPalette(props: { selected: string | null; onPick: (id: string) => void }) {
  return <SymbolPalette items={SYMBOL_ITEMS} selected={props.selected} onPick={props.onPick} />;
}
