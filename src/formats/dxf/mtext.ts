import { decodeDxfEscapes } from './encoding';

/** Formatting codes whose argument runs to the next ';' (font, height, colour, tracking, width, paragraph...). */
const CODES_WITH_ARGUMENT = new Set(['A', 'C', 'c', 'F', 'f', 'H', 'h', 'Q', 'q', 'T', 't', 'W', 'w', 'p']);
/** Toggle codes without argument (underline, overline, strike-through). */
const TOGGLE_CODES = new Set(['L', 'l', 'O', 'o', 'K', 'k']);

/**
 * MTEXT content to plain text: \P and \N (paragraph and column breaks) become newlines, \~ a space, \S stacked
 * fractions "a/b", formatting groups and codes are dropped, \\ \{ \} stay as literal characters.
 */
export function plainMtext(raw: string): string {
  const text = decodeDxfEscapes(raw);
  let out = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const ch = text[i] as string;
    if (ch === '{' || ch === '}') {
      i += 1;
      continue;
    }
    if (ch !== '\\' || i + 1 >= n) {
      out += ch;
      i += 1;
      continue;
    }
    const code = text[i + 1] as string;
    if (code === 'P' || code === 'N' || code === 'X') {
      out += '\n';
      i += 2;
    } else if (code === '~') {
      out += ' ';
      i += 2;
    } else if (code === '\\' || code === '{' || code === '}') {
      out += code;
      i += 2;
    } else if (code === 'S') {
      const end = text.indexOf(';', i + 2);
      const body = end < 0 ? text.slice(i + 2) : text.slice(i + 2, end);
      out += body
        .replace(/\\\^|\\#/g, '')
        .replace(/[\^#]/, '/')
        .replace(/\^/g, '');
      i = end < 0 ? n : end + 1;
    } else if (CODES_WITH_ARGUMENT.has(code)) {
      const end = text.indexOf(';', i + 2);
      i = end < 0 ? n : end + 1;
    } else if (TOGGLE_CODES.has(code)) {
      i += 2;
    } else {
      // Unknown escape: keep the character, as AutoCAD shows it.
      out += code;
      i += 2;
    }
  }
  return out.replace(/[ \t]+\n/g, '\n').trim();
}
