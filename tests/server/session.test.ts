import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_ERROR } from '../../src/contract/common';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';

const PASSWORD = 'correct horse battery';

function setCookie(response: { cookies: unknown[] }, name: string) {
  return (
    response.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      sameSite?: string;
      maxAge?: number;
      secure?: boolean;
    }[]
  ).find((c) => c.name === name);
}

describe.each(BACKENDS)('sessions on $name', (backend) => {
  const t = useTestApp(backend);

  describe('GET /api/whoami/', () => {
    it('answers no username when logged out and hands out a readable csrftoken cookie', async () => {
      const browser = new Browser(t.app);
      const res = await browser.get('/api/whoami/');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({});
      const csrf = setCookie(res, CSRF_COOKIE);
      expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{86}$/);
      expect(csrf?.httpOnly).toBeFalsy();
      expect(csrf?.sameSite).toBe('Lax');
    });

    it('masks the token anew on each whoami, and an earlier masking (another tab) still works', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      await browser.get('/api/whoami/');
      const first = browser.cookies.get(CSRF_COOKIE) ?? '';
      const again = await browser.get('/api/whoami/');
      const second = setCookie(again, CSRF_COOKIE)?.value;
      expect(second).toMatch(/^[A-Za-z0-9_-]{86}$/);
      expect(second).not.toBe(first);
      const res = await browser.post('/api/login/', {
        csrf: false,
        headers: { 'x-csrftoken': first },
        body: { username: 'ada', password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers the username and names when logged in', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD, { first_name: 'Ada Lovelace', last_name: 'King' });
      const browser = new Browser(t.app);
      await browser.logIn('ada', PASSWORD);
      const res = await browser.get('/api/whoami/');
      expect(res.json()).toEqual({ username: 'ada', first_name: 'Ada Lovelace', last_name: 'King' });
    });
  });

  describe('POST /api/login/', () => {
    it('logs in, sets an HttpOnly SameSite=Lax session cookie and rotates the CSRF token', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      await browser.get('/api/whoami/');
      const tokenBefore = browser.cookies.get(CSRF_COOKIE);

      const res = await browser.post('/api/login/', { body: { username: 'ada', password: PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      const session = setCookie(res, 'sessionid');
      expect(session?.httpOnly).toBe(true);
      expect(session?.sameSite).toBe('Lax');
      expect(session?.secure).toBeFalsy();
      expect(session?.maxAge).toBeUndefined(); // a browser-session cookie without "remember me"
      const tokenAfter = browser.cookies.get(CSRF_COOKIE);
      expect(tokenAfter).toBeDefined();
      expect(tokenAfter).not.toBe(tokenBefore);
    });

    it('remember me keeps the session cookie for 30 days', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const res = await new Browser(t.app).logIn('ada', PASSWORD, true);
      expect(setCookie(res, 'sessionid')?.maxAge).toBe(30 * 24 * 60 * 60);
    });

    it('gives a new session id at login; the old one stops working', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      await browser.logIn('ada', PASSWORD);
      const oldSession = browser.cookies.get('sessionid');
      await browser.logIn('ada', PASSWORD);
      const newSession = browser.cookies.get('sessionid');
      expect(newSession).not.toBe(oldSession);

      const stale = await t.app.inject({
        method: 'GET',
        url: '/api/whoami/',
        cookies: { sessionid: oldSession ?? '' },
      });
      expect(stale.json()).toEqual({});
      expect((await browser.get('/api/whoami/')).json()).toMatchObject({ username: 'ada' });
    });

    it('refuses a wrong password with a message the login screen shows', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      const res = await browser.logIn('ada', 'wrong password');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Invalid username or password.' });
      expect(browser.cookies.has('sessionid')).toBe(false);
      expect((await browser.get('/api/whoami/')).json()).toEqual({});
    });

    it('answers an unknown username exactly like a wrong password', async () => {
      const res = await new Browser(t.app).logIn('nobody', PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Invalid username or password.' });
    });

    it('refuses an empty username or a malformed body with a clear message', async () => {
      const browser = new Browser(t.app);
      await browser.get('/api/whoami/');
      const empty = await browser.post('/api/login/', { body: { username: '', password: 'x' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ success: false, error: 'username: Username is required.' });

      const notJson = await browser.post('/api/login/', {
        body: '{"username":',
        headers: { 'content-type': 'application/json' },
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json()).toHaveProperty('error');

      const wrongTypes = await browser.post('/api/login/', { body: { username: ['a'], password: 5 } });
      expect(wrongTypes.statusCode).toBe(400);
      expect(wrongTypes.json().success).toBe(false);
    });

    it('does not let a session outlive its expiry (12 h without remember me)', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      await browser.logIn('ada', PASSWORD);
      t.clock.advance(11 * 60 * 60 * 1000);
      expect((await browser.get('/api/whoami/')).json()).toMatchObject({ username: 'ada' });
      t.clock.advance(2 * 60 * 60 * 1000);
      expect((await browser.get('/api/whoami/')).json()).toEqual({});
    });
  });

  describe('POST /api/logout/', () => {
    it('ends the session: whoami has no username and the account answers 401', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      await browser.logIn('ada', PASSWORD);
      const session = browser.cookies.get('sessionid');
      const res = await browser.post('/api/logout/');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(browser.cookies.has('sessionid')).toBe(false);
      expect((await browser.get('/api/whoami/')).json()).toEqual({});

      const account = await browser.get('/api/dashboard/account/');
      expect(account.statusCode).toBe(401);
      expect(account.json()).toEqual({ error: 'Authentication required.' });
      // The server forgot the session, so replaying the old cookie does not log back in.
      const replay = await t.app.inject({
        method: 'GET',
        url: '/api/whoami/',
        cookies: { sessionid: session ?? '' },
      });
      expect(replay.json()).toEqual({});
    });
  });

  describe('CSRF protection', () => {
    const login = (browser: Browser, options: Parameters<Browser['post']>[1] = {}) =>
      browser.post('/api/login/', { body: { username: 'ada', password: PASSWORD }, ...options });

    it('refuses a write without the X-CSRFToken header', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      await browser.get('/api/whoami/');
      const res = await login(browser, { csrf: false });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: CSRF_ERROR });
      expect(browser.cookies.has('sessionid')).toBe(false);
    });

    it('refuses a token that does not match the cookie', async () => {
      const browser = new Browser(t.app);
      await browser.get('/api/whoami/');
      const token = browser.cookies.get(CSRF_COOKIE) ?? '';
      const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const res = await login(browser, { csrf: false, headers: { 'x-csrftoken': wrong } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: CSRF_ERROR });
    });

    it('refuses a token header when there is no csrftoken cookie', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/',
        headers: { 'x-csrftoken': 'a'.repeat(43) },
        payload: { username: 'ada', password: PASSWORD },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: CSRF_ERROR });
    });

    it('cannot be sidestepped by percent-encoding the path', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      for (const url of ['/%61pi/login/', '/api/%6cogin/']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: { username: 'ada', password: PASSWORD },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: CSRF_ERROR });
      }
    });

    it('refuses a write from a foreign Origin even with a matching token', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      await browser.get('/api/whoami/');
      const res = await login(browser, { headers: { origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: CSRF_ERROR });
    });

    it('accepts a write whose Origin is the server itself', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      await browser.get('/api/whoami/');
      const res = await login(browser, { headers: { origin: 'http://localhost:80', host: 'localhost:80' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    });

    it("refuses another session's token, even sent with that session's csrftoken cookie", async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      await createTestUser(t.repos, 'eve', PASSWORD);
      const victim = new Browser(t.app);
      await victim.logIn('ada', PASSWORD);
      const attacker = new Browser(t.app);
      await attacker.logIn('eve', PASSWORD);
      const attackerToken = attacker.cookies.get(CSRF_COOKIE) ?? '';
      // The double-submit check alone accepts this: cookie and header agree.
      victim.cookies.set(CSRF_COOKIE, attackerToken);
      const res = await victim.post('/api/logout/');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: CSRF_ERROR });
      expect((await victim.get('/api/whoami/')).json()).toMatchObject({ username: 'ada' });
      // Its own token, handed out again by whoami, still works.
      expect((await victim.post('/api/logout/')).statusCode).toBe(200);
    });

    it('refuses a token from before login, and an unmasked secret', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      await browser.get('/api/whoami/');
      const planted = browser.cookies.get(CSRF_COOKIE) ?? '';
      await browser.post('/api/login/', { body: { username: 'ada', password: PASSWORD } });
      const stale = await browser.post('/api/logout/', { csrf: false, headers: { 'x-csrftoken': planted } });
      expect(stale.statusCode).toBe(403);
      const raw = await browser.post('/api/logout/', {
        csrf: false,
        headers: { 'x-csrftoken': 'a'.repeat(43) },
      });
      expect(raw.statusCode).toBe(403);
    });

    it('protects logged-in writes too (logout without a token keeps the session)', async () => {
      await createTestUser(t.repos, 'ada', PASSWORD);
      const browser = new Browser(t.app);
      await browser.logIn('ada', PASSWORD);
      const res = await browser.post('/api/logout/', { csrf: false });
      expect(res.statusCode).toBe(403);
      expect((await browser.get('/api/whoami/')).json()).toMatchObject({ username: 'ada' });
    });
  });
});
