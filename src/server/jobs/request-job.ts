import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_REUSED,
  IdempotencyKeySchema,
  type JobAccepted,
  type RequestJobKind,
} from '../../contract/jobs';
import { currentUser } from '../auth/access';
import type { ProcessingJobRow } from '../db/schema';
import { badRequest, HttpError } from '../errors';

export const JOBS_UNAVAILABLE = 'This server cannot run that work now; try again in a moment.';

export interface RequestJobSpec {
  kind: RequestJobKind;
  projectId: number | null;
  designId: number | null;
  /** What the job does: stored as JSON, read back by the kind's handler. */
  params: Record<string, unknown>;
}

export const jobStatusUrl = (jobId: number) => `/api/jobs/${jobId}/`;

/** The client's Idempotency-Key, or null without one; a malformed key is refused. */
function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const parsed = IdempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success)
    throw badRequest(`${IDEMPOTENCY_HEADER}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** JSON with keys in a fixed order, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * Starts the work as a job (or finds the one this Idempotency-Key started) and waits for it as long as the job
 * runner lets a request wait; answers the job as it then stands. The caller answers a finished job's result itself, throws its failure,
 * and hands anything still running to `accepted`.
 */
export async function runAsJob(request: FastifyRequest, spec: RequestJobSpec): Promise<ProcessingJobRow> {
  const { processing, repos } = request.server;
  if (!processing.waitForJob) throw new HttpError(503, JOBS_UNAVAILABLE);
  const key = idempotencyKey(request);
  const paramsJson = JSON.stringify(spec.params);
  const hash = createHash('sha256')
    .update(`${spec.kind}\n${canonical(spec.params)}`)
    .digest('hex');
  const { job, created } = await repos.processingJobs.submitRequest({
    kind: spec.kind,
    projectId: spec.projectId,
    designId: spec.designId,
    requestedBy: currentUser(request).id,
    key,
    hash,
    paramsJson,
  });
  if (!created && (job.kind !== spec.kind || job.request_hash !== hash))
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED);
  return (await processing.waitForJob(job.id)) ?? job;
}

/** A finished job's answer, or its failure thrown as the request would have failed. */
export function finishedResult(job: ProcessingJobRow): unknown {
  if (job.state === 'failed') throw new HttpError(job.status_code ?? 422, job.error ?? 'The work failed.');
  return JSON.parse(job.result_json ?? 'null') as unknown;
}

/** 202 Accepted for work still going on: the client polls the job. */
export function accepted(reply: FastifyReply, job: ProcessingJobRow): JobAccepted {
  void reply.code(202).header('location', jobStatusUrl(job.id));
  return {
    success: true,
    job_id: job.id,
    status: job.state === 'running' ? 'running' : 'queued',
    status_url: jobStatusUrl(job.id),
  };
}

export const isFinished = (job: ProcessingJobRow): boolean => job.state === 'done' || job.state === 'failed';
