import { DRAWING_LIMITS } from '../../contract/drawing';
import { canonicalElement } from '../../contract/elementText';
import { elementSpans, type ElementIndex, type ElementSpan } from './element-spans';
import { elementsStart, type DeltaBase } from './page-delta';
import { NO_LAYERS_TAIL } from './page-text';

/*
 * A full save reuses the elements its design's stored pages already hold. The bench's full save (and an editor
 * that saves whole pages) sends a 50,000-element page of which one element changed: parsing, checking and
 * serialising the other 49,999 again was most of the save's CPU. A save worker keeps the versions it stored
 * (sqlite-blobs.ts); with a version whose elements the fast check wrote (`canonical`) it keeps the body the page
 * came in (`source`) and where each element's text is in it. An element whose text the next body holds byte for
 * byte has the canonical text it had then (the check is a function of that text), whichever version that was: a
 * base stored by the server's other process is stood in for by the design's newest version kept here (tasks.ts
 * keptVersions). So the next body is compared with the kept body: the runs of elements it holds unchanged (the
 * common start and end of a page's elements, found by native string comparison) are replaced by a marker, the
 * much smaller rest is parsed and checked as before, and the runs' canonical texts are copied into the page.
 * Anything unsure answers null and the body goes the usual way, which words every refusal.
 *
 * Why the parse of the reduced text is the body's parse: a marker is an alphanumeric string the body itself
 * never contains (nor any `\u` escape that could spell one), so a string value equal to a marker is that very
 * marker's text, and it parsed as an element of an elements array: the body's text before it ends where a value
 * may start. There the body holds the run, a comma-separated list of complete JSON values (texts an earlier body
 * held in the same place), followed by the same text the marker was followed by — so the body parses to the same
 * thing with the run's elements in the marker's place, and a body the reduced text does not parse as expected is
 * parsed whole.
 */

/** Markers are this followed by the run's number, as JSON strings. */
// Starting with a letter JSON bodies seldom hold, so looking for it in a 14 MB body costs next to nothing.
export const RUN_MARKER = 'QdraftroomKeptRun';

/** Where a page's elements were in the body it came in: element i's text is body[starts[i], ends[i]). */
export interface SourceSpans {
  starts: Uint32Array;
  ends: Uint32Array;
}

/** The body a kept version came in, which of its pages it is, and (once found) where its elements are. */
export interface PageSource {
  body: string;
  page: number;
  spans?: SourceSpans;
}

/**
 * A stored page version whose elements are all the fast check's output, with where its elements are in its text
 * (`index`) and in the body it came in (`source`), element for element.
 */
export interface CanonicalVersion {
  text: string;
  index: ElementIndex;
  body: string;
  source: SourceSpans;
}

/** Elements [from, to) of a kept version, found in the body at [at, end). */
export interface KeptRun {
  version: CanonicalVersion;
  from: number;
  to: number;
  at: number;
  end: number;
}

/**
 * The kept version as a CanonicalVersion, its element spans found once (then kept with it) when it was stored
 * by a full save parsed whole; null when its elements are not known to be the fast check's output of its body.
 */
export function canonicalVersion(base: DeltaBase): CanonicalVersion | null {
  const source = base.source;
  if (!base.canonical || !source) return null;
  if (!base.index) {
    const open = elementsStart(base.text);
    const close = base.text.length - NO_LAYERS_TAIL.length - 1;
    if (open === null || !base.text.startsWith(`]${NO_LAYERS_TAIL}}`, close - 1)) return null;
    const spans = elementSpans(base.text.slice(open, close));
    if (!spans) return null;
    base.index = { elementsAt: open, spans };
  }
  if (!source.spans) {
    const pages = bodyElementSpans(source.body, []);
    const spans = pages?.[source.page];
    if (!spans || spans.starts.length !== base.index.spans.length) {
      delete base.source;
      return null;
    }
    source.spans = spans;
  }
  return { text: base.text, index: base.index, body: source.body, source: source.spans };
}

const BLOCK = 4096;

/** How many characters from `a` in `x` equal those from `b` in `y` (at most `max`): blocks that double, halved on a miss. */
function commonForward(x: string, a: number, y: string, b: number, most: number): number {
  // Never past either end: a slice there would be shorter (and the runs found must be exact).
  const max = Math.min(most, x.length - a, y.length - b);
  let same = 0;
  let step = BLOCK;
  while (same < max) {
    let len = Math.min(step, max - same);
    if (x.slice(a + same, a + same + len) === y.slice(b + same, b + same + len)) {
      same += len;
      step *= 2;
      continue;
    }
    while (len > 16) {
      const half = len >> 1;
      if (x.slice(a + same, a + same + half) === y.slice(b + same, b + same + half)) {
        same += half;
        len -= half;
      } else len = half;
    }
    while (same < max && x.charCodeAt(a + same) === y.charCodeAt(b + same)) same++;
    return same;
  }
  return same;
}

