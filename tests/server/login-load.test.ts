import { describe, expect, it } from 'vitest';
import { createHashGate, HashBusyError } from '../../src/server/auth/hash-gate';
import { LOGIN_BUSY } from '../../src/server/routes/session';
import { createTestUser, useTestApp } from './helpers/app';
import { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';

const PASSWORD = 'correct horse battery';

/** A piece of work the test finishes by hand, reporting when it starts. */
function manualWork() {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    run: () => {
      started = true;
      return done;
    },
    finish: () => finish(),
    get started() {
      return started;
    },
  };
}

describe('the password hashing gate', () => {
  it('runs at most `concurrency` hashes at once and starts the queued ones in order as others finish', async () => {
    const gate = createHashGate({ concurrency: 2, maxQueue: 5, maxWaitMs: 60_000 });
    const works = Array.from({ length: 4 }, manualWork);
    const results = works.map((work) => gate.run(work.run));
    await Promise.resolve();
    expect(works.map((w) => w.started)).toEqual([true, true, false, false]);
    works[1]?.finish();
    await results[1];
    await Promise.resolve();
    expect(works.map((w) => w.started)).toEqual([true, true, true, false]);
    for (const work of works) work.finish();
    await Promise.all(results);
    expect(works.every((w) => w.started)).toBe(true);
  });

  it('refuses at once when the queue is full, and after maxWaitMs when no turn came', async () => {
    const gate = createHashGate({ concurrency: 1, maxQueue: 1, maxWaitMs: 50 });
    const running = manualWork();
    const first = gate.run(running.run);
    const queued = manualWork();
    const second = gate.run(queued.run);
    await expect(gate.run(manualWork().run)).rejects.toBeInstanceOf(HashBusyError);
    await expect(second).rejects.toBeInstanceOf(HashBusyError);
    expect(queued.started).toBe(false);
    running.finish();
    await first;
    // The refused ones left no trace: the next hash runs at once.
    const later = manualWork();
    const third = gate.run(later.run);
    await Promise.resolve();
    expect(later.started).toBe(true);
    later.finish();
    await third;
  });
});

describe.each(BACKENDS)('logins beyond the hashing capacity on $name', (backend) => {
  const t = useTestApp(backend, { hashGate: { concurrency: 1, maxQueue: 1, maxWaitMs: 10_000 } });

  it('are answered 503 with Retry-After at once, are not counted as failures, and the account still logs in', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const browsers = Array.from({ length: 12 }, (_, i) => new Browser(t.app, `10.3.0.${i + 1}`));
    for (const browser of browsers) await browser.get('/api/whoami/');
    const responses = await Promise.all(
      browsers.map((browser, i) =>
        browser.post('/api/login/', { body: { username: `someone${i}`, password: 'wrong' } }),
      ),
    );
    const busy = responses.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(responses.every((r) => r.statusCode === 503 || r.statusCode === 400)).toBe(true);
    for (const response of busy) {
      expect(response.json()).toEqual({ success: false, error: LOGIN_BUSY });
      expect(response.headers['retry-after']).toBe('1');
    }
    // Turned away before the password check, the attempt left no failure behind.
    const attempts = await t.database.db.kysely.selectFrom('login_attempts').selectAll().execute();
    expect(attempts).toHaveLength(2 * (responses.length - busy.length));

    expect((await new Browser(t.app, '10.3.1.1').logIn('ada', PASSWORD)).statusCode).toBe(200);
  });
});
