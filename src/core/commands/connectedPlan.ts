import type { DimensionElement, DrawingElement, OpeningElement, WallElement } from '../model/elements';
import type { Page } from '../model/page';
import { followingDimensions } from './associativeDimensions';
import { followingWalls, wallChanges } from './connectedWalls';
import { retraceBoundRooms } from './liveRooms';
import { openingsFollowingWalls } from './openings';
import { pageChanges } from './pageChanges';
import type { CommandResult } from './result';

/**
 * `page` with these elements put in place of the ones with their ids (one pass, the rest shared). Only elements of
 * the kinds being replaced are looked up: on a big page most are not, and a lookup per element is most of the cost.
 */
function replaced(page: Page, elements: readonly DrawingElement[]): Page {
  if (elements.length === 0) return page;
  const next = new Map(elements.map((el) => [el.id, el]));
  const kinds = new Set(elements.map((el) => el.type));
  const out = page.elements.slice();
  for (let i = 0; i < out.length; i++) {
    const el = out[i] as DrawingElement;
    if (!kinds.has(el.type)) continue;
    const now = next.get(el.id);
    if (now) out[i] = now;
  }
  return { ...page, elements: out };
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
  // Dividers changed, or walls added or deleted: nothing follows, the rooms may need tracing again.
  if (walls.length === 0) return retraceBoundRooms(before, after);
  // One pass over the page sorts out what can follow a wall; the steps below look at those lists only.
  const pageWalls: WallElement[] = [];
  const openings: OpeningElement[] = [];
  const dimensions: DimensionElement[] = [];
  for (const el of after.elements) {
    if (el.type === 'wall') pageWalls.push(el);
    else if (el.type === 'door' || el.type === 'window') openings.push(el);
    else if (el.type === 'dimension') dimensions.push(el);
  }
  const added = new Set(changes.added.map((el) => el.id));
  const followers = followingWalls(pageWalls, walls, added);
  const moved = [...walls, ...followers];
  let page = after;
  if (moved.length > 0) {
    const mine = new Set([...changes.changed.map((c) => c.before.id), ...added]);
    // Openings the command moved itself (with their wall, or slid along it) stay as it left them.
    const hosts = new Map(moved.map((c) => [c.after.id, { was: c.before, now: c.after }]));
    const following = openingsFollowingWalls(
      hosts,
      openings.filter((o) => !mine.has(o.id)),
    );
    const dims = followingDimensions(before, after, moved, followers, mine, dimensions);
    page = replaced(after, [...followers.map((c) => c.after), ...following, ...dims.map((c) => c.after)]);
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
