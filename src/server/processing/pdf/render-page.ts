import { createCanvas } from '@napi-rs/canvas';
import type { PdfDocument } from './load';

type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type PdfViewport = ReturnType<PdfPage['getViewport']>;

/** One pdf.js page drawn on white into a `width` × `height` canvas through `viewport`, as PNG bytes. */
export async function renderPageToPng(
  page: PdfPage,
  viewport: PdfViewport,
  width: number,
  height: number,
): Promise<Uint8Array> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: ctx as unknown as CanvasRenderingContext2D,
    viewport,
    background: '#ffffff',
  }).promise;
  page.cleanup();
  return new Uint8Array(await canvas.encode('png'));
}
