/**
 * A DXF file as flat parallel arrays of group codes and values (one entry per tag). Flat arrays keep a 10 MB file
 * at a few million small slots instead of millions of tag objects, and let the section parser look ahead by index.
 * ASCII values stay strings until an entity decoder asks for a number; binary values arrive already typed.
 */
export interface DxfTags {
  codes: number[];
  values: (string | number)[];
  /** Human-facing hints collected while reading (encoding fallbacks, missing EOF, ...). */
  warnings: string[];
  binary: boolean;
}

export function tagNumber(tags: DxfTags, index: number): number {
  const value = tags.values[index];
  if (typeof value === 'number') return value;
  if (value === undefined) return Number.NaN;
  // Number('') is 0, which would silently turn a blank coordinate into the origin.
  return value.trim() === '' ? Number.NaN : Number(value);
}

export function tagString(tags: DxfTags, index: number): string {
  const value = tags.values[index];
  if (value === undefined) return '';
  return typeof value === 'number' ? String(value) : value;
}

/** The record name of a (0, NAME) tag: trimmed and upper-cased, as readers compare it. */
export function tagName(tags: DxfTags, index: number): string {
  return tagString(tags, index).trim().toUpperCase();
}
