import { BroadcastChannel } from 'node:worker_threads';

/** The channel between a test and gated-save-worker.ts. */
export const SAVE_GATE = 'save-gate';

/** Waits for the gated worker to say a task arrived, and opens the gate for the tasks waiting then. */
export function saveGate() {
  const channel = new BroadcastChannel(SAVE_GATE);
  const started: (() => void)[] = [];
  channel.onmessage = (event) => {
    if ((event as { data: unknown }).data === 'started') started.shift()?.();
  };
  return {
    nextStart: () => new Promise<void>((resolve) => started.push(resolve)),
    open: () => channel.postMessage('open'),
    close: () => channel.close(),
  };
}
