import { z } from './zod';

/** Every 4xx/5xx answer of the API carries a human-readable message here. */
export const ErrorResponse = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Row ids are positive integers (they appear in routes such as /api/dashboard/projects/{id}/). */
export const Id = z.number().check(z.int()).check(z.positive());

/** A route parameter that must be a row id: digits only, parsed to a number. */
export const IdParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, 'must be a positive integer id')),
  z.transform(Number),
);

/** The exact text of a refused write, shared by the server and the tests that check it. */
export const CSRF_ERROR = 'CSRF token missing or incorrect.';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
