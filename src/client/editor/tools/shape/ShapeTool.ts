import type { WorldPoint } from '../../../../core/geometry/point';
import type { ShapeTool as ShapeToolId } from '../../../../core/model/factories';
import { isSymbolTool } from '../../store/editorState';
import { StateMachine } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import { ShapeAnchored } from './ShapeAnchored';
import { ShapeIdle } from './ShapeIdle';
import { ShapePointing } from './ShapePointing';

export type ShapeStateName = 'idle' | 'pointing' | 'anchored';

/**
 * Every press-and-release shape (rectangle, square, circle, triangles, polygons, arches): drag to size it with a
 * dashed red preview, or click for the default size. A typed first point (#x,y) anchors it; the next click or typed
 * entry (@width,height, a radius) sizes it exactly. The armed tool says which.
 */
export class ShapeTool extends StateMachine<ShapeStateName> {
  /** The press point, snapped. */
  start: WorldPoint | null = null;

  constructor(ctx: ToolContext) {
    super(ctx, 'idle');
    this.add(new ShapeIdle(this), new ShapePointing(this), new ShapeAnchored(this));
  }

  get shape(): ShapeToolId | null {
    const tool = this.ctx.store.getState().tool;
    if (
      !tool ||
      tool === 'free-pencil' ||
      tool === 'measure' ||
      tool === 'room' ||
      tool === 'hatch' ||
      tool === 'door' ||
      tool === 'window' ||
      tool === 'dimension' ||
      tool === 'dimension-linear' ||
      tool === 'polyline'
    )
      return null;
    return isSymbolTool(tool) ? null : tool;
  }
}
