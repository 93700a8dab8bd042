import type { Point, WorldPoint } from '../../../core/geometry/point';
import { worldPoint } from '../../../core/geometry/point';
import type { DrawingElement } from '../../../core/model/elements';
import { SNAP_POINT_TOLERANCE } from '../../../core/model/constants';
import { snapToGrid, snapToPoint } from '../../../core/snapping';
import type { EditorStore } from '../store/EditorStore';

/** Snap points tried per drag step: a big group snaps by its first points, keeping each step cheap. */
const MAX_DRAG_SNAP_POINTS = 48;

export interface SnappedDelta {
  readonly dx: number;
  readonly dy: number;
  readonly snap: WorldPoint | null;
}

/**
 * Moving: the moved elements' snap points lock onto another element's snap point within 10 screen px;
 * otherwise, while the grid is shown, the first snap point lands on the grid (tolerance 10).
 */
export function snapMove(
  store: EditorStore,
  moving: readonly DrawingElement[],
  exclude: ReadonlySet<string>,
  dx: number,
  dy: number,
): SnappedDelta {
  const { camera, gridVisible } = store.getState();
  const tolerance = SNAP_POINT_TOLERANCE / camera.zoom;
  const index = store.getIndex();
  let best: { dx: number; dy: number; d: number; at: WorldPoint } | null = null;
  let tried = 0;
  let first: Point | null = null;
  outer: for (const el of moving) {
    for (const p of el.snapPoints) {
      if (tried++ >= MAX_DRAG_SNAP_POINTS) break outer;
      first ??= p;
      const moved = { x: p.x + dx, y: p.y + dy };
      const hit = snapToPoint(index, moved, tolerance, exclude);
      if (hit && (!best || hit.distance < best.d)) {
        best = {
          dx: dx + hit.point.x - moved.x,
          dy: dy + hit.point.y - moved.y,
          d: hit.distance,
          at: hit.point,
        };
      }
    }
  }
  if (best) return { dx: best.dx, dy: best.dy, snap: best.at };
  if (gridVisible && first) {
    const g = snapToGrid(worldPoint(first.x + dx, first.y + dy));
    return { dx: g.x - first.x, dy: g.y - first.y, snap: null };
  }
  return { dx, dy, snap: null };
}

/** A single point (a resize corner, a line end): snap points first, then the grid when shown. */
export function snapPoint(
  store: EditorStore,
  p: WorldPoint,
  exclude: ReadonlySet<string> = new Set(),
): { point: WorldPoint; snap: WorldPoint | null } {
  const { camera, gridVisible } = store.getState();
  const hit = snapToPoint(store.getIndex(), p, SNAP_POINT_TOLERANCE / camera.zoom, exclude);
  if (hit) return { point: hit.point, snap: hit.point };
  return { point: gridVisible ? snapToGrid(p) : p, snap: null };
}
