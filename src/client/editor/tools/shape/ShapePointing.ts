import type { ShapeTool as ShapeToolId } from '../../../../core/model/factories';
import { createDefaultElement, createElementFromDrag } from '../../../../core/model/factories';
import { ToolState } from '../StateMachine';
import { commitCreated, creationEnd, previewOf } from '../creation';
import type { ToolEvent } from '../toolTypes';
import { DRAG_THRESHOLD_PX, screenDistance } from '../toolTypes';
import type { ShapeStateName, ShapeTool } from './ShapeTool';

/**
 * Pressed: past the drag threshold the preview follows the pointer; the release commits the shape (or the
 * default-size shape for a click) and disarms the tool. A too-short Bézier arch is discarded with a warning.
 */
export class ShapePointing extends ToolState<ShapeStateName, ShapeTool> {
  readonly name = 'pointing';

  private get shape(): ShapeToolId | null {
    const tool = this.store.getState().tool;
    return tool && tool !== 'free-pencil' ? tool : null;
  }

  private dragged(e: ToolEvent): boolean {
    const origin = this.tool.ctx.origin;
    return origin !== null && screenDistance(origin, e) > DRAG_THRESHOLD_PX;
  }

  override onPointerMove(e: ToolEvent): void {
    const shape = this.shape;
    const start = this.tool.start;
    if (!shape || !start || !this.dragged(e)) return;
    this.store.setOverlay({
      preview: previewOf(shape, start, creationEnd(this.store, shape, start, e.world)),
    });
  }

  override onPointerUp(e: ToolEvent): void {
    const shape = this.shape;
    const start = this.tool.start;
    this.tool.transition('idle');
    if (!shape || !start) return;
    if (!this.dragged(e)) {
      commitCreated(this.store, createDefaultElement(shape, start, this.store.ids));
      return;
    }
    const result = createElementFromDrag(
      shape,
      start,
      creationEnd(this.store, shape, start, e.world),
      this.store.ids,
    );
    if (result.kind === 'discarded') {
      this.store.notify(result.warning, 'warning');
      commitCreated(this.store, null);
      return;
    }
    commitCreated(this.store, result.element);
  }

  override onCancel(): boolean {
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
