import type { WorldPoint } from '../../../../core/geometry/point';
import type { EditorStore } from '../../store/EditorStore';
import { creationEnd, previewOf } from '../creation';

/** The dashed preview from the first point to the pointer (15° steps while Snap to Angle is on). */
export function showLinePreview(store: EditorStore, start: WorldPoint, pointer: WorldPoint): void {
  store.setOverlay({ preview: previewOf('line', start, creationEnd(store, 'line', start, pointer)) });
}
