import { unionBoxes, type Box } from '../../../core/geometry/box';
import { elementBounds } from '../../../core/geometry/elementGeometry';
import { exportable } from '../../../core/export/pageLayout';
import type { Page } from '../../../core/model/page';

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
