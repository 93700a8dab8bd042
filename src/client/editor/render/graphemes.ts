/** Where every UTF-16 unit is a grapheme of its own: printable ASCII and Latin-1, tab and line feed (no CR: CR LF is one). */
const SINGLE_UNITS = /^[\t\n\x20-\x7e\xa0-\xff]*$/;

/**
 * Pixi's grapheme splitter made fast for the common case. Pixi splits every bitmap text into graphemes with
 * Intl.Segmenter, several times per text (font check, layout, measure): opening a 50,000-element design spent
 * over a second there, and its segment objects fed the garbage collector. A text of single-unit characters splits
 * by unit, which is what the segmenter answers for it; anything else (accents as combining marks, emoji, CR LF)
 * still goes to `segment`.
 */
export function fastGraphemes(segment: (s: string) => string[]): (s: string) => string[] {
  return (s) => (SINGLE_UNITS.test(s) ? s.split('') : segment(s));
}
