import { ownsBuffer } from '../workers/protocol';
import {
  applyPatches,
  parseJsonBody,
  prepareDelta,
  prepareEdit,
  prepareEditReusing,
  preparedByFastCheck,
  type DeltaPrep,
  type EditPrep,
  type BaseInfo,
  type Outcome,
  type PatchJob,
  type PatchRequest,
} from './prepare';
import { isAscii } from 'node:buffer';
import type { ElementIndex } from './element-spans';
import { canonicalVersion, type CanonicalVersion, type PageSource } from './kept-elements';
import { chooseDelta, type DeltaBase } from './page-delta';
import {
  pageBlobText,
  sha256Text,
  splitIndexedPageText,
  splitPageText,
  type PreparedPage,
} from './page-text';

/*
 * A save's JSON work as one message: what the route hands to a save worker (or runs inline for a small body).
 * Everything is structured-cloneable; a body's bytes are transferred, not copied.
 */

/**
 * A stored page a saved page of the same id may be a delta of: its blob, its place in its chain, and its whole
 * text when the route read it (small pages; every page on PostgreSQL for the spec's edit), else null (a save
 * worker on SQLite reads it itself).
 */
export interface PageBaseRef extends BaseInfo {
  pageId: string;
  text: string | null;
}

export type SaveTask =
  | { type: 'edit'; designId: number; body: Uint8Array; bases: PageBaseRef[] }
  | { type: 'delta'; designId: number; body: Uint8Array; bases: PageBaseRef[] }
  | { type: 'patch'; designId: number; jobs: PatchRequest[] };

export interface SaveTaskResults {
  edit: Outcome<EditPrep>;
  delta: Outcome<DeltaPrep>;
  patch: Outcome<PreparedPage[]>;
}

export type SaveTaskResult = SaveTaskResults[SaveTask['type']];

/**
 * A save worker's own access to the page blobs on SQLite: better-sqlite3 blocks the thread that calls it, so a
 * 20 MB page is read and written here rather than on the event loop. (PostgreSQL's driver does not block.)
 */
export interface BlobAccess {
  /** The page's whole text (its chain applied) and its place in its chain, or null when not stored. */
  read(designId: number, hash: string): DeltaBase | null;
  /** The page version when this worker keeps it (read or stored lately) and it is still stored; else null. */
  kept(designId: number, hash: string): DeltaBase | null;
  /**
   * The design's versions this worker keeps with the body a full save sent them in, most recently kept or used
   * first; not checked against the store (`kept` checks the one taken).
   */
  keptWithBodies(designId: number): DeltaBase[];
  /**
   * Stores the blob (whole, or as its delta) unless the design holds it already; `text` is the page's whole JSON
   * (pageBlobText), which the store may keep to answer the next save's read of this version without SQLite,
   * with what is known of it (see Known).
   */
  write(designId: number, page: PreparedPage, text: string, known?: Known): void;
}

const decoder = new TextDecoder();

/** What a save knows of a page's text besides the text: kept with the version for the next save. */
export interface Known {
  /** Where its elements are in it. */
  index?: ElementIndex | null;
  /** The fast check wrote its elements from those of `source` (the body it came in). */
  canonical?: boolean;
  source?: PageSource;
}

/**
 * A page ready to store, its whole JSON text when that was built (null: build it if needed), and where its
 * elements are in that text when a patch knows (kept with the version for the next patch).
 */
interface Encoded {
  page: PreparedPage;
  text: string | null;
  index: ElementIndex | null;
  /** Its elements text is the fast check's output, from this page of this body. */
  source?: PageSource;
}

/** The blobs written here; the pages go back without their text. */
function storedHere(designId: number, pages: Encoded[], blobs: BlobAccess): PreparedPage[] {
  return pages.map(({ page, text, index, source }) => {
    blobs.write(designId, page, text ?? pageBlobText(page), {
      index,
      ...(source ? { canonical: true, source } : {}),
    });
    return { ...page, elementsText: '', blobStored: true };
  });
}

/**
 * The page, to be stored as a delta of `base` when that is worth it (see chooseDelta). `built` is the page's
 * whole text when the caller has it flat already (a patch): then it is not concatenated and flattened again.
 */
