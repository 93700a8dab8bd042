import { createHash, type Hash } from 'node:crypto';
import type { ElementIndex } from './element-spans';
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
  /**
   * The page's JSON after its elements: `,"layers":[…]` and `,"currentLayer":"…"` when it has one (see
   * pageTailText); absent in pages prepared before layers existed.
   */
  tailText?: string;
  elementCount: number;
  hash: string;
  /** A save worker on SQLite already stored the page's blob. */
  blobStored?: boolean;
  /** Stored as this delta of the page's previous version instead of whole (see page-delta.ts). */
  delta?: StoredDelta;
  /** The page's whole JSON text is known to be ASCII (then it is hashed as latin1: see hashText). */
  ascii?: true;
}

/** What goes before a page's elements in its JSON: validated pages serialise in this key order. */
export const pageHead = (id: string, name: string) =>
  `{"version":${DRAWING_VERSION},"id":${JSON.stringify(id)},"name":${JSON.stringify(name)},"elements":`;

/**
 * The page's JSON as a blob stores it, equal to `JSON.stringify(page)` of the validated page — so a page saved
 * by any path gets the same hash and is stored once.
 */
export const pageBlobText = (page: Pick<PreparedPage, 'id' | 'name' | 'elementsText' | 'tailText'>): string =>
  `${pageHead(page.id, page.name)}${page.elementsText}${page.tailText ?? ''}}`;

/**
 * Feeds a text to a hash as its UTF-8 bytes. A text known to be ASCII (every character one UTF-8 byte) is handed
 * over as latin1 — the same bytes — which Node copies instead of encoding character by character: a 13 MB page
 * hashes in about half the time. Whether a text is ASCII is known from where it came from (isAscii of a body's
 * bytes, a stored version's flag): asking the string itself (Buffer.byteLength) cost as much as encoding it.
 */
export const hashText = (hash: Hash, text: string, ascii = false): Hash =>
  ascii ? hash.update(text, 'latin1') : hash.update(text);

/** The sha256 (hex) of a text's UTF-8 bytes. */
export const sha256Text = (text: string, ascii = false): string =>
  hashText(createHash('sha256'), text, ascii).digest('hex');

/** Whether a short text is ASCII (its UTF-8 length is its length): for the few small pieces of a patch. */
export const isAsciiText = (text: string): boolean => Buffer.byteLength(text, 'utf8') === text.length;

/** Hashes the page's JSON in pieces: the whole text of a big page is never built here. */
export function preparePageText(
  id: string,
  name: string,
  elementsText: string,
  elementCount: number,
  tailText = '',
  ascii = false,
): PreparedPage {
  const hash = createHash('sha256').update(pageHead(id, name));
  const digest = hashText(hash, elementsText, ascii).update(tailText).update('}').digest('hex');
  return preparedOf(id, name, elementsText, elementCount, tailText, digest, ascii);
}

const preparedOf = (
  id: string,
  name: string,
  elementsText: string,
  elementCount: number,
  tailText: string,
  hash: string,
  ascii: boolean,
): PreparedPage => ({
  id,
  name,
  elementsText,
  ...(tailText ? { tailText } : {}),
  elementCount,
  hash,
  ...(ascii ? { ascii } : {}),
});

/**
 * A page prepared from its whole JSON text as pageBlobText writes it (head of `headLength` characters, elements,
 * `tailText`, `}`): hashed in one piece; its elements text is a slice of it, not a copy.
 */
export function preparedFromPageText(
  pageText: string,
  id: string,
  name: string,
  headLength: number,
  elementCount: number,
  tailText: string,
  ascii: boolean,
): PreparedPage {
  const elementsText = pageText.slice(headLength, pageText.length - tailText.length - 1);
  return preparedOf(id, name, elementsText, elementCount, tailText, sha256Text(pageText, ascii), ascii);
}

/** The tail of a page without layers: what JSON.stringify writes for a validated page (layers default to []). */
export const NO_LAYERS_TAIL = ',"layers":[]';

