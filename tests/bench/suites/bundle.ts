import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { freePort, startProcess, stopProcess, waitUntilServing } from '../../e2e/serverProcess';
import type { BenchFigure, BenchSuite } from '../types';

/*
 * Issue 10 item 5: the JavaScript and CSS each route makes the browser load, in bytes as the real server sends
 * them to a client that accepts `br, gzip`. The server starts the way `npm start` does (building the client when
 * stale) on SQLite in a temporary folder. Headless Chromium opens each route in a fresh context (an empty cache,
 * so the first visit of a user who lands there) and records every script and stylesheet it fetches, workers
 * included; each of those URLs is then fetched once more with `Accept-Encoding: br, gzip` and its body counted
 * as it came off the socket, undecoded. The project detail has one uploaded PDF drawing, so it shows the
 * file preview a real project does. BENCH_SERVER_ROOT measures another checkout the same way (before/after).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverRoot = process.env.BENCH_SERVER_ROOT ?? repoRoot;
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const ADMIN_PASSWORD = randomBytes(12).toString('hex');
const corpusFile = (name: string) => readFileSync(path.join(repoRoot, '../shared/corpus', name));

interface Route {
  name: string;
  /** Path to open, once the fixtures exist. */
  path: (ids: Fixtures) => string;
  signedIn: boolean;
  /** What shows once the screen has rendered its content. */
  ready: (page: Page) => Locator;
}

interface Fixtures {
  projectId: number;
  designId: number;
}

const ROUTES: Route[] = [
  {
    name: 'landing',
    path: () => '/',
    signedIn: false,
    ready: (page) => page.getByRole('link', { name: /log in/i }),
  },
  {
    name: 'login',
    path: () => '/login',
    signedIn: false,
    ready: (page) => page.getByRole('button', { name: /log in/i }),
  },
  {
    name: 'dashboard',
    path: () => '/dashboard',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: /welcome/i }),
  },
  {
    name: 'project_list',
    path: () => '/dashboard/projects',
    signedIn: true,
    ready: (page) => page.getByRole('link', { name: /1 bench street/i }),
  },
  {
    name: 'project_detail',
    path: (ids) => `/dashboard/projects/${ids.projectId}`,
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: /1 bench street/i }),
  },
  {
    name: 'floordesign_list',
    path: () => '/dashboard/floordesigns',
    signedIn: true,
    ready: (page) => page.getByRole('link', { name: /bench design/i }),
  },
  {
    name: 'editor',
    path: (ids) => `/dashboard/floordesigns/${ids.designId}`,
    signedIn: true,
    // The first frame drawn: Pixi and its renderer are loaded by then.
    ready: (page) => page.locator('[data-testid="editor-canvas"][data-ready="true"]'),
  },
];

/** The body's length as sent (still compressed) and the encoding the server chose. */
function wireSize(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function csrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const cookie = (await context.cookies()).find((c) => c.name === 'csrftoken');
  if (!cookie) throw new Error('no csrftoken cookie');
  return { 'x-csrftoken': cookie.value };
}

async function logIn(context: BrowserContext, base: string): Promise<void> {
  await context.request.get(`${base}/api/whoami/`);
  const answer = await context.request.post(`${base}/api/login/`, {
    data: { username: 'admin', password: ADMIN_PASSWORD },
    headers: await csrfHeader(context),
  });
  if (!answer.ok()) throw new Error(`login answered ${answer.status()}`);
}

async function createFixtures(browser: Browser, base: string): Promise<Fixtures> {
  const context = await browser.newContext();
  try {
    await logIn(context, base);
    const headers = await csrfHeader(context);
    const project = await context.request.post(`${base}/api/dashboard/projects/create/`, {
      form: { project_type: 'ADU', project_address: '1 Bench Street' },
      headers,
    });
    const { project_id: projectId } = (await project.json()) as { project_id: number };
    const uploaded = await context.request.post(`${base}/api/dashboard/projects/${projectId}/upload/`, {
      multipart: {
        file: {
          name: 'plan.pdf',
          mimeType: 'application/pdf',
          buffer: corpusFile('P05_house_dimensioned_plan_1to1.pdf'),
        },
      },
      headers,
    });
    if (!uploaded.ok()) throw new Error(`upload answered ${uploaded.status()}`);
    const face = { length: 20, segments: 1 };
    const design = await context.request.post(`${base}/api/floordesigns/create/`, {
      data: {
        name: 'Bench design',
        unit: 'feet',
        raw_json: { south: face, north: face, west: face, east: face },
      },
      headers,
    });
    const { id: designId } = (await design.json()) as { id: number };
    return { projectId, designId };
  } finally {
    await context.close();
  }
}

/** Every script and stylesheet (workers' scripts included) the route loads in a fresh browser context. */
async function assetsOf(browser: Browser, base: string, route: Route, ids: Fixtures): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (route.signedIn) await logIn(context, base);
    const urls = new Set<string>();
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === base && /\.(m?js|css)$/.test(url.pathname)) urls.add(url.href);
    });
    const page = await context.newPage();
    await page.goto(base + route.path(ids));
    await route.ready(page).first().waitFor({ timeout: 60_000 });
    // What the screen loads after its first render (a preview, a worker) counts too.
    await page.waitForLoadState('networkidle');
    return [...urls].sort();
  } finally {
    await context.close();
  }
}

export const bundleSuite: BenchSuite = {
  name: 'bundle',
  async run(): Promise<BenchFigure[]> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'draftroom-bench-bundle-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'error',
    };
    delete env.DATABASE_URL;
    const server = startProcess(tsx, ['src/server/start.ts'], env, serverRoot);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
    });
    try {
      // Generous: a stale client is built first.
      await waitUntilServing(`${base}/api/whoami/`, server, 240_000);
      const ids = await createFixtures(browser, base);
      const figures: BenchFigure[] = [];
      for (const route of ROUTES) {
        const urls = await assetsOf(browser, base, route, ids);
        const sizes = await Promise.all(urls.map(wireSize));
        const bytes = sizes.reduce((sum, s) => sum + s.bytes, 0);
        const encodings = [...new Set(sizes.map((s) => s.encoding))].join('/');
        console.error(`bundle: ${route.name}: ${urls.length} files, ${bytes} B (${encodings})`);
        // BENCH_VERBOSE=1 lists the files, to see what a route should not be loading.
        if (process.env.BENCH_VERBOSE) {
          urls.forEach((url, i) => console.error(`  ${sizes[i]?.bytes ?? 0} ${new URL(url).pathname}`));
        }
        figures.push({
          name: `bundle.${route.name}_wire_kb`,
          value: Math.round(bytes / 102.4) / 10,
          unit: 'KB',
        });
      }
      return figures;
    } finally {
      await browser.close();
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
