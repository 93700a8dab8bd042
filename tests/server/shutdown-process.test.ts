import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { BACKENDS } from './helpers/databases';
import { HttpClient, startRealServer } from './helpers/real-server';

const ADMIN_PASSWORD = 'shutdown-test-password';
const SAVES = 30;

// One process, and a cluster whose primary forwards the signal to two server processes that each drain.
const SETUPS = BACKENDS.flatMap((backend) => [1, 2].map((workers) => ({ backend, workers })));

describe.each(SETUPS)('SIGTERM against a real server on $backend.name with WORKERS=$workers', (setup) => {
  it('answers every save already sent, and stores exactly the acknowledged ones', async () => {
    const database = await setup.backend.open();
    const server = await startRealServer(database, { workers: setup.workers, adminPassword: ADMIN_PASSWORD });
    try {
      const client = new HttpClient(server.base);
      expect(await client.logIn('admin', ADMIN_PASSWORD)).toBe(200);
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
            // Each save draws something new: a save of pages the latest revision already holds makes none.
            pages: [
              {
                version: 2,
                id: page.id,
                name: page.name,
                elements: [
                  { id: `l${i}`, type: 'line', x: i, y: 0, x2: i, y2: 50, rotation: 0, snapPoints: [] },
                ],
              },
            ],
            notes: `save ${i}`,
          })
          .then(
            async (response) => ({ status: response.status, body: await response.text() }),
            (error: unknown) => ({ status: 0, body: String((error as Error).cause ?? error) }),
          ),
      );
      const exited = once(server.running.child, 'exit');
      process.kill(server.running.child.pid as number, 'SIGTERM');
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
      await server.stop();
      await database.dispose();
    }
  }, 120_000);
});
