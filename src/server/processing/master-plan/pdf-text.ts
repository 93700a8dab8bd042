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
