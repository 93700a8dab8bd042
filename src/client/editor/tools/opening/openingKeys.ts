import { screenPoint } from '../../../../core/geometry/point';
import { parseLength } from '../../../../core/units';
import type { EditorStore } from '../../store/EditorStore';
import type { TypedEntry } from '../../store/editorState';
import type { KeyInput } from '../toolTypes';
import type { OpeningTool } from './OpeningTool';

/**
 * Keys of the door and window tools: D arms Add Door and N Add Window; while one is armed, Tab opens the input at
 * the cursor on its Width field and F moves a door's hinge to the other jamb. True when the key was used.
 */
export function openingKey(store: EditorStore, tool: OpeningTool, k: KeyInput, armed: boolean): boolean {
  if (k.ctrl || k.meta) return false;
  const key = k.key.toLowerCase();
  if (armed && k.key === 'Tab' && !store.getState().typed) {
    const at = tool.ctx.cursor?.screen ?? screenPoint(0, 0);
    store.setTyped({ length: '', angle: '', field: 'angle', second: 'width', error: null, at });
    return true;
  }
  if (armed && key === 'f' && store.getState().tool === 'door') {
    tool.flipHinge();
    return true;
  }
  if (k.shift) return false;
  if (key === 'd' || key === 'n') {
    store.setTool(key === 'd' ? 'door' : 'window');
    return true;
  }
  return false;
}

const read = (
  text: string,
  store: EditorStore,
): { ok: true; px: number | null } | { ok: false; error: string } => {
  if (text.trim() === '') return { ok: true, px: null };
  const r = parseLength(text, store.getState().unit);
  return r.ok ? { ok: true, px: r.px } : r;
};

/**
 * Enter in the door or window tool's input: the Width field (when filled) sets the width of this and the next
 * openings, then the Distance field (when filled) places one that far from the nearer wall end. A refused entry
 * keeps the input open with the reason.
 */
export function commitOpeningEntry(tool: OpeningTool, entry: TypedEntry): boolean {
  const store = tool.ctx.store;
  const refuse = (error: string) => {
    store.setTyped({ ...entry, error });
    return false;
  };
  const distance = read(entry.length, store);
  if (!distance.ok) return refuse(distance.error);
  const width = read(entry.angle, store);
  if (!width.ok) return refuse(width.error);
  if (width.px !== null) {
    const error = tool.setWidth(width.px);
    if (error) return refuse(error);
  }
  if (distance.px !== null) {
    const error = tool.placeAtDistance(distance.px);
    if (error) return refuse(error);
  }
  store.setTyped(null);
  return true;
}
