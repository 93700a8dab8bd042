import { addChainedWall } from '../../../../core/commands/chainWall';
import type { BodySide } from '../../../../core/geometry/faceLine';
import { centreLineOfFace } from '../../../../core/geometry/faceLine';
import type { WorldPoint } from '../../../../core/geometry/point';
import type { DrawingElement } from '../../../../core/model/elements';
import { createElementFromDrag } from '../../../../core/model/factories';
import { finalizeElement } from '../../../../core/model/snapPoints';
import type { MeasureFrom } from '../../store/editorState';
import { commitChained } from '../drafting/drawingCommand';
import type { LineTool } from './LineTool';

/**
 * Drawing walls by a face (the drafting bar's Measure from): the line drawn, clicked or typed, is the wall's outside
 * face with its body to the right (draw clockwise, as the outline is dimensioned from outside), or its inside face
 * with its body to the left; the typed length is that face's.
 */
export const bodySide = (from: MeasureFrom): BodySide | null =>
  from === 'outside' ? 'right' : from === 'inside' ? 'left' : null;

/** A chain's last point this close (world units) to its first closes the outline. */
const CLOSE_ENOUGH = 1e-6;

/** The element the tool makes for a segment drawn from `a` to `b`: a wall drawn by a face has its centre line off it. */
export function drawnElement(tool: LineTool, a: WorldPoint, b: WorldPoint): DrawingElement | null {
  const store = tool.ctx.store;
  const result = createElementFromDrag(tool.kind, a, b, store.ids);
  if (result.kind !== 'created') return null;
  const el = result.element;
  const side = bodySide(store.getState().drafting.measureFrom);
  if (!side || (el.type !== 'wall' && el.type !== 'divider')) return el;
  const [ca, cb] = centreLineOfFace(a, b, el.thickness, side);
  return finalizeElement({ ...el, x: ca.x, y: ca.y, x2: cb.x, y2: cb.y });
}

/**
 * A typed segment of a chain (one undo step, the tool armed for the next): drawn by a face, it meets the wall
 * before it at their centre lines' corner, and the chain's first wall when it closes on the first point.
 */
export function commitSegment(tool: LineTool, a: WorldPoint, b: WorldPoint): void {
  const el = drawnElement(tool, a, b);
  if (!el) return;
  const chain = tool.faceChain;
  if (el.type !== 'wall' && el.type !== 'divider') {
    commitChained(tool.ctx, el);
    return;
  }
  if (!bodySide(tool.ctx.store.getState().drafting.measureFrom)) {
    commitChained(tool.ctx, el);
    tool.faceChain = { previousId: null, firstId: null, firstFace: null };
    return;
  }
  // Back at the first point (typed angles leave float noise of a few 1e-12): the outline closes on its first wall.
  const closes =
    chain.firstFace !== null && Math.hypot(chain.firstFace.x - b.x, chain.firstFace.y - b.y) <= CLOSE_ENOUGH;
  const previousId = chain.previousId;
  tool.ctx.store.execute(
    (page) => addChainedWall(page, { wall: el, previousId, firstId: closes ? chain.firstId : null }),
    { selection: [el.id] },
  );
  tool.faceChain = {
    previousId: el.id,
    firstId: chain.firstId ?? el.id,
    firstFace: chain.firstFace ?? a,
  };
}
