import type { z } from 'zod/mini';
import { ApiError } from './ApiError';
import { interpretResponse, NETWORK_ERROR_MESSAGE, requestHeaders } from './request';

export interface UploadProgress {
  loaded: number;
  /** Null when the browser cannot tell the body's size. */
  total: number | null;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST through XMLHttpRequest, which (unlike fetch) reports upload progress. Same rules as the
 * fetch wrapper: cookies sent, CSRF header echoed, the answer parsed with the contract schema, every failure an
 * ApiError (status 0 when no answer came back). An abort through `signal` rejects with an AbortError.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  schema: z.ZodMiniType<T>,
  options: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    // Multipart: the browser sets the content type with its boundary.
    requestHeaders('POST', null).forEach((value, name) => xhr.setRequestHeader(name, value));

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const finish = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.addEventListener('progress', (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    });
    xhr.addEventListener('load', () => {
      finish();
      try {
        resolve(
          interpretResponse(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.responseText, schema),
        );
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      finish();
      reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    });
    xhr.addEventListener('abort', () => {
      finish();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    xhr.send(form);
  });
}

/** The share of an upload sent so far, 0–100, or null when the size is unknown. */
export function uploadPercent(progress: UploadProgress): number | null {
  if (progress.total === null || progress.total <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((progress.loaded / progress.total) * 100)));
}
