import { lineEndpoints } from '../geometry/elementGeometry';
import { cornerOf } from '../geometry/faceLine';
import type { Point } from '../geometry/point';
import type { DividerElement, DrawingElement, WallElement } from '../model/elements';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import type { CommandResult } from './result';
import { done, fail } from './result';

type Band = WallElement | DividerElement;

const isBand = (el: DrawingElement | undefined): el is Band => el?.type === 'wall' || el?.type === 'divider';

const withEnds = <T extends Band>(el: T, a: Point, b: Point): T =>
  finalizeElement({ ...el, x: a.x, y: a.y, x2: b.x, y2: b.y, rotation: 0 }) as T;

/**
 * Adds a wall (or divider) of a typed chain drawn by a face: its centre line is off the drawn line, so the wall
 * before it (`previousId`) and it are made to meet where their centre lines cross, and when the chain closes on
 * its first wall (`firstId`) the last and the first meet the same way. One undo step.
 */
export function addChainedWall(
  page: Page,
  args: { readonly wall: Band; readonly previousId?: string | null; readonly firstId?: string | null },
): CommandResult {
  let wall = args.wall;
  if (page.elements.some((el) => el.id === wall.id)) return fail('That wall is on the page already.');
  const replaced = new Map<string, Band>();
  const meet = (id: string | null | undefined, atStart: boolean) => {
    const other = id ? (replaced.get(id) ?? page.elements.find((el) => el.id === id)) : undefined;
    if (!isBand(other)) return;
    const mine = lineEndpoints(wall);
    const theirs = lineEndpoints(other);
    const corner = atStart ? cornerOf(theirs, mine) : cornerOf(mine, theirs);
    if (!corner) return;
    wall = atStart ? withEnds(wall, corner, mine[1]) : withEnds(wall, mine[0], corner);
    replaced.set(other.id, atStart ? withEnds(other, theirs[0], corner) : withEnds(other, corner, theirs[1]));
  };
  meet(args.previousId, true);
  meet(args.firstId, false);
  const elements = page.elements.map((el) => replaced.get(el.id) ?? el);
  return done({ ...page, elements: [...elements, wall] }, `Add ${wall.type}`);
}
