// Layout generation fixtures made by the real generator (src/core/generate) with a fixed seed, and the MSW
// handlers of the layouts API answering with them — so the stories show real plans, scores and code checks.
import { delay, http, HttpResponse } from 'msw';
import { checkGates } from '../../../src/core/generate/gates';
import { generateVariants } from '../../../src/core/generate/generate';
import { planToSvg } from '../../../src/core/generate/svg';
import type { Plan, Program } from '../../../src/core/generate/types';
import {
  LayoutVariantSchema,
  type GenerateLayoutsBody,
  type LayoutInfeasible,
  type LayoutJobResponse,
  type LayoutVariant,
} from '../../../src/contract/layouts';
import type { Project } from '../../../src/contract/projects';
import { project } from './projectFixtures';

const LAYOUTS = '/api/dashboard/projects/:id/layouts';
export const LAYOUT_JOB_ID = 17;
export const LAYOUT_SEED = 11;
/** The floor design "Use this layout" creates in the stories. */
export const ADOPTED_DESIGN_ID = 42;

/** The published IRC brief of issue 11: 2,200 sf, 4 bed / 2.5 bath, a 2-car garage, one story. */
export const briefProject: Project = {
  ...project,
  id: 7,
  project_type: 'SingleFamily',
  project_address: '2200 Brief Lane, Sacramento, CA',
  square_footage: 2200,
  num_bedrooms: 4,
  num_bathrooms: 2.5,
  num_car_garage: 2,
  story: 1,
  layout_style: 'standard',
};

const briefProgram: Program = {
  square_footage: 2200,
  num_bedrooms: 4,
  num_bathrooms: 2.5,
  num_car_garage: 2,
  story: 1,
  layout_style: 'standard',
};

const previewUrl = (index: number) =>
  `/api/dashboard/projects/${briefProject.id}/layouts/jobs/${LAYOUT_JOB_ID}/variants/${index}/preview.svg`;

let plans: readonly Plan[] | null = null;

/** The six plans of the brief (generated once per page: about a second of work). */
function briefPlans(): readonly Plan[] {
  if (!plans) {
    const result = generateVariants(briefProgram, { seed: LAYOUT_SEED });
    if (!result.ok) throw new Error(`The brief is infeasible: ${result.message}`);
    plans = result.variants;
  }
  return plans;
}

/** The variants as GET …/layouts/jobs/{id}/ answers them: best total first, gates checked by the core. */
export function briefVariants(): LayoutVariant[] {
  // Parsed by the contract, so a fixture that drifted from the API's shape fails loudly.
  return briefPlans().map((plan, index) =>
    LayoutVariantSchema.parse({
      id: `${LAYOUT_JOB_ID}-${index}`,
      plan,
      scores: plan.scores,
      gates: checkGates(plan),
      preview_url: previewUrl(index),
    }),
  );
}

/** What the generator answers for the brief squeezed into 600 sf. */
export function tooSmall(): LayoutInfeasible {
  const result = generateVariants({ ...briefProgram, square_footage: 600 }, { seed: LAYOUT_SEED });
  if (result.ok) throw new Error('600 sf was expected to be infeasible.');
  const { reason, message, minimum_sqft } = result;
  return { reason, message, minimum_sqft };
}

const job = (extra: Partial<LayoutJobResponse>): LayoutJobResponse => ({
  success: true,
  job_id: LAYOUT_JOB_ID,
  status: 'done',
  seed: LAYOUT_SEED,
  ...extra,
});

export const jobsPath = `${LAYOUTS}/jobs/:jobId/`;

/**
 * The brief's variants with two part scores lowered, so sorting and filtering visibly reorder and hide cards (the
 * generator's six variants of the brief tie on them): Variant 5 realises fewer adjacencies, Variant 6 is the
 * least well proportioned, and both fall below a total of 80.
 */
export function spreadVariants(): LayoutVariant[] {
  return briefVariants().map((variant, index) => {
    if (index === 4) return { ...variant, scores: { ...variant.scores, adjacency_score: 80, total: 78 } };
    if (index === 5) return { ...variant, scores: { ...variant.scores, aspect_score: 70, total: 75 } };
    return variant;
  });
}

/** Answers of GET …/layouts/jobs/{id}/, for handlers that change their answer during a story. */
export const jobAnswers = {
  done: () => HttpResponse.json(job({ variants: briefVariants() })),
  infeasible: () => HttpResponse.json(job({ infeasible: tooSmall() })),
  failed: (error: string) => HttpResponse.json(job({ status: 'failed', error })),
};

export const layoutsApi = {
  /** Queues job 17; `onBody` sees each request's body (to check overrides). */
  generate: (onBody?: (body: GenerateLayoutsBody) => void) =>
    http.post(`${LAYOUTS}/generate/`, async ({ request }) => {
      onBody?.((await request.json()) as GenerateLayoutsBody);
      return HttpResponse.json({ success: true, job_id: LAYOUT_JOB_ID });
    }),
  generateFails: (message = 'Server error.') =>
    http.post(`${LAYOUTS}/generate/`, () => HttpResponse.json({ error: message }, { status: 500 })),
  /** The job is being worked on, and stays so. */
  running: () => http.get(jobsPath, () => HttpResponse.json(job({ status: 'running' }))),
  done: () => http.get(jobsPath, jobAnswers.done),
  /** Done, with the scores of `spreadVariants`. */
  doneSpread: () => http.get(jobsPath, () => HttpResponse.json(job({ variants: spreadVariants() }))),
  infeasible: () => http.get(jobsPath, jobAnswers.infeasible),
  failed: (error: string) => http.get(jobsPath, () => jobAnswers.failed(error)),
  /** The preview SVG of a variant, drawn by the core like the server does. */
  preview: () =>
    http.get(`${LAYOUTS}/jobs/:jobId/variants/:index/preview.svg`, ({ params }) => {
      const plan = briefPlans()[Number(params.index)];
      if (!plan) return HttpResponse.json({ error: 'Layout variant not found.' }, { status: 404 });
      return new HttpResponse(planToSvg(plan), { headers: { 'Content-Type': 'image/svg+xml' } });
    }),
  adopt: () =>
    http.post(`${LAYOUTS}/:variantId/adopt/`, () =>
      HttpResponse.json({ success: true, floor_design_id: ADOPTED_DESIGN_ID }),
    ),
  adoptPending: () =>
    http.post(`${LAYOUTS}/:variantId/adopt/`, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
};

/** A plan's drawing as a data URL, for design-system stories that show a drawing without a server. */
export function planDrawingUrl(index: number): string {
  const plan = briefPlans()[index];
  if (!plan) throw new Error(`The brief has no variant ${index}.`);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(planToSvg(plan))}`;
}
