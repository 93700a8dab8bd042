import { z } from 'zod';
import { HttpError } from '../errors';
import { readStoredBytes } from '../processing/jobs/stored-bytes';
import type { JobOutcome, RequestJobHandler } from './handler';
import { taskFailureToHttp } from './task-failures';

export const FILE_MISSING = 'The file is missing from storage.';

/** What "Open in editor" is asked: the stored drawing, the design's name and project, a PDF's stated scale. */
export const OpenParamsSchema = z.object({
  project_id: z.number().int(),
  kind: z.enum(['dxf', 'pdf']),
  storage_key: z.string(),
  name: z.string(),
  /** Real length per paper length of a PDF sheet (1 = paper size). */
  scale: z.number().positive(),
});
export type OpenParams = z.infer<typeof OpenParamsSchema>;

/**
 * Converts the stored DXF or PDF to one page in the worker pool (validated and serialised there), then creates the
 * design holding it as revision 1 and ends the job in the same transaction.
 */
export const openInEditorJob: RequestJobHandler = {
  retentionMs: 24 * 60 * 60_000,
  async run(job, raw, ctx): Promise<JobOutcome> {
    const params = OpenParamsSchema.parse(raw);
    const bytes = await readStoredBytes(ctx.storage, params.storage_key);
    if (!bytes) throw new HttpError(404, FILE_MISSING);
    let converted;
    try {
      converted = await ctx.run({
        type: 'to_page',
        kind: params.kind,
        bytes,
        pageName: params.name.slice(0, 200),
        scale: params.scale,
        limits: ctx.limits,
      });
    } catch (error) {
      throw taskFailureToHttp(error, 'The drawing cannot be opened: ');
    }
    if (converted.type !== 'to_page') throw new Error('unexpected task result');
    const result = converted;
    await ctx.repos.floorDesigns.createSaved(
      job.requested_by ?? 0,
      { name: params.name, unit: result.unit, projectId: params.project_id, pages: [result.page] },
      (trx, designId) => ctx.completeWithin(trx, { success: true, floor_design_id: designId }),
    );
    return { completed: true };
  },
};
