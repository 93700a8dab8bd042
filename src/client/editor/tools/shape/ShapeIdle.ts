import { ToolState } from '../StateMachine';
import { snapPoint } from '../snapping';
import type { ToolEvent } from '../toolTypes';
import type { ShapeStateName, ShapeTool } from './ShapeTool';

/** Armed, waiting for the press that starts the shape. */
export class ShapeIdle extends ToolState<ShapeStateName, ShapeTool> {
  readonly name = 'idle';

  override onPointerDown(e: ToolEvent): void {
    if (e.button !== 0 || !this.store.page) return;
    this.tool.ctx.origin = e;
    this.tool.start = snapPoint(this.store, e.world).point;
    this.tool.transition('pointing', e);
  }
}
