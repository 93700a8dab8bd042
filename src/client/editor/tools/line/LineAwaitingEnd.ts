import { clickSizes } from '../drafting/clickSizes';
import { distance } from '../../../../core/geometry/point';
import type { TypedInput } from '../../../../core/input/typedInput';
import { createDefaultElement } from '../../../../core/model/factories';
import { commitSegment, drawnElement } from './faceWalls';
import { ToolState } from '../StateMachine';
import { commitCreated, previewOf } from '../creation';
import { nextPoint, rebaseBand, typedNextPoint } from '../drafting/drawingCommand';
import type { ToolEvent } from '../toolTypes';
import type { LineStateName, LineTool } from './LineTool';

/**
 * The first point is set: the preview follows the pointer (snaps, ortho, polar) and a click commits the segment;
 * a typed entry commits it exactly and the chain goes on from its end until Escape.
 */
export class LineAwaitingEnd extends ToolState<LineStateName, LineTool> {
  readonly name = 'awaiting_end';

  override onPointerMove(e: ToolEvent): void {
    const start = this.tool.start;
    if (!start) return;
    const next = nextPoint(this.tool.ctx, this.tool.kind, start, e, this.tool.lockedAngle);
    this.store.setOverlay({ ...next.overlay, preview: previewOf(this.tool.kind, start, next.point) });
  }

  override onPointerUp(e: ToolEvent): void {
    const start = this.tool.start;
    if (e.button !== 0 || !start) return;
    const kind = this.tool.kind;
    const end = nextPoint(this.tool.ctx, kind, start, e, this.tool.lockedAngle).point;
    this.tool.transition('idle');
    // Two clicks on the same spot: the default-length element rather than an invisible one.
    if (distance(start, end) === 0) {
      commitCreated(this.store, createDefaultElement(kind, start, this.store.ids, clickSizes(this.store)));
      return;
    }
    commitCreated(this.store, drawnElement(this.tool, start, end));
  }

  override onTyped(input: TypedInput): string | null {
    const start = this.tool.start;
    if (!start) return null;
    if (input.kind === 'angle') {
      this.tool.lockedAngle = input.degrees;
      return null;
    }
    const end = typedNextPoint(this.tool.ctx, input, start, this.tool.lockedAngle);
    if (!end) return null;
    if (distance(start, end) === 0) return 'The length must be more than zero.';
    commitSegment(this.tool, start, end);
    this.tool.start = end;
    this.tool.lockedAngle = null;
    this.store.setOverlay({ preview: null, guide: null });
    rebaseBand(this.tool.ctx, this.tool.kind, end);
    return null;
  }

  override onCancel(): boolean {
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
