import { hostOf } from '../../../../core/commands/openings';
import type { Page } from '../../../../core/model/page';

/** Whether a drag of `ids` is doors and windows only, each in a wall not dragged with them: they slide. */
export function slidingOpenings(page: Page, ids: ReadonlySet<string>): boolean {
  if (ids.size === 0) return false;
  let found = 0;
  for (const el of page.elements) {
    if (!ids.has(el.id)) continue;
    const wall = hostOf(page, el);
    if (!wall || ids.has(wall.id)) return false;
    found++;
  }
  return found > 0;
}
