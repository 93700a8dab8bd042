import { unionBoxes, type Box } from '../../../core/geometry/box';
import { elementBounds } from '../../../core/geometry/elementGeometry';
import { designPlotRatio } from '../../../core/annotation/plotSize';
import { NO_MARGINS, SIDES, type PaperMargins } from '../../../core/export/dimensionStrings';
import { exportable } from '../../../core/export/pageLayout';
import { stringRoom } from '../../../core/export/plotFrame';
import { pointsPerUnit } from '../../../core/export/sheets';
import { automaticDimensions, type Page } from '../../../core/model/page';
import type { LengthUnit } from '../../../core/units';

/** What an export of the page draws, as world bounds; null for an empty (or missing) page. */
export function pageBounds(page: Page | undefined): Box | null {
  return page ? unionBoxes(exportable(page).map(elementBounds)) : null;
}

/** As wide as the widest page and as tall as the tallest: every page must fit its own sheet. */
export function largestPageBox(pages: readonly Page[]): Box | null {
  let width = 0;
  let height = 0;
  for (const page of pages) {
    const b = pageBounds(page);
    if (!b) continue;
    width = Math.max(width, b.maxX - b.minX);
    height = Math.max(height, b.maxY - b.minY);
  }
  return width === 0 && height === 0 ? null : { minX: 0, minY: 0, maxX: width, maxY: height };
}

/**
 * The paper the page's dimension strings take around its drawing (worked out at the design's plot scale: it
 * hardly depends on the scale), so the export dialog marks the scales at which drawing and strings do not fit.
 */
export function pageMargins(page: Page | undefined, unit: LengthUnit): PaperMargins {
  if (!page) return NO_MARGINS;
  const elements = exportable(page);
  const bounds = unionBoxes(elements.map(elementBounds));
  if (!bounds) return NO_MARGINS;
  const frame = { unit, wallDimensions: page.wallDimensions, dimensions: automaticDimensions(page) };
  return stringRoom(elements, frame, pointsPerUnit(designPlotRatio(bounds, unit)));
}

/** The most paper any page's strings take on each side. */
export function largestPageMargins(pages: readonly Page[], unit: LengthUnit): PaperMargins {
  const out: Record<(typeof SIDES)[number], number> = { ...NO_MARGINS };
  for (const page of pages) {
    const m = pageMargins(page, unit);
    for (const side of SIDES) out[side] = Math.max(out[side], m[side]);
  }
  return out;
}
