import { rotateElements } from '../../../../core/commands/rotate';
import { ToolState } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';

const degrees = (rad: number): number => (rad * 180) / Math.PI;

/** Turns the selection about its centre by the angle the pointer sweeps; 15° steps while Snap to Angle is on. */
export class Rotating extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'rotating';

  override onEnter(): void {
    this.store.beginGesture();
  }

  override onPointerMove(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    const hit = this.tool.handle;
    if (!origin || hit?.kind !== 'rotate') return;
    const p = hit.pivot;
    const delta =
      degrees(Math.atan2(e.world.y - p.y, e.world.x - p.x)) -
      degrees(Math.atan2(origin.world.y - p.y, origin.world.x - p.x));
    const { selection, snapToAngle } = this.store.getState();
    this.store.updateGesture((base) =>
      rotateElements(base, { ids: selection, delta, snap: snapToAngle, history: 'squash' }),
    );
  }

  override onPointerUp(): void {
    this.store.endGesture();
    this.tool.transition('idle');
  }

  override onCancel(): boolean {
    this.store.cancelGesture();
    this.tool.transition('idle');
    return true;
  }
}
