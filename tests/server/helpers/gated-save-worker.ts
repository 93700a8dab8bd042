import { BroadcastChannel, parentPort, workerData } from 'node:worker_threads';
import { sqliteBlobAccess } from '../../../src/server/saves/sqlite-blobs';
import {
  runSaveTask,
  type SaveTask,
  type SaveWorkerData,
  type SaveWorkerMessage,
} from '../../../src/server/saves/tasks';
import { SAVE_GATE } from './save-gate';

/*
 * A save worker for tests: it says "started" on the `save-gate` channel when a task arrives and runs it only
 * when the test then says "open" there (each "open" releases the tasks waiting at that moment) — so a test can
 * look at the server while a save's JSON work is in progress.
 */

const port = parentPort;
if (!port) throw new Error('gated-save-worker.ts must run as a worker thread');
const { sqliteFile } = workerData as SaveWorkerData;
const blobs = sqliteFile ? sqliteBlobAccess(sqliteFile) : null;
const gate = new BroadcastChannel(SAVE_GATE);
gate.unref();
const waiting: (() => void)[] = [];
gate.onmessage = (event) => {
  if ((event as { data: unknown }).data !== 'open') return;
  for (const release of waiting.splice(0)) release();
};

port.on('message', async ({ id, task }: { id: number; task: SaveTask }) => {
  gate.postMessage('started');
  await new Promise<void>((resolve) => waiting.push(resolve));
  const answer: SaveWorkerMessage = { type: 'done', id, result: runSaveTask(task, blobs) };
  port.postMessage(answer);
});

const ready: SaveWorkerMessage = { type: 'ready' };
port.postMessage(ready);
