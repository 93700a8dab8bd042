import { clickSizes } from '../drafting/clickSizes';
import type { TypedInput } from '../../../../core/input/typedInput';
import { createDefaultElement, createElementFromDrag } from '../../../../core/model/factories';
import { ToolState } from '../StateMachine';
import { commitCreated, previewOf } from '../creation';
import { nextPoint } from '../drafting/drawingCommand';
import type { ToolEvent } from '../toolTypes';
import { commitTypedShape } from './typedShape';
import type { ShapeStateName, ShapeTool } from './ShapeTool';

/** The first point was typed: the preview follows the pointer; a click or a typed size finishes the shape. */
export class ShapeAnchored extends ToolState<ShapeStateName, ShapeTool> {
  readonly name = 'anchored';

  override onPointerMove(e: ToolEvent): void {
    const shape = this.tool.shape;
    const start = this.tool.start;
    if (!shape || !start) return;
    const next = nextPoint(this.tool.ctx, shape, start, e, null);
    this.store.setOverlay({ ...next.overlay, preview: previewOf(shape, start, next.point) });
  }

  override onPointerUp(e: ToolEvent): void {
    const shape = this.tool.shape;
    const start = this.tool.start;
    if (e.button !== 0 || !shape || !start) return;
    this.tool.transition('idle');
    const end = nextPoint(this.tool.ctx, shape, start, e, null).point;
    if (end.x === start.x && end.y === start.y) {
      commitCreated(this.store, createDefaultElement(shape, start, this.store.ids, clickSizes(this.store)));
      return;
    }
    const result = createElementFromDrag(shape, start, end, this.store.ids);
    if (result.kind === 'discarded') this.store.notify(result.warning, 'warning');
    commitCreated(this.store, result.kind === 'created' ? result.element : null);
  }

  override onTyped(input: TypedInput): string | null {
    const shape = this.tool.shape;
    const start = this.tool.start;
    if (!shape || !start) return null;
    const error = commitTypedShape(this.tool.ctx, shape, start, input);
    if (error === null) this.tool.transition('idle');
    return error;
  }

  override onCancel(): boolean {
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