/** How many characters before `a` in `x` equal those before `b` in `y` (at most `max`). */
function commonBackward(x: string, a: number, y: string, b: number, most: number): number {
  // Never before either start (a negative slice index counts from the end).
  const max = Math.min(most, a, b);
  let same = 0;
  let step = BLOCK;
  while (same < max) {
    let len = Math.min(step, max - same);
    if (x.slice(a - same - len, a - same) === y.slice(b - same - len, b - same)) {
      same += len;
      step *= 2;
      continue;
    }
    while (len > 16) {
      const half = len >> 1;
      if (x.slice(a - same - half, a - same) === y.slice(b - same - half, b - same)) {
        same += half;
        len -= half;
      } else len = half;
    }
    while (same < max && x.charCodeAt(a - same - 1) === y.charCodeAt(b - same - 1)) same++;
    return same;
  }
  return same;
}

/** The first index from `low` on whose value is at or after `offset` (the values ascend; length when none). */
function firstAtOrAfter(values: Uint32Array, offset: number, low: number): number {
  let lo = low;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((values[mid] as number) >= offset) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The runs of a version's elements the body holds as its kept body did: from its first element as far as the
 * two bodies agree, and back from its last element as far as they agree (a change anywhere between is parsed).
 */
function runsOf(body: string, version: CanonicalVersion): KeptRun[] {
  const { body: kept, source } = version;
  const { starts, ends } = source;
  const n = starts.length;
  if (n === 0) return [];
  const firstStart = starts[0] as number;
  const lastEnd = ends[n - 1] as number;
  const runs: KeptRun[] = [];
  // Where the runs found so far end, in the kept body and in this one, and the next element not in one.
  let doneTo = firstStart;
  let bodyFrom = 0;
  let next = 0;
  // Where the first element is: where the kept body had it when the text before it is the same (a search of
  // 14 MB otherwise).
  const firstText = kept.slice(firstStart, ends[0]);
  const open =
    commonForward(body, 0, kept, 0, Math.min(body.length, firstStart)) === firstStart
      ? body.startsWith(firstText, firstStart)
        ? firstStart
        : -1
      : body.indexOf(firstText);
  if (open >= 0) {
    const same = commonForward(
      body,
      open,
      kept,
      firstStart,
      Math.min(body.length - open, lastEnd - firstStart),
    );
    // Elements [0, k] end within the common start.
    const k = firstAtOrAfter(ends, firstStart + same + 1, 0) - 1;
    if (k >= 0) {
      const end = ends[k] as number;
      const shift = open - firstStart;
      runs.push({ version, from: 0, to: k + 1, at: open, end: end + shift });
      doneTo = end;
      bodyFrom = end + shift;
      next = k + 1;
    }
  }
  if (next >= n) return runs;
  const lastText = kept.slice(starts[n - 1], lastEnd);
  const after = kept.length - lastEnd;
  const lastAt = body.length - after - lastText.length;
  const found =
    lastAt >= bodyFrom && commonBackward(body, body.length, kept, kept.length, after) === after
      ? body.startsWith(lastText, lastAt)
        ? lastAt
        : -1
      : body.indexOf(lastText, bodyFrom);
  if (found < 0) return runs;
  const bodyEnd = found + lastText.length;
  const same = commonBackward(body, bodyEnd, kept, lastEnd, Math.min(bodyEnd - bodyFrom, lastEnd - doneTo));
  const from = firstAtOrAfter(starts, lastEnd - same, next);
  if (from >= n) return runs;
  const shift = bodyEnd - lastEnd;
  runs.push({ version, from, to: n, at: (starts[from] as number) + shift, end: bodyEnd });
  return runs;
}

/** The body parsed with the kept versions' unchanged runs left out, or null when it cannot be (parse it whole). */
export function parseReusing(
  body: string,
  versions: readonly CanonicalVersion[],
): { value: Record<string, unknown>; runs: KeptRun[] } | null {
  // See the top of this file: no text of the body may spell a marker.
  if (body.includes('\\u') || body.includes(RUN_MARKER)) return null;
  const found = versions.flatMap((v) => runsOf(body, v)).sort((a, b) => a.at - b.at);
  // Runs of two versions found in the same place: only the first is kept.
  const runs: KeptRun[] = [];
  for (const run of found) if (run.at >= (runs[runs.length - 1]?.end ?? 0)) runs.push(run);
  if (runs.length === 0) return null;
  const parts: string[] = [];
  let from = 0;
  runs.forEach((run, i) => {
    parts.push(body.slice(from, run.at), `"${RUN_MARKER}${i}"`);
    from = run.end;
  });
  parts.push(body.slice(from));
  let value: unknown;
  try {
    value = JSON.parse(parts.join(''));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  // Every marker exactly once, as an element of a page: anywhere else, the body is parsed whole.
  const pages = (value as { pages?: unknown }).pages;
  const seen = new Set<number>();
  let markers = 0;
  for (const page of Array.isArray(pages) ? (pages as unknown[]) : []) {
    const elements = (page as { elements?: unknown } | null)?.elements;
    if (!Array.isArray(elements)) continue;
    for (const el of elements as unknown[]) {
      const run = markerNumber(el);
      if (run === null) continue;
      markers++;
      seen.add(run);
    }
  }
  if (markers !== runs.length || seen.size !== runs.length) return null;
  return { value: value as Record<string, unknown>, runs };
}

function markerNumber(value: unknown): number | null {
  if (typeof value !== 'string' || !value.startsWith(RUN_MARKER)) return null;
  const n = Number(value.slice(RUN_MARKER.length));
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** A page's elements text and count, with where each element is in it. */
export interface KeptElements {
  text: string;
  count: number;
  spans: ElementSpan[];
}

/**
 * A page's elements (markers standing for runs) as the fast check writes them, or null when it is not sure (an
 * element it does not accept, ids that repeat, too many elements): then the body is prepared whole.
 */
export function keptElements(elements: unknown, runs: readonly KeptRun[]): KeptElements | null {
  if (!Array.isArray(elements)) return null;
  // The text is concatenated, not joined: a run's 13 MB slice is copied once, when the page's text is hashed.
  let joined = '[';
  let group: string[] = [];
  let empty = true;
  const append = (piece: string) => {
    joined += empty ? piece : `,${piece}`;
    empty = false;
  };
  const spans: ElementSpan[] = [];
  const fresh = new Set<string>();
  const used: KeptRun[] = [];
  let count = 0;
  // Offset in the elements text (which starts at its '[').
  let offset = 1;
  for (const el of elements as unknown[]) {
    if (count > 0) offset++;
    const marker = markerNumber(el);
    const run = marker === null ? undefined : runs[marker];
    if (run) {
      // A page's runs come from one version (its elements are distinct there).
      if (used.length > 0 && (used[0] as KeptRun).version !== run.version) return null;
      used.push(run);
      const { text, index } = run.version;
      const start = (index.spans[run.from] as ElementSpan).start;
      const end = (index.spans[run.to - 1] as ElementSpan).end;
      if (group.length > 0) append(group.join(','));
      group = [];
      append(text.slice(index.elementsAt + start, index.elementsAt + end));
      const shift = offset - start;
      for (let i = run.from; i < run.to; i++) {
        const span = index.spans[i] as ElementSpan;
        spans.push({ id: span.id, start: span.start + shift, end: span.end + shift });
      }
      offset += end - start;
      count += run.to - run.from;
      continue;
    }
    const checked = canonicalElement(el);
    if (!checked) return null;
    const id = checked.id as string;
    if (fresh.has(id)) return null;
    fresh.add(id);
    const piece = JSON.stringify(checked);
    group.push(piece);
    spans.push({ id, start: offset, end: offset + piece.length });
    offset += piece.length;
    count++;
  }
  if (count > DRAWING_LIMITS.elementsPerPage) return null;
  if (fresh.size > 0)
    for (const run of used)
      for (let i = run.from; i < run.to; i++)
        if (fresh.has((run.version.index.spans[i] as ElementSpan).id)) return null;
  if (group.length > 0) append(group.join(','));
  return { text: `${joined}]`, count, spans };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const LBRACE = 0x7b;
const RBRACE = 0x7d;
const LBRACKET = 0x5b;
const RBRACKET = 0x5d;

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

function skipSpace(t: string, i: number): number {
  while (i < t.length && isSpace(t.charCodeAt(i))) i++;
  return i;
}

/** Just past the string starting at `i` (on its quote), or -1. */
function stringEnd(t: string, i: number): number {
  for (let k = i + 1; k < t.length; k++) {
    const c = t.charCodeAt(k);
    if (c === BACKSLASH) k++;
    else if (c === QUOTE) return k + 1;
  }
  return -1;
}

/** Just past the JSON value starting at `i`, or -1. */
function valueEnd(t: string, i: number): number {
  const c = t.charCodeAt(i);
  if (c === QUOTE) return stringEnd(t, i);
  if (c === LBRACE || c === LBRACKET) {
    let depth = 0;
    for (let k = i; k < t.length; k++) {
      const d = t.charCodeAt(k);
      if (d === QUOTE) {
        const end = stringEnd(t, k);
        if (end < 0) return -1;
        k = end - 1;
      } else if (d === LBRACE || d === LBRACKET) depth++;
      else if (d === RBRACE || d === RBRACKET) {
        depth--;
        if (depth === 0) return k + 1;
      }
    }
    return -1;
  }
  let k = i;
  while (k < t.length) {
    const d = t.charCodeAt(k);
    if (d === COMMA || d === RBRACE || d === RBRACKET || isSpace(d)) break;
    k++;
  }
  return k > i ? k : -1;
}

/**
 * Walks the object or array at `i` (on its '{' or '['): `each` gets each member's key (an array's items: null)
 * and where its value starts, and answers where that value ends. Answers where the container ends, or -1.
 */
function walk(t: string, i: number, each: (key: string | null, at: number) => number): number {
  const close = t.charCodeAt(i) === LBRACE ? RBRACE : RBRACKET;
  let k = skipSpace(t, i + 1);
  if (t.charCodeAt(k) === close) return k + 1;
  for (;;) {
    let key: string | null = null;
    if (close === RBRACE) {
      const keyEnd = t.charCodeAt(k) === QUOTE ? stringEnd(t, k) : -1;
      if (keyEnd < 0) return -1;
      key = t.slice(k + 1, keyEnd - 1);
      k = skipSpace(t, keyEnd);
      if (t.charCodeAt(k) !== COLON) return -1;
      k = skipSpace(t, k + 1);
    }
    const end = each(key, k);
    if (end < 0) return -1;
    k = skipSpace(t, end);
    const c = t.charCodeAt(k);
    if (c === COMMA) k = skipSpace(t, k + 1);
    else return c === close ? k + 1 : -1;
  }
}

/**
 * Where the elements of each page of a body of the spec's edit call are (its `pages[i].elements`, the last of
 * a repeated key as JSON.parse takes it), scanned without parsing; a page without an elements array is null.
 * `runs` are jumped over: their elements are where the kept body had them, moved. Null when the body is not of
 * that shape. Keys are compared as written, so a body with `\u` escapes is not scanned.
 */
export function bodyElementSpans(body: string, runs: readonly KeptRun[]): (SourceSpans | null)[] | null {
  if (body.includes('\\u')) return null;
  const runAt = new Map(runs.map((run) => [run.at, run]));
  const start = skipSpace(body, 0);
  if (body.charCodeAt(start) !== LBRACE) return null;
  let result: (SourceSpans | null)[] | null = null;
  const elementsOf = (at: number, starts: number[], ends: number[]): number =>
    walk(body, at, (_key, item) => {
      const run = runAt.get(item);
      if (!run) {
        const end = valueEnd(body, item);
        starts.push(item);
        ends.push(end);
        return end;
      }
      const source = run.version.source;
      const shift = run.at - (source.starts[run.from] as number);
      for (let i = run.from; i < run.to; i++) {
        starts.push((source.starts[i] as number) + shift);
        ends.push((source.ends[i] as number) + shift);
      }
      return run.end;
    });
  const pageOf = (at: number): { spans: SourceSpans | null; end: number } => {
    if (body.charCodeAt(at) !== LBRACE) return { spans: null, end: valueEnd(body, at) };
    let spans: SourceSpans | null = null;
    const end = walk(body, at, (key, value) => {
      if (key !== 'elements') return valueEnd(body, value);
      if (body.charCodeAt(value) !== LBRACKET) {
        spans = null;
        return valueEnd(body, value);
      }
      const starts: number[] = [];
      const ends: number[] = [];
      const close = elementsOf(value, starts, ends);
      spans = { starts: Uint32Array.from(starts), ends: Uint32Array.from(ends) };
      return close;
    });
    return { spans, end };
  };
  const end = walk(body, start, (key, value) => {
    if (key !== 'pages') return valueEnd(body, value);
    if (body.charCodeAt(value) !== LBRACKET) {
      result = null;
      return valueEnd(body, value);
    }
    const pages: (SourceSpans | null)[] = [];
    const close = walk(body, value, (_key, item) => {
      const page = pageOf(item);
      pages.push(page.spans);
      return page.end;
    });
    result = pages;
    return close;
  });
  if (end < 0 || skipSpace(body, end) !== body.length) return null;
  return result;
}
