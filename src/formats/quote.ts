/** Longest excerpt of file content a message quotes, in characters of the file. */
export const MAX_QUOTED_CHARS = 40;

// Printable ASCII except what could start markup or break out of a quoted string: < > & " ' ` and \.
const SAFE = /[\x20-\x7e]/;
const UNSAFE_PRINTABLE = new Set(['<', '>', '&', '"', "'", '`', '\\']);

function escapeChar(ch: string): string {
  const code = ch.codePointAt(0) as number;
  if (ch === '\n') return '\\n';
  if (ch === '\r') return '\\r';
  if (ch === '\t') return '\\t';
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  return code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\u{${code.toString(16)}}`;
}

/**
 * Text taken from an uploaded file, made safe to put in a message shown to people and written to logs: at most
 * `max` characters of it, control characters, non-ASCII and markup characters escaped (`<html>` reads
 * `\x3chtml\x3e`), "…" when cut. A message never carries a page of someone's file, nor HTML a careless viewer
 * could render.
 */
export function quoteExcerpt(text: string, max = MAX_QUOTED_CHARS): string {
  const chars = Array.from(text.length > max * 2 ? text.slice(0, max * 2) : text);
  let out = '';
  for (const ch of chars.slice(0, max))
    out += SAFE.test(ch) && !UNSAFE_PRINTABLE.has(ch) ? ch : escapeChar(ch);
  return chars.length > max ? `${out}…` : out;
}

/** Up to `count` names from a file, each quoted as above, joined with commas ("…" when some are left out). */
export function quoteList(names: Iterable<string>, count = 5): string {
  const all = [...names];
  const shown = all.slice(0, count).map((name) => quoteExcerpt(name));
  return all.length > count ? `${shown.join(', ')}, …` : shown.join(', ');
}
