// The only module that touches pdf.js. It is loaded with import() by PdfPreview, so pdf.js and its worker are
// fetched the first time a PDF is previewed, never as part of the first route's bundle.
import { getDocument, GlobalWorkerOptions, RenderingCancelledException } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { pdfRenderScale } from './zoom';

GlobalWorkerOptions.workerSrc = workerUrl;

export interface RenderJob {
  /** Resolves when the page is drawn; rejects when drawing failed (not when cancelled). */
  done: Promise<void>;
  cancel(): void;
}

/** A page's size at zoom 1, in CSS pixels (pdf.js maps 1 pt to 1 px at scale 1). */
export interface PageSize {
  width: number;
  height: number;
}

export interface PdfFile {
  pageCount: number;
  /** The size of a page (1-based) at zoom 1, so the viewer can fit it before drawing it. */
  pageSize(pageNumber: number): Promise<PageSize>;
  /**
   * Draws a page (1-based) onto the canvas at the zoom. Only the canvas's pixels are set: the caller sizes it
   * on screen (page size times zoom), so the layout follows a zoom change at once, before the new drawing.
   */
  renderPage(pageNumber: number, canvas: HTMLCanvasElement, zoom: number): RenderJob;
}

export interface PdfLoad {
  promise: Promise<PdfFile>;
  /** Stops loading, or releases the loaded document and its worker. */
  cancel(): void;
}

export function loadPdf(url: string): PdfLoad {
  // isEvalSupported: false keeps pdf.js from compiling fonts with new Function (no eval of file content).
  const task = getDocument({ url, isEvalSupported: false });
  const promise = task.promise.then((pdf): PdfFile => ({
    pageCount: pdf.numPages,
    async pageSize(pageNumber) {
      const { width, height } = (await pdf.getPage(pageNumber)).getViewport({ scale: 1 });
      return { width, height };
    },
    renderPage(pageNumber, canvas, zoom) {
      let cancelled = false;
      let cancelRender: (() => void) | null = null;
      const done = (async () => {
        const page = await pdf.getPage(pageNumber);
        if (cancelled) return;
        const actual = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: pdfRenderScale(zoom, window.devicePixelRatio, actual) });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        const render = page.render({ canvas, viewport });
        cancelRender = () => render.cancel();
        await render.promise;
      })().catch((error: unknown) => {
        if (!(error instanceof RenderingCancelledException)) throw error;
      });
      return {
        done,
        cancel() {
          cancelled = true;
          cancelRender?.();
        },
      };
    },
  }));
  return { promise, cancel: () => void task.destroy() };
}