/**
 * What follows a page's elements in its stored JSON, in the key order of the validated page (PageSchema), so
 * the text stays equal to JSON.stringify of the page: its layers, then its current layer when it has one.
 */
export function pageTailText(page: {
  layers?: readonly unknown[];
  currentLayer?: string;
  underlays?: readonly unknown[];
  wallDimensions?: string;
  autoDimensions?: boolean;
}): string {
  let tail = `,"layers":${JSON.stringify(page.layers ?? [])}`;
  if (page.currentLayer !== undefined) tail += `,"currentLayer":${JSON.stringify(page.currentLayer)}`;
  // Page underlays (issue 12 item 4) follow, in the schema's order, only on pages that have the field.
  if (page.underlays !== undefined) tail += `,"underlays":${JSON.stringify(page.underlays)}`;
  if (page.wallDimensions !== undefined) tail += `,"wallDimensions":${JSON.stringify(page.wallDimensions)}`;
  if (page.autoDimensions === false) tail += ',"autoDimensions":false';
  return tail;
}

/** A validated page (or one the server built) prepared for storing. */
export const preparePage = (page: {
  id: string;
  name: string;
  elements: readonly unknown[];
  layers?: readonly unknown[];
  currentLayer?: string;
  underlays?: readonly unknown[];
  wallDimensions?: string;
  autoDimensions?: boolean;
}): PreparedPage =>
  preparePageText(
    page.id,
    page.name,
    JSON.stringify(page.elements),
    page.elements.length,
    pageTailText(page),
  );

/**
 * Where a stored page's tail starts in the text after its head: the elements' closing bracket followed by the
 * first tail key. No element has a `layers` or `currentLayer` key, and inside JSON strings a quote is escaped,
 * so these sequences cannot occur within the elements.
 */
function tailStart(rest: string): number {
  for (const key of ['],"layers":', '],"currentLayer":']) {
    const at = rest.indexOf(key);
    if (at >= 0) return at + 1;
  }
  return -1;
}

/**
 * The elements' text and the tail of a page's JSON (see elementsOfPageText): cut out of the text when it has the
 * shape the server stores (any page id and name), parsed otherwise.
 */
export function splitPageText(pageText: string): { elementsText: string; tailText: string } {
  const open = elementsStart(pageText);
  if (open !== null && pageText.endsWith('}')) {
    const rest = pageText.slice(open, -1);
    const at = tailStart(rest);
    return at < 0
      ? { elementsText: rest, tailText: NO_LAYERS_TAIL }
      : { elementsText: rest.slice(0, at), tailText: rest.slice(at) };
  }
  const page = JSON.parse(pageText) as {
    elements?: unknown;
    layers?: unknown[];
    currentLayer?: string;
    underlays?: unknown[];
    wallDimensions?: string;
    autoDimensions?: unknown;
  };
  return {
    elementsText: JSON.stringify(page.elements ?? []),
    tailText: pageTailText({
      layers: Array.isArray(page.layers) ? page.layers : [],
      ...(typeof page.currentLayer === 'string' ? { currentLayer: page.currentLayer } : {}),
      ...(Array.isArray(page.underlays) ? { underlays: page.underlays } : {}),
      ...(typeof page.wallDimensions === 'string' ? { wallDimensions: page.wallDimensions } : {}),
      ...(page.autoDimensions === false ? { autoDimensions: false } : {}),
    }),
  };
}

/**
 * splitPageText when the page's element spans are known (a version a save worker stored): the elements end
 * where the last one does, so the tail is not searched for in the whole text.
 */
export function splitIndexedPageText(
  pageText: string,
  index: ElementIndex,
): { elementsText: string; tailText: string } {
  const last = index.spans[index.spans.length - 1];
  const end = index.elementsAt + (last ? last.end : 1) + 1;
  return { elementsText: pageText.slice(index.elementsAt, end), tailText: pageText.slice(end, -1) };
}

/**
 * The elements' text of a page's JSON: cut out of the text when it has the shape pageBlobText writes (every page
 * stored by this server), parsed otherwise.
 */
export function elementsOfPageText(pageText: string): string {
  return splitPageText(pageText).elementsText;
}
