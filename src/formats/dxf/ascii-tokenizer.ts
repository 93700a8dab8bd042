import { ProcessingError } from '../errors';
import type { Deadline } from '../limits';
import type { DxfTags } from './tags';
import { MAX_QUOTED_CHARS, quoteExcerpt } from '../quote';

/** Parses a group-code line: optional spaces, optional minus, digits, optional spaces. Returns NaN otherwise. */
function parseGroupCode(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && text.charCodeAt(i) <= 32) i += 1;
  let sign = 1;
  if (i < end && text.charCodeAt(i) === 45) {
    sign = -1;
    i += 1;
  }
  let value = 0;
  let digits = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57) break;
    value = value * 10 + (c - 48);
    digits += 1;
    i += 1;
  }
  while (i < end && text.charCodeAt(i) <= 32) i += 1;
  if (digits === 0 || digits > 6 || i !== end) return Number.NaN;
  return sign * value;
}

/** Group codes whose values are numbers (DXF reference, "group code value types"). */
function isNumericCode(code: number): boolean {
  return (
    (code >= 10 && code <= 99) ||
    (code >= 110 && code <= 149) ||
    (code >= 160 && code <= 179) ||
    (code >= 210 && code <= 239) ||
    (code >= 270 && code <= 289) ||
    (code >= 370 && code <= 389) ||
    (code >= 400 && code <= 409) ||
    (code >= 420 && code <= 429) ||
    (code >= 440 && code <= 469) ||
    (code >= 1010 && code <= 1071)
  );
}

const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
  1e20, 1e21, 1e22,
];

/**
 * Parses a plain decimal number straight from the text without allocating a substring. Exact (correctly
 * rounded) because it only accepts mantissas below 2^53 with at most 22 decimals, where one division by an exact
 * power of ten rounds correctly; anything else returns NaN and the caller falls back to Number().
 */
function fastNumber(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && text.charCodeAt(i) <= 32) i += 1;
  let negative = false;
  const first = text.charCodeAt(i);
  if (first === 45 || first === 43) {
    negative = first === 45;
    i += 1;
  }
  let mantissa = 0;
  let digits = 0;
  let decimals = 0;
  let seenDot = false;
  for (; i < end; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      digits += 1;
      if (seenDot) decimals += 1;
    } else if (c === 46 && !seenDot) seenDot = true;
    else break;
  }
  while (i < end && text.charCodeAt(i) <= 32) i += 1;
  if (i !== end || digits === 0 || mantissa > 9007199254740991 || decimals > 22) return Number.NaN;
  const value = decimals === 0 ? mantissa : mantissa / (POW10[decimals] as number);
  return negative ? -value : value;
}

/**
 * Splits decoded ASCII DXF text into tags. Accepts \n, \r\n and lone \r line endings (old Mac exporters) and
 * spaces around group codes. Comments (999) are dropped. A file that ends mid-tag keeps the tags before it.
 */
export function tokenizeAscii(text: string, deadline: Deadline): DxfTags {
  const codes: number[] = [];
  const values: (string | number)[] = [];
  const warnings: string[] = [];
  const n = text.length;
  let pos = 0;
  let lineNo = 0;
  while (pos < n) {
    deadline.check();
    let end = pos;
    while (end < n) {
      const c = text.charCodeAt(end);
      if (c === 10 || c === 13) break;
      end += 1;
    }
    const codeStart = pos;
    const codeEnd = end;
    pos = end < n && text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
    lineNo += 1;
    const code = parseGroupCode(text, codeStart, codeEnd);
    if (Number.isNaN(code)) {
      // A blank trailing line after EOF is common and harmless.
      if (codeEnd === codeStart && pos >= n) break;
      const shown = quoteExcerpt(text.slice(codeStart, Math.min(codeEnd, codeStart + MAX_QUOTED_CHARS + 1)));
      throw new ProcessingError('malformed', `Invalid DXF group code "${shown}" at line ${lineNo}`);
    }
    if (pos > n) {
      warnings.push(
        `The file ends in the middle of a tag (group code ${code} at line ${lineNo} has no value)`,
      );
      break;
    }
    end = pos;
    while (end < n) {
      const c = text.charCodeAt(end);
      if (c === 10 || c === 13) break;
      end += 1;
    }
    const valueStart = pos;
    const valueEnd = end;
    pos = end < n && text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
    lineNo += 1;
    if (code === 999) continue;
    codes.push(code);
    if (isNumericCode(code)) {
      const number = fastNumber(text, valueStart, valueEnd);
      values.push(Number.isNaN(number) ? text.slice(valueStart, valueEnd) : number);
    } else {
      values.push(text.slice(valueStart, valueEnd));
    }
    // Readers stop at 0/EOF (AutoCAD and ezdxf do): some exporters leave padding or junk after it.
    if (code === 0 && (values[values.length - 1] as string).trim() === 'EOF') {
      if (text.slice(pos).trim() !== '')
        warnings.push(`Data after the final 0/EOF tag (line ${lineNo}) was ignored`);
      break;
    }
  }
  return { codes, values, warnings, binary: false };
}
