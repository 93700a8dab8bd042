import type { Point } from '../geometry/point';
import { lineEndpoints } from '../geometry/elementGeometry';
import { boxOfPoints } from '../geometry/box';
import { DEFAULT_DOOR_WIDTH, DEFAULT_WINDOW_WIDTH, MIN_OPENING_WIDTH } from './constants';
import type {
  DimensionElement,
  DoorElement,
  DoorHinge,
  DoorKind,
  DoorSwing,
  RoomElement,
  WallElement,
  WindowElement,
} from './elements';
import type { IdSource } from './ids';
import { finalizeElement } from './snapPoints';

/** Where an opening lands in a wall: the point of the centre line nearest `at` (kept inside the wall's length). */
function inWall(wall: WallElement, at: Point, width: number) {
  const [a, b] = lineEndpoints(wall);
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const ux = len === 0 ? 1 : (b.x - a.x) / len;
  const uy = len === 0 ? 0 : (b.y - a.y) / len;
  const half = Math.min(width, len) / 2;
  const t = Math.min(len - half, Math.max(half, (at.x - a.x) * ux + (at.y - a.y) * uy));
  const deg = (Math.atan2(uy, ux) * 180) / Math.PI;
  return {
    x: a.x + ux * t,
    y: a.y + uy * t,
    rotation: deg < 0 ? deg + 360 : deg + 0,
    thickness: wall.thickness,
    wallId: wall.id,
  };
}

const openingWidth = (width: number | undefined, fallback: number): number =>
  Number.isFinite(width) ? Math.max(MIN_OPENING_WIDTH, width as number) : fallback;

export interface DoorOptions {
  readonly width?: number;
  readonly hinge?: DoorHinge;
  readonly swing?: DoorSwing;
  readonly kind?: DoorKind;
}

/** A door placed in a wall at the point nearest `at`: 36" wide, hinged at the start jamb, swinging left. */
export function createDoorInWall(
  wall: WallElement,
  at: Point,
  ids: IdSource,
  options: DoorOptions = {},
): DoorElement {
  const width = openingWidth(options.width, DEFAULT_DOOR_WIDTH);
  return finalizeElement({
    id: ids(),
    type: 'door',
    ...inWall(wall, at, width),
    width,
    hinge: options.hinge ?? 'start',
    swing: options.swing ?? 'left',
    kind: options.kind ?? 'swing',
  }) as DoorElement;
}

/** A window placed in a wall at the point nearest `at`, 36" wide unless given. */
export function createWindowInWall(
  wall: WallElement,
  at: Point,
  ids: IdSource,
  width?: number,
): WindowElement {
  const w = openingWidth(width, DEFAULT_WINDOW_WIDTH);
  return finalizeElement({ id: ids(), type: 'window', ...inWall(wall, at, w), width: w }) as WindowElement;
}

/**
 * A room from its outline in world units, stored relative to the outline's top-left corner. `bound`: traced from
 * walls, so it follows them when they change (commands/liveRooms.ts).
 */
export function createRoom(
  outline: readonly Point[],
  name: string,
  ids: IdSource,
  options: { readonly bound?: boolean } = {},
): RoomElement {
  const b = boxOfPoints(outline);
  const x = outline.length === 0 ? 0 : b.minX;
  const y = outline.length === 0 ? 0 : b.minY;
  return finalizeElement({
    id: ids(),
    type: 'room',
    x,
    y,
    rotation: 0,
    name,
    points: outline.map((p) => ({ x: p.x - x, y: p.y - y })),
    ...(options.bound ? { bound: true } : {}),
  }) as RoomElement;
}

/**
 * A linear (aligned) dimension measuring `from`-`to`, its dimension line `offset` away on the screen-left of that
 * direction (negative: on the right), as DimensionElement stores it.
 */
export function createDimension(
  from: Point,
  to: Point,
  offset: number,
  ids: IdSource,
  measureAngle?: number,
): DimensionElement {
  return finalizeElement({
    id: ids(),
    type: 'dimension',
    x: from.x,
    y: from.y,
    x2: to.x,
    y2: to.y,
    rotation: 0,
    offset,
    ...(measureAngle === undefined ? {} : { measureAngle }),
  }) as DimensionElement;
}
