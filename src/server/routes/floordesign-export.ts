import type { FastifyInstance } from 'fastify';
import { describeIssues, parsePages } from '../../contract/drawing';
import { EXPORT_CONTENT_TYPES, ExportFormatSchema, ExportQuerySchema } from '../../contract/export';
import { currentUser, visibleFloorDesign, requireUser } from '../auth/access';
import { badRequest, notFound } from '../errors';
import { exportDesign } from '../export/design-export';
import { contentDisposition } from '../files/file-names';

export const EXPORT_PAGE_NOT_FOUND = 'Page not found.';

const dateText = (d: Date): string =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * GET /api/floordesigns/{id}/export/{dxf|pdf|svg|png}/?page=<pageId>|all&scale=…&sheet=…&orientation=…&dpi=…
 * (issue 12 item 1): the same access rule as the design's other calls; the file downloads as an attachment
 * named after the design and the page.
 */
export default async function floorDesignExportRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const repo = app.repos.floorDesigns;

  app.get<{ Params: { id: string; format: string } }>(
    '/api/floordesigns/:id/export/:format/',
    async (request, reply) => {
      const row = await visibleFloorDesign(request, request.params.id);
      const format = ExportFormatSchema.safeParse(request.params.format);
      if (!format.success) throw notFound('Unknown export format: use dxf, pdf, svg or png.');
      const query = ExportQuerySchema.safeParse(request.query ?? {});
      if (!query.success) throw badRequest(describeIssues(query.error, 3));
      const parsed = parsePages(JSON.parse(await repo.pagesJson(row.id)));
      if (!parsed.ok) throw badRequest(`The design's pages cannot be read: ${parsed.error}`);
      const all = parsed.value.map((page, i) => ({ page, position: i + 1 }));
      const wanted = query.data.page ?? all[0]?.page.id;
      const pages = wanted === 'all' ? all : all.filter((p) => p.page.id === wanted);
      if (pages.length === 0) throw notFound(EXPORT_PAGE_NOT_FOUND);

      const user = currentUser(request);
      const [latest, project] = await Promise.all([
        repo.latestRevisionSummary(row.id),
        row.project_id === null ? undefined : app.repos.projects.findVisible(row.project_id, user.id),
      ]);
      const unit = row.unit === 'meters' ? 'meters' : 'feet';
      const result = await exportDesign({
        format: format.data,
        query: query.data,
        pages,
        unit,
        title: {
          // A design of a project is titled as drawing sets are: the project (its address) above the design.
          project: project ? project.project_address : row.name,
          address: project ? row.name : '',
          drawnBy: [user.first_name, user.last_name].join(' ').trim() || user.username,
          date: dateText(app.clock.now()),
          revision: latest ? String(latest.version_number) : '—',
        },
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
