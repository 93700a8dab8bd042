import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freePort, startProcess, stopProcess, waitUntilServing } from '../e2e/serverProcess';
import { BACKENDS } from './helpers/databases';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_PASSWORD = 'shutdown-test-password';
const SAVES = 30;

/** A browser-like client over real sockets (fetch keeps connections alive between requests). */
class Client {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async send(url: string, method = 'GET', body?: unknown): Promise<Response> {
    const headers = new Headers({ cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
    const token = this.cookies.get('csrftoken');
    if (method !== 'GET' && token) headers.set('x-csrftoken', token);
    if (body !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(this.base + url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }
}

describe.each(BACKENDS)('SIGTERM against a real server process on $name', (backend) => {
  it('answers every save already sent, and stores exactly the acknowledged ones', async () => {
    const database = await backend.open();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...database.env,
      PORT: String(port),
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
    };
    if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
    const server = startProcess(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], env, ROOT);
    try {
      await waitUntilServing(`${base}/api/whoami/`, server, 60_000);
      const client = new Client(base);
      await client.send('/api/whoami/');
      const login = await client.send('/api/login/', 'POST', { username: 'admin', password: ADMIN_PASSWORD });
      expect(login.status).toBe(200);
      const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });
      const created = await client.send('/api/floordesigns/create/', 'POST', {
        name: 'Shutdown',
        unit: 'feet',
        raw_json: { south: face(30), north: face(30), west: face(20), east: face(20) },
      });
      const { id } = (await created.json()) as { id: number };
      const detail = (await (await client.send(`/api/floordesigns/${id}/`)).json()) as {
        pages: { id: string; name: string }[];
      };
      const page = detail.pages[0] as { id: string; name: string };
      const before = await database.db.kysely
        .selectFrom('floor_design_revisions')
        .select('id')
        .where('design_id', '=', id)
        .execute();
      // Open connections first, as a busy editor has them: the saves then go out on live keep-alive sockets.
      await Promise.all(
        Array.from({ length: SAVES }, async () => (await client.send('/api/whoami/')).arrayBuffer()),
      );

      const saves = Array.from({ length: SAVES }, (_, i) =>
        client
          .send(`/api/floordesigns/${id}/edit/`, 'POST', {
            pages: [{ version: 2, id: page.id, name: page.name, elements: [] }],
            notes: `save ${i}`,
          })
          .then(
            async (response) => ({ status: response.status, body: await response.text() }),
            (error: unknown) => ({ status: 0, body: String((error as Error).cause ?? error) }),
          ),
      );
      const exited = once(server.child, 'exit');
      process.kill(server.child.pid as number, 'SIGTERM');
      const answers = await Promise.all(saves);
      const [code] = (await exited) as [number | null];

      expect(answers.filter((a) => a.status === 0)).toEqual([]);
      expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
      expect(code).toBe(0);
      const acknowledged = answers.filter((a) => a.status === 200).length;
      const after = await database.db.kysely
        .selectFrom('floor_design_revisions')
        .select('id')
        .where('design_id', '=', id)
        .execute();
      expect(after.length - before.length).toBe(acknowledged);
    } finally {
      await stopProcess(server);
      await database.dispose();
    }
  }, 120_000);
});
