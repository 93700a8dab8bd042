import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { BACKENDS, type TestDatabase } from './helpers/databases';
import { HttpClient, startRealServer, type RealServer } from './helpers/real-server';

// WORKERS=2: a cluster of two server processes on one database, run as `npm start` runs it. Requests go out on
// many connections at once, which the cluster hands to its processes in turn, so both serve each burst. The
// throttle goes last: it locks the test's client address out of logging in.

const ADMIN_PASSWORD = 'cluster-test-password';
const SAVES = 50;
const JOBS = 4;

/** The server processes the primary forked (tsx's esbuild helper is a child too, and is left out). */
function serverProcessesOf(pid: number): number[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  return children
    .map(Number)
    .filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('src/server/main.ts'));
}

async function waitForOutput(server: RealServer, pattern: RegExp): Promise<string> {
  for (let tries = 0; tries < 200 && !pattern.test(server.running.output()); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server.running.output();
}

describe.each(BACKENDS)('a cluster of two server processes on $name', (backend) => {
  let database: TestDatabase;
  let server: RealServer;
  let admin: HttpClient;

  beforeAll(async () => {
    database = await backend.open();
    server = await startRealServer(database, { workers: 2, adminPassword: ADMIN_PASSWORD, logLevel: 'info' });
    admin = new HttpClient(server.base);
    expect(await admin.logIn('admin', ADMIN_PASSWORD)).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it('starts two server processes, and says once where it runs and how to log in', async () => {
    const output = await waitForOutput(server, /Draftroom is running at/);
    expect(output.match(/Draftroom is running at http:\/\/127\.0\.0\.1:\d+ on 2 processes/g)).toHaveLength(1);
    expect(output.match(/log in as admin with the password from ADMIN_PASSWORD/g)).toHaveLength(1);
    expect(output.match(/Created user admin/g)).toHaveLength(1);
    expect(output.match(/applied database migration/g)?.length ?? 0).toBe(0);
    expect(serverProcessesOf(server.running.child.pid as number)).toHaveLength(2);
  });

  it(`keeps all of ${SAVES} concurrent saves of one design, numbered exactly 1..${SAVES}`, async () => {
    const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });
    const created = await admin.send('/api/floordesigns/create/', 'POST', {
      name: 'Cluster',
      unit: 'feet',
      raw_json: { south: face(30), north: face(30), west: face(20), east: face(20) },
    });
    const { id } = (await created.json()) as { id: number };
    const detail = (await (await admin.send(`/api/floordesigns/${id}/`)).json()) as {
      pages: { id: string; name: string }[];
    };
    const page = detail.pages[0] as { id: string; name: string };
    const answers = await Promise.all(
      Array.from({ length: SAVES }, async (_, i) => {
        // Each save changes the drawing: a save of an unchanged design makes no revision.
        const mark = finalizeElement({
          id: `r${i}`,
          type: 'rectangle',
          x: i,
          y: 0,
          rotation: 0,
          width: 60,
          height: 40,
        });
        const response = await admin.send(`/api/floordesigns/${id}/edit/`, 'POST', {
          pages: [{ version: 4, layers: [], id: page.id, name: page.name, elements: [mark] }],
          notes: `save ${i}`,
        });
        const body = (await response.json()) as { revision?: { version_number: number } };
        return { status: response.status, version: body.revision?.version_number };
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: SAVES }, () => 200));
    const versions = answers.map((a) => a.version ?? 0).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: SAVES }, (_, i) => i + 1));
    const stored = await database.db.kysely
      .selectFrom('floor_design_revisions')
      .select('version_number')
      .where('design_id', '=', id)
      .execute();
    expect(new Set(stored.map((r) => r.version_number)).size).toBe(SAVES);
  }, 120_000);

  it(`runs ${JOBS} processing jobs asked for through either process, each once`, async () => {
    const created = await admin.send('/api/dashboard/projects/create/', 'POST', {
      project_type: 'ADU',
      project_address: '1 Cluster Street',
    });
    const { project_id: projectId } = (await created.json()) as { project_id: number };
    const uploads = await Promise.all(
      Array.from({ length: JOBS }, async (_, i) => {
        const form = new FormData();
        const rooms = JSON.stringify({ rooms: [{ name: `Room ${i}`, area_m2: 10 + i }] });
        form.append('file', new Blob([rooms], { type: 'application/json' }), `rooms-${i}.json`);
        const response = await admin.send(`/api/dashboard/projects/${projectId}/upload/`, 'POST', form);
        expect(response.status).toBe(200);
        return ((await response.json()) as { upload: { id: number } }).upload.id;
      }),
    );
    // Each waits for its job: a process that does not run jobs gets it run by the one that does.
    const generated = await Promise.all(
      uploads.map(async (uploadId) => {
        const response = await admin.send(
          `/api/dashboard/projects/${projectId}/uploads/${uploadId}/generate/`,
          'POST',
        );
        return {
          status: response.status,
          body: (await response.json()) as { upload?: { processing_status: string } },
        };
      }),
    );
    for (const { status, body } of generated) {
      expect(status).toBe(200);
      expect(body.upload?.processing_status).toBe('done');
    }
    const jobs = await database.db.kysely
      .selectFrom('processing_jobs')
      .select(['state', 'attempts'])
      .where('project_id', '=', projectId)
      .execute();
    expect(jobs).toEqual(Array.from({ length: JOBS }, () => ({ state: 'done', attempts: 1 })));
  }, 120_000);

  it('lets at most 10 of 60 parallel login attempts reach the password check, across both processes', async () => {
    const clients = Array.from({ length: 61 }, () => new HttpClient(server.base));
    for (const client of clients) await (await client.send('/api/whoami/')).arrayBuffer();
    const attempt = async (client: HttpClient, password: string) => {
      const response = await client.send('/api/login/', 'POST', { username: 'admin', password });
      await response.arrayBuffer();
      return response.status;
    };
    const statuses = await Promise.all(
      clients.slice(0, 60).map((client, i) => attempt(client, `wrong ${i}`)),
    );
    // 400: the password was checked and wrong; 503: let through, but no hashing turn came in time (the server
    // is loaded); 429: refused by the throttle. At most 10 may get past the throttle, whichever process served.
    expect(statuses.filter((s) => s !== 400 && s !== 429 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
    // Requests of one burst reach two processes in no fixed order, so the right password is tried once the
    // burst has been answered: with 10 failures counted the account is locked on both processes (an attempt
    // answered 503 never reached the check and is not a failure, so a loaded server may leave budget over).
    const failures = statuses.filter((s) => s === 400).length;
    const last = clients[60] as HttpClient;
    expect(await attempt(last, ADMIN_PASSWORD)).toBe(failures >= 10 ? 429 : 200);
    expect(last.hasSession()).toBe(failures < 10);
  }, 120_000);
});
