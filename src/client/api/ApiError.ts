/**
 * The one error type every API call throws. `status` is the HTTP status, or 0 when the request never got an
 * answer (network failure, aborted). `serverMessage` is the server's own `{ error }` text when it sent one, so
 * screens can show it word for word and fall back to their own text otherwise. `body` keeps the parsed JSON of
 * a refused request for screens that show structured errors (for example a create form's `errors` object).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    options: { serverMessage?: string | null; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = options.serverMessage ?? null;
    this.body = options.body;
  }

  /** True when the request did not reach the server or its answer never came back. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
