import { describe, expect, it } from 'vitest';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp } from './helpers/app';
import { MINUTE } from './helpers/clock';
import { BACKENDS } from './helpers/databases';

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
