import type { DrawingElement } from '../model/elements';
import type { Page } from '../model/page';
import { followingDimensions } from './associativeDimensions';
import { followingWalls, wallChanges } from './connectedWalls';
import { retraceBoundRooms } from './liveRooms';
import { followingOpenings } from './openings';
import { pageChanges } from './pageChanges';
import type { CommandResult } from './result';

/** `page` with these elements put in place of the ones with their ids (one pass, the rest shared). */
function replaced(page: Page, elements: readonly DrawingElement[]): Page {
  if (elements.length === 0) return page;
  const next = new Map(elements.map((el) => [el.id, el]));
  return { ...page, elements: page.elements.map((el) => next.get(el.id) ?? el) };
}

/**
 * The plan kept connected after a command changed walls, in the same undo step: walls joined to a changed wall
 * follow it (connectedWalls.ts), the doors and windows of every wall that moved keep their offsets (openings.ts),
 * dimensions placed on those walls follow them (associativeDimensions.ts), and rooms bound to their walls are
 * traced again (liveRooms.ts). A command that changes no wall costs one pass of pointer comparisons.
 */
export function connectPlan(before: Page, after: Page): Page {
  if (after === before || after.elements === before.elements) return after;
  const changes = pageChanges(before, after);
  const walls = wallChanges(changes.changed);
  const touchesWalls =
    walls.length > 0 ||
    changes.changed.some((c) => c.before.type === 'divider' || c.after.type === 'divider') ||
    changes.added.some(isWallLike) ||
    changes.removed.some(isWallLike);
  if (!touchesWalls) return after;
  const followers = followingWalls(after, walls, new Set(changes.added.map((el) => el.id)));
  const moved = [...walls, ...followers];
  let page = after;
  if (moved.length > 0) {
    const mine = new Set([...changes.changed.map((c) => c.before.id), ...changes.added.map((el) => el.id)]);
    // Openings the command moved itself (with their wall, or slid along it) stay as it left them.
    const openings = followingOpenings(
      before,
      moved.map((c) => c.after),
    ).filter((el) => !mine.has(el.id));
    const dimensions = followingDimensions(before, after, moved, followers, mine);
    page = replaced(after, [
      ...followers.map((c) => c.after),
      ...openings,
      ...dimensions.map((c) => c.after),
    ]);
  }
  return retraceBoundRooms(before, page);
}

const isWallLike = (el: DrawingElement): boolean => el.type === 'wall' || el.type === 'divider';

/** A command's result with the plan kept connected (see connectPlan); a failure passes through. */
export function withConnectedPlan(before: Page, result: CommandResult): CommandResult {
  if (!result.ok) return result;
  const page = connectPlan(before, result.page);
  return page === result.page ? result : { ...result, page };
}
