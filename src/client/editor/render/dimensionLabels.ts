import { elementBounds } from '../../../core/geometry/elementGeometry';
import { worldPoint } from '../../../core/geometry/point';
import { dimensionLayout, dimensionsOf } from '../../../core/export/dimensions';
import type { DrawingElement } from '../../../core/model/elements';
import type { LengthUnit } from '../../../core/units';
import type { Camera } from '../../../core/viewport';
import { worldToScreen } from '../../../core/viewport';

/** An element shows its dimensions once its larger side spans this many screen px (or when selected). */
export const LABEL_MIN_SCREEN_PX = 48;
/** At most this many labels: beyond it they would overlap into noise and cost frame time. */
export const MAX_LABELS = 160;
/** Gap between a shape and its dimension label, in screen px. */
const LABEL_GAP_PX = 10;

export interface LabelSpec {
  readonly text: string;
  /** Screen px. */
  readonly x: number;
  readonly y: number;
  /** Degrees, never upside down. */
  readonly angle: number;
}

/**
 * Which dimension labels to show: every selected element's, then those of elements large enough on
 * screen to read them, up to MAX_LABELS. Labels are in the chosen unit (core formatLength).
 */
export function dimensionLabels(
  visible: Iterable<DrawingElement>,
  selected: readonly DrawingElement[],
  camera: Camera,
  unit: LengthUnit,
): LabelSpec[] {
  const out: LabelSpec[] = [];
  const done = new Set<string>();
  const gap = LABEL_GAP_PX / camera.zoom;
  const add = (el: DrawingElement) => {
    done.add(el.id);
    for (const d of dimensionsOf(el, unit, gap)) {
      const { mid, angle } = dimensionLayout(d);
      const s = worldToScreen(camera, worldPoint(mid.x, mid.y));
      out.push({ text: d.label, x: s.x, y: s.y, angle });
    }
  };
  for (const el of selected) if (out.length < MAX_LABELS) add(el);
  for (const el of visible) {
    if (out.length >= MAX_LABELS) break;
    if (done.has(el.id)) continue;
    const b = elementBounds(el);
    if (Math.max(b.maxX - b.minX, b.maxY - b.minY) * camera.zoom >= LABEL_MIN_SCREEN_PX) add(el);
  }
  return out;
}
