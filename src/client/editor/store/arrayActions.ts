import { arrayPolar, arrayRectangular } from '../../../core/commands/editing';
import type { CommandResult } from '../../../core/commands/result';
import type { Box } from '../../../core/geometry/box';
import { unionBoxes } from '../../../core/geometry/box';
import { elementBounds } from '../../../core/geometry/elementGeometry';
import type { Point, WorldPoint } from '../../../core/geometry/point';
import type { EditorStore } from './EditorStore';

/*
 * The Array dialog's side of the store (issue 13 item 5): open it for the selection, hide it while a click picks
 * the polar centre, and run the core's arrayRectangular / arrayPolar as one command (one undo step).
 */

export type ArraySpec =
  | {
      readonly kind: 'rectangular';
      readonly rows: number;
      readonly columns: number;
      readonly rowSpacing: number;
      readonly columnSpacing: number;
    }
  | {
      readonly kind: 'polar';
      readonly count: number;
      /** Degrees, counter-clockwise as CAD users type them. */
      readonly fillAngle: number;
      readonly center: Point;
      readonly rotateItems: boolean;
    };

export const NOTHING_TO_ARRAY = 'Select what to array first.';

/** Opens the dialog for the current selection; with nothing selected it says so instead. */
export function openArrayDialog(store: EditorStore): boolean {
  if (store.getState().selection.length === 0) {
    store.notify(NOTHING_TO_ARRAY, 'warning');
    return false;
  }
  store.setArrayDialog({ picking: false, center: store.getState().arrayDialog?.center ?? null });
  return true;
}

export const closeArrayDialog = (store: EditorStore): void => store.setArrayDialog(null);

export const PICK_CENTER_HINT = "Click the polar array's centre on the drawing. Esc goes back to the dialog.";

/** "Pick on drawing": the dialog hides until the next click on the canvas, which becomes the centre. */
export function startPickingCenter(store: EditorStore): void {
  const d = store.getState().arrayDialog;
  if (!d) return;
  store.setArrayDialog({ ...d, picking: true });
  store.notify(PICK_CENTER_HINT, 'info');
}

export const isPickingArrayCenter = (store: EditorStore): boolean =>
  store.getState().arrayDialog?.picking === true;

export function pickArrayCenter(store: EditorStore, at: WorldPoint): void {
  if (isPickingArrayCenter(store)) store.setArrayDialog({ picking: false, center: at });
}

/** Escape while picking: back to the dialog, centre unchanged. */
export function cancelPickingCenter(store: EditorStore): void {
  const d = store.getState().arrayDialog;
  if (d?.picking) store.setArrayDialog({ ...d, picking: false });
}

/** The selection's box (the dialog's default spacings), or null when nothing is selected. */
export function selectionBox(store: EditorStore): Box | null {
  return unionBoxes(store.selectedElements().map(elementBounds));
}

/** Runs the array on the selection; the originals and their copies become the selection and the dialog closes. */
export function runArray(store: EditorStore, spec: ArraySpec): CommandResult {
  const ids = store.getState().selection;
  let added: readonly string[] = [];
  const result = store.execute((page) => {
    const r =
      spec.kind === 'rectangular'
        ? arrayRectangular(page, { ids, ...spec, newIds: store.ids })
        : arrayPolar(page, { ids, ...spec, newIds: store.ids });
    added = r.ok ? (r.added ?? []) : [];
    return r;
  });
  if (result.ok) {
    store.setArrayDialog(null);
    store.select([...ids, ...added]);
  }
  return result;
}
