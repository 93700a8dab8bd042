/** A step runs for about this long before the page gets the thread back (input, frames). */
export const SLICE_MS = 8;

/** The next task: a MessageChannel message is not clamped like a nested setTimeout. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `steps` (a generator's work between its yields) in tasks of about `budgetMs` each, measured per task,
 * so a big job never holds the main thread long.
 */
export async function runInSlices(
  steps: Iterator<unknown>,
  budgetMs = SLICE_MS,
  now: () => number = () => performance.now(),
  yieldTask: () => Promise<void> = nextTask,
): Promise<void> {
  for (;;) {
    const end = now() + budgetMs;
    do {
      if (steps.next().done) return;
    } while (now() < end);
    await yieldTask();
  }
}
