import { z } from 'zod';
import { NAME_MAX } from '../../contract/floordesigns';
import { LAYOUT_LIMITS } from '../../contract/layouts';
import type { Plan } from '../../core/generate/types';
import type { LayoutJob } from '../db/layout-jobs-repository';
import type { ProjectWithOrganization } from '../db/projects-repository';
import { HttpError } from '../errors';
import { sanitizeFileName } from '../files/file-names';
import { stageBytes, type StagedOutput } from '../processing/jobs/stored-bytes';
import type { JobOutcome, RequestJobHandler } from '../jobs/handler';
import { jobResult } from './job-view';

export const VARIANT_NOT_FOUND = 'Layout variant not found.';
export const LAYOUT_NOT_READY =
  'This layout is still being generated; use it once the generation has finished.';
export const LAYOUT_JOB_FAILED =
  'This layout generation failed, so it has no layouts to use; generate again.';
export const LAYOUT_INFEASIBLE = 'This generation found no layout for the program, so there is none to use.';

/** A variant id `${job_id}-${index}` split into its parts; undefined for anything else. */
export function parseVariantId(raw: string): { jobId: number; index: number } | undefined {
  const match = /^([1-9]\d{0,14})-(0|[1-9]\d?)$/.exec(raw);
  if (!match) return undefined;
  const index = Number(match[2]);
  return index < LAYOUT_LIMITS.maxVariants ? { jobId: Number(match[1]), index } : undefined;
}

/** The plan of a variant that can be adopted; 409 while the job has none to give, 404 for an unknown index. */
export function adoptablePlan(job: LayoutJob, index: number): Plan {
  if (job.state === 'queued' || job.state === 'running') throw new HttpError(409, LAYOUT_NOT_READY);
  if (job.state !== 'done') throw new HttpError(409, LAYOUT_JOB_FAILED);
  const generated = jobResult(job)?.generated;
  if (!generated) throw new HttpError(409, LAYOUT_JOB_FAILED);
  if (!generated.ok) throw new HttpError(409, `${LAYOUT_INFEASIBLE} ${generated.message}`);
  const plan = generated.variants[index];
  if (!plan) throw new HttpError(404, VARIANT_NOT_FOUND);
  return plan;
}

/**
 * "{address} – Variant {n} (seed {seed})": the project as its screens title it, the variant as the grid numbers
 * it, and the seed that reproduces it. The address is shortened so the name fits.
 */
export function adoptedDesignName(project: ProjectWithOrganization, index: number, seed: number): string {
  const suffix = ` – Variant ${index + 1} (seed ${seed})`;
  const address = project.project_address.trim();
  const room = NAME_MAX - suffix.length;
  return `${address.length > room ? `${address.slice(0, room - 1)}…` : address}${suffix}`;
}

/** The picture's file name: the design's, with slashes (as in "12/14 Main St") kept from reading as a path. */
const pictureFileName = (designName: string) =>
  sanitizeFileName(`${designName.replace(/[/\\]/g, '-')}.png`, 'layout.png');

/** What adopting a variant is asked: the project, the layout job and variant, and the design's name. */
export const AdoptParamsSchema = z.object({
  project_id: z.number().int(),
  layout_job_id: z.number().int(),
  index: z.number().int().min(0),
  name: z.string(),
});

/**
 * Makes a variant a floor design of the project, owned by the caller: one page per story (planToPages, in a
 * worker), saved as revision 1 through the floor designs' save code, and the variant's PNG stored with the
 * project as an uploaded file whose mockup is the same picture — all in one transaction with the job's end, so
 * either everything exists or nothing (staged bytes are discarded on failure).
 */
export const adoptJob: RequestJobHandler = {
  retentionMs: 24 * 60 * 60_000,
  async run(job, raw, ctx): Promise<JobOutcome> {
    const params = AdoptParamsSchema.parse(raw);
    const layout = await ctx.repos.layoutJobs.findInProject(params.project_id, params.layout_job_id);
    if (!layout) throw new HttpError(404, VARIANT_NOT_FOUND);
    const plan = adoptablePlan(layout, params.index);
    const made = await ctx.run({ type: 'adopt', plan });
    if (made.type !== 'adopt') throw new Error('unexpected task result');
    const staged: StagedOutput[] = [];
    try {
      // Two keys for one picture: the file and its mockup are deleted and regenerated independently.
      const file = await stageBytes(ctx.storage, made.png, '.png');
      staged.push(file);
      const mockup = await stageBytes(ctx.storage, made.png, '.png');
      staged.push(mockup);
      await ctx.repos.floorDesigns.createSaved(
        job.requested_by ?? 0,
        { name: params.name, unit: 'feet', projectId: params.project_id, pages: made.pages },
        async (trx, designId) => {
          await ctx.repos.uploadedFiles.insertWithin(trx, {
            projectId: params.project_id,
            storageKey: file.key,
            fileName: pictureFileName(params.name),
            kind: 'png',
            size: file.size,
            mockupKey: mockup.key,
          });
          await ctx.completeWithin(trx, { success: true, floor_design_id: designId });
          await file.commit();
          await mockup.commit();
        },
      );
      return { completed: true };
    } catch (error) {
      for (const output of staged) await output.discard();
      throw error;
    }
  },
};
