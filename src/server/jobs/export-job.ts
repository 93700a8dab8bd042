import { PassThrough } from 'node:stream';
import { z } from 'zod';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  ExportQuerySchema,
  type ExportFormat,
} from '../../contract/export';
import { HttpError } from '../errors';
import type { ExportTask } from '../export/export-task';
import { TitleFieldsSchema } from '../export/sheet-furniture';
import { readStoredBytes, type StagedOutput } from '../processing/jobs/stored-bytes';
import type { JobContext, JobOutcome, RequestJobHandler } from './handler';
import { taskFailureToHttp } from './task-failures';

/** What an export job is asked: the design, the format and the query as the export call read them. */
export const ExportParamsSchema = z.object({
  design_id: z.number().int(),
  design_name: z.string(),
  format: z.enum(EXPORT_FORMATS),
  query: ExportQuerySchema,
  unit: z.enum(['feet', 'meters']),
  title: TitleFieldsSchema,
});
export type ExportParams = z.infer<typeof ExportParamsSchema>;

/** A finished export: the file it wrote and how it downloads. */
export const ExportResultSchema = z.object({
  key: z.string(),
  size: z.number(),
  content_type: z.string(),
  file_name: z.string(),
});
export type ExportResult = z.infer<typeof ExportResultSchema>;

/** Largest file an export may write: far above a 50,000-element page's DXF (~90 MB). */
const MAX_EXPORT_BYTES = 1024 * 1048576;
export const DESIGN_GONE = 'The design no longer exists.';

/**
 * Writes one export of a design in a processing worker and stages the file as it arrives, so neither the worker
 * nor this process ever holds a big DXF whole. Underlays are read only when the pages show some.
 */
export async function writeExport(
  ctx: JobContext,
  design: { id: number },
  spec: Omit<ExportTask, 'type' | 'pagesJson' | 'underlayImages'>,
): Promise<{ file: StagedOutput; pageName: string; scale: string }> {
  const pagesJson = await ctx.repos.floorDesigns.pagesJson(design.id);
  let underlayImages: [string, Uint8Array][] | null = null;
  for (;;) {
    const out = new PassThrough();
    const staging = ctx.storage.stage(out, { extension: `.${spec.format}`, maxBytes: MAX_EXPORT_BYTES });
    // A failed stage (the size cap) must not go unhandled while the task still runs.
    staging.catch(() => undefined);
    let result;
    try {
      result = await ctx.run({ type: 'export', ...spec, pagesJson, underlayImages }, (bytes) =>
        out.write(bytes),
      );
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      await staging.catch(() => undefined);
      throw taskFailureToHttp(error);
    }
    if (result.type !== 'export') throw new Error('unexpected task result');
    out.end();
    const staged = await staging;
    const file: StagedOutput = {
      key: staged.key,
      size: staged.size,
      commit: () => staged.commit(),
      discard: () => staged.discard(),
    };
    if (result.outcome === 'written') return { file, pageName: result.pageName, scale: result.scale };
    await file.discard();
    if (result.outcome === 'refused') throw new HttpError(result.status, result.message);
    underlayImages = [];
    for (const fileId of result.fileIds) {
      const id = Number(fileId);
      const asset = Number.isSafeInteger(id) ? await ctx.repos.underlays.find(design.id, id) : undefined;
      const bytes = asset ? await readStoredBytes(ctx.storage, asset.image_key) : null;
      if (bytes) underlayImages.push([fileId, bytes]);
    }
  }
}

const fileSafe = (name: string) => name.replace(/[/\\]/g, '-');

export const exportJob: RequestJobHandler = {
  // A download is fetched right after the export; an hour covers a slow client and its retries.
  retentionMs: 60 * 60_000,
  async run(job, raw, ctx): Promise<JobOutcome> {
    const params = ExportParamsSchema.parse(raw);
    const design = await ctx.repos.floorDesigns.findVisible(params.design_id, job.requested_by ?? 0);
    if (!design) throw new HttpError(404, DESIGN_GONE);
    const { file, pageName } = await writeExport(ctx, design, {
      format: params.format,
      query: params.query,
      unit: params.unit,
      title: params.title,
    });
    const result: ExportResult = {
      key: file.key,
      size: file.size,
      content_type: EXPORT_CONTENT_TYPES[params.format as ExportFormat],
      file_name: `${fileSafe(params.design_name)} - ${fileSafe(pageName)}.${params.format}`,
    };
    return { result, files: [file] };
  },
  filesOf: (result) => {
    const parsed = ExportResultSchema.safeParse(result);
    return parsed.success ? [parsed.data.key] : [];
  },
};
