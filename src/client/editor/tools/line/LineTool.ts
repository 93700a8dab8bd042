import type { WorldPoint } from '../../../../core/geometry/point';
import type { ShapeTool } from '../../../../core/model/factories';
import { StateMachine } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import { LineIdle } from './LineIdle';
import { LinePointingStart } from './LinePointingStart';
import { LineAwaitingEnd } from './LineAwaitingEnd';

export type LineStateName = 'idle' | 'pointing_start' | 'awaiting_end';

export type LineLikeTool = Extract<ShapeTool, 'line' | 'wall' | 'divider'>;

/**
 * Lines, walls and dividers: a drag draws one; a click starts one (a second click, or a typed length, ends it; two
 * clicks on one spot place the default length); typed entries draw from the last point and chain until Escape.
 */
export class LineTool extends StateMachine<LineStateName> {
  start: WorldPoint | null = null;
  /** A typed `<angle` holds the direction until the next point is given. */
  lockedAngle: number | null = null;
  /** A typed chain of walls drawn by a face: the wall before, and the first wall and point (see faceWalls.ts). */
  faceChain: {
    readonly previousId: string | null;
    readonly firstId: string | null;
    readonly firstFace: WorldPoint | null;
  } = { previousId: null, firstId: null, firstFace: null };

  constructor(ctx: ToolContext) {
    super(ctx, 'idle');
    this.add(new LineIdle(this), new LinePointingStart(this), new LineAwaitingEnd(this));
  }

  /** The armed tool: line, wall or divider (line when the tool was cleared under it). */
  get kind(): LineLikeTool {
    const tool = this.ctx.store.getState().tool;
    return tool === 'wall' || tool === 'divider' ? tool : 'line';
  }
}
