import type { ExportFormat } from '../../../contract/export';
import { EXPORT_DPI } from '../../../contract/export';
import type { Box } from '../../../core/geometry/box';
import {
  parsePlotScale,
  preferredScale,
  scalesThatFit,
  SHEET_IDS,
  SHEET_LABELS,
  STANDARD_SCALES,
  type Orientation,
  type SheetId,
} from '../../../core/export/sheets';
import type { LengthUnit } from '../../../core/units';
import { NO_MARGINS, type PaperMargins } from '../../../core/export/dimensionStrings';
import type { ExportRequest } from '../../api/designExport';

/** The export dialog's choices; `scale` and `sheet` matter for PDF and PNG, `dpi` for PNG. */
export interface ExportChoices {
  readonly format: ExportFormat;
  readonly pages: 'current' | 'all';
  readonly sheet: SheetId;
  readonly orientation: Orientation;
  readonly scale: string;
  readonly dpi: number;
  readonly dimensions: boolean;
  /** Room tags give each room's width and depth. */
  readonly roomDimensions: boolean;
  /** The (first) sheet's number and, for one page, its title ('' until the dialog fills in the defaults). */
  readonly sheetNumber: string;
  readonly sheetTitle: string;
  readonly saveFirst: boolean;
}

export const DEFAULT_CHOICES: ExportChoices = {
  format: 'pdf',
  pages: 'current',
  sheet: 'ARCH-D',
  orientation: 'landscape',
  scale: 'fit',
  dpi: EXPORT_DPI.default,
  dimensions: true,
  roomDimensions: false,
  sheetNumber: '',
  sheetTitle: '',
  saveFirst: true,
};

export const FORMAT_LABELS: Record<ExportFormat, string> = {
  pdf: 'PDF sheet (to scale, with title block)',
  dxf: 'DXF (AutoCAD, inches)',
  svg: 'SVG (vector image)',
  png: 'PNG (image)',
};

export const SHEET_OPTIONS = SHEET_IDS.map((id) => ({ value: id, label: SHEET_LABELS[id] }));

/** "1/4" = 1'-0"", "1:50", "Fit to sheet (not to scale)". */
export function scaleLabel(value: string): string {
  if (value === 'fit') return 'Fit to sheet (not to scale)';
  const scale = parsePlotScale(value);
  return scale && scale.kind === 'ratio' ? scale.label : value;
}

export interface ScaleOption {
  readonly value: string;
  readonly label: string;
  /** The drawing does not fit the sheet at this scale. */
  readonly tooLarge: boolean;
}

/**
 * The standard scales, each marked when the drawing would not fit the chosen sheet with its dimension strings
 * around it (`margins`, on paper; the server refuses those: a plot that states a scale must measure so).
 * Without bounds (an empty page) every scale fits.
 */
export function scaleOptions(
  bounds: Box | null,
  sheet: SheetId,
  orientation: Orientation,
  margins: PaperMargins = NO_MARGINS,
): ScaleOption[] {
  const fits = bounds ? new Set(scalesThatFit(bounds, sheet, orientation, margins)) : null;
  return STANDARD_SCALES.map((value) => ({
    value,
    label: scaleLabel(value),
    tooLarge: fits !== null && !fits.has(value),
  }));
}

/** The scale to use: the chosen one while it fits, otherwise the largest standard one of the design's system. */
export function fittingScale(
  choices: ExportChoices,
  options: readonly ScaleOption[],
  unit: LengthUnit,
): string {
  const chosen = options.find((o) => o.value === choices.scale);
  if (chosen && !chosen.tooLarge) return choices.scale;
  return preferredScale(
    options.filter((o) => !o.tooLarge).map((o) => o.value),
    unit,
  );
}

export function exportRequest(choices: ExportChoices, currentPageId: string): ExportRequest {
  return {
    format: choices.format,
    page: choices.pages === 'all' ? 'all' : currentPageId,
    scale: choices.scale,
    sheet: choices.sheet,
    orientation: choices.orientation,
    dpi: choices.dpi,
    dimensions: choices.dimensions,
    roomDimensions: choices.roomDimensions,
    sheetNumber: choices.sheetNumber,
    ...(choices.pages === 'all' ? {} : { sheetTitle: choices.sheetTitle }),
  };
}
