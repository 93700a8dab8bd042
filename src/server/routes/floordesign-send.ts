import type { FastifyInstance } from 'fastify';
import { describeIssues } from '../../contract/drawing';
import {
  DESIGN_IN_OTHER_PROJECT,
  SendToProjectRequest,
  type SendToProjectResponse,
} from '../../contract/export';
import { DEFAULT_SHEET_TYPE } from '../../contract/projects';
import { elementBounds } from '../../core/geometry/elementGeometry';
import { unionBoxes } from '../../core/geometry/box';
import { exportable } from '../../core/export/pageLayout';
import { parsePlotScale, preferredScale, scalesThatFit, type PlotScale } from '../../core/export/sheets';
import type { Page } from '../../core/model/page';
import type { LengthUnit } from '../../core/units';
import { currentUser, requireUser, visibleFloorDesign, visibleProject } from '../auth/access';
import { badRequest } from '../errors';
import { exportDesign, sheetNumber } from '../export/design-export';
import { designPages, designUnit, titleFields } from '../export/design-source';
import { sanitizeFileName } from '../files/file-names';
import { stageBytes } from '../processing/jobs/stored-bytes';

/** A drawing page states a real scale whenever one fits the master plan's ARCH D sheet. */
function drawingScale(page: Page, unit: LengthUnit): string {
  const bounds = unionBoxes(exportable(page).map(elementBounds));
  return bounds ? preferredScale(scalesThatFit(bounds, 'ARCH-D', 'landscape'), unit) : 'fit';
}

const fileSafe = (name: string) => name.replace(/[/\\]/g, '-');

/**
 * POST /api/floordesigns/{id}/send_to_project/ (issue 12 item 2): the chosen page (or every page) goes into the
 * design's project as drawing pages (a PDF sheet each, page type Floor Plan, the scale stated) or as one proposed
 * DXF revision, so the drawing set and the master plan include it. A design without a project is attached to
 * the one named, which the caller must be able to see (and so edit); one of another project is refused.
 */
export default async function floorDesignSendRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  const repo = app.repos.floorDesigns;

  app.post<{ Params: { id: string } }>(
    '/api/floordesigns/:id/send_to_project/',
    async (request): Promise<SendToProjectResponse> => {
      const row = await visibleFloorDesign(request, request.params.id);
      const body = SendToProjectRequest.safeParse(request.body ?? {});
      if (!body.success) throw badRequest(describeIssues(body.error, 3));
      const project = await visibleProject(request, body.data.project_id);
      if (row.project_id !== null && row.project_id !== project.id) throw badRequest(DESIGN_IN_OTHER_PROJECT);

      const pages = await designPages(app, row, body.data.page);
      const unit = designUnit(row);
      const title = await titleFields(app, row, currentUser(request), project.project_address);
      if (row.project_id === null && !(await repo.attachToProject(row.id, project.id))) {
        // Another request attached it meanwhile: only its own project may receive it.
        const again = await visibleFloorDesign(request, row.id);
        if (again.project_id !== project.id) throw badRequest(DESIGN_IN_OTHER_PROJECT);
      }

      if (body.data.as === 'dxf_revision') {
        const dxf = await exportDesign({
          format: 'dxf',
          query: { scale: 'fit', sheet: 'ARCH-D', orientation: 'landscape', dpi: 150, dimensions: '1' },
          pages,
          unit,
          title,
        });
        if (!dxf.ok) throw badRequest(dxf.error);
        const staged = await stageBytes(app.fileStorage, new TextEncoder().encode(String(dxf.bytes)), '.dxf');
        try {
          const revision = await app.repos.dxfRevisions.create(
            {
              projectId: project.id,
              storageKey: staged.key,
              fileName: sanitizeFileName(`${fileSafe(row.name)}.dxf`, 'design.dxf'),
              size: staged.size,
            },
            () => staged.commit(),
          );
          return {
            success: true,
            project_id: project.id,
            drawing_page_ids: [],
            dxf_revision_number: revision.revision_number,
          };
        } catch (error) {
          await staged.discard();
          throw error;
        }
      }

      // One drawing page per design page, each its own PDF sheet, appended after the project's pages.
      const existing = await app.repos.drawingPages.listForProject(project.id);
      let order = existing.reduce((max, p) => Math.max(max, p.page_order), -1) + 1;
      const ids: number[] = [];
      for (const item of pages) {
        const scaleValue = body.data.scale ?? drawingScale(item.page, unit);
        const scale: PlotScale = parsePlotScale(scaleValue) ?? { kind: 'fit' };
        const pdf = await exportDesign({
          format: 'pdf',
          query: { scale: scaleValue, sheet: 'ARCH-D', orientation: 'landscape', dpi: 150, dimensions: '1' },
          pages: [item],
          unit,
          title,
        });
        if (!pdf.ok) throw badRequest(pdf.error);
        const bytes = typeof pdf.bytes === 'string' ? new TextEncoder().encode(pdf.bytes) : pdf.bytes;
        const staged = await stageBytes(app.fileStorage, bytes, '.pdf');
        try {
          const created = await app.repos.drawingPages.create(
            {
              projectId: project.id,
              name: `${row.name} – ${item.page.name} (${sheetNumber(item.position)})`.slice(0, 255),
              pageType: DEFAULT_SHEET_TYPE,
              scale: scale.kind === 'ratio' ? scale.label : 'NTS',
              order: order++,
              storageKey: staged.key,
              fileName: sanitizeFileName(
                `${fileSafe(row.name)} - ${fileSafe(item.page.name)}.pdf`,
                'sheet.pdf',
              ),
              kind: 'pdf',
              size: staged.size,
            },
            () => staged.commit(),
          );
          ids.push(created.id);
        } catch (error) {
          await staged.discard();
          throw error;
        }
      }
      return { success: true, project_id: project.id, drawing_page_ids: ids, dxf_revision_number: null };
    },
  );
}
