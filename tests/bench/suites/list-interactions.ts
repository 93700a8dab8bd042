import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { buildClientIfNeeded } from '../../../src/server/client-build';
import { createDatabase, SQLITE_FILENAME } from '../../../src/server/db/connect';
import { startProcess, stopProcess, waitUntilServing } from '../../e2e/serverProcess';
import { benchPort } from '../port';
import { BENCH_ADMIN_PASSWORD, logIn } from '../seed';
import type { BenchFigure, BenchSuite } from '../types';

/*
 * Issue 10 item 5: the project list and the floor design list with 10,000 rows each, in headless Chromium
 * against a real server (production build, WORKERS=1). For each list: first row, then a sort by a column and
 * a search (the text typed at once), each timed from the click or the typing to the answer on screen, with the
 * longest main-thread task meanwhile (the "freeze": a task over 50 ms delays the user's next keystroke or
 * click). The project list sorts and searches on the server (the search waits for typing to pause: 250 ms of
 * its time is that pause); the floor design list does both in the browser over all 10,000 rows. Rows are
 * written straight into the database: 20,000 creates through the API would take minutes.
 */

const repoRoot =
  process.env.BENCH_SERVER_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROWS = 10_000;

async function seed(dataDir: string): Promise<void> {
  const db = createDatabase({ dialect: 'sqlite', filename: path.join(dataDir, SQLITE_FILENAME) });
  try {
    const owner = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
    await db.kysely.transaction().execute(async (trx) => {
      for (let from = 0; from < ROWS; from += 500) {
        const batch = Array.from({ length: Math.min(500, ROWS - from) }, (_, k) => from + k);
        await trx
          .insertInto('projects')
          .values(
            batch.map((i) => ({
              owner_id: owner.id,
              organization_id: null,
              project_type: i % 3 === 0 ? 'ADU' : 'SingleFamily',
              status: i % 2 === 0 ? 'requested' : 'in_review',
              project_address: `${i + 1} Long List Avenue, Fresno, CA`,
              square_footage: 600 + ((i * 37) % 4000),
              num_bedrooms: 1 + (i % 5),
              num_bathrooms: 1 + (i % 3),
              archived: 0,
              master_pdf_key: null,
              created_at: at(i),
              updated_at: at(i),
            })),
          )
          .execute();
        await trx
          .insertInto('floor_designs')
          .values(
            batch.map((i) => ({
              owner_id: owner.id,
              project_id: null,
              name: `Design ${i + 1}`,
              unit: i % 2 === 0 ? 'feet' : 'meters',
              notes: null,
              raw_json: null,
              outline_metadata: null,
              is_active: 1,
              created_at: at(i),
              updated_at: at(i),
            })),
          )
          .execute();
      }
    });
  } finally {
    await db.kysely.destroy();
  }
}

const longestTaskSince = (page: Page, from: number) =>
  page.evaluate((since) => {
    const tasks = (window as unknown as { longTasks: PerformanceEntry[] }).longTasks.filter(
      (task) => task.startTime + task.duration >= since,
    );
    return Math.round(Math.max(0, ...tasks.map((task) => task.duration)));
  }, from);

/** Runs `act`, waits for `done`, and answers the time between and the longest task that ran meanwhile. */
async function timed(page: Page, act: () => Promise<void>, done: () => Promise<unknown>) {
  const start = await page.evaluate(() => performance.now());
  await act();
  await done();
  const end = await page.evaluate(() => performance.now());
  return { ms: Math.round(end - start), longestTaskMs: await longestTaskSince(page, start) };
}

/** Opens `url` and waits for `done`: the time from the navigation's start, and the longest task of the load. */
async function opened(page: Page, url: string, done: () => Promise<unknown>) {
  await page.goto(url);
  await done();
  return {
    ms: Math.round(await page.evaluate(() => performance.now())),
    longestTaskMs: await longestTaskSince(page, 0),
  };
}

export const listInteractionsSuite: BenchSuite = {
  name: 'list-interactions',
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
      await seed(dataDir);
      const session = await logIn(base);
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies(
        session.cookie.split('; ').map((pair) => {
          const eq = pair.indexOf('=');
          return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base };
        }),
      );
      await context.addInitScript(() => {
        const store = window as unknown as { longTasks: PerformanceEntry[] };
        store.longTasks = [];
        new PerformanceObserver((list) => store.longTasks.push(...list.getEntries())).observe({
          type: 'longtask',
          buffered: true,
        });
      });
      const page = await context.newPage();
      const figures: BenchFigure[] = [];
      const record = (name: string, result: { ms: number; longestTaskMs: number }) =>
        figures.push(
          { name: `list_interactions.${name}_ms`, value: result.ms, unit: 'ms' },
          { name: `list_interactions.${name}_longest_task_ms`, value: result.longestTaskMs, unit: 'ms' },
        );

      // Projects: the server sorts and searches; 50 rows in the page.
      const projects = page.locator('table[aria-label="Projects"]');
      record(
        'projects_10000_first_row',
        await opened(page, `${base}/dashboard/projects`, () =>
          projects.locator('tbody tr a').first().waitFor(),
        ),
      );
      record(
        'projects_10000_sort',
        await timed(
          page,
          () => projects.getByRole('button', { name: 'SqFt' }).click(),
          () =>
            page.waitForFunction(() => {
              const table = document.querySelector('table[aria-label="Projects"]');
              const header = [...(table?.querySelectorAll('th') ?? [])].find(
                (th) => th.textContent === 'SqFt',
              );
              return header?.getAttribute('aria-sort') === 'ascending' && !table?.hasAttribute('aria-busy');
            }),
        ),
      );
      record(
        'projects_10000_search',
        await timed(
          page,
          () => page.getByPlaceholder('Search address or status...').fill('9999 Long'),
          () => page.getByText('1 of 1 shown').waitFor(),
        ),
      );

      // Floor designs: all 10,000 rows in the browser, sorted and searched there; 50 in the page.
      const designs = page.locator('table[aria-label="Floor designs"]');
      record(
        'designs_10000_first_row',
        await opened(page, `${base}/dashboard/floordesigns`, () =>
          page.getByText(`1–50 of ${ROWS.toLocaleString('en-US')}`).waitFor(),
        ),
      );
      record(
        'designs_10000_sort',
        await timed(
          page,
          () => designs.getByRole('button', { name: 'Name' }).click(),
          () => designs.getByRole('link', { name: 'Design 1', exact: true }).waitFor(),
        ),
      );
      record(
        'designs_10000_search',
        await timed(
          page,
          () => page.getByRole('searchbox', { name: 'Search floor designs' }).fill('design 999'),
          () =>
            page.waitForFunction(
              () => document.querySelectorAll('table[aria-label="Floor designs"] tbody tr').length === 11,
            ),
        ),
      );
      await context.close();
      return figures;
    } finally {
      await browser.close();
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
