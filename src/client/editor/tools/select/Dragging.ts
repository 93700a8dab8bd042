import type { DrawingElement } from '../../../../core/model/elements';
import { ToolState } from '../StateMachine';
import { snapMove } from '../snapping';
import type { ToolEvent } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';

/**
 * Moves the selection (and every member of its groups) with the pointer, snapping to other elements' snap
 * points or to the grid. While the pointer moves, only the view's picture of the dragged elements moves (the
 * store's drag preview); the release commits one move, one undo step. Escape puts everything back.
 */
export class Dragging extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'dragging';
  private moving: DrawingElement[] = [];
  private ids: ReadonlySet<string> = new Set();

  override onEnter(e: ToolEvent | null): void {
    this.ids = this.store.selectionWithGroups();
    this.moving = this.store.getIndex().elementsOf(this.ids);
    if (e) this.update(e);
  }

  override onPointerMove(e: ToolEvent): void {
    this.update(e);
  }

  private update(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    if (!origin) return;
    const d = snapMove(
      this.store,
      this.moving,
      this.ids,
      e.world.x - origin.world.x,
      e.world.y - origin.world.y,
    );
    this.store.previewMove(this.ids, d.dx, d.dy, d.snap);
  }

  override onPointerUp(): void {
    this.store.commitMove();
    this.store.clearOverlay();
    this.tool.transition('idle');
  }

  override onCancel(): boolean {
    this.store.cancelMove();
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
