import { describe, expect, it } from 'vitest';
import { CSRF_ERROR } from '../../src/contract/common';
import { OrganizationSettings, OrganizationSettingsResponse } from '../../src/contract/organizations';
import { Project } from '../../src/contract/projects';
import { AUTH_REQUIRED } from '../../src/server/auth/access';
import { NAME_TAKEN, ORGANIZATION_NOT_FOUND, OWNER_ONLY } from '../../src/server/routes/organizations';
import { generateVariants } from '../../src/core/generate/generate';
import { planToPages } from '../../src/core/generate/toDesign';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';
import { BASE, createProject, PASSWORD } from './helpers/projects';
import { readPdfSheets } from './helpers/pdfReadBack';

// Issue 26 item 5: the title block is filled from the organization and the project. The firm's owner sets its
// name and address on Account Settings (these calls), the project carries its own number, and an exported sheet
// prints both.

const settingsUrl = (id: number | string) => `/api/dashboard/organizations/${id}/settings/`;

const FACE = { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } };

describe.each(BACKENDS)('organization settings on $name', (backend) => {
  const t = useTestApp(backend);

  async function loggedIn(username: string, names: { first_name?: string; last_name?: string } = {}) {
    const id = await createTestUser(t.repos, username, PASSWORD, names);
    const browser = new Browser(t.app);
    expect((await browser.logIn(username, PASSWORD)).statusCode).toBe(200);
    return { id, browser };
  }

  /** Ada owns Harbor & Pine; Bea is a plain member of it; Cy belongs to no organization. */
  async function firmWithMembers() {
    const ada = await loggedIn('ada', { first_name: 'Ada', last_name: 'Byron' });
    const bea = await loggedIn('bea');
    const cy = await loggedIn('cy');
    const firm = await t.repos.organizations.create('Harbor & Pine', null);
    await t.repos.organizations.addMember(firm, ada.id, true);
    await t.repos.organizations.addMember(firm, bea.id, false);
    return { ada: ada.browser, bea: bea.browser, cy: cy.browser, firm };
  }

  it('the owner reads the settings and saves a new name and address', async () => {
    const { ada, firm } = await firmWithMembers();
    const read = await ada.get(settingsUrl(firm));
    expect(read.statusCode).toBe(200);
    expect(OrganizationSettings.parse(read.json())).toEqual({ id: firm, name: 'Harbor & Pine', address: '' });

    const saved = await ada.post(settingsUrl(firm), {
      body: { name: '  Harbor & Pine Architects ', address: ' 210 Water St \n\n Portland ME 04101 ' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(OrganizationSettingsResponse.parse(saved.json())).toEqual({
      success: true,
      organization: {
        id: firm,
        name: 'Harbor & Pine Architects',
        address: '210 Water St\nPortland ME 04101',
      },
    });
    expect((await ada.get(settingsUrl(firm))).json()).toEqual({
      id: firm,
      name: 'Harbor & Pine Architects',
      address: '210 Water St\nPortland ME 04101',
    });
    // The sidebar's list shows the new name.
    expect((await ada.get('/api/dashboard/organizations/')).json()).toEqual({
      organizations: [{ id: firm, name: 'Harbor & Pine Architects', is_owner: true }],
    });
    // An empty address clears it.
    const cleared = await ada.post(settingsUrl(firm), {
      body: { name: 'Harbor & Pine Architects', address: '' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(await t.repos.organizations.firm(firm)).toEqual({
      name: 'Harbor & Pine Architects',
      address: null,
    });
  });

  it('a member who is not the owner gets 403, anyone else 404, and nothing changes', async () => {
    const { bea, cy, firm } = await firmWithMembers();
    const body = { name: 'Taken Over', address: '1 Elsewhere' };
    for (const res of [await bea.get(settingsUrl(firm)), await bea.post(settingsUrl(firm), { body })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, error: OWNER_ONLY });
    }
    for (const res of [
      await cy.get(settingsUrl(firm)),
      await cy.post(settingsUrl(firm), { body }),
      await cy.get(settingsUrl(firm + 1000)),
      await cy.get(settingsUrl('abc')),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: ORGANIZATION_NOT_FOUND });
    }
    expect(await t.repos.organizations.firm(firm)).toEqual({ name: 'Harbor & Pine', address: null });
  });

  it('refuses a write without the CSRF token, and a caller who is not logged in', async () => {
    const { ada, firm } = await firmWithMembers();
    const forged = await ada.post(settingsUrl(firm), { body: { name: 'Forged', address: '' }, csrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ success: false, error: CSRF_ERROR });
    const anonymous = new Browser(t.app);
    await anonymous.get('/api/whoami/');
    const res = await anonymous.get(settingsUrl(firm));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: AUTH_REQUIRED });
    expect(await t.repos.organizations.firm(firm)).toEqual({ name: 'Harbor & Pine', address: null });
  });

  it.each([
    [{ name: '', address: '' }, 'name', 'is required'],
    [{ name: '   ', address: '' }, 'name', 'is required'],
    [{ name: 'x'.repeat(256), address: '' }, 'name', 'must be at most 255 characters'],
    [{ name: 'Tab\there', address: '' }, 'name', 'must be one line'],
    [{ name: 'Studio', address: 'y'.repeat(256) }, 'address', 'must be at most 255 characters'],
    [{ name: 'Studio', address: 'a\nb\nc\nd\ne' }, 'address', 'must be at most 4 lines'],
    [{ name: 'Studio', address: 'bell\u0007' }, 'address', 'must not contain control characters'],
    [{ name: 'Studio', address: 12 }, 'address', 'must be text'],
    [{ name: 'Studio' }, 'address', 'must be text'],
    [{ name: 'Studio', address: '', colour: 'red' }, 'colour', 'is not a known field'],
  ])('refuses %j with 400 and the errors per field', async (body, field, message) => {
    const { ada, firm } = await firmWithMembers();
    const res = await ada.post(settingsUrl(firm), { body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { [field]: [message] } });
    expect(res.json().error).toContain(`${field}: ${message}`);
    expect(await t.repos.organizations.firm(firm)).toEqual({ name: 'Harbor & Pine', address: null });
  });

  it("refuses another organization's name", async () => {
    const { ada, firm } = await firmWithMembers();
    await t.repos.organizations.create('Studio North');
    const res = await ada.post(settingsUrl(firm), { body: { name: 'Studio North', address: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { name: [NAME_TAKEN] } });
    // Its own name, unchanged, is fine.
    const same = await ada.post(settingsUrl(firm), { body: { name: 'Harbor & Pine', address: '1 Main St' } });
    expect(same.statusCode).toBe(200);
  });

  it('a project keeps its number through create and edit; refuses one over 32 characters', async () => {
    const { ada } = await firmWithMembers();
    const projectId = await createProject(ada, { project_number: ' 2026-014 ' });
    const detail = async () => Project.parse((await ada.get(`${BASE}/${projectId}/`)).json());
    expect((await detail()).project_number).toBe('2026-014');
    const edited = await ada.post(`${BASE}/${projectId}/edit/`, { body: { project_number: '2026-015' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail()).project_number).toBe('2026-015');
    const tooLong = await ada.post(`${BASE}/${projectId}/edit/`, {
      body: { project_number: '9'.repeat(33) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errors: { project_number: ['must be at most 32 characters'] } });
    const cleared = await ada.post(`${BASE}/${projectId}/edit/`, { body: { project_number: null } });
    expect(cleared.statusCode).toBe(200);
    expect((await detail()).project_number).toBeNull();
  });

  it("an exported sheet's title block prints the address the owner set and the project's number", async () => {
    const { ada, firm } = await firmWithMembers();
    const saved = await ada.post(settingsUrl(firm), {
      body: { name: 'Harbor & Pine Architects', address: '210 Water St\nPortland ME 04101' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const projectId = await createProject(ada, {
      project_address: '12 Oak Lane, Falmouth ME',
      owner_name: 'Dana Whitfield',
      organization_id: String(firm),
      project_number: '2026-014',
    });
    const created = await ada.post('/api/floordesigns/create/', {
      body: { name: 'Cottage', unit: 'feet', raw_json: { south: FACE, north: FACE, west: FACE, east: FACE } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: number }).id;
    const res = generateVariants(
      {
        square_footage: 900,
        num_bedrooms: 2,
        num_bathrooms: 1,
        num_car_garage: 0,
        story: 1,
        layout_style: 'standard',
      },
      { seed: 7, count: 1 },
    );
    if (!res.ok) throw new Error(res.message);
    const [plan] = res.variants;
    if (!plan) throw new Error('no variant');
    expect(
      (await ada.post(`/api/floordesigns/${id}/edit/`, { body: { pages: planToPages(plan) } })).statusCode,
    ).toBe(200);
    const sent = await ada.post(`/api/floordesigns/${id}/send_to_project/`, {
      body: { project_id: projectId, as: 'dxf_revision', page: 'all' },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const pdf = await ada.get(`/api/floordesigns/${id}/export/pdf/?scale=1/4in&sheet_number=A-101`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const [sheet] = await readPdfSheets(new Uint8Array(pdf.rawPayload));
    const texts = sheet?.texts.map((x) => x.text) ?? [];
    for (const expected of [
      'Harbor & Pine Architects',
      '210 Water St, Portland ME 04101',
      '12 Oak Lane, Falmouth ME',
      'Dana Whitfield',
      '2026-014',
      'A-101',
    ])
      expect(texts).toContain(expected);
  });
});
