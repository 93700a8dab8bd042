import { createElements } from '../../../../core/commands/createDelete';
import { boxOfPoints } from '../../../../core/geometry/box';
import type { Point, WorldPoint } from '../../../../core/geometry/point';
import { distance } from '../../../../core/geometry/point';
import type { TypedInput } from '../../../../core/input/typedInput';
import type { PolylineElement } from '../../../../core/model/elements';
import { finalizeElement } from '../../../../core/model/snapPoints';
import { StateMachine, ToolState } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import {
  hoverFirstPoint,
  nextPoint,
  rebaseBand,
  typedFirstPoint,
  typedNextPoint,
} from '../drafting/drawingCommand';
import type { ToolEvent } from '../toolTypes';

type PolylineStateName = 'idle' | 'awaiting_next';

/** A polyline through `points` (world units), closed or open; its points kept relative to its box's corner. */
function polylineOf(points: readonly Point[], closed: boolean, id: string): PolylineElement {
  const b = boxOfPoints(points);
  return finalizeElement({
    id,
    type: 'polyline',
    x: b.minX,
    y: b.minY,
    rotation: 0,
    closed,
    points: points.map((p) => ({ x: p.x - b.minX, y: p.y - b.minY })),
  }) as PolylineElement;
}

class PolylineIdle extends ToolState<PolylineStateName, PolylineTool> {
  readonly name = 'idle';

  override onEnter(): void {
    this.tool.points = [];
  }

  override onPointerMove(e: ToolEvent): void {
    if (this.store.page) hoverFirstPoint(this.tool.ctx, e);
  }

  override onPointerUp(e: ToolEvent): void {
    if (e.button !== 0 || !this.store.page) return;
    this.tool.points = [hoverFirstPoint(this.tool.ctx, e)];
    this.tool.transition('awaiting_next');
  }

  override onTyped(input: TypedInput): string | null {
    if (!this.store.page) return 'Add a page first.';
    const start = typedFirstPoint(this.tool.ctx, input);
    if (typeof start === 'string') return start;
    this.tool.points = [start];
    this.tool.transition('awaiting_next');
    return null;
  }
}

/** Each click or typed entry adds a vertex; Enter (or Escape) ends the polyline, C closes it. */
class PolylineAwaitingNext extends ToolState<PolylineStateName, PolylineTool> {
  readonly name = 'awaiting_next';

  override onPointerMove(e: ToolEvent): void {
    const last = this.tool.last;
    if (!last) return;
    const next = nextPoint(this.tool.ctx, 'line', last, e, null);
    const preview = polylineOf([...this.tool.points, next.point], false, 'preview');
    this.store.setOverlay({ ...next.overlay, preview });
  }

  override onPointerUp(e: ToolEvent): void {
    const last = this.tool.last;
    if (e.button !== 0 || !last) return;
    const p = nextPoint(this.tool.ctx, 'line', last, e, null).point;
    if (distance(p, last) > 0) this.tool.points = [...this.tool.points, p];
  }

  override onTyped(input: TypedInput): string | null {
    const last = this.tool.last;
    if (!last) return null;
    const p = typedNextPoint(this.tool.ctx, input, last, null);
    if (!p) return 'Type a length, length<angle, @dx,dy or #x,y.';
    if (distance(p, last) === 0) return 'The length must be more than zero.';
    this.tool.points = [...this.tool.points, p];
    rebaseBand(this.tool.ctx, 'line', p);
    return null;
  }

  override onCancel(): boolean {
    this.tool.finish(false);
    return true;
  }
}

/**
 * PLINE: one polyline element from points clicked or typed one after another (object snaps, ortho, polar and
 * typed lengths as for a line). Enter or Escape ends it (two points at least), C closes it (three at least).
 */
export class PolylineTool extends StateMachine<PolylineStateName> {
  points: readonly WorldPoint[] = [];

  constructor(ctx: ToolContext) {
    super(ctx, 'idle');
    this.add(new PolylineIdle(this), new PolylineAwaitingNext(this));
  }

  get last(): WorldPoint | null {
    return this.points[this.points.length - 1] ?? null;
  }

  /** Ends the polyline drawn so far (closed when asked and it has three points); true when one was added. */
  finish(closed: boolean): boolean {
    const store = this.ctx.store;
    const points = this.points;
    store.clearOverlay();
    this.transition('idle');
    if (points.length < (closed ? 3 : 2)) return false;
    const line = polylineOf(points, closed, store.ids());
    store.execute((page) => createElements(page, { elements: [line] }), { selection: [line.id] });
    return true;
  }
}
