import { exportDxf } from '../../core/export/dxf';
import { exportSvg } from '../../core/export/svg';
import {
  defaultSheetNumber,
  defaultSheetTitle,
  parsePlotScale,
  sheetNumberAfter,
} from '../../core/export/sheets';
import type { Page } from '../../core/model/page';
import type { LengthUnit } from '../../core/units';
import type { ExportFormat, ExportQuery } from '../../contract/export';
import { designPdf } from './design-pdf';
import type { TitleFields } from './sheet-furniture';
import { designPng } from './design-png';
import type { UnderlayImages } from './underlay-images';

export interface ExportInput {
  readonly format: ExportFormat;
  readonly query: ExportQuery;
  /** The pages asked for, in design order, each with its 1-based position in the design. */
  readonly pages: readonly { readonly page: Page; readonly position: number }[];
  readonly unit: LengthUnit;
  readonly title: TitleFields;
  /** Images of the visible underlays (PDF and PNG draw them under the line work; DXF and SVG never). */
  readonly underlayImages?: UnderlayImages;
}

export type ExportOutput = { ok: true; bytes: Uint8Array | string } | { ok: false; error: string };

/**
 * Each page's sheet number and title: the numbers count on from the one asked for (A-101, A-102, … by page
 * position when none is), the title asked for goes on a single page, every other page is titled from its name.
 */
export function sheetTitles<P extends { readonly name: string }>(
  pages: readonly { readonly page: P; readonly position: number }[],
  asked: { readonly sheet_number?: string | undefined; readonly sheet_title?: string | undefined },
): { page: P; sheetNumber: string; sheetTitle: string }[] {
  return pages.map(({ page, position }, i) => ({
    page,
    sheetNumber: asked.sheet_number ? sheetNumberAfter(asked.sheet_number, i) : defaultSheetNumber(position),
    sheetTitle: asked.sheet_title && pages.length === 1 ? asked.sheet_title : defaultSheetTitle(page.name),
  }));
}

/** One export, as bytes (or text) ready to send; a refusal says why in the user's terms. */
export async function exportDesign(input: ExportInput): Promise<ExportOutput> {
  const pages = input.pages.map((p) => p.page);
  const dimensions = input.query.dimensions === '1';
  const roomDimensions = input.query.room_dimensions === '1';
  // DXF and SVG letter their annotation at the scale asked for (the design's plot scale when fitted), as the sheet.
  const scale = parsePlotScale(input.query.scale);
  const ratio = scale?.kind === 'ratio' ? scale.ratio : undefined;
  const scaled = { unit: input.unit, dimensions, roomDimensions, ...(ratio ? { ratio } : {}) };
  switch (input.format) {
    case 'dxf':
      // Typed text is scaled by the plot scale asked for, so it plots at the size it reads on screen.
      return { ok: true, bytes: exportDxf(pages, { ...scaled, ...(ratio ? { textScale: ratio } : {}) }) };
    case 'svg':
      return { ok: true, bytes: exportSvg(pages, scaled) };
    case 'pdf': {
      const result = await designPdf({
        pages: sheetTitles(input.pages, input.query),
        dimensions,
        roomDimensions: input.query.room_dimensions === '1',
        unit: input.unit,
        sheet: input.query.sheet,
        orientation: input.query.orientation,
        scale: parsePlotScale(input.query.scale) ?? { kind: 'fit' },
        title: input.title,
        ...(input.underlayImages ? { underlayImages: input.underlayImages } : {}),
      });
      return result.ok ? { ok: true, bytes: result.pdf } : result;
    }
    case 'png': {
      const result = await designPng({
        pages,
        unit: input.unit,
        sheet: input.query.sheet,
        orientation: input.query.orientation,
        scale: parsePlotScale(input.query.scale) ?? { kind: 'fit' },
        dpi: input.query.dpi,
        dimensions,
        roomDimensions,
        ...(input.underlayImages ? { underlayImages: input.underlayImages } : {}),
      });
      return result.ok ? { ok: true, bytes: result.png } : result;
    }
  }
}
