import { ToolState } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';
import { DRAG_THRESHOLD_PX, screenDistance } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';

/** Pressed on an element: a move past the drag threshold starts dragging the selection. */
export class PointingElement extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'pointing_element';

  override onPointerMove(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    if (origin && screenDistance(origin, e) > DRAG_THRESHOLD_PX) this.tool.transition('dragging', e);
  }

  override onPointerUp(): void {
    this.tool.transition('idle');
  }

  override onCancel(): boolean {
    this.tool.transition('idle');
    return true;
  }
}
