import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startProcess, stopProcess, waitUntilServing } from '../../e2e/serverProcess';
import type { BenchFigure, BenchSuite } from '../types';

/*
 * A real server process (production scrypt cost, SQLite in a temporary folder) and a client in this process:
 * how long a file download takes on its own and while logins arrive at 10 per second. Hashing shares libuv's
 * thread pool with file reads, so this is where a login storm shows up for everyone else.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const corpusFile = (name: string) => readFileSync(path.join(repoRoot, '../shared/corpus', name));
const ADMIN_PASSWORD = 'bench-admin-password';
/** Downloads run back to back for this long, alone and then under the login storm. */
const RUN_MS = 15_000;
const SETTLE_MS = 60_000;
const LOGINS_PER_SECOND = 10;

class Client {
  private readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const token = this.cookies.get('csrftoken');
    if (token && init.method && init.method !== 'GET') headers.set('x-csrftoken', token);
    const response = await fetch(this.base + url, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  async logIn(username = 'admin', password = ADMIN_PASSWORD, from?: string): Promise<number> {
    const forwarded: Record<string, string> = from ? { 'x-forwarded-for': from } : {};
    await this.request('/api/whoami/', { headers: forwarded });
    const response = await this.request('/api/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwarded },
      body: JSON.stringify({ username, password }),
    });
    await response.arrayBuffer();
    return response.status;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** Downloads back to back until `until` settles (the one in flight then still counts). */
async function downloadTimes(client: Client, url: string, until: Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let stop = false;
  void until.then(() => (stop = true));
  while (!stop) {
    const start = performance.now();
    const response = await client.request(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`download answered ${response.status}`);
    times.push(performance.now() - start);
    await sleep(20);
  }
  return times.sort((a, b) => a - b);
}

/**
 * Logins from many addresses for many accounts (each one a first failure, so the throttle lets every one reach
 * the password check) at a steady rate for RUN_MS, then waits at most
 * SETTLE_MS for the answers: a server that cannot keep up would otherwise keep the bench waiting for ever.
 */
function loginStorm(base: string): { done: Promise<void>; results: () => Promise<Map<number, number>> } {
  const statuses = new Map<number, number>();
  const count = (status: number) => void statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const pending = new Set<Promise<void>>();
  let n = 0;
  const timer = setInterval(() => {
    n += 1;
    const attempt = new Client(base)
      .logIn(`visitor${n}`, 'a wrong password', `198.18.${n >> 8}.${n & 255}`)
      .then(count)
      .catch(() => count(0));
    pending.add(attempt);
    void attempt.finally(() => pending.delete(attempt));
  }, 1000 / LOGINS_PER_SECOND);
  const done = new Promise<void>((resolve) =>
    setTimeout(() => {
      clearInterval(timer);
      resolve();
    }, RUN_MS),
  );
  return {
    done,
    async results() {
      await done;
      const settled = Promise.all(pending);
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, SETTLE_MS))]);
      if (pending.size > 0) statuses.set(-1, pending.size);
      return statuses;
    },
  };
}

export const serverSuite: BenchSuite = {
  name: 'server',
  async run(): Promise<BenchFigure[]> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-bench-'));
    const port = await freePort();
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
        TRUST_PROXY: 'true',
      },
      repoRoot,
    );
    try {
      await waitUntilServing(`${base}/api/whoami/`, server, 60_000);
      const client = new Client(base);
      if ((await client.logIn()) !== 200) throw new Error('bench login failed');
      const created = await client.request('/api/dashboard/projects/create/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ project_type: 'ADU', project_address: '1 Bench Street' }).toString(),
      });
      const { project_id: projectId } = (await created.json()) as { project_id: number };
      const form = new FormData();
      form.append('file', new Blob([corpusFile('P05_house_dimensioned_plan_1to1.pdf')]), 'plan.pdf');
      const uploaded = await client.request(`/api/dashboard/projects/${projectId}/upload/`, {
        method: 'POST',
        body: form,
      });
      const { upload } = (await uploaded.json()) as { upload: { file: string } };

      const idle = await downloadTimes(client, upload.file, sleep(RUN_MS));
      const storm = loginStorm(base);
      const busy = await downloadTimes(client, upload.file, storm.done);
      const statuses = await storm.results();
      // -1: still unanswered SETTLE_MS after the storm ended; 0: the connection failed.
      const logins = [...statuses].map(([status, count]) => `${count}×${status}`).join(', ');
      console.log(`  (server bench: ${busy.length} downloads under ${logins} logins)`);
      return [
        { name: 'server.download_p99_idle_ms', value: round(percentile(idle, 99)), unit: 'ms' },
        { name: 'server.download_p50_during_logins_ms', value: round(percentile(busy, 50)), unit: 'ms' },
        { name: 'server.download_p99_during_logins_ms', value: round(percentile(busy, 99)), unit: 'ms' },
      ];
    } finally {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
