import { adoptJob } from '../layouts/adopt-variant';
import { exportJob } from './export-job';
import type { RequestJobHandlers } from './handler';
import { openInEditorJob } from './open-in-editor-job';
import { sendToProjectJob } from './send-to-project-job';

/** Every kind of work a request can start, by job kind (the job runner dispatches on it). */
export const REQUEST_JOB_HANDLERS: RequestJobHandlers = {
  open_in_editor: openInEditorJob,
  adopt: adoptJob,
  send_to_project: sendToProjectJob,
  export: exportJob,
};
