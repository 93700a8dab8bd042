import type { FastifyInstance } from 'fastify';
import { describeIssues } from '../../contract/drawing';
import { DESIGN_IN_OTHER_PROJECT, SendToProjectRequest, SendToProjectResponse } from '../../contract/export';
import type { JobAccepted } from '../../contract/jobs';
import { currentUser, requireUser, visibleFloorDesign, visibleProject } from '../auth/access';
import { badRequest } from '../errors';
import { designUnit, titleFields } from '../export/design-source';
import { accepted, finishedResult, isFinished, runAsJob } from '../jobs/request-job';

/**
 * POST /api/floordesigns/{id}/send_to_project/ (issue 12 item 2): the chosen page (or every page) goes into the
 * design's project as drawing pages (a PDF sheet each, page type Floor Plan, the scale stated) or as one proposed
 * DXF revision, so the drawing set and the master plan include it. A design without a project is attached to
 * the one named, which the caller must be able to see (and so edit); one of another project is refused. The
 * sheets are written by a job (server/jobs/send-to-project-job.ts).
 */
export default async function floorDesignSendRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const repo = app.repos.floorDesigns;

  app.post<{ Params: { id: string } }>(
    '/api/floordesigns/:id/send_to_project/',
    async (request, reply): Promise<SendToProjectResponse | JobAccepted> => {
      const row = await visibleFloorDesign(request, request.params.id);
      const body = SendToProjectRequest.safeParse(request.body ?? {});
      if (!body.success) throw badRequest(describeIssues(body.error, 3));
      const project = await visibleProject(request, body.data.project_id);
      if (row.project_id !== null && row.project_id !== project.id) throw badRequest(DESIGN_IN_OTHER_PROJECT);
      const title = await titleFields(app, row, currentUser(request), project);
      if (row.project_id === null && !(await repo.attachToProject(row.id, project.id))) {
        // Another request attached it meanwhile: only its own project may receive it.
        const again = await visibleFloorDesign(request, row.id);
        if (again.project_id !== project.id) throw badRequest(DESIGN_IN_OTHER_PROJECT);
      }
      const job = await runAsJob(request, {
        kind: 'send_to_project',
        projectId: project.id,
        designId: row.id,
        params: {
          design_id: row.id,
          design_name: row.name,
          project_id: project.id,
          as: body.data.as,
          page: body.data.page,
          ...(body.data.sheet_number === undefined ? {} : { sheet_number: body.data.sheet_number }),
          ...(body.data.sheet_title === undefined ? {} : { sheet_title: body.data.sheet_title }),
          ...(body.data.scale === undefined ? {} : { scale: body.data.scale }),
          unit: designUnit(row),
          title,
        },
      });
      return isFinished(job) ? SendToProjectResponse.parse(finishedResult(job)) : accepted(reply, job);
    },
  );
}
