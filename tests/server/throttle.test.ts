import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createDatabase, SQLITE_FILENAME, type Db } from '../../src/server/db/connect';
import { Browser } from './helpers/browser';
import { createTestUser, TEST_SCRYPT_PARAMS, testConfig, useTestApp } from './helpers/app';
import { MINUTE } from './helpers/clock';
import { BACKENDS, type TestDatabase } from './helpers/databases';

const PASSWORD = 'correct horse battery';
const LOCKED = /^Too many failed login attempts\. Try again in \d+ minutes?\.$/;

async function failTimes(browser: Browser, username: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const res = await browser.post('/api/login/', { body: { username, password: `wrong ${i}` } });
    expect(res.statusCode).toBe(400);
  }
}

describe.each(BACKENDS)('login throttling on $name', (backend) => {
  const t = useTestApp(backend);

  it('after 10 failures for an account, the 11th try is refused with 429 even with the right password', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const browser = new Browser(t.app);
    await browser.get('/api/whoami/');
    await failTimes(browser, 'ada', 10);

    const res = await browser.post('/api/login/', { body: { username: 'ada', password: PASSWORD } });
    expect(res.statusCode).toBe(429);
    expect(res.json().success).toBe(false);
    expect(res.json().error).toMatch(LOCKED);
    expect(res.json().error).toBe('Too many failed login attempts. Try again in 15 minutes.');
    expect(browser.cookies.has('sessionid')).toBe(false);
  });

  it('counts the account across client addresses and ignores the username case', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    for (let i = 0; i < 10; i += 1) {
      const browser = new Browser(t.app, `10.0.0.${i + 1}`);
      await browser.get('/api/whoami/');
      await failTimes(browser, i % 2 ? 'ADA' : 'ada', 1);
    }
    const fresh = new Browser(t.app, '10.0.1.1');
    const res = await fresh.logIn('ada', PASSWORD);
    expect(res.statusCode).toBe(429);
  });

  it('throttles one client address trying many accounts', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const attacker = new Browser(t.app, '203.0.113.7');
    await attacker.get('/api/whoami/');
    for (let i = 0; i < 10; i += 1) await failTimes(attacker, `user${i}`, 1);

    const res = await attacker.post('/api/login/', { body: { username: 'ada', password: PASSWORD } });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(LOCKED);

    // Someone else, from another address, still logs in to that account.
    const other = new Browser(t.app, '198.51.100.2');
    expect((await other.logIn('ada', PASSWORD)).statusCode).toBe(200);
  });

  it('lets a locked-out user log in once the 15-minute window has passed', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const browser = new Browser(t.app);
    await browser.get('/api/whoami/');
    await failTimes(browser, 'ada', 10);

    t.clock.advance(10 * MINUTE);
    const still = await browser.post('/api/login/', { body: { username: 'ada', password: PASSWORD } });
    expect(still.statusCode).toBe(429);
    expect(still.json().error).toBe('Too many failed login attempts. Try again in 5 minutes.');

    t.clock.advance(5 * MINUTE + 1000);
    const res = await browser.post('/api/login/', { body: { username: 'ada', password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await browser.get('/api/whoami/')).json()).toMatchObject({ username: 'ada' });
  });

  it('fewer than 10 failures do not lock anyone out, and a success clears the account count', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const browser = new Browser(t.app);
    await browser.get('/api/whoami/');
    await failTimes(browser, 'ada', 9);
    expect(
      (await browser.post('/api/login/', { body: { username: 'ada', password: PASSWORD } })).statusCode,
    ).toBe(200);
    // From another address (this one has 9 failures of its own), the account starts from zero again.
    const other = new Browser(t.app, '192.0.2.10');
    await other.get('/api/whoami/');
    await failTimes(other, 'ada', 9);
    expect((await other.logIn('ada', PASSWORD)).statusCode).toBe(200);
  });
});

/** How a burst of attempts was answered: 400 means the password was checked, 429 that it was not. */
function tally(responses: LightMyRequestResponse[]) {
  const count = (status: number) => responses.filter((r) => r.statusCode === status).length;
  return {
    checked: count(400),
    refused: count(429),
    loggedIn: count(200),
    other: responses.length - count(400) - count(429) - count(200),
  };
}

