import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildClientIfNeeded } from '../../../src/server/client-build';
import { startProcess, stopProcess, waitUntilServing } from '../../e2e/serverProcess';
import { benchPort } from '../port';
import { BENCH_ADMIN_PASSWORD, logIn, seedProjects } from '../seed';
import type { BenchFigure, BenchSuite } from '../types';

/*
 * The project list screen with 1,000 projects in headless Chromium against a real server (production client
 * build, WORKERS=1): time from navigation to the first row on screen, and the page's DOM elements then.
 * Median of three loads. BENCH_SERVER_ROOT measures another checkout the same way (its dist/ is built if stale).
 */

const repoRoot =
  process.env.BENCH_SERVER_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const LOADS = 3;
const FIRST_ROW = 'table[aria-label="Projects"] tbody tr a';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const listScreenSuite: BenchSuite = {
  name: 'list-screen',
  async run(): Promise<BenchFigure[]> {
    await buildClientIfNeeded(repoRoot);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-bench-'));
    const port = await benchPort();
    const base = `http://127.0.0.1:${port}`;
    const server = startProcess(
      process.execPath,
      ['--import', 'tsx', 'src/server/main.ts'],
      {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
        LOG_LEVEL: 'error',
        WORKERS: '1',
      },
      repoRoot,
    );
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox'],
    });
    try {
      await waitUntilServing(`${base}/api/whoami/`, server, 120_000);
      const session = await logIn(base);
      await seedProjects(base, session, 1000);
      const cookies = session.cookie.split('; ').map((pair) => {
        const eq = pair.indexOf('=');
        return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base };
      });
      const firstRow: number[] = [];
      const elements: number[] = [];
      for (let load = 0; load < LOADS; load += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addCookies(cookies);
        const page = await context.newPage();
        await page.goto(`${base}/dashboard/projects`);
        await page.waitForSelector(FIRST_ROW, { timeout: 60_000 });
        firstRow.push(await page.evaluate(() => performance.now()));
        elements.push(await page.evaluate(() => document.getElementsByTagName('*').length));
        await context.close();
      }
      return [
        { name: 'list_screen.first_row_1000_ms', value: Math.round(median(firstRow)), unit: 'ms' },
        { name: 'list_screen.dom_elements_1000', value: median(elements), unit: 'elements' },
      ];
    } finally {
      await browser.close();
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
