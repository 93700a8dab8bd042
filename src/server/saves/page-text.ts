import { createHash } from 'node:crypto';
import { DRAWING_VERSION } from '../../core/model/page';

/**
 * A page ready to store: its elements as JSON text (the floor_design_pages column) and the sha256 of the page's
 * whole JSON (the key of its blob in floor_design_page_blobs). Built once, off the event loop for big pages, so
 * storing it is only writing strings.
 */
export interface PreparedPage {
  id: string;
  name: string;
  /** '' when `blobStored`: the text stayed in the worker that stored it. */
  elementsText: string;
  elementCount: number;
  hash: string;
  /** The page's fields beyond version, id, name and elements, as JSON members (see pageTailText). */
  tailText?: string;
  /** A save worker on SQLite already stored the page's blob. */
  blobStored?: boolean;
}

/** What opens a page's JSON: validated pages serialise version, id and name first, in this order. */
const pagePrefix = (id: string, name: string) =>
  `{"version":${DRAWING_VERSION},"id":${JSON.stringify(id)},"name":${JSON.stringify(name)}`;
const ELEMENTS_KEY = ',"elements":';
const OWN_KEYS = new Set(['version', 'id', 'name', 'elements']);

/**
 * The page's other fields (its underlays, say) as JSON members, each `,"key":value`, in the page's own key order;
 * '' for a page with none. They go before the elements, so the elements stay the last member of the text and
 * can still be cut out of it without parsing (elementsText may be 20 MB; the other fields are small).
 */
export function pageTailText(page: object): string {
  let out = '';
  for (const [key, value] of Object.entries(page)) {
    if (OWN_KEYS.has(key) || value === undefined) continue;
    out += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  return out;
}

/**
 * The page's JSON as a blob stores it: a page with no fields beyond its elements is exactly
 * `JSON.stringify(page)` of the validated page, as before underlays, so its hash and blob are unchanged.
 */
export const pageBlobText = (
  page: Pick<PreparedPage, 'id' | 'name' | 'elementsText'> & { tailText?: string },
): string => `${pagePrefix(page.id, page.name)}${page.tailText ?? ''}${ELEMENTS_KEY}${page.elementsText}}`;

/** Hashes the page's JSON in pieces: the whole text of a big page is never built here. */
export function preparePageText(
  id: string,
  name: string,
  elementsText: string,
  elementCount: number,
  tailText = '',
): PreparedPage {
  const hash = createHash('sha256')
    .update(pagePrefix(id, name))
    .update(tailText)
    .update(ELEMENTS_KEY)
    .update(elementsText)
    .update('}')
    .digest('hex');
  return { id, name, elementsText, elementCount, hash, ...(tailText ? { tailText } : {}) };
}

/** A validated page (or one the server built) prepared for storing. */
export const preparePage = (page: { id: string; name: string; elements: readonly unknown[] }): PreparedPage =>
  preparePageText(
    page.id,
    page.name,
    JSON.stringify(page.elements),
    page.elements.length,
    pageTailText(page),
  );

/** A stored page's text split in the parts a patch keeps: its elements' text and its other fields. */
export interface PageTextParts {
  elementsText: string;
  tailText: string;
}

/**
 * The elements' text and the other fields of a page's JSON: cut out of the text when it has the shape
 * pageBlobText writes (every page stored by this server), parsed otherwise. In that shape, `,"elements":` can
 * only first occur as the elements' own key: inside a JSON string a quote is always escaped.
 */
export function pageTextParts(id: string, name: string, pageText: string): PageTextParts {
  const prefix = pagePrefix(id, name);
  if (pageText.startsWith(prefix) && pageText.endsWith('}')) {
    const at = pageText.indexOf(ELEMENTS_KEY, prefix.length);
    if (at >= 0)
      return {
        tailText: pageText.slice(prefix.length, at),
        elementsText: pageText.slice(at + ELEMENTS_KEY.length, -1),
      };
  }
  const page = JSON.parse(pageText) as { elements?: unknown };
  return { elementsText: JSON.stringify(page.elements ?? []), tailText: pageTailText(page) };
}

/** The elements' text of a page's JSON (see pageTextParts). */
export const elementsOfPageText = (id: string, name: string, pageText: string): string =>
  pageTextParts(id, name, pageText).elementsText;
