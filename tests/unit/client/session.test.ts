// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { ApiError } from '../../../src/client/api/ApiError';
import { accountAtom, loadAccountAtom, saveAccountAtom } from '../../../src/client/state/account';
import { loadOrganizationsAtom, organizationsAtom } from '../../../src/client/state/organizations';
import {
  checkSessionAtom,
  loginAtom,
  logoutAtom,
  sessionAtom,
  sessionFromWhoami,
} from '../../../src/client/state/session';
import { json, setCookies, stubFetch } from './fetchStub';

const ada = { username: 'ada', first_name: 'Ada', last_name: 'Lovelace' };
const account = {
  ...ada,
  email: 'ada@example.com',
  phone: '',
  address: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
};

beforeEach(() => {
  setCookies({});
  // Loaders log failures on purpose (spec: "logged only"); keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session state', () => {
  it('counts a whoami answer as logged in exactly when it names a user', () => {
    expect(sessionFromWhoami(ada)).toEqual({ status: 'authenticated', user: ada });
    expect(sessionFromWhoami({})).toEqual({ status: 'unauthenticated' });
    expect(sessionFromWhoami({ username: '  ' })).toEqual({ status: 'unauthenticated' });
    expect(sessionFromWhoami({ username: 'bob' })).toEqual({
      status: 'authenticated',
      user: { username: 'bob', first_name: '', last_name: '' },
    });
  });

  it('treats a failed session check as logged out', async () => {
    stubFetch(json({ error: 'boom' }, 500));
    const store = createStore();
    await store.set(checkSessionAtom);
    expect(store.get(sessionAtom)).toEqual({ status: 'unauthenticated' });
  });

  it('asks whoami for the CSRF cookie before the first login post, then logs in', async () => {
    const calls = stubFetch(
      () => {
        setCookies({ csrftoken: 'fresh' });
        return json({});
      },
      json({ success: true }),
      json(ada),
    );
    const store = createStore();
    await store.set(loginAtom, { username: 'ada', password: 'pw' });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/whoami/',
      'POST /api/login/',
      'GET /api/whoami/',
    ]);
    expect(calls[1]?.headers.get('X-CSRFToken')).toBe('fresh');
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ username: 'ada', password: 'pw' });
    expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', user: ada });
  });

  it("fails a refused login with the server's reason and stays logged out", async () => {
    setCookies({ csrftoken: 't' });
    stubFetch(json({ success: false, error: 'Invalid username or password.' }, 400));
    const store = createStore();
    store.set(sessionAtom, { status: 'unauthenticated' });
    await expect(store.set(loginAtom, { username: 'ada', password: 'nope' })).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Invalid username or password.',
    });
    expect(store.get(sessionAtom)).toEqual({ status: 'unauthenticated' });
  });

  it('also fails a login answered 200 with success false', async () => {
    setCookies({ csrftoken: 't' });
    stubFetch(json({ success: false, error: 'Account disabled.' }));
    await expect(createStore().set(loginAtom, { username: 'ada', password: 'pw' })).rejects.toMatchObject({
      serverMessage: 'Account disabled.',
    });
  });

  it('keeps the session when logout is refused, and ends it when logout succeeds', async () => {
    setCookies({ csrftoken: 't' });
    stubFetch(json({ error: 'nope' }, 500), json({ success: true }));
    const store = createStore();
    store.set(sessionAtom, { status: 'authenticated', user: ada });
    await expect(store.set(logoutAtom)).rejects.toBeInstanceOf(ApiError);
    expect(store.get(sessionAtom).status).toBe('authenticated');
    await store.set(logoutAtom);
    expect(store.get(sessionAtom)).toEqual({ status: 'unauthenticated' });
  });
});

describe('dashboard data', () => {
  it('loads organizations, and records a failure without throwing', async () => {
    stubFetch(
      json({ organizations: [{ id: 1, name: 'Studio', is_owner: true }] }),
      json({ error: 'x' }, 500),
    );
    const store = createStore();
    await store.set(loadOrganizationsAtom);
    expect(store.get(organizationsAtom)).toEqual({
      status: 'ready',
      data: [{ id: 1, name: 'Studio', is_owner: true }],
    });
    await store.set(loadOrganizationsAtom);
    expect(store.get(organizationsAtom).status).toBe('error');
  });

  it('ends the session when a dashboard call answers 401, so the wrapper sends the user to /login', async () => {
    stubFetch(json({ error: 'Authentication required.' }, 401));
    const store = createStore();
    store.set(sessionAtom, { status: 'authenticated', user: ada });
    await store.set(loadAccountAtom);
    expect(store.get(accountAtom).status).toBe('error');
    expect(store.get(sessionAtom)).toEqual({ status: 'unauthenticated' });
  });

  it('puts a saved first name into the session, so the header greeting follows', async () => {
    setCookies({ csrftoken: 't' });
    stubFetch(json({ success: true, account: { ...account, first_name: 'Augusta' } }));
    const store = createStore();
    store.set(sessionAtom, { status: 'authenticated', user: ada });
    await store.set(saveAccountAtom, { first_name: 'Augusta' });
    expect(store.get(sessionAtom)).toEqual({
      status: 'authenticated',
      user: { ...ada, first_name: 'Augusta' },
    });
    expect(store.get(accountAtom)).toEqual({ status: 'ready', data: { ...account, first_name: 'Augusta' } });
  });
});

describe('session races', () => {
  it("ignores a session check that was overtaken by a login (the login page's first whoami)", async () => {
    let answerFirstCheck: (response: Response) => void = () => undefined;
    const slowCheck = new Promise<Response>((resolve) => {
      answerFirstCheck = resolve;
    });
    setCookies({ csrftoken: 't' });
    const replies = [() => slowCheck, async () => json({ success: true }), async () => json(ada)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const reply = replies.shift();
        if (!reply) throw new Error('unexpected request');
        return reply();
      }),
    );
    const store = createStore();
    const firstCheck = store.set(checkSessionAtom);
    await store.set(loginAtom, { username: 'ada', password: 'pw' });
    answerFirstCheck(json({}));
    await firstCheck;
    expect(store.get(sessionAtom)).toEqual({ status: 'authenticated', user: ada });
  });
});
