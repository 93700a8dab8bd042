import { deflateSync } from 'node:zlib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { elementBounds } from '../../core/geometry/elementGeometry';
import { unionBoxes } from '../../core/geometry/box';
import { automaticDimensions, type Page } from '../../core/model/page';
import { exportable } from '../../core/export/pageLayout';
import { layerLookup } from '../../core/model/layerStyle';
import { plotElements, type PlotLabel, type PlotPath } from '../../core/export/plot';
import { placeFramed } from '../../core/export/plotFrame';
import {
  northArrowSize,
  sheetLayout,
  type Orientation,
  type Placement,
  type PlotScale,
  type Rect,
  type SheetId,
} from '../../core/export/sheets';
import type { LengthUnit } from '../../core/units';
import { encodable } from '../processing/master-plan/pdf-text';
import { drawTitleBlock, drawViewTitle, type TitleFields } from './sheet-furniture';
import { writeSheetInfo, type SheetInfo } from './sheet-metadata';
import { drawUnderlaysOnSheet, type UnderlayImages } from './underlay-images';

export type { TitleFields } from './sheet-furniture';

export interface DesignPdfRequest {
  /** The pages, each with its sheet number and title (the user's, or the defaults). */
  readonly pages: readonly {
    readonly page: Page;
    readonly sheetNumber: string;
    readonly sheetTitle: string;
  }[];
  readonly unit: LengthUnit;
  readonly sheet: SheetId;
  readonly orientation: Orientation;
  readonly scale: PlotScale;
  readonly title: TitleFields;
  /** Dimension strings outside the building (on by default). */
  readonly dimensions?: boolean;
  /** Room tags give the room's width and depth. */
  readonly roomDimensions?: boolean;
  /** Images of the pages' visible underlays, drawn under the line work; none: no underlays. */
  readonly underlayImages?: UnderlayImages;
}

export type DesignPdfResult = { ok: true; pdf: Uint8Array } | { ok: false; error: string };

const n = (v: number): string => (Math.round(v * 1000) / 1000).toString();

function hexOperands(hex: string): string {
  const v = Number.parseInt(hex.slice(1), 16);
  return `${n(((v >> 16) & 255) / 255)} ${n(((v >> 8) & 255) / 255)} ${n((v & 255) / 255)}`;
}

/**
 * One sheet per design page, each with the drawing at the chosen scale (or fitted, then marked NOT TO SCALE)
 * and its dimension strings around it, a view title under it with the graphic scale and north arrow, a border and
 * the title block. Line work goes in one content stream per sheet, batched by pen, so a 50,000-element page stays
 * a small, fast file. The sheets' numbers, titles and scales are written in the document information, for the
 * master plan.
 */
export async function designPdf(request: DesignPdfRequest): Promise<DesignPdfResult> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${request.title.project} - ${request.pages.map((p) => p.sheetNumber).join(', ')}`);
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
  const info: SheetInfo[] = [];
  for (const { page, sheetNumber, sheetTitle } of request.pages) {
    const elements = exportable(page);
    const bounds = unionBoxes(elements.map(elementBounds)) ?? { minX: 0, minY: 0, maxX: 1, maxY: 1 };
    const frame = {
      unit: request.unit,
      wallDimensions: page.wallDimensions,
      dimensions: automaticDimensions(page, request.dimensions !== false),
    };
    const placed = placeFramed(elements, bounds, layout.drawing, request.scale, frame);
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
      dimensions: frame.dimensions,
      roomDimensions: request.roomDimensions === true,
      strings: placed.strings,
    });
    const content = [
      pathStream(plot.paths, placement, layout.drawing),
      labelStream(sheet, fonts, plot.labels, placement, layout.drawing),
    ].join('\n');
    // Node's native zlib: pdf-lib's own deflate (pure JS) took most of the time on big pages.
    const stream = doc.context.stream(deflateSync(content, { level: 6 }), { Filter: 'FlateDecode' });
    sheet.node.addContentStream(doc.context.register(stream));
    sheet.drawRectangle({ ...layout.border, borderColor: rgb(0, 0, 0), borderWidth: 1.5 });
    drawViewTitle(sheet, fonts, layout.viewTitle, {
      left: placement.toSheet({ x: bounds.minX, y: bounds.maxY }).x,
      view: '1',
      sheetNumber,
      title: sheetTitle,
      scale: placement.scaleText,
      k: placement.k,
      unit: request.unit,
      northArrow: northArrowSize(layout),
    });
    drawTitleBlock(sheet, fonts, layout.titleBlock, request.title, {
      number: sheetNumber,
      title: sheetTitle,
    });
    info.push({ number: sheetNumber, title: sheetTitle, scale: placement.scaleText });
  }
  writeSheetInfo(doc, info);
  return { ok: true, pdf: await doc.save() };
}

/** Fills first (walls' poché), then strokes grouped by colour and weight, clipped to the drawing area. */
function pathStream(paths: readonly PlotPath[], placement: Placement, area: Rect): string {
  const fills = new Map<string, string[]>();
  // Paths with islands fill even-odd on their own: a nonzero fill shared with the others would fill the islands.
  const evenOdd: [string, string][] = [];
  const strokes = new Map<string, string[]>();
  for (const path of paths) {
    const parts: string[] = [];
    for (const ring of [path.points, ...(path.holes ?? [])]) {
      ring.forEach((p, i) => {
        const s = placement.toSheet(p);
        parts.push(`${n(s.x)} ${n(s.y)} ${i === 0 ? 'm' : 'l'}`);
      });
      if (path.closed) parts.push('h');
    }
    const d = parts.join(' ');
    if (path.fill && path.holes) evenOdd.push([path.fill, d]);
    else if (path.fill) push(fills, path.fill, d);
    if (path.stroke) push(strokes, `${path.stroke} ${path.weight}`, d);
  }
  // Joined per group, never spread into push: a big page has more paths than a call may take arguments.
  const out = ['q', `${n(area.x)} ${n(area.y)} ${n(area.width)} ${n(area.height)} re W n`, '1 J 1 j'];
  for (const [fill, list] of fills) out.push(`${hexOperands(fill)} rg`, list.join('\n'), 'f');
  for (const [fill, d] of evenOdd) out.push(`${hexOperands(fill)} rg`, d, 'f*');
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
