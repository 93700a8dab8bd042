import type { Point, WorldPoint } from './geometry/point';
import { worldPoint } from './geometry/point';
import {
  GRID_SNAP_TOLERANCE,
  GRID_SPACING,
  SNAP_ANGLE_DEGREES,
  SNAP_POINT_TOLERANCE,
} from './model/constants';
import type { SpatialIndex } from './index/spatialIndex';

/** The nearest multiple of `step` degrees (15° by default). */
export const snapAngle = (degrees: number, step = SNAP_ANGLE_DEGREES): number => {
  const snapped = Math.round(degrees / step) * step;
  return snapped === 0 ? 0 : snapped;
};

/**
 * Snap to Angle while drawing a line or wall: the end turns to the nearest 15° direction from the start,
 * keeping the drawn length.
 */
export function constrainAngle(start: WorldPoint, end: WorldPoint, step = SNAP_ANGLE_DEGREES): WorldPoint {
  const len = Math.hypot(end.x - start.x, end.y - start.y);
  if (len === 0) return end;
  const deg = snapAngle((Math.atan2(end.y - start.y, end.x - start.x) * 180) / Math.PI, step);
  const rad = (deg * Math.PI) / 180;
  return worldPoint(start.x + len * Math.cos(rad), start.y + len * Math.sin(rad));
}

/** One coordinate onto the grid when within `tolerance` of a grid line. */
export function snapValueToGrid(v: number, grid = GRID_SPACING, tolerance = GRID_SNAP_TOLERANCE): number {
  const nearest = Math.round(v / grid) * grid;
  return Math.abs(nearest - v) <= tolerance ? nearest + 0 : v;
}

/** The spec's snap-to-grid helper (grid 10, tolerance 10), per axis. */
export const snapToGrid = (p: WorldPoint, grid = GRID_SPACING, tolerance = GRID_SNAP_TOLERANCE): WorldPoint =>
  worldPoint(snapValueToGrid(p.x, grid, tolerance), snapValueToGrid(p.y, grid, tolerance));

export interface SnapHit {
  readonly point: WorldPoint;
  readonly elementId: string;
  readonly distance: number;
}

/**
 * The nearest snap point of another element within `tolerance` (10 by default; pass 10 / zoom to keep the
 * spec's 10 screen px at any zoom), or null. Elements in `exclude` (the ones being dragged) are ignored.
 */
export function snapToPoint(
  index: SpatialIndex,
  p: Point,
  tolerance = SNAP_POINT_TOLERANCE,
  exclude: ReadonlySet<string> = new Set(),
): SnapHit | null {
  let best: SnapHit | null = null;
  const candidates = index.search({
    minX: p.x - tolerance,
    minY: p.y - tolerance,
    maxX: p.x + tolerance,
    maxY: p.y + tolerance,
  });
  for (const item of candidates) {
    if (exclude.has(item.id)) continue;
    for (const sp of item.element.snapPoints) {
      const d = Math.hypot(sp.x - p.x, sp.y - p.y);
      if (d <= tolerance && (!best || d < best.distance)) {
        best = { point: worldPoint(sp.x, sp.y), elementId: item.id, distance: d };
      }
    }
  }
  return best;
}
