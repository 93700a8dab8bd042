import type { $ZodError } from 'zod/v4/core';

/** An error whose message is safe to show the user; the central error handler answers `{ error: message }`. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** "<field>: <message>" for the first problem, which is what a form can show next to its field. */
export function describeZodError(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** A refusal that names fields: answered as `{ success: false, error, errors: { field: [messages] } }`. */
export class FieldsError extends HttpError {
  override name = 'FieldsError';
  /** `message` defaults to "field: message; field: message". */
  constructor(
    readonly errors: Record<string, string[]>,
    message?: string,
  ) {
    super(
      400,
      message ??
        Object.entries(errors)
          .flatMap(([field, messages]) => messages.map((text) => `${field}: ${text}`))
          .join('; '),
    );
  }
}

/** A refusal of one field; `error` reads "field: message". */
export const fieldError = (field: string, message: string) => new FieldsError({ [field]: [message] });
