import { createElements } from '../../../../core/commands/createDelete';
import type { Point, WorldPoint } from '../../../../core/geometry/point';
import { distance } from '../../../../core/geometry/point';
import type { TypedInput } from '../../../../core/input/typedInput';
import { createDimension } from '../../../../core/model/buildingFactories';
import { StateMachine, ToolState } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import { previewOf } from '../creation';
import { hoverFirstPoint, nextPoint, typedFirstPoint, typedNextPoint } from '../drafting/drawingCommand';
import type { ToolEvent } from '../toolTypes';

type DimensionStateName = 'first' | 'second' | 'placing';

/** How far the pointer is from the measured line, positive on its screen-left (DimensionElement's offset). */
function sideOffset(a: Point, b: Point, p: Point): number {
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  if (len === 0) return 0;
  return ((p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x)) / len;
}

/**
 * DIMLINEAR's direction (degrees, y down): horizontal (0) when the dimension line is placed above or below the
 * measured points, vertical (90) when beside them, as AutoCAD picks it from the cursor.
 */
function linearAngle(a: Point, b: Point, p: Point): number {
  const outX = Math.max(0, Math.min(a.x, b.x) - p.x, p.x - Math.max(a.x, b.x));
  const outY = Math.max(0, Math.min(a.y, b.y) - p.y, p.y - Math.max(a.y, b.y));
  return outY >= outX ? 0 : 90;
}

/** Where the dimension line's far end starts: the second point projected on the measured direction from `a`. */
function projected(a: Point, b: Point, angle: number): Point {
  const ux = angle === 0 ? 1 : 0;
  const uy = angle === 0 ? 0 : 1;
  const m = (b.x - a.x) * ux + (b.y - a.y) * uy;
  return { x: a.x + ux * m, y: a.y + uy * m };
}

/** The first point measured: a click (snapped) or a typed #x,y, or an entry typed from the snap under the cursor. */
class DimensionFirst extends ToolState<DimensionStateName, DimensionTool> {
  readonly name = 'first';

  override onEnter(): void {
    this.tool.start = this.tool.end = null;
    this.tool.lockedAngle = null;
  }

  override onPointerMove(e: ToolEvent): void {
    if (this.store.page) hoverFirstPoint(this.tool.ctx, e);
  }

  override onPointerUp(e: ToolEvent): void {
    if (e.button !== 0 || !this.store.page) return;
    this.tool.start = hoverFirstPoint(this.tool.ctx, e);
    this.tool.transition('second');
  }

  override onTyped(input: TypedInput): string | null {
    if (!this.store.page) return 'Add a page first.';
    const start = typedFirstPoint(this.tool.ctx, input);
    if (typeof start === 'string') return start;
    this.tool.start = start;
    const end = input.kind === 'absolute' ? null : typedNextPoint(this.tool.ctx, input, start, null);
    if (end && distance(start, end) > 0) {
      this.tool.end = end;
      this.tool.transition('placing');
    } else this.tool.transition('second');
    return null;
  }
}

/** The second point: clicked (snaps, ortho, polar) or typed as for a wall (a length, length<angle, @dx,dy). */
class DimensionSecond extends ToolState<DimensionStateName, DimensionTool> {
  readonly name = 'second';

  override onPointerMove(e: ToolEvent): void {
    const start = this.tool.start;
    if (!start) return;
    const next = nextPoint(this.tool.ctx, 'line', start, e, this.tool.lockedAngle);
    this.store.setOverlay({ ...next.overlay, preview: previewOf('line', start, next.point) });
  }

  override onPointerUp(e: ToolEvent): void {
    const start = this.tool.start;
    if (e.button !== 0 || !start) return;
    const end = nextPoint(this.tool.ctx, 'line', start, e, this.tool.lockedAngle).point;
    if (distance(start, end) === 0) return;
    this.tool.end = end;
    this.tool.transition('placing', e);
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
    this.tool.end = end;
    this.tool.transition('placing');
    return null;
  }

  override onCancel(): boolean {
    this.store.clearOverlay();
    this.tool.transition('first');
    return true;
  }
}

/**
 * Where the dimension line goes (AutoCAD's dimension line location): it follows the pointer; a click puts it
 * there, a typed length puts it that far from the measured points on the pointer's side.
 */
class DimensionPlacing extends ToolState<DimensionStateName, DimensionTool> {
  readonly name = 'placing';

  override onEnter(e: ToolEvent | null): void {
    if (e) this.onPointerMove(e);
  }

  /** The dimension line through `p`: its offset, and (DIMLINEAR) whether it measures across or up. */
  private placeAt(p: Point): { offset: number; angle: number | undefined } {
    const { start, end } = this.tool;
    if (!start || !end) return { offset: 0, angle: undefined };
    if (!this.tool.linear) return { offset: sideOffset(start, end, p), angle: undefined };
    const angle = linearAngle(start, end, p);
    return { offset: sideOffset(start, projected(start, end, angle), p), angle };
  }

  override onPointerMove(e: ToolEvent): void {
    this.tool.ctx.cursor = e;
    const { start, end } = this.tool;
    if (!start || !end) return;
    const at = this.placeAt(e.world);
    const preview = createDimension(start, end, at.offset, () => 'preview', at.angle);
    this.store.setOverlay({ preview, snap: null, snapMode: null, guide: null });
  }

  override onPointerUp(e: ToolEvent): void {
    if (e.button !== 0) return;
    const at = this.placeAt(e.world);
    this.tool.commit(at.offset, at.angle);
  }

  override onTyped(input: TypedInput): string | null {
    if (input.kind !== 'distance') return 'Type how far the dimension line is from what it measures.';
    const cursor = this.tool.ctx.cursor?.world;
    const at = cursor ? this.placeAt(cursor) : { offset: 1, angle: undefined };
    this.tool.commit((at.offset < 0 ? -1 : 1) * Math.abs(input.length), at.angle);
    return null;
  }

  override onCancel(): boolean {
    this.store.clearOverlay();
    this.tool.transition('first');
    return true;
  }
}

/**
 * Add Dimension: a linear dimension from two points (clicked with object snaps, or typed as a wall is drawn), then
 * its dimension line's place (clicked, or typed as a distance on the pointer's side). The tool stays armed for the
 * next one; Escape steps back, then puts it down.
 */
export class DimensionTool extends StateMachine<DimensionStateName> {
  start: WorldPoint | null = null;
  end: WorldPoint | null = null;
  lockedAngle: number | null = null;

  constructor(ctx: ToolContext) {
    super(ctx, 'first');
    this.add(new DimensionFirst(this), new DimensionSecond(this), new DimensionPlacing(this));
  }

  /** DIMLINEAR: the dimension measures horizontally or vertically, by where its line is placed. */
  get linear(): boolean {
    return this.ctx.store.getState().tool === 'dimension-linear';
  }

  commit(offset: number, measureAngle?: number): void {
    const { start, end, ctx } = this;
    if (!start || !end) return;
    const dim = createDimension(start, end, offset, ctx.store.ids, measureAngle);
    ctx.store.clearOverlay();
    ctx.store.execute((page) => createElements(page, { elements: [dim] }), { selection: [dim.id] });
    this.transition('first');
  }
}
