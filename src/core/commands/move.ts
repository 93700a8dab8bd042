import type { Page } from '../model/page';
import { translateElement } from './transform';
import type { CommandResult, HistoryMode } from './result';
import { done, fail } from './result';
import { expandToGroups, mapElements, plural, withHostedOpenings } from './pageEdit';

export interface MoveArgs {
  readonly ids: readonly string[];
  readonly dx: number;
  readonly dy: number;
  /** 'squash' while dragging (apply to the page the drag started from), 'record' for a one-off move. */
  readonly history?: HistoryMode;
}

/** Moves the elements, every member of their groups and the doors and windows in the walls among them. */
export function moveElements(page: Page, args: MoveArgs): CommandResult {
  if (!Number.isFinite(args.dx) || !Number.isFinite(args.dy)) return fail('A move needs finite distances.');
  const ids = withHostedOpenings(page, expandToGroups(page, args.ids));
  const next = mapElements(page, ids, (el) => translateElement(el, args.dx, args.dy));
  return done(next, `Move ${plural(ids.size, 'element')}`, args.history ?? 'record');
}
