import type { Box } from '../../../core/geometry/box';
import type { ScreenPoint } from '../../../core/geometry/point';
import { CANVAS_SIZE } from '../../../core/model/constants';
import type { Camera } from '../../../core/viewport';
import { screenToWorld } from '../../../core/viewport';

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

/** The editor's zoom step (spec section 9). */
export const ZOOM_STEP = 1.1;
/**
 * A 40-foot house is ~46,000 world units wide and a calibrated site plan or survey under it can be miles across
 * (coordinates reach ±1e8), so the camera must zoom far out as well as in: at this zoom 2,000 px span 2e8 units.
 */
export const MIN_ZOOM = 0.00001;
export const MAX_ZOOM = 40;

const clampZoom = (z: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

/** Zooms by `factor` keeping the world point under `at` (the pointer, or the viewport centre) fixed. */
export function zoomAt(camera: Camera, at: ScreenPoint, factor: number): Camera {
  const zoom = clampZoom(camera.zoom * factor);
  if (!Number.isFinite(zoom) || zoom === camera.zoom) return camera;
  const world = screenToWorld(camera, at);
  return { x: world.x - at.x / zoom, y: world.y - at.y / zoom, zoom };
}

/** Moves the view by a screen-space drag (middle button): the drawing follows the pointer. */
export const panBy = (camera: Camera, dx: number, dy: number): Camera =>
  dx === 0 && dy === 0
    ? camera
    : { ...camera, x: camera.x - dx / camera.zoom, y: camera.y - dy / camera.zoom };

/** The camera that shows `box` centred in the viewport with `padding` screen px around it. */
export function fitBox(box: Box, viewport: ViewportSize, padding = 24): Camera {
  return fitBoxIn(box, { x: 0, y: 0, width: viewport.width, height: viewport.height }, padding);
}

/** The camera that shows `box` centred in `area` (screen px of the viewport) with `padding` px around it. */
export function fitBoxIn(
  box: Box,
  area: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
  padding = 24,
): Camera {
  const w = Math.max(1, box.maxX - box.minX);
  const h = Math.max(1, box.maxY - box.minY);
  const vw = Math.max(1, area.width - 2 * padding);
  const vh = Math.max(1, area.height - 2 * padding);
  const zoom = clampZoom(Math.min(vw / w, vh / h));
  return {
    x: (box.minX + box.maxX) / 2 - (area.x + area.width / 2) / zoom,
    y: (box.minY + box.maxY) / 2 - (area.y + area.height / 2) / zoom,
    zoom,
  };
}

export const DRAWING_AREA: Box = { minX: 0, minY: 0, maxX: CANVAS_SIZE, maxY: CANVAS_SIZE };

/** Reset: the view returns to the 2000 by 2000 drawing area, fitted and centred. */
export const resetCamera = (viewport: ViewportSize): Camera => fitBox(DRAWING_AREA, viewport);

/** The world box the viewport shows. */
export const visibleWorldBox = (camera: Camera, viewport: ViewportSize): Box => ({
  minX: camera.x,
  minY: camera.y,
  maxX: camera.x + viewport.width / camera.zoom,
  maxY: camera.y + viewport.height / camera.zoom,
});
