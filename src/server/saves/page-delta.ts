import { elementSpans, spansFrom, type ElementIndex, type ElementSpan } from './element-spans';
import type { PageSource } from './kept-elements';

/*
 * A page's history as deltas: a saved page whose previous version is stored is kept as the steps that turn that
 * version's JSON text into its own — copy a range of the base text, or insert new text — instead of a second
 * full copy. The steps are found element by element (an element whose JSON is unchanged is copied), so a
 * one-element change of a 50,000-element page is two copies and one insert: a few hundred bytes. Pure functions
 * over strings; the stores (db/page-blobs.ts, saves/sqlite-blobs.ts) read and write them.
 */

/** Copy [start, end) of the base text, or insert this text. */
export type DeltaOp = readonly [number, number] | string;

/** A chain longer than this starts again from a snapshot (a full copy): reading a page stays bounded. */
export const MAX_CHAIN_DEPTH = 256;

/** How a page's blob is stored when it is a delta; a snapshot has none of this. */
export interface StoredDelta {
  baseHash: string;
  /** JSON text of the DeltaOp list. */
  delta: string;
  /** Deltas between the snapshot and this page, this one included (a snapshot is 0). */
  depth: number;
  /** Bytes of those deltas. */
  chainBytes: number;
}

/** The stored page a new version may be a delta of: its hash, its whole text and where it stands in its chain. */
export interface DeltaBase {
  hash: string;
  text: string;
  depth: number;
  chainBytes: number;
  /** Where its elements are in `text`, when the save worker that keeps it knows (a patch then skips the scan). */
  index?: ElementIndex;
  /** `text` is known to be ASCII (see page-text.ts hashText). */
  ascii?: boolean;
  /** Every element text is the fast check's output (see kept-elements.ts): a full save may reuse them. */
  canonical?: boolean;
  /** The body it came in, when `canonical` (kept-elements.ts compares the next body with it). */
  source?: PageSource;
}

/** Where a string that starts at `i` (on its quote) ends, just past its closing quote; -1 when it does not. */
function stringEnd(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x22) return -1;
  for (let k = i + 1; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 0x5c) k++;
    else if (c === 0x22) return k + 1;
  }
  return -1;
}

/**
 * The index of the elements array's `[` in a page text of the shape the server stores
 * (`{"version":N,"id":"…","name":"…","elements":[…]…}`, the page's other fields after its elements), or null for
 * any other shape (an older page's).
 */
export function elementsStart(text: string): number | null {
  const version = '{"version":';
  if (!text.startsWith(version) || !text.endsWith('}')) return null;
  let i = version.length;
  while (i < text.length && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x39) i++;
  for (const key of [',"id":', ',"name":']) {
    if (!text.startsWith(key, i)) return null;
    i = stringEnd(text, i + key.length);
    if (i < 0) return null;
  }
  return text.startsWith(',"elements":[', i) ? i + ',"elements":'.length : null;
}

/** Builds a delta's steps, merging a copy that continues the last one and consecutive inserts. */
class Steps {
  readonly ops: DeltaOp[] = [];
  private literal: string[] = [];
  private copyStart = -1;
  private copyEnd = -1;

  copy(start: number, end: number): void {
    if (end <= start) return;
    if (this.copyStart >= 0 && this.copyEnd === start) {
      this.copyEnd = end;
      return;
    }
    this.flush();
    this.copyStart = start;
    this.copyEnd = end;
  }

  insert(text: string): void {
    if (text === '') return;
    if (this.copyStart >= 0) this.flush();
    this.literal.push(text);
  }

  flush(): void {
    if (this.copyStart >= 0) this.ops.push([this.copyStart, this.copyEnd]);
    else if (this.literal.length > 0) this.ops.push(this.literal.join(''));
    this.copyStart = -1;
    this.literal = [];
  }
}

/** Strings compared per step when looking for the common start or end: whole chunks compare as memory. */
const CHUNK = 32 * 1024;

