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
  name: string;
  typeLabel: string;
  scale: string;
}

const INK = rgb(0, 0, 0);
const ROW = 22;
const COLUMN_WIDTH = 820;

/** How many index rows fit on the first cover page and on each continuation page. */
export function coverCapacity(): { first: number; next: number } {
  const perColumn = (top: number) => Math.floor((top - MARGIN - 24) / ROW);
  const columns = Math.floor((SHEET_WIDTH - 2 * MARGIN - 48) / COLUMN_WIDTH);
  return { first: perColumn(SHEET_HEIGHT - 470) * columns, next: perColumn(SHEET_HEIGHT - 160) * columns };
}

function drawIndex(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  rows: IndexRow[],
  top: number,
): void {
  const perColumn = Math.floor((top - MARGIN - 24) / ROW);
  rows.forEach((row, i) => {
    const x = MARGIN + 24 + Math.floor(i / perColumn) * COLUMN_WIDTH;
    const y = top - ROW * ((i % perColumn) + 1);
    const cells: [string, number, number][] = [
      [row.pages, 0, 70],
      [row.name, 80, 380],
      [row.typeLabel, 470, 170],
      [row.scale, 650, 150],
    ];
    for (const [text, dx, width] of cells) {
      const value = fitText(fonts.regular, encodable(fonts.regular, text), 14, width);
      page.drawText(value, { x: x + dx, y, size: 14, font: fonts.regular, color: INK });
    }
  });
}

function drawIndexHeader(page: PDFPage, font: PDFFont, top: number, columns: number): void {
  for (let c = 0; c < columns; c += 1) {
    const x = MARGIN + 24 + c * COLUMN_WIDTH;
    for (const [label, dx] of [
      ['PAGE', 0],
      ['SHEET', 80],
      ['TYPE', 470],
      ['SCALE', 650],
    ] as const) {
      page.drawText(label, { x: x + dx, y: top + 8, size: 12, font, color: INK });
    }
  }
}

/**
 * The cover sheet: project address, type, owner and date, then the sheet index in page order. An index longer
 * than one sheet continues on further cover pages. Answers how many pages it added.
 */
export function addCoverSheets(
  doc: PDFDocument,
  fonts: { regular: PDFFont; bold: PDFFont },
  info: CoverInfo,
  rows: IndexRow[],
): number {
  const capacity = coverCapacity();
  const columns = Math.floor((SHEET_WIDTH - 2 * MARGIN - 48) / COLUMN_WIDTH);
  let remaining = rows;
  let pages = 0;
  do {
    const page = doc.addPage([SHEET_WIDTH, SHEET_HEIGHT]);
    page.drawRectangle({
      x: MARGIN,
      y: MARGIN,
      width: SHEET_WIDTH - 2 * MARGIN,
      height: SHEET_HEIGHT - 2 * MARGIN,
      borderColor: INK,
      borderWidth: 1.5,
    });
    const x = MARGIN + 24;
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
      top = SHEET_HEIGHT - 470;
    } else {
      page.drawText('SHEET INDEX (continued)', {
        x,
        y: SHEET_HEIGHT - 120,
        size: 22,
        font: fonts.bold,
        color: INK,
      });
      top = SHEET_HEIGHT - 160;
    }
    const take = pages === 0 ? capacity.first : capacity.next;
    drawIndexHeader(page, fonts.bold, top, columns);
    drawIndex(page, fonts, remaining.slice(0, take), top);
    remaining = remaining.slice(take);
    pages += 1;
  } while (remaining.length > 0);
  return pages;
}
