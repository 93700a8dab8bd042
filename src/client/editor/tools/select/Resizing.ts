import type { WorldPoint } from '../../../../core/geometry/point';
import { worldPoint } from '../../../../core/geometry/point';
import { resizedElement, resizeElement } from '../../../../core/commands/resize';
import { followingOpenings } from '../../../../core/commands/openings';
import { ToolState } from '../StateMachine';
import { snapPoint } from '../snapping';
import type { ToolEvent } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';

/**
 * Drags a corner (or a line's end); core enforces the minimum sizes. While the pointer moves only the view's
 * picture of the element changes (the store's reshape preview); the release commits one resize, one undo
 * step. Escape restores.
 */
export class Resizing extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'resizing';
  /** Where the dragged handle is now (snapped); the release resizes to it. */
  private to: WorldPoint | null = null;

  override onEnter(): void {
    this.to = null;
  }

  override onPointerMove(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    const hit = this.tool.handle;
    if (!origin || hit?.kind !== 'resize') return;
    const el = this.store.getIndex().get(hit.id);
    if (!el) return;
    // Keep the grab offset so the corner does not jump to the pointer.
    const raw = worldPoint(hit.at.x + e.world.x - origin.world.x, hit.at.y + e.world.y - origin.world.y);
    const { point, snap } = snapPoint(this.store, raw, new Set([hit.id]));
    const resized = resizedElement(el, hit.handle, point);
    // A handle that does not resize this element changes nothing (the release then records nothing).
    if (typeof resized === 'string') return;
    this.to = point;
    const page = this.store.page;
    // A wall's doors and windows are seen following it.
    this.store.previewReshape([resized, ...(page ? followingOpenings(page, [resized]) : [])], snap);
  }

  override onPointerUp(): void {
    const hit = this.tool.handle;
    const to = this.to;
    if (hit?.kind === 'resize' && to)
      this.store.commitReshape((page) => resizeElement(page, { id: hit.id, handle: hit.handle, to }));
    else this.store.cancelReshape();
    this.store.clearOverlay();
    this.tool.transition('idle');
  }

  override onCancel(): boolean {
    this.store.cancelReshape();
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
