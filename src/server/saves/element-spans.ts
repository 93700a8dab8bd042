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
  const spans: ElementSpan[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Skip the string, escapes included.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x7b /* { */ || c === 0x5b) {
      if (depth === 0) start = i;
      depth++;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
      if (depth === 0) {
        const id = leadingId(text, start);
        if (id === null) return null;
        spans.push({ id, start, end: i + 1 });
      } else if (depth < 0) break;
    }
  }
  return spans;
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
