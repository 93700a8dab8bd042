import { copySelection, mirrorElements, pasteElements } from '../../../core/commands/editing';
import { moveElements } from '../../../core/commands/move';
import type { Box } from '../../../core/geometry/box';
import { boxCenter, unionBoxes } from '../../../core/geometry/box';
import { elementBounds } from '../../../core/geometry/elementGeometry';
import type { DrawingElement } from '../../../core/model/elements';
import { inchesToPx, metersToPx } from '../../../core/units';
import { fitBox } from '../camera/cameraMath';
import type { EditorStore } from './EditorStore';

/**
 * The editor's clipboard: one per browser tab, so a copy in one page or design pastes into another open later in
 * the same tab (the system clipboard would need a permission prompt for a format no other app reads).
 */
let clipboard: { readonly elements: readonly DrawingElement[]; readonly pageId: string | null } | null = null;

/** Where a paste lands on the page it was copied from: this many screen px down and right, so it shows. */
const PASTE_OFFSET_PX = 20;

export function copy(store: EditorStore): number {
  const page = store.page;
  const ids = store.getState().selection;
  if (!page || ids.length === 0) return 0;
  clipboard = { elements: copySelection(page, ids), pageId: page.id };
  return clipboard.elements.length;
}

export function cut(store: EditorStore): number {
  const n = copy(store);
  if (n > 0) store.deleteSelection();
  return n;
}

/**
 * Paste: on another page or design the copies keep their coordinates (a plan's walls stay on the same grid); on
 * the page they came from they land offset so the user sees them. The pasted elements become the selection.
 */
export function paste(store: EditorStore): boolean {
  const page = store.page;
  if (!page || !clipboard) return false;
  const offset = clipboard.pageId === page.id ? PASTE_OFFSET_PX / store.getState().camera.zoom : 0;
  const elements = clipboard.elements;
  let added: readonly string[] = [];
  const r = store.execute((p) => {
    const result = pasteElements(p, { elements, dx: offset, dy: offset, ids: store.ids });
    added = result.ok ? (result.added ?? []) : [];
    return result;
  });
  if (r.ok) store.select(added);
  return r.ok;
}

/** Duplicate (Ctrl+D): copy and paste in one step, without touching the clipboard. */
export function duplicate(store: EditorStore): boolean {
  const page = store.page;
  const ids = store.getState().selection;
  if (!page || ids.length === 0) return false;
  const elements = copySelection(page, ids);
  const offset = PASTE_OFFSET_PX / store.getState().camera.zoom;
  let added: readonly string[] = [];
  const r = store.execute((p) => {
    const result = pasteElements(p, { elements, dx: offset, dy: offset, ids: store.ids });
    added = result.ok ? (result.added ?? []) : [];
    return result;
  });
  if (r.ok) store.select(added);
  return r.ok;
}

export function selectAll(store: EditorStore): void {
  store.select(store.page?.elements.map((el) => el.id) ?? []);
}

/**
 * Arrow keys nudge by a drafting step: 1" (Shift: 1') in feet-inch designs, 10 mm (Shift: 100 mm) in metric ones,
 * so a nudged plan stays on clean dimensions.
 */
export function nudgeStep(store: EditorStore, large: boolean): number {
  return store.getState().unit === 'meters' ? metersToPx(large ? 0.1 : 0.01) : inchesToPx(large ? 12 : 1);
}

export function nudge(store: EditorStore, dirX: number, dirY: number, large: boolean): boolean {
  const ids = store.getState().selection;
  if (ids.length === 0) return false;
  const step = nudgeStep(store, large);
  store.execute((p) => moveElements(p, { ids, dx: dirX * step, dy: dirY * step }));
  return true;
}

/** Zoom to the selection (Shift+2); nothing selected zooms to the drawing's extents. */
export function zoomToSelection(store: EditorStore): void {
  const selected = store.selectedElements();
  if (selected.length === 0) {
    store.zoomToDrawing();
    return;
  }
  const box = unionBoxes(selected.map(elementBounds)) as Box;
  // A single point-sized selection still shows some surroundings.
  const pad = Math.max(box.maxX - box.minX, box.maxY - box.minY, inchesToPx(24)) * 0.1;
  store.setCamera(
    fitBox(
      { minX: box.minX - pad, minY: box.minY - pad, maxX: box.maxX + pad, maxY: box.maxY + pad },
      store.getState().viewport,
    ),
  );
}

/**
 * Mirror the selection in place about its own centre line: vertical flips left and right, horizontal flips top
 * and bottom (the quick form of AutoCAD's MIRROR; the core command also takes any two points).
 */
export function mirrorSelection(store: EditorStore, axis: 'vertical' | 'horizontal'): boolean {
  const selected = store.selectedElements();
  if (selected.length === 0) return false;
  const c = boxCenter(unionBoxes(selected.map(elementBounds)) as Box);
  const b = axis === 'vertical' ? { x: c.x, y: c.y + 1 } : { x: c.x + 1, y: c.y };
  const ids = store.getState().selection;
  return store.execute((p) => mirrorElements(p, { ids, a: c, b, keepOriginal: false, newIds: store.ids })).ok;
}
