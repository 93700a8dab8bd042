import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { encodable, fitText } from './pdf-text';
import { MARGIN, SHEET_HEIGHT, SHEET_WIDTH } from './sheet-layout';

export interface CoverInfo {
  address: string;
  typeLabel: string;
  ownerName: string | null;
  date: string;
}

export interface IndexRow {
  /** Page number in the set ("2", or "3-5" for a multi-page PDF). */
  pages: string;
  /** The sheet's number: its own for an issued sheet, the set's (D-03) for one the set frames. */
  number: string;
  /** The sheet's title: its own, or the drawing page's name. */
  name: string;
  typeLabel: string;
  scale: string;
}

const INK = rgb(0, 0, 0);
const ROW = 22;
const LEFT = MARGIN + 24;
const RIGHT = SHEET_WIDTH - MARGIN - 24;
/** Where the index's first row starts on the first cover page (below the project block) and on later ones. */
const FIRST_TOP = SHEET_HEIGHT - 470;
const NEXT_TOP = SHEET_HEIGHT - 160;

/** The index's columns: one table across the sheet (a name needs the room more than a second column would). */
const COLUMNS: readonly { label: string; x: number; width: number; cell: (row: IndexRow) => string }[] = [
  { label: 'PAGE', x: 0, width: 90, cell: (row) => row.pages },
  { label: 'SHEET', x: 110, width: 150, cell: (row) => row.number },
  { label: 'TITLE', x: 280, width: 930, cell: (row) => row.name },
  { label: 'TYPE', x: 1230, width: 400, cell: (row) => row.typeLabel },
  // A sheet reduced to fit says so here ("Fitted to sheet, about 1:196 at 26%"); one placed as issued, that.
  { label: 'SCALE', x: 1650, width: RIGHT - LEFT - 1650, cell: (row) => row.scale },
];

const rowsBelow = (top: number) => Math.floor((top - MARGIN - 24) / ROW);

/** How many index rows fit on the first cover page and on each continuation page. */
export function coverCapacity(): { first: number; next: number } {
  return { first: rowsBelow(FIRST_TOP), next: rowsBelow(NEXT_TOP) };
}

/** The header row, once per page, with a rule under it; then the rows. */
function drawIndex(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }, rows: IndexRow[], top: number) {
  for (const column of COLUMNS) {
    page.drawText(column.label, { x: LEFT + column.x, y: top + 8, size: 12, font: fonts.bold, color: INK });
  }
  page.drawLine({
    start: { x: LEFT, y: top + 2 },
    end: { x: RIGHT, y: top + 2 },
    thickness: 0.75,
    color: INK,
  });
  rows.forEach((row, i) => {
    const y = top - ROW * (i + 1);
    for (const column of COLUMNS) {
      const value = fitText(fonts.regular, encodable(fonts.regular, column.cell(row)), 14, column.width);
      page.drawText(value, { x: LEFT + column.x, y, size: 14, font: fonts.regular, color: INK });
    }
  });
}

/**
 * The cover sheet: project address, type, owner and date, then the sheet index in page order, each sheet by its
 * number and title. An index longer
 * than one sheet continues on further cover pages, each with the header row once. The cover pages go in front
 * of the pages already in `doc`. Answers how many pages it added.
 */
export function addCoverSheets(
  doc: PDFDocument,
  fonts: { regular: PDFFont; bold: PDFFont },
  info: CoverInfo,
  rows: IndexRow[],
): number {
  const capacity = coverCapacity();
  let remaining = rows;
  let pages = 0;
  do {
    const page = doc.insertPage(pages, [SHEET_WIDTH, SHEET_HEIGHT]);
    page.drawRectangle({
      x: MARGIN,
      y: MARGIN,
      width: SHEET_WIDTH - 2 * MARGIN,
      height: SHEET_HEIGHT - 2 * MARGIN,
      borderColor: INK,
      borderWidth: 1.5,
    });
    const x = LEFT;
    let top: number;
    if (pages === 0) {
      page.drawText('MASTER PLAN', { x, y: SHEET_HEIGHT - 130, size: 48, font: fonts.bold, color: INK });
      const lines: [string, string][] = [
        ['Project address', info.address],
        ['Project type', info.typeLabel],
        ['Owner', info.ownerName ?? '-'],
        ['Date', info.date],
      ];
      lines.forEach(([label, value], i) => {
        const y = SHEET_HEIGHT - 200 - i * 40;
        page.drawText(label, { x, y, size: 18, font: fonts.regular, color: INK });
        const text = fitText(fonts.bold, encodable(fonts.bold, value), 24, SHEET_WIDTH - 2 * MARGIN - 320);
        page.drawText(text, { x: x + 220, y, size: 24, font: fonts.bold, color: INK });
      });
      page.drawText('SHEET INDEX', { x, y: SHEET_HEIGHT - 420, size: 22, font: fonts.bold, color: INK });
      top = FIRST_TOP;
    } else {
      page.drawText('SHEET INDEX (continued)', {
        x,
        y: SHEET_HEIGHT - 120,
        size: 22,
        font: fonts.bold,
        color: INK,
      });
      top = NEXT_TOP;
    }
    const take = pages === 0 ? capacity.first : capacity.next;
    drawIndex(page, fonts, remaining.slice(0, take), top);
    remaining = remaining.slice(take);
    pages += 1;
  } while (remaining.length > 0);
  return pages;
}
