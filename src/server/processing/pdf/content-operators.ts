import type { Deadline } from '../../../formats/limits';

/*
 * Counts the operators of a PDF content stream (ISO 32000 §7.8.2) without building anything: numbers, names,
 * strings, arrays and dictionaries are operands and are skipped; every other keyword is one operator. This is
 * what the readers' cost grows with (a 2.4 KB file can hold a million `q`), measured before pdf.js sees the page.
 */

const isWhite = (c: number): boolean => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const isDelimiter = (c: number): boolean =>
  c === 40 ||
  c === 41 ||
  c === 60 ||
  c === 62 ||
  c === 91 ||
  c === 93 ||
  c === 123 ||
  c === 125 ||
  c === 47 ||
  c === 37;
const isRegular = (c: number): boolean => !isWhite(c) && !isDelimiter(c);

/** Index just past a literal string starting at `at` (its opening parenthesis): nesting and escapes respected. */
function skipString(data: Uint8Array, at: number): number {
  let depth = 0;
  for (let i = at; i < data.length; i += 1) {
    const c = data[i] as number;
    if (c === 92) i += 1;
    else if (c === 40) depth += 1;
    else if (c === 41) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return data.length;
}

/** Index just past an inline image's data (after `ID`, up to whitespace + `EI` + whitespace or the end). */
function skipInlineImage(data: Uint8Array, at: number): number {
  for (let i = at; i + 2 < data.length; i += 1) {
    if (
      isWhite(data[i] as number) &&
      data[i + 1] === 69 &&
      data[i + 2] === 73 &&
      (i + 3 >= data.length || !isRegular(data[i + 3] as number))
    )
      return i + 3;
  }
  return data.length;
}

/**
 * Operators in `data`; stops counting (and answers a number above `cap`) as soon as `cap` is passed, so a
 * hostile stream costs no more than the cap's worth of scanning.
 */
export function countContentOperators(data: Uint8Array, cap: number, deadline: Deadline): number {
  let count = 0;
  let i = 0;
  const n = data.length;
  while (i < n) {
    const c = data[i] as number;
    if (isWhite(c)) {
      i += 1;
    } else if (c === 37) {
      while (i < n && data[i] !== 10 && data[i] !== 13) i += 1;
    } else if (c === 40) {
      i = skipString(data, i);
    } else if (c === 60 && data[i + 1] === 60) {
      i += 2;
    } else if (c === 60) {
      const close = data.indexOf(62, i + 1);
      i = close < 0 ? n : close + 1;
    } else if (isDelimiter(c) && c !== 47) {
      i += 1;
    } else {
      const start = i;
      i += 1;
      while (i < n && isRegular(data[i] as number)) i += 1;
      if (c === 47 || (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) continue;
      const length = i - start;
      // true, false and null are operands.
      if (
        (length === 4 && c === 116 && data[start + 1] === 114) ||
        (length === 5 && c === 102 && data[start + 1] === 97) ||
        (length === 4 && c === 110 && data[start + 1] === 117)
      )
        continue;
      count += 1;
      if (count > cap) return count;
      if ((count & 0xffff) === 0) deadline.checkNow();
      if (length === 2 && c === 73 && data[start + 1] === 68) i = skipInlineImage(data, i);
    }
  }
  return count;
}
