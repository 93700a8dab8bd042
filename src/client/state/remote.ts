import type { ApiError } from '../api/ApiError';

/** Server data as a screen sees it: not asked for yet, on its way, here, or failed. */
export type Remote<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: ApiError };

export const LOADING = { status: 'loading' } as const;
