import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { $ZodError } from 'zod/v4/core';
import { zodIssuesToFieldErrors } from '../contract/projects';
import { raceToHttpError } from './db/db-errors';
import { FieldsError, HttpError } from './errors';

const INTERNAL_ERROR = 'Internal server error.';

/**
 * The error handler of the resources whose answers carry `success` (projects and their files): every failure is
 * `{ success: false, error }`, plus `errors: { field: [messages] }` when fields are at fault. Same statuses and
 * messages as the app's central handler (5xx details stay in the log). Register it inside the resource's plugin;
 * it then also shapes the 401 and CSRF 403 that hooks raise for those routes.
 */
export function resultErrorHandler(
  raised: FastifyError | $ZodError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const error = raceToHttpError(raised);
  if (error instanceof $ZodError) {
    const errors = zodIssuesToFieldErrors(error);
    return reply.code(400).send({ success: false, error: new FieldsError(errors).message, errors });
  }
  if (error instanceof FieldsError) {
    return reply.code(error.statusCode).send({ success: false, error: error.message, errors: error.errors });
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send({ success: false, error: error.message });
  }
  const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
  if (status < 500) return reply.code(status).send({ success: false, error: error.message });
  request.log.error({ err: error }, 'request failed');
  return reply.code(status).send({ success: false, error: INTERNAL_ERROR });
}
