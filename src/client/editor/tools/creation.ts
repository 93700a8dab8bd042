import { createElements } from '../../../core/commands/createDelete';
import type { WorldPoint } from '../../../core/geometry/point';
import type { DrawingElement } from '../../../core/model/elements';
import type { ShapeTool } from '../../../core/model/factories';
import { createElementFromDrag } from '../../../core/model/factories';
import type { EditorStore } from '../store/EditorStore';

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
