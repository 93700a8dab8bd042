import { createElements } from '../../../../core/commands/createDelete';
import type { OpeningSpec } from '../../../../core/commands/openings';
import { openingInWall } from '../../../../core/commands/openings';
import type { WallFrame } from '../../../../core/geometry/openingPlacement';
import type { WallOrigins } from '../../../../core/geometry/openingPlacement';
import {
  centreAtDistance,
  clampCentre,
  distanceFromNearerEnd,
  nearerEnd,
  pointAlong,
  sideOf,
  wallAt,
} from '../../../../core/geometry/openingPlacement';
import { faceSpan } from '../../../../core/geometry/wallMeasure';
import { joinedWallOf } from '../drafting/draftPoint';
import { worldPoint } from '../../../../core/geometry/point';
import type { TypedInput } from '../../../../core/input/typedInput';
import {
  DEFAULT_DOOR_WIDTH,
  DEFAULT_WINDOW_WIDTH,
  MIN_OPENING_WIDTH,
} from '../../../../core/model/constants';
import type { DoorHinge, DoorSwing, OpeningElement, WallElement } from '../../../../core/model/elements';
import { formatLength } from '../../../../core/units';
import type { OpeningToolId } from '../../store/editorState';
import { StateMachine, ToolState } from '../StateMachine';
import type { ToolContext } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';
import { HIT_TOLERANCE_PX } from '../toolTypes';

type OpeningStateName = 'hovering';

export const NO_WALL_HERE = 'Point at a wall to place the opening in it.';
export const TYPE_A_DISTANCE = 'Type the distance from the nearer wall end to the opening, such as 2\'6".';

/** The wall under the pointer and where along it the pointer is. */
interface Target {
  readonly wall: WallElement;
  readonly frame: WallFrame;
  /** The pointer's distance along the wall. */
  readonly t: number;
  readonly swing: DoorSwing;
}

const flip = (h: DoorHinge): DoorHinge => (h === 'start' ? 'end' : 'start');

/**
 * The hover state of the door and window tools: the opening follows the pointer along the wall under it (kept
 * inside the wall), its distance from the nearer wall end shown at the cursor; a click places it there, a typed
 * length places it exactly that far from the nearer end (to its near jamb). The tool stays armed for the next one.
 */
class OpeningHovering extends ToolState<OpeningStateName, OpeningTool> {
  readonly name = 'hovering';

  override onPointerMove(e: ToolEvent): void {
    this.tool.ctx.cursor = e;
    this.tool.aim(e);
    this.tool.showPreview();
  }

  override onPointerUp(e: ToolEvent): void {
    if (e.button !== 0 || !this.store.page) return;
    this.tool.aim(e);
    const target = this.tool.target;
    if (!target) {
      this.store.notify(NO_WALL_HERE, 'warning');
      return;
    }
    this.tool.place(target, clampCentre(target.frame, target.t, this.tool.width));
  }

  override onTyped(input: TypedInput): string | null {
    if (input.kind !== 'distance') return TYPE_A_DISTANCE;
    return this.tool.placeAtDistance(input.length);
  }

  override onCancel(): boolean {
    return false;
  }
}

export class OpeningTool extends StateMachine<OpeningStateName> {
  target: Target | null = null;
  /** F: the hinge goes to the jamb away from the nearer wall end (for the rest of the tool's use). */
  hingeFlipped = false;
  private widths: Record<OpeningToolId, number> = { door: DEFAULT_DOOR_WIDTH, window: DEFAULT_WINDOW_WIDTH };

  constructor(ctx: ToolContext) {
    super(ctx, 'hovering');
    this.add(new OpeningHovering(this));
  }

  get kind(): OpeningToolId {
    return this.ctx.store.getState().tool === 'window' ? 'window' : 'door';
  }

  /** The width the next opening gets (3'-0" until a width is typed). */
  get width(): number {
    return this.widths[this.kind];
  }

  override reset(): void {
    this.target = null;
    this.hingeFlipped = false;
  }

