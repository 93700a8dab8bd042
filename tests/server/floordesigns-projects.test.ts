import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  FLOOR_DESIGN_NOT_FOUND,
  FloorDesignDetail,
  FloorDesignListResponse,
} from '../../src/contract/floordesigns';
import { Project } from '../../src/contract/projects';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { DRAWING_VERSION, type Page } from '../../src/core/model/page';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { createTestUser, useTestApp } from './helpers/app';
import { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import { BASE, createProject, PASSWORD } from './helpers/projects';

// Issue 11 item 5: floor designs may belong to a project. Such a design follows the project's access rule (its
// owner and its organization's members), any other design stays its owner's alone; the project lists its designs.

type Actor = 'owner' | 'member' | 'otherOrgMember' | 'unrelated';

const page = (id: string, x = 10): Page => ({
  version: DRAWING_VERSION,
  layers: [],
  id,
  name: 'Level 1',
  elements: [
    finalizeElement({ id: `${id}-w`, type: 'wall', x, y: 0, x2: x + 960, y2: 0, rotation: 0, thickness: 6 }),
  ],
});

interface DesignCall {
  name: string;
  call(browser: Browser, id: number, revisionId: number): Promise<LightMyRequestResponse>;
}

const D = (id: number) => `/api/floordesigns/${id}`;

/** Every floor design route that names a design. */
const DESIGN_CALLS: DesignCall[] = [
  { name: 'GET detail', call: (b, id) => b.get(`${D(id)}/`) },
  { name: 'GET detail for the editor', call: (b, id) => b.get(`${D(id)}/?latest_revision=summary`) },
  { name: 'GET revisions', call: (b, id) => b.get(`${D(id)}/revisions/`) },
  { name: 'GET revision summaries', call: (b, id) => b.get(`${D(id)}/revisions/?summary=1`) },
  { name: 'GET one revision', call: (b, id, revisionId) => b.get(`${D(id)}/revisions/${revisionId}/`) },
  {
    name: 'POST save',
    call: (b, id) => b.post(`${D(id)}/edit/`, { body: { pages: [page('level-1', 50)] } }),
  },
  {
    name: 'POST rename',
    call: (b, id) => b.post(`${D(id)}/edit/`, { body: { name: 'Renamed', pages: [page('p')] } }),
  },
  { name: 'POST add page', call: (b, id) => b.post(`${D(id)}/pages/create/`, { body: {} }) },
  {
    name: 'POST delete pages',
    call: (b, id) => b.post(`${D(id)}/pages/delete/`, { body: { pages: ['not-a-page'] } }),
  },
  { name: 'POST archive', call: (b, id) => b.post(`${D(id)}/archive/`) },
  { name: 'POST unarchive', call: (b, id) => b.post(`${D(id)}/unarchive/`) },
];

describe.each(BACKENDS)('floor designs of projects on $name', (backend) => {
  const t = useTestApp(backend);

  async function actors() {
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
    return { ids, browsers, organizationId };
  }

  /** A design saved once, as adopting a layout makes it (the adopt route itself is layouts-adopt.test.ts). */
  async function saved(ownerId: number, projectId: number | null, name = 'Adopted plan') {
    return t.repos.floorDesigns.createSaved(ownerId, {
      name,
      unit: 'feet',
      projectId,
      pages: [page('level-1')],
    });
  }
  const design = async (ownerId: number, projectId: number | null, name?: string) =>
    (await saved(ownerId, projectId, name)).id;

  /** What a caller could have changed, as seen from the database. */
  async function state(id: number) {
    const row = await t.database.db.kysely
      .selectFrom('floor_designs')
      .select(['name', 'is_active', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    const revisions = await t.repos.floorDesigns.revisionSummaries(id);
    return { row, revisions, pages: await t.repos.floorDesigns.pageSummaries(id) };
  }

  it.each(DESIGN_CALLS)(
    "$name on a project's design: project owner and organization member may, others get 404 and change nothing",
    async (route) => {
      const who = await actors();
      const projectId = await createProject(who.browsers.owner, {
        organization_id: String(who.organizationId),
      });
      // The member made the design: the project's owner reaches it through the project, not through ownership.
      const { id, revision } = await saved(who.ids.member, projectId);
      for (const actor of ['otherOrgMember', 'unrelated'] as const) {
        const before = await state(id);
        const res = await route.call(who.browsers[actor], id, revision.id);
        expect(res.statusCode, `${actor}: ${res.body}`).toBe(404);
        expect(res.json<{ error: string }>().error).toBe(FLOOR_DESIGN_NOT_FOUND);
        expect(await state(id), actor).toEqual(before);
      }
      for (const actor of ['owner', 'member'] as const) {
        const res = await route.call(who.browsers[actor], id, revision.id);
        expect(res.statusCode, `${actor}: ${res.body}`).toBe(200);
      }
    },
  );

  it("a design without a project stays its owner's alone, even for members of the owner's organization", async () => {
    const who = await actors();
    const { id, revision } = await saved(who.ids.owner, null, 'Private sketch');
    expect((await who.browsers.owner.get(`${D(id)}/revisions/${revision.id}/`)).statusCode).toBe(200);
    for (const actor of ['member', 'otherOrgMember', 'unrelated'] as const) {
      for (const route of DESIGN_CALLS) {
        const res = await route.call(who.browsers[actor], id, revision.id);
        expect(res.statusCode, `${actor} ${route.name}`).toBe(404);
      }
    }
  });

  it('answers project_id in the list and the detail, and lists what each user may open', async () => {
    const who = await actors();
    const projectId = await createProject(who.browsers.owner, {
      organization_id: String(who.organizationId),
    });
    const adopted = await design(who.ids.member, projectId, 'Adopted plan');
    const own = await design(who.ids.owner, null, 'Private sketch');
    const list = async (actor: Actor, archived = false) =>
      FloorDesignListResponse.parse(
        (
          await who.browsers[actor].get(archived ? '/api/floordesigns/archived/show/' : '/api/floordesigns/')
        ).json(),
      ).map((row) => [row.name, row.project_id]);

    expect(await list('owner')).toEqual([
      ['Private sketch', null],
      ['Adopted plan', projectId],
    ]);
    expect(await list('member')).toEqual([['Adopted plan', projectId]]);
    expect(await list('otherOrgMember')).toEqual([]);
    expect(await list('unrelated')).toEqual([]);
    const detail = FloorDesignDetail.parse((await who.browsers.owner.get(`${D(adopted)}/`)).json());
    expect(detail.project_id).toBe(projectId);
    expect(
      FloorDesignDetail.parse((await who.browsers.owner.get(`${D(own)}/`)).json()).project_id,
    ).toBeNull();

    // Archived by one member of the project, it moves to everyone's archived list.
    expect((await who.browsers.owner.post(`${D(adopted)}/archive/`)).statusCode).toBe(200);
    expect(await list('member')).toEqual([]);
    expect(await list('member', true)).toEqual([['Adopted plan', projectId]]);
    expect(await list('unrelated', true)).toEqual([]);
  });

  it("access follows the project: moving it out of the organization ends the member's access", async () => {
    const who = await actors();
    const projectId = await createProject(who.browsers.owner, {
      organization_id: String(who.organizationId),
    });
    const id = await design(who.ids.member, projectId);
    expect((await who.browsers.member.get(`${D(id)}/`)).statusCode).toBe(200);

    const moved = await who.browsers.owner.post(`${BASE}/${projectId}/edit/`, {
      body: { organization: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Made by the member, but the project's now: the project's rule decides.
    expect((await who.browsers.member.get(`${D(id)}/`)).statusCode).toBe(404);
    expect((await who.browsers.owner.get(`${D(id)}/`)).statusCode).toBe(200);
  });

  it('the project detail lists its active designs, newest change first, with their page counts', async () => {
    const who = await actors();
    const projectId = await createProject(who.browsers.owner, {
      organization_id: String(who.organizationId),
    });
    const other = await createProject(who.browsers.owner);
    const first = await design(who.ids.owner, projectId, 'First');
    t.clock.advance(60_000);
    const second = await design(who.ids.member, projectId, 'Second');
    await design(who.ids.owner, other, 'Elsewhere');
    await design(who.ids.owner, null, 'Loose');
    const archived = await design(who.ids.owner, projectId, 'Archived one');
    await who.browsers.owner.post(`${D(archived)}/archive/`);
    t.clock.advance(60_000);
    const added = await who.browsers.member.post(`${D(first)}/pages/create/`, { body: {} });
    expect(added.statusCode, added.body).toBe(200);

    const listed = async (actor: Actor) =>
      Project.parse((await who.browsers[actor].get(`${BASE}/${projectId}/`)).json()).floor_designs;
    const designs = await listed('member');
    expect(designs.map((d) => [d.id, d.name, d.page_count])).toEqual([
      [first, 'First', 2],
      [second, 'Second', 1],
    ]);
    expect(designs[0]?.updated_at).toBe(t.clock.now().toISOString());
    expect(await listed('owner')).toEqual(designs);
    expect(
      Project.parse((await who.browsers.owner.get(`${BASE}/${other}/`)).json()).floor_designs,
    ).toHaveLength(1);
    // Every listed design opens for whoever sees the project.
    for (const d of designs) expect((await who.browsers.member.get(`${D(d.id)}/`)).statusCode).toBe(200);
  });

  it('the migration adds project_id (existing designs get none) and takes it away again, keeping the designs', async () => {
    const who = await actors();
    const projectId = await createProject(who.browsers.owner);
    const id = await design(who.ids.owner, projectId);
    const db = t.database.db;
    const columns = async () =>
      Object.keys(
        (await sql<Record<string, unknown>>`select * from floor_designs`.execute(db.kysely)).rows[0] ?? {},
      );

    await migrateTo(db, '2026_11_23_0510_layout_jobs');
    expect(await columns()).not.toContain('project_id');
    expect(await migrateToLatest(db)).toContain('2026_11_25_0320_floor_design_project');
    expect(await columns()).toContain('project_id');

    const detail = FloorDesignDetail.parse((await who.browsers.owner.get(`${D(id)}/`)).json());
    expect(detail.project_id).toBeNull();
    expect(detail.pages[0]?.elements).toHaveLength(1);
    expect((await t.repos.floorDesigns.revisionSummaries(id)).map((r) => r.version_number)).toEqual([1]);
  });

  it('a deleted project leaves its designs to their owners', async () => {
    const who = await actors();
    const projectId = await createProject(who.browsers.owner, {
      organization_id: String(who.organizationId),
    });
    const id = await design(who.ids.member, projectId);
    await t.database.db.kysely.deleteFrom('projects').where('id', '=', projectId).execute();
    const detail = FloorDesignDetail.parse((await who.browsers.member.get(`${D(id)}/`)).json());
    expect(detail.project_id).toBeNull();
    expect((await who.browsers.owner.get(`${D(id)}/`)).statusCode).toBe(404);
  });
});
