import { workerData } from 'node:worker_threads';
import { errorDetail, serveTasks } from '../workers/serve-tasks';
import { sqliteBlobAccess } from './sqlite-blobs';
import { lowerThreadPriority } from './thread-priority';
import { runSaveTask, type SaveTask, type SaveTaskResult, type SaveWorkerData } from './tasks';

/* Entry of a save worker: one task at a time; an unexpected failure is reported with its detail for the log. */

const { sqliteFile, niceness = 0 } = workerData as SaveWorkerData;
// The event loop's short requests come first whenever both want the CPU.
lowerThreadPriority(niceness);
const blobs = sqliteFile ? sqliteBlobAccess(sqliteFile) : null;

serveTasks<SaveTask, SaveTaskResult>({
  run: (task) => runSaveTask(task, blobs),
  failure: (error) => ({ message: 'The save failed.', code: 'internal', detail: errorDetail(error) }),
});
