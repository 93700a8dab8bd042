import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRAWING_VERSION, type Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { freePort, runToEnd, startProcess, stopProcess, waitUntilServing } from '../../e2e/serverProcess';
import type { BenchFigure, BenchSuite } from '../types';

/*
 * Issue 10 item 2: saving a 50,000-element design against a real server process (SQLite in a temporary folder,
 * loopback HTTP). Figures: the time and request bytes of a full save (the spec's edit call) and of the app's
 * delta save of one moved element, and another user's whoami while 50k saves run back to back — the event
 * loop stall a big save used to cause shows up there. Times are wall time seen by the client (server time plus
 * loopback transfer).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN_PASSWORD = 'bench-admin-password';
const OTHER_PASSWORD = 'bench-other-password';
const ELEMENTS = 50_000;
/** How long saves run back to back while the other user asks whoami. */
const LOAD_MS = 12_000;

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

  async postJson(url: string, body: string): Promise<{ status: number; json: unknown; ms: number }> {
    const start = performance.now();
    const response = await this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const json: unknown = await response.json();
    return { status: response.status, json, ms: performance.now() - start };
  }

  async logIn(username: string, password: string): Promise<void> {
    await (await this.request('/api/whoami/')).arrayBuffer();
    const res = await this.postJson('/api/login/', JSON.stringify({ username, password }));
    if (res.status !== 200)
      throw new Error(`bench login of ${username} answered ${res.status}: ${JSON.stringify(res.json)}`);
  }
}

const rectangle = (id: string, x: number) =>
  finalizeElement({ id, type: 'rectangle', x, y: 20, rotation: 0, width: 60, height: 40 });

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** whoami back to back (20 ms apart) until `until` settles; answers the sorted times. */
async function whoamiTimes(client: Client, until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let stop = false;
  void until.then(() => (stop = true));
  while (!stop) {
    const start = performance.now();
    const response = await client.request('/api/whoami/');
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`whoami answered ${response.status}`);
    times.push(performance.now() - start);
    await sleep(20);
  }
  return times.sort((a, b) => a - b);
}

