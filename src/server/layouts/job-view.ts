import {
  LayoutJobResultSchema,
  LayoutJobStatusSchema,
  type LayoutJobResponse,
  type LayoutJobResult,
  type LayoutVariant,
} from '../../contract/layouts';
import type { Plan } from '../../core/generate/types';
import type { LayoutJob } from '../db/layout-jobs-repository';

const BASE = '/api/dashboard/projects';

export const previewUrl = (projectId: number, jobId: number, index: number): string =>
  `${BASE}/${projectId}/layouts/jobs/${jobId}/variants/${index}/preview.svg`;

/** The stored answer of a finished job; null while it runs or when it failed. */
export function jobResult(job: LayoutJob): LayoutJobResult | null {
  if (job.result_json === null) return null;
  return LayoutJobResultSchema.parse(JSON.parse(job.result_json));
}

/** The plan of one variant of a finished job; undefined for any other index or job state. */
export function variantPlan(job: LayoutJob, index: number): Plan | undefined {
  const result = jobResult(job);
  return result?.generated.ok ? result.generated.variants[index] : undefined;
}

/** A layout job as GET …/layouts/jobs/{job_id}/ answers it. */
export function jobView(job: LayoutJob): LayoutJobResponse {
  const status = LayoutJobStatusSchema.parse(job.state);
  const view: LayoutJobResponse = { success: true, job_id: job.id, status, seed: job.seed };
  if (status === 'failed') return { ...view, error: job.error ?? 'Layout generation failed.' };
  const result = status === 'done' ? jobResult(job) : null;
  if (!result) return view;
  const { generated, gates } = result;
  if (!generated.ok) {
    const { reason, message, minimum_sqft } = generated;
    return { ...view, infeasible: { reason, message, minimum_sqft } };
  }
  const variants: LayoutVariant[] = generated.variants.map((plan, index) => ({
    id: `${job.id}-${index}`,
    plan,
    scores: plan.scores,
    gates: gates[index] ?? [],
    preview_url: previewUrl(job.project_id, job.id, index),
  }));
  return { ...view, variants };
}
