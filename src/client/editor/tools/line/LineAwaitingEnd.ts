import { distance } from '../../../../core/geometry/point';
import { createDefaultElement, createElementFromDrag } from '../../../../core/model/factories';
import { ToolState } from '../StateMachine';
import { commitCreated, creationEnd } from '../creation';
import type { ToolEvent } from '../toolTypes';
import { showLinePreview } from './linePreview';
import type { LineStateName, LineTool } from './LineTool';

/** The first point is set: the preview follows the pointer and the second click commits the line. */
export class LineAwaitingEnd extends ToolState<LineStateName, LineTool> {
  readonly name = 'awaiting_end';

  override onPointerMove(e: ToolEvent): void {
    if (this.tool.start) showLinePreview(this.store, this.tool.start, e.world);
  }

  override onPointerUp(e: ToolEvent): void {
    const start = this.tool.start;
    if (e.button !== 0 || !start) return;
    this.tool.transition('idle');
    const end = creationEnd(this.store, 'line', start, e.world);
    // Two clicks on the same spot: the default-length line rather than an invisible one.
    if (distance(start, end) === 0) {
      commitCreated(this.store, createDefaultElement('line', start, this.store.ids));
      return;
    }
    const result = createElementFromDrag('line', start, end, this.store.ids);
    commitCreated(this.store, result.kind === 'created' ? result.element : null);
  }

  override onCancel(): boolean {
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
