import { HttpError } from '../errors';
import { TaskFailure } from '../workers/worker-pool';

/** Reader refusals by what the user can do about them: a drawing too big to handle, or one that is not readable. */
const TOO_BIG = new Set([
  'too_large',
  'too_many_entities',
  'too_many_vertices',
  'too_many_elements',
  'too_complex',
  'array_too_large',
  'nesting_too_deep',
  'too_many_pages',
  'page_size',
  'decompression_bomb',
  'timeout',
  'out_of_memory',
]);

/**
 * A worker's failure as the request would answer it: 413 for work too big for the limits, 503 when the server is
 * shutting down (the job runs again after the restart), 422 for a file that cannot be read; `prefix` puts the
 * reader's message in the call's own words. Anything that is not a TaskFailure is passed on as it is.
 */
export function taskFailureToHttp(error: unknown, prefix = ''): unknown {
  if (!(error instanceof TaskFailure)) return error;
  if (error.code === 'closed' || error.code === 'cancelled') return error;
  return new HttpError(TOO_BIG.has(error.code) ? 413 : 422, `${prefix}${error.message}`);
}
