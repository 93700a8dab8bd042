import { ProcessingError } from '../errors';
import type { Deadline } from '../limits';
import type { DxfTags } from './tags';
import { chooseTextEncoding, makeDecoder } from './encoding';

export const BINARY_SENTINEL = 'AutoCAD Binary DXF\r\n\x1a\x00';

export function isBinaryDxf(bytes: Uint8Array): boolean {
  if (bytes.length < BINARY_SENTINEL.length) return false;
  for (let i = 0; i < BINARY_SENTINEL.length; i += 1) {
    if (bytes[i] !== BINARY_SENTINEL.charCodeAt(i)) return false;
  }
  return true;
}

type ValueKind = 'string' | 'double' | 'int16' | 'int32' | 'int64' | 'byte' | 'chunk';

/** Value size by group code range, as the DXF reference's "Group Code Value Types" table defines it. */
function valueKind(code: number): ValueKind {
  if ((code >= 10 && code <= 59) || (code >= 110 && code <= 149) || (code >= 210 && code <= 239))
    return 'double';
  if ((code >= 460 && code <= 469) || (code >= 1010 && code <= 1059)) return 'double';
  if ((code >= 60 && code <= 79) || (code >= 170 && code <= 179) || (code >= 270 && code <= 289))
    return 'int16';
  if ((code >= 370 && code <= 389) || (code >= 400 && code <= 409) || (code >= 1060 && code <= 1070))
    return 'int16';
  if ((code >= 90 && code <= 99) || (code >= 420 && code <= 429) || (code >= 440 && code <= 459))
    return 'int32';
  if (code === 1071) return 'int32';
  if (code >= 160 && code <= 169) return 'int64';
  if (code >= 290 && code <= 299) return 'byte';
  if ((code >= 310 && code <= 319) || code === 1004) return 'chunk';
  return 'string';
}

function truncated(offset: number): ProcessingError {
  return new ProcessingError(
    'malformed',
    `Binary DXF is truncated or has a bad value length at byte ${offset}`,
  );
}

function findAscii(bytes: Uint8Array, needle: string, limit: number): number {
  const end = Math.min(bytes.length, limit) - needle.length;
  outer: for (let i = 0; i <= end; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

/** Reads the NUL-terminated string value that follows a header variable name, skipping its 1- or 2-byte code. */
function sniffBinaryHeader(bytes: Uint8Array, name: string, twoByteCodes: boolean): string | null {
  const at = findAscii(bytes, name + '\0', 4096);
  if (at < 0) return null;
  let i = at + name.length + 1 + (twoByteCodes ? 2 : 1);
  const start = i;
  while (i < bytes.length && bytes[i] !== 0 && i - start < 64) i += 1;
  return String.fromCharCode(...bytes.subarray(start, i));
}

/**
 * Binary DXF: after the 22-byte sentinel, R12 writes 1-byte group codes (255 escapes a 2-byte code) and R13+
 * writes 2-byte little-endian codes. The two are told apart by the first tag, (0, "SECTION"): a 2-byte code
 * leaves a second zero byte before the "S".
 */
export function tokenizeBinary(bytes: Uint8Array, deadline: Deadline): DxfTags {
  const start = BINARY_SENTINEL.length;
  if (bytes.length < start + 2) throw truncated(start);
  const twoByteCodes = bytes[start + 1] === 0;
  const version = sniffBinaryHeader(bytes, '$ACADVER', twoByteCodes);
  const codepage = sniffBinaryHeader(bytes, '$DWGCODEPAGE', twoByteCodes);
  const encoding = chooseTextEncoding(bytes.subarray(start), version, codepage);
  const decoder = makeDecoder(encoding.label);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = bytes.length;
  const codes: number[] = [];
  const values: (string | number)[] = [];
  const warnings: string[] = encoding.warning ? [encoding.warning] : [];
  let i = start;
  while (i < n) {
    deadline.check();
    let code: number;
    if (twoByteCodes) {
      if (i + 2 > n) throw truncated(i);
      code = view.getUint16(i, true);
      i += 2;
    } else {
      code = bytes[i] as number;
      i += 1;
      if (code === 255) {
        if (i + 2 > n) throw truncated(i);
        code = view.getUint16(i, true);
        i += 2;
      }
    }
    let value: string | number;
    switch (valueKind(code)) {
      case 'double':
        if (i + 8 > n) throw truncated(i);
        value = view.getFloat64(i, true);
        i += 8;
        break;
      case 'int16':
        if (i + 2 > n) throw truncated(i);
        value = view.getInt16(i, true);
        i += 2;
        break;
      case 'int32':
        if (i + 4 > n) throw truncated(i);
        value = view.getInt32(i, true);
        i += 4;
        break;
      case 'int64':
        if (i + 8 > n) throw truncated(i);
        value = Number(view.getBigInt64(i, true));
        i += 8;
        break;
      case 'byte':
        if (i + 1 > n) throw truncated(i);
        value = bytes[i] as number;
        i += 1;
        break;
      case 'chunk': {
        if (i + 1 > n) throw truncated(i);
        const length = bytes[i] as number;
        if (i + 1 + length > n) throw truncated(i);
        i += 1 + length;
        value = '';
        break;
      }
      default: {
        const end = bytes.indexOf(0, i);
        if (end < 0) throw truncated(i);
        value = decoder.decode(bytes.subarray(i, end));
        i = end + 1;
      }
    }
    if (code === 999) continue;
    codes.push(code);
    values.push(value);
  }
  return { codes, values, warnings, binary: true };
}