function encoded(
  page: PreparedPage,
  base: DeltaBase | null,
  built: { text: string; index: ElementIndex | null } | null = null,
  source: PageSource | null = null,
): Encoded {
  const index = built?.index ?? null;
  // The body a page came in is kept only when the fast check wrote its elements from it, and only for a page that
  // is a quarter of it or more (at most four pages keep it): a body of many small pages kept with each would
  // crowd the worker's versions out of its cache.
  const keep = source && preparedByFastCheck(page) && page.elementsText.length * 4 >= source.body.length;
  const known = keep ? { source } : {};
  if (!base || base.hash === page.hash) return { page, text: built?.text ?? null, index, ...known };
  const text = built?.text ?? pageBlobText(page);
  const delta = chooseDelta(base, text);
  // Stored as its delta: the page's elements text is not needed any more (nor sent back from a worker).
  return { page: delta ? { ...page, delta, elementsText: '' } : page, text, index, ...known };
}

const pagesOf = (encodedPages: Encoded[]): PreparedPage[] => encodedPages.map((e) => e.page);

interface Job {
  job: PatchJob;
  base: DeltaBase | null;
}

/**
 * A base read by the route as a hash and, in another query, a text: a save committed between the two makes them
 * disagree, and a delta built on the text but named by the hash would corrupt the chain. Such a base is dropped
 * (the page is stored whole).
 */
function sameText(base: DeltaBase): DeltaBase | null {
  return sha256Text(base.text) === base.hash ? base : null;
}

function patchJobs(task: Extract<SaveTask, { type: 'patch' }>, blobs: BlobAccess | null): Job[] {
  return task.jobs.map(({ stored, patch }) => {
    if ('pageText' in stored) {
      const base = stored.base ? sameText({ ...stored.base, text: stored.pageText }) : null;
      return {
        job: { stored: { id: stored.id, ...splitPageText(stored.pageText) }, patch },
        base,
      };
    }
    const base = blobs?.read(task.designId, stored.hash);
    if (!base) throw new Error(`blob ${stored.hash} of page ${stored.id} is missing`);
    // A version this worker stored after a patch comes with its element spans: neither scanned nor searched.
    const split = base.index ? splitIndexedPageText(base.text, base.index) : splitPageText(base.text);
    const known = {
      ...(base.index ? { spans: base.index.spans } : {}),
      ...(base.ascii ? { ascii: true } : {}),
    };
    return { job: { stored: { id: stored.id, ...split, ...known }, patch }, base };
  });
}

/** The base of each whole page sent: its stored page of the same id, read here when the route did not. */
function wholeBases(
  task: Extract<SaveTask, { type: 'edit' | 'delta' }>,
  blobs: BlobAccess | null,
): (page: PreparedPage) => DeltaBase | null {
  const byPage = new Map(task.bases.map((b) => [b.pageId, b]));
  return (page) => {
    const ref = byPage.get(page.id);
    if (!ref || ref.hash === page.hash) return null;
    if (ref.text !== null)
      return sameText({ hash: ref.hash, text: ref.text, depth: ref.depth, chainBytes: ref.chainBytes });
    return blobs?.read(task.designId, ref.hash) ?? null;
  };
}

/**
 * The design's stored pages this worker keeps whose elements the fast check wrote. A base it does not keep (the
 * server's other process stored it: successive saves of a design need not reach the same process) is stood in
 * for by another version of the design it keeps with its body, the newest first, one of the same page position
 * (the route names bases in page order) before others. An unchanged element's stored text depends only on its
 * text in the body, not on the version it is found in, so any of them is a source of runs.
 */
