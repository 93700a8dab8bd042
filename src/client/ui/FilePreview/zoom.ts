// The preview's zoom rules (spec section 9: step 0.1, minimum 0.1). Zoom is a plain factor, 1 = actual size.
// The minimum binds the buttons only: fitting a sheet larger than ten views may go below it (see fitZoom).

export const ZOOM_STEP = 0.1;
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 5;

/** Keeps a zoom factor within bounds and on two decimals, so repeated steps never drift (0.1 + 0.2). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return 1;
  const bounded = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  return Math.round(bounded * 100) / 100;
}

/** One step in; from a fit below the minimum, the first step is the minimum itself. */
export const zoomIn = (zoom: number): number => (zoom < MIN_ZOOM ? MIN_ZOOM : clampZoom(zoom + ZOOM_STEP));
/** One step out; a fit already below the minimum stays where it is (never "out" to a larger zoom). */
export const zoomOut = (zoom: number): number => (zoom <= MIN_ZOOM ? zoom : clampZoom(zoom - ZOOM_STEP));

/** The zoom as people read it: "100%", and "1.2%" below 10%, where whole percents would say too little. */
export function zoomPercent(zoom: number): string {
  if (zoom > 0 && zoom < MIN_ZOOM) return `${Math.max(0.1, Math.floor(zoom * 1000) / 10)}%`;
  return `${Math.round(zoom * 100)}%`;
}

/** The smallest fit: a sheet a million times the view (far beyond any real drawing) still gets a number. */
const MIN_FIT_ZOOM = 1e-6;

/**
 * The zoom at which content of the given size fits the viewport: never enlarged past actual size, rounded
 * down to a whole step so the buttons move it along the same 10% grid. Content that does not fit even at the
 * 10% minimum (a 1:1 plan of 49,000 pt) gets the exact fit below it, rounded down, so the whole of it shows.
 */
export function fitZoom(
  content: { width: number; height: number },
  viewport: { width: number; height: number },
): number {
  if (!(content.width > 0 && content.height > 0 && viewport.width > 0 && viewport.height > 0)) return 1;
  const fit = Math.min(1, viewport.width / content.width, viewport.height / content.height);
  if (fit < MIN_ZOOM) {
    const digits = 10 ** (3 - Math.floor(Math.log10(fit)));
    return Math.max(MIN_FIT_ZOOM, Math.floor(fit * digits) / digits);
  }
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
