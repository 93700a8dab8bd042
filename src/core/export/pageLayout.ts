import type { Box } from '../geometry/box';
import { unionBoxes } from '../geometry/box';
import { elementBounds, hasDegenerateSize } from '../geometry/elementGeometry';
import type { DrawingElement } from '../model/elements';
import type { Page } from '../model/page';
import { isElementShown, layerLookup } from '../model/layerStyle';

/**
 * Elements an export can draw: finite, with some extent, on a layer that is on and not frozen (layers switched
 * off are left out of the drawing and of its extents, as CAD's zoom-extents and plots do).
 */
export function exportable(page: Page): DrawingElement[] {
  const layers = layerLookup(page);
  return page.elements.filter((el) => !hasDegenerateSize(el) && isElementShown(el, layers));
}

export interface PlacedPage {
  readonly page: Page;
  readonly elements: readonly DrawingElement[];
  readonly bounds: Box;
  /** Added to x so that pages sit side by side, left to right, in page order. */
  readonly dx: number;
}

const EMPTY: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };

/**
 * Exporting several pages puts them side by side (a gap of a tenth of the widest page between them), so one
 * file holds the whole design without pages overlapping.
 */
export function placePages(pages: readonly Page[]): { placed: PlacedPage[]; bounds: Box } {
  const measured = pages.map((page) => {
    const elements = exportable(page);
    return { page, elements, bounds: unionBoxes(elements.map(elementBounds)) ?? EMPTY };
  });
  const widest = Math.max(1, ...measured.map((m) => m.bounds.maxX - m.bounds.minX));
  const gap = widest / 10;
  let cursor = measured[0]?.bounds.minX ?? 0;
  const placed = measured.map((m) => {
    const dx = cursor - m.bounds.minX;
    cursor += m.bounds.maxX - m.bounds.minX + gap;
    return { ...m, dx };
  });
  const bounds =
    unionBoxes(
      placed.map((p) => ({ ...p.bounds, minX: p.bounds.minX + p.dx, maxX: p.bounds.maxX + p.dx })),
    ) ?? EMPTY;
  return { placed, bounds };
}

/** Text and dimension gap scale with the drawing so labels stay legible on a house as on a small sketch. */
export const annotationSize = (bounds: Box): number =>
  Math.max(8, 0.015 * Math.max(bounds.maxX - bounds.minX, bounds.maxY - bounds.minY));
