import { describe, expect, it } from 'vitest';
import {
  FLOOR_DESIGN_NOT_FOUND,
  FloorDesignDetail,
  FloorDesignEditResponse,
  FloorDesignListResponse,
  LAST_PAGE_ERROR,
  PageCreateResponse,
  RevisionListResponse,
} from '../../src/contract/floordesigns';
import { finalizeElement } from '../../src/core/model/snapPoints';
import type { Page } from '../../src/core/model/page';
import { OUTLINE_ERRORS } from '../../src/core/outline';
import { seedDemo } from '../../src/server/admin/seed-demo';
import { DEMO_FLOOR_DESIGN } from '../../src/server/admin/seed-floordesign';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';

const PASSWORD = 'correct horse battery';

const face = (length: number, segments = 1) => ({
  length,
  segments,
  brokenWall: { enabled: false, segments: 1 },
});
const RAW = { south: face(30, 2), north: face(30), west: face(20), east: face(20) };

const rectangle = (id: string, x = 10) =>
  finalizeElement({ id, type: 'rectangle', x, y: 20, rotation: 0, width: 60, height: 40 });
const line = (id: string) => finalizeElement({ id, type: 'line', x: 0, y: 0, x2: 100, y2: 50, rotation: 0 });
const page = (id: string, elements = [rectangle(`${id}-r`)], name = 'Page 1'): Page => ({
  version: 4,
  layers: [],
  id,
  name,
  elements,
});

