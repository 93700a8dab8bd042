import { createCanvas } from '@napi-rs/canvas';
import type { ProcessingLimits } from '../../../formats/limits';
import { admit, decodeImage } from '../guarded-input';
import type { ImageHeader } from './image-header';
import { readImageHeader } from './image-header';

export const PREVIEW_MAX_SIDE = 1600;

export interface ImageProcessedJson extends ImageHeader {
  megapixels: number;
  /** Printed size at the stated resolution, in inches. */
  print_size_in: { width: number; height: number } | null;
  warnings: string[];
}

/** processed_json of a PNG/JPEG sketch and a preview at most 1600 px on its longer side. */
export async function processImage(
  bytes: Uint8Array,
  limits: ProcessingLimits,
): Promise<{ processed: ImageProcessedJson; preview: Uint8Array }> {
  admit('image', bytes, limits);
  const header = readImageHeader(bytes);
  const pixels = header.width * header.height;
  const warnings: string[] = [];
  if (!header.dpi) warnings.push('The image does not state its resolution');
  const image = await decodeImage(bytes, limits);
  const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(header.width, header.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  const preview = new Uint8Array(await canvas.encode('png'));
  return {
    processed: {
      ...header,
      megapixels: Math.round(pixels / 1e4) / 100,
      print_size_in: header.dpi
        ? {
            width: Math.round((header.width / header.dpi.x) * 100) / 100,
            height: Math.round((header.height / header.dpi.y) * 100) / 100,
          }
        : null,
      warnings,
    },
    preview,
  };
}
