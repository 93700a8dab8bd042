import type { Graphics } from 'pixi.js';
import { worldPoint } from '../../../core/geometry/point';
import { GRID_SPACING } from '../../../core/model/constants';
import type { Camera } from '../../../core/viewport';
import { worldToScreen } from '../../../core/viewport';
import type { ViewportSize } from '../camera/cameraMath';
import { DRAWING_AREA, visibleWorldBox } from '../camera/cameraMath';
import { COLORS } from './palette';

/** Grid lines closer than this on screen are thinned to every 10th (then 100th …) line. */
const MIN_GRID_GAP_PX = 6;

/** The grid step actually drawn: 10 units, or a power-of-ten multiple of it when zoomed far out. */
export function gridStep(zoom: number): number {
  let step = GRID_SPACING;
  while (step * zoom < MIN_GRID_GAP_PX) step *= 10;
  return step;
}

/** The 2000 by 2000 drawing area on the background, and the optional grid (screen space). */
export function drawBackdrop(
  g: Graphics,
  camera: Camera,
  viewport: ViewportSize,
  gridVisible: boolean,
): void {
  g.clear();
  const a = worldToScreen(camera, worldPoint(DRAWING_AREA.minX, DRAWING_AREA.minY));
  const b = worldToScreen(camera, worldPoint(DRAWING_AREA.maxX, DRAWING_AREA.maxY));
  g.rect(a.x, a.y, b.x - a.x, b.y - a.y)
    .fill(COLORS.drawingArea)
    .stroke({
      width: 1,
      color: COLORS.drawingAreaBorder,
      pixelLine: true,
    });
  if (!gridVisible) return;
  const step = gridStep(camera.zoom);
  const view = visibleWorldBox(camera, viewport);
  for (let x = Math.ceil(view.minX / step) * step; x <= view.maxX; x += step) {
    const sx = Math.round((x - camera.x) * camera.zoom) + 0.5;
    g.moveTo(sx, 0).lineTo(sx, viewport.height);
  }
  for (let y = Math.ceil(view.minY / step) * step; y <= view.maxY; y += step) {
    const sy = Math.round((y - camera.y) * camera.zoom) + 0.5;
    g.moveTo(0, sy).lineTo(viewport.width, sy);
  }
  g.stroke({ width: 1, color: COLORS.grid });
}
