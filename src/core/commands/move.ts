import type { Page } from '../model/page';
import { translateElement } from './transform';
import type { CommandResult, HistoryMode } from './result';
import { done, fail } from './result';
import { expandToGroups, mapElements, plural, withHostedOpenings } from './pageEdit';
import { hostOf, slideInWall } from './openings';
import { isOpening } from '../model/elements';

export interface MoveArgs {
  readonly ids: readonly string[];
  readonly dx: number;
  readonly dy: number;
  /** 'squash' while dragging (apply to the page the drag started from), 'record' for a one-off move. */
  readonly history?: HistoryMode;
}

/**
 * Moves the elements, every member of their groups and the doors and windows in the walls among them. A door or
 * window whose wall stays put slides along it instead (the move projected on the wall, kept inside it).
 */
export function moveElements(page: Page, args: MoveArgs): CommandResult {
  if (!Number.isFinite(args.dx) || !Number.isFinite(args.dy)) return fail('A move needs finite distances.');
  const ids = withHostedOpenings(page, expandToGroups(page, args.ids));
  const next = mapElements(page, ids, (el) => {
    const wall = isOpening(el) && el.wallId !== undefined && !ids.has(el.wallId) ? hostOf(page, el) : null;
    return wall && isOpening(el)
      ? slideInWall(el, wall, args.dx, args.dy)
      : translateElement(el, args.dx, args.dy);
  });
  return done(next, `Move ${plural(ids.size, 'element')}`, args.history ?? 'record');
}
