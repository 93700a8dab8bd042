import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  FLOOR_DESIGN_NOT_FOUND,
  FloorDesignDetail,
  FloorDesignEditResponse,
  FloorDesignOpenDetail,
  REVISION_NOT_FOUND,
  Revision,
  RevisionListResponse,
  RevisionSummaryListResponse,
} from '../../src/contract/floordesigns';
import { finalizeElement } from '../../src/core/model/snapPoints';
import type { Page } from '../../src/core/model/page';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';

// Issue 10 item 1: revisions store pages by content (an unchanged page is stored once), the list answers
// summaries with ?summary=1, one revision's pages come from /revisions/{revisionId}/, and a save answers the
// new revision's summary.

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
const bigPage = (id: string, count: number, movedX = 0) =>
  page(
    id,
    Array.from({ length: count }, (_, i) => rectangle(`${id}-e${i}`, i === 0 ? movedX : (i % 500) * 10)),
    'Big',
  );

describe.each(BACKENDS)('floor design revisions on $name', (backend) => {
  const t = useTestApp(backend);

  async function loggedIn(username = 'ada') {
    await createTestUser(t.repos, username, PASSWORD);
    const browser = new Browser(t.app);
    expect((await browser.logIn(username, PASSWORD)).statusCode).toBe(200);
    return browser;
  }

  async function createDesign(browser: Browser, name = 'Cottage') {
    const res = await browser.post('/api/floordesigns/create/', {
      body: { name, unit: 'feet', raw_json: RAW },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  }

  async function save(browser: Browser, id: number, pages: Page[]) {
    const res = await browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages } });
    expect(res.statusCode, res.body).toBe(200);
    return FloorDesignEditResponse.parse(res.json()).revision;
  }

  const blobStats = async (designId: number) => {
    const row = await t.database.db.kysely
      .selectFrom('floor_design_page_blobs')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>(sql`length(page_json)`).as('bytes'),
      ])
      .where('design_id', '=', designId)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), bytes: Number(row.bytes ?? 0) };
  };

  it('a save answers the new revision summary with its page and element counts', async () => {
    const browser = await loggedIn();
    const id = await createDesign(browser);
    const two = [page('p1', [rectangle('a'), rectangle('b')]), page('p2', [], 'Page 2')];
    expect(await save(browser, id, two)).toMatchObject({
      version_number: 1,
      page_count: 2,
      element_count: 2,
    });
  });

  it('?summary=1 lists summaries newest first without pages; the bare list keeps pages_json', async () => {
    const browser = await loggedIn();
    const id = await createDesign(browser);
    const first = await save(browser, id, [page('p1')]);
    t.clock.advance(60_000);
    const second = await save(browser, id, [
      page('p1'),
      page('p2', [rectangle('x'), rectangle('y')], 'Page 2'),
    ]);

    const res = await browser.get(`/api/floordesigns/${id}/revisions/?summary=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown>[];
    for (const r of body) expect(r).not.toHaveProperty('pages_json');
    expect(RevisionSummaryListResponse.parse(body)).toEqual([second, first]);
    expect(body[0]).toMatchObject({ page_count: 2, element_count: 3 });

    const full = RevisionListResponse.parse((await browser.get(`/api/floordesigns/${id}/revisions/`)).json());
    expect(full.map((r) => r.pages_json.map((p) => p.id))).toEqual([['p1', 'p2'], ['p1']]);
    const explicitFull = (
      await browser.get(`/api/floordesigns/${id}/revisions/?summary=0`)
    ).json() as Revision[];
    expect(explicitFull[0]?.pages_json).toHaveLength(2);
  });

  it('the detail with latest_revision=summary sends the pages once; without it, the spec answer', async () => {
    const browser = await loggedIn();
    const id = await createDesign(browser);
    const saved = await save(browser, id, [page('p1', [rectangle('a'), rectangle('b')])]);

    const lean = await browser.get(`/api/floordesigns/${id}/?latest_revision=summary`);
    expect(lean.statusCode).toBe(200);
    const body = FloorDesignOpenDetail.parse(lean.json());
    expect(body.pages[0]?.elements.map((e) => e.id)).toEqual(['a', 'b']);
    expect(lean.json()).toMatchObject({ latest_revision: saved });
    expect((lean.json() as { latest_revision: object }).latest_revision).not.toHaveProperty('pages_json');

    const full = FloorDesignDetail.parse((await browser.get(`/api/floordesigns/${id}/`)).json());
    expect(full.latest_revision?.pages_json[0]?.elements).toHaveLength(2);
    const bad = await browser.get(`/api/floordesigns/${id}/?latest_revision=some`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'latest_revision: must be summary or full' });
  });

  it('refuses a summary value it does not know', async () => {
    const browser = await loggedIn();
    const id = await createDesign(browser);
    const res = await browser.get(`/api/floordesigns/${id}/revisions/?summary=yes`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'summary: must be 1 or 0' });
  });

  it("answers one revision with its pages, and 404 for another design's or another user's", async () => {
    const ada = await loggedIn('ada');
    const id = await createDesign(ada);
    const other = await createDesign(ada, 'Barn');
    const old = await save(ada, id, [page('p1', [rectangle('old')])]);
    await save(ada, id, [page('p1', [rectangle('new')])]);
    const otherRev = await save(ada, other, [page('q1')]);

    const res = await ada.get(`/api/floordesigns/${id}/revisions/${old.id}/`);
    expect(res.statusCode).toBe(200);
    const revision = Revision.parse(res.json());
    expect(revision).toMatchObject({ id: old.id, version_number: 1, page_count: 1, element_count: 1 });
    expect(revision.pages_json[0]?.elements.map((e) => e.id)).toEqual(['old']);

    for (const path of [
      `${id}/revisions/${otherRev.id}/`,
      `${id}/revisions/999999/`,
      `${id}/revisions/abc/`,
    ]) {
      const missing = await ada.get(`/api/floordesigns/${path}`);
      expect(missing.statusCode, path).toBe(404);
      expect(missing.json()).toEqual({ error: REVISION_NOT_FOUND });
    }

    const bob = await loggedIn('bob');
    for (const path of [`${id}/revisions/${old.id}/`, `${id}/revisions/?summary=1`]) {
      const hidden = await bob.get(`/api/floordesigns/${path}`);
      expect(hidden.statusCode, path).toBe(404);
      expect(hidden.json()).toEqual({ error: FLOOR_DESIGN_NOT_FOUND });
    }
  });

  it('stores an unchanged page once: saving the same pages again adds nothing, one small page changed adds only it', async () => {
    const browser = await loggedIn();
    const id = await createDesign(browser);
    const big = bigPage('big', 2_000);
    await save(browser, id, [big, page('small', [rectangle('s0')], 'Small')]);
    const once = await blobStats(id);
    expect(once.count).toBe(2);

    await save(browser, id, [big, page('small', [rectangle('s0')], 'Small')]);
    await save(browser, id, [big, page('small', [rectangle('s1')], 'Small')]);
    const after = await blobStats(id);
    expect(after.count).toBe(3);
    // One more revision of a ~400 KB page costs one small page, not a big copy; the unchanged save, nothing.
    expect(after.bytes - once.bytes).toBeLessThan(2_000);

    const revisions = RevisionListResponse.parse(
      (await browser.get(`/api/floordesigns/${id}/revisions/`)).json(),
    );
    expect(revisions.map((r) => r.pages_json[1]?.elements[0]?.id)).toEqual(['s1', 's0']);
    expect(revisions.every((r) => r.pages_json[0]?.elements.length === 2_000)).toBe(true);
  });

  it('50 concurrent saves sharing a page store it once and keep every revision', async () => {
    const browser = await loggedIn();
    const id = await createDesign(browser);
    const shared = bigPage('shared', 200);
    // Each save changes its own page: a save equal to the latest revision would make none.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => save(browser, id, [shared, page('own', [rectangle(`o${i}`)])])),
    );
    expect(new Set(results.map((r) => r.version_number)).size).toBe(50);
    expect((await blobStats(id)).count).toBe(51);
    const revisions = RevisionListResponse.parse(
      (await browser.get(`/api/floordesigns/${id}/revisions/`)).json(),
    );
    expect(revisions).toHaveLength(50);
    for (const r of revisions) expect(r.pages_json[0]?.elements).toHaveLength(200);
  });

  it('the migration converts stored revisions both ways and the answers stay the same', async () => {
    const browser = await loggedIn();
    const id = await createDesign(browser);
    const shared = page('p1', [rectangle('a'), rectangle('b')]);
    await save(browser, id, [shared]);
    await save(browser, id, [shared, page('p2', [], 'Page 2')]);
    const url = `/api/floordesigns/${id}/revisions/`;
    const before = (await browser.get(url)).json() as Revision[];

    const db = t.database.db;
    await migrateTo(db, '2026_11_23_0360_processing_job_owner');
    const old = await sql<{
      pages_json: string;
    }>`select pages_json from floor_design_revisions order by version_number`.execute(db.kysely);
    expect(old.rows.map((r) => (JSON.parse(r.pages_json) as Page[]).length)).toEqual([1, 2]);
    // Later migrations (layout_jobs, …) come back too; this one must be among them.
    expect(await migrateToLatest(db)).toContain('2026_11_23_0410_floor_design_page_blobs');

    expect((await browser.get(url)).json()).toEqual(before);
    expect((await blobStats(id)).count).toBe(2);
    expect((await browser.get(`${url}?summary=1`)).json()).toEqual(
      before.map(({ pages_json: _pages, ...summary }) => summary),
    );
  });
});
