import type { FastifyInstance } from 'fastify';
import type { SuccessResponse } from '../../contract/projects';
import { DXF_REVISION_NOT_FOUND, requireUser, visibleDxfRevision } from '../auth/access';
import { HttpError } from '../errors';
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
      // A concurrent delete of the same revision won: answer as if this one came second.
      if (keys === null) throw new HttpError(404, DXF_REVISION_NOT_FOUND);
      await removeStoredFiles(app.fileStorage, keys, request.log);
      return { success: true };
    },
  );
}
