/** JSON files above this size are not pretty-printed: laying out megabytes of text would freeze the page. */
export const MAX_JSON_PREVIEW_CHARS = 5_000_000;

export type PrettyJson = { ok: true; text: string } | { ok: false; reason: 'invalid' | 'too-large' };

/** Re-indents JSON text with two spaces; says why when it cannot. */
export function prettyJson(text: string): PrettyJson {
  if (text.length > MAX_JSON_PREVIEW_CHARS) return { ok: false, reason: 'too-large' };
  try {
    return { ok: true, text: JSON.stringify(JSON.parse(text), null, 2) };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
