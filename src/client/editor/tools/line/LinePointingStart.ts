import { drawnElement } from './faceWalls';
import { ToolState } from '../StateMachine';
import { commitCreated, previewOf } from '../creation';
import { nextPoint } from '../drafting/drawingCommand';
import type { ToolEvent } from '../toolTypes';
import { DRAG_THRESHOLD_PX, screenDistance } from '../toolTypes';
import type { LineStateName, LineTool } from './LineTool';

/**
 * The first press is down: a drag draws the element in one go; a click waits for the second point, clicked or
 * typed.
 */
export class LinePointingStart extends ToolState<LineStateName, LineTool> {
  readonly name = 'pointing_start';

  private dragged(e: ToolEvent): boolean {
    const origin = this.tool.ctx.origin;
    return origin !== null && screenDistance(origin, e) > DRAG_THRESHOLD_PX;
  }

  override onPointerMove(e: ToolEvent): void {
    const start = this.tool.start;
    if (!start || !this.dragged(e)) return;
    const next = nextPoint(this.tool.ctx, this.tool.kind, start, e, null);
    this.store.setOverlay({ ...next.overlay, preview: previewOf(this.tool.kind, start, next.point) });
  }

  override onPointerUp(e: ToolEvent): void {
    const start = this.tool.start;
    if (!start) return;
    const kind = this.tool.kind;
    // A click sets the start point: a second click, or a typed length (12'6" Enter), gives the end. Nothing is
    // placed until then (walls and dividers as lines, the way AutoCAD users draw them).
    if (!this.dragged(e)) {
      this.tool.transition('awaiting_end', e);
      return;
    }
    this.tool.transition('idle');
    const end = nextPoint(this.tool.ctx, kind, start, e, null).point;
    commitCreated(this.store, drawnElement(this.tool, start, end));
  }

  override onCancel(): boolean {
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
