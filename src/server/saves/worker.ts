import { parentPort, workerData } from 'node:worker_threads';
import { sqliteBlobAccess } from './sqlite-blobs';
import { lowerThreadPriority } from './thread-priority';
import { runSaveTask, type SaveTask, type SaveWorkerData, type SaveWorkerMessage } from './tasks';

/* Entry of a save worker: one task at a time; an unexpected failure is reported with its detail for the log. */

const port = parentPort;
if (!port) throw new Error('saves/worker.ts must run as a worker thread');
const { sqliteFile, niceness = 0 } = workerData as SaveWorkerData;
// The event loop's short requests come first whenever both want the CPU.
lowerThreadPriority(niceness);
const blobs = sqliteFile ? sqliteBlobAccess(sqliteFile) : null;

port.on('message', ({ id, task }: { id: number; task: SaveTask }) => {
  let answer: SaveWorkerMessage;
  try {
    answer = { type: 'done', id, result: runSaveTask(task, blobs) };
  } catch (error) {
    answer = {
      type: 'failed',
      id,
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  port.postMessage(answer);
});

const ready: SaveWorkerMessage = { type: 'ready' };
port.postMessage(ready);
