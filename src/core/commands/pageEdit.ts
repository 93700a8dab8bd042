import type { DrawingElement } from '../model/elements';
import type { Page } from '../model/page';

/** Every id in `ids` plus every member of their groups: members of a group move together. */
export function expandToGroups(page: Page, ids: readonly string[]): Set<string> {
  const wanted = new Set(ids);
  const groups = new Set<string>();
  for (const el of page.elements) if (wanted.has(el.id) && el.groupId) groups.add(el.groupId);
  if (groups.size === 0) return wanted;
  for (const el of page.elements) if (el.groupId && groups.has(el.groupId)) wanted.add(el.id);
  return wanted;
}

/**
 * `ids` plus the doors and windows placed in any wall among them: a wall carries its openings when it moves
 * and takes them along when it is deleted (a door left standing in thin air is never what the user meant).
 */
export function withHostedOpenings(page: Page, ids: ReadonlySet<string>): Set<string> {
  const out = new Set(ids);
  for (const el of page.elements) {
    if ((el.type === 'door' || el.type === 'window') && el.wallId !== undefined && ids.has(el.wallId))
      out.add(el.id);
  }
  return out;
}

export const selectedElements = (page: Page, ids: ReadonlySet<string>): DrawingElement[] =>
  page.elements.filter((el) => ids.has(el.id));

/** Replaces the chosen elements in place; untouched elements keep their identity (structural sharing). */
export function mapElements(
  page: Page,
  ids: ReadonlySet<string>,
  fn: (el: DrawingElement) => DrawingElement,
): Page {
  let changed = false;
  const elements = page.elements.map((el) => {
    if (!ids.has(el.id)) return el;
    const next = fn(el);
    if (next !== el) changed = true;
    return next;
  });
  return changed ? { ...page, elements } : page;
}

/** Replaces one element by zero or more, at its position (break apart keeps the drawing order). */
export function spliceElement(page: Page, id: string, replacement: readonly DrawingElement[]): Page {
  const i = page.elements.findIndex((el) => el.id === id);
  if (i < 0) return page;
  return { ...page, elements: [...page.elements.slice(0, i), ...replacement, ...page.elements.slice(i + 1)] };
}

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
