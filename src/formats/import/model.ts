/*
 * The drawing model (v4) as the importers use it: core types and measures, and the contract's caps (src/formats
 * may not import the contract; tests/unit/formats/dxf-import.test.ts checks these equal DRAWING_LIMITS).
 */
export type { Point } from '../../core/geometry/point';
export type { DrawingElement } from '../../core/model/elements';
export type { Layer, Page } from '../../core/model/page';
export { DRAWING_VERSION } from '../../core/model/page';
export { finalizeElement } from '../../core/model/snapPoints';
export { elementCenter } from '../../core/geometry/elementGeometry';
export { CAP_HEIGHT_EM, TEXT_BASELINE_EM, textEm, textSize } from '../../core/geometry/textLayout';

export const PAGE_LIMITS = {
  elementsPerPage: 50_000,
  pointsPerElement: 10_000,
  layersPerPage: 1000,
  hatchLoops: 100,
  hatchPoints: 10_000,
  coordinate: 1e8,
} as const;
