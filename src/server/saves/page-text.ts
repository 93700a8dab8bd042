import { createHash } from 'node:crypto';
import { DRAWING_VERSION } from '../../core/model/page';
import { elementsStart, type StoredDelta } from './page-delta';

/**
 * A page ready to store: its elements as JSON text (the floor_design_pages column) and the sha256 of the page's
 * whole JSON (the key of its blob in floor_design_page_blobs). Built once, off the event loop for big pages, so
 * storing it is only writing strings.
 */
export interface PreparedPage {
  id: string;
  name: string;
  /** '' when `blobStored` (the text stayed in the worker that stored it) or stored as its `delta`. */
  elementsText: string;
  elementCount: number;
  hash: string;
  /** A save worker on SQLite already stored the page's blob. */
  blobStored?: boolean;
  /** Stored as this delta of the page's previous version instead of whole (see page-delta.ts). */
  delta?: StoredDelta;
}

/** What goes before a page's elements in its JSON: validated pages serialise in this key order. */
const pageHead = (id: string, name: string) =>
  `{"version":${DRAWING_VERSION},"id":${JSON.stringify(id)},"name":${JSON.stringify(name)},"elements":`;

/**
 * The page's JSON as a blob stores it, equal to `JSON.stringify(page)` of the validated page — so a page saved
 * by any path gets the same hash and is stored once.
 */
export const pageBlobText = (page: Pick<PreparedPage, 'id' | 'name' | 'elementsText'>): string =>
  `${pageHead(page.id, page.name)}${page.elementsText}}`;

/** Hashes the page's JSON in pieces: the whole text of a big page is never built here. */
export function preparePageText(
  id: string,
  name: string,
  elementsText: string,
  elementCount: number,
): PreparedPage {
  const hash = createHash('sha256').update(pageHead(id, name)).update(elementsText).update('}').digest('hex');
  return { id, name, elementsText, elementCount, hash };
}

/** A validated page (or one the server built) prepared for storing. */
export const preparePage = (page: { id: string; name: string; elements: readonly unknown[] }): PreparedPage =>
  preparePageText(page.id, page.name, JSON.stringify(page.elements), page.elements.length);

/**
 * The elements' text of a page's JSON: cut out of the text when it has the shape pageBlobText writes (every page
 * stored by this server), parsed otherwise.
 */
export function elementsOfPageText(pageText: string): string {
  const open = elementsStart(pageText);
  if (open !== null) return pageText.slice(open, -1);
  const page = JSON.parse(pageText) as { elements?: unknown };
  return JSON.stringify(page.elements ?? []);
}
