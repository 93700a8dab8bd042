import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Resvg } from '@resvg/resvg-js';
import { checkGates } from '../../../src/core/generate/gates';
import { generateVariants } from '../../../src/core/generate/generate';
import { planToSvg } from '../../../src/core/generate/svg';
import type { Plan, Program } from '../../../src/core/generate/types';
import { buildApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/password';
import { benchConfig as config } from '../seed';
import { createDatabase, SQLITE_FILENAME } from '../../../src/server/db/connect';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { renderPlanPng } from '../../../src/server/layouts/plan-png';
import { Browser } from '../../server/helpers/browser';
import type { BenchFigure, BenchSuite } from '../types';
import { IRC_BRIEF } from './generate';

/*
 * Issue 11 item 5, "Use this layout": the adopt request (design, pages, revision 1, PNG stored, one transaction)
 * on SQLite through app.inject, and the PNG render: its time, and the longest event-loop stall while it runs —
 * "sync" is resvg's render() on the request thread (before), "async" is renderAsync on libuv's pool (after), and
 * "idle" the same wait with nothing rendering (on a loaded machine the loop stalls anyway).
 */

const PASSWORD = 'bench-password';
const RUNS = 5;
const PROGRAMS: Record<string, Program> = {
  '1story': IRC_BRIEF,
  '2story': { ...IRC_BRIEF, square_footage: 2400, story: 2 },
};

const round = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The longest gap between event-loop turns while `work` runs. */
async function maxStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let max = 0;
  let running = true;
  const tick = () => {
    const now = performance.now();
    max = Math.max(max, now - last);
    last = now;
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  await work();
  running = false;
  await new Promise((resolve) => setImmediate(resolve));
  return max;
}

function firstVariant(program: Program): Plan {
  const result = generateVariants(program, { seed: 1, count: 1 });
  if (!result.ok || !result.variants[0]) throw new Error(`no plan for ${JSON.stringify(program)}`);
  return result.variants[0];
}

export const adoptSuite: BenchSuite = {
  name: 'adopt',
  async run(): Promise<BenchFigure[]> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-bench-adopt-'));
    const db = createDatabase({ dialect: 'sqlite', filename: path.join(dataDir, SQLITE_FILENAME) });
    const figures: BenchFigure[] = [];
    try {
      await migrateToLatest(db);
      const app = buildApp({ config: config(dataDir), db, distDir: '/nonexistent-dist' });
      await app.ready();
      const passwordHash = await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 });
      const userId = await app.repos.users.create({ username: 'bench', passwordHash });
      const browser = new Browser(app);
      await browser.logIn('bench', PASSWORD);
      const projectId = await app.repos.projects.create({
        ownerId: userId,
        project_type: 'SingleFamily',
        status: 'requested',
        project_address: '1 Bench Road',
      });

      for (const [label, program] of Object.entries(PROGRAMS)) {
        const plan = firstVariant(program);
        // A finished job holding the plan, as the worker stores it.
        const jobId = await app.repos.layoutJobs.enqueue(projectId, userId, 1, '{}');
        await db.kysely
          .updateTable('processing_jobs')
          .set({ state: 'running' })
          .where('id', '=', jobId)
          .execute();
        await app.repos.layoutJobs.complete(
          jobId,
          JSON.stringify({ generated: { ok: true, variants: [plan] }, gates: [checkGates(plan)] }),
        );

        const requestMs: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const start = performance.now();
          const res = await browser.post(`/api/dashboard/projects/${projectId}/layouts/${jobId}-0/adopt/`);
          requestMs.push(performance.now() - start);
          if (res.statusCode !== 200) throw new Error(`adopt answered ${res.statusCode}: ${res.body}`);
        }
        const renderMs: number[] = [];
        const asyncStall: number[] = [];
        const syncStall: number[] = [];
        // The same wait with nothing rendering: what a busy machine's scheduling alone costs the loop.
        const idleStall: number[] = [];
        let bytes = 0;
        const svg = planToSvg(plan, { widthPx: 1600 * plan.stories.length });
        for (let i = 0; i < RUNS; i++) {
          const start = performance.now();
          asyncStall.push(
            await maxStall(async () => {
              bytes = (await renderPlanPng(plan)).length;
            }),
          );
          renderMs.push(performance.now() - start);
          syncStall.push(
            await maxStall(async () => {
              new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
            }),
          );
          const wait = renderMs[renderMs.length - 1] ?? 0;
          idleStall.push(await maxStall(() => new Promise((resolve) => setTimeout(resolve, wait))));
        }
        figures.push(
          { name: `adopt.${label}_request_ms`, value: round(median(requestMs)), unit: 'ms' },
          { name: `adopt.${label}_png_render_ms`, value: round(median(renderMs)), unit: 'ms' },
          { name: `adopt.${label}_png_bytes`, value: bytes, unit: 'B' },
          {
            name: `adopt.${label}_event_loop_stall_sync_render_ms`,
            value: round(median(syncStall)),
            unit: 'ms',
          },
          {
            name: `adopt.${label}_event_loop_stall_async_render_ms`,
            value: round(median(asyncStall)),
            unit: 'ms',
          },
          { name: `adopt.${label}_event_loop_stall_idle_ms`, value: round(median(idleStall)), unit: 'ms' },
        );
      }
      await app.close();
    } finally {
      await db.kysely.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
    return figures;
  },
};
