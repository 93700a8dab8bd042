import { z } from 'zod/mini';
import { describeIssues, DRAWING_LIMITS, DRAWING_VERSION } from '../../contract/drawing';
import {
  FloorDesignEditRequest,
  FloorDesignSaveRequest,
  NOT_STORED_ELEMENT,
  type PagePatch,
} from '../../contract/floordesigns';
import { elementSpans, type ElementIndex, type ElementSpan } from './element-spans';
import { elementsText } from './element-text';
import {
  bodyElementSpans,
  keptElements,
  parseReusing,
  type CanonicalVersion,
  type KeptElements,
  type SourceSpans,
} from './kept-elements';
import {
  isAsciiText,
  NO_LAYERS_TAIL,
  pageBlobText,
  pageHead,
  preparedFromPageText,
  preparePage,
  preparePageText,
  type PreparedPage,
} from './page-text';

/*
 * The JSON work of a save, as plain functions over plain data: parsing the body, validating it with the contract,
 * serialising and hashing its pages, applying a delta's element patches to the stored pages. They run inline for
 * small bodies and in a save worker for big ones (worker.ts), with the same answers either way.
 */

/** Fastify's own answer to a body that does not parse (or carries a prototype-poisoning key). */
export const INVALID_JSON_BODY = "Body is not valid JSON but content-type is set to 'application/json'";

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** The design's own fields of a save (everything but its pages). */
export type DesignFields = Omit<z.output<typeof FloorDesignEditRequest>, 'pages'>;

export interface EditPrep {
  fields: DesignFields;
  pages: PreparedPage[];
}

export interface DeltaPrep {
  fields: DesignFields;
  baseVersion: number;
  order: string[];
  /** Pages sent whole. */
  pages: PreparedPage[];
  /** Element patches of stored pages, with their index in the body (error messages name it). */
  patches: IndexedPatch[];
}

export interface IndexedPatch {
  index: number;
  patch: PagePatch;
}

/** A stored page as its row holds it: elements as JSON text. */
export interface StoredPageText {
  id: string;
  elementsText: string;
  /** The page's layers as stored (page-text.ts `pageTailText`): a patch keeps them. */
  tailText?: string;
  /** Where each element is in `elementsText`, when known (else the patch scans for them). */
  spans?: readonly ElementSpan[];
  /** The stored page's whole text is known to be ASCII. */
  ascii?: boolean;
}

/** A stored page by its blob: a save worker on SQLite reads it itself (see tasks.ts). */
export interface StoredPageBlob {
  id: string;
  name: string;
  hash: string;
}

export interface PatchJob {
  stored: StoredPageText;
  patch: IndexedPatch;
}

/** Where a stored page's blob stands in its chain: what a new version's delta is built on. */
export interface BaseInfo {
  hash: string;
  depth: number;
  chainBytes: number;
}

/** A stored page sent as its whole text, with its blob's place when it has one (a delta is then built on it). */
export interface StoredPageWhole {
  id: string;
  pageText: string;
  base: BaseInfo | null;
}

/** A patch job as handed to the save pool: its stored page as text, or named by its blob. */
export interface PatchRequest {
  stored: StoredPageWhole | StoredPageBlob;
  patch: IndexedPatch;
}

// Keys JSON.parse keeps as own properties that would turn into prototypes if the object were merged somewhere:
// refused like Fastify's secure-json-parse does (its "error" action), so both paths answer the same.
const SUSPECT_KEY =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:|"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;

/**
 * Whether SUSPECT_KEY can match at all: a key spelled out contains `__proto__` or `constructor`, and one with any
 * letter escaped contains `\u`. Three plain substring searches over a 14 MB body cost a few milliseconds, where
 * the regular expression tries its alternatives at each of its ~2 million quotes.
 */
const mayHoldSuspectKey = (body: string): boolean =>
  body.includes('\\u') || body.includes('__proto__') || body.includes('constructor');

function hasPoisonedKey(root: unknown): boolean {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Object.hasOwn(value, '__proto__')) return true;
    const ctor: unknown = Object.hasOwn(value, 'constructor')
      ? (value as { constructor: unknown }).constructor
      : undefined;
    if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
    for (const child of Object.values(value))
      if (child !== null && typeof child === 'object') stack.push(child);
  }
  return false;
}

