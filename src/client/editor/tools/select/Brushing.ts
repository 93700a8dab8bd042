import { boxFromCorners } from '../../../../core/geometry/box';
import { isUsableMarquee } from '../../../../core/geometry/selection';
import { ToolState } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';

/**
 * The marquee: selects what the core's rules pick inside the box (shift adds to the selection it started
 * with). Escape restores that selection. A box of zero or non-finite size is not drawn and selects nothing.
 */
export class Brushing extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'brushing';
  private initial: readonly string[] = [];
  private additive = false;

  override onEnter(e: ToolEvent | null): void {
    this.initial = this.store.getState().selection;
    this.additive = this.tool.ctx.origin?.shift ?? false;
    if (e) this.update(e);
  }

  override onPointerMove(e: ToolEvent): void {
    this.update(e);
  }

  private update(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    if (!origin) return;
    const box = boxFromCorners(origin.world, e.world);
    const hits = this.store.getIndex().marquee(box);
    if (this.additive) {
      const seen = new Set(this.initial);
      this.store.select([...this.initial, ...hits.filter((id) => !seen.has(id))]);
    } else {
      this.store.select(hits);
    }
    this.store.setOverlay({ marquee: isUsableMarquee(box) ? box : null });
  }

  override onPointerUp(): void {
    this.store.clearOverlay();
    this.tool.transition('idle');
  }

  override onCancel(): boolean {
    this.store.select(this.initial);
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
