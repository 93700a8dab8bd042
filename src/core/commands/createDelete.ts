import type { DrawingElement } from '../model/elements';
import type { Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import type { CommandResult } from './result';
import { done, fail } from './result';
import { plural, withHostedOpenings } from './pageEdit';
import { currentLayerOf } from './layers';

/** Adds elements on top of the drawing (a committed tool preview, a paste), on the current layer unless they name one. */
export function createElements(
  page: Page,
  args: { readonly elements: readonly DrawingElement[] },
): CommandResult {
  const existing = new Set(page.elements.map((el) => el.id));
  for (const el of args.elements) {
    if (existing.has(el.id)) return fail(`An element with id ${el.id} already exists.`);
    existing.add(el.id);
  }
  if (args.elements.length === 0) return done(page, 'Create nothing');
  const layer = currentLayerOf(page);
  const added = args.elements.map((el) =>
    finalizeElement(layer !== undefined && el.layer === undefined ? { ...el, layer } : el),
  );
  const what = added.length === 1 ? (added[0] as DrawingElement).type : plural(added.length, 'element');
  return done({ ...page, elements: [...page.elements, ...added] }, `Create ${what}`);
}

/** Delete or Backspace: removes exactly the selected elements, and the doors and windows of deleted walls. */
export function deleteElements(page: Page, args: { readonly ids: readonly string[] }): CommandResult {
  const ids = withHostedOpenings(page, new Set(args.ids));
  const elements = page.elements.filter((el) => !ids.has(el.id));
  const removed = page.elements.length - elements.length;
  if (removed === 0) return done(page, 'Delete nothing');
  return done({ ...page, elements }, `Delete ${plural(removed, 'element')}`);
}