/** A JSON body's text: an empty one is no body (as the app's JSON parser takes it). */
export function parseJsonBody(text: string): Outcome<unknown> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') return { ok: true, value: undefined };
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { ok: false, error: INVALID_JSON_BODY };
  }
  if (mayHoldSuspectKey(body) && SUSPECT_KEY.test(body) && hasPoisonedKey(value))
    return { ok: false, error: INVALID_JSON_BODY };
  return { ok: true, value };
}

function validate<S extends z.ZodMiniType>(schema: S, body: unknown): Outcome<z.output<S>> {
  const result = schema.safeParse(body ?? {});
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: describeIssues(result.error, 3) };
}

const FAST_PAGE_KEYS = new Set(['version', 'id', 'name', 'elements', 'layers']);

/** The edit call's fields besides its pages. */
const EditFields = z.omit(FloorDesignEditRequest, { pages: true });

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Pages whose elements text the fast check wrote (kept-elements.ts reuses their elements' texts). */
const fastPrepared = new WeakSet<PreparedPage>();

/** Whether the page's elements text is the fast check's output (every element as canonicalElement wrote it). */
export const preparedByFastCheck = (page: PreparedPage): boolean => fastPrepared.has(page);

type PageElements = (elements: unknown) => { text: string; count: number } | null;
type PrepareElements = (id: string, name: string, elements: { text: string; count: number }) => PreparedPage;

/**
 * The pages prepared by the fast path (element-text.ts) when every page is one the contract surely accepts as
 * it is (the current version, valid id and name, distinct ids, no layers); null sends the body through zod.
 */
function fastPages(
  pages: unknown,
  ascii: boolean,
  elementsOf: PageElements = elementsText,
  prepare: PrepareElements = (id, name, { text, count }) =>
    preparePageText(id, name, text, count, NO_LAYERS_TAIL, ascii),
): PreparedPage[] | null {
  if (!Array.isArray(pages) || pages.length === 0 || pages.length > DRAWING_LIMITS.pagesPerDesign)
    return null;
  const seen = new Set<string>();
  const out: PreparedPage[] = [];
  for (const page of pages as unknown[]) {
    if (!isRecord(page) || page.version !== DRAWING_VERSION) return null;
    const { id, name } = page;
    if (typeof id !== 'string' || id.length < 1 || id.length > DRAWING_LIMITS.idLength || seen.has(id))
      return null;
    if (typeof name !== 'string' || name.length > DRAWING_LIMITS.pageNameLength) return null;
    // Only pages with nothing beside their elements but no layers: a page's layers, current layer or underlays
    // go through zod (they are few bytes; the elements are what costs).
    for (const key in page) if (!FAST_PAGE_KEYS.has(key)) return null;
    if (page.layers !== undefined && !(Array.isArray(page.layers) && page.layers.length === 0)) return null;
    seen.add(id);
    const elements = elementsOf(page.elements);
    if (!elements) return null;
    const prepared = prepare(id, name, elements);
    fastPrepared.add(prepared);
    out.push(prepared);
  }
  return out;
}

/**
 * The spec's edit call: every page whole. `ascii`: the body's text is ASCII without \u escapes, so every string
 * in it, and the pages' JSON, is ASCII too (their hashes are then taken faster: see hashText).
 */
export function prepareEdit(body: unknown, ascii = false): Outcome<EditPrep> {
  if (isRecord(body)) {
    const pages = fastPages(body.pages, ascii);
    const { pages: _pages, ...rest } = body;
    const fields = pages ? EditFields.safeParse(rest) : null;
    if (pages && fields?.success) return { ok: true, value: { fields: fields.data, pages } };
  }
  const parsed = validate(FloorDesignEditRequest, body);
  if (!parsed.ok) return parsed;
  const { pages, ...fields } = parsed.value;
  return { ok: true, value: { fields, pages: pages.map(preparePage) } };
}

/**
 * A full save prepared reusing kept elements: its pages, where each page's elements are in its text and (when
 * found) in the body.
 */
export interface ReusedEdit {
  prep: EditPrep;
  indexes: ElementIndex[];
  sources: (SourceSpans | null)[];
  /** Each page's whole text (pageBlobText), flat. */
  texts: string[];
}

/**
 * The spec's edit call for a body whose pages hold runs of elements of `versions` unchanged (kept-elements.ts):
 * only the rest is parsed and checked. The answer is exactly prepareEdit's over the whole body; null when that
 * is not sure (a refusal, a page or element the fast check is not sure of, a prototype key): then parse it all.
 */
export function prepareEditReusing(
  body: string,
  versions: readonly CanonicalVersion[],
  ascii = false,
): ReusedEdit | null {
  if (versions.length === 0 || mayHoldSuspectKey(body)) return null;
  const parsed = parseReusing(body, versions);
  if (!parsed) return null;
  const spans: ElementSpan[][] = [];
  const elementsOf = (elements: unknown): KeptElements | null => {
    const kept = keptElements(elements, parsed.runs);
    if (kept) spans.push(kept.spans);
    return kept;
  };
  // Each page's text is built once, flattened by hashing it: its elements text is a slice of it, and the text
  // stored and delta-encoded is the same string (no second 13 MB copy).
  const texts: string[] = [];
  const prepare: PrepareElements = (id, name, { text, count }) => {
    const head = pageHead(id, name);
    const pageText = `${head}${text}${NO_LAYERS_TAIL}}`;
    texts.push(pageText);
    return preparedFromPageText(pageText, id, name, head.length, count, NO_LAYERS_TAIL, ascii);
  };
  const pages = fastPages(parsed.value.pages, ascii, elementsOf, prepare);
  if (!pages) return null;
  const { pages: _pages, ...rest } = parsed.value;
  const fields = EditFields.safeParse(rest);
  if (!fields.success) return null;
  // Where this body holds each page's elements, for the next save to compare with (the runs are not scanned).
  const found = bodyElementSpans(body, parsed.runs);
  return {
    prep: { fields: fields.data, pages },
    indexes: pages.map((page, i) => ({
      elementsAt: pageHead(page.id, page.name).length,
      spans: spans[i] ?? [],
    })),
    sources: pages.map((page, i) => {
      const source = found?.[i];
      return source && source.starts.length === page.elementCount ? source : null;
    }),
    texts,
  };
}

/** The app's delta save: whole pages are prepared now; patches wait for their stored pages (applyPatches). */
export function prepareDelta(body: unknown): Outcome<DeltaPrep> {
  const parsed = validate(FloorDesignSaveRequest, body);
  if (!parsed.ok) return parsed;
  const { pages, patches, base_version: baseVersion, page_order: order, ...fields } = parsed.value;
  return {
    ok: true,
    value: {
      fields,
      baseVersion,
      order,
      pages: (pages ?? []).map(preparePage),
      patches: patches.map((patch, index) => ({ index, patch })),
    },
  };
}

type Refusal = { ok: false; error: string };

const tooMany = (index: number): Refusal => ({
  ok: false,
  error: `patches[${index}]: the page would have more than ${DRAWING_LIMITS.elementsPerPage} elements`,
});

/**
 * A patched page, with its whole JSON text (flat, so hashing and delta-encoding it copy nothing more) and where
 * its elements are in that text when the patch was applied to the stored text (null when it was parsed).
 */
export interface PatchedPage {
  page: PreparedPage;
  pageText: string;
  index: ElementIndex | null;
}

/** One patch on its stored page: put elements replace theirs in place or are appended; removed ones go. */
export function applyPatch({ stored, patch: { index, patch } }: PatchJob): Outcome<PatchedPage> {
  // A save worker keeps the spans of the versions it stored: a patch of one of them skips the scan.
  const spans = stored.spans ?? elementSpans(stored.elementsText);
  if (!spans) return applyPatchParsed({ stored, patch: { index, patch } });
  // The places of the elements the patch names only: a map of all 50,000 ids per one-element save was most of
  // the patch's own time on a big page.
  const named = new Set<string>();
  for (const id of patch.remove) named.add(id);
  for (const el of patch.put) named.add(el.id);
  const at = new Map<string, number>();
  for (let i = 0; i < spans.length; i++) {
    const id = (spans[i] as ElementSpan).id;
    if (named.has(id)) at.set(id, i);
  }
  const gone = new Set<number>();
  for (const [i, id] of patch.remove.entries()) {
    const position = at.get(id);
    if (position === undefined)
      return { ok: false, error: `patches[${index}].remove[${i}]: ${NOT_STORED_ELEMENT}` };
    gone.add(position);
  }
  const replaced = new Map<number, { id: string; text: string }>();
  const appended: { id: string; text: string }[] = [];
  const head = pageHead(stored.id, patch.name);
  // The new text is ASCII when the stored one is and so is every piece this patch adds (a few small texts).
  let ascii = stored.ascii === true && isAsciiText(head);
  for (const el of patch.put) {
    const position = at.get(el.id);
    const piece = { id: el.id, text: JSON.stringify(el) };
    ascii &&= isAsciiText(piece.text);
    if (position === undefined) appended.push(piece);
    else replaced.set(position, piece);
  }
  const count = spans.length - gone.size + appended.length;
  if (count > DRAWING_LIMITS.elementsPerPage) return tooMany(index);
  // The untouched runs of the stored text are copied as they are, between the changed elements; the new text's
  // spans are the runs' spans moved by where the run lands, and the changed elements' own.
  const tail = stored.tailText || NO_LAYERS_TAIL;
  const text = stored.elementsText;
  const parts: string[] = [head, '['];
  const newSpans: ElementSpan[] = [];
  // Offset in the new elements text (which starts at its '[').
  let offset = 1;
  let first = true;
  const emit = (piece: string) => {
    if (!first) {
      parts.push(',');
      offset++;
    }
    parts.push(piece);
    first = false;
  };
  // `run` is the first index of the untouched elements not yet copied.
  let run = -1;
  const flush = (upTo: number) => {
    if (run < 0) return;
    const from = (spans[run] as ElementSpan).start;
    emit(text.slice(from, (spans[upTo - 1] as ElementSpan).end));
    const shift = offset - from;
    // Spans are never changed in place: a run that stays where it was (before the first change) keeps them.
    for (let k = run; k < upTo; k++) {
      const span = spans[k] as ElementSpan;
      newSpans.push(shift === 0 ? span : { id: span.id, start: span.start + shift, end: span.end + shift });
    }
    offset += (spans[upTo - 1] as ElementSpan).end - from;
    run = -1;
  };
  const emitElement = (piece: { id: string; text: string }) => {
    emit(piece.text);
    newSpans.push({ id: piece.id, start: offset, end: offset + piece.text.length });
    offset += piece.text.length;
  };
  for (let i = 0; i < spans.length; i++) {
    const replacement = replaced.get(i);
    if (!gone.has(i) && replacement === undefined) {
      if (run < 0) run = i;
      continue;
    }
    flush(i);
    if (replacement !== undefined) emitElement(replacement);
  }
  flush(spans.length);
  for (const piece of appended) emitElement(piece);
  parts.push(']', tail, '}');
  const pageText = parts.join('');
  return {
    ok: true,
    value: {
      page: preparedFromPageText(pageText, stored.id, patch.name, head.length, count, tail, ascii),
      pageText,
      index: { elementsAt: head.length, spans: newSpans },
    },
  };
}

/** applyPatch over a parsed stored text: for stored texts not in JSON.stringify's shape. */
function applyPatchParsed({ stored, patch: { index, patch } }: PatchJob): Outcome<PatchedPage> {
  const elements = JSON.parse(stored.elementsText) as { id: string }[];
  const at = new Map<string, number>();
  elements.forEach((el, i) => at.set(el.id, i));
  const gone = new Set<number>();
  for (const [i, id] of patch.remove.entries()) {
    const position = at.get(id);
    if (position === undefined)
      return { ok: false, error: `patches[${index}].remove[${i}]: ${NOT_STORED_ELEMENT}` };
    gone.add(position);
  }
  const appended: { id: string }[] = [];
  for (const el of patch.put) {
    const position = at.get(el.id);
    if (position === undefined) appended.push(el);
    else elements[position] = el;
  }
  const result = [...(gone.size > 0 ? elements.filter((_, i) => !gone.has(i)) : elements), ...appended];
  if (result.length > DRAWING_LIMITS.elementsPerPage) return tooMany(index);
  const page = preparePageText(
    stored.id,
    patch.name,
    JSON.stringify(result),
    result.length,
    stored.tailText || NO_LAYERS_TAIL,
  );
  return { ok: true, value: { page, pageText: pageBlobText(page), index: null } };
}

/** Every patch of a save, in order; the first refusal answers for all. */
export function applyPatches(jobs: readonly PatchJob[]): Outcome<PatchedPage[]> {
  const pages: PatchedPage[] = [];
  for (const job of jobs) {
    const page = applyPatch(job);
    if (!page.ok) return page;
    pages.push(page.value);
  }
  return { ok: true, value: pages };
}
