import { describe, expect, it } from 'vitest';
import { FloorDesignEditResponse, RevisionSummaryListResponse } from '../../src/contract/floordesigns';
import { finalizeElement } from '../../src/core/model/snapPoints';
import type { Page } from '../../src/core/model/page';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';

// Issue 26 item 4: saving (and so exporting or sending with "save first") a design whose pages have not changed
// since its last revision makes no revision; the save still answers as the spec's call does.

const PASSWORD = 'correct horse battery';
const RAW = {
  south: { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  north: { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  west: { length: 20, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  east: { length: 20, segments: 1, brokenWall: { enabled: false, segments: 1 } },
};

const rectangle = (id: string, x = 10) =>
  finalizeElement({ id, type: 'rectangle', x, y: 20, rotation: 0, width: 60, height: 40 });
const page = (id: string, elements = [rectangle(`${id}-r`)], name = 'Page 1'): Page => ({
  version: 4,
  layers: [],
  id,
  name,
  elements,
});

describe.each(BACKENDS)('saves of an unchanged design on $name', (backend) => {
  const t = useTestApp(backend);

  async function designOf(pages: Page[]) {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const browser = new Browser(t.app);
    expect((await browser.logIn('ada', PASSWORD)).statusCode).toBe(200);
    const res = await browser.post('/api/floordesigns/create/', {
      body: { name: 'Cottage', unit: 'feet', raw_json: RAW },
    });
    const id = (res.json() as { id: number }).id;
    const first = await edit(browser, id, { pages });
    return { browser, id, first };
  }

  async function edit(browser: Browser, id: number, body: Record<string, unknown>) {
    const res = await browser.post(`/api/floordesigns/${id}/edit/`, { body });
    expect(res.statusCode, res.body).toBe(200);
    return FloorDesignEditResponse.parse(res.json()).revision;
  }

  const summaries = async (browser: Browser, id: number) =>
    RevisionSummaryListResponse.parse(
      (await browser.get(`/api/floordesigns/${id}/revisions/?summary=1`)).json(),
    );
  const updatedAt = async (id: number) =>
    (
      await t.database.db.kysely
        .selectFrom('floor_designs')
        .select('updated_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).updated_at;

  it('a full save of the same pages answers the latest revision and adds none, the design untouched', async () => {
    const pages = [page('p1'), page('p2', [rectangle('b')], 'Page 2')];
    const { browser, id, first } = await designOf(pages);
    const before = await updatedAt(id);
    t.clock.advance(60_000);
    for (let i = 0; i < 3; i += 1) {
      const again = await edit(browser, id, { name: 'Cottage', unit: 'feet', pages });
      expect(again).toEqual(first);
    }
    expect((await summaries(browser, id)).map((r) => r.version_number)).toEqual([1]);
    expect(await updatedAt(id)).toBe(before);
  });

  it("the app's delta save keeping every page adds no revision; a changed page still does", async () => {
    const { browser, id } = await designOf([page('p1'), page('p2', [rectangle('b')], 'Page 2')]);
    const kept = await browser.post(`/api/floordesigns/${id}/save/`, {
      body: { base_version: 1, page_order: ['p1', 'p2'] },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(FloorDesignEditResponse.parse(kept.json()).revision.version_number).toBe(1);

    const moved = await browser.post(`/api/floordesigns/${id}/save/`, {
      body: { base_version: 1, page_order: ['p1', 'p2'], pages: [page('p1', [rectangle('p1-r', 99)])] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(FloorDesignEditResponse.parse(moved.json()).revision.version_number).toBe(2);
    expect((await summaries(browser, id)).map((r) => r.version_number)).toEqual([2, 1]);
  });

  it('pages in another order, or renamed, are a change; a renamed design with the same pages is not', async () => {
    const a = page('p1');
    const b = page('p2', [rectangle('b')], 'Page 2');
    const { browser, id } = await designOf([a, b]);
    expect((await edit(browser, id, { pages: [b, a] })).version_number).toBe(2);
    expect((await edit(browser, id, { pages: [b, { ...a, name: 'Ground' }] })).version_number).toBe(3);
    const renamed = await edit(browser, id, { name: 'Cottage II', pages: [b, { ...a, name: 'Ground' }] });
    expect(renamed.version_number).toBe(3);
    const detail = (await browser.get(`/api/floordesigns/${id}/`)).json() as { name: string };
    expect(detail.name).toBe('Cottage II');
  });

  it('a page added since the last revision makes the next save a revision even when it is empty', async () => {
    const { browser, id } = await designOf([page('p1')]);
    const added = await browser.post(`/api/floordesigns/${id}/pages/create/`, { body: { name: 'Page 2' } });
    expect(added.statusCode, added.body).toBe(200);
    const newPage = (added.json() as { new_page: Page }).new_page;
    expect((await edit(browser, id, { pages: [page('p1'), newPage] })).version_number).toBe(2);
  });
});
