import { createCanvas } from '@napi-rs/canvas';
import type { PdfPage } from '../guarded-input';

type PdfViewport = ReturnType<PdfPage['getViewport']>;

/**
 * One pdf.js page drawn on white into a `width` × `height` canvas through `viewport`, as PNG bytes. With
 * `budgetMs`, drawing is cancelled when it runs longer (pdf.js stops at its next pause between operator chunks)
 * and the answer is null.
 */
export async function renderPageToPng(
  page: PdfPage,
  viewport: PdfViewport,
  width: number,
  height: number,
): Promise<Uint8Array>;
export async function renderPageToPng(
  page: PdfPage,
  viewport: PdfViewport,
  width: number,
  height: number,
  budgetMs: number,
): Promise<Uint8Array | null>;
export async function renderPageToPng(
  page: PdfPage,
  viewport: PdfViewport,
  width: number,
  height: number,
  budgetMs?: number,
): Promise<Uint8Array | null> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const task = page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: ctx as unknown as CanvasRenderingContext2D,
    viewport,
    background: '#ffffff',
  });
  let overrun = false;
  const timer =
    budgetMs === undefined
      ? null
      : setTimeout(() => {
          overrun = true;
          task.cancel();
        }, budgetMs);
  try {
    await task.promise;
  } catch (error) {
    if (overrun) return null;
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
    page.cleanup();
  }
  return new Uint8Array(await canvas.encode('png'));
}
