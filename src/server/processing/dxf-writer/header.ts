import type { DxfExtents, DxfHeader } from '../../../core/export/dxfSections';

/** $INSUNITS codes of metric units (mm, cm, m, km, and the micro to giga range). */
const METRIC_INSUNITS = [4, 5, 6, 7, 12, 13, 14, 15, 16];

export function dxfHeaderFor(insunits: number, extents: DxfExtents | null): DxfHeader {
  return { insunits, metric: METRIC_INSUNITS.includes(insunits), extents };
}
