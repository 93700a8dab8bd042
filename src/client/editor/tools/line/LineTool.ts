import type { WorldPoint } from '../../../../core/geometry/point';
import { StateMachine } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import { LineIdle } from './LineIdle';
import { LinePointingStart } from './LinePointingStart';
import { LineAwaitingEnd } from './LineAwaitingEnd';

export type LineStateName = 'idle' | 'pointing_start' | 'awaiting_end';

/** The line tool: two clicks (or one drag), then the tool is cleared. */
export class LineTool extends StateMachine<LineStateName> {
  start: WorldPoint | null = null;

  constructor(ctx: ToolContext) {
    super(ctx, 'idle');
    this.add(new LineIdle(this), new LinePointingStart(this), new LineAwaitingEnd(this));
  }
}
