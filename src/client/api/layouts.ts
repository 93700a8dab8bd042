import {
  AdoptLayoutResponseSchema,
  GenerateLayoutsResponseSchema,
  LayoutJobResponseSchema,
  type GenerateLayoutsBody,
  type LayoutJobResponse,
} from '../../contract/layouts';
import { apiGet, apiPostJson } from './request';

// The layout calls of issue 11 item 6; answers are parsed with the contract schemas, never trusted blindly.

const base = (projectId: number) => `/api/dashboard/projects/${projectId}/layouts`;

/** Queues a generation from the project's program (with optional overrides); answers the job to poll. */
export async function generateLayouts(projectId: number, body: GenerateLayoutsBody = {}): Promise<number> {
  return (await apiPostJson(`${base(projectId)}/generate/`, body, GenerateLayoutsResponseSchema)).job_id;
}

export function fetchLayoutJob(
  projectId: number,
  jobId: number,
  signal?: AbortSignal,
): Promise<LayoutJobResponse> {
  return apiGet(`${base(projectId)}/jobs/${jobId}/`, LayoutJobResponseSchema, signal);
}

/** Makes a variant of a finished job a floor design of the project; answers the new design's id. */
export async function adoptLayout(projectId: number, variantId: string): Promise<number> {
  const url = `${base(projectId)}/${encodeURIComponent(variantId)}/adopt/`;
  return (await apiPostJson(url, {}, AdoptLayoutResponseSchema, { idempotent: true })).floor_design_id;
}
