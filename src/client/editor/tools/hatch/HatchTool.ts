import { hatchArea } from '../../store/hatchActions';
import { StateMachine, ToolState } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';

type HatchStateName = 'idle';

/** The hatch tool: a click inside a closed shape or an area closed by walls fills it with the chosen pattern. */
class HatchIdle extends ToolState<HatchStateName, HatchTool> {
  readonly name = 'idle';

  override onPointerUp(e: ToolEvent): void {
    if (e.button !== 0 || !this.store.page) return;
    // A refusal (no closed area here) is shown by the store as the command's message.
    hatchArea(this.store, e.world);
  }
}

export class HatchTool extends StateMachine<HatchStateName> {
  constructor(ctx: ToolContext) {
    super(ctx, 'idle');
    this.add(new HatchIdle(this));
  }
}
