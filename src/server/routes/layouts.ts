import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdParam } from '../../contract/common';
import {
  GenerateLayoutsBody,
  LAYOUT_LIMITS,
  AdoptLayoutResponseSchema,
  type AdoptLayoutResponse,
  type GenerateLayoutsResponse,
  type LayoutJobResponse,
} from '../../contract/layouts';
import { planToSvg } from '../../core/generate/svg';
import { currentUser, requireUser, visibleProject } from '../auth/access';
import type { LayoutJob } from '../db/layout-jobs-repository';
import type { ProjectWithOrganization } from '../db/projects-repository';
import { HttpError } from '../errors';
import {
  adoptablePlan,
  adoptedDesignName,
  parseVariantId,
  VARIANT_NOT_FOUND,
} from '../layouts/adopt-variant';
import { accepted, finishedResult, isFinished, runAsJob } from '../jobs/request-job';
import type { JobAccepted } from '../../contract/jobs';
import { jobView, variantPlan } from '../layouts/job-view';
import { layoutJobRequest } from '../layouts/layout-request';
import { resultErrorHandler } from '../result-errors';

const BASE = '/api/dashboard/projects/:projectId/layouts';

/**
 * Generations one user may have waiting at once: enough to compare a few seeds or overrides, while one user
 * cannot fill the queue (a soft cap: two requests at the same instant may both pass).
 */
export const MAX_PENDING_LAYOUT_JOBS = 3;
export const TOO_MANY_LAYOUT_JOBS = `You already have ${MAX_PENDING_LAYOUT_JOBS} layout generations waiting; try again when one has finished.`;
export const LAYOUT_JOB_NOT_FOUND = 'Layout job not found.';
export { VARIANT_NOT_FOUND };
/** The preview is an SVG the server drew: no script, no external load, inline styles only. */
export const PREVIEW_CSP = "default-src 'none'; style-src 'unsafe-inline'";

interface JobParams {
  projectId: string;
  jobId: string;
}

/** A layout job of a project the caller may see; another project's job (or none) is 404. */
async function visibleJob(
  request: FastifyRequest,
  rawProjectId: string,
  rawJobId: string,
): Promise<{ project: ProjectWithOrganization; job: LayoutJob }> {
  const project = await visibleProject(request, rawProjectId);
  const id = IdParam.safeParse(rawJobId);
  const job = id.success
    ? await request.server.repos.layoutJobs.findInProject(project.id, id.data)
    : undefined;
  if (!job) throw new HttpError(404, LAYOUT_JOB_NOT_FOUND);
  return { project, job };
}

/**
 * Layout generation (issue 11 item 6): queue a job from the project's program, poll it, preview its variants.
 * The generator runs in the processing worker pool through the fair job queue, never on this event loop.
 */
export default async function layoutsRoutes(app: FastifyInstance) {
  app.setErrorHandler(resultErrorHandler);
  app.addHook('preHandler', requireUser);

  app.post<{ Params: { projectId: string } }>(
    `${BASE}/generate/`,
    async (request): Promise<GenerateLayoutsResponse> => {
      const project = await visibleProject(request, request.params.projectId);
      const body = GenerateLayoutsBody.parse(request.body ?? {});
      const { seed, request: job } = layoutJobRequest(project, body);
      const user = currentUser(request);
      if ((await app.repos.layoutJobs.pendingFor(user.id)) >= MAX_PENDING_LAYOUT_JOBS)
        throw new HttpError(429, TOO_MANY_LAYOUT_JOBS);
      const jobId = await app.repos.layoutJobs.enqueue(project.id, user.id, seed, JSON.stringify(job));
      app.processing.kick?.();
      return { success: true, job_id: jobId };
    },
  );

  app.get<{ Params: JobParams }>(`${BASE}/jobs/:jobId/`, async (request): Promise<LayoutJobResponse> =>
    jobView((await visibleJob(request, request.params.projectId, request.params.jobId)).job),
  );

  app.get<{ Params: JobParams & { index: string } }>(
    `${BASE}/jobs/:jobId/variants/:index/preview.svg`,
    async (request, reply) => {
      const { job } = await visibleJob(request, request.params.projectId, request.params.jobId);
      const index = /^\d{1,2}$/.test(request.params.index) ? Number(request.params.index) : -1;
      const plan = index >= 0 && index < LAYOUT_LIMITS.maxVariants ? variantPlan(job, index) : undefined;
      if (!plan) throw new HttpError(404, VARIANT_NOT_FOUND);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('content-security-policy', PREVIEW_CSP)
        .header('cache-control', 'private, max-age=3600')
        .send(planToSvg(plan));
    },
  );

  /**
   * "Use this layout": the variant becomes a floor design of the project, owned by the caller (see adoptVariant).
   * A malformed variant id is 404 like an unknown one; a job without layouts to give is 409.
   */
  app.post<{ Params: { projectId: string; variantId: string } }>(
    `${BASE}/:variantId/adopt/`,
    async (request, reply): Promise<AdoptLayoutResponse | JobAccepted> => {
      const variant = parseVariantId(request.params.variantId);
      // The project is checked first, so a stranger learns nothing about the variant id.
      if (!variant) {
        await visibleProject(request, request.params.projectId);
        throw new HttpError(404, VARIANT_NOT_FOUND);
      }
      const { project, job } = await visibleJob(request, request.params.projectId, String(variant.jobId));
      // Refused at once (409/404) when the variant cannot be adopted; the work itself runs as a job.
      const plan = adoptablePlan(job, variant.index);
      const adopted = await runAsJob(request, {
        kind: 'adopt',
        projectId: project.id,
        designId: null,
        params: {
          project_id: project.id,
          layout_job_id: job.id,
          index: variant.index,
          name: adoptedDesignName(project, variant.index, plan.seed),
        },
      });
      return isFinished(adopted)
        ? AdoptLayoutResponseSchema.parse(finishedResult(adopted))
        : accepted(reply, adopted);
    },
  );
}
