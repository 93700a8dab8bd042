import type { PDFFont } from 'pdf-lib';

/**
 * Text the standard fonts can show: they encode WinAnsi only, and pdf-lib throws on anything else, so other
 * characters become "?" (accents and the usual Western punctuation survive).
 */
export function encodable(font: PDFFont, text: string): string {
  const charset = charsets.get(font) ?? new Set(font.getCharacterSet());
  charsets.set(font, charset);
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0) ?? 63;
    out += charset.has(code) ? ch : '?';
  }
  return out;
}

const charsets = new WeakMap<PDFFont, Set<number>>();

/** Shortens `text` with an ellipsis until it fits `maxWidth` at `size`. */
export function fitText(font: PDFFont, text: string, size: number, maxWidth: number): string {
  let t = text;
  if (font.widthOfTextAtSize(t, size) <= maxWidth) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > maxWidth) t = t.slice(0, -1);
  return `${t}...`;
}

/**
 * The largest size from `maxSize` down to `minSize` at which `text` fits `maxWidth`; below that, `minSize` with
 * the text shortened. A long scale statement stays whole instead of losing its end.
 */
export function shrinkToFit(
  font: PDFFont,
  text: string,
  maxSize: number,
  minSize: number,
  maxWidth: number,
): { text: string; size: number } {
  const width = font.widthOfTextAtSize(text, maxSize);
  if (width <= maxWidth) return { text, size: maxSize };
  const size = Math.max(minSize, Math.floor(((maxSize * maxWidth) / width) * 10) / 10);
  return { text: fitText(font, text, size, maxWidth), size };
}
