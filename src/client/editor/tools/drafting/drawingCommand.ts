import { createElements } from '../../../../core/commands/createDelete';
import type { WorldPoint } from '../../../../core/geometry/point';
import { worldPoint } from '../../../../core/geometry/point';
import type { TypedInput } from '../../../../core/input/typedInput';
import { projectOnAngle, resolveTypedPoint } from '../../../../core/input/typedInput';
import type { DrawingElement } from '../../../../core/model/elements';
import type { ShapeTool } from '../../../../core/model/factories';
import type { ToolContext } from '../StateMachine';
import type { ToolEvent } from '../toolTypes';
import { draftPoint } from './draftPoint';

const ORIGIN = { x: 0, y: 0 };

export const FIRST_POINT_HINT = 'Click or snap to the first point, or type it as #x,y.';

/** Tools that draw a direction from a point: they take ortho, polar tracking and typed lengths at an angle. */
export const isDirectionalTool = (tool: ShapeTool): boolean =>
  tool === 'line' || tool === 'wall' || tool === 'divider';

/** Shows where the pointer would put the first point (the snap marker and its name), and returns it. */
export function hoverFirstPoint(ctx: ToolContext, e: ToolEvent): WorldPoint {
  ctx.cursor = e;
  ctx.band = null;
  const d = draftPoint(ctx.store, e.world, {
    from: null,
    shift: e.shift,
    directional: false,
    tracker: ctx.tracker,
  });
  ctx.store.setOverlay({ ...d.overlay, preview: null });
  return d.point;
}

/** The pointer's next point from `from`: snaps, ortho/polar, or the locked angle of a typed `<angle`. */
export function nextPoint(
  ctx: ToolContext,
  tool: ShapeTool,
  from: WorldPoint,
  e: ToolEvent,
  lockedAngle: number | null,
): { point: WorldPoint; overlay: ReturnType<typeof draftPoint>['overlay'] } {
  ctx.cursor = e;
  if (lockedAngle !== null) {
    const p = projectOnAngle(from, e.world, lockedAngle);
    const point = worldPoint(p.x, p.y);
    ctx.band = point;
    return { point, overlay: { snap: null, snapMode: null, guide: { a: from, b: point } } };
  }
  const next = draftPoint(ctx.store, e.world, {
    from,
    shift: e.shift,
    directional: isDirectionalTool(tool),
    tracker: ctx.tracker,
  });
  ctx.band = next.point;
  return next;
}

/**
 * After a typed segment the chain goes on from `from`: the rubber band is taken again from there to where the
 * pointer rests (ortho and polar applied), so the next typed length runs the way the band now points.
 */
export function rebaseBand(ctx: ToolContext, tool: ShapeTool, from: WorldPoint): void {
  const cursor = ctx.cursor;
  ctx.band = cursor
    ? draftPoint(ctx.store, cursor.world, {
        from,
        shift: cursor.shift,
        directional: isDirectionalTool(tool),
        tracker: ctx.tracker,
      }).point
    : null;
}

/**
 * The first point of a command from a typed entry: `#x,y` places it; any other entry starts from the object snap
 * under the cursor (hover an endpoint, type 12'<90), which is exact; with no snap there is no exact start.
 */
export function typedFirstPoint(ctx: ToolContext, input: TypedInput): WorldPoint | string {
  if (input.kind === 'absolute') {
    const p = resolveTypedPoint(input, ORIGIN, ORIGIN);
    return worldPoint(p?.x ?? 0, p?.y ?? 0);
  }
  const snap = ctx.store.getState().overlay.snap;
  return snap ?? FIRST_POINT_HINT;
}

/**
 * The point a typed entry names from `from` (null for `<angle`, which only locks the direction). A bare distance
 * runs along the rubber band as shown (with ortho on, the horizontal or vertical it shows), not towards the raw
 * cursor.
 */
export function typedNextPoint(
  ctx: ToolContext,
  input: TypedInput,
  from: WorldPoint,
  lockedAngle: number | null,
): WorldPoint | null {
  const cursor = ctx.band ?? ctx.cursor?.world ?? from;
  const p = resolveTypedPoint(input, from, cursor, lockedAngle);
  return p ? worldPoint(p.x, p.y) : null;
}

/** A typed segment of a chain: one undo step each, the tool stays armed to take the next (AutoCAD LINE). */
export function commitChained(ctx: ToolContext, element: DrawingElement): void {
  ctx.store.execute((page) => createElements(page, { elements: [element] }), { selection: [element.id] });
}
