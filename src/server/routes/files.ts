import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/access';
import { HttpError } from '../errors';
import { contentTypeOf } from '../files/file-kind-check';
import { contentDisposition } from '../files/file-names';
import { FILE_NOT_FOUND, resolveFileSource } from '../projects/file-sources';
import { isFileCategory } from '../projects/file-urls';
import { resultErrorHandler } from '../result-errors';

interface FileParams {
  projectId: string;
  category: string;
  fileId: string;
}

/**
 * Every stored file of a project, for preview (inline) and download (`?download=1`, attachment). Access is the
 * project's; the type is the one detected from the bytes at upload, and the browser must not guess another.
 */
export default async function filesRoutes(app: FastifyInstance) {
  app.setErrorHandler(resultErrorHandler);
  app.addHook('preHandler', requireUser);

  app.get<{ Params: FileParams; Querystring: { download?: string } }>(
    '/api/dashboard/projects/:projectId/files/:category/:fileId/',
    async (request, reply) => {
      const { projectId, category, fileId } = request.params;
      if (!isFileCategory(category)) throw new HttpError(404, FILE_NOT_FOUND);
      const source = await resolveFileSource(request, projectId, category, fileId);
      const stored = await app.fileStorage.open(source.key);
      if (!stored) {
        request.log.error({ key: source.key }, 'a stored file is missing');
        throw new HttpError(404, FILE_NOT_FOUND);
      }
      const download = request.query.download === '1' || request.query.download === 'true';
      reply
        .header('content-type', contentTypeOf(source.kind))
        .header('content-length', String(stored.size))
        .header(
          'content-disposition',
          contentDisposition(download ? 'attachment' : 'inline', source.fileName),
        )
        .header('x-content-type-options', 'nosniff')
        // Access can be withdrawn, so shared caches must not keep a copy and the browser must ask again.
        .header('cache-control', 'private, no-cache');
      // PDFs are left to the browser's own viewer, which a sandbox would disable; anything else opened
      // directly gets no scripts, plugins or same-origin rights.
      if (source.kind !== 'pdf')
        reply.header(
          'content-security-policy',
          "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        );
      return reply.send(stored.stream);
    },
  );
}
