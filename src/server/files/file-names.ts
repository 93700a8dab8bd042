// The user's file name is metadata: shown in tables and offered on download, never used as a path.

export const MAX_FILE_NAME_LENGTH = 200;

// C0 and C1 controls, DEL, and the bidirectional overrides that make "evil\u202Efdp.exe" read as "evilexe.pdf".
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Cuts a string to at most `max` UTF-16 units without splitting a surrogate pair. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * A name safe to keep and show: the last path segment only (so `../../etc/passwd.pdf` is `passwd.pdf`), no control
 * or direction-override characters, no leading dots or surrounding spaces, at most MAX_FILE_NAME_LENGTH characters
 * with the extension kept. `fallback` when nothing usable is left.
 */
export function sanitizeFileName(raw: string, fallback: string): string {
  const lastSegment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment.replace(UNSAFE_CHARS, '').trim().replace(/^\.+/, '').trim();
  if (cleaned === '') return fallback;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 16 ? cleaned.slice(dot) : '';
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const stem = cleaned.slice(0, cleaned.length - extension.length);
  return truncate(stem, MAX_FILE_NAME_LENGTH - extension.length).trimEnd() + extension;
}

// RFC 5987 attr-char: ALPHA / DIGIT / "!" / "#" / "$" / "&" / "+" / "-" / "." / "^" / "_" / "`" / "|" / "~".
// encodeURIComponent leaves ' ( ) * unescaped as well, which attr-char does not allow.
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header per RFC 6266: `filename="..."` as a plain-ASCII fallback for old clients, and
 * `filename*=UTF-8''...` with the exact name for everyone else.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