describe.each(BACKENDS)('floor designs on $name', (backend) => {
  const t = useTestApp(backend);

  async function loggedIn(username = 'ada') {
    await createTestUser(t.repos, username, PASSWORD);
    const browser = new Browser(t.app);
    expect((await browser.logIn(username, PASSWORD)).statusCode).toBe(200);
    return browser;
  }

  async function createDesign(browser: Browser, name = 'Cottage', raw: object = RAW, unit = 'feet') {
    const res = await browser.post('/api/floordesigns/create/', { body: { name, unit, raw_json: raw } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  }

  async function detail(browser: Browser, id: number) {
    const res = await browser.get(`/api/floordesigns/${id}/`);
    expect(res.statusCode).toBe(200);
    return FloorDesignDetail.parse(res.json());
  }

  const save = (browser: Browser, id: number, body: object) =>
    browser.post(`/api/floordesigns/${id}/edit/`, { body });

  describe('create and read', () => {
    it('builds the outline on the first page from raw_json and answers the design', async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const design = await detail(browser, id);
      expect(design).toMatchObject({
        id,
        name: 'Cottage',
        unit: 'feet',
        notes: null,
        raw_json: RAW,
        latest_revision: null,
        is_active: true,
      });
      expect(design.pages).toHaveLength(1);
      const [first] = design.pages;
      expect(first?.name).toBe('Page 1');
      // South is split in two, the other faces are one wall each, all in one group.
      expect(first?.elements.map((el) => el.type)).toEqual(['wall', 'wall', 'wall', 'wall', 'wall']);
      expect(new Set(first?.elements.map((el) => el.groupId)).size).toBe(1);
      expect(design.outline_metadata?.closed).toBe(true);
      expect(design.outline_metadata?.faces.south.walls).toHaveLength(2);
      expect(design.outline_metadata?.faces.south.label).toBe(`30' 0"`);
    });

    it('ignores a client outline_metadata and derives its own', async () => {
      const browser = await loggedIn();
      const res = await browser.post('/api/floordesigns/create/', {
        body: { name: 'Shed', unit: 'meters', raw_json: RAW, outline_metadata: { forged: true } },
      });
      expect(res.statusCode).toBe(200);
      const design = await detail(browser, (res.json() as { id: number }).id);
      expect(design.unit).toBe('meters');
      expect(design.outline_metadata?.unit).toBe('meters');
      expect(design.outline_metadata).not.toHaveProperty('forged');
    });

    it.each([
      [{ name: '', unit: 'feet', raw_json: RAW }, 'name: is required'],
      [{ name: 'X', unit: 'yards', raw_json: RAW }, 'unit: must be feet or meters'],
      [{ name: 'X', raw_json: { ...RAW, south: face(-1) } }, 'raw_json.south.length: must be 0 or more'],
      [
        {
          name: 'X',
          raw_json: { ...RAW, west: { ...face(10), brokenWall: { enabled: true, segments: 2 } } },
        },
        'raw_json.west.brokenWall.segments: must be odd',
      ],
      [{ name: 'X', raw_json: { ...RAW, east: face(0) } }, OUTLINE_ERRORS.zero],
      [{ name: 'X', raw_json: { ...RAW, south: face(100) } }, OUTLINE_ERRORS.impossible],
    ])('refuses %j with a message', async (body, error) => {
      const browser = await loggedIn();
      const res = await browser.post('/api/floordesigns/create/', { body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
      const list = await browser.get('/api/floordesigns/');
      expect(list.json()).toEqual([]);
    });

    it('refuses a body that is not JSON without crashing', async () => {
      const browser = await loggedIn();
      const res = await browser.post('/api/floordesigns/create/', {
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('error');
    });
  });

  describe('lists, archive and unarchive', () => {
    it('lists active designs newest first as a bare array and moves them between the lists', async () => {
      const browser = await loggedIn();
      const first = await createDesign(browser, 'First');
      t.clock.advance(60_000);
      const second = await createDesign(browser, 'Second');

      const active = FloorDesignListResponse.parse((await browser.get('/api/floordesigns/')).json());
      expect(active.map((d) => [d.name, d.unit, d.is_active])).toEqual([
        ['Second', 'feet', true],
        ['First', 'feet', true],
      ]);
      expect((await browser.get('/api/floordesigns/archived/show/')).json()).toEqual([]);

      expect((await browser.post(`/api/floordesigns/${first}/archive/`)).json()).toEqual({ success: true });
      const afterArchive = FloorDesignListResponse.parse((await browser.get('/api/floordesigns/')).json());
      expect(afterArchive.map((d) => d.id)).toEqual([second]);
      const archived = FloorDesignListResponse.parse(
        (await browser.get('/api/floordesigns/archived/show/')).json(),
      );
      expect(archived.map((d) => [d.id, d.is_active])).toEqual([[first, false]]);
      expect((await detail(browser, first)).is_active).toBe(false);

      expect((await browser.post(`/api/floordesigns/${first}/unarchive/`)).statusCode).toBe(200);
      const restored = FloorDesignListResponse.parse((await browser.get('/api/floordesigns/')).json());
      expect(restored.map((d) => d.id).sort()).toEqual([first, second].sort());
      expect((await browser.get('/api/floordesigns/archived/show/')).json()).toEqual([]);
    });
  });

  describe('pages', () => {
    it('creates "Page {n}" pages and named pages, and answers every page', async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const res = await browser.post(`/api/floordesigns/${id}/pages/create/`, { body: {} });
      expect(res.statusCode).toBe(200);
      const created = PageCreateResponse.parse(res.json());
      expect(created.new_page).toMatchObject({ name: 'Page 2', elements: [] });
      expect(created.all_pages.map((p) => p.name)).toEqual(['Page 1', 'Page 2']);

      const named = PageCreateResponse.parse(
        (await browser.post(`/api/floordesigns/${id}/pages/create/`, { body: { name: 'Roof' } })).json(),
      );
      expect(named.all_pages.map((p) => p.name)).toEqual(['Page 1', 'Page 2', 'Roof']);
      expect((await detail(browser, id)).pages.map((p) => [p.id, p.name])).toEqual(
        named.all_pages.map((p) => [p.id, p.name]),
      );
    });

    it('does not reuse a "Page {n}" name still in use after a deletion', async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const two = PageCreateResponse.parse(
        (await browser.post(`/api/floordesigns/${id}/pages/create/`)).json(),
      );
      await browser.post(`/api/floordesigns/${id}/pages/create/`);
      await browser.post(`/api/floordesigns/${id}/pages/delete/`, { body: { pages: [two.new_page.id] } });
      const next = PageCreateResponse.parse(
        (await browser.post(`/api/floordesigns/${id}/pages/create/`)).json(),
      );
      expect(next.all_pages.map((p) => p.name)).toEqual(['Page 1', 'Page 3', 'Page 4']);
    });

    it('deletes the named pages, ignores unknown ids, and keeps the last page', async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const added = PageCreateResponse.parse(
        (await browser.post(`/api/floordesigns/${id}/pages/create/`)).json(),
      );
      const firstId = added.all_pages[0]?.id ?? '';

      const res = await browser.post(`/api/floordesigns/${id}/pages/delete/`, {
        body: { pages: [added.new_page.id, 'no-such-page'] },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ remaining_pages: [{ id: firstId, name: 'Page 1' }] });

      const last = await browser.post(`/api/floordesigns/${id}/pages/delete/`, {
        body: { pages: [firstId] },
      });
      expect(last.statusCode).toBe(400);
      expect(last.json()).toEqual({ error: LAST_PAGE_ERROR });
      expect((await detail(browser, id)).pages).toHaveLength(1);

      const empty = await browser.post(`/api/floordesigns/${id}/pages/delete/`, { body: { pages: [] } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ error: 'pages: must name at least one page' });
    });
  });

  describe('edit (save) and revisions', () => {
    it('stores the pages and fields and appends revisions, listed newest first', async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const pagesV1 = [page('p1', [rectangle('r1')])];
      const res1 = await save(browser, id, {
        name: 'Cottage v2',
        unit: 'meters',
        notes: 'South facing',
        pages: pagesV1,
      });
      expect(res1.statusCode, res1.body).toBe(200);
      const rev1 = FloorDesignEditResponse.parse(res1.json()).revision;
      expect(rev1.version_number).toBe(1);

      t.clock.advance(1000);
      const pagesV2 = [page('p1', [rectangle('r1'), line('l1')]), page('p2', [], 'Page 2')];
      const rev2 = FloorDesignEditResponse.parse(
        (await save(browser, id, { pages: pagesV2 })).json(),
      ).revision;
      expect(rev2.version_number).toBe(2);
      expect(rev2.saved_at > rev1.saved_at).toBe(true);

      const design = await detail(browser, id);
      expect(design).toMatchObject({
        name: 'Cottage v2',
        unit: 'meters',
        notes: 'South facing',
        raw_json: RAW,
      });
      expect(design.pages).toEqual(pagesV2);
      expect(design.latest_revision).toMatchObject({ id: rev2.id, version_number: 2, pages_json: pagesV2 });

      const revisions = RevisionListResponse.parse(
        (await browser.get(`/api/floordesigns/${id}/revisions/`)).json(),
      );
      expect(revisions.map((r) => [r.version_number, r.saved_at])).toEqual([
        [2, rev2.saved_at],
        [1, rev1.saved_at],
      ]);
      expect(revisions[1]?.pages_json).toEqual(pagesV1);
    });

    it("accepts outline_metadata in the spec's shape and the product's own, storing only what raw_json gives", async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const before = await detail(browser, id);
      const specShape = {
        south: { length: 99, segments: 7 },
        north: { length: 99, segments: 7 },
        west: { length: 1, segments: 1 },
        east: { length: 1, segments: 1 },
      };
      const spec = await save(browser, id, {
        name: 'Cottage',
        unit: 'feet',
        notes: null,
        raw_json: RAW,
        outline_metadata: specShape,
        pages: before.pages,
      });
      expect(spec.statusCode, spec.body).toBe(200);
      // raw_json did not change: the stored summary is the one create derived, walls and ids alike.
      expect((await detail(browser, id)).outline_metadata).toEqual(before.outline_metadata);

      // The product's own summary, forged, with a new raw_json: the server derives the summary from raw_json.
      const forged = { ...before.outline_metadata, perimeterPx: 1, closed: false };
      const wider = { ...RAW, south: face(40, 4), north: face(40) };
      const own = await save(browser, id, { raw_json: wider, outline_metadata: forged, pages: before.pages });
      expect(own.statusCode, own.body).toBe(200);
      const after = await detail(browser, id);
      expect(after.raw_json).toEqual(wider);
      expect(after.outline_metadata?.closed).toBe(true);
      expect(after.outline_metadata?.faces.south).toMatchObject({ length: 40, segments: 4, label: `40' 0"` });
      expect(after.outline_metadata?.faces.south.walls).toHaveLength(4);
      expect(after.outline_metadata?.perimeterPx).toBeGreaterThan(before.outline_metadata?.perimeterPx ?? 0);

      // A unit change alone re-derives the summary in that unit; clearing raw_json clears it.
      await save(browser, id, { unit: 'meters', outline_metadata: forged, pages: before.pages });
      expect((await detail(browser, id)).outline_metadata?.unit).toBe('meters');
      await save(browser, id, { raw_json: null, outline_metadata: specShape, pages: before.pages });
      expect(await detail(browser, id)).toMatchObject({ raw_json: null, outline_metadata: null });
    });

    it('refuses an edit whose raw_json makes no outline, as create does, and changes nothing', async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const before = await detail(browser, id);
      const res = await save(browser, id, { raw_json: { ...RAW, south: face(100) }, pages: before.pages });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: OUTLINE_ERRORS.impossible });
      expect(await detail(browser, id)).toEqual(before);
    });

    it('upgrades an older page document (unversioned, free-hand, flat points) before storing it', async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const legacy = [{ elements: [{ type: 'free-hand', x: 0, y: 0, points: [0, 0, 10, 10, 20, 5] }] }];
      const res = await save(browser, id, { pages: legacy });
      expect(res.statusCode, res.body).toBe(200);
      const [stored] = (await detail(browser, id)).pages;
      expect(stored).toMatchObject({ version: 4, id: 'page-1', name: 'Page 1' });
      expect(stored?.elements[0]).toMatchObject({
        id: 'page-1-e1',
        type: 'free-pencil',
        points: [
          { x: 0, y: 0 },
          { x: 10, y: 10 },
          { x: 20, y: 5 },
        ],
      });
    });

    it.each([
      [
        {
          pages: [
            page('p1', [
              rectangle('a'),
              rectangle('b'),
              rectangle('c'),
              { ...rectangle('d'), x: 'abc' } as never,
            ]),
          ],
        },
        'pages[0].elements[3].x: must be a finite number',
      ],
      [
        { pages: [page('p1', [{ ...rectangle('a'), type: 'blob' } as never])] },
        'pages[0].elements[0].type: is not a known element type',
      ],
      [
        { pages: [page('p1', [rectangle('a'), rectangle('a')])] },
        'pages[0].elements[1].id: is a duplicate id',
      ],
      [{ pages: [page('p1'), page('p1')] }, 'pages[1].id: is a duplicate page id'],
      [{ pages: [] }, `pages: ${LAST_PAGE_ERROR}`],
      [{}, 'pages: Invalid input: expected array, received undefined'],
      [{ pages: [page('p1', [{ ...rectangle('a'), x: 1e9 }])] }, 'pages[0].elements[0].x: is out of range'],
      [{ pages: [page('p1')], name: '  ' }, 'name: is required'],
      [{ pages: [page('p1')], notes: 'n'.repeat(10_001) }, 'notes: must be at most 10000 characters'],
    ])('refuses %# with a message naming the path', async (body, error) => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const res = await save(browser, id, body);
      expect(res.statusCode).toBe(400);
      expect((res.json() as { error: string }).error.split('; ')[0]).toBe(error);
      expect((await browser.get(`/api/floordesigns/${id}/revisions/`)).json()).toEqual([]);
    });

    it('refuses more than 100 pages and more than 50,000 elements on a page', async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const many = Array.from({ length: 101 }, (_, i) => page(`p${i}`, []));
      const res = await save(browser, id, { pages: many });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'pages: must have at most 100 pages' });

      const light = { id: 'x', type: 'line', x: 0, y: 0, x2: 1, y2: 1, rotation: 0 };
      const crowded = Array.from({ length: 50_001 }, (_, i) => ({ ...light, id: `e${i}` }));
      const res2 = await save(browser, id, { pages: [page('p1', crowded as never)] });
      expect(res2.statusCode).toBe(400);
      expect(res2.json()).toEqual({ error: 'pages[0].elements: must have at most 50000 elements' });
    });

    it('accepts a page of 50,000 elements (the save body limit fits it) and refuses a body over the limit', async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const elements = Array.from({ length: 50_000 }, (_, i) =>
        rectangle(`el_${i.toString(36).padStart(16, '0')}`, i),
      );
      const res = await save(browser, id, { pages: [page('p1', elements)] });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const stored = (await browser.get(`/api/floordesigns/${id}/`)).json() as {
        pages: { elements: unknown[] }[];
      };
      expect(stored.pages[0]?.elements).toHaveLength(50_000);

      const huge = await browser.post(`/api/floordesigns/${id}/edit/`, {
        body: `{"pages":[],"notes":"${'x'.repeat(49 * 1024 * 1024)}"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.statusCode).toBe(413);
    });

    it('keeps all of 50 concurrent saves with version numbers exactly 1..50', async () => {
      const browser = await loggedIn();
      const id = await createDesign(browser);
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          save(browser, id, { pages: [page('p1', [rectangle(`r${i}`, i)])] }),
        ),
      );
      for (const res of responses) expect(res.statusCode, res.body).toBe(200);
      const answered = responses.map(
        (res) => FloorDesignEditResponse.parse(res.json()).revision.version_number,
      );
      expect([...answered].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));

      const revisions = RevisionListResponse.parse(
        (await browser.get(`/api/floordesigns/${id}/revisions/`)).json(),
      );
      expect(revisions.map((r) => r.version_number)).toEqual(Array.from({ length: 50 }, (_, i) => 50 - i));
      // Every save's drawing is kept in its own revision.
      const saved = new Set(revisions.map((r) => r.pages_json[0]?.elements[0]?.id));
      expect(saved.size).toBe(50);
    });
  });

  describe('access', () => {
    it('answers 404 on every call for a design of another user and changes nothing', async () => {
      const owner = await loggedIn('owner');
      const id = await createDesign(owner);
      const other = await loggedIn('mallory');
      const calls: [string, string, object?][] = [
        ['GET', `/api/floordesigns/${id}/`],
        ['GET', `/api/floordesigns/${id}/revisions/`],
        ['POST', `/api/floordesigns/${id}/archive/`],
        ['POST', `/api/floordesigns/${id}/unarchive/`],
        ['POST', `/api/floordesigns/${id}/pages/create/`, { name: 'Mine' }],
        ['POST', `/api/floordesigns/${id}/pages/delete/`, { pages: ['x'] }],
        ['POST', `/api/floordesigns/${id}/edit/`, { pages: [page('p1')] }],
      ];
      for (const [method, url, body] of calls) {
        const res = await other.request(method as 'GET' | 'POST', url, body ? { body } : {});
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ error: FLOOR_DESIGN_NOT_FOUND });
      }
      expect((await other.get('/api/floordesigns/')).json()).toEqual([]);
      const untouched = await detail(owner, id);
      expect(untouched.is_active).toBe(true);
      expect(untouched.pages).toHaveLength(1);
      expect(untouched.latest_revision).toBeNull();
    });

    it.each(['999999', 'abc', '0', '1.5'])('answers 404 for the unknown or malformed id %s', async (raw) => {
      const browser = await loggedIn();
      const res = await browser.get(`/api/floordesigns/${raw}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: FLOOR_DESIGN_NOT_FOUND });
    });

    it('answers 401 when logged out and 403 without the CSRF header', async () => {
      expect((await new Browser(t.app).get('/api/floordesigns/')).statusCode).toBe(401);
      const browser = await loggedIn();
      const res = await browser.post('/api/floordesigns/create/', {
        body: { name: 'X', raw_json: RAW },
        csrf: false,
      });
      expect(res.statusCode).toBe(403);
      expect((await browser.get('/api/floordesigns/')).json()).toEqual([]);
    });
  });

  it('seed-demo creates one demo floor design with a revision, once', async () => {
    await seedDemo(t.repos);
    await seedDemo(t.repos);
    const demo = await t.repos.users.findByUsername('demo');
    const designs = await t.repos.floorDesigns.listVisible(demo?.id ?? 0, true);
    expect(designs.map((d) => d.name)).toEqual([DEMO_FLOOR_DESIGN]);
    const revisions = await t.repos.floorDesigns.revisions(designs[0]?.id ?? 0);
    expect(revisions.map((r) => r.version_number)).toEqual([1]);
    expect(revisions[0]?.pages_json[0]?.elements.length).toBeGreaterThan(4);
  });
});
