import type { Box } from '../geometry/box';
import type { DrawingElement } from '../model/elements';
import type { WallDimensions } from '../model/page';
import type { LengthUnit } from '../units';
import {
  NO_MARGINS,
  planDimensionStrings,
  stringMargins,
  type PaperMargins,
  type StringsPlan,
} from './dimensionStrings';
import { drawnDimensions } from './plot';
import { areaWithin, placeDrawing, type PlacementResult, type PlotScale, type Rect } from './sheets';

/*
 * A drawing placed on a sheet with room for its dimension strings: the strings' paper room is known before the
 * scale is (it is fixed on paper), so a plot at a chosen scale checks that drawing and strings fit together, and a
 * fitted one leaves them their room.
 */

export interface FrameOptions {
  readonly unit: LengthUnit;
  readonly wallDimensions?: WallDimensions;
  /** The automatic dimensions (strings) are drawn. */
  readonly dimensions: boolean;
}

const hasWalls = (elements: readonly DrawingElement[]) => elements.some((el) => el.type === 'wall');

/** The page's strings at k points per world unit (none when they are off or the page has no walls). */
export function stringsFor(
  elements: readonly DrawingElement[],
  options: FrameOptions,
  k: number,
): StringsPlan {
  if (!options.dimensions || !hasWalls(elements)) return { sides: [] };
  return planDimensionStrings(elements, options.wallDimensions, drawnDimensions(elements, options.unit), k);
}

/** The paper room the page's strings take on each side, at k points per world unit. */
export const stringRoom = (
  elements: readonly DrawingElement[],
  options: FrameOptions,
  k: number,
): PaperMargins =>
  options.dimensions && hasWalls(elements) ? stringMargins(stringsFor(elements, options, k)) : NO_MARGINS;

export type FramedPlacement =
  | (Extract<PlacementResult, { ok: true }> & { readonly strings: StringsPlan })
  | Extract<PlacementResult, { ok: false }>;

/** Places the drawing in `area` at `scale` with its strings' room kept around it; the strings come with it. */
export function placeFramed(
  elements: readonly DrawingElement[],
  bounds: Box,
  area: Rect,
  scale: PlotScale,
  options: FrameOptions,
): FramedPlacement {
  // The strings' room hardly depends on the scale (only where drawn dimensions stand, on paper): worked out at
  // the chosen scale, or at the fitted one without strings, then once more at the scale the drawing ends up at.
  const first = placeDrawing(bounds, area, scale);
  const k0 = first.ok ? first.placement.k : scale.kind === 'ratio' ? 72 / 96 / scale.ratio : 1;
  const placed = placeDrawing(bounds, areaWithin(area, stringRoom(elements, options, k0)), scale);
  if (!placed.ok) return placed;
  return { ...placed, strings: stringsFor(elements, options, placed.placement.k) };
}
