import { isProcessingError } from '../../../formats/errors';
import { errorDetail, serveTasks } from '../../workers/serve-tasks';
import { runTask } from '../run-task';
import { transferablesOf, type ProcessingTask, type TaskResult } from './protocol';

/*
 * Entry of a processing worker. Failures the readers expect (ProcessingError) keep their user-facing message;
 * anything else becomes a generic message with the detail kept for the log.
 */
serveTasks<ProcessingTask, TaskResult>({
  run: runTask,
  transfer: transferablesOf,
  failure(error, task) {
    if (isProcessingError(error)) return { message: error.message, code: error.code, detail: null };
    return {
      message:
        task.type === 'layouts'
          ? 'The layouts could not be generated.'
          : 'The file could not be processed: it looks damaged or uses features we cannot read.',
      code: 'internal',
      detail: errorDetail(error),
    };
  },
});
