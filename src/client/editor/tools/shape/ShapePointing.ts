import { clickSizes } from '../drafting/clickSizes';
import type { ShapeTool as ShapeToolId } from '../../../../core/model/factories';
import { createDefaultElement, createElementFromDrag } from '../../../../core/model/factories';
import { ToolState } from '../StateMachine';
import { commitCreated, previewOf } from '../creation';
import { nextPoint } from '../drafting/drawingCommand';
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
    return this.tool.shape;
  }

  private dragged(e: ToolEvent): boolean {
    const origin = this.tool.ctx.origin;
    return origin !== null && screenDistance(origin, e) > DRAG_THRESHOLD_PX;
  }

  override onPointerMove(e: ToolEvent): void {
    const shape = this.shape;
    const start = this.tool.start;
    if (!shape || !start || !this.dragged(e)) return;
    const next = nextPoint(this.tool.ctx, shape, start, e, null);
    this.store.setOverlay({ ...next.overlay, preview: previewOf(shape, start, next.point) });
  }

  override onPointerUp(e: ToolEvent): void {
    const shape = this.shape;
    const start = this.tool.start;
    this.tool.transition('idle');
    if (!shape || !start) return;
    if (!this.dragged(e)) {
      commitCreated(this.store, createDefaultElement(shape, start, this.store.ids, clickSizes(this.store)));
      return;
    }
    const result = createElementFromDrag(
      shape,
      start,
      nextPoint(this.tool.ctx, shape, start, e, null).point,
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
