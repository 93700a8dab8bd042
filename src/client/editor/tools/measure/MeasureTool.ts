import type { WorldPoint } from '../../../../core/geometry/point';
import { StateMachine, ToolState } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import { draftPoint } from '../drafting/draftPoint';
import type { ToolEvent } from '../toolTypes';

type MeasureStateName = 'picking';

/**
 * The measure tool (AutoCAD's MEASUREGEOM): each click picks a point (object snaps, ortho and polar apply);
 * the readout shows the last distance, the path's total, the angle at the last corner, and the area once the
 * outline is closed by clicking its first point again. It never adds anything to the drawing.
 */
class MeasurePicking extends ToolState<MeasureStateName, MeasureTool> {
  readonly name = 'picking';

  private pick(e: ToolEvent): WorldPoint {
    const from = this.tool.points[this.tool.points.length - 1] ?? null;
    return draftPoint(this.store, e.world, {
      from: this.tool.closed ? null : from,
      shift: e.shift,
      directional: true,
      tracker: this.tool.ctx.tracker,
    }).point;
  }

  override onPointerMove(e: ToolEvent): void {
    this.tool.ctx.cursor = e;
    if (this.tool.closed || this.tool.points.length === 0) return;
    const p = this.pick(e);
    this.store.setOverlay({ measure: { points: [...this.tool.points, p], closed: false } });
  }

  override onPointerUp(e: ToolEvent): void {
    if (e.button !== 0) return;
    if (this.tool.closed) this.tool.reset();
    const p = this.pick(e);
    const first = this.tool.points[0];
    const tolerance = 10 / this.store.getState().camera.zoom;
    if (first && this.tool.points.length >= 3 && Math.hypot(p.x - first.x, p.y - first.y) <= tolerance) {
      this.tool.closed = true;
    } else {
      this.tool.points = [...this.tool.points, p];
    }
    this.store.setOverlay({ measure: { points: this.tool.points, closed: this.tool.closed } });
  }

  override onCancel(): boolean {
    if (this.tool.points.length === 0) return false;
    this.tool.reset();
    this.store.setOverlay({ measure: null });
    return true;
  }
}

export class MeasureTool extends StateMachine<MeasureStateName> {
  points: readonly WorldPoint[] = [];
  closed = false;

  constructor(ctx: ToolContext) {
    super(ctx, 'picking');
    this.add(new MeasurePicking(this));
  }

  override reset(): void {
    this.points = [];
    this.closed = false;
  }
}
