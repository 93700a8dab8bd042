import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { NOT_BUILT_MESSAGE } from '../../src/server/plugins/spa';
import { Browser } from './helpers/browser';
import { createTestUser, testConfig, useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';

const PASSWORD = 'correct horse battery';

describe.each(BACKENDS)('the HTTP application on $name', (backend) => {
  const t = useTestApp(backend, {
    prepare(app) {
      app.get('/api/test/explode', async () => {
        throw new Error('connection to 10.1.2.3 refused: password=hunter2');
      });
    },
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nope/', '/api/dashboard/unknown', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found.' });
    }
  });

  it('does not answer API paths without their trailing slash unless the spec names both', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/whoami' });
    expect(res.statusCode).toBe(404);
  });

  it('hides the details of a server error from the response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error.' });
    expect(res.body).not.toContain('hunter2');
  });

  it('refuses a JSON body over 1 MB with 413 and a message', async () => {
    const browser = new Browser(t.app);
    await browser.get('/api/whoami/');
    const res = await browser.post('/api/login/', {
      body: JSON.stringify({ username: 'ada', password: 'x'.repeat(1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/too large/i);
  });

  it('tells the visitor to build the client when dist/ is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe(NOT_BUILT_MESSAGE);
  });

  describe('behind a proxy (TRUST_PROXY=true) over HTTPS', () => {
    const proxied = useTestApp(backend, { config: { trustProxy: true } });

    it('marks the session and CSRF cookies Secure and checks Origin against the forwarded scheme and host', async () => {
      await createTestUser(proxied.repos, 'ada', PASSWORD);
      const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'draftroom.example' };
      const browser = new Browser(proxied.app);
      const whoami = await browser.get('/api/whoami/', { headers });
      expect(whoami.cookies.find((c) => c.name === 'csrftoken')?.secure).toBe(true);

      const res = await browser.post('/api/login/', {
        body: { username: 'ada', password: PASSWORD },
        headers: { ...headers, origin: 'https://draftroom.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sessionid')?.secure).toBe(true);
    });
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const browser = new Browser(t.app);
    await browser.get('/api/whoami/');
    const res = await browser.post('/api/login/', {
      body: { username: 'ada', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sessionid')?.secure).toBeFalsy();
  });
});

const PRECOMPRESSED_SOURCE = 'export const built = "by vite";\n'.repeat(200);
const PRECOMPRESSED_BR = brotliCompressSync(PRECOMPRESSED_SOURCE);

describe('serving the built client', () => {
  const backend = BACKENDS[0];
  if (!backend) throw new Error('no database backend');
  let distDir: string;
  let dispose: () => Promise<void>;
  let app: ReturnType<typeof buildApp>;

  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'draftroom-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/main-abc123.js"></script></head><body><div id="root"></div></body></html>',
    );
    // What the build lists per address (build/firstScreens.ts firstScreenPreloads); a name that is not one of our
    // chunks never reaches the page.
    writeFileSync(
      path.join(distDir, 'first-screens.json'),
      JSON.stringify([
        { pattern: '^/$', files: ['/assets/main-abc123.js'] },
        {
          pattern: '^/dashboard/projects$',
          files: ['/assets/vendor-def456.js', '/assets/built-789abc.js', '"><script>alert(1)</script>'],
        },
      ]),
    );
    writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(distDir, 'assets', 'main-abc123.js.map'), '{"sourcesContent":["secret"]}');
    writeFileSync(path.join(distDir, 'assets', 'vendor-def456.js'), 'export const x = 1;\n'.repeat(500));
    writeFileSync(path.join(distDir, 'assets', 'built-789abc.js'), PRECOMPRESSED_SOURCE);
    writeFileSync(path.join(distDir, 'assets', 'built-789abc.js.br'), PRECOMPRESSED_BR);
    writeFileSync(path.join(distDir, 'assets', 'mark-0a1b2c.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const database = await backend.open();
    app = buildApp({ config: testConfig(database.env.DATA_DIR), db: database.db, distDir });
    // Registered like the app's own routes (a plugin after compression), so it is treated as they are.
    app.register(async (routes) => {
      routes.get('/api/test/big/', async () => ({
        rows: Array.from({ length: 200 }, (_, n) => ({ id: n, name: `Row ${n}` })),
      }));
    });
    dispose = database.dispose;
  });
  afterAll(async () => {
    await app.close();
    await dispose();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves index.html for client routes (history fallback)', async () => {
    for (const url of ['/', '/login', '/dashboard/projects/12', '/no/such/page']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("names the first screen's chunks in the page as modulepreload links, for the addresses the build lists", async () => {
    const list = await app.inject({ method: 'GET', url: '/dashboard/projects/?x=1' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.headers['cache-control']).toBe('no-cache');
    const links = list.body.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/vendor-def456.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/built-789abc.js" />',
    ]);
    // After the entry, inside <head>, and nothing inline.
    expect(list.body.indexOf('main-abc123.js')).toBeLessThan(list.body.indexOf('vendor-def456.js'));
    expect(list.body.indexOf('vendor-def456.js')).toBeLessThan(list.body.indexOf('</head>'));
    expect(list.body).not.toContain('alert(1)');
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/main-abc123.js" />',
    );
    const unknown = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div id="root">');
    expect(unknown.body).not.toContain('modulepreload');
  });

  it('serves built assets, and a missing asset is a 404 rather than the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('compresses assets and JSON (brotli, else gzip) and keeps hashed assets immutable', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/vendor-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('export const x = 1;\n'.repeat(500));
    const gzip = await app.inject({
      method: 'GET',
      url: '/api/test/big/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const rows = (JSON.parse(gunzipSync(gzip.rawPayload).toString()) as { rows: unknown[] }).rows;
    expect(rows).toHaveLength(200);
    const plain = await app.inject({ method: 'GET', url: '/api/test/big/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("sends the build's brotli copy of an asset as it is, and compresses on the fly for gzip-only clients", async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/built-789abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.equals(PRECOMPRESSED_BR)).toBe(true);
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/built-789abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(PRECOMPRESSED_SOURCE);
  });

  it('serves assets kept in memory and others alike, and only the names the build wrote', async () => {
    const png = await app.inject({ method: 'GET', url: '/assets/mark-0a1b2c.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toContain('immutable');
    const head = await app.inject({ method: 'HEAD', url: '/assets/main-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/javascript/);
    for (const url of [
      '/assets/built-789abc.js.br',
      '/assets/..%2Findex.html',
      '/assets/main-abc123.js.map',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('never serves source maps, even when a build left them in dist/', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/main-abc123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret');
  });

  it('sends the browser policy with the page, assets and API answers: CSP, no framing, same-origin referrer', async () => {
    for (const url of ['/', '/login', '/assets/main-abc123.js', '/api/whoami/', '/api/nope/']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('still answers unknown API paths with JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.' });
  });
});
