import { inflateSync } from 'node:zlib';
import { ProcessingError } from '../errors';
import type { Deadline } from '../limits';

function indexOfAscii(bytes: Uint8Array, needle: string, from: number): number {
  const first = needle.charCodeAt(0);
  outer: for (
    let i = bytes.indexOf(first, from);
    i >= 0 && i + needle.length <= bytes.length;
    i = bytes.indexOf(first, i + 1)
  ) {
    for (let j = 1; j < needle.length; j += 1) if (bytes[i + j] !== needle.charCodeAt(j)) continue outer;
    return i;
  }
  return -1;
}

/**
 * Refuses decompression bombs before pdf.js inflates anything: every FlateDecode stream is inflated with a cap on
 * its output, and the total over all streams must stay under `maxBytes`. Streams that fail to inflate (encrypted,
 * other filters) are left to pdf.js, whose work stays bounded by the operator cap, the deadline and the worker's
 * heap limit.
 */
export function guardDecompressedSize(bytes: Uint8Array, maxBytes: number, deadline: Deadline): number {
  let total = 0;
  let at = 0;
  for (;;) {
    deadline.checkNow();
    const keyword = indexOfAscii(bytes, 'stream', at);
    if (keyword < 0) break;
    at = keyword + 6;
    // Skip "endstream" and words that merely contain "stream".
    if (
      keyword >= 3 &&
      String.fromCharCode(
        bytes[keyword - 3] as number,
        bytes[keyword - 2] as number,
        bytes[keyword - 1] as number,
      ) === 'end'
    )
      continue;
    let dataStart = at;
    if (bytes[dataStart] === 13) dataStart += 1;
    if (bytes[dataStart] === 10) dataStart += 1;
    else if (dataStart === at) continue;
    const dictStart = Math.max(0, keyword - 2048);
    const dict = new TextDecoder('latin1').decode(bytes.subarray(dictStart, keyword));
    const lastDict = dict.lastIndexOf('<<');
    if (lastDict < 0 || !/\/FlateDecode|\/Fl\b/.test(dict.slice(lastDict))) continue;
    const end = indexOfAscii(bytes, 'endstream', dataStart);
    const dataEnd = end < 0 ? bytes.length : end;
    const remaining = maxBytes - total;
    try {
      const out = inflateSync(bytes.subarray(dataStart, dataEnd), {
        maxOutputLength: Math.max(1, remaining + 1),
      });
      total += out.length;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE') total = maxBytes + 1;
      // Other inflate errors (trailing garbage, encrypted data) are not a size problem.
    }
    if (total > maxBytes) {
      throw new ProcessingError(
        'decompression_bomb',
        `The PDF's compressed streams expand to more than ${Math.round(maxBytes / 1048576)} MB; it was refused as a possible decompression bomb`,
      );
    }
    at = dataEnd;
  }
  return total;
}
