import type { WorldPoint } from '../../../../core/geometry/point';
import { StateMachine } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import { ShapeIdle } from './ShapeIdle';
import { ShapePointing } from './ShapePointing';

export type ShapeStateName = 'idle' | 'pointing';

/**
 * Every press-and-release shape (rectangle, square, circle, triangles, polygons, arches, wall, divider):
 * drag to size it with a dashed red preview, or click for the default size. The armed tool says which.
 */
export class ShapeTool extends StateMachine<ShapeStateName> {
  /** The press point, snapped. */
  start: WorldPoint | null = null;

  constructor(ctx: ToolContext) {
    super(ctx, 'idle');
    this.add(new ShapeIdle(this), new ShapePointing(this));
  }
}
