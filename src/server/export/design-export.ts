import { exportDxf } from '../../core/export/dxf';
import { exportSvg } from '../../core/export/svg';
import { parsePlotScale } from '../../core/export/sheets';
import type { Page } from '../../core/model/page';
import type { LengthUnit } from '../../core/units';
import type { ExportFormat, ExportQuery } from '../../contract/export';
import { designPdf, type TitleFields } from './design-pdf';
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

/** Sheet numbers as a drawing set numbers floor plans, … by page position. */
export const sheetNumber = (position: number): string => `A-${100 + position}`;

/** One export, as bytes (or text) ready to send; a refusal says why in the user's terms. */
export async function exportDesign(input: ExportInput): Promise<ExportOutput> {
  const pages = input.pages.map((p) => p.page);
  const dimensions = input.query.dimensions === '1';
  switch (input.format) {
    case 'dxf': {
      // Typed text is scaled by the plot scale asked for, so it plots at the size it reads on screen.
      const scale = parsePlotScale(input.query.scale);
      const textScale = scale?.kind === 'ratio' ? scale.ratio : undefined;
      return {
        ok: true,
        bytes: exportDxf(pages, { unit: input.unit, dimensions, ...(textScale ? { textScale } : {}) }),
      };
    }
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
        ...(input.underlayImages ? { underlayImages: input.underlayImages } : {}),
      });
      return result.ok ? { ok: true, bytes: result.png } : result;
    }
  }
}
