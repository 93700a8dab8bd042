import { ProcessingError } from '../../../formats/errors';
import { readImageHeader } from '../image/image-header';

/** An image's pixel size and stated resolution, read from its header without decoding the pixels. */
export interface ImageSize {
  width: number;
  height: number;
  /** Dots per inch the file states (PNG pHYs, JPEG JFIF), or null. */
  dpi: { x: number; y: number } | null;
}

const ascii = (b: Uint8Array, at: number, n: number): string =>
  String.fromCharCode(...b.subarray(at, at + n));
const u16le = (b: Uint8Array, at: number): number => (b[at] as number) | ((b[at + 1] as number) << 8);
const u24le = (b: Uint8Array, at: number): number => u16le(b, at) | ((b[at + 2] as number) << 16);

function gifSize(b: Uint8Array): ImageSize {
  if (b.length < 10) throw new ProcessingError('malformed', 'The GIF is truncated');
  return { width: u16le(b, 6), height: u16le(b, 8), dpi: null };
}

/** WebP: the canvas size of an extended file (VP8X), or the frame size of a simple lossy or lossless one. */
function webpSize(b: Uint8Array): ImageSize {
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8X' && b.length >= 30)
    return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1, dpi: null };
  if (chunk === 'VP8 ' && b.length >= 30)
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff, dpi: null };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits =
      (b[21] as number) | ((b[22] as number) << 8) | ((b[23] as number) << 16) | ((b[24] as number) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1, dpi: null };
  }
  throw new ProcessingError('malformed', 'The WebP image has no readable size');
}

/** PNG, JPEG, GIF or WebP: the size the image declares, so a decompression bomb is refused before decoding. */
export function readImageSize(bytes: Uint8Array): ImageSize {
  if (ascii(bytes, 0, 4) === 'GIF8') return gifSize(bytes);
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpSize(bytes);
  const header = readImageHeader(bytes);
  return { width: header.width, height: header.height, dpi: header.dpi };
}
