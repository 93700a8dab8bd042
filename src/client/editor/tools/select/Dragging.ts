import { moveElements } from '../../../../core/commands/move';
import type { DrawingElement } from '../../../../core/model/elements';
import { slidingOpenings } from './slideOpenings';
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
  /** Doors and windows dragged on their own slide along their walls (shown as a reshape, committed as a move). */
  private sliding = false;
  private last = { dx: 0, dy: 0 };

  override onEnter(e: ToolEvent | null): void {
    // By lookup in the index: a pass over a big page here was the first move's cost.
    const index = this.store.getIndex();
    const selected = this.store.selectionWithGroups();
    this.sliding = this.store.page !== null && slidingOpenings(index, selected);
    // A wall's doors and windows are seen moving with it.
    this.ids = this.store.page && !this.sliding ? index.withHostedOpenings(selected) : selected;
    this.moving = index.elementsOf(this.ids);
    if (e) this.update(e);
  }

  override onPointerMove(e: ToolEvent): void {
    this.update(e);
  }

  private update(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    if (!origin) return;
    if (this.sliding) {
      this.slide(e.world.x - origin.world.x, e.world.y - origin.world.y);
      return;
    }
    const d = snapMove(
      this.store,
      this.moving,
      this.ids,
      e.world.x - origin.world.x,
      e.world.y - origin.world.y,
    );
    this.store.previewMove(this.ids, d.dx, d.dy, d.snap);
  }

  /** The openings as the move leaves them in their walls (core moveElements slides them). */
  private slide(dx: number, dy: number): void {
    const page = this.store.page;
    if (!page) return;
    this.last = { dx, dy };
    const ids = [...this.ids];
    const r = moveElements(page, { ids, dx, dy });
    if (!r.ok) return;
    this.store.previewReshape(r.page.elements.filter((el) => this.ids.has(el.id)));
  }

  override onPointerUp(): void {
    if (this.sliding) {
      const { dx, dy } = this.last;
      const ids = [...this.ids];
      this.store.commitReshape((page) => moveElements(page, { ids, dx, dy }));
      this.store.clearOverlay();
      this.tool.transition('idle');
      return;
    }
    this.store.commitMove();
    this.store.clearOverlay();
    this.tool.transition('idle');
  }

  override onCancel(): boolean {
    this.store.cancelMove();
    this.store.cancelReshape();
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
