import type { TypedInput } from '../../../../core/input/typedInput';
import { ToolState } from '../StateMachine';
import { hoverFirstPoint, typedFirstPoint } from '../drafting/drawingCommand';
import type { ToolEvent } from '../toolTypes';
import { commitTypedShape } from './typedShape';
import type { ShapeStateName, ShapeTool } from './ShapeTool';

/** Armed, waiting for the press that starts the shape, or a typed first point. */
export class ShapeIdle extends ToolState<ShapeStateName, ShapeTool> {
  readonly name = 'idle';

  override onPointerMove(e: ToolEvent): void {
    if (this.store.page) hoverFirstPoint(this.tool.ctx, e);
  }

  override onPointerDown(e: ToolEvent): void {
    if (e.button !== 0 || !this.store.page) return;
    this.tool.ctx.origin = e;
    this.tool.start = hoverFirstPoint(this.tool.ctx, e);
    this.tool.transition('pointing', e);
  }

  override onTyped(input: TypedInput): string | null {
    const shape = this.tool.shape;
    if (!this.store.page || !shape) return 'Add a page first.';
    const start = typedFirstPoint(this.tool.ctx, input);
    if (typeof start === 'string') return start;
    this.tool.start = start;
    if (input.kind === 'absolute') {
      this.tool.transition('anchored');
      return null;
    }
    return commitTypedShape(this.tool.ctx, shape, start, input);
  }
}
