import { createElements } from '../../../core/commands/createDelete';
import type { WorldPoint } from '../../../core/geometry/point';
import type { DrawingElement } from '../../../core/model/elements';
import type { ShapeTool } from '../../../core/model/factories';
import { createElementFromDrag } from '../../../core/model/factories';
import { constrainAngle } from '../../../core/snapping';
import type { EditorStore } from '../store/EditorStore';
import { snapPoint } from './snapping';

/** Tools whose drag is a direction: Snap to Angle constrains them to 15° steps. */
export const isLineLikeTool = (tool: ShapeTool): boolean =>
  tool === 'line' || tool === 'wall' || tool === 'divider';

/** Where a creation drag ends: snapped to points or the grid, then to 15° for line-like tools. */
export function creationEnd(
  store: EditorStore,
  tool: ShapeTool,
  start: WorldPoint,
  raw: WorldPoint,
): WorldPoint {
  const { point } = snapPoint(store, raw);
  return isLineLikeTool(tool) && store.getState().snapToAngle ? constrainAngle(start, point) : point;
}

const previewIds = () => 'preview';

/** The dashed red preview of a creation drag, or null when the drag would be discarded. */
export function previewOf(tool: ShapeTool, start: WorldPoint, end: WorldPoint): DrawingElement | null {
  const result = createElementFromDrag(tool, start, end, previewIds);
  return result.kind === 'created' ? result.element : null;
}

/** Commits a created element as one undo step, selects it and disarms the tool (spec: the tool is cleared). */
export function commitCreated(store: EditorStore, element: DrawingElement | null): void {
  store.clearOverlay();
  if (element)
    store.execute((page) => createElements(page, { elements: [element] }), { selection: [element.id] });
  store.setTool(null);
}
