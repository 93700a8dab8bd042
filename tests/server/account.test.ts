import { describe, expect, it } from 'vitest';
import { Account, AccountUpdateResponse } from '../../src/contract/account';
import { OrganizationsResponse } from '../../src/contract/organizations';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';

const PASSWORD = 'correct horse battery';

describe.each(BACKENDS)('account and organizations on $name', (backend) => {
  const t = useTestApp(backend);

  async function loggedIn(username = 'ada', profile = {}) {
    const id = await createTestUser(t.repos, username, PASSWORD, profile);
    const browser = new Browser(t.app);
    expect((await browser.logIn(username, PASSWORD)).statusCode).toBe(200);
    return { id, browser };
  }

  describe('GET /api/dashboard/account/', () => {
    it('answers the caller account fields', async () => {
      const { browser } = await loggedIn('ada', { first_name: 'Ada Lovelace', email: 'ada@example.com' });
      const res = await browser.get('/api/dashboard/account/');
      expect(res.statusCode).toBe(200);
      expect(Account.parse(res.json())).toEqual({
        username: 'ada',
        first_name: 'Ada Lovelace',
        last_name: '',
        email: 'ada@example.com',
        phone: '',
        address: '',
        city: '',
        state: '',
        zipcode: '',
        country: '',
      });
    });

    it('answers 401 with a JSON error when logged out', async () => {
      const res = await new Browser(t.app).get('/api/dashboard/account/');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentication required.' });
    });
  });

  describe('POST /api/dashboard/account/update/', () => {
    it('saves the fields and answers the updated account, which later reads return', async () => {
      const { browser } = await loggedIn();
      const changes = {
        first_name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '+1 (555) 010-2030',
        address: '12 St James Square',
        city: 'London',
        state: 'Greater London',
        zipcode: 'SW1Y 4JH',
        country: 'United Kingdom',
      };
      const res = await browser.post('/api/dashboard/account/update/', { body: changes });
      expect(res.statusCode).toBe(200);
      const body = AccountUpdateResponse.parse(res.json());
      expect(body.account).toMatchObject(changes);

      const reread = await browser.get('/api/dashboard/account/');
      expect(reread.json()).toMatchObject({ ...changes, username: 'ada' });
      expect((await browser.get('/api/whoami/')).json()).toMatchObject({ first_name: 'Ada Lovelace' });
    });

    it('updates only the fields sent and allows clearing one', async () => {
      const { browser } = await loggedIn('ada', { first_name: 'Ada', email: 'ada@example.com' });
      const res = await browser.post('/api/dashboard/account/update/', {
        body: { city: 'Paris', email: '' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().account).toMatchObject({ first_name: 'Ada', city: 'Paris', email: '' });
    });

    it.each([
      [{ email: 'not-an-email' }, 'email: must be a valid email address'],
      [{ first_name: 'x'.repeat(151) }, 'first_name: must be at most 150 characters'],
      [{ zipcode: '1'.repeat(21) }, 'zipcode: must be at most 20 characters'],
      [{ phone: 'call me' }, 'phone: must be a phone number (digits, spaces, + - . ( ))'],
      [{ city: 42 }, 'city: Invalid input: expected string, received number'],
    ])('refuses %j with 400 naming the field', async (changes, message) => {
      const { browser } = await loggedIn('ada', { first_name: 'Ada' });
      const res = await browser.post('/api/dashboard/account/update/', { body: changes });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
      expect((await browser.get('/api/dashboard/account/')).json()).toMatchObject({
        first_name: 'Ada',
        email: '',
      });
    });

    it('refuses fields that are not on the form, such as the username', async () => {
      const { browser } = await loggedIn();
      const res = await browser.post('/api/dashboard/account/update/', { body: { username: 'root' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/username/);
      expect((await browser.get('/api/whoami/')).json()).toMatchObject({ username: 'ada' });
    });

    it('answers 401 when logged out', async () => {
      const browser = new Browser(t.app);
      await browser.get('/api/whoami/');
      const res = await browser.post('/api/dashboard/account/update/', { body: { city: 'Paris' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/dashboard/organizations/', () => {
    it('lists only the caller memberships, with is_owner, with or without the trailing slash', async () => {
      const { id: adaId, browser } = await loggedIn();
      const bobId = await createTestUser(t.repos, 'bob', PASSWORD);
      const studio = await t.repos.organizations.create('Ada Studio');
      const partners = await t.repos.organizations.create('Bob & Partners');
      const other = await t.repos.organizations.create('Elsewhere Ltd');
      await t.repos.organizations.addMember(studio, adaId, true);
      await t.repos.organizations.addMember(partners, bobId, true);
      await t.repos.organizations.addMember(partners, adaId, false);
      await t.repos.organizations.addMember(other, bobId, true);

      const expected = {
        organizations: [
          { id: studio, name: 'Ada Studio', is_owner: true },
          { id: partners, name: 'Bob & Partners', is_owner: false },
        ],
      };
      for (const url of ['/api/dashboard/organizations/', '/api/dashboard/organizations']) {
        const res = await browser.get(url);
        expect(res.statusCode).toBe(200);
        expect(OrganizationsResponse.parse(res.json())).toEqual(expected);
      }
    });

    it('answers an empty list for a user without organizations', async () => {
      const { browser } = await loggedIn();
      expect((await browser.get('/api/dashboard/organizations')).json()).toEqual({ organizations: [] });
    });

    it('answers 401 when logged out', async () => {
      const res = await new Browser(t.app).get('/api/dashboard/organizations/');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Authentication required.' });
    });
  });
});
