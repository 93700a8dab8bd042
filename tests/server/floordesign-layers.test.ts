import { describe, expect, it } from 'vitest';
import {
  FloorDesignEditResponse,
  Revision,
  type FloorDesignSaveRequest,
} from '../../src/contract/floordesigns';
import { DRAWING_VERSION, type Layer, type Page } from '../../src/core/model/page';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp, type TestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';

// Drawing model v4: a page's layers (and its current layer) are saved and read back by every save path — whole
// pages, delta patches of a page with layers, revisions — and a page without layers is stored as before.

const PASSWORD = 'correct horse battery';
const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });
const RAW = { south: face(30), north: face(30), west: face(20), east: face(20) };

const WALLS: Layer = {
  name: 'A-WALL',
  color: '#ff0000',
  visible: true,
  frozen: false,
  locked: true,
  linetype: 'DASHED',
  lineweight: 0.5,
};
const HIDDEN: Layer = { ...WALLS, name: 'Hidden', visible: false, locked: false, linetype: 'CONTINUOUS' };

const arc = (id: string, x = 0) =>
  finalizeElement({
    id,
    type: 'arc',
    x,
    y: 0,
    rotation: 0,
    radius: 40,
    startAngle: 10,
    endAngle: 200,
    layer: 'A-WALL',
  });

const layeredPage = (): Page => ({
  version: DRAWING_VERSION,
  id: 'p1',
  name: 'Plan',
  elements: [arc('a1'), arc('a2', 100)],
  layers: [WALLS, HIDDEN],
  currentLayer: 'A-WALL',
});

async function loggedIn(t: TestApp) {
  await createTestUser(t.repos, 'ada', PASSWORD);
  const browser = new Browser(t.app);
  expect((await browser.logIn('ada', PASSWORD)).statusCode).toBe(200);
  return browser;
}

async function createDesign(browser: Browser) {
  const res = await browser.post('/api/floordesigns/create/', {
    body: { name: 'Cottage', unit: 'feet', raw_json: RAW },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}

const detailPages = async (browser: Browser, id: number) =>
  ((await browser.get(`/api/floordesigns/${id}/`)).json() as { pages: Page[] }).pages;

describe.each(BACKENDS)('page layers on $name', (backend) => {
  const t = useTestApp(backend);

  it('keeps layers and the current layer through a whole save, a delta patch and the revision', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    const page = layeredPage();
    const saved = await browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages: [page] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = FloorDesignEditResponse.parse(saved.json()).revision;
    expect(await detailPages(browser, id)).toEqual([page]);

    // A patch of one element: the stored layers stay with the page.
    const moved = { ...arc('a1', 5) };
    const body: FloorDesignSaveRequest = {
      base_version: first.version_number,
      page_order: ['p1'],
      patches: [{ id: 'p1', name: 'Plan', put: [moved], remove: [] }],
    };
    const patched = await browser.post(`/api/floordesigns/${id}/save/`, { body });
    expect(patched.statusCode, patched.body).toBe(200);
    const second = FloorDesignEditResponse.parse(patched.json()).revision;
    const after = await detailPages(browser, id);
    expect(after[0]?.layers).toEqual([WALLS, HIDDEN]);
    expect(after[0]?.currentLayer).toBe('A-WALL');
    expect(after[0]?.elements[0]).toMatchObject({ id: 'a1', x: 5, layer: 'A-WALL' });

    const revision = await browser.get(`/api/floordesigns/${id}/revisions/${second.id}/`);
    expect(Revision.parse(revision.json()).pages_json[0]?.layers).toEqual([WALLS, HIDDEN]);
  });

  it("keeps the layers of a new design's first page, stored before any save", async () => {
    const browser = await loggedIn(t);
    const user = await t.repos.users.findByUsername('ada');
    const id = await t.repos.floorDesigns.create(user?.id ?? 0, {
      name: 'Imported',
      unit: 'feet',
      rawJson: null,
      outlineMetadata: null,
      firstPage: layeredPage(),
    });
    expect(await detailPages(browser, id)).toEqual([layeredPage()]);
  });

  it('refuses a page whose layer names repeat in another case', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    const page = { ...layeredPage(), layers: [WALLS, { ...WALLS, name: 'a-wall' }] };
    const res = await browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages: [page] } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('duplicate layer name');
  });
});
