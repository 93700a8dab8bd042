import { ProcessingError } from '../../../formats/errors';

export interface ImageHeader {
  format: 'png' | 'jpeg';
  width: number;
  height: number;
  /** Dots per inch from PNG pHYs (metre units) or JPEG JFIF/EXIF-less density; null when the file says none. */
  dpi: { x: number; y: number } | null;
  /** 'rgb', 'rgba', 'grayscale', 'palette', 'cmyk', ... */
  color: string;
  bit_depth: number | null;
}

const PNG_COLOR: Record<number, string> = {
  0: 'grayscale',
  2: 'rgb',
  3: 'palette',
  4: 'grayscale-alpha',
  6: 'rgba',
};

const u32 = (b: Uint8Array, at: number): number =>
  (((b[at] as number) << 24) |
    ((b[at + 1] as number) << 16) |
    ((b[at + 2] as number) << 8) |
    (b[at + 3] as number)) >>>
  0;
const u16 = (b: Uint8Array, at: number): number => ((b[at] as number) << 8) | (b[at + 1] as number);
const ascii = (b: Uint8Array, at: number, n: number): string =>
  String.fromCharCode(...b.subarray(at, at + n));
const round2 = (n: number): number => Math.round(n * 100) / 100;

function readPng(b: Uint8Array): ImageHeader {
  if (b.length < 33 || ascii(b, 12, 4) !== 'IHDR')
    throw new ProcessingError('malformed', 'The PNG has no header (IHDR)');
  const header: ImageHeader = {
    format: 'png',
    width: u32(b, 16),
    height: u32(b, 20),
    dpi: null,
    bit_depth: b[24] as number,
    color: PNG_COLOR[b[25] as number] ?? 'unknown',
  };
  // Walk the chunks up to the image data: pHYs must come before IDAT.
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = ascii(b, at + 4, 4);
    if (type === 'IDAT' || type === 'IEND') break;
    if (type === 'pHYs' && length >= 9 && at + 17 <= b.length && b[at + 16] === 1) {
      // Unit 1 = pixels per metre.
      header.dpi = { x: round2(u32(b, at + 8) * 0.0254), y: round2(u32(b, at + 12) * 0.0254) };
    }
    at += 12 + length;
  }
  return header;
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function readJpeg(b: Uint8Array): ImageHeader {
  const header: ImageHeader = {
    format: 'jpeg',
    width: 0,
    height: 0,
    dpi: null,
    bit_depth: null,
    color: 'unknown',
  };
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) {
      at += 1;
      continue;
    }
    const marker = b[at + 1] as number;
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break;
    const length = u16(b, at + 2);
    const body = at + 4;
    if (marker === 0xe0 && ascii(b, body, 5) === 'JFIF\0' && body + 12 <= b.length) {
      const unit = b[body + 7];
      const x = u16(b, body + 8);
      const y = u16(b, body + 10);
      // Units: 1 dots per inch, 2 dots per cm; 0 is an aspect ratio only.
      if (unit === 1 && x > 0 && y > 0) header.dpi = { x, y };
      if (unit === 2 && x > 0 && y > 0) header.dpi = { x: round2(x * 2.54), y: round2(y * 2.54) };
    }
    if (SOF.has(marker) && body + 6 <= b.length) {
      header.bit_depth = b[body] as number;
      header.height = u16(b, body + 1);
      header.width = u16(b, body + 3);
      const components = b[body + 5] as number;
      header.color =
        components === 1 ? 'grayscale' : components === 3 ? 'rgb' : components === 4 ? 'cmyk' : 'unknown';
      break;
    }
    at += 2 + length;
  }
  if (!(header.width > 0 && header.height > 0))
    throw new ProcessingError('malformed', 'The JPEG has no readable size (no frame header)');
  return header;
}

/** Size, colour and resolution of a PNG or JPEG, read from its header without decoding the pixels. */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG') return readPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
  throw new ProcessingError('malformed', 'The image is neither a PNG nor a JPEG');
}
