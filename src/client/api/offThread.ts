import type { z } from 'zod/mini';
import { rememberBounds } from '../../core/index/spatialIndex';
import type { DrawingElement } from '../../core/model/elements';
import { ApiError } from './ApiError';
import type { OffThreadKind, ParseReply, ParseRequest } from './offThreadSchemas';
import { OFF_THREAD_SCHEMAS } from './offThreadSchemas';
import {
  interpretResponse,
  NETWORK_ERROR_MESSAGE,
  requestHeaders,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './request';

type Output<K extends OffThreadKind> = z.infer<(typeof OFF_THREAD_SCHEMAS)[K]['schema']>;
const schemaOf = <K extends OffThreadKind>(kind: K) =>
  OFF_THREAD_SCHEMAS[kind].schema as unknown as z.ZodMiniType<Output<K>>;

interface Pending {
  head: Record<string, unknown> | null;
  elements: unknown[][];
  bounds: Float64Array[];
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  field: string;
}

/**
 * Answers up to this size parse on the page: a few thousand elements parse in a few ms, less than starting
 * the worker (and fetching its 26 KB script, which a typical design then never needs) would cost.
 */
export const INLINE_PARSE_BYTES = 256 * 1024;

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

/** The shared parse worker, started on first use; null where workers are unavailable (tests, old browsers). */
function parseWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<ParseReply>) => receive(event.data);
  // A worker that cannot start (or dies) fails what it holds; later calls parse on the main thread.
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    for (const p of pending.values()) p.reject(new Error('The parse worker stopped.'));
    pending.clear();
  };
  return worker;
}

function receive(reply: ParseReply): void {
  const p = pending.get(reply.id);
  if (!p) return;
  switch (reply.type) {
    case 'head':
      p.head = reply.value as Record<string, unknown>;
      p.bounds = reply.sizes.map((n) => new Float64Array(n * 4));
      return;
    case 'elements': {
      const list = (p.elements[reply.page] ??= []);
      p.bounds[reply.page]?.set(reply.bounds, list.length * 4);
      for (const el of reply.elements) list.push(el);
      return;
    }
    case 'invalid':
      pending.delete(reply.id);
      p.reject(new ApiError(200, UNEXPECTED_RESPONSE_MESSAGE));
      return;
    case 'done': {
      pending.delete(reply.id);
      const head = p.head ?? {};
      const pages = (head[p.field] as Record<string, unknown>[]).map((page, i) => {
        const elements = p.elements[i] ?? [];
        const bounds = p.bounds[i];
        // The editor's spatial index takes the worker's bounds instead of computing 50,000 of them.
        if (bounds) rememberBounds(elements as DrawingElement[], bounds);
        return { ...page, elements };
      });
      p.resolve({ ...head, [p.field]: pages });
      return;
    }
  }
}

function parseInWorker<K extends OffThreadKind>(w: Worker, kind: K, bytes: ArrayBuffer): Promise<Output<K>> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, {
      head: null,
      elements: [],
      bounds: [],
      resolve: resolve as (value: unknown) => void,
      reject,
      field: OFF_THREAD_SCHEMAS[kind].pages,
    });
    // Copied, not transferred (a memcpy): if the worker fails, the page still holds the bytes to parse.
    const request: ParseRequest = { id, kind, bytes };
    w.postMessage(request);
  });
}

/**
 * Parses and validates a big answer (a design's pages) the way apiRequest does, but in a Web Worker: a
 * 50,000-element page is ~15 MB of JSON, whose parse and validation would block the page for seconds.
 * Elements come back in slices (each a short task), so opening a design never freezes the editor. A small
 * answer (INLINE_PARSE_BYTES) parses on the page: the worker is started only for the first big one.
 */
export async function parseOffThread<K extends OffThreadKind>(
  kind: K,
  bytes: ArrayBuffer,
): Promise<Output<K>> {
  const w = bytes.byteLength > INLINE_PARSE_BYTES ? parseWorker() : null;
  if (w) {
    try {
      return await parseInWorker(w, kind, bytes);
    } catch (error) {
      // An invalid answer is the answer; a failed worker is not: then parse here instead.
      if (error instanceof ApiError) throw error;
    }
  }
  const text = new TextDecoder().decode(bytes);
  return interpretResponse(200, true, text, schemaOf(kind));
}

/** GET an API answer parsed off the main thread (see parseOffThread); errors as apiRequest throws them. */
export async function apiGetOffThread<K extends OffThreadKind>(
  path: string,
  kind: K,
  signal?: AbortSignal,
): Promise<Output<K>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'GET',
      credentials: 'include',
      headers: requestHeaders('GET', null),
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, { cause: error });
  }
  if (!response.ok) {
    return interpretResponse(response.status, false, await response.text(), schemaOf(kind));
  }
  return parseOffThread(kind, await response.arrayBuffer());
}
