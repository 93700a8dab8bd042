import type { FastifyInstance, FastifyReply } from 'fastify';
import { describeIssues } from '../../contract/drawing';
import { ExportFormatSchema, ExportQuerySchema } from '../../contract/export';
import { currentUser, visibleFloorDesign, requireUser } from '../auth/access';
import type { ProcessingJobRow } from '../db/schema';
import { badRequest, HttpError, notFound } from '../errors';
import { designUnit, titleFields } from '../export/design-source';
import { contentDisposition } from '../files/file-names';
import { ExportResultSchema, type ExportParams } from '../jobs/export-job';
import { accepted, finishedResult, isFinished, runAsJob } from '../jobs/request-job';

export const EXPORT_FILE_GONE = 'The exported file is no longer kept; export again.';

/** Sends a finished export's file from storage, as an attachment named after the design and the page. */
export async function sendExportFile(app: FastifyInstance, reply: FastifyReply, job: ProcessingJobRow) {
  const result = ExportResultSchema.parse(finishedResult(job));
  const file = await app.fileStorage.open(result.key);
  if (!file) throw new HttpError(410, EXPORT_FILE_GONE);
  return reply
    .type(result.content_type)
    .header('Content-Disposition', contentDisposition('attachment', result.file_name))
    .header('Content-Length', String(file.size))
    .header('Cache-Control', 'no-store')
    .send(file.stream);
}

/**
 * GET /api/floordesigns/{id}/export/{dxf|pdf|svg|png}/?page=<pageId>|all&scale=…&sheet=…&orientation=…&dpi=…
 * (issue 12 item 1): the same access rule as the design's other calls. The file is written by a job in a
 * processing worker (server/jobs/export-job.ts) and downloads as an attachment named after the design and the
 * page; an export still running after the request's wait answers 202 with the job (GET /api/jobs/{id}/ then
 * names the download).
 */
export default async function floorDesignExportRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  app.get<{ Params: { id: string; format: string } }>(
    '/api/floordesigns/:id/export/:format/',
    async (request, reply) => {
      const row = await visibleFloorDesign(request, request.params.id);
      const format = ExportFormatSchema.safeParse(request.params.format);
      if (!format.success) throw notFound('Unknown export format: use dxf, pdf, svg or png.');
      const query = ExportQuerySchema.safeParse(request.query ?? {});
      if (!query.success) throw badRequest(describeIssues(query.error, 3));
      const user = currentUser(request);
      const project =
        row.project_id === null ? undefined : await app.repos.projects.findVisible(row.project_id, user.id);
      const params: ExportParams = {
        design_id: row.id,
        design_name: row.name,
        format: format.data,
        query: query.data,
        unit: designUnit(row),
        title: await titleFields(app, row, user, project),
      };
      const job = await runAsJob(request, {
        kind: 'export',
        projectId: row.project_id,
        designId: row.id,
        params,
      });
      return isFinished(job) ? sendExportFile(app, reply, job) : accepted(reply, job);
    },
  );
}
