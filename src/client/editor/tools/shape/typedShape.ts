import type { WorldPoint } from '../../../../core/geometry/point';
import type { TypedInput } from '../../../../core/input/typedInput';
import type { ShapeTool as ShapeToolId } from '../../../../core/model/factories';
import { createElementFromDrag } from '../../../../core/model/factories';
import type { ToolContext } from '../StateMachine';
import { commitCreated } from '../creation';
import { typedNextPoint } from '../drafting/drawingCommand';

/**
 * A shape sized by a typed entry from its first point: @width,height (or #x,y) gives the opposite corner of a box;
 * a length is the radius of a circle or polygon (or the box's diagonal along the cursor). The tool is then cleared
 * as after any shape (spec).
 */
export function commitTypedShape(
  ctx: ToolContext,
  shape: ShapeToolId,
  start: WorldPoint,
  input: TypedInput,
): string | null {
  if (input.kind === 'angle') return "Type a size for the shape, such as @12',10' or a radius.";
  const end = typedNextPoint(ctx, input, start, null);
  if (!end || (end.x === start.x && end.y === start.y)) return 'The size must be more than zero.';
  const result = createElementFromDrag(shape, start, end, ctx.store.ids);
  if (result.kind === 'discarded') return result.warning;
  commitCreated(ctx.store, result.element);
  return null;
}
