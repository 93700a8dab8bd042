import type { Point } from '../geometry/point';
import { elementVertices } from '../geometry/elementGeometry';
import type { DrawingElement, RectangleElement } from '../model/elements';
import type { IdSource } from '../model/ids';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import type { CommandResult } from './result';
import { ALERTS, done, fail } from './result';
import { withoutGroup } from './group';
import { expandToGroups, mapElements, plural, spliceElement } from './pageEdit';

function rectangleToLines(rect: RectangleElement, newId: IdSource): DrawingElement[] {
  const v = elementVertices(rect) as Point[];
  return v.map((a, i) => {
    const b = v[(i + 1) % v.length] as Point;
    return finalizeElement({ id: newId(), type: 'line', x: a.x, y: a.y, x2: b.x, y2: b.y, rotation: 0 });
  });
}

/**
 * A rectangle becomes its four sides as lines (in place, so the drawing order holds); grouped lines lose
 * their group. Anything else is refused with the spec's alert.
 */
export function breakApart(
  page: Page,
  args: { readonly ids: readonly string[]; readonly newId: IdSource },
): CommandResult {
  const ids = expandToGroups(page, args.ids);
  const els = page.elements.filter((el) => ids.has(el.id));
  if (els.length === 0) return fail(ALERTS.breakApartOnly);
  if (els.every((el): el is RectangleElement => el.type === 'rectangle')) {
    let next = page;
    for (const rect of els) next = spliceElement(next, rect.id, rectangleToLines(rect, args.newId));
    return done(next, `Break apart ${plural(els.length, 'rectangle')}`);
  }
  if (els.every((el) => el.type === 'line' && el.groupId !== undefined)) {
    return done(mapElements(page, ids, withoutGroup), `Break apart ${plural(els.length, 'grouped line')}`);
  }
  return fail(ALERTS.breakApartOnly);
}