/** How many characters `a` and `b` share at their start. */
function commonPrefix(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let i = 0;
  while (i + CHUNK <= limit && a.slice(i, i + CHUNK) === b.slice(i, i + CHUNK)) i += CHUNK;
  while (i < limit && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** How many characters `a` and `b` share at their end, not reaching back past `floor` in either. */
function commonSuffix(a: string, b: string, floor: number): number {
  const limit = Math.min(a.length, b.length) - floor;
  let n = 0;
  while (
    n + CHUNK <= limit &&
    a.slice(a.length - n - CHUNK, a.length - n) === b.slice(b.length - n - CHUNK, b.length - n)
  )
    n += CHUNK;
  while (n < limit && a.charCodeAt(a.length - n - 1) === b.charCodeAt(b.length - n - 1)) n++;
  return n;
}

/** A change confined to one stretch of text up to this size is stored as that stretch, found without parsing. */
const LOCAL_CHANGE = 64 * 1024;

/**
 * The steps that turn `base` into `next`, both page texts of the stored shape; null when either is of another
 * shape (then the page is stored whole). A change confined to one stretch (one element moved, added or
 * removed) is the text between the common start and end; any other is found element by element: matched by id,
 * one whose text is unchanged is copied (with the comma before it when it follows its neighbour in the base
 * too), any other is inserted.
 */
export function encodeDelta(base: string, next: string): DeltaOp[] | null {
  if (elementsStart(base) === null || elementsStart(next) === null) return null;
  return encodeStretch(base, next) ?? encodeByElement(base, next);
}

/** The stretch form of encodeDelta (copy the common start, insert, copy the common end), or null when too long. */
function encodeStretch(base: string, next: string): DeltaOp[] | null {
  const prefix = commonPrefix(base, next);
  const suffix = commonSuffix(base, next, prefix);
  if (next.length - prefix - suffix > LOCAL_CHANGE) return null;
  const steps = new Steps();
  steps.copy(0, prefix);
  steps.insert(next.slice(prefix, next.length - suffix));
  steps.copy(base.length - suffix, base.length);
  steps.flush();
  return steps.ops;
}

/** The element-by-element steps of encodeDelta (exported for its tests: small pages take the stretch). */
export function encodeByElement(base: string, next: string): DeltaOp[] | null {
  const bOpen = elementsStart(base);
  const nOpen = elementsStart(next);
  if (bOpen === null || nOpen === null) return null;
  const bSpans = elementSpans(base.slice(bOpen, -1));
  const nSpans = elementSpans(next.slice(nOpen, -1));
  if (!bSpans || !nSpans) return null;
  const steps = new Steps();
  if (bOpen === nOpen && base.startsWith(next.slice(0, nOpen + 1))) steps.copy(0, bOpen + 1);
  else steps.insert(next.slice(0, nOpen + 1));
  const at = new Map<string, number>();
  for (let i = bSpans.length - 1; i >= 0; i--) at.set((bSpans[i] as { id: string }).id, i);
  let previous = -2;
  for (let j = 0; j < nSpans.length; j++) {
    const span = nSpans[j] as { id: string; start: number; end: number };
    const text = next.slice(nOpen + span.start, nOpen + span.end);
    const i = at.get(span.id);
    const match = i === undefined ? undefined : bSpans[i];
    if (
      i !== undefined &&
      match &&
      base.startsWith(text, bOpen + match.start) &&
      text.length === match.end - match.start
    ) {
      const prior = bSpans[previous];
      if (j > 0 && i === previous + 1 && prior) steps.copy(bOpen + prior.end, bOpen + match.end);
      else {
        if (j > 0) steps.insert(',');
        steps.copy(bOpen + match.start, bOpen + match.end);
      }
      previous = i;
    } else {
      steps.insert(j > 0 ? `,${text}` : text);
      previous = -2;
    }
  }
  // After the elements: the array's `]`, the page's other fields (layers, underlays…) and the closing `}`.
  const last = bSpans[bSpans.length - 1];
  const nLast = nSpans[nSpans.length - 1];
  const bRest = bOpen + (last ? last.end : 1);
  const nRest = next.slice(nOpen + (nLast ? nLast.end : 1));
  if (previous === bSpans.length - 1 && base.length - bRest === nRest.length && base.endsWith(nRest))
    steps.copy(bRest, base.length);
  else steps.insert(nRest);
  steps.flush();
  return steps.ops;
}

/**
 * Where the elements are in `next`, the text `ops` make of `base` whose elements' places are known: an element
 * inside one copied range is where the range lands, and only the text between such elements (what the delta
 * inserted) is scanned. A one-element save of a 50,000-element page that another server process stored is then
 * read here with its index, so patching it scans one element instead of 13 MB. Null when the result is not a run
 * of elements separated by single commas from the array's `[` to its `]` (then the caller scans it whole).
 */
export function indexThroughDelta(
  base: string,
  index: ElementIndex,
  ops: readonly DeltaOp[],
  next: string,
): ElementIndex | null {
  const open = elementsStart(next);
  if (open === null) return null;
  const spans = index.spans;
  const kept: ElementSpan[] = [];
  let at = 0;
  for (const op of ops) {
    if (typeof op === 'string') {
      at += op.length;
      continue;
    }
    const [from, to] = op;
    // The first element starting at or after `from` (spans are in text order).
    let lo = 0;
    let hi = spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (index.elementsAt + (spans[mid] as ElementSpan).start < from) lo = mid + 1;
      else hi = mid;
    }
    const shift = at - from + index.elementsAt - open;
    for (let k = lo; k < spans.length; k++) {
      const span = spans[k] as ElementSpan;
      if (index.elementsAt + span.end > to) break;
      kept.push(shift === 0 ? span : { id: span.id, start: span.start + shift, end: span.end + shift });
    }
    at += to - from;
  }
  if (at !== next.length) return null;
  const out: ElementSpan[] = [];
  let end = 1;
  for (const span of kept) {
    if (span.start < end) return null;
    const between = spansFrom(next, open + end, open + span.start, open);
    if (between === null) return null;
    for (const s of between) out.push(s);
    out.push(span);
    end = span.end;
  }
  const rest = spansFrom(next, open + end, next.length, open);
  if (rest === null) return null;
  for (const s of rest) out.push(s);
  // A single comma between elements, the array's brackets around them: the tiling elementSpans would find.
  let expected = 1;
  for (const span of out) {
    if (span.start !== expected) return null;
    expected = span.end + 1;
    if (next.charCodeAt(open + span.end) !== 0x2c && span !== out[out.length - 1]) return null;
  }
  if (next.charCodeAt(open + (out.length === 0 ? 1 : expected - 1)) !== 0x5d) return null;
  return { elementsAt: open, spans: out };
}

/** A piece of a page's text being rebuilt: a range of a stored string. */
interface Segment {
  source: string;
  start: number;
  end: number;
}

function pushSegment(out: Segment[], source: string, start: number, end: number): void {
  if (end <= start) return;
  const last = out[out.length - 1];
  if (last && last.source === source && last.end === start) last.end = end;
  else out.push({ source, start, end });
}

/**
 * The text of the snapshot with `deltas` applied in order. Each delta's copies address the text before it;
 * the text is kept as ranges of the stored strings until the end, so a chain of small deltas over a 13 MB
 * snapshot costs the ranges, not a rebuilt text per delta. Throws on a step out of range (a corrupt chain).
 */
export function applyDeltas(snapshot: string, deltas: readonly (readonly DeltaOp[])[]): string {
  if (deltas.length === 0) return snapshot;
  let segments: Segment[] = [{ source: snapshot, start: 0, end: snapshot.length }];
  for (const ops of deltas) {
    const offsets = new Float64Array(segments.length + 1);
    for (let k = 0; k < segments.length; k++) {
      const s = segments[k] as Segment;
      offsets[k + 1] = (offsets[k] as number) + s.end - s.start;
    }
    const total = offsets[segments.length] as number;
    const out: Segment[] = [];
    for (const op of ops) {
      if (typeof op === 'string') {
        pushSegment(out, op, 0, op.length);
        continue;
      }
      const to = op[1];
      let from = op[0];
      if (!(from >= 0 && to <= total && from <= to))
        throw new Error(`delta copy [${from}, ${to}) outside ${total}`);
      // The segment holding `from`: the last whose offset is <= from.
      let lo = 0;
      let hi = segments.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((offsets[mid] as number) <= from) lo = mid;
        else hi = mid - 1;
      }
      for (let k = lo; from < to; k++) {
        const s = segments[k] as Segment;
        const segStart = offsets[k] as number;
        const take = Math.min(to, offsets[k + 1] as number) - from;
        const start = s.start + (from - segStart);
        pushSegment(out, s.source, start, start + take);
        from += take;
      }
    }
    segments = out;
  }
  const only = segments.length === 1 ? segments[0] : undefined;
  if (only && only.start === 0 && only.end === only.source.length) return only.source;
  return segments.map((s) => s.source.slice(s.start, s.end)).join('');
}

