// The preview's zoom rules (spec section 9: step 0.1, minimum 0.1). Zoom is a plain factor, 1 = actual size.

export const ZOOM_STEP = 0.1;
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 5;

/** Keeps a zoom factor within bounds and on two decimals, so repeated steps never drift (0.1 + 0.2). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  const bounded = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  return Math.round(bounded * 100) / 100;
}

export const zoomIn = (zoom: number): number => clampZoom(zoom + ZOOM_STEP);
export const zoomOut = (zoom: number): number => clampZoom(zoom - ZOOM_STEP);

/** The zoom as people read it: "100%". */
export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/**
 * The zoom at which content of the given size fits the viewport: never enlarged past actual size, rounded
 * down to a whole step so the buttons move it along the same 10% grid.
 */
export function fitZoom(
  content: { width: number; height: number },
  viewport: { width: number; height: number },
): number {
  if (!(content.width > 0 && content.height > 0 && viewport.width > 0 && viewport.height > 0)) return 1;
  const fit = Math.min(1, viewport.width / content.width, viewport.height / content.height);
  return clampZoom(Math.floor(fit / ZOOM_STEP + 1e-9) * ZOOM_STEP);
}

/** Canvas pixels above this are refused by some browsers; past it a PDF page is drawn at lower resolution. */
export const MAX_CANVAS_PIXELS = 16_777_216;

/**
 * The scale a PDF page is drawn at: the zoom times the screen's pixel ratio (sharp on high-density screens),
 * reduced when the canvas would exceed `maxPixels`.
 */
export function pdfRenderScale(
  zoom: number,
  pixelRatio: number,
  page: { width: number; height: number },
  maxPixels = MAX_CANVAS_PIXELS,
): number {
  const wanted = zoom * (Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1);
  const area = page.width * page.height * wanted * wanted;
  return area > maxPixels ? Math.sqrt(maxPixels / (page.width * page.height)) : wanted;
}
