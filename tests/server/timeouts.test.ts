import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { HttpTimeouts } from '../../src/server/config';
import { testConfig } from './helpers/app';
import { BACKENDS, type TestDatabase } from './helpers/databases';

const SHORT: HttpTimeouts = {
  headersMs: 400,
  requestMs: 1500,
  idleMs: 500,
  keepAliveMs: 500,
  checkIntervalMs: 100,
  bodyGraceMs: 1000,
  minBodyBytesPerSecond: 1024,
};
/** The server's own work on a request: longer than the idle limit above. */
const WORK_MS = 1500;
/** Far beyond every limit above: a socket still open by then would be open for ever on today's server. */
const WAIT_LIMIT_MS = 8000;

interface Closed {
  closed: boolean;
  /** What the server sent before closing. */
  received: string;
}

/** Waits until the server closes the socket, or WAIT_LIMIT_MS passed. */
async function closedByServer(socket: Socket): Promise<Closed> {
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = await Promise.race([
    once(socket, 'close').then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), WAIT_LIMIT_MS)),
  ]);
  socket.destroy();
  return { closed, received };
}

/** The start of a login with a valid CSRF cookie and header, so the server goes on to read the body. */
async function loginHead(port: number, length: number): Promise<string> {
  const whoami = await fetch(`http://127.0.0.1:${port}/api/whoami/`);
  const cookie = whoami.headers.getSetCookie().find((c) => c.startsWith('csrftoken=')) ?? '';
  const token = cookie.slice('csrftoken='.length).split(';')[0] ?? '';
  return [
    'POST /api/login/ HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Cookie: csrftoken=${token}`,
    `X-CSRFToken: ${token}`,
    'Content-Type: application/json',
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');
}

describe.each(BACKENDS)('connection time limits on $name', (backend) => {
  let database: TestDatabase;
  let app: ReturnType<typeof buildApp>;
  let port: number;

  beforeAll(async () => {
    database = await backend.open();
    app = buildApp({ config: testConfig(database.env.DATA_DIR), db: database.db, timeouts: SHORT });
    app.get('/api/test-slow-work/', async () => {
      await new Promise((resolve) => setTimeout(resolve, WORK_MS));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  const open = async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return socket;
  };

  it('closes a connection that sent half a body and then nothing', async () => {
    const socket = await open();
    socket.write((await loginHead(port, 200)) + '{"username":"ada","pass');
    expect((await closedByServer(socket)).closed).toBe(true);
  });

  it('closes a connection that never finishes its headers', async () => {
    const socket = await open();
    socket.write(`GET /api/whoami/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    const timer = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    const result = await closedByServer(socket);
    clearInterval(timer);
    expect(result.closed).toBe(true);
  });

  it('answers 408 to a body that trickles in too slowly to finish within the request limit', async () => {
    const socket = await open();
    socket.write(await loginHead(port, 10_000));
    const timer = setInterval(() => socket.write(' '), 100);
    const result = await closedByServer(socket);
    clearInterval(timer);
    expect(result.closed).toBe(true);
    expect(result.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('answers 408 to a body sent a byte at a time, long before the request limit, and cheaply', async () => {
    // A request limit far away: only the body's rate can end this one early.
    const slow = buildApp({
      config: testConfig(database.env.DATA_DIR),
      db: database.db,
      timeouts: { ...SHORT, requestMs: 60_000, idleMs: 60_000 },
    });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    try {
      const slowPort = (slow.server.address() as AddressInfo).port;
      const socket = connect(slowPort, '127.0.0.1');
      await once(socket, 'connect');
      socket.write(await loginHead(slowPort, 10_000));
      const started = Date.now();
      const timer = setInterval(() => socket.write(' '), 200);
      const result = await closedByServer(socket);
      clearInterval(timer);
      expect(result.closed).toBe(true);
      expect(result.received).toMatch(/^HTTP\/1\.1 408/);
      expect(result.received).toMatch(/arrived too slowly/);
      expect(Date.now() - started).toBeLessThan(WAIT_LIMIT_MS);
    } finally {
      await slow.close();
    }
  });

  it('keeps the connection of a request the server is still working on past the idle limit', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/test-slow-work/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
  });

  it('closes an idle keep-alive connection after its request was answered', async () => {
    const socket = await open();
    socket.write(`GET /api/whoami/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    const result = await closedByServer(socket);
    expect(result.received).toMatch(/^HTTP\/1\.1 200/);
    expect(result.closed).toBe(true);
  });
});
