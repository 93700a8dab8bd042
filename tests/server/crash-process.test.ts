import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/contract/jobs';
import { DRAWING_VERSION } from '../../src/core/model/page';
import { BACKENDS, type TestDatabase } from './helpers/databases';
import { corpusFile } from './helpers/projects';
import { HttpClient, startRealServer, type RealServer } from './helpers/real-server';

/*
 * kill -9 against a real server process, on each database: no acknowledged save is lost, and work a request
 * started (open in editor) runs again after the restart and answers the retry of the same request.
 */

const ADMIN_PASSWORD = 'crash-test-password';
const SAVES = 40;
const SLOW = 180_000;

const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });

async function killHard(server: RealServer): Promise<void> {
  const exited = once(server.running.child, 'exit');
  process.kill(server.running.child.pid as number, 'SIGKILL');
  await exited;
}

async function loggedIn(server: RealServer): Promise<HttpClient> {
  const client = new HttpClient(server.base);
  expect(await client.logIn('admin', ADMIN_PASSWORD)).toBe(200);
  return client;
}

const start = (database: TestDatabase) =>
  startRealServer(database, { workers: 1, adminPassword: ADMIN_PASSWORD });

describe.each(BACKENDS)('kill -9 against a real server on $name', (backend) => {
  it(
    'loses no acknowledged save',
    async () => {
      const database = await backend.open();
      let server = await start(database);
      try {
        const client = await loggedIn(server);
        const created = await client.send('/api/floordesigns/create/', 'POST', {
          name: 'Crash',
          unit: 'feet',
          raw_json: { south: face(30), north: face(30), west: face(20), east: face(20) },
        });
        const { id } = (await created.json()) as { id: number };
        const detail = (await (await client.send(`/api/floordesigns/${id}/`)).json()) as {
          pages: { id: string; name: string }[];
        };
        const page = detail.pages[0] as { id: string; name: string };
        // Save i holds one line at x = i: which saves the database kept can be read back from the revisions.
        const save = (i: number) =>
          client
            .send(`/api/floordesigns/${id}/edit/`, 'POST', {
              pages: [
                {
                  version: DRAWING_VERSION,
                  id: page.id,
                  name: page.name,
                  elements: [
                    {
                      id: `line-${i}`,
                      type: 'line',
                      x: i,
                      y: 0,
                      x2: i,
                      y2: 100,
                      rotation: 0,
                      snapPoints: [],
                    },
                  ],
                },
              ],
            })
            .then(
              (response) => response.status,
              () => 0,
            );
        const acknowledged: number[] = [];
        const inFlight: Promise<void>[] = [];
        for (let i = 1; i <= SAVES; i += 1) {
          inFlight.push(save(i).then((status) => void (status === 200 && acknowledged.push(i))));
          // Saves go out a few at a time; the kill lands while some are still in flight.
          if (i === SAVES / 2) await killHard(server);
          else if (i % 4 === 0) await Promise.all(inFlight.splice(0));
        }
        await Promise.all(inFlight);
        expect(acknowledged.length).toBeGreaterThan(0);

        server = await start(database);
        const after = await loggedIn(server);
        const revisions = (await (await after.send(`/api/floordesigns/${id}/revisions/`)).json()) as {
          pages_json: { elements: { x: number }[] }[];
        }[];
        const kept = new Set(
          revisions.flatMap((r) => r.pages_json.flatMap((p) => p.elements.map((e) => e.x))),
        );
        expect(acknowledged.filter((i) => !kept.has(i))).toEqual([]);
      } finally {
        await server.stop();
        await database.dispose();
      }
    },
    SLOW,
  );

  it(
    'work a request started runs again after the restart and answers the same request once',
    async () => {
      const database = await backend.open();
      let server = await start(database);
      try {
        const client = await loggedIn(server);
        const made = await client.send(
          '/api/dashboard/projects/create/',
          'POST',
          new URLSearchParams({ project_type: 'ADU', project_address: '1 Crash Lane' }),
        );
        const { project_id: projectId } = (await made.json()) as { project_id: number };
        const upload = new FormData();
        upload.append(
          'file',
          new Blob([new Uint8Array(corpusFile('B12_ezdxf_us_main_lines_1_8MB_R2013.dxf'))]),
          'main.dxf',
        );
        const uploadedRes = await client.send(`/api/dashboard/projects/${projectId}/upload/`, 'POST', upload);
        const uploadId = ((await uploadedRes.json()) as { upload: { id: number } }).upload.id;

        const url = `/api/dashboard/projects/${projectId}/uploads/${uploadId}/open_in_editor/`;
        const key = { [IDEMPOTENCY_HEADER]: 'crash-open-once' };
        const first = client.send(url, 'POST', {}, key).then(
          (r) => r.status,
          () => 0,
        );
        // Killed while the job runs: the request gets no answer.
        const deadline = Date.now() + 30_000;
        for (;;) {
          const running = await database.db.kysely
            .selectFrom('processing_jobs')
            .select('state')
            .where('idempotency_key', '=', 'crash-open-once')
            .executeTakeFirst();
          if (running?.state === 'running') break;
          if (Date.now() > deadline) throw new Error('the job never started');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await killHard(server);
        expect(await first).toBe(0);

        server = await start(database);
        const again = await loggedIn(server);
        const retry = await again.send(url, 'POST', {}, key);
        expect(retry.status, await retry.clone().text()).toBe(200);
        const { floor_design_id: designId } = (await retry.json()) as { floor_design_id: number };
        const designs = await database.db.kysely.selectFrom('floor_designs').select('id').execute();
        expect(designs.map((d) => d.id)).toEqual([designId]);
      } finally {
        await server.stop();
        await database.dispose();
      }
    },
    SLOW,
  );
});
