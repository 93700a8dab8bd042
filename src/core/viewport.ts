import type { ScreenPoint, WorldPoint } from './geometry/point';
import { screenPoint, worldPoint } from './geometry/point';

/**
 * The editor camera: the world point at the viewport's top-left corner and the zoom (screen px per world
 * unit). Converting is the only way between the two point types.
 */
export interface Camera {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}

export const screenToWorld = (c: Camera, p: ScreenPoint): WorldPoint =>
  worldPoint(c.x + p.x / c.zoom, c.y + p.y / c.zoom);

export const worldToScreen = (c: Camera, p: WorldPoint): ScreenPoint =>
  screenPoint((p.x - c.x) * c.zoom, (p.y - c.y) * c.zoom);

/** A distance of `px` screen pixels in world units (snap and click tolerances are given on screen). */
export const screenDistanceToWorld = (c: Camera, px: number): number => px / c.zoom;
