import { mkdtempSync, readFileSync, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Builds the bench page (production mode, like the shipped app, Pixi by parts included) into a temp folder;
 * `minify: false` keeps function names for the profiler.
 */
export async function buildBenchPage({ minify = true }: { minify?: boolean } = {}): Promise<string> {
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const { pixiParts } = await import('../../../vite.config');
  const outDir = mkdtempSync(path.join(tmpdir(), 'draftroom-editor-bench-'));
  await build({
    root: here,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias: pixiParts },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, sourcemap: false, minify },
  });
  return outDir;
}

/** Debian's Chromium with SwiftShader's WebGL, as every editor bench runs it. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Serves a folder on 127.0.0.1 at a port the OS picks. */
export function serveFolder(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, path.normalize(urlPath));
    if (!file.startsWith(dir)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }),
    );
  });
}
