import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { shutdown } from '../../src/server/shutdown';
import { testConfig } from './helpers/app';
import { BACKENDS } from './helpers/databases';

describe.each(BACKENDS)('graceful shutdown on $name', (backend) => {
  it('lets an in-flight request finish, answers new ones 503, then closes the database', async () => {
    const database = await backend.open();
    const app = buildApp({ config: testConfig(database.env.DATA_DIR), db: database.db });
    let release!: () => void;
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/test/slow', async () => {
      started();
      await new Promise<void>((resolve) => (release = resolve));
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const slow = fetch(`${base}/api/test/slow`);
    await handlerStarted;
    const stopped = shutdown(app, database.db);

    const refused = await fetch(`${base}/api/whoami/`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: 'Server is shutting down.' });

    release();
    const finished = await slow;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ finished: true });

    await stopped;
    await expect(fetch(`${base}/api/whoami/`)).rejects.toThrow();
    await expect(database.db.kysely.selectFrom('users').selectAll().execute()).rejects.toThrow();
    await database.dispose().catch(() => undefined);
  });
});
