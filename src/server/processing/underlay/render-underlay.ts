import { createCanvas } from '@napi-rs/canvas';
import { ProcessingError } from '../../../formats/errors';
import { Deadline, type ProcessingLimits } from '../../../formats/limits';
import { checkedOperatorList, decodeImage, imageSize, openPdf } from '../guarded-input';
import { renderPageToPng } from '../pdf/render-page';
import type { UnderlayResult, UnderlayTask } from '../pool/protocol';

/**
 * Longest side of an underlay image in pixels: crisp lines when zoomed in on a sheet (an ARCH D sheet at ~220
 * dpi), and within the 8,192 px textures every WebGL implementation accepts.
 */
export const UNDERLAY_MAX_SIDE = 8000;
/** Pixels of one rendered page (4 bytes each: 128 MB of canvas at most). */
export const UNDERLAY_MAX_PIXELS = 32_000_000;
/** No point rendering finer than a plotter: 300 dpi. */
const MAX_SCALE = 300 / 72;

/** Scale of a page `w` × `h` (points) so the picture fits the side and pixel caps, at most 300 dpi. */
export function renderScale(w: number, h: number): number {
  return Math.min(MAX_SCALE, UNDERLAY_MAX_SIDE / Math.max(w, h), Math.sqrt(UNDERLAY_MAX_PIXELS / (w * h)));
}

async function pdfUnderlay(task: UnderlayTask, limits: ProcessingLimits): Promise<UnderlayResult> {
  const deadline = new Deadline(limits, 1);
  const { doc } = await openPdf(task.bytes, limits, deadline);
  try {
    const pages = doc.numPages;
    if (task.pageNumber > pages)
      throw new ProcessingError(
        'malformed',
        `The PDF has ${pages} page${pages === 1 ? '' : 's'}: choose a page from 1 to ${pages}`,
      );
    const page = await doc.getPage(task.pageNumber);
    // Paper size as shown (the page's /Rotate and /UserUnit applied), in points of 1/72 in.
    const natural = page.getViewport({ scale: 1 });
    const widthPt = natural.width;
    const heightPt = natural.height;
    if (!(widthPt >= 1 && heightPt >= 1) || Math.max(widthPt, heightPt) > limits.maxPdfPageSidePt)
      throw new ProcessingError(
        'page_size',
        `Page ${task.pageNumber} is ${Math.round(widthPt)} × ${Math.round(heightPt)} pt; pages must be between 1 and ${limits.maxPdfPageSidePt.toLocaleString('en-US')} pt per side`,
      );
    await checkedOperatorList(page, task.pageNumber, limits, deadline);
    const viewport = page.getViewport({ scale: renderScale(natural.width, natural.height) });
    // Rounded down, so the caps hold (the last partial pixel row of the page is all that is lost).
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    return {
      type: 'underlay',
      png: await renderPageToPng(page, viewport, width, height),
      pixelWidth: width,
      pixelHeight: height,
      widthIn: widthPt / 72,
      heightIn: heightPt / 72,
      pages,
    };
  } finally {
    await doc.destroy();
  }
}

/**
 * An image underlay: its size from its header (a bomb is refused before decoding), placed at the resolution it
 * states or 96 dpi (one pixel per world unit). One larger than the texture cap is scaled down to a PNG; any
 * other is served as uploaded (png stays null).
 */
async function imageUnderlay(task: UnderlayTask, limits: ProcessingLimits): Promise<UnderlayResult> {
  const size = imageSize(task.bytes, limits);
  const dpiX = size.dpi && size.dpi.x >= 10 ? size.dpi.x : 96;
  const dpiY = size.dpi && size.dpi.y >= 10 ? size.dpi.y : 96;
  const placed = { widthIn: size.width / dpiX, heightIn: size.height / dpiY, pages: null };
  const scale = Math.min(1, UNDERLAY_MAX_SIDE / Math.max(size.width, size.height));
  const image = await decodeImage(task.bytes, limits);
  if (scale === 1)
    return { type: 'underlay', png: null, pixelWidth: size.width, pixelHeight: size.height, ...placed };
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  return {
    type: 'underlay',
    png: new Uint8Array(await canvas.encode('png')),
    pixelWidth: width,
    pixelHeight: height,
    ...placed,
  };
}

/** One underlay file made ready to show: runs inside a processing worker. */
export async function renderUnderlay(task: UnderlayTask, limits: ProcessingLimits): Promise<UnderlayResult> {
  return task.source === 'pdf' ? pdfUnderlay(task, limits) : imageUnderlay(task, limits);
}
