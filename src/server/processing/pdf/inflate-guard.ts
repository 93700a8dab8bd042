import { inflateSync } from 'node:zlib';
import { ProcessingError } from '../../../formats/errors';
import type { Deadline } from '../../../formats/limits';
import { countContentOperators } from './content-operators';

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

/** Streams whose data is not drawing operators: images, fonts, ICC profiles, metadata, xref and object streams. */
const NOT_CONTENT =
  /\/Subtype\s*\/(Image|XML|Type1C|CIDFontType0C|OpenType)\b|\/Type\s*\/(XRef|ObjStm|Metadata|EmbeddedFile|CMap)\b|\/Length[123]\b|\/FunctionType\b|\/ShadingType\b|\/N\s+\d/;

export interface StreamScanLimits {
  /** Total bytes all Flate streams may inflate to. */
  maxDecompressedBytes: number;
  /** Operators one content stream may hold. */
  maxOperatorsPerStream: number;
  /** Operators all content streams together may hold. */
  maxOperators: number;
}

export interface StreamScan {
  decompressedBytes: number;
  operators: number;
}

/** The dictionary of the stream whose keyword is at `keyword`: from its object header (or last `<<`) on. */
function streamDict(bytes: Uint8Array, keyword: number): string {
  const window = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, keyword - 2048), keyword));
  const headers = [...window.matchAll(/\d+\s+\d+\s+obj\b/g)];
  const last = headers[headers.length - 1];
  if (last?.index !== undefined) return window.slice(last.index);
  const dict = window.lastIndexOf('<<');
  return dict < 0 ? window : window.slice(dict);
}

function tooComplex(message: string): ProcessingError {
  return new ProcessingError('too_complex', message);
}

/**
 * One pass over every stream of the file, before pdf.js does any work: Flate streams are inflated with a cap on
 * their output (decompression bombs: the total over all streams must stay under `maxDecompressedBytes`), and
 * the operators of every content-like stream (page contents, forms, patterns, glyph procedures; unfiltered or
 * Flate) are counted while it is decoded, against a per-stream and a per-file cap. Streams in other encodings
 * or encrypted are left to pdf.js, whose work stays bounded by the deadline and the worker's memory caps.
 */
export function scanPdfStreams(bytes: Uint8Array, limits: StreamScanLimits, deadline: Deadline): StreamScan {
  let total = 0;
  let operators = 0;
  let at = 0;
  const count = (data: Uint8Array): void => {
    const cap = Math.min(limits.maxOperatorsPerStream, limits.maxOperators - operators);
    const found = countContentOperators(data, cap, deadline);
    if (found > limits.maxOperatorsPerStream) {
      throw tooComplex(
        `A page of the PDF has more than ${limits.maxOperatorsPerStream.toLocaleString('en-US')} drawing operations, the processing limit`,
      );
    }
    operators += found;
    if (operators > limits.maxOperators) {
      throw tooComplex(
        `The PDF has more than ${limits.maxOperators.toLocaleString('en-US')} drawing operations, the processing limit`,
      );
    }
  };
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
    const dict = streamDict(bytes, keyword);
    const end = indexOfAscii(bytes, 'endstream', dataStart);
    const dataEnd = end < 0 ? bytes.length : end;
    const content = !NOT_CONTENT.test(dict);
    const filter = /\/Filter\b/.test(dict);
    if (!filter) {
      if (content) count(bytes.subarray(dataStart, dataEnd));
      at = dataEnd;
      continue;
    }
    // Flate alone (as a name or a one-entry array); other filter chains are left to pdf.js.
    if (
      !/\/Filter\s*(\[\s*)?\/(FlateDecode|Fl)\b\s*\]?/.test(dict) ||
      /\/Filter\s*\[[^\]]*\/\w+[^\]]*\/\w+/.test(dict)
    ) {
      at = dataEnd;
      continue;
    }
    const remaining = limits.maxDecompressedBytes - total;
    let out: Uint8Array | null = null;
    try {
      out = inflateSync(bytes.subarray(dataStart, dataEnd), {
        maxOutputLength: Math.max(1, remaining + 1),
      });
      total += out.length;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ERR_BUFFER_TOO_LARGE') total = limits.maxDecompressedBytes + 1;
      // Other inflate errors (trailing garbage, encrypted data) are not a size problem.
    }
    if (total > limits.maxDecompressedBytes) {
      throw new ProcessingError(
        'decompression_bomb',
        `The PDF's compressed streams expand to more than ${Math.round(limits.maxDecompressedBytes / 1048576)} MB; it was refused as a possible decompression bomb`,
      );
    }
    if (out && content) count(out);
    at = dataEnd;
  }
  return { decompressedBytes: total, operators };
}
