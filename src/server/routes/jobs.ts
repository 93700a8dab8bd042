import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParam } from '../../contract/common';
import { JOB_NOT_FOUND, JobStatusSchema, type JobView } from '../../contract/jobs';
import { currentUser, requireUser } from '../auth/access';
import type { ProcessingJobRow } from '../db/schema';
import { HttpError } from '../errors';
import { sendExportFile } from './floordesign-export';

/** A job the caller asked for; anyone else's (or none) is 404. */
async function ownJob(request: FastifyRequest, rawId: string): Promise<ProcessingJobRow> {
  const id = IdParam.safeParse(rawId);
  const job = id.success
    ? await request.server.repos.processingJobs.findForUser(id.data, currentUser(request).id)
    : undefined;
  if (!job) throw new HttpError(404, JOB_NOT_FOUND);
  return job;
}

const downloadUrl = (jobId: number) => `/api/jobs/${jobId}/download/`;

/**
 * The work a request started and left running (202): GET /api/jobs/{id}/ says where it stands and, once done,
 * what the request would have answered; GET /api/jobs/{id}/download/ fetches an export's file. Only the user
 * who asked sees a job.
 */
export default async function jobsRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  app.get<{ Params: { id: string } }>('/api/jobs/:id/', async (request, reply): Promise<JobView> => {
    const job = await ownJob(request, request.params.id);
    void reply.header('cache-control', 'no-store');
    const view: JobView = {
      success: true,
      job_id: job.id,
      kind: job.kind,
      status: JobStatusSchema.parse(job.state),
      progress: job.progress,
    };
    if (job.state === 'failed')
      return { ...view, error: job.error ?? 'The work failed.', status_code: job.status_code ?? 422 };
    if (job.state !== 'done') return view;
    if (job.kind === 'export') return { ...view, download_url: downloadUrl(job.id) };
    return { ...view, result: JSON.parse(job.result_json ?? 'null') as unknown };
  });

  app.get<{ Params: { id: string } }>('/api/jobs/:id/download/', async (request, reply) => {
    const job = await ownJob(request, request.params.id);
    if (job.kind !== 'export') throw new HttpError(404, JOB_NOT_FOUND);
    if (job.state !== 'done') throw new HttpError(409, 'The export has not finished yet.');
    return sendExportFile(app, reply, job);
  });
}
