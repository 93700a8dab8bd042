import { z } from './zod';

/*
 * Work a request starts that may outlive its connection (open in editor, adopt a layout, send to project, an
 * export): the server answers the result when it is quick, and otherwise 202 with the job, which the client polls
 * at `status_url` until it is done. A client that sends an Idempotency-Key with such a request and sends it again
 * (after a dropped connection, say) gets the first request's job and result, never a second object.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A client's key: a UUID or any token of 8–100 URL-safe characters. */
export const IdempotencyKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9._:-]{8,100}$/, 'must be 8–100 letters, digits or . _ : -'));

export const REQUEST_JOB_KINDS = ['open_in_editor', 'adopt', 'send_to_project', 'export'] as const;
export type RequestJobKind = (typeof REQUEST_JOB_KINDS)[number];

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const JobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatusSchema>;

const Int = z.number().check(z.int());

/** 202 Accepted: the work goes on; poll `status_url`. */
export const JobAcceptedSchema = z.object({
  success: z.literal(true),
  job_id: Int,
  status: z.enum(['queued', 'running']),
  status_url: z.string(),
});
export type JobAccepted = z.infer<typeof JobAcceptedSchema>;

/**
 * GET /api/jobs/{id}/: where the work stands. Done: `result` is the answer the request would have given
 * (the new design's id, say), or for an export `download_url` names the file. Failed: `error` and `status_code`
 * are what the request would have answered.
 */
export const JobViewSchema = z.object({
  success: z.literal(true),
  job_id: Int,
  kind: z.string(),
  status: JobStatusSchema,
  /** 0–1 when the work can tell how far it is. */
  progress: z.nullable(z.number()),
  result: z.optional(z.unknown()),
  download_url: z.optional(z.string()),
  error: z.optional(z.string()),
  status_code: z.optional(Int),
});
export type JobView = z.infer<typeof JobViewSchema>;

export const JOB_NOT_FOUND = 'Job not found.';
export const IDEMPOTENCY_KEY_REUSED =
  'This Idempotency-Key was already used for a different request; send a new key for a new request.';
