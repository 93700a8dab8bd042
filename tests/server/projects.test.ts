import { describe, expect, it } from 'vitest';
import { CSRF_ERROR } from '../../src/contract/common';
import {
  Project,
  ProjectEditResponse,
  ProjectsListResponse,
  ValidationFailureResponse,
} from '../../src/contract/projects';
import { seedDemo } from '../../src/server/admin/seed-demo';
import { DEMO_PROJECTS } from '../../src/server/admin/seed-projects';
import { AUTH_REQUIRED, PROJECT_NOT_FOUND } from '../../src/server/auth/access';
import { createTestUser, useTestApp } from './helpers/app';
import { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import { MINUTE } from './helpers/clock';
import { BASE, createProject, form, MINIMAL_PROJECT, PASSWORD } from './helpers/projects';

const FULL_FORM = {
  project_type: 'SingleFamily',
  status: 'in_review',
  square_footage: '2650.5',
  num_bedrooms: '4',
  num_bathrooms: '3.5',
  num_car_garage: '2',
  layout_style: 'open_living',
  story: '2',
  budget: '1250000',
  project_description: 'Two-storey house.\nLarge kitchen.',
  additional_requirements: 'Solar-ready roof',
  project_address: '88 Harbor View Road, Sausalito, CA 94965',
  apn: '064-123-45',
  zoning: 'single_family',
  occupancy: 'R-3',
  construction_type: 'V-B',
  lot_area: '7405',
  living_space: '2400',
  owner_name: 'Miguel Serrano',
  owner_phone: '(415) 555-0199',
  owner_email: 'miguel@example.com',
};

describe.each(BACKENDS)('projects on $name', (backend) => {
  const t = useTestApp(backend);

  async function loggedIn(username = 'ada') {
    const id = await createTestUser(t.repos, username, PASSWORD);
    const browser = new Browser(t.app);
    expect((await browser.logIn(username, PASSWORD)).statusCode).toBe(200);
    return { id, browser };
  }

  async function organizationWith(name: string, ...userIds: number[]) {
    const orgId = await t.repos.organizations.create(name);
    for (const userId of userIds) await t.repos.organizations.addMember(orgId, userId, false);
    return orgId;
  }

  describe('POST /api/dashboard/projects/create/', () => {
    it('creates a project from the form-encoded fields and answers success, project_id and errors', async () => {
      const { id, browser } = await loggedIn();
      const orgId = await organizationWith('Studio North', id);
      const res = await browser.post(
        `${BASE}/create/`,
        form({ ...FULL_FORM, organization_id: String(orgId) }),
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({ success: true, project_id: expect.any(Number), errors: {} });

      const detail = Project.parse((await browser.get(`${BASE}/${body.project_id}/`)).json());
      expect(detail).toMatchObject({
        id: body.project_id,
        organization: 'Studio North',
        organization_id: orgId,
        project_type: 'SingleFamily',
        status: 'in_review',
        square_footage: 2650.5,
        num_bedrooms: 4,
        num_bathrooms: 3.5,
        num_car_garage: 2,
        layout_style: 'open_living',
        story: 2,
        budget: 1250000,
        project_description: 'Two-storey house.\nLarge kitchen.',
        occupancy: 'R-3',
        lot_area: 7405,
        owner_email: 'miguel@example.com',
        archived: false,
        drawing_pages: [],
        uploaded_files: [],
        proposed_dxf_revisions: [],
        master_pdf_url: null,
        floor_designs: [],
      });
    });

    it('omits an empty organization and defaults the status to requested', async () => {
      const { browser } = await loggedIn();
      const projectId = await createProject(browser, { organization_id: '', status: '' });
      const detail = Project.parse((await browser.get(`${BASE}/${projectId}/`)).json());
      expect(detail).toMatchObject({ organization: null, organization_id: null, status: 'requested' });
      expect(detail.square_footage).toBeNull();
      expect(detail.owner_email).toBeNull();
    });

    it.each([
      [{ project_type: 'Castle' }, 'project_type', 'is not a valid choice'],
      [{ status: 'done' }, 'status', 'is not a valid choice'],
      [{ layout_style: 'spiral' }, 'layout_style', 'is not a valid choice'],
      [{ zoning: 'industrial' }, 'zoning', 'is not a valid choice'],
      [{ square_footage: '-10' }, 'square_footage', 'must not be negative'],
      [{ budget: 'Infinity' }, 'budget', 'must be a number'],
      [{ lot_area: '1e400' }, 'lot_area', 'must be a finite number'],
      [{ num_bedrooms: '2.5' }, 'num_bedrooms', 'must be a whole number'],
      [{ owner_email: 'not-an-email' }, 'owner_email', 'must be a valid email address'],
      [{ owner_phone: 'call me' }, 'owner_phone', 'must be a phone number (digits, spaces, + - . ( ))'],
      [{ project_address: 'x'.repeat(256) }, 'project_address', 'must be at most 255 characters'],
      [{ project_address: '' }, 'project_address', 'is required'],
      [{ nickname: 'Villa' }, 'nickname', 'is not a known field'],
    ])('refuses %j with 400 and the errors per field', async (fields, field, message) => {
      const { browser } = await loggedIn();
      const res = await browser.post(`${BASE}/create/`, form({ ...MINIMAL_PROJECT, ...fields }));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, project_id: null, errors: { [field]: [message] } });
      expect(body.error).toContain(`${field}: ${message}`);
      expect(ProjectsListResponse.parse((await browser.get(`${BASE}/`)).json()).projects).toEqual([]);
    });

    it('names every missing required field of an empty form', async () => {
      const { browser } = await loggedIn();
      const res = await browser.post(`${BASE}/create/`, form({}));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ project_type: ['is required'], project_address: ['is required'] });
    });

    it('refuses an organization the caller is not a member of, naming the field', async () => {
      const { browser } = await loggedIn();
      const other = await createTestUser(t.repos, 'bob');
      const orgId = await organizationWith('Bob & Co', other);
      const res = await browser.post(
        `${BASE}/create/`,
        form({ ...MINIMAL_PROJECT, organization_id: String(orgId) }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        errors: { organization_id: ['is not one of your organizations'] },
      });
      const unknown = await browser.post(
        `${BASE}/create/`,
        form({ ...MINIMAL_PROJECT, organization_id: '999999' }),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ organization_id: ['is not one of your organizations'] });
    });

    it('answers 401 when logged out and 403 without the CSRF header', async () => {
      const anonymous = new Browser(t.app);
      await anonymous.get('/api/whoami/');
      const res = await anonymous.post(`${BASE}/create/`, form(MINIMAL_PROJECT));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: AUTH_REQUIRED });

      const { browser } = await loggedIn();
      const forged = await browser.post(`${BASE}/create/`, { ...form(MINIMAL_PROJECT), csrf: false });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ success: false, error: CSRF_ERROR });
      expect((await browser.get(`${BASE}/`)).json().projects).toEqual([]);
    });
  });

  describe('GET lists', () => {
    it('lists active projects newest first, with the organization name, and archived ones apart', async () => {
      const { id, browser } = await loggedIn();
      const orgId = await organizationWith('Studio North', id);
      const first = await createProject(browser, {
        project_address: '1 First Street',
        square_footage: '900',
      });
      t.clock.advance(MINUTE);
      const second = await createProject(browser, {
        project_address: '2 Second Street',
        organization_id: String(orgId),
        num_bathrooms: '1.5',
      });
      t.clock.advance(MINUTE);
      const third = await createProject(browser, { project_address: '3 Third Street' });
      expect((await browser.post(`${BASE}/${third}/archive/`)).json()).toEqual({ success: true });

      const active = ProjectsListResponse.parse((await browser.get(`${BASE}/`)).json()).projects;
      expect(active.map((row) => row.id)).toEqual([second, first]);
      expect(active[0]).toEqual({
        id: second,
        project_address: '2 Second Street',
        project_type: 'ADU',
        square_footage: null,
        num_bedrooms: null,
        num_bathrooms: 1.5,
        status: 'requested',
        created_at: '2026-11-21T10:01:00.000Z',
        organization: 'Studio North',
      });
      expect(active[1]?.organization).toBeNull();

      const archived = ProjectsListResponse.parse(
        (await browser.get(`${BASE}/archived/show/`)).json(),
      ).projects;
      expect(archived.map((row) => row.id)).toEqual([third]);
    });

    it('answers an empty list to a user without projects and 401 when logged out', async () => {
      const { browser } = await loggedIn();
      expect((await browser.get(`${BASE}/`)).json()).toEqual({ projects: [] });
      expect((await browser.get(`${BASE}/archived/show/`)).json()).toEqual({ projects: [] });
      for (const url of [`${BASE}/`, `${BASE}/archived/show/`]) {
        const res = await new Browser(t.app).get(url);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, error: AUTH_REQUIRED });
      }
    });
  });

  describe('archive and unarchive', () => {
    it('moves a project between the lists and keeps it readable', async () => {
      const { browser } = await loggedIn();
      const projectId = await createProject(browser);
      expect((await browser.post(`${BASE}/${projectId}/archive/`)).json()).toEqual({ success: true });
      expect((await browser.get(`${BASE}/`)).json().projects).toEqual([]);
      expect((await browser.get(`${BASE}/${projectId}/`)).json().archived).toBe(true);
      // Archiving twice is harmless.
      expect((await browser.post(`${BASE}/${projectId}/archive/`)).statusCode).toBe(200);

      expect((await browser.post(`${BASE}/${projectId}/unarchive/`)).json()).toEqual({ success: true });
      expect((await browser.get(`${BASE}/`)).json().projects.map((row: { id: number }) => row.id)).toEqual([
        projectId,
      ]);
      expect((await browser.get(`${BASE}/archived/show/`)).json().projects).toEqual([]);
    });

    it('answers 404 for unknown or malformed ids, 401 logged out and 403 without CSRF', async () => {
      const { browser } = await loggedIn();
      const projectId = await createProject(browser);
      for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
        const res = await browser.post(`${BASE}/${id}/archive/`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ success: false, error: PROJECT_NOT_FOUND });
      }
      const anonymous = new Browser(t.app);
      await anonymous.get('/api/whoami/');
      expect((await anonymous.post(`${BASE}/${projectId}/archive/`)).statusCode).toBe(401);
      const forged = await browser.post(`${BASE}/${projectId}/unarchive/`, { csrf: false });
      expect(forged.statusCode).toBe(403);
      expect((await browser.post(`${BASE}/${projectId}/archive/`, { csrf: false })).statusCode).toBe(403);
      expect((await browser.get(`${BASE}/${projectId}/`)).json().archived).toBe(false);
    });
  });

  describe('GET /api/dashboard/projects/{projectId}/', () => {
    it('lists the caller organizations as the available ones', async () => {
      const { id, browser } = await loggedIn();
      await organizationWith('Beta Works', id);
      await organizationWith('Alpha Studio', id);
      await organizationWith('Not Mine');
      const projectId = await createProject(browser);
      const detail = Project.parse((await browser.get(`${BASE}/${projectId}/`)).json());
      expect(detail.available_organizations.map((org) => org.name)).toEqual(['Alpha Studio', 'Beta Works']);
    });

    it('answers 404 "Project not found." for an unknown project and 401 when logged out', async () => {
      const { browser } = await loggedIn();
      const res = await browser.get(`${BASE}/424242/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: PROJECT_NOT_FOUND });
      const projectId = await createProject(browser);
      expect((await new Browser(t.app).get(`${BASE}/${projectId}/`)).statusCode).toBe(401);
    });
  });

  describe('POST /api/dashboard/projects/{projectId}/edit/', () => {
    it('changes the fields sent (organization sent as `organization`), clears nulls and answers the project', async () => {
      const { id, browser } = await loggedIn();
      const orgId = await organizationWith('Studio North', id);
      const projectId = await createProject(browser, FULL_FORM);
      const res = await browser.post(`${BASE}/${projectId}/edit/`, {
        body: {
          status: 'accepted',
          organization: orgId,
          budget: 990000.5,
          num_bedrooms: '5',
          owner_phone: null,
          apn: '',
        },
      });
      expect(res.statusCode).toBe(200);
      const { project } = ProjectEditResponse.parse(res.json());
      expect(project).toMatchObject({
        status: 'accepted',
        organization_id: orgId,
        organization: 'Studio North',
        budget: 990000.5,
        num_bedrooms: 5,
        owner_phone: null,
        apn: null,
        // untouched
        project_type: 'SingleFamily',
        owner_email: 'miguel@example.com',
      });
      expect((await browser.get(`${BASE}/${projectId}/`)).json()).toEqual(project);
    });

    it('accepts the whole project echoed back, ignoring its read-only parts', async () => {
      const { browser } = await loggedIn();
      const projectId = await createProject(browser, FULL_FORM);
      const detail = (await browser.get(`${BASE}/${projectId}/`)).json();
      const { organization_id, organization, ...rest } = detail;
      const res = await browser.post(`${BASE}/${projectId}/edit/`, {
        body: { ...rest, organization: organization_id, owner_name: 'M. Serrano' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().project.owner_name).toBe('M. Serrano');
      expect(organization).toBeNull();
    });

    it("takes organization_id (the create form's key) as well as organization, with the same access check", async () => {
      const { id, browser } = await loggedIn();
      const orgId = await organizationWith('Studio North', id);
      const projectId = await createProject(browser);
      const moved = await browser.post(`${BASE}/${projectId}/edit/`, { body: { organization_id: orgId } });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().project).toMatchObject({ organization_id: orgId, organization: 'Studio North' });
      expect((await browser.get(`${BASE}/${projectId}/`)).json().organization_id).toBe(orgId);

      const cleared = await browser.post(`${BASE}/${projectId}/edit/`, { body: { organization_id: null } });
      expect(cleared.json().project).toMatchObject({ organization_id: null, organization: null });

      const bob = await createTestUser(t.repos, 'bob');
      const foreign = await organizationWith('Bob & Co', bob);
      const refused = await browser.post(`${BASE}/${projectId}/edit/`, {
        body: { organization_id: foreign },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        error: 'organization_id: is not one of your organizations',
        errors: { organization_id: ['is not one of your organizations'] },
      });
      expect((await browser.get(`${BASE}/${projectId}/`)).json().organization_id).toBeNull();
    });

    it('moves an echoed project by the key that changed, and refuses two keys asking for two moves', async () => {
      const { id, browser } = await loggedIn();
      const north = await organizationWith('Studio North', id);
      const south = await organizationWith('Studio South', id);
      const other = await organizationWith('Studio West', id);
      const projectId = await createProject(browser, { organization_id: String(north) });
      const detail = (await browser.get(`${BASE}/${projectId}/`)).json();
      // The project echoed back with the new organization under `organization`; organization_id still the old.
      const echoed = await browser.post(`${BASE}/${projectId}/edit/`, {
        body: { ...detail, organization: south },
      });
      expect(echoed.statusCode, echoed.body).toBe(200);
      expect(echoed.json().project.organization_id).toBe(south);
      // The other way round: organization restates the current one, organization_id names the new one.
      const byId = await browser.post(`${BASE}/${projectId}/edit/`, {
        body: { organization: south, organization_id: north },
      });
      expect(byId.json().project.organization_id).toBe(north);

      const both = await browser.post(`${BASE}/${projectId}/edit/`, {
        body: { organization: south, organization_id: other },
      });
      expect(both.statusCode).toBe(400);
      expect(both.json()).toMatchObject({
        success: false,
        errors: { organization: ['names another organization than organization_id'] },
      });
      expect((await browser.get(`${BASE}/${projectId}/`)).json().organization_id).toBe(north);
    });

    it('moves a project out of its organization with organization null', async () => {
      const { id, browser } = await loggedIn();
      const orgId = await organizationWith('Studio North', id);
      const projectId = await createProject(browser, { organization_id: String(orgId) });
      const res = await browser.post(`${BASE}/${projectId}/edit/`, { body: { organization: null } });
      expect(res.json().project).toMatchObject({ organization_id: null, organization: null });
    });

    it.each([
      [{ status: 'finished' }, 'status', 'is not a valid choice'],
      [{ project_type: null }, 'project_type', 'is required'],
      [{ square_footage: -1 }, 'square_footage', 'must not be negative'],
      [{ budget: 'lots' }, 'budget', 'must be a number'],
      [{ num_bathrooms: 2.25 }, 'num_bathrooms', 'must be a whole or half number (like 2.5)'],
      [{ owner_email: 'nobody@' }, 'owner_email', 'must be a valid email address'],
      [{ apn: 'x'.repeat(65) }, 'apn', 'must be at most 64 characters'],
      [{ owner_name: 'bad\u0007name' }, 'owner_name', 'must not contain control characters'],
      [{ colour: 'red' }, 'colour', 'is not a known field'],
    ])('refuses %j with 400 and changes nothing', async (changes, field, message) => {
      const { browser } = await loggedIn();
      const projectId = await createProject(browser, FULL_FORM);
      const before = (await browser.get(`${BASE}/${projectId}/`)).json();
      const res = await browser.post(`${BASE}/${projectId}/edit/`, { body: changes });
      expect(res.statusCode).toBe(400);
      const body = ValidationFailureResponse.parse(res.json());
      expect(body.errors[field]).toEqual([message]);
      expect(body.error).toBe(`${field}: ${message}`);
      expect((await browser.get(`${BASE}/${projectId}/`)).json()).toEqual(before);
    });

    it('refuses a body numbers cannot be read from (Infinity is not JSON) with 400', async () => {
      const { browser } = await loggedIn();
      const projectId = await createProject(browser);
      const res = await browser.post(`${BASE}/${projectId}/edit/`, {
        body: '{"budget": Infinity}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    });

    it('refuses an organization the caller is not a member of, but keeps one the owner has left', async () => {
      const { id, browser } = await loggedIn();
      const bob = await createTestUser(t.repos, 'bob');
      const foreign = await organizationWith('Bob & Co', bob);
      const projectId = await createProject(browser);
      const res = await browser.post(`${BASE}/${projectId}/edit/`, { body: { organization: foreign } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'organization: is not one of your organizations',
        errors: { organization: ['is not one of your organizations'] },
      });
      expect((await browser.get(`${BASE}/${projectId}/`)).json().organization_id).toBeNull();

      // The owner was a member when the project went in; after leaving, saving the form unchanged still works.
      const left = await organizationWith('Former Studio', id);
      await browser.post(`${BASE}/${projectId}/edit/`, { body: { organization: left } });
      await t.database.db.kysely.deleteFrom('memberships').where('organization_id', '=', left).execute();
      const unchanged = await browser.post(`${BASE}/${projectId}/edit/`, {
        body: { organization: left, status: 'accepted' },
      });
      expect(unchanged.statusCode, unchanged.body).toBe(200);
    });

    it('answers 401 logged out, 403 without CSRF and 404 for an unknown project', async () => {
      const { browser } = await loggedIn();
      const projectId = await createProject(browser);
      const anonymous = new Browser(t.app);
      await anonymous.get('/api/whoami/');
      expect(
        (await anonymous.post(`${BASE}/${projectId}/edit/`, { body: { status: 'accepted' } })).statusCode,
      ).toBe(401);
      const forged = await browser.post(`${BASE}/${projectId}/edit/`, {
        body: { status: 'accepted' },
        csrf: false,
      });
      expect(forged.statusCode).toBe(403);
      expect((await browser.post(`${BASE}/777777/edit/`, { body: { status: 'accepted' } })).statusCode).toBe(
        404,
      );
      expect((await browser.get(`${BASE}/${projectId}/`)).json().status).toBe('requested');
    });
  });

  describe('POST .../generate_master_plan_pdf/', () => {
    it('answers 404, 401 and 403 like every other project call', async () => {
      const { browser } = await loggedIn();
      const projectId = await createProject(browser);
      expect((await browser.post(`${BASE}/31337/generate_master_plan_pdf/`)).statusCode).toBe(404);
      expect(
        (await browser.post(`${BASE}/${projectId}/generate_master_plan_pdf/`, { csrf: false })).statusCode,
      ).toBe(403);
      const anonymous = new Browser(t.app);
      await anonymous.get('/api/whoami/');
      expect((await anonymous.post(`${BASE}/${projectId}/generate_master_plan_pdf/`)).statusCode).toBe(401);
    });
  });

  describe('seed-demo', () => {
    it('creates the demo projects once, one of them in Demo Studio, one archived', async () => {
      await seedDemo(t.repos);
      await seedDemo(t.repos);
      const browser = new Browser(t.app);
      expect((await browser.logIn('demo', 'demo-password')).statusCode).toBe(200);
      const active = ProjectsListResponse.parse((await browser.get(`${BASE}/`)).json()).projects;
      const archived = ProjectsListResponse.parse(
        (await browser.get(`${BASE}/archived/show/`)).json(),
      ).projects;
      expect(active.length + archived.length).toBe(DEMO_PROJECTS.length);
      expect(archived).toHaveLength(1);
      expect(active.some((row) => row.organization === 'Demo Studio')).toBe(true);
      for (const row of active) Project.parse((await browser.get(`${BASE}/${row.id}/`)).json());
    });
  });
});
