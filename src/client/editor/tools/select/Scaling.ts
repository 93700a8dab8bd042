import { MIN_GROUP_SCALE, scaledElements, scaleElements } from '../../../../core/commands/scale';
import type { Point } from '../../../../core/geometry/point';
import { worldPoint } from '../../../../core/geometry/point';
import type { DrawingElement } from '../../../../core/model/elements';
import { ToolState } from '../StateMachine';
import { snapPoint } from '../snapping';
import type { ToolEvent } from '../toolTypes';
import type { SelectStateName, SelectTool } from './SelectTool';

/** The factor that takes `from` to `to` about `anchor` on one axis (1 when the box has no size that way). */
function factor(anchor: number, from: number, to: number): number {
  const span = from - anchor;
  if (span === 0) return 1;
  return Math.max(MIN_GROUP_SCALE, (to - anchor) / span);
}

/**
 * Drags a corner of a multi-selection's box: everything selected scales about the opposite corner (Shift keeps
 * the proportions). While the pointer moves only the view's picture changes (the store's reshape preview); the
 * release commits one scale command, one undo step. Escape restores.
 */
export class Scaling extends ToolState<SelectStateName, SelectTool> {
  readonly name = 'scaling';
  /** The selection with its groups and the openings of its walls, as the gesture started. */
  private scaling: readonly DrawingElement[] = [];
  private factors: { sx: number; sy: number } | null = null;

  override onEnter(): void {
    const index = this.store.getIndex();
    this.scaling = this.store.page
      ? index.elementsOf(index.withHostedOpenings(this.store.selectionWithGroups()))
      : [];
    this.factors = null;
  }

  override onPointerMove(e: ToolEvent): void {
    const origin = this.tool.ctx.origin;
    const hit = this.tool.handle;
    if (!origin || hit?.kind !== 'scale' || this.scaling.length === 0) return;
    // Keep the grab offset so the corner does not jump to the pointer.
    const raw = worldPoint(hit.at.x + e.world.x - origin.world.x, hit.at.y + e.world.y - origin.world.y);
    const { point, snap } = snapPoint(this.store, raw, new Set(this.scaling.map((el) => el.id)));
    let sx = factor(hit.anchor.x, hit.at.x, point.x);
    let sy = factor(hit.anchor.y, hit.at.y, point.y);
    if (e.shift) sx = sy = Math.max(sx, sy);
    if (!Number.isFinite(sx) || !Number.isFinite(sy)) return;
    this.factors = { sx, sy };
    this.store.previewReshape(scaledElements(this.scaling, hit.anchor, sx, sy), snap);
  }

  override onPointerUp(): void {
    const hit = this.tool.handle;
    const f = this.factors;
    if (hit?.kind === 'scale' && f) {
      const anchor: Point = { x: hit.anchor.x, y: hit.anchor.y };
      const ids = this.store.getState().selection;
      this.store.commitReshape((page) => scaleElements(page, { ids, anchor, sx: f.sx, sy: f.sy }));
    } else this.store.cancelReshape();
    this.store.clearOverlay();
    this.tool.transition('idle');
  }

  override onCancel(): boolean {
    this.store.cancelReshape();
    this.store.clearOverlay();
    this.tool.transition('idle');
    return true;
  }
}
