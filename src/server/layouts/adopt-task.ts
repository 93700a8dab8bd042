import { planToPages } from '../../core/generate/toDesign';
import type { Plan } from '../../core/generate/types';
import { preparePage, type PreparedPage } from '../saves/page-text';
import { renderPlanPng } from './plan-png';

/** A variant made ready to be a design, in a processing worker: its pages serialised for storing, and its picture. */
export interface AdoptTask {
  type: 'adopt';
  plan: Plan;
}

export interface AdoptTaskResult {
  type: 'adopt';
  pages: PreparedPage[];
  png: Uint8Array;
}

export async function runAdoptTask(task: AdoptTask): Promise<AdoptTaskResult> {
  const pages = planToPages(task.plan).map((page) => preparePage(page));
  return { type: 'adopt', pages, png: await renderPlanPng(task.plan) };
}
