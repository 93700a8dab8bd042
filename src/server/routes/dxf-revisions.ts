import type { FastifyInstance } from 'fastify';
import type { SuccessResponse } from '../../contract/projects';
import { requireUser, visibleDxfRevision } from '../auth/access';
import { removeStoredFiles } from '../files/storage';
import { resultErrorHandler } from '../result-errors';

/** Proposed DXF revisions: made by processing, deleted here. The route names the revision only. */
export default async function dxfRevisionsRoutes(app: FastifyInstance) {
  app.setErrorHandler(resultErrorHandler);
  app.addHook('preHandler', requireUser);

  app.post<{ Params: { revisionId: string } }>(
    '/api/dashboard/projects/proposed_dxf/revision/:revisionId/delete/',
    async (request): Promise<SuccessResponse> => {
      const { revision } = await visibleDxfRevision(request, request.params.revisionId);
      const keys = await app.repos.dxfRevisions.delete(revision);
      await removeStoredFiles(app.fileStorage, keys, request.log);
      return { success: true };
    },
  );
}
