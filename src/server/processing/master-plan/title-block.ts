import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { encodable, shrinkToFit } from './pdf-text';
import { MARGIN, SHEET_HEIGHT, SHEET_WIDTH, TITLE_BLOCK_HEIGHT } from './sheet-layout';

export interface TitleBlockFields {
  project: string;
  sheetName: string;
  sheetType: string;
  scale: string;
  /** "3 of 12". */
  pageNumber: string;
}

const INK = rgb(0, 0, 0);

/** The sheet border and the title block along its bottom: five labelled boxes, as on a drawing set. */
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
    // SCALE is wide: a fitted sheet states the ratio it ended up at and the scale it was drawn to.
    ['PROJECT', f.project, 0.28],
    ['SHEET', f.sheetName, 0.24],
    ['TYPE', f.sheetType, 0.12],
    ['SCALE', f.scale, 0.26],
    ['PAGE', f.pageNumber, 0.1],
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
    const { text, size } = shrinkToFit(fonts.bold, encodable(fonts.bold, value), 20, 11, w - 20);
    page.drawText(text, { x: x + 10, y: MARGIN + 24, size, font: fonts.bold, color: INK });
    x += w;
  }
}
