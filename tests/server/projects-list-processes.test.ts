import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, type TestDatabase } from './helpers/databases';
import { HttpClient, startRealServer, type RealServer } from './helpers/real-server';

// Each server process keeps its own copy of the project lists (answers/answer-cache.ts). Two servers on one
// database, each a single process, stand for any two processes of a cluster — here each request goes to the
// process the test names, so "written through A, read through B" is certain rather than left to the cluster's
// connection hand-out. The admin CLI is a third process writing the same database.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_PASSWORD = 'two-processes-password';
const LIST = '/api/dashboard/projects/';
const PAGE = '/api/dashboard/projects/?page=1&page_size=50';
const ARCHIVED = '/api/dashboard/projects/archived/show/';

async function addresses(client: HttpClient, url = LIST): Promise<string[]> {
  const response = await client.send(url);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { projects: { project_address: string }[] };
  return body.projects.map((row) => row.project_address);
}

describe.each(BACKENDS)('project lists served by two processes on $name', (backend) => {
  let database: TestDatabase;
  let a: RealServer;
  let b: RealServer;
  let adminA: HttpClient;
  let adminB: HttpClient;

  const cli = (...argv: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...database.env };
    if (!database.env.DATABASE_URL) delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...argv], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
  };

  beforeAll(async () => {
    database = await backend.open();
    a = await startRealServer(database, { workers: 1, adminPassword: ADMIN_PASSWORD });
    b = await startRealServer(database, { workers: 1, adminPassword: ADMIN_PASSWORD });
    adminA = new HttpClient(a.base);
    expect(await adminA.logIn('admin', ADMIN_PASSWORD)).toBe(200);
    adminB = adminA.at(b.base);
  }, 180_000);

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.dispose();
  });

  it('shows a project created through one process on the next read through the other, whole and paged', async () => {
    // Both processes hold the list (empty) before the write.
    for (const client of [adminA, adminB]) {
      expect(await addresses(client)).toEqual([]);
      expect(await addresses(client, PAGE)).toEqual([]);
    }
    const created = await adminA.send('/api/dashboard/projects/create/', 'POST', {
      project_type: 'ADU',
      project_address: '1 Two Process Road',
    });
    expect(created.status).toBe(200);
    const { project_id: projectId } = (await created.json()) as { project_id: number };
    expect(await addresses(adminB)).toEqual(['1 Two Process Road']);
    expect(await addresses(adminB, PAGE)).toEqual(['1 Two Process Road']);

    // The other way round: edited and archived through B, read through A, with a 304 never standing in.
    const before = await adminA.send(LIST);
    const etag = before.headers.get('etag') ?? '';
    await before.arrayBuffer();
    expect(await addresses(adminA, ARCHIVED)).toEqual([]);
    const edited = await adminB.send(`/api/dashboard/projects/${projectId}/edit/`, 'POST', {
      project_address: '2 Two Process Road',
    });
    expect(edited.status).toBe(200);
    expect(await addresses(adminA)).toEqual(['2 Two Process Road']);
    expect((await adminB.send(`/api/dashboard/projects/${projectId}/archive/`, 'POST')).status).toBe(200);
    expect(await addresses(adminA)).toEqual([]);
    expect(await addresses(adminA, ARCHIVED)).toEqual(['2 Two Process Road']);
    const revalidated = await fetchWithTag(adminA, etag);
    expect(revalidated).toBe(200);
  }, 60_000);

  it('shows what the admin CLI changes (a membership) on the next read through either process', async () => {
    cli('create-user', 'bob', '--password', 'bob-password-123');
    cli('create-org', 'Two Process Studio', '--owner', 'admin');
    const orgs = (await (await adminA.send('/api/dashboard/organizations/')).json()) as {
      organizations: { id: number; name: string }[];
    };
    const studio = orgs.organizations.find((org) => org.name === 'Two Process Studio');
    const created = await adminA.send('/api/dashboard/projects/create/', 'POST', {
      project_type: 'ADU',
      project_address: '3 Studio Street',
      organization_id: String(studio?.id),
    });
    expect(created.status).toBe(200);

    const bobA = new HttpClient(a.base);
    expect(await bobA.logIn('bob', 'bob-password-123')).toBe(200);
    const bobB = bobA.at(b.base);
    expect(await addresses(bobA)).toEqual([]);
    expect(await addresses(bobB)).toEqual([]);

    cli('add-member', 'Two Process Studio', 'bob');
    expect(await addresses(bobA)).toEqual(['3 Studio Street']);
    expect(await addresses(bobB)).toEqual(['3 Studio Street']);
    // And bob's list is his: admin's own list (with the archived project gone) is not what he is shown.
    expect(await addresses(adminB)).toEqual(['3 Studio Street']);
    expect(await addresses(bobB, ARCHIVED)).toEqual([]);
  }, 60_000);
});

async function fetchWithTag(client: HttpClient, etag: string): Promise<number> {
  const response = await client.send(LIST, 'GET', undefined, { 'if-none-match': etag });
  await response.arrayBuffer();
  return response.status;
}
