import { createElementFromDrag } from '../../../../core/model/factories';
import { ToolState } from '../StateMachine';
import { commitCreated, creationEnd } from '../creation';
import type { ToolEvent } from '../toolTypes';
import { DRAG_THRESHOLD_PX, screenDistance } from '../toolTypes';
import { showLinePreview } from './linePreview';
import type { LineStateName, LineTool } from './LineTool';

/** The first press is down: a drag draws the line in one go; a click waits for the second click. */
export class LinePointingStart extends ToolState<LineStateName, LineTool> {
  readonly name = 'pointing_start';

  private dragged(e: ToolEvent): boolean {
    const origin = this.tool.ctx.origin;
    return origin !== null && screenDistance(origin, e) > DRAG_THRESHOLD_PX;
  }

  override onPointerMove(e: ToolEvent): void {
    if (this.tool.start && this.dragged(e)) showLinePreview(this.store, this.tool.start, e.world);
  }

  override onPointerUp(e: ToolEvent): void {
    const start = this.tool.start;
    if (!start) return;
    if (!this.dragged(e)) {
      this.tool.transition('awaiting_end', e);
      return;
    }
    this.tool.transition('idle');
    const result = createElementFromDrag(
      'line',
      start,
      creationEnd(this.store, 'line', start, e.world),
      this.store.ids,
    );
    commitCreated(this.store, result.kind === 'created' ? result.element : null);
  }

  override onCancel(): boolean {
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
