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
  // A wall's length says what it measures, so its two faces and its centre line are never two bare figures.
  const says = el.type === 'wall' ? (wallFace ? ' face' : ' CL') : '';
  for (const d of dimensionsOf(el, unit, gap, wallFace)) {
    const { mid, angle } = dimensionLayout(d);
    const s = worldToScreen(camera, worldPoint(mid.x, mid.y));
    out.push({ id: el.id, text: `${d.label}${says}`, x: s.x, y: s.y, angle });
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

/** A label's box on screen: px, from its centre, by its text at the dimension font (11 px). */
const LABEL_CHAR_PX = 6.2;
const LABEL_HEIGHT_PX = 13;

export interface ScreenBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The screen box a label takes (its text turned by its angle, boxed). */
export function labelBox(label: LabelSpec): ScreenBox {
  const w = label.text.length * LABEL_CHAR_PX;
  const h = LABEL_HEIGHT_PX;
  const r = (label.angle * Math.PI) / 180;
  const bw = (Math.abs(Math.cos(r)) * w + Math.abs(Math.sin(r)) * h) / 2;
  const bh = (Math.abs(Math.sin(r)) * w + Math.abs(Math.cos(r)) * h) / 2;
  return { minX: label.x - bw, minY: label.y - bh, maxX: label.x + bw, maxY: label.y + bh };
}

const meet = (a: ScreenBox, b: ScreenBox): boolean =>
  a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;

/**
 * The view's labels that can be read: in order, each one kept only when it overlaps none of `taken` (room tags)
 * and none of the labels kept before it. A label left out shows again once the view is closer.
 */
export function uncrowdedLabels(
  labels: readonly ElementLabel[],
  taken: readonly ScreenBox[],
): ElementLabel[] {
  const kept: ElementLabel[] = [];
  const boxes = [...taken];
  for (const label of labels) {
    const box = labelBox(label);
    if (boxes.some((b) => meet(b, box))) continue;
    kept.push(label);
    boxes.push(box);
  }
  return kept;
}
