import type { DrawingElement } from '../model/elements';
import type { IdSource } from '../model/ids';
import type { Page } from '../model/page';
import type { CommandResult } from './result';
import { done, fail } from './result';
import { expandToGroups, mapElements, plural } from './pageEdit';

const withoutGroup = (el: DrawingElement): DrawingElement => {
  if (el.groupId === undefined) return el;
  const { groupId: _dropped, ...rest } = el;
  return rest as DrawingElement;
};

/** Puts the selection (and the groups it touches) into one new group. */
export function groupElements(
  page: Page,
  args: { readonly ids: readonly string[]; readonly newId: IdSource },
): CommandResult {
  const ids = expandToGroups(page, args.ids);
  const present = page.elements.filter((el) => ids.has(el.id));
  if (present.length < 2) return fail('Select at least two elements to group.');
  const groupId = args.newId();
  return done(
    mapElements(page, ids, (el) => ({ ...el, groupId })),
    `Group ${plural(present.length, 'element')}`,
  );
}

/** Dissolves the groups the selection belongs to. */
export function ungroupElements(page: Page, args: { readonly ids: readonly string[] }): CommandResult {
  const ids = expandToGroups(page, args.ids);
  const grouped = page.elements.filter((el) => ids.has(el.id) && el.groupId !== undefined);
  if (grouped.length === 0) return fail('The selection is not grouped.');
  return done(mapElements(page, ids, withoutGroup), `Ungroup ${plural(grouped.length, 'element')}`);
}

export { withoutGroup };
