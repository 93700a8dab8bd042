import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../../../src/core/model/ids';
import { freePort, startProcess, stopProcess, waitUntilServing } from '../../e2e/serverProcess';
import { HttpClient } from '../../server/helpers/real-server';
import { pathOperatorsPdf, saveStatePdf } from '../../server/processing/hostile-files';
import type { BenchFigure, BenchSuite } from '../types';
import { generatePage } from './core';

/*
 * What an attacker and a heavy user cost a real server process (WORKERS=1, SQLite): the hostile PDFs through
 * "Open in editor" (time to the answer, the process's peak resident set, and how far it is back 30 s later),
 * then DXF and PDF exports of a 50,000-element design (the DXF's size beside ezdxf's own writing of the same
 * drawing, and memory), and another user's whoami while three 600-dpi PNG exports run. BENCH_SERVER_ROOT
 * measures another checkout's server the same way (before/after).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverRoot = process.env.BENCH_SERVER_ROOT ?? repoRoot;
const ADMIN_PASSWORD = 'bench-admin-password';
const MB = 1048576;
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 30_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident set of a process and its threads (worker threads included), from /proc. */
function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) * 1024 : 0;
}

/** Samples a process's resident set every 50 ms until stopped; answers the peak. */
function sampler(pid: number): { stop(): number } {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // The process ended.
    }
  }, 50);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
};
const round = (v: number) => Math.round(v * 10) / 10;

