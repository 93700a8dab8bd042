import { worldPoint } from '../../../../core/geometry/point';
import { resizeElement } from '../../../../core/commands/resize';
import { ToolState } from '../StateMachine';
import { snapPoint } from '../snapping';
import type { ToolEvent } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';

/** Drags a corner (or a line's end); core enforces the minimum sizes. One undo step; Escape restores. */
export class Resizing extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'resizing';

  override onEnter(): void {
    this.store.beginGesture();
  }

  override onPointerMove(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    const hit = this.tool.handle;
    if (!origin || hit?.kind !== 'resize') return;
    // Keep the grab offset so the corner does not jump to the pointer.
    const raw = worldPoint(hit.at.x + e.world.x - origin.world.x, hit.at.y + e.world.y - origin.world.y);
    const { point, snap } = snapPoint(this.store, raw, new Set([hit.id]));
    this.store.updateGesture((base) =>
      resizeElement(base, { id: hit.id, handle: hit.handle, to: point, history: 'squash' }),
    );
    this.store.setOverlay({ snap });
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
