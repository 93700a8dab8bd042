import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests: Debian's Chromium against the real server (see globalSetup.ts). Results go to a fresh temp
// folder per run, never into the repository, so two runs on one machine never delete each other's traces. The
// folder is kept in the environment because Playwright's workers load this file again.
const outputDir = (process.env.DRAFTROOM_E2E_OUTPUT ??= mkdtempSync(
  path.join(tmpdir(), 'draftroom-e2e-results-'),
));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './globalSetup.ts',
  outputDir,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  globalTimeout: 14 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
});
