import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import type { LengthUnit } from '../../../core/units';
import { drawNorthArrow, drawScaleBar } from '../../export/sheet-furniture';
import { encodable, shrinkToFit } from './pdf-text';
import { MARGIN, SHEET_HEIGHT, SHEET_WIDTH, TITLE_BLOCK_HEIGHT } from './sheet-layout';

export interface TitleBlockFields {
  project: string;
  sheetName: string;
  /** The drawing number in the set ("D-03", "D-03.2" for a PDF's second page). */
  drawingNumber: string;
  sheetType: string;
  scale: string;
  /** "Nov 25, 2026": when the drawing page was added. */
  date: string;
  revision: string;
  /** "3 of 12". */
  pageNumber: string;
  /**
   * The graphic scale: points on the sheet per design unit (1/96 in, as the editor's export measures) and the
   * system it is labelled in; null when the drawing's real size is unknown (no bar is better than a wrong one).
   */
  graphicScale: { k: number; unit: LengthUnit } | null;
}

const INK = rgb(0, 0, 0);

/**
 * The sheet border and the title block along its bottom: labelled boxes as on a drawing set, the SCALE box with
 * the graphic scale bar and the last box with the north arrow, drawn by the editor's PDF export's own functions.
 */
export function drawTitleBlock(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  f: TitleBlockFields,
): void {
  const width = SHEET_WIDTH - 2 * MARGIN;
  page.drawRectangle({
    x: MARGIN,
    y: MARGIN,
    width,
    height: SHEET_HEIGHT - 2 * MARGIN,
    borderColor: INK,
    borderWidth: 1.5,
  });
  page.drawLine({
    start: { x: MARGIN, y: MARGIN + TITLE_BLOCK_HEIGHT },
    end: { x: MARGIN + width, y: MARGIN + TITLE_BLOCK_HEIGHT },
    thickness: 1.5,
    color: INK,
  });
  const cells: [string, string, number][] = [
    ['PROJECT', f.project, 0.19],
    ['SHEET', f.sheetName, 0.17],
    ['DRAWING NO.', f.drawingNumber, 0.07],
    ['TYPE', f.sheetType, 0.09],
    // SCALE is wide: a fitted sheet states the ratio it ended up at and the scale it was drawn to, over the bar.
    ['SCALE', f.scale, 0.25],
    ['DATE', f.date, 0.08],
    ['REVISION', f.revision, 0.05],
    ['PAGE', f.pageNumber, 0.06],
    ['NORTH', '', 0.04],
  ];
  let x = MARGIN;
  for (const [label, value, share] of cells) {
    const w = width * share;
    if (x > MARGIN)
      page.drawLine({
        start: { x, y: MARGIN },
        end: { x, y: MARGIN + TITLE_BLOCK_HEIGHT },
        thickness: 1,
        color: INK,
      });
    page.drawText(label, {
      x: x + 10,
      y: MARGIN + TITLE_BLOCK_HEIGHT - 20,
      size: 10,
      font: fonts.regular,
      color: INK,
    });
    if (label === 'NORTH') {
      drawNorthArrow(page, fonts.bold, { x: x + w / 2, y: MARGIN + TITLE_BLOCK_HEIGHT / 2 - 8 }, 40);
    } else if (label === 'SCALE' && f.graphicScale) {
      const { text, size } = shrinkToFit(fonts.bold, encodable(fonts.bold, value), 14, 8, w - 20);
      page.drawText(text, { x: x + 10, y: MARGIN + 50, size, font: fonts.bold, color: INK });
      drawScaleBar(
        page,
        fonts.regular,
        { x: x + 10, y: MARGIN + 21 },
        Math.min(216, w - 24),
        f.graphicScale.k,
        f.graphicScale.unit,
      );
    } else {
      const { text, size } = shrinkToFit(fonts.bold, encodable(fonts.bold, value), 20, 11, w - 20);
      page.drawText(text, { x: x + 10, y: MARGIN + 24, size, font: fonts.bold, color: INK });
    }
    x += w;
  }
}
