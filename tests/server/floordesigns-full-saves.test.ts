import { describe, expect, it } from 'vitest';
import { FloorDesignEditResponse, Revision } from '../../src/contract/floordesigns';
import type { DrawingElement } from '../../src/core/model/elements';
import { DRAWING_VERSION, type Page } from '../../src/core/model/page';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';

// Issue 10 item 2: a save worker's full save reuses the elements the body of the page's last save held unchanged
// (src/server/saves/kept-elements.ts). What a user sees must not change: every revision reads back as it was
// sent, and a wrong element among unchanged ones is refused as before.

const PASSWORD = 'correct horse battery';
const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });
const RAW = { south: face(30), north: face(30), west: face(20), east: face(20) };

const rectangle = (id: string, x: number): DrawingElement =>
  finalizeElement({ id, type: 'rectangle', x, y: 20, rotation: 0, width: 60, height: 40 });
const pageOf = (elements: DrawingElement[]): Page => ({
  version: DRAWING_VERSION,
  layers: [],
  id: 'plan',
  name: 'Plan',
  elements,
});

describe.each(BACKENDS)('full saves of a big page on $name', (backend) => {
  // Bodies above 64 KB go to a save worker (the production limit is 256 KB; the page here is ~150 KB).
  const t = useTestApp(backend, { saves: { inlineBytes: 64 * 1024 } });

  async function start() {
    await createTestUser(t.repos, 'ada', PASSWORD);
    const browser = new Browser(t.app);
    expect((await browser.logIn('ada', PASSWORD)).statusCode).toBe(200);
    const res = await browser.post('/api/floordesigns/create/', {
      body: { name: 'Big', unit: 'feet', raw_json: RAW },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { browser, id: (res.json() as { id: number }).id };
  }

  const original = Array.from({ length: 600 }, (_, i) => rectangle(`e${i}`, i));

  it('stores each save of one changed element as sent, and every revision reads back as it was saved', async () => {
    const { browser, id } = await start();
    const versions = [
      original,
      [rectangle('e0', -50), ...original.slice(1)],
      [rectangle('e0', -50), ...original.slice(1, 300), rectangle('e300', 9), ...original.slice(301)],
      [
        rectangle('e0', -50),
        ...original.slice(1, 300),
        rectangle('e300', 9),
        ...original.slice(301),
        rectangle('n', 1),
      ],
    ];
    const saved: number[] = [];
    for (const elements of versions) {
      const res = await browser.post(`/api/floordesigns/${id}/edit/`, {
        body: { pages: [pageOf(elements)] },
      });
      expect(res.statusCode, res.body).toBe(200);
      saved.push(FloorDesignEditResponse.parse(res.json()).revision.id);
    }
    const detail = (await browser.get(`/api/floordesigns/${id}/`)).json() as { pages: Page[] };
    expect(detail.pages[0]?.elements).toEqual(versions[3]);
    for (const [i, revisionId] of saved.entries()) {
      const revision = await browser.get(`/api/floordesigns/${id}/revisions/${revisionId}/`);
      expect(revision.statusCode).toBe(200);
      expect(Revision.parse(revision.json()).pages_json[0]?.elements).toEqual(versions[i]);
    }
  });

  it('refuses a wrong element or a repeated id among unchanged elements as it refuses them in a first save', async () => {
    const { browser, id } = await start();
    const save = (elements: DrawingElement[]) =>
      browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages: [pageOf(elements)] } });
    const wrong = [
      ...original.slice(0, 450),
      { ...rectangle('e450', 0), x: 'far' } as unknown as DrawingElement,
    ];
    const repeated = [...original, rectangle('e7', 3)];
    const first = [await save(wrong), await save(repeated)].map((res) => [res.statusCode, res.json()]);
    expect(first).toEqual([
      [400, { error: 'pages[0].elements[450].x: must be a finite number' }],
      [400, { error: 'pages[0].elements[600].id: is a duplicate id' }],
    ]);
    expect((await save(original)).statusCode).toBe(200);
    const after = [await save(wrong), await save(repeated)].map((res) => [res.statusCode, res.json()]);
    expect(after).toEqual(first);
    const detail = (await browser.get(`/api/floordesigns/${id}/`)).json() as { pages: Page[] };
    expect(detail.pages[0]?.elements).toEqual(original);
  });
});
