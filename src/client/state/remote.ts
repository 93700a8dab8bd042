import type { ApiError } from '../api/ApiError';

/** Server data as a screen sees it: not asked for yet, on its way, here, or failed. */
export type Remote<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | {
      status: 'ready';
      data: T;
      /**
       * A newer answer is on its way (a new search, sort or page): `data` is the previous answer, kept on screen
       * until the new one replaces it rather than emptying the table meanwhile.
       */
      reloading?: boolean;
    }
  | { status: 'error'; error: ApiError };

export const LOADING = { status: 'loading' } as const;
