import type { z } from 'zod';
import { describeIssues, DRAWING_LIMITS } from '../../contract/drawing';
import {
  FloorDesignEditRequest,
  FloorDesignSaveRequest,
  NOT_STORED_ELEMENT,
  type PagePatch,
} from '../../contract/floordesigns';
import { NO_LAYERS_TAIL, preparePage, preparePageText, type PreparedPage } from './page-text';

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

/** A patch job as handed to the save pool: its stored page as text, or named by its blob. */
export interface PatchRequest {
  stored: StoredPageText | StoredPageBlob;
  patch: IndexedPatch;
}

// Keys JSON.parse keeps as own properties that would turn into prototypes if the object were merged somewhere:
// refused like Fastify's secure-json-parse does (its "error" action), so both paths answer the same.
const SUSPECT_KEY =
  /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:|"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;

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
  if (SUSPECT_KEY.test(body) && hasPoisonedKey(value)) return { ok: false, error: INVALID_JSON_BODY };
  return { ok: true, value };
}

function validate<S extends z.ZodType>(schema: S, body: unknown): Outcome<z.output<S>> {
  const result = schema.safeParse(body ?? {});
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: describeIssues(result.error, 3) };
}

/** The spec's edit call: every page whole. */
export function prepareEdit(body: unknown): Outcome<EditPrep> {
  const parsed = validate(FloorDesignEditRequest, body);
  if (!parsed.ok) return parsed;
  const { pages, ...fields } = parsed.value;
  return { ok: true, value: { fields, pages: pages.map(preparePage) } };
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

/**
 * Where each element of a stored elements text starts and ends, and its id, found by scanning the text instead
 * of parsing it: the text is JSON.stringify's output (no whitespace, each element an object whose first key is
 * its id), so a one-element change to a 50,000-element page costs one pass over the text, not a parse and a
 * re-serialisation. Null when the text is not of that shape (then the caller parses it).
 */
function elementSpans(text: string): { id: string; start: number; end: number }[] | null {
  if (text.charCodeAt(0) !== 0x5b /* [ */) return null;
  const spans: { id: string; start: number; end: number }[] = [];
  let depth = 0;
  let start = -1;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Skip the string, escapes included.
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) i++;
        else if (d === 0x22) break;
      }
    } else if (c === 0x7b /* { */ || c === 0x5b) {
      if (depth === 0) start = i;
      depth++;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      depth--;
      if (depth === 0) {
        const id = leadingId(text, start);
        if (id === null) return null;
        spans.push({ id, start, end: i + 1 });
      } else if (depth < 0) break;
    }
  }
  return spans;
}

/** The id of the object at `start` when `"id"` is its first key. */
function leadingId(text: string, start: number): string | null {
  if (!text.startsWith('{"id":"', start)) return null;
  let i = start + 7;
  for (; i < text.length; i++) {
    const d = text.charCodeAt(i);
    if (d === 0x5c) i++;
    else if (d === 0x22) break;
  }
  const id: unknown = JSON.parse(text.slice(start + 6, i + 1));
  return typeof id === 'string' ? id : null;
}

type Refusal = { ok: false; error: string };

const tooMany = (index: number): Refusal => ({
  ok: false,
  error: `patches[${index}]: the page would have more than ${DRAWING_LIMITS.elementsPerPage} elements`,
});

/** One patch on its stored page: put elements replace theirs in place or are appended; removed ones go. */
export function applyPatch({ stored, patch: { index, patch } }: PatchJob): Outcome<PreparedPage> {
  const spans = elementSpans(stored.elementsText);
  if (!spans) return applyPatchParsed({ stored, patch: { index, patch } });
  const at = new Map<string, number>();
  spans.forEach((span, i) => at.set(span.id, i));
  const gone = new Set<number>();
  for (const [i, id] of patch.remove.entries()) {
    const position = at.get(id);
    if (position === undefined)
      return { ok: false, error: `patches[${index}].remove[${i}]: ${NOT_STORED_ELEMENT}` };
    gone.add(position);
  }
  const replaced = new Map<number, string>();
  const appended: string[] = [];
  for (const el of patch.put) {
    const position = at.get(el.id);
    if (position === undefined) appended.push(JSON.stringify(el));
    else replaced.set(position, JSON.stringify(el));
  }
  const count = spans.length - gone.size + appended.length;
  if (count > DRAWING_LIMITS.elementsPerPage) return tooMany(index);
  // The untouched runs of the stored text are copied as they are, between the changed elements.
  const parts: string[] = [];
  let open = true;
  const text = stored.elementsText;
  const emit = (piece: string) => {
    if (!open) parts.push(',');
    parts.push(piece);
    open = false;
  };
  parts.push('[');
  // `run` is the first index of the untouched elements not yet copied.
  let run = -1;
  const flush = (upTo: number) => {
    if (run < 0) return;
    emit(text.slice((spans[run] as { start: number }).start, (spans[upTo - 1] as { end: number }).end));
    run = -1;
  };
  for (let i = 0; i < spans.length; i++) {
    const replacement = replaced.get(i);
    if (!gone.has(i) && replacement === undefined) {
      if (run < 0) run = i;
      continue;
    }
    flush(i);
    if (replacement !== undefined) emit(replacement);
  }
  flush(spans.length);
  for (const piece of appended) emit(piece);
  parts.push(']');
  return {
    ok: true,
    value: preparePageText(stored.id, patch.name, parts.join(''), count, stored.tailText || NO_LAYERS_TAIL),
  };
}

/** applyPatch over a parsed stored text: for stored texts not in JSON.stringify's shape. */
function applyPatchParsed({ stored, patch: { index, patch } }: PatchJob): Outcome<PreparedPage> {
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
  return {
    ok: true,
    value: preparePageText(
      stored.id,
      patch.name,
      JSON.stringify(result),
      result.length,
      stored.tailText || NO_LAYERS_TAIL,
    ),
  };
}

/** Every patch of a save, in order; the first refusal answers for all. */
export function applyPatches(jobs: readonly PatchJob[]): Outcome<PreparedPage[]> {
  const pages: PreparedPage[] = [];
  for (const job of jobs) {
    const page = applyPatch(job);
    if (!page.ok) return page;
    pages.push(page.value);
  }
  return { ok: true, value: pages };
}
