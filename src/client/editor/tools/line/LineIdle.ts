import { ToolState } from '../StateMachine';
import { snapPoint } from '../snapping';
import type { ToolEvent } from '../toolTypes';
import type { LineStateName, LineTool } from './LineTool';

/** Armed, waiting for the first click. */
export class LineIdle extends ToolState<LineStateName, LineTool> {
  readonly name = 'idle';

  override onPointerDown(e: ToolEvent): void {
    if (e.button !== 0 || !this.store.page) return;
    this.tool.ctx.origin = e;
    this.tool.start = snapPoint(this.store, e.world).point;
    this.tool.transition('pointing_start', e);
  }
}
