import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  FloorDesignEditResponse,
  Revision,
  RevisionListResponse,
  type RevisionSummary,
} from '../../src/contract/floordesigns';
import type { DrawingElement } from '../../src/core/model/elements';
import { DRAWING_VERSION } from '../../src/core/model/page';
import type { Page } from '../../src/core/model/page';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp, type TestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';
import { textElement } from './helpers/elements';

// Issue 10 item 1: a revision stores what changed. A one-element change of a big page adds at most 2 KB plus the
// element to the database, by the app's delta save and by the spec's full save alike, and every revision of a
// long history — deltas with snapshots in between — reads back exactly what was saved.

const PASSWORD = 'correct horse battery';
const RAW = {
  south: { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  north: { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  west: { length: 20, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  east: { length: 20, segments: 1, brokenWall: { enabled: false, segments: 1 } },
};

const rect = (id: string, x = 10): DrawingElement =>
  finalizeElement({ id, type: 'rectangle', x, y: 20, rotation: 0, width: 60, height: 40 });
const note = (id: string, text: string): DrawingElement => textElement(id, text, 5, 5);
const page = (id: string, elements: DrawingElement[], name = 'Page 1'): Page => ({
  version: DRAWING_VERSION,
  id,
  name,
  elements,
  layers: [],
});
const bigPage = (count: number) =>
  page(
    'big',
    Array.from({ length: count }, (_, i) => rect(`e${i}`, (i % 500) * 10)),
    'Big',
  );

async function loggedIn(t: TestApp) {
  await createTestUser(t.repos, 'ada', PASSWORD);
  const browser = new Browser(t.app);
  expect((await browser.logIn('ada', PASSWORD)).statusCode).toBe(200);
  return browser;
}

async function createDesign(browser: Browser) {
  const res = await browser.post('/api/floordesigns/create/', {
    body: { name: 'Tower', unit: 'feet', raw_json: RAW },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}

async function fullSave(browser: Browser, id: number, pages: Page[]): Promise<RevisionSummary> {
  const res = await browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages } });
  expect(res.statusCode, res.body).toBe(200);
  return FloorDesignEditResponse.parse(res.json()).revision;
}

interface Patch {
  id: string;
  name: string;
  put: readonly DrawingElement[];
  remove: string[];
}

async function deltaSave(
  browser: Browser,
  id: number,
  base: number,
  order: string[],
  changes: { pages?: Page[]; patches?: Patch[] },
): Promise<RevisionSummary> {
  const res = await browser.post(`/api/floordesigns/${id}/save/`, {
    body: {
      base_version: base,
      page_order: order,
      pages: changes.pages ?? [],
      patches: changes.patches ?? [],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return FloorDesignEditResponse.parse(res.json()).revision;
}

/** The bytes of every row the design's saves wrote: page blobs, revisions and current pages. */
async function storedBytes(t: TestApp, designId: number): Promise<number> {
  const q = t.database.db.kysely;
  const one = async (query: ReturnType<typeof sql<{ n: number | string | null }>>) =>
    Number((await query.execute(q)).rows[0]?.n ?? 0);
  return (
    (await one(sql`select sum(length(hash) + length(page_json) + coalesce(length(base_hash), 0) +
      coalesce(length(delta), 0)) as n from floor_design_page_blobs where design_id = ${designId}`)) +
    (await one(sql`select sum(length(page_hashes) + length(saved_at)) as n from floor_design_revisions
      where design_id = ${designId}`)) +
    (await one(sql`select sum(length(page_id) + length(name) + length(elements) +
      coalesce(length(content_hash), 0)) as n from floor_design_pages where design_id = ${designId}`))
  );
}

async function blobKinds(t: TestApp, designId: number) {
  const rows = await t.database.db.kysely
    .selectFrom('floor_design_page_blobs')
    .select(['base_hash', 'depth'])
    .where('design_id', '=', designId)
    .execute();
  return {
    snapshots: rows.filter((r) => r.base_hash === null).length,
    deltas: rows.filter((r) => r.base_hash !== null).length,
    deepest: Math.max(0, ...rows.map((r) => Number(r.depth))),
  };
}

async function revisionPages(browser: Browser, id: number, revisionId: number): Promise<Page[]> {
  const res = await browser.get(`/api/floordesigns/${id}/revisions/${revisionId}/`);
  expect(res.statusCode, res.body).toBe(200);
  return Revision.parse(res.json()).pages_json as Page[];
}

async function detailPages(browser: Browser, id: number): Promise<Page[]> {
  const res = await browser.get(`/api/floordesigns/${id}/?latest_revision=summary`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { pages: Page[] }).pages;
}

/** Whether the app would send the page as a patch: stored elements keep their order, new ones come last. */
function patchable(was: Page | undefined, now: Page): boolean {
  if (!was) return false;
  const at = new Map(was.elements.map((el, i) => [el.id, i]));
  let last = -1;
  let appending = false;
  for (const el of now.elements) {
    const i = at.get(el.id);
    if (i === undefined) appending = true;
    else if (appending || i < last) return false;
    else last = i;
  }
  return true;
}

/** A scripted history: each step's pages and how it is sent (whole, or as the app's delta). */
function history(steps: number): { pages: Page[]; as: 'full' | 'delta' }[] {
  let elements: DrawingElement[] = Array.from({ length: 12 }, (_, i) => rect(`r${i}`, i * 7));
  let second: Page | null = null;
  let name = 'Page 1';
  const out: { pages: Page[]; as: 'full' | 'delta' }[] = [];
  for (let s = 0; s < steps; s++) {
    const k = s % 6;
    if (k === 0) elements = elements.map((el, i) => (i === s % elements.length ? rect(el.id, s * 3) : el));
    else if (k === 1) elements = [...elements, note(`n${s}`, `note "${s}" {]`)];
    else if (k === 2) elements = elements.filter((_, i) => i !== 1);
    else if (k === 3) elements = [...elements.slice(2), ...elements.slice(0, 2)];
    else if (k === 4) name = `Plan ${s}`;
    else second = second ? null : page('p2', [rect(`q${s}`)], 'Second');
    out.push({
      pages: [page('p1', elements, name), ...(second ? [second] : [])],
      as: s % 2 === 0 ? 'full' : 'delta',
    });
  }
  return out;
}

describe.each(BACKENDS)('revision history as deltas on $name', (backend) => {
  const t = useTestApp(backend);

  it('a one-element change of a 2,000-element page stores at most 2 KB + the element, by either save', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    const big = bigPage(2_000);
    const version = (await fullSave(browser, id, [big])).version_number;
    const elementBytes = JSON.stringify(rect('e7', -5)).length;

    let before = await storedBytes(t, id);
    const moved = rect('e7', -5);
    await deltaSave(browser, id, version, ['big'], {
      patches: [{ id: 'big', name: 'Big', put: [moved], remove: [] }],
    });
    const byDelta = (await storedBytes(t, id)) - before;
    expect(byDelta).toBeLessThanOrEqual(2_048 + elementBytes);
    const afterDelta = page(
      'big',
      big.elements.map((el) => (el.id === 'e7' ? moved : el)),
      'Big',
    );

    before = await storedBytes(t, id);
    const afterFull = page(
      'big',
      afterDelta.elements.map((el) => (el.id === 'e1500' ? rect('e1500', 1) : el)),
      'Big',
    );
    const full = await fullSave(browser, id, [afterFull]);
    const byFull = (await storedBytes(t, id)) - before;
    expect(byFull).toBeLessThanOrEqual(2_048 + elementBytes);
    expect(await blobKinds(t, id)).toMatchObject({ snapshots: 1, deltas: 2, deepest: 2 });

    const list = RevisionListResponse.parse((await browser.get(`/api/floordesigns/${id}/revisions/`)).json());
    expect(list.map((r) => r.pages_json)).toEqual([[afterFull], [afterDelta], [big]]);
    expect(await revisionPages(browser, id, full.id)).toEqual([afterFull]);
    expect(await detailPages(browser, id)).toEqual([afterFull]);
  });

  it('every revision of a 30-save history, with snapshots between the deltas, reads back exactly', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    const saved: { revision: RevisionSummary; pages: Page[] }[] = [];
    let version = 0;
    let previous: Page[] = [];
    for (const step of history(30)) {
      const stored = new Map(previous.map((p) => [p.id, p]));
      const revision =
        step.as === 'full' || version === 0
          ? await fullSave(browser, id, step.pages)
          : await deltaSave(
              browser,
              id,
              version,
              step.pages.map((p) => p.id),
              {
                // A page with a stored version goes as a patch when its elements kept their order, else whole.
                pages: step.pages.filter((p) => !patchable(stored.get(p.id), p)),
                patches: step.pages.flatMap((p) => {
                  const was = stored.get(p.id);
                  if (!was || !patchable(was, p)) return [];
                  const ids = new Set(p.elements.map((el) => el.id));
                  return [
                    {
                      id: p.id,
                      name: p.name,
                      put: p.elements,
                      remove: was.elements.filter((el) => !ids.has(el.id)).map((el) => el.id),
                    },
                  ];
                }),
              },
            );
      version = revision.version_number;
      previous = step.pages;
      saved.push({ revision, pages: step.pages });
      expect(await detailPages(browser, id)).toEqual(step.pages);
    }
    const kinds = await blobKinds(t, id);
    expect(kinds.snapshots).toBeGreaterThanOrEqual(3);
    expect(kinds.deltas).toBeGreaterThanOrEqual(15);

    for (const { revision, pages } of saved)
      expect(await revisionPages(browser, id, revision.id)).toEqual(pages);
    const list = RevisionListResponse.parse((await browser.get(`/api/floordesigns/${id}/revisions/`)).json());
    expect(list.map((r) => r.pages_json)).toEqual(saved.map((s) => s.pages).reverse());
    const summaries = (
      await browser.get(`/api/floordesigns/${id}/revisions/?summary=1`)
    ).json() as RevisionSummary[];
    expect(summaries).toEqual(saved.map((s) => s.revision).reverse());
  });

  it('20 concurrent one-element saves on one base each read back as sent', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    const base = bigPage(400);
    await fullSave(browser, id, [base]);
    const variants = Array.from({ length: 20 }, (_, i) =>
      page(
        'big',
        base.elements.map((el, j) => (j === i * 7 ? rect(el.id, -i - 1) : el)),
        'Big',
      ),
    );
    const revisions = await Promise.all(variants.map((v) => fullSave(browser, id, [v])));
    expect(new Set(revisions.map((r) => r.version_number)).size).toBe(20);
    for (const [i, revision] of revisions.entries())
      expect(await revisionPages(browser, id, revision.id)).toEqual([variants[i]]);
  });

  it('the migration turns deltas back into whole pages and back, and the answers stay the same', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    for (const step of history(8)) await fullSave(browser, id, step.pages);
    expect((await blobKinds(t, id)).deltas).toBeGreaterThan(0);
    const url = `/api/floordesigns/${id}/revisions/`;
    const before = (await browser.get(url)).json() as Revision[];

    const db = t.database.db;
    await migrateTo(db, '2026_11_25_0320_floor_design_project');
    const rows = await sql<{ page_json: string }>`select page_json from floor_design_page_blobs`.execute(
      db.kysely,
    );
    // Every blob is a whole page again, readable by the code of before.
    for (const row of rows.rows) expect((JSON.parse(row.page_json) as Page).elements).toBeInstanceOf(Array);
    expect(await migrateToLatest(db)).toContain('2026_11_25_0500_floor_design_page_deltas');

    expect((await browser.get(url)).json()).toEqual(before);
    expect((await blobKinds(t, id)).deltas).toBe(0);
    // Saves after the migration store deltas of the pages kept whole.
    const last = before[0]?.pages_json as Page[];
    const next = last.map((p) => ({ ...p, elements: [...p.elements, rect('after')] }));
    const revision = await fullSave(browser, id, next);
    expect((await blobKinds(t, id)).deltas).toBeGreaterThan(0);
    expect(await revisionPages(browser, id, revision.id)).toEqual(next);
  });
});

describe.each(BACKENDS)('revision history as deltas in the save workers on $name', (backend) => {
  // Small inline size: the pages here are built, patched and delta-encoded in the save workers.
  const t = useTestApp(backend, { saves: { inlineBytes: 8 * 1024 } });

  it('stores a one-element change as a delta and reads every version back', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    const big = bigPage(1_000);
    let version = (await fullSave(browser, id, [big])).version_number;
    const elementBytes = JSON.stringify(rect('e9', -9)).length;
    const expected: { id: number; pages: Page[] }[] = [];
    let current = big;
    for (let i = 0; i < 6; i++) {
      const moved = rect(`e${i * 100 + 9}`, -i - 1);
      current = page(
        'big',
        current.elements.map((el) => (el.id === moved.id ? moved : el)),
        'Big',
      );
      const before = await storedBytes(t, id);
      const revision =
        i % 2 === 0
          ? await deltaSave(browser, id, version, ['big'], {
              patches: [{ id: 'big', name: 'Big', put: [moved], remove: [] }],
            })
          : await fullSave(browser, id, [current]);
      expect((await storedBytes(t, id)) - before).toBeLessThanOrEqual(2_048 + elementBytes);
      version = revision.version_number;
      expected.push({ id: revision.id, pages: [current] });
    }
    expect(await blobKinds(t, id)).toMatchObject({ snapshots: 1, deltas: 6 });
    for (const e of expected) expect(await revisionPages(browser, id, e.id)).toEqual(e.pages);
    expect(await detailPages(browser, id)).toEqual([current]);
  });

  it('applies patch after patch to the version the worker kept, each read back exactly', async () => {
    // Each patch applies to the version the previous one stored: a worker keeps where its elements are, so
    // this walks that path (moves, appends, removals, a renamed page, and a non-ASCII id on the way).
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    let current = bigPage(1_000);
    let version = (await fullSave(browser, id, [current])).version_number;
    const steps: { put: DrawingElement[]; remove: string[]; name: string }[] = [
      { put: [rect('e5', -1)], remove: [], name: 'Big' },
      { put: [rect('added', 3), rect('e999', -2)], remove: ['e0'], name: 'Big' },
      { put: [rect('é-ü', 4)], remove: ['e500', 'added'], name: 'Renamed' },
      { put: [rect('e5', -3), rect('é-ü', 5)], remove: ['e998'], name: 'Renamed' },
      { put: [rect('last', 6)], remove: ['e1'], name: 'Big again' },
    ];
    const expected: { id: number; pages: Page[] }[] = [];
    for (const step of steps) {
      const gone = new Set(step.remove);
      const put = new Map(step.put.map((el) => [el.id, el]));
      const kept = current.elements.filter((el) => !gone.has(el.id)).map((el) => put.get(el.id) ?? el);
      const appended = step.put.filter((el) => !current.elements.some((old) => old.id === el.id));
      current = page('big', [...kept, ...appended], step.name);
      const revision = await deltaSave(browser, id, version, ['big'], {
        patches: [{ id: 'big', name: step.name, put: step.put, remove: step.remove }],
      });
      version = revision.version_number;
      expected.push({ id: revision.id, pages: [current] });
    }
    for (const e of expected) expect(await revisionPages(browser, id, e.id)).toEqual(e.pages);
    expect(await detailPages(browser, id)).toEqual([current]);
  });
});
