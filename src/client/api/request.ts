import type { z } from 'zod/mini';
import { CSRF_HEADER, ErrorResponse } from '../../contract/common';
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

/**
 * The one way the client talks to the API: cookies included, CSRF header on writes, answers parsed with the
 * contract's schemas, and every failure (refused, unreachable, malformed) thrown as an ApiError.
 */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? (request.body ? 'POST' : 'GET');
  const encoded = request.body ? encodeBody(request.body) : null;
  let response: Response;
  try {
    const early = method === 'GET' && !encoded ? takeEarlyGet(path) : undefined;
    response = await (early ??
      fetch(path, {
        method,
        credentials: 'include',
        headers: requestHeaders(method, encoded?.contentType ?? null),
        body: encoded?.payload ?? null,
        signal: request.signal ?? null,
      }));
  } catch (error) {
    // An abort is the caller's own decision, not a failure to report.
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, { cause: error });
  }
  const text = await response.text();
  return interpretResponse(response.status, response.ok, text, request.schema);
}

export function apiGet<T>(path: string, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T> {
  return apiRequest(path, { method: 'GET', schema, ...(signal ? { signal } : {}) });
}

export function apiPostJson<T>(path: string, data: unknown, schema: z.ZodMiniType<T>): Promise<T> {
  return apiRequest(path, { method: 'POST', body: { kind: 'json', data }, schema });
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

/** GETs a file (an export, say); a refusal throws the server's `{ error }` as an ApiError like other calls. */
export async function apiGetFile(path: string, signal?: AbortSignal): Promise<FileAnswer> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', credentials: 'include', signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, { cause: error });
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
