/** An element of an elements text: its id and where its JSON starts and ends. */
export interface ElementSpan {
  id: string;
  start: number;
  end: number;
}

/** Where a page text's elements are: its elements text starts at `elementsAt` (on its `[`), spans relative to it. */
export interface ElementIndex {
  elementsAt: number;
  spans: readonly ElementSpan[];
}

/**
 * Where each element of a stored elements text starts and ends, and its id, found by scanning the text instead
 * of parsing it: the text is JSON.stringify's output (no whitespace, each element an object whose first key is
 * its id), so a one-element change to a 50,000-element page costs one pass over the text, not a parse and a
 * re-serialisation. Null when the text is not of that shape (then the caller parses it).
 */
export function elementSpans(text: string): ElementSpan[] | null {
  if (text.charCodeAt(0) !== 0x5b /* [ */) return null;
  return spansFrom(text, 1, text.length, 0);
}

/**
 * The elements of an elements text from `from` (just past its `[` or an element) up to `to`, as elementSpans finds
 * them, with their offsets less `origin`: commas and whole objects only. Reaching the array's `]` ends the scan when
 * `to` is the text's end; before any other `to` it is not of that shape (null), as is anything but a comma or an
 * object, or an object whose first key is not its id.
 */
export function spansFrom(text: string, from: number, to: number, origin: number): ElementSpan[] | null {
  const spans: ElementSpan[] = [];
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 0x2c /* , */) {
      i++;
      continue;
    }
    if (c === 0x5d /* ] */) return to === text.length ? spans : null;
    if (c !== 0x7b /* { */) return null;
    const end = objectEnd(text, i);
    const id = end < 0 || end > to ? null : leadingId(text, i);
    if (id === null) return null;
    spans.push({ id, start: i - origin, end: end - origin });
    i = end;
  }
  return spans;
}

/** Just past the object or array that starts at `start` (strings and escapes skipped); -1 when it does not end. */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Skip the string, escapes included.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) depth++;
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The id of the object at `start` when `"id"` is its first key. */
function leadingId(text: string, start: number): string | null {
  if (!text.startsWith('{"id":"', start)) return null;
  let i = start + 7;
  for (; i < text.length; i++) {
    const d = text.charCodeAt(i);
    if (d === 0x5c) i++;
    else if (d === 0x22) break;
  }
  const id: unknown = JSON.parse(text.slice(start + 6, i + 1));
  return typeof id === 'string' ? id : null;
}
