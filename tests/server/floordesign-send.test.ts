import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DESIGN_IN_OTHER_PROJECT, SendToProjectResponse } from '../../src/contract/export';
import { Project } from '../../src/contract/projects';
import type { DrawingElement } from '../../src/core/model/elements';
import { DRAWING_VERSION, type Page } from '../../src/core/model/page';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { analyzeDxf } from '../../src/formats/dxf/analyze';
import { makeLimits } from '../../src/formats/limits';
import type { Browser } from './helpers/browser';
import { useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';
import { BASE, createProject, loggedIn } from './helpers/projects';

// Issue 12 item 2: a design's pages go into its project as drawing pages (PDF sheets to scale) or as a proposed
// DXF revision; a design without a project is attached to the one it is sent to.

const FOOT = 12 * 96;
const RAW = {
  south: { length: 40, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  north: { length: 40, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  west: { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  east: { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } },
};
const wall = (id: string, y: number): DrawingElement =>
  finalizeElement({ id, type: 'wall', x: 0, y, x2: 40 * FOOT, y2: y, rotation: 0, thickness: 6 * 96 });
const page = (id: string, name: string): Page => ({
  version: DRAWING_VERSION,
  layers: [],
  id,
  name,
  elements: [wall(`${id}-a`, 0), wall(`${id}-b`, 30 * FOOT)],
});

describe.each(BACKENDS)('send a floor design to its project on $name', (backend) => {
  const t = useTestApp(backend);

  async function design(browser: Browser, pages: Page[] = [page('p1', 'Ground floor')]) {
    const created = await browser.post('/api/floordesigns/create/', {
      body: { name: 'Lake House', unit: 'feet', raw_json: RAW },
    });
    const id = (created.json() as { id: number }).id;
    expect((await browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages } })).statusCode).toBe(200);
    return id;
  }

  const detail = async (browser: Browser, projectId: number) =>
    Project.parse((await browser.get(`${BASE}/${projectId}/`)).json());

  it('a page becomes a Floor Plan drawing page of the project, a PDF sheet at the largest scale that fits', async () => {
    const ada = await loggedIn(t);
    const projectId = await createProject(ada);
    const designId = await design(ada);
    const res = await ada.post(`/api/floordesigns/${designId}/send_to_project/`, {
      body: { project_id: projectId, as: 'drawing_page', page: 'p1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = SendToProjectResponse.parse(res.json());
    expect(answer.drawing_page_ids).toHaveLength(1);

    const project = await detail(ada, projectId);
    expect(project.drawing_pages).toEqual([
      expect.objectContaining({
        // Named by the sheet's own number and title, as the set's index lists it.
        name: 'A-101 – Ground floor Plan',
        page_type: 'floor',
        scale: `1/2" = 1'-0"`,
        content_type: 'application/pdf',
      }),
    ]);
    // The design now belongs to the project and is listed on it.
    expect(project.floor_designs.map((d) => d.id)).toEqual([designId]);
    const file = await ada.get(project.drawing_pages[0]?.file ?? '');
    expect(file.statusCode).toBe(200);
    const sheet = (await PDFDocument.load(file.rawPayload)).getPage(0).getSize();
    expect([sheet.width / 72, sheet.height / 72]).toEqual([36, 24]);
  });

  it('all pages become one drawing page each, after the pages the project had', async () => {
    const ada = await loggedIn(t);
    const projectId = await createProject(ada);
    const designId = await design(ada, [page('p1', 'Level 1'), page('p2', 'Level 2')]);
    const send = () =>
      ada.post(`/api/floordesigns/${designId}/send_to_project/`, {
        body: { project_id: projectId, as: 'drawing_page', page: 'all', scale: '1/4in' },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const pages = (await detail(ada, projectId)).drawing_pages;
    expect(pages.map((p) => [p.name, p.order, p.scale])).toEqual([
      ['A-101 – Level 1 Floor Plan', 0, `1/4" = 1'-0"`],
      ['A-102 – Level 2 Floor Plan', 1, `1/4" = 1'-0"`],
      ['A-101 – Level 1 Floor Plan', 2, `1/4" = 1'-0"`],
      ['A-102 – Level 2 Floor Plan', 3, `1/4" = 1'-0"`],
    ]);
  });

  it('the sheets are numbered and titled as asked: the first number, counted on; a title for one page', async () => {
    const ada = await loggedIn(t);
    const projectId = await createProject(ada);
    const designId = await design(ada, [page('p1', 'Level 1'), page('p2', 'Level 2')]);
    const all = await ada.post(`/api/floordesigns/${designId}/send_to_project/`, {
      body: { project_id: projectId, as: 'drawing_page', page: 'all', scale: '1/4in', sheet_number: 'A-201' },
    });
    expect(all.statusCode, all.body).toBe(200);
    const one = await ada.post(`/api/floordesigns/${designId}/send_to_project/`, {
      body: {
        project_id: projectId,
        as: 'drawing_page',
        page: 'p1',
        sheet_number: 'A1.01',
        sheet_title: 'Site Plan',
      },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect((await detail(ada, projectId)).drawing_pages.map((p) => p.name)).toEqual([
      'A-201 – Level 1 Floor Plan',
      'A-202 – Level 2 Floor Plan',
      'A1.01 – Site Plan',
    ]);
    const bad = await ada.post(`/api/floordesigns/${designId}/send_to_project/`, {
      body: { project_id: projectId, as: 'drawing_page', page: 'p1', sheet_number: 'A 1/2' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('sheet_number');
  });

  it('as a DXF revision: the next proposed revision, in inches, readable by the project reader', async () => {
    const ada = await loggedIn(t);
    const projectId = await createProject(ada);
    const designId = await design(ada);
    const res = await ada.post(`/api/floordesigns/${designId}/send_to_project/`, {
      body: { project_id: projectId, as: 'dxf_revision', page: 'all' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(SendToProjectResponse.parse(res.json()).dxf_revision_number).toBe(1);
    const [revision] = (await detail(ada, projectId)).proposed_dxf_revisions;
    const file = await ada.get(revision?.file ?? '');
    expect(file.statusCode).toBe(200);
    const { processed } = analyzeDxf(new Uint8Array(file.rawPayload), makeLimits());
    expect(processed.insunits).toBe(1);
    expect(processed.layers.map((l) => l.name)).toContain('A-WALL');
  });

  it("refuses another project than the design's, projects the caller cannot see, and bad bodies", async () => {
    const ada = await loggedIn(t);
    const first = await createProject(ada);
    const second = await createProject(ada, { project_address: '2 Other Street' });
    const designId = await design(ada);
    const to = (project_id: number, extra: Record<string, unknown> = {}) =>
      ada.post(`/api/floordesigns/${designId}/send_to_project/`, {
        body: { project_id, as: 'drawing_page', page: 'p1', ...extra },
      });
    expect((await to(first)).statusCode).toBe(200);
    const other = await to(second);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: DESIGN_IN_OTHER_PROJECT });

    const eve = await loggedIn(t, 'eve');
    const eveProject = await createProject(eve);
    expect((await to(eveProject)).statusCode).toBe(404);
    const evesTry = await eve.post(`/api/floordesigns/${designId}/send_to_project/`, {
      body: { project_id: eveProject, as: 'drawing_page', page: 'p1' },
    });
    expect(evesTry.statusCode).toBe(404);

    expect((await to(first, { as: 'picture' })).statusCode).toBe(400);
    expect((await to(first, { scale: 'big' })).statusCode).toBe(400);
    expect((await to(first, { page: 'nope' })).statusCode).toBe(404);
    const noToken = await ada.post(`/api/floordesigns/${designId}/send_to_project/`, {
      body: { project_id: first, as: 'drawing_page', page: 'p1' },
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
  });
});