/** A second connection to the same database, as a second app server would have. */
function secondConnection(database: TestDatabase): Db {
  if (!database.env.DATABASE_URL) {
    return createDatabase({ dialect: 'sqlite', filename: path.join(database.env.DATA_DIR, SQLITE_FILENAME) });
  }
  const schema = /search_path=(\S+)/.exec(database.env.PGOPTIONS ?? '')?.[1];
  return createDatabase({
    dialect: 'postgres',
    connectionString: database.env.DATABASE_URL,
    ...(schema ? { schema } : {}),
  });
}

describe.each(BACKENDS)('login throttling under parallel attempts on $name', (backend) => {
  const t = useTestApp(backend);

  it('60 parallel attempts for one account: at most 10 reach the password check, and the right password 56th does not log in', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const browsers = Array.from(
      { length: 60 },
      (_, i) => new Browser(t.app, `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    );
    for (const browser of browsers) await browser.get('/api/whoami/');
    const responses = await Promise.all(
      browsers.map((browser, i) =>
        browser.post('/api/login/', {
          body: { username: 'ada', password: i === 55 ? PASSWORD : `wrong ${i}` },
        }),
      ),
    );
    const result = tally(responses);
    expect(result.checked).toBeLessThanOrEqual(10);
    expect(result.loggedIn).toBe(0);
    expect(result.other).toBe(0);
    expect(result.refused).toBe(60 - result.checked);
    expect(responses[55]?.statusCode).toBe(429);
    expect(browsers[55]?.cookies.has('sessionid')).toBe(false);
  });

  it('60 parallel attempts from one address: at most 10 reach the password check', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const attacker = new Browser(t.app, '203.0.113.9');
    await attacker.get('/api/whoami/');
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        attacker.post('/api/login/', {
          body:
            i === 55 ? { username: 'ada', password: PASSWORD } : { username: `user${i}`, password: 'wrong' },
        }),
      ),
    );
    const result = tally(responses);
    expect(result.checked).toBeLessThanOrEqual(10);
    expect(result.loggedIn).toBe(0);
    expect(result.refused).toBe(60 - result.checked);
  });

  it('holds across two app servers on one database', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const otherDb = secondConnection(t.database);
    let other: FastifyInstance | undefined;
    try {
      other = buildApp({
        config: testConfig(t.database.env.DATA_DIR),
        db: otherDb,
        clock: { now: () => t.clock.now() },
        distDir: '/nonexistent-dist',
        scryptParams: TEST_SCRYPT_PARAMS,
      });
      await other.ready();
      const apps = [t.app, other];
      const browsers = Array.from(
        { length: 60 },
        (_, i) => new Browser(apps[i % 2] as FastifyInstance, `10.2.0.${i + 1}`),
      );
      for (const browser of browsers) await browser.get('/api/whoami/');
      const responses = await Promise.all(
        browsers.map((browser, i) =>
          browser.post('/api/login/', {
            body: { username: 'ada', password: i === 55 ? PASSWORD : `wrong ${i}` },
          }),
        ),
      );
      const result = tally(responses);
      expect(result.checked).toBeLessThanOrEqual(10);
      expect(result.loggedIn).toBe(0);
      expect(result.refused).toBe(60 - result.checked);
    } finally {
      await other?.close();
      await otherDb.kysely.destroy();
    }
  });

  it('a refused burst leaves the budget as it was: the account is open again once its failures leave the window', async () => {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const browser = new Browser(t.app);
    await browser.get('/api/whoami/');
    await failTimes(browser, 'ada', 10);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        browser.post('/api/login/', { body: { username: 'ada', password: PASSWORD } }),
      ),
    );
    expect(burst.every((r) => r.statusCode === 429)).toBe(true);
    t.clock.advance(15 * MINUTE + 1000);
    expect(
      (await browser.post('/api/login/', { body: { username: 'ada', password: PASSWORD } })).statusCode,
    ).toBe(200);
  });
});
