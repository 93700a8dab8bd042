import { ToolState } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';
import type { PencilStateName, PencilTool } from './PencilTool';

/** Armed, waiting for the press that starts the stroke. */
export class PencilIdle extends ToolState<PencilStateName, PencilTool> {
  readonly name = 'idle';

  override onPointerDown(e: ToolEvent): void {
    if (e.button !== 0 || !this.store.page) return;
    this.tool.ctx.origin = e;
    this.tool.points = [e.world];
    this.tool.transition('drawing', e);
  }
}
