import { rotatedElements, rotateElements } from '../../../../core/commands/rotate';
import { followingOpenings } from '../../../../core/commands/openings';
import type { DrawingElement } from '../../../../core/model/elements';
import { ToolState } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';

const degrees = (rad: number): number => (rad * 180) / Math.PI;

/**
 * Turns the selection about its centre by the angle the pointer sweeps; 15° steps while Snap to Angle is on.
 * While the pointer moves only the view's picture of the selection turns (the store's reshape preview); the
 * release commits one rotate, one undo step. Escape restores.
 */
export class Rotating extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'rotating';
  /** The selection with its groups, in drawing order, as the gesture started. */
  private turning: readonly DrawingElement[] = [];
  private delta: number | null = null;

  override onEnter(): void {
    this.turning = this.store.getIndex().elementsOf(this.store.selectionWithGroups());
    this.delta = null;
  }

  override onPointerMove(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    const hit = this.tool.handle;
    if (!origin || hit?.kind !== 'rotate' || this.turning.length === 0) return;
    const p = hit.pivot;
    const delta =
      degrees(Math.atan2(e.world.y - p.y, e.world.x - p.x)) -
      degrees(Math.atan2(origin.world.y - p.y, origin.world.x - p.x));
    if (!Number.isFinite(delta)) return;
    this.delta = delta;
    const turned = rotatedElements(this.turning, delta, this.store.getState().snapToAngle);
    const page = this.store.page;
    this.store.previewReshape(page ? [...turned, ...followingOpenings(page, turned)] : turned);
  }

  override onPointerUp(): void {
    const delta = this.delta;
    const { selection, snapToAngle } = this.store.getState();
    if (delta !== null)
      this.store.commitReshape((page) => rotateElements(page, { ids: selection, delta, snap: snapToAngle }));
    else this.store.cancelReshape();
    this.tool.transition('idle');
  }

  override onCancel(): boolean {
    this.store.cancelReshape();
    this.tool.transition('idle');
    return true;
  }
}