/** Whether `ops` applied to `base` give exactly `next`, compared piece by piece without building the text. */
function rebuilds(base: string, ops: readonly DeltaOp[], next: string): boolean {
  let at = 0;
  for (const op of ops) {
    const piece = typeof op === 'string' ? op : base.slice(op[0], op[1]);
    if (typeof op !== 'string' && !(op[0] >= 0 && op[1] <= base.length && op[0] <= op[1])) return false;
    if (!next.startsWith(piece, at)) return false;
    at += piece.length;
  }
  return at === next.length;
}

/**
 * How a new version of a page is stored: as a delta of `base` while the chain stays short (at most
 * MAX_CHAIN_DEPTH deltas, and their bytes at most the page's own, so reading a page reads at most twice its
 * size), otherwise whole (null). The delta is checked by applying it: history is never stored wrong.
 */
export function chooseDelta(base: DeltaBase | null, nextText: string): StoredDelta | null {
  if (!base || base.depth + 1 > MAX_CHAIN_DEPTH) return null;
  if (elementsStart(base.text) === null || elementsStart(nextText) === null) return null;
  // A stretch delta (copy, insert, copy) is exact by construction: its copies are the common start and end found
  // by comparing the texts themselves. Element-by-element steps are checked by applying them.
  const stretch = encodeStretch(base.text, nextText);
  const ops = stretch ?? encodeByElement(base.text, nextText);
  if (!ops) return null;
  const delta = JSON.stringify(ops);
  const chainBytes = base.chainBytes + delta.length;
  if (chainBytes > nextText.length) return null;
  if (!stretch && !rebuilds(base.text, ops, nextText)) return null;
  return { baseHash: base.hash, delta, depth: base.depth + 1, chainBytes };
}

/** A blob row as stored: a snapshot's text, or a delta of its base. */
export interface BlobRow {
  hash: string;
  page_json: string;
  base_hash: string | null;
  delta: string | null;
}

/**
 * The page texts of `wanted` hashes from their blob rows and their chains' rows (all in `rows`); a hash whose
 * chain is incomplete is left out.
 */
export function materialise(
  rows: ReadonlyMap<string, BlobRow>,
  wanted: Iterable<string>,
): Map<string, string> {
  const texts = new Map<string, string>();
  for (const hash of wanted) {
    if (texts.has(hash)) continue;
    const deltas: DeltaOp[][] = [];
    let row = rows.get(hash);
    let guard = 0;
    while (row && row.base_hash !== null && row.delta !== null && guard++ < 100_000) {
      deltas.push(JSON.parse(row.delta) as DeltaOp[]);
      row = rows.get(row.base_hash);
    }
    if (!row || row.base_hash !== null) continue;
    texts.set(hash, applyDeltas(row.page_json, deltas.reverse()));
  }
  return texts;
}