  /** Finds the wall under the pointer. */
  aim(e: ToolEvent): void {
    const store = this.ctx.store;
    const tolerance = HIT_TOLERANCE_PX / store.getState().camera.zoom;
    const p = e.world;
    const near = store.getIndex().search({
      minX: p.x - tolerance,
      minY: p.y - tolerance,
      maxX: p.x + tolerance,
      maxY: p.y + tolerance,
    });
    const hit = wallAt(
      near.map((i) => i.element),
      p,
      tolerance,
    );
    this.target = hit && { ...hit, swing: sideOf(hit.frame, p) };
  }

  private spec(target: Target, centre: number): OpeningSpec {
    const end = nearerEnd(target.frame, centre);
    return {
      type: this.kind,
      t: centre,
      width: this.width,
      hinge: this.hingeFlipped ? flip(end) : end,
      swing: target.swing,
    };
  }

  /**
   * Where distances along the target wall are measured from at each end: its centre line's ends, or (measuring to
   * a face) the corners where the inside face (the pointer's side) or the outside face starts and ends.
   */
  private origins(target: Target): WallOrigins & { readonly note: string } {
    const from = this.ctx.store.getState().drafting.measureFrom;
    if (from === 'centreline') return { start: 0, end: target.frame.length, note: '' };
    const side = from === 'inside' ? target.swing : target.swing === 'left' ? 'right' : 'left';
    const span = faceSpan(target.wall, joinedWallOf(this.ctx.store, target.wall), side);
    return {
      start: span.from,
      end: span.to,
      note: from === 'inside' ? ' to inside face' : ' to outside face',
    };
  }

  /** The dashed preview in the wall under the pointer, the distance from the nearer end at the cursor. */
  showPreview(): void {
    const store = this.ctx.store;
    const target = this.target;
    if (!target) {
      store.setOverlay({ preview: null, guide: null, label: null });
      return;
    }
    const f = target.frame;
    const centre = clampCentre(f, target.t, this.width);
    const preview = openingInWall(target.wall, this.spec(target, centre), () => 'preview');
    const end = nearerEnd(f, centre);
    const origin = this.origins(target);
    const distance = distanceFromNearerEnd(f, centre, preview.width, origin);
    const jamb = pointAlong(f, end === 'start' ? centre - preview.width / 2 : centre + preview.width / 2);
    const cursor = this.ctx.cursor?.world ?? worldPoint(jamb.x, jamb.y);
    store.setOverlay({
      preview,
      guide: { a: pointAlong(f, end === 'start' ? origin.start : origin.end), b: jamb },
      label: { at: cursor, text: `${formatLength(distance, store.getState().unit)}${origin.note}` },
    });
  }

  /** Places the opening centred `centre` along the target wall: one undo step, selected; the tool stays armed. */
  place(target: Target, centre: number): OpeningElement {
    const store = this.ctx.store;
    const el = openingInWall(target.wall, this.spec(target, centre), store.ids);
    store.execute((page) => createElements(page, { elements: [el] }), { selection: [el.id] });
    // The wall changed under the pointer (it is cut now): look again.
    this.target = target;
    this.showPreview();
    return el;
  }

  /**
   * A typed distance: from the wall end nearer the pointer to the opening's near jamb — from the centre line's end,
   * or from the face's corner when measuring to a face.
   */
  placeAtDistance(distance: number): string | null {
    const target = this.target;
    if (!target) return NO_WALL_HERE;
    if (!(distance >= 0)) return 'The distance cannot be negative.';
    const f = target.frame;
    const end = nearerEnd(f, target.t);
    const origin = this.origins(target);
    const reach = end === 'start' ? f.length - origin.start : origin.end;
    if (distance + this.width > reach + 1e-9) return 'The opening would run past the end of the wall.';
    this.place(target, centreAtDistance(f, end, distance, this.width, origin));
    return null;
  }

  /** A typed width (Tab to the width field): the next openings get it. */
  setWidth(width: number): string | null {
    if (!(width >= MIN_OPENING_WIDTH)) return 'An opening is at least 1\' 0" wide.';
    this.widths = { ...this.widths, [this.kind]: width };
    this.showPreview();
    return null;
  }

  /** F: the hinge to the other jamb. */
  flipHinge(): void {
    this.hingeFlipped = !this.hingeFlipped;
    this.showPreview();
  }
}
