import type { Point, ScreenPoint } from '../../../../core/geometry/point';
import { screenPoint } from '../../../../core/geometry/point';
import type { TypedEntry } from '../../store/editorState';

/** Keys that start a typed entry: digits, a decimal point, and the CAD prefixes # @ < and a minus sign. */
export const TYPED_START = /^[0-9.#@<-]$/;

/** The input opened by its first key: `<` starts in the angle field, anything else in the length field. */
export function openTypedEntry(key: string, at: Point): TypedEntry {
  const cursor: ScreenPoint = screenPoint(at.x, at.y);
  return key === '<'
    ? { length: '', angle: '', field: 'angle', error: null, at: cursor }
    : { length: key, angle: '', field: 'length', error: null, at: cursor };
}

/** The two fields as one entry for the parser: `length<angle`, `<angle` or the length field alone. */
export function composeTyped(entry: Pick<TypedEntry, 'length' | 'angle'>): string {
  const angle = entry.angle.trim();
  return angle === '' ? entry.length : `${entry.length}<${angle}`;
}

/**
 * The field being typed in changed. A `<` typed into the length field moves what follows it to the angle field,
 * as AutoCAD's dynamic input does; a point entry (#, @ or a comma) stays in one field.
 */
export function editTypedEntry(entry: TypedEntry, text: string): TypedEntry {
  if (entry.field === 'length') {
    const lt = text.indexOf('<');
    const isPoint = /^[#@]/.test(text.trim()) && text.includes(',');
    if (lt >= 0 && !isPoint && !text.trim().startsWith('@')) {
      return { ...entry, length: text.slice(0, lt), angle: text.slice(lt + 1), field: 'angle', error: null };
    }
    return { ...entry, length: text, error: null };
  }
  return { ...entry, angle: text.replace(/^</, ''), error: null };
}

/** Tab: the other field (a point entry has no angle field). */
export function tabTypedEntry(entry: TypedEntry): TypedEntry {
  if (/^[#@]/.test(entry.length.trim()) && entry.length.includes(',')) return entry;
  return { ...entry, field: entry.field === 'length' ? 'angle' : 'length' };
}