export const savesSuite: BenchSuite = {
  name: 'saves',
  async run(): Promise<BenchFigure[]> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-bench-saves-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD, LOG_LEVEL: 'error' };
    // Both accounts first: the server creates admin only on an empty users table.
    for (const [user, password] of [
      ['admin', ADMIN_PASSWORD],
      ['other', OTHER_PASSWORD],
    ]) {
      await runToEnd(
        process.execPath,
        [
          '--import',
          'tsx',
          'src/server/cli.ts',
          'create-user',
          user as string,
          '--password',
          password as string,
        ],
        env,
        repoRoot,
      );
    }
    const server = startProcess(
      process.execPath,
      ['--import', 'tsx', 'src/server/main.ts'],
      { ...env, PORT: String(port) },
      repoRoot,
    );
    const figures: BenchFigure[] = [];
    try {
      await waitUntilServing(`${base}/api/whoami/`, server, 60_000);
      const saver = new Client(base);
      await saver.logIn('admin', ADMIN_PASSWORD);
      const other = new Client(base);
      await other.logIn('other', OTHER_PASSWORD);
      const face = { length: 40, segments: 1, brokenWall: { enabled: false, segments: 1 } };
      const created = await saver.postJson(
        '/api/floordesigns/create/',
        JSON.stringify({
          name: 'Big',
          unit: 'feet',
          raw_json: { south: face, north: face, west: face, east: face },
        }),
      );
      const designId = (created.json as { id: number }).id;
      const rest = Array.from({ length: ELEMENTS - 1 }, (_, i) => rectangle(`e${i}`, (i % 500) * 10));
      const page = (x: number): Page => ({
        version: DRAWING_VERSION,
        layers: [],
        id: 'p1',
        name: 'Page 1',
        elements: [rectangle('moved', x), ...rest],
      });
      let x = 0;
      let version = 0;
      const fullBody = () => JSON.stringify({ pages: [page(++x)] });
      const fullSave = async () => {
        const res = await saver.postJson(`/api/floordesigns/${designId}/edit/`, fullBody());
        if (res.status !== 200)
          throw new Error(`full save answered ${res.status}: ${JSON.stringify(res.json)}`);
        version = (res.json as { revision: { version_number: number } }).revision.version_number;
        return res.ms;
      };

      const fullTimes: number[] = [];
      for (let i = 0; i < 3; i++) fullTimes.push(await fullSave());
      figures.push(
        { name: 'saves.full_50k_request_bytes', value: Buffer.byteLength(fullBody()), unit: 'B' },
        { name: 'saves.full_50k_ms', value: round(median(fullTimes)), unit: 'ms' },
      );

      // The app's delta: the page with one element moved, sent as that element against the stored page.
      const deltaBody = () =>
        JSON.stringify({
          base_version: version,
          page_order: ['p1'],
          pages: [],
          patches: [{ id: 'p1', name: 'Page 1', put: [rectangle('moved', ++x)], remove: [] }],
        });
      const deltaSave = async () => {
        const res = await saver.postJson(`/api/floordesigns/${designId}/save/`, deltaBody());
        if (res.status !== 200)
          throw new Error(`delta save answered ${res.status}: ${JSON.stringify(res.json)}`);
        version = (res.json as { revision: { version_number: number } }).revision.version_number;
        return res.ms;
      };
      // A server without the delta save (before issue 10 item 2) answers 404: those figures are left out.
      const probe = await saver.postJson(`/api/floordesigns/${designId}/save/`, '{}');
      const hasDelta = probe.status !== 404;
      const deltaTimes: number[] = [];
      for (let i = 0; hasDelta && i < 3; i++) deltaTimes.push(await deltaSave());
      if (hasDelta) {
        figures.push(
          { name: 'saves.delta_one_element_request_bytes', value: Buffer.byteLength(deltaBody()), unit: 'B' },
          { name: 'saves.delta_one_element_ms', value: round(median(deltaTimes)), unit: 'ms' },
        );
      } else console.log('  (saves bench: this server has no delta save)');

      const idle = await whoamiTimes(other, sleep(3000));
      figures.push({ name: 'saves.whoami_idle_p99_ms', value: round(percentile(idle, 99)), unit: 'ms' });

      // Saves back to back for LOAD_MS while the other user asks whoami.
      const loop = async (save: () => Promise<unknown>) => {
        const end = performance.now() + LOAD_MS;
        let n = 0;
        while (performance.now() < end) {
          await save();
          n++;
        }
        return n;
      };
      const fullLoop = loop(fullSave);
      const duringFull = await whoamiTimes(other, fullLoop);
      console.log(`  (saves bench: ${await fullLoop} full saves, ${duringFull.length} whoami)`);
      figures.push(
        {
          name: 'saves.whoami_p50_during_full_saves_ms',
          value: round(percentile(duringFull, 50)),
          unit: 'ms',
        },
        {
          name: 'saves.whoami_p99_during_full_saves_ms',
          value: round(percentile(duringFull, 99)),
          unit: 'ms',
        },
        { name: 'saves.whoami_max_during_full_saves_ms', value: round(duringFull.at(-1) ?? 0), unit: 'ms' },
      );
      if (hasDelta) {
        const deltaLoop = loop(deltaSave);
        const duringDelta = await whoamiTimes(other, deltaLoop);
        console.log(`  (saves bench: ${await deltaLoop} delta saves, ${duringDelta.length} whoami)`);
        figures.push(
          {
            name: 'saves.whoami_p99_during_delta_saves_ms',
            value: round(percentile(duringDelta, 99)),
            unit: 'ms',
          },
          {
            name: 'saves.whoami_max_during_delta_saves_ms',
            value: round(duringDelta.at(-1) ?? 0),
            unit: 'ms',
          },
        );
      }
      return figures;
    } finally {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
