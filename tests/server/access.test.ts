import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ProjectsListResponse, UploadResponse } from '../../src/contract/projects';
import { DXF_REVISION_NOT_FOUND, PROJECT_NOT_FOUND } from '../../src/server/auth/access';
import { createTestUser, useTestApp } from './helpers/app';
import { refusingProcessing } from './helpers/processing';
import { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import { multipart } from './helpers/multipart';
import {
  addDxfRevision,
  addPage,
  BASE,
  clearStoredFiles,
  createProject,
  form,
  PASSWORD,
  SAMPLE_FILES,
  storedFiles,
  upload,
} from './helpers/projects';

/*
 * The access matrix: for every project route, the owner and a member of the project's organization may act;
 * a member of another organization and an unrelated user get 404 and change nothing.
 */

type Actor = 'owner' | 'member' | 'otherOrgMember' | 'unrelated';
const ALLOWED: Actor[] = ['owner', 'member'];
const DENIED: Actor[] = ['otherOrgMember', 'unrelated'];

interface Fixture {
  projectId: number;
  uploadId: number;
  pageId: number;
  revisionId: number;
}

interface RouteCase {
  name: string;
  call(browser: Browser, fx: Fixture): Promise<LightMyRequestResponse>;
  /** What an allowed caller gets (the generation calls answer from the stand-in service, see below). */
  allowedStatus?: number;
  deniedError?: string;
}

const pdf = () => ({ filename: 'plan.pdf', content: SAMPLE_FILES.pdf() });
const P = (fx: Fixture) => `${BASE}/${fx.projectId}`;

const ROUTES: RouteCase[] = [
  { name: 'GET detail', call: (b, fx) => b.get(`${P(fx)}/`) },
  { name: 'POST edit', call: (b, fx) => b.post(`${P(fx)}/edit/`, { body: { status: 'declined' } }) },
  { name: 'POST archive', call: (b, fx) => b.post(`${P(fx)}/archive/`) },
  { name: 'POST unarchive', call: (b, fx) => b.post(`${P(fx)}/unarchive/`) },
  { name: 'POST upload', call: (b, fx) => upload(b, fx.projectId, pdf()) },
  {
    name: 'POST generate metadata',
    call: (b, fx) => b.post(`${P(fx)}/uploads/${fx.uploadId}/generate/`),
    allowedStatus: 501,
  },
  { name: 'POST delete upload', call: (b, fx) => b.post(`${P(fx)}/uploads/${fx.uploadId}/delete/`) },
  { name: 'POST add drawing page', call: (b, fx) => addPage(b, fx.projectId, pdf()) },
  {
    name: 'POST delete drawing page',
    call: (b, fx) => b.post(`${P(fx)}/drawing_pages/${fx.pageId}/delete/`),
  },
  {
    name: 'POST rearrange',
    call: (b, fx) =>
      b.post(`${P(fx)}/drawing_pages/rearrange/`, { body: { order: [{ id: fx.pageId, order: 7 }] } }),
  },
  {
    name: 'POST delete revision',
    call: (b, fx) => b.post(`${BASE}/proposed_dxf/revision/${fx.revisionId}/delete/`),
    deniedError: DXF_REVISION_NOT_FOUND,
  },
  {
    name: 'POST generate master plan',
    call: (b, fx) => b.post(`${P(fx)}/generate_master_plan_pdf/`),
    allowedStatus: 501,
  },
  { name: 'GET upload file', call: (b, fx) => b.get(`${P(fx)}/files/uploads/${fx.uploadId}/`) },
  {
    name: 'GET upload file as download',
    call: (b, fx) => b.get(`${P(fx)}/files/uploads/${fx.uploadId}/?download=1`),
  },
  { name: 'GET drawing page file', call: (b, fx) => b.get(`${P(fx)}/files/drawing_pages/${fx.pageId}/`) },
  {
    name: 'GET revision file',
    call: (b, fx) => b.get(`${P(fx)}/files/dxf_revisions/${fx.revisionId}/`),
    deniedError: DXF_REVISION_NOT_FOUND,
  },
];

describe.each(BACKENDS)('project access on $name', (backend) => {
  // The matrix is about who is let through; the generation calls use the stand-in service so that no worker
  // runs here (processing itself is covered by the processing-*.test.ts suites).
  const t = useTestApp(backend, {
    config: { uploadMaxBytes: 4 * 1024 * 1024 },
    processing: { service: refusingProcessing },
  });

  async function actors(): Promise<Record<Actor, Browser> & { organizationId: number }> {
    const ids = {} as Record<Actor, number>;
    const browsers = {} as Record<Actor, Browser>;
    for (const actor of ['owner', 'member', 'otherOrgMember', 'unrelated'] as const) {
      ids[actor] = await createTestUser(t.repos, actor.toLowerCase(), PASSWORD);
      browsers[actor] = new Browser(t.app);
      expect((await browsers[actor].logIn(actor.toLowerCase(), PASSWORD)).statusCode).toBe(200);
    }
    const organizationId = await t.repos.organizations.create('Studio North');
    await t.repos.organizations.addMember(organizationId, ids.owner, true);
    await t.repos.organizations.addMember(organizationId, ids.member, false);
    const otherOrg = await t.repos.organizations.create('Elsewhere Ltd');
    await t.repos.organizations.addMember(otherOrg, ids.otherOrgMember, true);
    clearStoredFiles(t.app.config.dataDir);
    return { ...browsers, organizationId };
  }

  /** A project in the owner's organization with one of everything. */
  async function fixture(owner: Browser, organizationId: number): Promise<Fixture> {
    const projectId = await createProject(owner, { organization_id: String(organizationId) });
    const uploadId = UploadResponse.parse((await upload(owner, projectId, pdf())).json()).upload.id;
    const pageId = (await addPage(owner, projectId, pdf())).json().page.id as number;
    const revisionId = (await addDxfRevision(t, projectId)).id;
    return { projectId, uploadId, pageId, revisionId };
  }

  /** Everything a caller could change, as the owner sees it. */
  async function snapshot(owner: Browser, fx: Fixture) {
    return {
      detail: (await owner.get(`${BASE}/${fx.projectId}/`)).json(),
      files: storedFiles(t.app.config.dataDir),
    };
  }

  it.each(ROUTES)(
    '$name: owner and organization member may, others get 404 and change nothing',
    async (route) => {
      const who = await actors();
      for (const actor of DENIED) {
        const fx = await fixture(who.owner, who.organizationId);
        const before = await snapshot(who.owner, fx);
        const res = await route.call(who[actor], fx);
        expect(res.statusCode, `${actor}: ${res.body}`).toBe(404);
        expect(res.json()).toEqual({ success: false, error: route.deniedError ?? PROJECT_NOT_FOUND });
        expect(await snapshot(who.owner, fx), actor).toEqual(before);
      }
      for (const actor of ALLOWED) {
        const fx = await fixture(who.owner, who.organizationId);
        const res = await route.call(who[actor], fx);
        expect(res.statusCode, `${actor}: ${res.body}`).toBe(route.allowedStatus ?? 200);
      }
    },
  );

  it('lists a project for its owner and the organization members only', async () => {
    const who = await actors();
    const inOrg = await createProject(who.owner, { organization_id: String(who.organizationId) });
    const personal = await createProject(who.owner, { project_address: '9 Private Road' });
    const ids = async (browser: Browser, url = `${BASE}/`) =>
      ProjectsListResponse.parse((await browser.get(url)).json()).projects.map((row) => row.id);
    expect(await ids(who.owner)).toEqual([personal, inOrg]);
    expect(await ids(who.member)).toEqual([inOrg]);
    expect(await ids(who.otherOrgMember)).toEqual([]);
    expect(await ids(who.unrelated)).toEqual([]);
    expect((await who.member.get(`${BASE}/${personal}/`)).statusCode).toBe(404);

    await who.owner.post(`${BASE}/${inOrg}/archive/`);
    expect(await ids(who.member, `${BASE}/archived/show/`)).toEqual([inOrg]);
    expect(await ids(who.otherOrgMember, `${BASE}/archived/show/`)).toEqual([]);
  });

  it('a member can put a project they see only into their own organizations', async () => {
    const who = await actors();
    const projectId = await createProject(who.owner, { organization_id: String(who.organizationId) });
    const elsewhere = await t.repos.organizations.findByName('Elsewhere Ltd');
    const res = await who.member.post(`${BASE}/${projectId}/edit/`, {
      body: { organization: elsewhere?.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ organization: ['is not one of your organizations'] });
    // Nor can the other organization's member create a project in Studio North.
    const created = await who.otherOrgMember.post(
      `${BASE}/create/`,
      form({
        project_type: 'ADU',
        project_address: '1 Sneaky Lane',
        organization_id: String(who.organizationId),
      }),
    );
    expect(created.statusCode).toBe(400);
  });

  it('leaving the organization ends access; moving the project out of it does too', async () => {
    const who = await actors();
    const fx = await fixture(who.owner, who.organizationId);
    expect((await who.member.get(`${BASE}/${fx.projectId}/files/uploads/${fx.uploadId}/`)).statusCode).toBe(
      200,
    );

    await who.owner.post(`${BASE}/${fx.projectId}/edit/`, { body: { organization: null } });
    expect((await who.member.get(`${BASE}/${fx.projectId}/`)).statusCode).toBe(404);
    expect((await who.member.get(`${BASE}/${fx.projectId}/files/uploads/${fx.uploadId}/`)).statusCode).toBe(
      404,
    );
    expect((await who.owner.get(`${BASE}/${fx.projectId}/`)).statusCode).toBe(200);

    await who.owner.post(`${BASE}/${fx.projectId}/edit/`, { body: { organization: who.organizationId } });
    expect((await who.member.get(`${BASE}/${fx.projectId}/`)).statusCode).toBe(200);
    const member = await t.repos.users.findByUsername('member');
    await t.database.db.kysely
      .deleteFrom('memberships')
      .where('user_id', '=', member?.id ?? 0)
      .execute();
    expect((await who.member.get(`${BASE}/${fx.projectId}/`)).statusCode).toBe(404);
    expect((await who.member.post(`${BASE}/proposed_dxf/revision/${fx.revisionId}/delete/`)).statusCode).toBe(
      404,
    );
  });

  it('a denied upload stores nothing, even with a valid file', async () => {
    const who = await actors();
    const projectId = await createProject(who.owner);
    for (const actor of ['member', 'otherOrgMember', 'unrelated'] as const) {
      const res = await who[actor].post(`${BASE}/${projectId}/upload/`, multipart({}, pdf()));
      expect(res.statusCode).toBe(404);
    }
    expect(storedFiles(t.app.config.dataDir)).toEqual([]);
  });
});
