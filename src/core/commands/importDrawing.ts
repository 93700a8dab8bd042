import type { DrawingElement } from '../model/elements';
import { layerKey } from '../model/layerStyle';
import type { Layer, Page } from '../model/page';
import { finalizeElement } from '../model/snapPoints';
import type { CommandResult } from './result';
import { done, fail } from './result';
import { plural } from './pageEdit';

export const IMPORT_EMPTY = 'The drawing has nothing to import.';
export const MAX_LAYERS_PER_PAGE = 1000;

export const importTooBig = (adding: number, has: number, max: number): string =>
  `The drawing makes ${adding.toLocaleString('en-US')} elements; with the page's ${has.toLocaleString('en-US')} that is more than the ${max.toLocaleString('en-US')} a page holds.`;

/**
 * "Import DXF…": adds a drawing's elements on top of the page and its layers to the page's list, as one undo
 * step. A layer the page already has (names compare case-insensitively, as in DXF) keeps the page's settings.
 */
export function importDrawing(
  page: Page,
  args: {
    readonly elements: readonly DrawingElement[];
    readonly layers: readonly Layer[];
    /** The page cap (the contract's DRAWING_LIMITS.elementsPerPage). */
    readonly maxElements: number;
  },
): CommandResult {
  if (args.elements.length === 0) return fail(IMPORT_EMPTY);
  if (page.elements.length + args.elements.length > args.maxElements) {
    return fail(importTooBig(args.elements.length, page.elements.length, args.maxElements));
  }
  const ids = new Set(page.elements.map((el) => el.id));
  for (const el of args.elements) {
    if (ids.has(el.id)) return fail(`An element with id ${el.id} already exists.`);
    ids.add(el.id);
  }
  const known = new Set(page.layers.map((l) => layerKey(l.name)));
  const added = args.layers.filter((l) => {
    const key = layerKey(l.name);
    if (known.has(key)) return false;
    known.add(key);
    return true;
  });
  if (page.layers.length + added.length > MAX_LAYERS_PER_PAGE) {
    return fail(`The drawing adds ${added.length} layers; a page holds at most ${MAX_LAYERS_PER_PAGE}.`);
  }
  return done(
    {
      ...page,
      elements: [...page.elements, ...args.elements.map(finalizeElement)],
      layers: added.length > 0 ? [...page.layers, ...added] : page.layers,
    },
    `Import ${plural(args.elements.length, 'element')}`,
  );
}
