import type { DrawingElement } from './elements';
import type { Underlay } from './underlay';

/** The current document version; older documents are upgraded by contract/drawing.ts `migratePage`. */
export const DRAWING_VERSION = 3;

/** One floor design page: the unit the editor edits, the server stores and a revision lists. */
export interface Page {
  readonly version: typeof DRAWING_VERSION;
  readonly id: string;
  readonly name: string;
  readonly elements: readonly DrawingElement[];
  /** Backgrounds drawn under every element, first at the bottom; absent = none (see model/underlay.ts). */
  readonly underlays?: readonly Underlay[];
}

/** The spec's default page name: "Page {n}", n counting from 1. */
export const defaultPageName = (n: number): string => `Page ${n}`;

export function createPage(id: string, n: number, name?: string): Page {
  return { version: DRAWING_VERSION, id, name: name?.trim() ? name : defaultPageName(n), elements: [] };
}

export function findElement(page: Page, id: string): DrawingElement | undefined {
  return page.elements.find((el) => el.id === id);
}
