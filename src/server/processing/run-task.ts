import { makeLimits } from '../../formats/limits';
import type { ProcessingTask, TaskResult } from './pool/protocol';

/** Where a task's file goes, piece by piece, as it is written. */
export type Emit = (bytes: Uint8Array) => void;

/**
 * One task, as a worker runs it (also callable in-process, e.g. by benchmarks). Each kind's code is loaded when a
 * task of that kind first comes: a fresh worker starts in a fraction of the time it takes to load every reader and
 * writer (pdf.js, pdf-lib, the canvas, the generator), and a worker is fresh after every idle spell.
 */
export async function runTask(task: ProcessingTask, emit: Emit = () => undefined): Promise<TaskResult> {
  switch (task.type) {
    case 'layouts':
      return (await import('../layouts/run-layouts-task')).runLayoutsTask(task);
    case 'export':
      return (await import('../export/export-task')).runExportTask(task, emit);
    case 'adopt':
      return (await import('../layouts/adopt-task')).runAdoptTask(task);
    case 'upload':
      return (await import('./upload/process-upload')).processUpload(task, makeLimits(task.limits));
    case 'underlay':
      return (await import('./underlay/render-underlay')).renderUnderlay(task, makeLimits(task.limits));
    case 'to_page':
      return (await import('./to-page/run-to-page')).runToPageTask(task, makeLimits(task.limits));
    case 'master_plan':
      return (await import('./master-plan/build-master-plan')).buildMasterPlan(task, makeLimits(task.limits));
  }
}
