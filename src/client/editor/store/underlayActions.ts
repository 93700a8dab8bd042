import type { Box } from '../../../core/geometry/box';
import { screenPoint, type WorldPoint } from '../../../core/geometry/point';
import { screenToWorld } from '../../../core/viewport';
import type { CommandResult } from '../../../core/commands/result';
import {
  addUnderlay,
  calibrateUnderlay,
  removeUnderlay,
  setUnderlayDisplay,
  type UnderlayDisplay,
} from '../../../core/commands/underlays';
import {
  pageUnderlays,
  placeUnderlay,
  type Underlay,
  type UnderlayAsset,
} from '../../../core/model/underlay';
import type { EditorStore } from './EditorStore';

/*
 * What the editor does with a page's underlays (issue 12 item 4), over the store's public surface: each change
 * is one core command in the page's history; calibration's picked points are screen state, not document.
 */

export const underlaysOf = (store: EditorStore): readonly Underlay[] =>
  store.page ? pageUnderlays(store.page) : [];

/** The box an underlay covers (its rotation is ignored: new underlays are not rotated). */
export const underlayBox = (u: Underlay): Box => ({
  minX: u.x,
  minY: u.y,
  maxX: u.x + u.width,
  maxY: u.y + u.height,
});

/** Places an uploaded file centred on the view, locked, and zooms to show all of it. */
export function placeUnderlayInView(store: EditorStore, asset: UnderlayAsset): CommandResult {
  const { camera, viewport } = store.getState();
  const center = screenToWorld(camera, screenPoint(viewport.width / 2, viewport.height / 2));
  const underlay = placeUnderlay(store.ids(), asset, center);
  const result = store.execute((page) => addUnderlay(page, underlay));
  if (result.ok) store.setCamera(store.fitInView(underlayBox(underlay)));
  return result;
}

export const setDisplay = (store: EditorStore, id: string, change: UnderlayDisplay): CommandResult =>
  store.execute((page) => setUnderlayDisplay(page, id, change));

export const deleteUnderlay = (store: EditorStore, id: string): CommandResult =>
  store.execute((page) => removeUnderlay(page, id));

/** Calibrate: the next two clicks on the canvas pick the points (the armed tool is put away meanwhile). */
export function startCalibration(store: EditorStore, underlayId: string): void {
  store.setTool(null);
  store.clearSelection();
  store.setCalibration({ underlayId, points: [], pointer: null });
}

/** A click while calibrating: the first, then the second point (the distance dialog opens then). */
export function pickCalibrationPoint(store: EditorStore, at: WorldPoint): void {
  const c = store.getState().calibration;
  if (!c || c.points.length >= 2) return;
  store.setCalibration({ ...c, points: [...c.points, at], pointer: at });
}

export function moveCalibrationPointer(store: EditorStore, at: WorldPoint): void {
  const c = store.getState().calibration;
  if (c && c.points.length === 1) store.setCalibration({ ...c, pointer: at });
}

export const cancelCalibration = (store: EditorStore): void => store.setCalibration(null);

/** The dialog's OK: scales the underlay so the picked span measures `distance` (world units). */
export function finishCalibration(store: EditorStore, distance: number): CommandResult {
  const c = store.getState().calibration;
  const [a, b] = c?.points ?? [];
  if (!c || !a || !b) return { ok: false, error: 'Pick two points first.' };
  const result = store.execute((page) => calibrateUnderlay(page, c.underlayId, a, b, distance));
  if (result.ok) store.setCalibration(null);
  return result;
}

/** The picked span in world units (the dialog shows what it measures now). */
export function pickedSpan(points: readonly WorldPoint[]): number | null {
  const [a, b] = points;
  return a && b ? Math.hypot(b.x - a.x, b.y - a.y) : null;
}