function keptVersions(task: Extract<SaveTask, { type: 'edit' }>, blobs: BlobAccess): CanonicalVersion[] {
  const versions: CanonicalVersion[] = [];
  const missing: number[] = [];
  task.bases.forEach((ref, i) => {
    if (ref.text !== null) return;
    const base = blobs.kept(task.designId, ref.hash);
    const version = base ? canonicalVersion(base) : null;
    if (version) versions.push(version);
    else missing.push(i);
  });
  if (missing.length === 0) return versions;
  const named = new Set(task.bases.map((ref) => ref.hash));
  const others = blobs.keptWithBodies(task.designId).filter((base) => !named.has(base.hash));
  for (const page of missing) {
    while (others.length > 0) {
      const samePage = others.findIndex((base) => base.source?.page === page);
      const [other] = others.splice(Math.max(samePage, 0), 1);
      // Taken through `kept`, so only while the design still stores it. The texts copied would be right anyway
      // (the fast check's output of text the body holds byte for byte, whichever version it was found in; a
      // stand-in is never a delta base), but a design's id may come back with another design (a database
      // restored under a running server), whose saves must not be served by the old design's bodies. Blobs go
      // only with their design, which the app does not delete (it deactivates it): a live design always passes.
      const kept = other ? blobs.kept(task.designId, other.hash) : null;
      const version = kept ? canonicalVersion(kept) : null;
      if (!version) continue;
      versions.push(version);
      break;
    }
  }
  return versions;
}

/** Runs one task where it is called (a save worker, or the event loop for small work). */
export function runSaveTask<T extends SaveTask>(
  task: T,
  blobs?: BlobAccess | null,
): SaveTaskResults[T['type']];
export function runSaveTask(task: SaveTask, blobs: BlobAccess | null = null): SaveTaskResult {
  if (task.type === 'patch') {
    const jobs = patchJobs(task, blobs);
    const patched = applyPatches(jobs.map((j) => j.job));
    if (!patched.ok) return patched;
    const pages = patched.value.map(({ page, pageText, index }, i) =>
      encoded(page, jobs[i]?.base ?? null, { text: pageText, index }),
    );
    return { ok: true, value: blobs ? storedHere(task.designId, pages, blobs) : pagesOf(pages) };
  }
  const bytes = Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength);
  // An ASCII body's text is its bytes as latin1, copied rather than decoded.
  const asciiBytes = isAscii(bytes);
  const text = asciiBytes ? bytes.toString('latin1') : decoder.decode(task.body);
  // No \u escape either: every string in the body, and so every page's JSON, is ASCII.
  const ascii = asciiBytes && bytes.indexOf('\\u') < 0;
  const baseOf = wholeBases(task, blobs);
  // A full save of pages this worker stored lately: their unchanged elements are not parsed again.
  const reused =
    task.type === 'edit' && blobs ? prepareEditReusing(text, keptVersions(task, blobs), ascii) : null;
  if (reused && blobs) {
    const pages = reused.prep.pages.map((page, i) => {
      const spans = reused.sources[i];
      const built = { text: reused.texts[i] ?? pageBlobText(page), index: reused.indexes[i] ?? null };
      return encoded(page, baseOf(page), built, spans ? { body: text, page: i, spans } : null);
    });
    return {
      ok: true,
      value: { ...reused.prep, pages: storedHere(task.designId, pages, blobs) },
    };
  }
  const body = parseJsonBody(text);
  if (!body.ok) return body;
  const prep = task.type === 'edit' ? prepareEdit(body.value, ascii) : prepareDelta(body.value);
  if (!prep.ok) return prep;
  // A full save's body is kept with its pages (where their elements are in it is found if a next save asks).
  const pages = prep.value.pages.map((page, i) =>
    encoded(page, baseOf(page), null, task.type === 'edit' && blobs ? { body: text, page: i } : null),
  );
  return {
    ok: true,
    value: { ...prep.value, pages: blobs ? storedHere(task.designId, pages, blobs) : pagesOf(pages) },
  };
}

/** Bytes of the work a task carries: what decides whether it leaves the event loop (a blob is big). */
export const taskBytes = (task: SaveTask): number =>
  task.type === 'patch'
    ? task.jobs.reduce((n, job) => n + ('pageText' in job.stored ? job.stored.pageText.length : Infinity), 0)
    : task.bases.reduce(
        (n, base) => n + (base.text === null ? Infinity : base.text.length),
        task.body.byteLength,
      );

export const transferablesOf = (task: SaveTask): ArrayBuffer[] =>
  task.type !== 'patch' && ownsBuffer(task.body) ? [task.body.buffer] : [];

/** What a save worker is started with. */
export interface SaveWorkerData {
  /** The SQLite file whose blobs the worker reads and writes itself; null on PostgreSQL. */
  sqliteFile: string | null;
  /** Lower the worker thread's priority by this much (see thread-priority.ts). */
  niceness?: number;
}
