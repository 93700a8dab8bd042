import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { z } from 'zod';
import { scaleBar, type Rect } from '../../core/export/sheets';
import { fontPointsForCap, LETTER_IN, PT_PER_MM } from '../../core/export/sheetStyle';
import type { LengthUnit } from '../../core/units';
import { encodable, shrinkToFit } from '../processing/master-plan/pdf-text';

/*
 * What a sheet carries besides the drawing, as US offices lay it out: a title block along the bottom filled from
 * the firm (the organization) and the project, with the sheet title and number the user sets; under each plan a
 * view title (drawing bubble, title on a heavy rule, scale under it), the graphic scale and a north arrow of a
 * size drafters use.
 */

const INK = rgb(0, 0, 0);

export interface SheetFonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
}

/**
 * What the title block says of the firm and the project; empty strings leave their cell blank. A job stores it
 * as the request read it (the request's user and date).
 */
export const TitleFieldsSchema = z.object({
  /** The organization the project belongs to: the firm that issues the sheet. */
  firm: z.object({ name: z.string(), address: z.string() }).nullable(),
  /** The project as its screens name it (its address), or the design's name when it has no project. */
  project: z.string(),
  /** The owner, for whom the drawings are made. */
  client: z.string(),
  projectNumber: z.string(),
  /** The name of the user who exports, when the account has one. */
  drawnBy: z.string(),
  /** "Nov 25, 2026". */
  date: z.string(),
  /** The latest saved version, "" before the first save. */
  revision: z.string(),
});
export type TitleFields = Readonly<z.infer<typeof TitleFieldsSchema>>;

export interface SheetTitle {
  readonly number: string;
  readonly title: string;
}

/** The title block: labelled cells, firm first and the sheet number, large, last. */
export function drawTitleBlock(
  sheet: PDFPage,
  fonts: SheetFonts,
  box: Rect,
  f: TitleFields,
  s: SheetTitle,
): void {
  sheet.drawLine({
    start: { x: box.x, y: box.y + box.height },
    end: { x: box.x + box.width, y: box.y + box.height },
    thickness: 1.5,
    color: INK,
  });
  const cells: [string, string, string, number][] = [
    ['FIRM', f.firm?.name ?? '', f.firm?.address ?? '', 0.18],
    ['PROJECT', f.project, '', 0.18],
    ['CLIENT', f.client, '', 0.12],
    ['PROJECT NO.', f.projectNumber, '', 0.08],
    ['SHEET TITLE', s.title.toUpperCase(), '', 0.2],
    ['DATE', f.date, '', 0.07],
    ['REVISION', f.revision, '', 0.05],
    ['DRAWN BY', f.drawnBy, '', 0.05],
    ['SHEET', s.number, '', 0.07],
  ];
  const big = box.height >= 80 ? 14 : box.height >= 70 ? 12 : 10;
  let x = box.x;
  for (const [label, value, second, share] of cells) {
    const w = box.width * share;
    if (x > box.x)
      sheet.drawLine({
        start: { x, y: box.y },
        end: { x, y: box.y + box.height },
        thickness: 0.75,
        color: INK,
      });
    sheet.drawText(label, {
      x: x + 6,
      y: box.y + box.height - 12,
      size: 6.5,
      font: fonts.regular,
      color: INK,
    });
    if (value) {
      const main = shrinkToFit(
        fonts.bold,
        encodable(fonts.bold, value),
        label === 'SHEET' ? big * 1.6 : big,
        6,
        w - 12,
      );
      const mainY = second ? box.y + box.height / 2 - 2 : box.y + box.height / 2 - main.size / 2 - 4;
      sheet.drawText(main.text, { x: x + 6, y: mainY, size: main.size, font: fonts.bold, color: INK });
    }
    if (second) {
      const sub = shrinkToFit(fonts.regular, encodable(fonts.regular, second), 8, 5, w - 12);
      sheet.drawText(sub.text, { x: x + 6, y: box.y + 8, size: sub.size, font: fonts.regular, color: INK });
    }
    x += w;
  }
}

export interface ViewTitle {
  /** Where the plan starts on the sheet (points): the view title sits under its left end. */
  readonly left: number;
  /** The drawing's number on the sheet ("1") and the sheet's number ("A-101"), for the bubble. */
  readonly view: string;
  readonly sheetNumber: string;
  readonly title: string;
  /** "1/4" = 1'-0"", or NOT TO SCALE. */
  readonly scale: string;
  /** Points per world unit, for the graphic scale; and the unit it is labelled in. */
  readonly k: number;
  readonly unit: LengthUnit;
  /** The north arrow's diameter, points. */
  readonly northArrow: number;
}

const TITLE_PT = fontPointsForCap(LETTER_IN.viewTitle);
const SCALE_PT = fontPointsForCap(LETTER_IN.viewScale);
/** The graphic scale is at most this long (2 1/2"). */
const BAR_PT = 180;

/**
 * The view title under the plan: a bubble with the view and sheet numbers, the title in capitals on a heavy rule
 * with the scale under it, then the graphic scale and the north arrow. The whole row moves left when it would run
 * past the band's end.
 */
