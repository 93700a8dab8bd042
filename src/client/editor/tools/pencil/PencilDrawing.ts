import { createFreePencil } from '../../../../core/model/factories';
import { ToolState } from '../StateMachine';
import { commitCreated } from '../creation';
import type { ToolEvent } from '../toolTypes';
import type { PencilStateName, PencilTool } from './PencilTool';

/** Points closer than this (screen px) to the previous one add nothing visible. */
const MIN_STEP_PX = 1.5;

/** Collects the stroke's points (shown as a red preview) until the release commits it. */
export class PencilDrawing extends ToolState<PencilStateName, PencilTool> {
  readonly name = 'drawing';

  override onPointerMove(e: ToolEvent): void {
    const points = this.tool.points;
    const last = points[points.length - 1];
    const step = MIN_STEP_PX / this.store.getState().camera.zoom;
    if (last && Math.hypot(e.world.x - last.x, e.world.y - last.y) < step) return;
    points.push(e.world);
    this.store.setOverlay({ pencil: points.slice() });
  }

  override onPointerUp(e: ToolEvent): void {
    this.onPointerMove(e);
    const points = this.tool.points;
    this.tool.points = [];
    this.tool.transition('idle');
    // A press without movement is not a stroke.
    commitCreated(this.store, points.length >= 2 ? createFreePencil(points, this.store.ids) : null);
  }

  override onCancel(): boolean {
    this.tool.points = [];
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
