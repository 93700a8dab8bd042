import { deflateSync } from 'node:zlib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { elementBounds } from '../../core/geometry/elementGeometry';
import { unionBoxes } from '../../core/geometry/box';
import type { Page } from '../../core/model/page';
import { exportable } from '../../core/export/pageLayout';
import { layerLookup } from '../../core/model/layerStyle';
import { plotElements, type PlotLabel, type PlotPath } from '../../core/export/plot';
import {
  placeDrawing,
  scaleBar,
  sheetLayout,
  type Orientation,
  type Placement,
  type PlotScale,
  type Rect,
  type SheetId,
  type SheetLayout,
} from '../../core/export/sheets';
import type { LengthUnit } from '../../core/units';
import { encodable, shrinkToFit } from '../processing/master-plan/pdf-text';
import { drawUnderlaysOnSheet, type UnderlayImages } from './underlay-images';

/** What the title block says, filled from the design, its project and the user who exports. */
export interface TitleFields {
  readonly project: string;
  readonly address: string;
  readonly drawnBy: string;
  /** "Nov 25, 2026". */
  readonly date: string;
  /** "3" (the latest saved version) or "—" before the first save. */
  readonly revision: string;
}

export interface DesignPdfRequest {
  readonly pages: readonly { readonly page: Page; readonly sheetNumber: string }[];
  readonly unit: LengthUnit;
  readonly sheet: SheetId;
  readonly orientation: Orientation;
  readonly scale: PlotScale;
  readonly title: TitleFields;
  /** Images of the pages' visible underlays, drawn under the line work; none: no underlays. */
  readonly underlayImages?: UnderlayImages;
}

export type DesignPdfResult = { ok: true; pdf: Uint8Array } | { ok: false; error: string };

const INK = rgb(0, 0, 0);
const n = (v: number): string => (Math.round(v * 1000) / 1000).toString();

function hexOperands(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return `${n(((v >> 16) & 255) / 255)} ${n(((v >> 8) & 255) / 255)} ${n((v & 255) / 255)}`;
}

/**
 * One sheet per design page, each with the drawing at the chosen scale (or fitted, then marked NOT TO SCALE),
 * a border, a title block, a graphic scale bar and a north arrow. Line work goes in one content stream per
 * sheet, batched by style, so a 50,000-element page stays a small, fast file.
 */
