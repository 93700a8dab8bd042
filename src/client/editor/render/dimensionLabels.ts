import { elementBounds } from '../../../core/geometry/elementGeometry';
import { worldPoint } from '../../../core/geometry/point';
import type { WallFaceOf } from '../../../core/export/dimensions';
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

/** A label and the element it measures. */
export interface ElementLabel extends LabelSpec {
  readonly id: string;
}

/** The element's labels (core dimensionsOf) placed on screen. */
function labelsOfOne(
  el: DrawingElement,
  camera: Camera,
  unit: LengthUnit,
  out: ElementLabel[],
  wallFace?: WallFaceOf,
): void {
  const gap = LABEL_GAP_PX / camera.zoom;
  for (const d of dimensionsOf(el, unit, gap, wallFace)) {
    const { mid, angle } = dimensionLayout(d);
    const s = worldToScreen(camera, worldPoint(mid.x, mid.y));
    out.push({ id: el.id, text: d.label, x: s.x, y: s.y, angle });
  }
}

/** The selection's labels: every selected element's, in order, up to `max` (walls on faces with `wallFace`). */
export function selectionLabels(
  selected: readonly DrawingElement[],
  camera: Camera,
  unit: LengthUnit,
  max = MAX_LABELS,
  wallFace?: WallFaceOf,
): ElementLabel[] {
  const out: ElementLabel[] = [];
  for (const el of selected) {
    if (out.length >= max) break;
    labelsOfOne(el, camera, unit, out, wallFace);
  }
  return out;
}

/** An element in view with its bounds (a spatial-index item carries both). */
export interface InView {
  readonly element: DrawingElement;
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The labels of elements in view large enough on screen to read (LABEL_MIN_SCREEN_PX), up to `max`. */
export function viewLabels(
  visible: Iterable<InView>,
  camera: Camera,
  unit: LengthUnit,
  max = MAX_LABELS,
  wallFace?: WallFaceOf,
): ElementLabel[] {
  const out: ElementLabel[] = [];
  const minSize = LABEL_MIN_SCREEN_PX / camera.zoom;
  for (const item of visible) {
    if (out.length >= max) break;
    if (Math.max(item.maxX - item.minX, item.maxY - item.minY) >= minSize)
      labelsOfOne(item.element, camera, unit, out, wallFace);
  }
  return out;
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
  const out: ElementLabel[] = selectionLabels(selected, camera, unit);
  const done = new Set(selected.map((el) => el.id));
  const rest: InView[] = [];
  for (const el of visible) if (!done.has(el.id)) rest.push({ element: el, ...elementBounds(el) });
  return [...out, ...viewLabels(rest, camera, unit, MAX_LABELS - out.length)];
}
