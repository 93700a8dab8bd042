import { ToolState } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';
import { DRAG_THRESHOLD_PX, QUICK_CLICK_MS, QUICK_CLICK_PX, screenDistance } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';

/**
 * Pressed on empty space: moving more than 3 px starts a marquee; a quick click (under 250 ms, under 5 px,
 * no shift) clears the selection. The line tool never gets here: it owns its clicks.
 */
export class PointingCanvas extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'pointing_canvas';

  override onPointerMove(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    if (origin && screenDistance(origin, e) > DRAG_THRESHOLD_PX) this.tool.transition('brushing', e);
  }

  override onPointerUp(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    const quick =
      origin !== null &&
      e.time - origin.time < QUICK_CLICK_MS &&
      screenDistance(origin, e) < QUICK_CLICK_PX &&
      !origin.shift &&
      !e.shift;
    if (quick) this.store.clearSelection();
    this.tool.transition('idle');
  }

  override onCancel(): boolean {
    this.tool.transition('idle');
    return true;
  }
}
