import { CSRF_COOKIE } from '../../contract/common';

/** The value of one cookie readable from script, or null when it is not set. */
export function readCookie(name: string, cookieHeader: string = document.cookie): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** The double-submit CSRF token the server set on the last whoami (or login) answer. */
export function readCsrfToken(): string | null {
  return readCookie(CSRF_COOKIE);
}
