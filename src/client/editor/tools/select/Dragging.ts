import { moveElements } from '../../../../core/commands/move';
import { expandToGroups } from '../../../../core/commands/pageEdit';
import type { DrawingElement } from '../../../../core/model/elements';
import { ToolState } from '../StateMachine';
import { snapMove } from '../snapping';
import type { ToolEvent } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';

/**
 * Moves the selection (and every member of its groups) with the pointer, snapping to other elements' snap
 * points or to the grid. The whole drag is one undo step; Escape puts everything back.
 */
export class Dragging extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'dragging';
  private moving: DrawingElement[] = [];
  private ids: ReadonlySet<string> = new Set();

  override onEnter(e: ToolEvent | null): void {
    this.store.beginGesture();
    const page = this.store.page;
    this.ids = page ? expandToGroups(page, this.store.getState().selection) : new Set();
    this.moving = page ? page.elements.filter((el) => this.ids.has(el.id)) : [];
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
    const ids = [...this.ids];
    this.store.updateGesture((base) => moveElements(base, { ids, dx: d.dx, dy: d.dy, history: 'squash' }));
    this.store.setOverlay({ snap: d.snap });
  }

  override onPointerUp(): void {
    this.store.endGesture();
    this.store.clearOverlay();
    this.tool.transition('idle');
  }

  override onCancel(): boolean {
    this.store.cancelGesture();
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
