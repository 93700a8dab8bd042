import type { WorldPoint } from '../../../../core/geometry/point';
import { StateMachine } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import { PencilIdle } from './PencilIdle';
import { PencilDrawing } from './PencilDrawing';

export type PencilStateName = 'idle' | 'drawing';

/** Free pencil: press, draw, release commits the stroke and clears the tool. */
export class PencilTool extends StateMachine<PencilStateName> {
  points: WorldPoint[] = [];

  constructor(ctx: ToolContext) {
    super(ctx, 'idle');
    this.add(new PencilIdle(this), new PencilDrawing(this));
  }
}
