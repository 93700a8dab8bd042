import type { TypedInput } from '../../../../core/input/typedInput';
import { ToolState } from '../StateMachine';
import { commitSegment } from './faceWalls';
import { hoverFirstPoint, rebaseBand, typedFirstPoint, typedNextPoint } from '../drafting/drawingCommand';
import type { ToolEvent } from '../toolTypes';
import type { LineStateName, LineTool } from './LineTool';

/** Armed, waiting for the first point: a click, or a typed #x,y (or an entry typed from a snapped point). */
export class LineIdle extends ToolState<LineStateName, LineTool> {
  readonly name = 'idle';

  override onEnter(): void {
    this.tool.lockedAngle = null;
    this.tool.faceChain = { previousId: null, firstId: null, firstFace: null };
  }

  override onPointerMove(e: ToolEvent): void {
    if (this.store.page) hoverFirstPoint(this.tool.ctx, e);
  }

  override onPointerDown(e: ToolEvent): void {
    if (e.button !== 0 || !this.store.page) return;
    this.tool.ctx.origin = e;
    this.tool.start = hoverFirstPoint(this.tool.ctx, e);
    this.tool.transition('pointing_start', e);
  }

  override onTyped(input: TypedInput): string | null {
    if (!this.store.page) return 'Add a page first.';
    const start = typedFirstPoint(this.tool.ctx, input);
    if (typeof start === 'string') return start;
    this.tool.start = start;
    if (input.kind === 'absolute') {
      this.tool.transition('awaiting_end');
      return null;
    }
    // Typed from the snapped point under the cursor: the entry is the segment itself, along the band from there.
    rebaseBand(this.tool.ctx, this.tool.kind, start);
    const end = typedNextPoint(this.tool.ctx, input, start, null);
    this.tool.transition('awaiting_end');
    if (!end) {
      if (input.kind === 'angle') this.tool.lockedAngle = input.degrees;
      return null;
    }
    commitSegment(this.tool, start, end);
    this.tool.start = end;
    rebaseBand(this.tool.ctx, this.tool.kind, end);
    return null;
  }
}
