import { makeLimits } from './limits';
import { buildMasterPlan } from './master-plan/build-master-plan';
import type { ProcessingTask, TaskResult } from './pool/protocol';
import { processUpload } from './upload/process-upload';

/** One task, as a worker runs it (also callable in-process, e.g. by benchmarks). */
export async function runTask(task: ProcessingTask): Promise<TaskResult> {
  const limits = makeLimits(task.limits);
  if (task.type === 'upload') return processUpload(task, limits);
  return buildMasterPlan(task, limits);
}
