import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';

// Visual regression: after each story has rendered and its play function has passed, the viewport (so that
// dialogs and toasts rendered in portals are included) is compared with the committed baseline PNG.
// tests/storybook/run.ts sets DRAFTROOM_VISUAL=0 to skip it. A story opts out with `parameters.visual: false`.

const baselineDir = path.resolve('tests/storybook/__image_snapshots__');

const snapshotOptions = (storyId: string): MatchImageSnapshotOptions => ({
  customSnapshotsDir: baselineDir,
  customDiffDir: path.resolve('tests/storybook/__diff_output__'),
  customSnapshotIdentifier: storyId,
  // Renders are pixel-identical run to run here; the small tolerance only absorbs anti-aliasing noise.
  failureThreshold: 0.0001,
  failureThresholdType: 'percent',
  // runInProcess stays false: decoding and diffing inside Jest's sandbox takes 20-40 s an image here, a
  // child process well under a second. Identical images never get this far (see postVisit).
});

interface SnapshotExpect {
  (actual: Buffer): { toMatchImageSnapshot(options: MatchImageSnapshotOptions): void };
  extend(matchers: Record<string, unknown>): void;
}

// The hooks run inside Jest, where `expect` is a global; importing @jest/globals here would break the
// runner's CLI, which also loads this file outside Jest.
const jestExpect = () => (globalThis as unknown as { expect: SnapshotExpect }).expect;

// Requests the page has started and not yet finished (MSW answers count: they go through the service worker).
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page): Set<unknown> {
  let pending = inFlight.get(page);
  if (!pending) {
    const requests = new Set<unknown>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    inFlight.set(page, requests);
    pending = requests;
  }
  return pending;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the story is still: no request in flight (a story that never answers, like a loading state,
 * gives up after a cap), fonts loaded, and no DOM change for 100 ms. Cheaper than Playwright's
 * "networkidle", which always idles 500 ms.
 */
async function settle(page: Page): Promise<void> {
  const pending = trackRequests(page);
  const deadline = Date.now() + 1000;
  while (pending.size > 0 && Date.now() < deadline) await sleep(25);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => {
      let timer = setTimeout(done, 100);
      const cap = setTimeout(done, 2000);
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(done, 100);
      });
      function done() {
        observer.disconnect();
        clearTimeout(timer);
        clearTimeout(cap);
        resolve();
      }
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    // Two frames so that the last change has been painted.
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}

const config: TestRunnerConfig = {
  setup() {
    jestExpect().extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    // The page is reused from story to story: forget requests a previous story left hanging on purpose.
    trackRequests(page).clear();
    // Focus rings (:focus-visible) depend on whether the last trusted input was a mouse or a key, and the page
    // is shared by all stories of a file. A real click on the page's corner makes that state the same before
    // every story: mouse, as after the clicks that play functions simulate.
    await page.mouse.click(0, 0);
  },
  async postVisit(page, context) {
    // After a failed play function the runner still calls this hook; a screenshot would only bury the real
    // error under an image diff.
    if (process.env.DRAFTROOM_VISUAL === '0' || context.hasFailure) return;
    const story = await getStoryContext(page, context);
    if (story.parameters?.visual === false) return;
    await settle(page);
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    // Chromium encodes identical renders to identical bytes: skip decoding and diffing in the common case.
    const baseline = path.join(baselineDir, `${context.id}.png`);
    if (process.env.DRAFTROOM_UPDATE !== '1' && existsSync(baseline) && readFileSync(baseline).equals(image))
      return;
    jestExpect()(image).toMatchImageSnapshot(snapshotOptions(context.id));
  },
};

export default config;
