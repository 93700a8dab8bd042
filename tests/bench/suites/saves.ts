import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { DRAWING_VERSION, type Page } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { freePort, runToEnd, startProcess, stopProcess, waitUntilServing } from '../../e2e/serverProcess';
import { groupCpuMs } from '../processCpu';
import type { BenchFigure, BenchSuite } from '../types';

/*
 * Issue 10 item 2: saving a 50,000-element design against a real server process (SQLite in a temporary folder,
 * loopback HTTP). Figures: the time and request bytes of a full save (the spec's edit call) and of the app's
 * delta save of one moved element, and another user's whoami while 50k saves run back to back — the event
 * loop stall a big save used to cause shows up there. Times are wall time seen by the client (server time plus
 * loopback transfer). Issue 10 item 1: what each save adds to the database (the bytes of the rows a save writes:
 * page blobs, revisions, current pages), read from the server's SQLite file after each save.
 */

/** Bytes of the rows saves write, summed over the tables (whichever columns this checkout's schema has). */
function storedBytes(file: string): number {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    const columns = (table: string) =>
      (db.prepare(`pragma table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    const sum = (table: string, wanted: readonly string[]) => {
      const have = columns(table).filter((c) => wanted.includes(c));
      if (have.length === 0) return 0;
      const expr = have.map((c) => `coalesce(length(${c}), 0)`).join(' + ');
      const row = db.prepare(`select coalesce(sum(${expr}), 0) as n from ${table}`).get() as { n: number };
      return Number(row.n);
    };
    return (
      sum('floor_design_page_blobs', ['hash', 'page_json', 'base_hash', 'delta']) +
      sum('floor_design_revisions', ['pages_json', 'page_hashes', 'saved_at']) +
      sum('floor_design_pages', ['page_id', 'name', 'elements', 'content_hash'])
    );
  } finally {
    db.close();
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The checkout whose server is measured: BENCH_SERVER_ROOT measures another one the same way (before/after). */
const serverRoot = process.env.BENCH_SERVER_ROOT ?? repoRoot;
const ADMIN_PASSWORD = 'bench-admin-password';
const OTHER_PASSWORD = 'bench-other-password';
const ELEMENTS = 50_000;
/** How long saves run back to back while the other user asks whoami. */
const LOAD_MS = Number(process.env.BENCH_SAVES_LOAD_MS ?? 12_000);

class Client {
  private readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', this.cookieHeader());
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

  /** `alone`: on a connection of its own (closed after), so the cluster may hand it to any of its processes. */
  async postJson(
    url: string,
    body: string | Uint8Array<ArrayBuffer>,
    alone = false,
  ): Promise<{ status: number; json: unknown; ms: number }> {
    const start = performance.now();
    const response = await this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(alone ? { connection: 'close' } : {}) },
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
/** Saves alternating between the two processes are averaged: a median would report the cheaper process's alone. */
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/*
 * Another user's whoami, asked back to back (20 ms apart) from a thread of its own: on the bench's event loop it
 * waited for the bench itself (building and sending each 13 MB body took the loop for ~100 ms), which is not
 * what a user on another machine sees. Plain JavaScript, so the thread needs no TypeScript loader.
 */
const WHOAMI_PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
const times = [];
parentPort.on('message', () => { stop = true; });
(async () => {
  while (!stop) {
    const start = performance.now();
    const response = await fetch(workerData.url, { headers: { cookie: workerData.cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error('whoami answered ' + response.status);
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage(times);
})();
`;

/** whoami of `client`'s user until `until` settles; answers the sorted times. */
async function whoamiTimes(client: Client, until: Promise<unknown>): Promise<number[]> {
  const probe = new Worker(WHOAMI_PROBE, {
    eval: true,
    workerData: { url: `${client.base}/api/whoami/`, cookie: client.cookieHeader() },
  });
  const failed = once(probe, 'error').then(([error]) => {
    throw error as Error;
  });
  await Promise.race([until, failed]);
  probe.postMessage('stop');
  const [times] = (await Promise.race([once(probe, 'message'), failed])) as [number[]];
  await probe.terminate();
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
        serverRoot,
      );
    }
    // BENCH_SERVER_NODE_ARGS profiles the server, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' (WORKERS=1 helps).
    const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const server = startProcess(
      process.execPath,
      [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'],
      { ...env, PORT: String(port) },
      serverRoot,
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
      // The body is the page's JSON with only the moved element's text new: its bytes around that element are
      // built once, so the bench's own thread does not stringify 13 MB per save (it shares the 2 cores).
      const sample = JSON.stringify({ pages: [page(0)] });
      const movedText = JSON.stringify(rectangle('moved', 0));
      const at = sample.indexOf(movedText);
      const before = Buffer.from(sample.slice(0, at));
      const after = Buffer.from(sample.slice(at + movedText.length));
      const bodyAt = (n: number): Uint8Array<ArrayBuffer> => {
        const bytes = Buffer.concat([before, Buffer.from(JSON.stringify(rectangle('moved', n))), after]);
        return new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
      };
      if (!Buffer.from(bodyAt(7)).equals(Buffer.from(JSON.stringify({ pages: [page(7)] }))))
        throw new Error('saves bench: the built body is not the page serialised');
      const fullBody = () => bodyAt(++x);
      const fullSave = async (alone = false) => {
        const res = await saver.postJson(`/api/floordesigns/${designId}/edit/`, fullBody(), alone);
        if (res.status !== 200)
          throw new Error(`full save answered ${res.status}: ${JSON.stringify(res.json)}`);
        version = (res.json as { revision: { version_number: number } }).revision.version_number;
        return res.ms;
      };

      const dbFile = path.join(dataDir, 'draftroom.sqlite');
      const fullTimes: number[] = [];
      const fullStored: number[] = [];
      // The server's CPU per full save (every process and thread of its group: parse, check, hash, delta, store),
      // which the machine's other load does not change the way it changes wall time.
      const fullCpu: number[] = [];
      const group = server.child.pid ?? -1;
      await fullSave();
      for (let i = 0; i < 7; i++) {
        const before = storedBytes(dbFile);
        const cpuBefore = groupCpuMs(group);
        fullTimes.push(await fullSave());
        const cpuAfter = groupCpuMs(group);
        if (cpuBefore !== null && cpuAfter !== null) fullCpu.push(cpuAfter - cpuBefore);
        fullStored.push(storedBytes(dbFile) - before);
      }
      // Each save on a new connection: the cluster deals connections out in turn, so successive saves reach
      // different processes (a browser's keep-alive connection usually stays with one, but need not). The mean
      // of an even number: a median would report the cheaper process's saves alone.
      const aloneCpu: number[] = [];
      for (let i = 0; i < 6; i++) {
        const cpuBefore = groupCpuMs(group);
        await fullSave(true);
        const cpuAfter = groupCpuMs(group);
        if (cpuBefore !== null && cpuAfter !== null) aloneCpu.push(cpuAfter - cpuBefore);
      }
      figures.push(
        { name: 'saves.full_50k_request_bytes', value: Buffer.byteLength(fullBody()), unit: 'B' },
        ...(aloneCpu.length > 0
          ? [
              {
                name: 'saves.full_50k_new_connection_server_cpu_ms',
                value: round(mean(aloneCpu)),
                unit: 'ms',
              },
            ]
          : []),
        { name: 'saves.full_50k_ms', value: round(median(fullTimes)), unit: 'ms' },
        ...(fullCpu.length > 0
          ? [{ name: 'saves.full_50k_server_cpu_ms', value: round(median(fullCpu)), unit: 'ms' }]
          : []),
        {
          name: 'history.stored_bytes_per_one_element_full_save_50k',
          value: median(fullStored),
          unit: 'B',
        },
      );

      // The app's delta: the page with one element moved, sent as that element against the stored page.
      const deltaBody = () =>
        JSON.stringify({
          base_version: version,
          page_order: ['p1'],
          pages: [],
          patches: [{ id: 'p1', name: 'Page 1', put: [rectangle('moved', ++x)], remove: [] }],
        });
      const deltaSave = async (alone = false) => {
        const res = await saver.postJson(`/api/floordesigns/${designId}/save/`, deltaBody(), alone);
        if (res.status !== 200)
          throw new Error(`delta save answered ${res.status}: ${JSON.stringify(res.json)}`);
        version = (res.json as { revision: { version_number: number } }).revision.version_number;
        return res.ms;
      };
      // A server without the delta save (before issue 10 item 2) answers 404: those figures are left out.
      const probe = await saver.postJson(`/api/floordesigns/${designId}/save/`, '{}');
      const hasDelta = probe.status !== 404;
      const deltaTimes: number[] = [];
      const deltaStored: number[] = [];
      for (let i = 0; hasDelta && i < 5; i++) {
        const before = storedBytes(dbFile);
        deltaTimes.push(await deltaSave());
        deltaStored.push(storedBytes(dbFile) - before);
      }
      // Each on a new connection, as for full saves: successive saves alternate between the cluster's processes,
      // so each one's base is the version the other process stored. The mean of an even number (see above).
      const aloneDelta: number[] = [];
      for (let i = 0; hasDelta && i < 6; i++) aloneDelta.push(await deltaSave(true));
      if (hasDelta) {
        figures.push(
          { name: 'saves.delta_one_element_request_bytes', value: Buffer.byteLength(deltaBody()), unit: 'B' },
          { name: 'saves.delta_one_element_ms', value: round(median(deltaTimes)), unit: 'ms' },
          {
            name: 'saves.delta_one_element_new_connection_ms',
            value: round(mean(aloneDelta)),
            unit: 'ms',
          },
          { name: 'history.stored_bytes_per_one_element_save_50k', value: median(deltaStored), unit: 'B' },
          {
            name: 'history.element_json_bytes',
            value: JSON.stringify(rectangle('moved', 1)).length,
            unit: 'B',
          },
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
      if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
      else console.log(`  (kept ${dataDir})`);
    }
  },
};
