import { runExportTask } from '../export/export-task';
import { runAdoptTask } from '../layouts/adopt-task';
import { runLayoutsTask } from '../layouts/run-layouts-task';
import { makeLimits } from '../../formats/limits';
import { buildMasterPlan } from './master-plan/build-master-plan';
import type { ProcessingTask, TaskResult } from './pool/protocol';
import { renderUnderlay } from './underlay/render-underlay';
import { processUpload } from './upload/process-upload';
import { runToPageTask } from './to-page/run-to-page';

/** Where a task's file goes, piece by piece, as it is written. */
export type Emit = (bytes: Uint8Array) => void;

/** One task, as a worker runs it (also callable in-process, e.g. by benchmarks). */
export async function runTask(task: ProcessingTask, emit: Emit = () => undefined): Promise<TaskResult> {
  if (task.type === 'layouts') return runLayoutsTask(task);
  if (task.type === 'export') return runExportTask(task, emit);
  if (task.type === 'adopt') return runAdoptTask(task);
  const limits = makeLimits(task.limits);
  if (task.type === 'upload') return processUpload(task, limits);
  if (task.type === 'underlay') return renderUnderlay(task, limits);
  if (task.type === 'to_page') return runToPageTask(task, limits);
  return buildMasterPlan(task, limits);
}
