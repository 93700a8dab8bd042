import type { Point, WorldPoint } from '../../../../core/geometry/point';
import { worldPoint } from '../../../../core/geometry/point';
import type { DrawingElement, WallElement } from '../../../../core/model/elements';
import type { WallSnapOptions } from '../../../../core/snap/snapGeometry';
import { wallReach } from '../../../../core/geometry/wallJoinIndex';
import type { JoinedWall } from '../../../../core/geometry/wallJoins';
import { joinedWall } from '../../../../core/geometry/wallJoins';
import { SNAP_POINT_TOLERANCE } from '../../../../core/model/constants';
import type { SnapMode } from '../../../../core/snap/objectSnaps';
import { findObjectSnap, orthoPoint, polarTrack } from '../../../../core/snap/objectSnaps';
import { constrainAngle } from '../../../../core/snapping';
import type { EditorStore } from '../../store/EditorStore';
import type { Overlay } from '../../store/editorState';
import { snapPoint } from '../snapping';
import type { SnapTracker } from './snapTracker';

/** Elements looked at under the aperture: enough for any real junction, bounded for a pile of overlaps. */
const MAX_SNAP_CANDIDATES = 64;

export interface DraftPoint {
  readonly point: WorldPoint;
  /** What the overlay shows: the snap marker, its kind and a construction line. */
  readonly overlay: Pick<Overlay, 'snap' | 'snapMode' | 'guide'>;
}

export interface DraftOptions {
  /** The drawing's last point: ortho, polar, perpendicular and parallel are measured from it. */
  readonly from: WorldPoint | null;
  /** Shift held: inverts ortho (AutoCAD's temporary override). */
  readonly shift: boolean;
  /** Only tools that draw a direction (line, wall, divider) take ortho, polar and Snap to Angle. */
  readonly directional: boolean;
  readonly tracker: SnapTracker;
}

const NO_SNAP: DraftPoint['overlay'] = { snap: null, snapMode: null, guide: null };

function candidatesNear(store: EditorStore, p: Point, tolerance: number): DrawingElement[] {
  const found = store.getIndex().search({
    minX: p.x - tolerance,
    minY: p.y - tolerance,
    maxX: p.x + tolerance,
    maxY: p.y + tolerance,
  });
  return found.slice(0, MAX_SNAP_CANDIDATES).map((item) => item.element);
}

/** A wall of the current page joined with the walls around it (from the page's index), or none when alone. */
export function joinedWallOf(store: EditorStore, wall: WallElement): JoinedWall | undefined {
  const near = store
    .getIndex()
    .search(wallReach(wall))
    .map((item) => item.element)
    .filter((el): el is WallElement => el.type === 'wall' && el.id !== wall.id);
  return near.length === 0 ? undefined : joinedWall(wall, near);
}

/**
 * Walls snap at their joined corners, and only at their faces when the page measures walls between faces or the
 * drafter is measuring to faces now (the drafting bar's Measure from).
 */
function wallSnaps(store: EditorStore): WallSnapOptions {
  const toFaces = store.getState().drafting.measureFrom !== 'centreline';
  return {
    measure: toFaces ? 'faces' : (store.page?.wallDimensions ?? 'centreline'),
    faces: (wall: WallElement) => joinedWallOf(store, wall)?.faces,
  };
}

/**
 * Where the pointer puts the next point of a drawing command. Running object snaps win (an exact CAD point); then
 * the spec's 10 px point snap and grid; then, for directional tools drawing from a point, ortho (F8, Shift inverts),
 * polar tracking at its increment, or the spec's 15° Snap to Angle.
 */
export function draftPoint(store: EditorStore, raw: WorldPoint, options: DraftOptions): DraftPoint {
  const { camera, drafting, snapToAngle } = store.getState();
  const tolerance = SNAP_POINT_TOLERANCE / camera.zoom;
  if (drafting.objectSnap && drafting.snapModes.length > 0) {
    const elements = candidatesNear(store, raw, tolerance);
    options.tracker.observe(elements, raw, tolerance);
    const hit = findObjectSnap(elements, {
      cursor: raw,
      tolerance,
      modes: new Set<SnapMode>(drafting.snapModes),
      from: options.from,
      tracked: options.tracker.segments,
      walls: wallSnaps(store),
    });
    if (hit) {
      const point = worldPoint(hit.point.x, hit.point.y);
      return { point, overlay: { snap: point, snapMode: hit.mode, guide: hit.guide ?? null } };
    }
  }
  const snapped = snapPoint(store, raw);
  if (snapped.snap) return { point: snapped.point, overlay: { ...NO_SNAP, snap: snapped.snap } };
  const from = options.from;
  if (!from || !options.directional) return { point: snapped.point, overlay: NO_SNAP };
  if (drafting.ortho !== options.shift) {
    const p = orthoPoint(from, snapped.point);
    return { point: worldPoint(p.x, p.y), overlay: NO_SNAP };
  }
  if (drafting.polar) {
    const tracked = polarTrack(from, snapped.point, drafting.polarIncrement, tolerance);
    if (tracked) {
      const point = worldPoint(tracked.point.x, tracked.point.y);
      return { point, overlay: { ...NO_SNAP, guide: { a: from, b: point } } };
    }
  }
  if (snapToAngle) return { point: constrainAngle(from, snapped.point), overlay: NO_SNAP };
  return { point: snapped.point, overlay: NO_SNAP };
}
