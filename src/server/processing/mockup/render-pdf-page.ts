import type { ProcessingLimits } from '../../../formats/limits';
import { openPdf } from '../guarded-input';
import { renderPageToPng } from '../pdf/render-page';
import { MOCKUP_MAX_SIDE } from './render-geometry';

/** Canvas pixels pdf.js may fill for one page: the mockup's size, whatever the page's size in points. */
const MIN_SIDE = 200;

/**
 * The first page of a PDF as a PNG on white, its longer side `maxSide` px (P05, a 15 m sheet at 1:1, renders
 * at a scale of about 0.05). Null when drawing takes longer than the preview budget.
 */
export async function renderPdfFirstPage(
  bytes: Uint8Array,
  limits: ProcessingLimits,
  maxSide = MOCKUP_MAX_SIDE,
): Promise<Uint8Array | null> {
  const budgetMs = limits.previewBudgetMs;
  const { doc } = await openPdf(bytes, limits);
  try {
    const page = await doc.getPage(1);
    const unit = page.getViewport({ scale: 1 });
    const scale = maxSide / Math.max(unit.width, unit.height);
    const viewport = page.getViewport({ scale });
    const width = Math.max(MIN_SIDE, Math.round(viewport.width));
    const height = Math.max(MIN_SIDE, Math.round(viewport.height));
    return await renderPageToPng(page, viewport, width, height, budgetMs);
  } finally {
    await doc.destroy();
  }
}
