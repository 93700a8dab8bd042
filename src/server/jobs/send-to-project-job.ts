import { z } from 'zod';
import { SEND_TARGETS, type SendToProjectResponse } from '../../contract/export';
import { DEFAULT_SHEET_TYPE } from '../../contract/projects';
import { parsePlotScale } from '../../core/export/sheets';
import type { DrawingPageRow } from '../db/schema';
import { HttpError } from '../errors';
import { sheetTitles } from '../export/design-export';
import { EXPORT_PAGE_NOT_FOUND } from '../export/export-task';
import { sanitizeFileName } from '../files/file-names';
import type { StagedOutput } from '../processing/jobs/stored-bytes';
import { SheetNumberSchema, SheetTitleSchema } from '../../contract/export';
import { TitleFieldsSchema } from '../export/sheet-furniture';
import { DESIGN_GONE, writeExport } from './export-job';
import type { JobOutcome, RequestJobHandler } from './handler';

/** What "Send to project" is asked: the design, the project, the pages and how they arrive. */
export const SendParamsSchema = z.object({
  design_id: z.number().int(),
  design_name: z.string(),
  project_id: z.number().int(),
  as: z.enum(SEND_TARGETS),
  /** A page id, or `all`. */
  page: z.string(),
  /** The (first) sheet's number and, for one page, its title; A-101… and "{page} Floor Plan" when absent. */
  sheet_number: z.optional(SheetNumberSchema),
  sheet_title: z.optional(SheetTitleSchema),
  /** The plot scale asked for; the largest standard scale that fits ARCH D when absent. */
  scale: z.string().optional(),
  unit: z.enum(['feet', 'meters']),
  title: TitleFieldsSchema,
});

const fileSafe = (name: string) => name.replace(/[/\\]/g, '-');
/** Sent sheets are the master plan's: ARCH D, dimensioned outside the building, rooms by their tags. */
const SHEET = {
  sheet: 'ARCH-D',
  orientation: 'landscape',
  dpi: 150,
  dimensions: '1',
  room_dimensions: '0',
} as const;

/**
 * The chosen page (or every page) into the project: a PDF sheet each as drawing pages (page type Floor Plan, the
 * scale stated), or one proposed DXF revision. The files are written in workers; the records, the files and the
 * job's end are one transaction, so a retried job never adds the sheets twice.
 */
export const sendToProjectJob: RequestJobHandler = {
  retentionMs: 24 * 60 * 60_000,
  async run(job, raw, ctx): Promise<JobOutcome> {
    const params = SendParamsSchema.parse(raw);
    const design = await ctx.repos.floorDesigns.findVisible(params.design_id, job.requested_by ?? 0);
    if (!design) throw new HttpError(404, DESIGN_GONE);
    const { repos } = ctx;
    const made: StagedOutput[] = [];
    try {
      if (params.as === 'dxf_revision') {
        const { file } = await writeExport(ctx, design, {
          format: 'dxf',
          query: { ...SHEET, scale: 'fit', page: params.page },
          unit: params.unit,
          title: params.title,
        });
        made.push(file);
        await repos.transaction(async (trx) => {
          const revision = await repos.dxfRevisions.createWithin(trx, {
            projectId: params.project_id,
            storageKey: file.key,
            fileName: sanitizeFileName(`${fileSafe(params.design_name)}.dxf`, 'design.dxf'),
            size: file.size,
          });
          const answer: SendToProjectResponse = {
            success: true,
            project_id: params.project_id,
            drawing_page_ids: [],
            dxf_revision_number: revision.revision_number,
          };
          await ctx.completeWithin(trx, answer);
          await file.commit();
        });
        return { completed: true };
      }

      // One drawing page per design page, each its own PDF sheet, appended after the project's pages.
      const summaries = await repos.floorDesigns.pageSummaries(design.id);
      const wanted = params.page === 'all' ? summaries : summaries.filter((p) => p.id === params.page);
      if (wanted.length === 0) throw new HttpError(404, EXPORT_PAGE_NOT_FOUND);
      const sheets: { file: StagedOutput; name: string; pageName: string; scale: string }[] = [];
      const titled = sheetTitles(
        wanted.map((page) => ({ page, position: summaries.indexOf(page) + 1 })),
        params,
      );
      for (const { page, sheetNumber, sheetTitle } of titled) {
        const { file, pageName, scale } = await writeExport(ctx, design, {
          format: 'pdf',
          query: {
            ...SHEET,
            scale: params.scale ?? 'fit',
            page: page.id,
            sheet_number: sheetNumber,
            sheet_title: sheetTitle,
          },
          autoScale: params.scale === undefined,
          unit: params.unit,
          title: params.title,
        });
        made.push(file);
        // Named as the set lists it: the sheet's own number and title (the design's name may be a generated
        // variant's, which no sheet index should show).
        sheets.push({ file, pageName, scale, name: `${sheetNumber} – ${sheetTitle}` });
      }
      await repos.transaction(async (trx) => {
        const existing = await repos.drawingPages.listForProject(params.project_id, trx);
        let order = existing.reduce((max, p) => Math.max(max, p.page_order), -1) + 1;
        const created: DrawingPageRow[] = [];
        for (const sheet of sheets) {
          const plotScale = parsePlotScale(sheet.scale);
          created.push(
            await repos.drawingPages.createWithin(trx, {
              projectId: params.project_id,
              name: sheet.name.slice(0, 255),
              pageType: DEFAULT_SHEET_TYPE,
              scale: plotScale?.kind === 'ratio' ? plotScale.label : 'NTS',
              order: order++,
              storageKey: sheet.file.key,
              fileName: sanitizeFileName(
                `${fileSafe(params.design_name)} - ${fileSafe(sheet.pageName)}.pdf`,
                'sheet.pdf',
              ),
              kind: 'pdf',
              size: sheet.file.size,
            }),
          );
        }
        const answer: SendToProjectResponse = {
          success: true,
          project_id: params.project_id,
          drawing_page_ids: created.map((row) => row.id),
          dxf_revision_number: null,
        };
        await ctx.completeWithin(trx, answer);
        for (const sheet of sheets) await sheet.file.commit();
      });
      return { completed: true };
    } catch (error) {
      for (const file of made) await file.discard().catch(() => undefined);
      throw error;
    }
  },
};
