import { describe, expect, it } from 'vitest';
import { FloorDesignEditResponse, type FloorDesignSaveRequest } from '../../src/contract/floordesigns';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { createPage, type Page } from '../../src/core/model/page';
import { useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';
import { loggedIn } from './helpers/projects';

// Issue 13 item 3: a page's "Wall dimensions: Faces" choice is saved with the design and survives element patches.

const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });
const RAW = { south: face(30), north: face(30), west: face(20), east: face(20) };

describe.each(BACKENDS)('wall dimensions choice on $name', (backend) => {
  const t = useTestApp(backend);

  it('keeps Faces through a whole save and an element patch; a page that never chose has no field', async () => {
    const browser = await loggedIn(t);
    const created = await browser.post('/api/floordesigns/create/', {
      body: { name: 'Pavilion', unit: 'feet', raw_json: RAW },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { id: number }).id;
    const wall = (y: number) =>
      finalizeElement({ id: 'w1', type: 'wall', x: 0, y, x2: 960, y2: y, thickness: 48, rotation: 0 });
    const page: Page = { ...createPage('p1', 1, 'Plan'), elements: [wall(0)], wallDimensions: 'faces' };
    const plain: Page = { ...createPage('p2', 2, 'Other'), elements: [] };
    const saved = await browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages: [page, plain] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const base = FloorDesignEditResponse.parse(saved.json()).revision.version_number;

    const body: FloorDesignSaveRequest = {
      base_version: base,
      page_order: ['p1', 'p2'],
      patches: [{ id: 'p1', name: 'Plan', put: [wall(96)], remove: [] }],
    };
    const patched = await browser.post(`/api/floordesigns/${id}/save/`, { body });
    expect(patched.statusCode, patched.body).toBe(200);
    const detail = (await browser.get(`/api/floordesigns/${id}/`)).json() as { pages: Page[] };
    expect(detail.pages[0]?.wallDimensions).toBe('faces');
    expect(detail.pages[0]?.elements[0]?.y).toBe(96);
    expect(detail.pages[1]).not.toHaveProperty('wallDimensions');
  });
});
