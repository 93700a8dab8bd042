import type { Graphics } from 'pixi.js';
import type { Camera } from '../../../core/viewport';
import { worldToScreen } from '../../../core/viewport';
import type { Calibration } from '../store/editorState';
import { COLORS } from './palette';

const MARK_PX = 7;

/**
 * The calibration's picked points (a cross in a circle, as Bluebeam marks them) and the line between them, or
 * from the first point to the pointer while the second is being picked. Screen space: constant size at any zoom.
 */
export function drawCalibration(g: Graphics, camera: Camera, calibration: Calibration | null): void {
  g.clear();
  if (!calibration) return;
  const points = calibration.points.map((p) => worldToScreen(camera, p));
  const [first] = points;
  const end = points[1] ?? (first && calibration.pointer ? worldToScreen(camera, calibration.pointer) : null);
  if (first && end) {
    g.moveTo(first.x, first.y).lineTo(end.x, end.y).stroke({ width: 2, color: COLORS.snap });
  }
  for (const p of points) {
    g.circle(p.x, p.y, MARK_PX).stroke({ width: 2, color: COLORS.snap });
    g.moveTo(p.x - MARK_PX, p.y)
      .lineTo(p.x + MARK_PX, p.y)
      .moveTo(p.x, p.y - MARK_PX)
      .lineTo(p.x, p.y + MARK_PX)
      .stroke({ width: 1, color: COLORS.snap });
  }
}