export function drawViewTitle(sheet: PDFPage, fonts: SheetFonts, band: Rect, v: ViewTitle): void {
  const r = Math.min(20, band.height / 2 - 6);
  const title = encodable(fonts.bold, v.title.toUpperCase());
  const scale = encodable(fonts.regular, `SCALE: ${v.scale}`);
  const textWidth = Math.max(
    fonts.bold.widthOfTextAtSize(title, TITLE_PT),
    fonts.regular.widthOfTextAtSize(scale, SCALE_PT),
  );
  const rule = 8 + textWidth + 12;
  const width = 2 * r + rule + 24 + BAR_PT + 36 + v.northArrow;
  const x0 = Math.max(band.x, Math.min(v.left, band.x + band.width - width));
  const cy = band.y + band.height / 2;
  const cx = x0 + r;
  sheet.drawCircle({ x: cx, y: cy, size: r, borderColor: INK, borderWidth: 0.35 * PT_PER_MM });
  sheet.drawLine({ start: { x: cx - r, y: cy }, end: { x: cx + r, y: cy }, thickness: 0.5, color: INK });
  const centred = (text: string, font: PDFFont, size: number, y: number) =>
    sheet.drawText(text, { x: cx - font.widthOfTextAtSize(text, size) / 2, y, size, font, color: INK });
  centred(encodable(fonts.bold, v.view), fonts.bold, 10, cy + 5);
  const number = shrinkToFit(fonts.regular, encodable(fonts.regular, v.sheetNumber), 7, 4, 2 * r - 6);
  centred(number.text, fonts.regular, number.size, cy - 4 - number.size * 0.75);
  const ruleStart = cx + r;
  sheet.drawLine({
    start: { x: ruleStart, y: cy },
    end: { x: ruleStart + rule, y: cy },
    thickness: 0.7 * PT_PER_MM,
    color: INK,
  });
  sheet.drawText(title, { x: ruleStart + 8, y: cy + 4, size: TITLE_PT, font: fonts.bold, color: INK });
  sheet.drawText(scale, {
    x: ruleStart + 8,
    y: cy - 4 - SCALE_PT * 0.75,
    size: SCALE_PT,
    font: fonts.regular,
    color: INK,
  });
  const barX = ruleStart + rule + 24;
  drawScaleBar(sheet, fonts.regular, { x: barX, y: cy - 8 }, BAR_PT, v.k, v.unit);
  drawNorthArrow(sheet, fonts.bold, { x: barX + BAR_PT + 36 + v.northArrow / 2, y: cy - 4 }, v.northArrow);
}

/**
 * A graphic scale from `at` (its bar's lower-left corner): four alternating blocks with 0, half and full length
 * labelled, at most `maxLength` points long — true however the sheet is printed.
 */
export function drawScaleBar(
  sheet: PDFPage,
  font: PDFFont,
  at: { x: number; y: number },
  maxLength: number,
  k: number,
  unit: LengthUnit,
): void {
  const bar = scaleBar(k, unit, maxLength);
  const h = 5;
  const step = bar.length / bar.divisions;
  for (let i = 0; i < bar.divisions; i += 1) {
    sheet.drawRectangle({
      x: at.x + i * step,
      y: at.y,
      width: step,
      height: h,
      borderColor: INK,
      borderWidth: 0.5,
      ...(i % 2 === 0 ? { color: INK } : {}),
    });
  }
  const [zero, half, full] = bar.labels;
  const size = 7;
  const label = (text: string, x: number) =>
    sheet.drawText(text, {
      x: x - font.widthOfTextAtSize(text, size) / 2,
      y: at.y + h + 3,
      size,
      font,
      color: INK,
    });
  label(zero, at.x);
  label(half, at.x + bar.length / 2);
  label(full, at.x + bar.length);
  sheet.drawText('GRAPHIC SCALE', { x: at.x, y: at.y - 10, size: 6, font, color: INK });
}

/** Plan north is up: a circle of `diameter` points with a filled half-arrow and N above it. */
export function drawNorthArrow(
  sheet: PDFPage,
  font: PDFFont,
  centre: { x: number; y: number },
  diameter: number,
): void {
  const r = diameter / 2;
  const { x: cx, y: cy } = centre;
  sheet.drawCircle({ x: cx, y: cy, size: r, borderColor: INK, borderWidth: 0.35 * PT_PER_MM });
  sheet.drawSvgPath(`M 0 ${-r} L ${r * 0.45} ${r * 0.7} L 0 ${r * 0.35} Z`, { x: cx, y: cy, color: INK });
  sheet.drawSvgPath(`M 0 ${-r} L ${-r * 0.45} ${r * 0.7} L 0 ${r * 0.35} Z`, {
    x: cx,
    y: cy,
    borderColor: INK,
    borderWidth: 0.5,
  });
  const size = Math.max(8, diameter / 5);
  sheet.drawText('N', {
    x: cx - font.widthOfTextAtSize('N', size) / 2,
    y: cy + r + 2,
    size,
    font,
    color: INK,
  });
}