/** The size ezdxf writes the same drawing in (read back and saved again), or null without ezdxf. */
function ezdxfSize(dxf: Uint8Array): number | null {
  const dir = mkdtempSync(path.join(tmpdir(), 'draftroom-bench-ezdxf-'));
  try {
    const source = path.join(dir, 'in.dxf');
    const target = path.join(dir, 'out.dxf');
    writeFileSync(source, dxf);
    const run = spawnSync(
      '/usr/bin/python3',
      ['-c', 'import sys, ezdxf; d = ezdxf.readfile(sys.argv[1]); d.saveas(sys.argv[2])', source, target],
      { encoding: 'utf8' },
    );
    return run.status === 0 ? statSync(target).size : null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Fetches an export, following a job answer (202 and a job to poll) when the server gives one. */
async function download(session: HttpClient, url: string): Promise<{ status: number; bytes: Uint8Array }> {
  const response = await session.send(url);
  if (response.status !== 202)
    return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
  const job = (await response.json()) as { status_url: string };
  for (;;) {
    await sleep(200);
    const state = (await (await session.send(job.status_url)).json()) as {
      status: string;
      download_url?: string;
      error?: string;
    };
    if (state.status === 'failed') return { status: 422, bytes: new Uint8Array() };
    if (state.status === 'done' && state.download_url) {
      const file = await session.send(state.download_url);
      return { status: file.status, bytes: new Uint8Array(await file.arrayBuffer()) };
    }
  }
}

export const hardeningSuite: BenchSuite = {
  name: 'hardening',
  async run(): Promise<BenchFigure[]> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-bench-hardening-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      WORKERS: '1',
      UPLOAD_MAX_BYTES: String(100 * MB),
    };
    delete env.DATABASE_URL;
    const server = startProcess(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], env, serverRoot);
    const figures: BenchFigure[] = [];
    const add = (name: string, value: number, unit: string) =>
      figures.push({ name: `hardening.${name}`, value: round(value), unit });
    try {
      await waitUntilServing(`${base}/api/whoami/`, server, 90_000);
      const pid = server.child.pid as number;
      const admin = new HttpClient(base);
      if ((await admin.logIn('admin', ADMIN_PASSWORD)) !== 200) throw new Error('bench login failed');
      const created = await admin.send(
        '/api/dashboard/projects/create/',
        'POST',
        new URLSearchParams({ project_type: 'SingleFamily', project_address: '1 Bench Way' }),
      );
      const projectId = ((await created.json()) as { project_id: number }).project_id;
      const upload = async (name: string, bytes: Uint8Array): Promise<number> => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)]), name);
        const response = await admin.send(`/api/dashboard/projects/${projectId}/upload/`, 'POST', form);
        if (!response.ok) throw new Error(`upload answered ${response.status}`);
        return ((await response.json()) as { upload: { id: number } }).upload.id;
      };
      // Warm the process (and its processing workers) with a small open before the baseline.
      await sleep(1000);
      const start = rssOf(pid);
      add('rss_start_mb', start / MB, 'MB');

      for (const [name, bytes] of [
        ['pdf_3m_path_ops', pathOperatorsPdf(3_000_000)],
        ['pdf_1m_q_ops', saveStatePdf(1_000_000)],
      ] as const) {
        const id = await upload(`${name}.pdf`, bytes);
        const peak = sampler(pid);
        const began = performance.now();
        const answer = await admin
          .send(`/api/dashboard/projects/${projectId}/uploads/${id}/open_in_editor/`, 'POST', {})
          .then(async (r) => (await r.arrayBuffer(), r.status))
          .catch(() => 0);
        add(`open_${name}_ms`, performance.now() - began, 'ms');
        add(`open_${name}_status`, answer, 'status');
        add(`open_${name}_rss_peak_over_start_mb`, (peak.stop() - start) / MB, 'MB');
      }
      await sleep(SETTLE_MS);
      add(`hostile_rss_after_${SETTLE_MS / 1000}s_over_start_mb`, (rssOf(pid) - start) / MB, 'MB');

      // A 50,000-element design, saved through the spec's edit call.
      const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });
      const json = async <T>(url: string, body: unknown): Promise<T> => {
        const response = await admin.send(url, 'POST', body);
        if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as T;
      };
      const design = await json<{ id: number }>('/api/floordesigns/create/', {
        name: 'Bench 50k',
        unit: 'feet',
        raw_json: { south: face(30), north: face(30), west: face(20), east: face(20) },
      });
      const page = generatePage(50_000, seededRandom(50_000));
      await json(`/api/floordesigns/${design.id}/edit/`, { pages: [page] });
      await sleep(2000);
      const beforeExports = rssOf(pid);
      add('rss_before_exports_mb', beforeExports / MB, 'MB');
      for (const format of ['dxf', 'pdf'] as const) {
        const peak = sampler(pid);
        const began = performance.now();
        const result = await download(
          admin,
          `/api/floordesigns/${design.id}/export/${format}/?page=${page.id}`,
        );
        add(`export_${format}_50k_ms`, performance.now() - began, 'ms');
        add(`export_${format}_50k_kb`, result.bytes.byteLength / 1024, 'KB');
        add(`export_${format}_50k_rss_peak_over_start_mb`, (peak.stop() - beforeExports) / MB, 'MB');
        if (format === 'dxf') {
          const ezdxf = ezdxfSize(result.bytes);
          if (ezdxf !== null) add('export_dxf_50k_ezdxf_kb', ezdxf / 1024, 'KB');
        }
      }
      await sleep(SETTLE_MS);
      add(`exports_rss_after_${SETTLE_MS / 1000}s_over_start_mb`, (rssOf(pid) - start) / MB, 'MB');

      // Another user's whoami while three 600-dpi PNG exports of the 50k design run.
      const other = new HttpClient(base);
      await (await other.send('/api/whoami/')).arrayBuffer();
      let running = true;
      const exports = Promise.all(
        Array.from({ length: 3 }, () =>
          download(admin, `/api/floordesigns/${design.id}/export/png/?page=${page.id}&dpi=600&sheet=ARCH-A`),
        ),
      ).finally(() => (running = false));
      const waits: number[] = [];
      while (running) {
        const began = performance.now();
        await (await other.send('/api/whoami/')).arrayBuffer();
        waits.push(performance.now() - began);
        await sleep(20);
      }
      await exports;
      add('whoami_during_png_exports_p50_ms', quantile(waits, 0.5), 'ms');
      add('whoami_during_png_exports_p99_ms', quantile(waits, 0.99), 'ms');
      add('whoami_during_png_exports_max_ms', Math.max(...waits), 'ms');
      return figures;
    } finally {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
