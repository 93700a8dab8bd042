import type { z } from 'zod/mini';
import { CSRF_HEADER, ErrorResponse } from '../../contract/common';
import { IDEMPOTENCY_HEADER, JobAcceptedSchema, JobViewSchema, type JobView } from '../../contract/jobs';
import { ApiError } from './ApiError';
import { readCsrfToken } from './csrf';
import { takeEarlyGet } from './earlyGets';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a request carries: JSON, a classic form post, or multipart (file uploads). */
export type RequestBody =
  | { kind: 'json'; data: unknown }
  | { kind: 'form'; data: URLSearchParams | Record<string, string | number | boolean> }
  | { kind: 'multipart'; data: FormData };

export interface ApiRequest<T> {
  method?: HttpMethod;
  body?: RequestBody;
  /** The contract schema of a successful answer; the answer is parsed with it, never trusted blindly. */
  schema: z.ZodMiniType<T>;
  signal?: AbortSignal;
  /**
   * Work that may outlive its connection (open in editor, adopt, send to project, exports): sent with an
   * Idempotency-Key and sent again with the same key when the connection drops, so the server answers the first
   * attempt's result rather than doing the work twice; a 202 job answer is followed to its result.
   */
  idempotent?: boolean;
}

export const NETWORK_ERROR_MESSAGE = 'The server could not be reached.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from the server.';

/**
 * The encoded body and its content type. Multipart leaves the content type to the browser, which adds the
 * boundary. Exported so an XHR-based upload (for progress events) encodes exactly like fetch does.
 */
export function encodeBody(body: RequestBody): { payload: BodyInit; contentType: string | null } {
  switch (body.kind) {
    case 'json':
      return { payload: JSON.stringify(body.data), contentType: 'application/json' };
    case 'form': {
      const params =
        body.data instanceof URLSearchParams
          ? body.data
          : new URLSearchParams(Object.entries(body.data).map(([key, value]) => [key, String(value)]));
      return { payload: params, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
    }
    case 'multipart':
      return { payload: body.data, contentType: null };
  }
}

/** Headers of one request: JSON accepted, and the CSRF token echoed on every write. */
export function requestHeaders(method: HttpMethod, contentType: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (contentType) headers.set('Content-Type', contentType);
  if (method !== 'GET') {
    const token = readCsrfToken();
    if (token) headers.set(CSRF_HEADER, token);
  }
  return headers;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The ApiError for a refused request: the server's `{ error }` text when it sent one. */
function refusal(status: number, json: unknown): ApiError {
  const parsed = ErrorResponse.safeParse(json);
  const serverMessage = parsed.success && parsed.data.error.trim() !== '' ? parsed.data.error : null;
  return new ApiError(status, serverMessage ?? `Request failed with status ${status}.`, {
    serverMessage,
    body: json,
  });
}

/** Turns an answer into its parsed value, or the ApiError a screen can show. */
export function interpretResponse<T>(status: number, ok: boolean, text: string, schema: z.ZodMiniType<T>): T {
  const json = parseJson(text);
  if (!ok) throw refusal(status, json);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(status, UNEXPECTED_RESPONSE_MESSAGE, { body: json });
  return parsed.data;
}

// Early GETs (the boot preload's) live apart, in earlyGets.ts; re-exported for callers of the API layer.
export { startEarlyGet } from './earlyGets';

/** Waits before the second and third attempts of an idempotent request whose connection dropped. */
const RETRY_DELAYS_MS = [500, 2000];
/** Between polls of a job: quick at first, then no more than every 2 s. */
const POLL_DELAYS_MS = [250, 500, 1000, 2000];

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Sends a request: once, or for idempotent work up to three times with one Idempotency-Key while the connection
 * fails (a dropped connection may have lost the answer of work the server did; the key makes it answer again).
 */
async function send(
  path: string,
  init: RequestInit,
  idempotent: boolean,
  signal?: AbortSignal,
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (idempotent) headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(path, { ...init, headers, signal: signal ?? null });
    } catch (error) {
      // An abort is the caller's own decision, not a failure to report.
      if (signal?.aborted) throw error;
      const delay = idempotent ? RETRY_DELAYS_MS[attempt] : undefined;
      if (delay === undefined) throw new ApiError(0, NETWORK_ERROR_MESSAGE, { cause: error });
      await sleep(delay, signal);
    }
  }
}

