import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ProjectListRow } from '../../src/contract/projects';
import type { Browser } from './helpers/browser';
import { useTestApp, type TestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';
import { addDxfRevision, BASE, createProject, loggedIn } from './helpers/projects';

// The project lists are answered from a per-process cache checked against a version the database bumps in every
// write that changes a list (see answers/answer-cache.ts and the project_list_version migration). These tests
// hold the user-visible side: a change shows on the very next read, whatever made it; nobody gets another
// user's list; a client holding the current answer gets a 304; compressed answers decode to the same JSON.

const ACTIVE = `${BASE}/`;
const ARCHIVED = `${BASE}/archived/show/`;
/** The shapes the lists are read in: the spec's whole list, the app's page, and a searched, sorted page. */
const QUERIES = [
  '',
  '?page=1&page_size=50',
  '?page=1&page_size=2&search=street&sort=project_address&order=desc',
];

type Body = { projects: ProjectListRow[]; total?: number };

async function read(browser: Browser, url: string, headers: Record<string, string> = {}) {
  const res = await browser.get(url, { headers });
  return { res, body: res.statusCode === 200 ? (res.json() as Body) : null };
}

/** Reads every list in every shape, so each is cached before a write. */
async function readAll(browser: Browser): Promise<Map<string, string>> {
  const etags = new Map<string, string>();
  for (const list of [ACTIVE, ARCHIVED]) {
    for (const query of QUERIES) {
      const { res } = await read(browser, list + query);
      expect(res.statusCode).toBe(200);
      etags.set(list + query, String(res.headers.etag));
    }
  }
  return etags;
}

const addresses = (body: Body | null) => body?.projects.map((row) => row.project_address) ?? [];

describe.each(BACKENDS)('the cached project lists on $name', (backend) => {
  const t = useTestApp(backend);

  async function organization(name: string, ...members: number[]): Promise<number> {
    const id = await t.repos.organizations.create(name);
    for (const member of members) await t.repos.organizations.addMember(id, member, false);
    return id;
  }

  const userId = async (username: string) => (await t.repos.users.findByUsername(username))?.id ?? 0;

  it('answers an ETag and 304 to a client that already holds the answer; a different tag gets the body', async () => {
    const ada = await loggedIn(t);
    await createProject(ada, { project_address: '1 Cache Street' });
    for (const url of [ACTIVE, `${ACTIVE}?page=1&page_size=50`]) {
      const first = await read(ada, url);
      expect(first.res.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(first.res.headers['cache-control']).toBe('private, no-cache');
      expect(first.res.headers.vary).toBe('Accept-Encoding');
      const etag = String(first.res.headers.etag);
      const again = await read(ada, url, { 'if-none-match': etag });
      expect(again.res.statusCode).toBe(304);
      expect(again.res.body).toBe('');
      expect(again.res.headers.etag).toBe(etag);
      expect((await read(ada, url, { 'if-none-match': `"other", ${etag}` })).res.statusCode).toBe(304);
      const stale = await read(ada, url, { 'if-none-match': 'W/"not-this-one"' });
      expect(stale.res.statusCode).toBe(200);
      expect(stale.res.body).toBe(first.res.body);
    }
  });

  it('sends brotli or gzip when the client accepts it, the same JSON once decoded, and plain JSON otherwise', async () => {
    const ada = await loggedIn(t);
    for (let i = 0; i < 30; i += 1) await createProject(ada, { project_address: `${i} Compressed Avenue` });
    const plain = await read(ada, ACTIVE);
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body?.projects).toHaveLength(30);
    const br = await ada.get(ACTIVE, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.res.body);
    const gz = await ada.get(ACTIVE, { headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.res.body);
    // One ETag per answer, whatever the coding: a 304 holds for the copy the client has.
    expect(br.headers.etag).toBe(plain.res.headers.etag);
    expect(gz.headers.etag).toBe(plain.res.headers.etag);
  });

  it('never answers one user with another user’s list, nor a 304 for another user’s copy', async () => {
    const ada = await loggedIn(t, 'ada');
    const bob = await loggedIn(t, 'bob');
    await createProject(ada, { project_address: 'Ada’s house' });
    await createProject(bob, { project_address: 'Bob’s barn' });
    for (const query of QUERIES) {
      const adas = await read(ada, ACTIVE + query);
      const bobs = await read(bob, ACTIVE + query);
      expect(addresses(adas.body)).toEqual(query.includes('search') ? [] : ['Ada’s house']);
      expect(addresses(bobs.body)).toEqual(query.includes('search') ? [] : ['Bob’s barn']);
      if (!query.includes('search')) {
        const withAdasTag = await read(bob, ACTIVE + query, {
          'if-none-match': String(adas.res.headers.etag),
        });
        expect(withAdasTag.res.statusCode).toBe(200);
        expect(addresses(withAdasTag.body)).toEqual(['Bob’s barn']);
      }
    }
    // Logged out, the cached answers are no one's: 401 as before.
    const stranger = await read(new (ada.constructor as typeof Browser)(t.app), ACTIVE);
    expect(stranger.res.statusCode).toBe(401);
  });

  /**
   * Each write that changes what a list shows, made the way the app (or the admin CLI, or another tool on the
   * database) makes it, and what the reader's lists must show right after.
   */
  const WRITES: {
    name: string;
    write: (ctx: { t: TestApp; ada: Browser; projectId: number; orgId: number }) => Promise<void>;
    expect: (ctx: { active: Body | null; archived: Body | null }) => void;
  }[] = [
    {
      name: 'a project created',
      write: async ({ ada }) => void (await createProject(ada, { project_address: '2 New Street' })),
      expect: ({ active }) => expect(addresses(active)).toContain('2 New Street'),
    },
    ...(
      [
        ['project_address', '9 Renamed Road', (row: ProjectListRow) => row.project_address],
        ['project_type', 'SingleFamily', (row: ProjectListRow) => row.project_type],
        ['square_footage', 1234, (row: ProjectListRow) => row.square_footage],
        ['num_bedrooms', 4, (row: ProjectListRow) => row.num_bedrooms],
        ['num_bathrooms', 2.5, (row: ProjectListRow) => row.num_bathrooms],
        ['status', 'complete', (row: ProjectListRow) => row.status],
      ] as const
    ).map(([field, value, of]) => ({
      name: `a project's ${field} edited`,
      write: async ({ ada, projectId }: { ada: Browser; projectId: number }) => {
        const res = await ada.post(`${BASE}/${projectId}/edit/`, { body: { [field]: value } });
        expect(res.statusCode, res.body).toBe(200);
      },
      expect: ({ active }: { active: Body | null }) =>
        expect(active?.projects.map((row): unknown => of(row))).toContain(value),
    })),
    {
      name: 'a project moved into an organization',
      write: async ({ ada, projectId, orgId }) => {
        const res = await ada.post(`${BASE}/${projectId}/edit/`, { body: { organization: orgId } });
        expect(res.statusCode, res.body).toBe(200);
      },
      expect: ({ active }) => expect(active?.projects.map((row) => row.organization)).toContain('Studio'),
    },
    {
      name: 'a project archived',
      write: async ({ ada, projectId }) => {
        expect((await ada.post(`${BASE}/${projectId}/archive/`)).statusCode).toBe(200);
      },
      expect: ({ active, archived }) => {
        expect(addresses(active)).not.toContain('1 Listed Street');
        expect(addresses(archived)).toContain('1 Listed Street');
      },
    },
    {
      name: 'an organization renamed (admin tools)',
      write: async ({ t: app, orgId }) => {
        await app.database.db.kysely
          .updateTable('organizations')
          .set({ name: 'Renamed Studio' })
          .where('id', '=', orgId)
          .execute();
      },
      expect: ({ active }) =>
        expect(active?.projects.map((row) => row.organization)).toContain('Renamed Studio'),
    },
  ];

  it.each(WRITES)('shows $name on the next read of every list shape, with a new ETag', async (w) => {
    const ada = await loggedIn(t);
    const orgId = await organization('Studio', await userId('ada'));
    const projectId = await createProject(ada, { project_address: '1 Listed Street' });
    // The project is in the organization for the rename; in none for the move into it.
    if (w.name.startsWith('an organization')) {
      await ada.post(`${BASE}/${projectId}/edit/`, { body: { organization: orgId } });
    }
    const before = await readAll(ada);
    await w.write({ t, ada, projectId, orgId });
    // The whole lists (the spec's client) and the pages (the app), both cached before the write.
    for (const query of QUERIES.slice(0, 2)) {
      w.expect({
        active: (await read(ada, ACTIVE + query)).body,
        archived: (await read(ada, ARCHIVED + query)).body,
      });
    }
    // A client holding the answer from before the write gets the new one, not a 304.
    const changed = w.name === 'a project archived' ? [ACTIVE, ARCHIVED] : [ACTIVE];
    for (const url of changed) {
      const again = await read(ada, url, { 'if-none-match': String(before.get(url)) });
      expect([url, again.res.statusCode]).toEqual([url, 200]);
    }
  });

  it('shows what a membership gives and takes away on the next read, and follows a removed organization', async () => {
    const ada = await loggedIn(t, 'ada');
    const bob = await loggedIn(t, 'bob');
    const orgId = await organization('Studio', await userId('ada'));
    const projectId = await createProject(ada, { project_address: '5 Shared Street' });
    await ada.post(`${BASE}/${projectId}/edit/`, { body: { organization: orgId } });
    const empty = await readAll(bob);
    expect(addresses((await read(bob, ACTIVE)).body)).toEqual([]);

    // Added to the organization (as the admin CLI's add-member does): bob sees its project at once.
    await t.repos.organizations.addMember(orgId, await userId('bob'), false);
    for (const [url, etag] of empty) {
      if (url.startsWith(ARCHIVED) || url.includes('search=street&')) continue;
      const now = await read(bob, url, { 'if-none-match': etag });
      expect([url, now.res.statusCode, addresses(now.body)]).toEqual([url, 200, ['5 Shared Street']]);
    }

    // Removed from it: gone again from bob's list, still on ada's.
    await t.database.db.kysely
      .deleteFrom('memberships')
      .where('user_id', '=', await userId('bob'))
      .execute();
    expect(addresses((await read(bob, ACTIVE)).body)).toEqual([]);
    expect(addresses((await read(ada, ACTIVE)).body)).toEqual(['5 Shared Street']);

    // The organization removed: ada's project stays hers, with no organization shown.
    await t.database.db.kysely.deleteFrom('organizations').where('id', '=', orgId).execute();
    expect((await read(ada, ACTIVE)).body?.projects.map((row) => row.organization)).toEqual([null]);
  });

  it('keeps the answer (same ETag, 304) across writes that change nothing the lists show', async () => {
    const ada = await loggedIn(t);
    const projectId = await createProject(ada, { project_address: '3 Quiet Lane' });
    const before = await readAll(ada);
    const version = await t.repos.projects.listVersion();
    // Fields the list does not show, a proposed DXF revision (the project's revision counter), a floor design.
    const edit = await ada.post(`${BASE}/${projectId}/edit/`, {
      body: { project_description: 'Now with a description', owner_name: 'Ada' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await addDxfRevision(t, projectId);
    expect(await t.repos.projects.listVersion()).toBe(version);
    for (const [url, etag] of before) {
      expect([url, (await read(ada, url, { 'if-none-match': etag })).res.statusCode]).toEqual([url, 304]);
    }
  });

  it('answers the spec’s shapes unchanged: every row without a total, pages with it', async () => {
    const ada = await loggedIn(t);
    for (const address of ['1 A Street', '2 B Street', '3 C Street']) {
      await createProject(ada, { project_address: address });
      t.clock.advance(60_000);
    }
    for (let pass = 0; pass < 2; pass += 1) {
      // The second pass is answered from the cache: the same bytes.
      const whole = await read(ada, ACTIVE);
      expect(Object.keys(whole.body ?? {})).toEqual(['projects']);
      expect(addresses(whole.body)).toEqual(['3 C Street', '2 B Street', '1 A Street']);
      const page = await read(ada, `${ACTIVE}?page=2&page_size=2&sort=project_address`);
      expect(page.body).toEqual({
        projects: [expect.objectContaining({ project_address: '3 C Street' })],
        total: 3,
      });
    }
  });
});
