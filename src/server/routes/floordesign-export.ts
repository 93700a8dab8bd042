import type { FastifyInstance } from 'fastify';
import { describeIssues } from '../../contract/drawing';
import { EXPORT_CONTENT_TYPES, ExportFormatSchema, ExportQuerySchema } from '../../contract/export';
import { currentUser, visibleFloorDesign, requireUser } from '../auth/access';
import { badRequest, notFound } from '../errors';
import { exportDesign } from '../export/design-export';
import { designPages, designUnit, titleFields } from '../export/design-source';
import { contentDisposition } from '../files/file-names';
import { readStoredBytes } from '../processing/jobs/stored-bytes';
import { visibleUnderlayFiles } from '../export/underlay-images';

/**
 * GET /api/floordesigns/{id}/export/{dxf|pdf|svg|png}/?page=<pageId>|all&scale=…&sheet=…&orientation=…&dpi=…
 * (issue 12 item 1): the same access rule as the design's other calls; the file downloads as an attachment
 * named after the design and the page.
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
      const pages = await designPages(app, row, query.data.page);
      const user = currentUser(request);
      const project =
        row.project_id === null ? undefined : await app.repos.projects.findVisible(row.project_id, user.id);
      // PDF and PNG draw the visible underlays under the line work (see export/underlay-images.ts).
      const underlayImages = new Map<string, Uint8Array>();
      if (format.data === 'pdf' || format.data === 'png')
        for (const fileId of visibleUnderlayFiles(pages.map((p) => p.page))) {
          const id = Number(fileId);
          const asset = Number.isSafeInteger(id) ? await app.repos.underlays.find(row.id, id) : undefined;
          const bytes = asset ? await readStoredBytes(app.fileStorage, asset.image_key) : null;
          if (bytes) underlayImages.set(fileId, bytes);
        }
      const result = await exportDesign({
        underlayImages,
        format: format.data,
        query: query.data,
        pages,
        unit: designUnit(row),
        title: await titleFields(app, row, user, project?.project_address ?? null),
      });
      if (!result.ok) throw badRequest(result.error);
      const pageName = pages.length === 1 ? (pages[0]?.page.name ?? 'page') : 'all pages';
      void reply
        .type(EXPORT_CONTENT_TYPES[format.data])
        .header(
          'Content-Disposition',
          contentDisposition('attachment', `${row.name} - ${pageName}.${format.data}`),
        )
        .header('Cache-Control', 'no-store');
      return typeof result.bytes === 'string' ? result.bytes : Buffer.from(result.bytes);
    },
  );
}
