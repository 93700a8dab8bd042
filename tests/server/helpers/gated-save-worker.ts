import { BroadcastChannel, workerData } from 'node:worker_threads';
import { sqliteBlobAccess } from '../../../src/server/saves/sqlite-blobs';
import {
  runSaveTask,
  type SaveTask,
  type SaveTaskResult,
  type SaveWorkerData,
} from '../../../src/server/saves/tasks';
import { errorDetail, serveTasks } from '../../../src/server/workers/serve-tasks';
import { SAVE_GATE } from './save-gate';

/*
 * A save worker for tests: it says "started" on the `save-gate` channel when a task arrives and runs it only
 * when the test then says "open" there (each "open" releases the tasks waiting at that moment) — so a test can
 * look at the server while a save's JSON work is in progress.
 */

const { sqliteFile } = workerData as SaveWorkerData;
const blobs = sqliteFile ? sqliteBlobAccess(sqliteFile) : null;
const gate = new BroadcastChannel(SAVE_GATE);
gate.unref();
const waiting: (() => void)[] = [];
gate.onmessage = (event) => {
  if ((event as { data: unknown }).data !== 'open') return;
  for (const release of waiting.splice(0)) release();
};

serveTasks<SaveTask, SaveTaskResult>({
  async run(task) {
    gate.postMessage('started');
    await new Promise<void>((resolve) => waiting.push(resolve));
    return runSaveTask(task, blobs);
  },
  failure: (error) => ({ message: 'The save failed.', code: 'internal', detail: errorDetail(error) }),
});