export async function designPdf(request: DesignPdfRequest): Promise<DesignPdfResult> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${request.title.project} - floor plan`);
  doc.setCreator('Draftroom');
  doc.setProducer('Draftroom');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    boldItalic: await doc.embedFont(StandardFonts.HelveticaBoldOblique),
  };
  const layout = sheetLayout(request.sheet, request.orientation);
  const embedded = new Map<string, Awaited<ReturnType<PDFDocument['embedJpg']>>>();
  for (const { page, sheetNumber } of request.pages) {
    const elements = exportable(page);
    const bounds = unionBoxes(elements.map(elementBounds)) ?? { minX: 0, minY: 0, maxX: 1, maxY: 1 };
    const placed = placeDrawing(bounds, layout.drawing, request.scale);
    if (!placed.ok) return { ok: false, error: `${page.name}: ${placed.error}` };
    const { placement } = placed;
    const sheet = doc.addPage([layout.width, layout.height]);
    if (request.underlayImages)
      await drawUnderlaysOnSheet(
        doc,
        sheet,
        page,
        request.underlayImages,
        placement.toSheet,
        layout.drawing,
        embedded,
      );
    const plot = plotElements(elements, {
      unit: request.unit,
      k: placement.k,
      layers: layerLookup(page),
      wallDimensions: page.wallDimensions,
    });
    const content = [
      pathStream(plot.paths, placement, layout.drawing),
      labelStream(sheet, fonts, plot.labels, placement, layout.drawing),
    ].join('\n');
    // Node's native zlib: pdf-lib's own deflate (pure JS) took most of the time on big pages.
    const stream = doc.context.stream(deflateSync(content, { level: 6 }), { Filter: 'FlateDecode' });
    sheet.node.addContentStream(doc.context.register(stream));
    drawFrame(sheet, layout);
    drawScaleBar(sheet, fonts.regular, layout.legend, placement.k, request.unit);
    drawNorthArrow(sheet, fonts.bold, layout.legend);
    drawTitleBlock(sheet, fonts, layout.titleBlock, {
      ...request.title,
      sheetTitle: page.name,
      sheetNumber,
      scale: placement.scaleText,
    });
  }
  return { ok: true, pdf: await doc.save() };
}

/** Fills first (walls' poché), then strokes grouped by colour and weight, clipped to the drawing area. */
function pathStream(paths: readonly PlotPath[], placement: Placement, area: Rect): string {
  const fills = new Map<string, string[]>();
  const strokes = new Map<string, string[]>();
  for (const path of paths) {
    const parts: string[] = [];
    path.points.forEach((p, i) => {
      const s = placement.toSheet(p);
      parts.push(`${n(s.x)} ${n(s.y)} ${i === 0 ? 'm' : 'l'}`);
    });
    if (path.closed) parts.push('h');
    const d = parts.join(' ');
    if (path.fill) push(fills, path.fill, d);
    push(strokes, `${path.stroke} ${path.weight}`, d);
  }
  // Joined per group, never spread into push: a big page has more paths than a call may take arguments.
  const out = ['q', `${n(area.x)} ${n(area.y)} ${n(area.width)} ${n(area.height)} re W n`, '1 J 1 j'];
  for (const [fill, list] of fills) out.push(`${hexOperands(fill)} rg`, list.join('\n'), 'f');
  for (const [key, list] of strokes) {
    const [color, weight] = key.split(' ') as [string, string];
    out.push(`${hexOperands(color)} RG ${weight} w`, list.join('\n'), 'S');
  }
  out.push('Q');
  return out.join('\n');
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

interface Fonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly italic: PDFFont;
  readonly boldItalic: PDFFont;
}

/**
 * The labels as one text content stream (BT … ET per label): drawing tens of thousands of labels one pdf-lib
 * call at a time costs seconds, writing the operators directly costs milliseconds.
 */
function labelStream(
  sheet: PDFPage,
  fonts: Fonts,
  labels: readonly PlotLabel[],
  placement: Placement,
  area: Rect,
): string {
  const keys = new Map<PDFFont, string>();
  const keyOf = (font: PDFFont): string => {
    let key = keys.get(font);
    if (!key) {
      key = sheet.node.newFontDictionary(font.name, font.ref).toString();
      keys.set(font, key);
    }
    return key;
  };
  const out: string[] = [];
  for (const label of labels) {
    const at = placement.toSheet(label.at);
    if (at.x < area.x || at.x > area.x + area.width || at.y < area.y || at.y > area.y + area.height) continue;
    const font = label.bold
      ? label.italic
        ? fonts.boldItalic
        : fonts.bold
      : label.italic
        ? fonts.italic
        : fonts.regular;
    const rad = (label.angle * Math.PI) / 180;
    const cos = Math.cos(rad);
    const sin = Math.sin(rad);
    out.push(`BT ${hexOperands(label.color)} rg ${keyOf(font)} ${n(label.size)} Tf`);
    label.lines.forEach((raw, i) => {
      const text = encodable(font, raw);
      if (text.length === 0) return;
      const shift = label.anchor === 'middle' ? font.widthOfTextAtSize(text, label.size) / 2 : 0;
      const down = label.size * 1.2 * i;
      const x = at.x - cos * shift + sin * down;
      const y = at.y - sin * shift - cos * down;
      out.push(
        `${n(cos)} ${n(sin)} ${n(-sin)} ${n(cos)} ${n(x)} ${n(y)} Tm ${font.encodeText(text).toString()} Tj`,
      );
    });
    out.push('ET');
  }
  return out.join('\n');
}

function drawFrame(sheet: PDFPage, layout: SheetLayout): void {
  const { border } = layout;
  sheet.drawRectangle({ ...border, borderColor: INK, borderWidth: 1.5 });
}

/** Four alternating blocks with 0, half and full length labelled: true at any print size. */
export function drawScaleBar(sheet: PDFPage, font: PDFFont, legend: Rect, k: number, unit: LengthUnit): void {
  const bar = scaleBar(k, unit, Math.min(216, legend.width / 3));
  const x0 = legend.x;
  const y0 = legend.y + legend.height / 2 - 2;
  const h = 5;
  const step = bar.length / bar.divisions;
  for (let i = 0; i < bar.divisions; i += 1) {
    sheet.drawRectangle({
      x: x0 + i * step,
      y: y0,
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
      y: y0 + h + 3,
      size,
      font,
      color: INK,
    });
  label(zero, x0);
  label(half, x0 + bar.length / 2);
  label(full, x0 + bar.length);
  sheet.drawText('GRAPHIC SCALE', { x: x0, y: y0 - 10, size: 6, font, color: INK });
}

/** Plan north is up: a circle with a filled half-arrow and N above it, at the legend's right end. */
export function drawNorthArrow(sheet: PDFPage, font: PDFFont, legend: Rect): void {
  const r = Math.min(14, legend.height / 2 - 6);
  const cx = legend.x + legend.width - r - 4;
  const cy = legend.y + legend.height / 2 - 4;
  sheet.drawCircle({ x: cx, y: cy, size: r, borderColor: INK, borderWidth: 0.75 });
  sheet.drawSvgPath(`M 0 ${-r} L ${r * 0.45} ${r * 0.7} L 0 ${r * 0.35} Z`, { x: cx, y: cy, color: INK });
  sheet.drawSvgPath(`M 0 ${-r} L ${-r * 0.45} ${r * 0.7} L 0 ${r * 0.35} Z`, {
    x: cx,
    y: cy,
    borderColor: INK,
    borderWidth: 0.5,
  });
  const size = 8;
  sheet.drawText('N', {
    x: cx - font.widthOfTextAtSize('N', size) / 2,
    y: cy + r + 2,
    size,
    font,
    color: INK,
  });
}

interface TitleBlockContent extends TitleFields {
  readonly sheetTitle: string;
  readonly sheetNumber: string;
  readonly scale: string;
}

/** The title block along the bottom: labelled cells, as on a drawing set (project first, sheet number last). */
function drawTitleBlock(sheet: PDFPage, fonts: Fonts, box: Rect, f: TitleBlockContent): void {
  sheet.drawLine({
    start: { x: box.x, y: box.y + box.height },
    end: { x: box.x + box.width, y: box.y + box.height },
    thickness: 1.5,
    color: INK,
  });
  const cells: [string, string, string | null, number][] = [
    ['PROJECT', f.project, f.address || null, 0.26],
    ['SHEET TITLE', f.sheetTitle, null, 0.18],
    ['SCALE', f.scale, null, 0.15],
    ['DATE', f.date, null, 0.1],
    ['REVISION', f.revision, null, 0.07],
    ['DRAWN BY', f.drawnBy, null, 0.12],
    ['SHEET', f.sheetNumber, null, 0.12],
  ];
  const big = box.height >= 80 ? 16 : box.height >= 70 ? 13 : 11;
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
    const main = shrinkToFit(
      fonts.bold,
      encodable(fonts.bold, value),
      label === 'SHEET' ? big * 1.4 : big,
      6,
      w - 12,
    );
    const mainY = second ? box.y + box.height / 2 - 2 : box.y + box.height / 2 - main.size / 2 - 4;
    sheet.drawText(main.text, { x: x + 6, y: mainY, size: main.size, font: fonts.bold, color: INK });
    if (second) {
      const sub = shrinkToFit(fonts.regular, encodable(fonts.regular, second), 8, 5, w - 12);
      sheet.drawText(sub.text, { x: x + 6, y: box.y + 8, size: sub.size, font: fonts.regular, color: INK });
    }
    x += w;
  }
}