/** Polls a job the server answered 202 with until it ends; a failed job throws what its request would have. */
async function finishedJob(body: unknown, signal?: AbortSignal): Promise<JobView | null> {
  const accepted = JobAcceptedSchema.safeParse(body);
  if (!accepted.success) return null;
  for (let poll = 0; ; poll += 1) {
    await sleep(POLL_DELAYS_MS[Math.min(poll, POLL_DELAYS_MS.length - 1)] ?? 2000, signal);
    const view = await apiRequest(accepted.data.status_url, {
      schema: JobViewSchema,
      ...(signal ? { signal } : {}),
    });
    if (view.status === 'failed') {
      const message = view.error ?? 'The work failed.';
      throw new ApiError(view.status_code ?? 422, message, { serverMessage: message, body: view });
    }
    if (view.status === 'done') return view;
  }
}

/**
 * The one way the client talks to the API: cookies included, CSRF header on writes, answers parsed with the
 * contract's schemas, and every failure (refused, unreachable, malformed) thrown as an ApiError.
 */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? (request.body ? 'POST' : 'GET');
  const encoded = request.body ? encodeBody(request.body) : null;
  const early = method === 'GET' && !encoded ? takeEarlyGet(path) : undefined;
  let response: Response;
  if (early) {
    try {
      response = await early;
    } catch (error) {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, { cause: error });
    }
  } else {
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: requestHeaders(method, encoded?.contentType ?? null),
      body: encoded?.payload ?? null,
    };
    response = await send(path, init, request.idempotent === true, request.signal);
  }
  const text = await response.text();
  if (response.status === 202 && request.idempotent) {
    const done = await finishedJob(parseJson(text), request.signal);
    if (done) return interpretResponse(200, true, JSON.stringify(done.result ?? null), request.schema);
  }
  return interpretResponse(response.status, response.ok, text, request.schema);
}

export function apiGet<T>(path: string, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest(path, { method: 'GET', schema, ...(signal ? { signal } : {}) });
}

export function apiPostJson<T>(
  path: string,
  data: unknown,
  schema: z.ZodMiniType<T>,
  options: { idempotent?: boolean } = {},
): Promise<T> {
  return apiRequest(path, { method: 'POST', body: { kind: 'json', data }, schema, ...options });
}

export function apiPostForm<T>(
  path: string,
  data: URLSearchParams | Record<string, string | number | boolean>,
  schema: z.ZodMiniType<T>,
): Promise<T> {
  return apiRequest(path, { method: 'POST', body: { kind: 'form', data }, schema });
}

export function apiPostMultipart<T>(path: string, data: FormData, schema: z.ZodMiniType<T>): Promise<T> {
  return apiRequest(path, { method: 'POST', body: { kind: 'multipart', data }, schema });
}

/** A file answer: its bytes and the name the server gave it (Content-Disposition), for a download. */
export interface FileAnswer {
  readonly blob: Blob;
  readonly fileName: string | null;
}

/**
 * GETs a file (an export, say); a refusal throws the server's `{ error }` as an ApiError like other calls. The
 * server may make the file as a job (202): the job is followed and its file fetched once it is written.
 */
export async function apiGetFile(path: string, signal?: AbortSignal): Promise<FileAnswer> {
  let response = await send(path, { method: 'GET', credentials: 'include' }, true, signal);
  if (response.status === 202) {
    const done = await finishedJob(parseJson(await response.text()), signal);
    if (!done?.download_url) throw new ApiError(202, UNEXPECTED_RESPONSE_MESSAGE);
    response = await send(done.download_url, { method: 'GET', credentials: 'include' }, false, signal);
  }
  if (!response.ok) throw refusal(response.status, parseJson(await response.text()));
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** The file name of a Content-Disposition header: RFC 5987's filename* first, then the plain one. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? null;
}
