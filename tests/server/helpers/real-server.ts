import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  freePort,
  startProcess,
  stopProcess,
  waitUntilServing,
  type RunningProcess,
} from '../../e2e/serverProcess';
import type { TestDatabase } from './databases';

// The server as `npm start` runs it, in its own process (or cluster of processes), on a test database, and a
// browser-like client that talks to it over real sockets.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RealServer {
  base: string;
  running: RunningProcess;
  stop(): Promise<void>;
}

export interface RealServerOptions {
  /** WORKERS: 1 is one process; more is a cluster of that many server processes. */
  workers: number;
  adminPassword: string;
  logLevel?: string;
}

/** Starts src/server/main.ts on a free port against the test database; resolves once it answers. */
export async function startRealServer(
  database: TestDatabase,
  { workers, adminPassword, logLevel = 'silent' }: RealServerOptions,
): Promise<RealServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...database.env,
    PORT: String(port),
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: logLevel,
    WORKERS: String(workers),
  };
  if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
  const running = startProcess(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], env, ROOT);
  try {
    await waitUntilServing(`${base}/api/whoami/`, running, 90_000);
  } catch (error) {
    await stopProcess(running);
    throw error;
  }
  return { base, running, stop: () => stopProcess(running) };
}

/** A browser-like client over real sockets (fetch keeps connections alive between requests). */
export class HttpClient {
  constructor(
    private readonly base: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same browser (same cookies, shared from now on) talking to another server on the same database. */
  at(base: string): HttpClient {
    return new HttpClient(base, this.cookies);
  }

  async send(
    url: string,
    method = 'GET',
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const headers = new Headers({
      ...extraHeaders,
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });
    const token = this.cookies.get('csrftoken');
    if (method !== 'GET' && token) headers.set('x-csrftoken', token);
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body instanceof URLSearchParams) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      payload = body.toString();
    } else if (body !== undefined) {
      headers.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    const response = await fetch(this.base + url, {
      method,
      headers,
      ...(payload === undefined ? {} : { body: payload }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  /** Gets the CSRF cookie, then logs in; answers the login's status. */
  async logIn(username: string, password: string): Promise<number> {
    await (await this.send('/api/whoami/')).arrayBuffer();
    const response = await this.send('/api/login/', 'POST', { username, password });
    await response.arrayBuffer();
    return response.status;
  }

  hasSession(): boolean {
    return this.cookies.has('sessionid');
  }
}
