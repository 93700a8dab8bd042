import { runLayoutsTask } from '../layouts/run-layouts-task';
import { makeLimits } from '../../formats/limits';
import { buildMasterPlan } from './master-plan/build-master-plan';
import type { ProcessingTask, TaskResult } from './pool/protocol';
import { renderUnderlay } from './underlay/render-underlay';
import { processUpload } from './upload/process-upload';
import { runToPageTask } from './to-page/run-to-page';

/** One task, as a worker runs it (also callable in-process, e.g. by benchmarks). */
export async function runTask(task: ProcessingTask): Promise<TaskResult> {
  if (task.type === 'layouts') return runLayoutsTask(task);
  const limits = makeLimits(task.limits);
  if (task.type === 'upload') return processUpload(task, limits);
  if (task.type === 'underlay') return renderUnderlay(task, limits);
  if (task.type === 'to_page') return runToPageTask(task, limits);
  return buildMasterPlan(task, limits);
}
