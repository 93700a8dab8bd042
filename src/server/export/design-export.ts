import { Resvg } from '@resvg/resvg-js';
import { exportDxf } from '../../core/export/dxf';
import { exportSvg } from '../../core/export/svg';
import { placePages } from '../../core/export/pageLayout';
import { parsePlotScale, placeDrawing, sheetLayout } from '../../core/export/sheets';
import type { Page } from '../../core/model/page';
import type { LengthUnit } from '../../core/units';
import { EXPORT_MAX_PIXELS, type ExportFormat, type ExportQuery } from '../../contract/export';
import { designPdf, type TitleFields } from './design-pdf';

export interface ExportInput {
  readonly format: ExportFormat;
  readonly query: ExportQuery;
  /** The pages asked for, in design order, each with its 1-based position in the design. */
  readonly pages: readonly { readonly page: Page; readonly position: number }[];
  readonly unit: LengthUnit;
  readonly title: TitleFields;
}

export type ExportOutput = { ok: true; bytes: Uint8Array | string } | { ok: false; error: string };

/** Sheet numbers as a drawing set numbers floor plans, … by page position. */
export const sheetNumber = (position: number): string => `A-${100 + position}`;

/** One export, as bytes (or text) ready to send; a refusal says why in the user's terms. */
export async function exportDesign(input: ExportInput): Promise<ExportOutput> {
  const pages = input.pages.map((p) => p.page);
  const dimensions = input.query.dimensions === '1';
  switch (input.format) {
    case 'dxf':
      return { ok: true, bytes: exportDxf(pages, { unit: input.unit, dimensions }) };
    case 'svg':
      return { ok: true, bytes: exportSvg(pages, { unit: input.unit, dimensions }) };
    case 'pdf': {
      const result = await designPdf({
        pages: input.pages.map(({ page, position }) => ({ page, sheetNumber: sheetNumber(position) })),
        unit: input.unit,
        sheet: input.query.sheet,
        orientation: input.query.orientation,
        scale: parsePlotScale(input.query.scale) ?? { kind: 'fit' },
        title: input.title,
      });
      return result.ok ? { ok: true, bytes: result.pdf } : result;
    }
    case 'png':
      return png(pages, input);
  }
}

/**
 * The SVG drawing rasterised at `dpi` pixels per plotted inch: at the chosen scale, or fitted to the chosen
 * sheet's drawing area — the size the drawing would have on paper.
 */
function png(pages: readonly Page[], input: ExportInput): ExportOutput {
  const { bounds } = placePages(pages);
  const area = sheetLayout(input.query.sheet, input.query.orientation).drawing;
  const placed = placeDrawing(bounds, area, parsePlotScale(input.query.scale) ?? { kind: 'fit' });
  if (!placed.ok) return placed;
  const svg = exportSvg(pages, { unit: input.unit, dimensions: input.query.dimensions === '1' });
  const pixelsPerUnit = (placed.placement.k / 72) * input.query.dpi;
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1]?.split(' ').map(Number) ?? [0, 0, 1, 1];
  const width = Math.ceil((viewBox[2] ?? 1) * pixelsPerUnit);
  const height = Math.ceil((viewBox[3] ?? 1) * pixelsPerUnit);
  if (width * height > EXPORT_MAX_PIXELS)
    return {
      ok: false,
      error: `The image would be ${width} × ${height} pixels, more than ${EXPORT_MAX_PIXELS / 1_000_000} megapixels: choose a lower DPI or a smaller scale.`,
    };
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.max(1, width) },
    background: '#ffffff',
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  }).render();
  return { ok: true, bytes: image.asPng() };
}
