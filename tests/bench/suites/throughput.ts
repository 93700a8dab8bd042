import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, stopProcess, waitUntilServing } from '../../e2e/serverProcess';
import { benchPort } from '../port';
import { loadGenerator, runLoad, type LoadResult } from '../load';
import { BENCH_ADMIN_PASSWORD as ADMIN_PASSWORD, logIn, seedProjects } from '../seed';
import type { BenchFigure, BenchSuite } from '../types';

/*
 * Requests per second and p99 at 50 connections against a real server on a loopback port, with WORKERS=1 and
 * WORKERS=2 (issue 10 item 4): the project list of a user with 1,000 projects (every row, as the spec's client
 * asks; and one page of 50, as the app's screen asks) and whoami of a logged-in user. No Accept-Encoding, so
 * the figures are the server's own work, not brotli's — except list_1000_br, the whole list as a browser asks
 * for it (brotli accepted). The load generator (wrk when installed, see load.ts) runs on the same cores. BENCH_SERVER_ROOT
 * points at another checkout to measure it the same way (before/after).
 */

const repoRoot =
  process.env.BENCH_SERVER_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CONNECTIONS = 50;
const WARM_UP = { maxRequests: 2000, maxMs: 3000 };
const MEASURE = { maxRequests: 40_000, maxMs: 10_000 };

async function measure(url: string, cookie: string, extra: Record<string, string>): Promise<LoadResult> {
  const headers = { cookie, ...extra };
  await runLoad({ url, headers, connections: CONNECTIONS, ...WARM_UP });
  const result = await runLoad({ url, headers, connections: CONNECTIONS, ...MEASURE });
  if (result.errors > 0) console.log(`  (${url}: ${result.errors} of ${result.requests} failed)`);
  return result;
}

async function figuresFor(workers: number): Promise<BenchFigure[]> {
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
      ADMIN_PASSWORD,
      LOG_LEVEL: 'error',
      WORKERS: String(workers),
    },
    repoRoot,
  );
  try {
    // Seeding takes longer than a cluster's last process needs to start, so every process serves the load.
    await waitUntilServing(`${base}/api/whoami/`, server, 120_000);
    const session = await logIn(base);
    await seedProjects(base, session, 1000);
    const prefix = `throughput.workers${workers}`;
    const figures: BenchFigure[] = [];
    const cases: [string, string, Record<string, string>][] = [
      ['list_1000', `${base}/api/dashboard/projects/`, {}],
      // What a browser asks for: the same list, brotli accepted.
      ['list_1000_br', `${base}/api/dashboard/projects/`, { 'accept-encoding': 'gzip, deflate, br' }],
      ['list_page50', `${base}/api/dashboard/projects/?page=1&page_size=50`, {}],
      ['whoami', `${base}/api/whoami/`, {}],
    ];
    for (const [name, url, extra] of cases) {
      const result = await measure(url, session.cookie, extra);
      figures.push(
        { name: `${prefix}.${name}_rps`, value: result.requestsPerSecond, unit: 'req/s' },
        { name: `${prefix}.${name}_p99_ms`, value: result.p99Ms, unit: 'ms' },
      );
    }
    return figures;
  } finally {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const throughputSuite: BenchSuite = {
  name: 'throughput',
  async run(): Promise<BenchFigure[]> {
    const workers = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
    console.log(`  (load generator: ${await loadGenerator()})`);
    const figures: BenchFigure[] = [];
    for (const count of workers) figures.push(...(await figuresFor(count)));
    return figures;
  },
};
