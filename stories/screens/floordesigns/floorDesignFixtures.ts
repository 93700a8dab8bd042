// Shared data and MSW handlers of the floor design screen stories.
import { delay, http, HttpResponse } from 'msw';
import type { FloorDesignDetail, FloorDesignListRow, Revision } from '../../../src/contract/floordesigns';
import { createSequentialIdSource } from '../../../src/core/model/ids';
import type { Page } from '../../../src/core/model/page';
import { buildOutline } from '../../../src/core/outline';
import { finalizeElement } from '../../../src/core/model/snapPoints';

export const designRows: FloorDesignListRow[] = [
  {
    id: 3,
    name: 'Lakeside Cabin',
    unit: 'feet',
    project_id: null,
    created_at: '2026-11-20T15:30:00.000Z',
    updated_at: '2026-11-21T09:00:00.000Z',
    is_active: true,
  },
  {
    id: 2,
    name: 'Courtyard Studio',
    unit: 'meters',
    project_id: null,
    created_at: '2026-11-12T10:00:00.000Z',
    updated_at: '2026-11-12T10:00:00.000Z',
    is_active: true,
  },
];

export const archivedRows: FloorDesignListRow[] = [
  {
    id: 1,
    name: 'Old Garage Sketch',
    unit: 'feet',
    project_id: null,
    created_at: '2026-10-02T08:00:00.000Z',
    updated_at: '2026-10-05T08:00:00.000Z',
    is_active: false,
  },
];

const MODEL_NAMES = ['Cabin', 'Studio', 'Duplex', 'Townhouse', 'Garage', 'Annex', 'Loft', 'Bungalow'];

/** A big account's list: design n is a numbered model, created an hour after design n - 1, every third in meters. */
export function manyDesignRows(count: number): FloorDesignListRow[] {
  const start = Date.UTC(2025, 0, 1, 9);
  return Array.from({ length: count }, (_, i) => {
    const n = count - i;
    const at = new Date(start + n * 3_600_000).toISOString();
    return {
      id: n + 100,
      name: `${MODEL_NAMES[n % MODEL_NAMES.length] ?? 'Plan'} ${n}`,
      unit: n % 3 === 0 ? 'meters' : 'feet',
      project_id: null,
      created_at: at,
      updated_at: at,
      is_active: true,
    };
  });
}

const face = (length: number, segments = 1) => ({
  length,
  segments,
  brokenWall: { enabled: false, segments: 1 },
});

/** A small design: the wizard's 24' x 18' outline (front with an opening) plus a few shapes inside. */
function seededDesignPage(): Page {
  const ids = createSequentialIdSource('story');
  const outline = buildOutline(
    {
      name: 'Lakeside Cabin',
      unit: 'feet',
      faces: {
        south: { ...face(24), brokenWall: { enabled: true, segments: 3 } },
        north: face(24, 2),
        west: face(18),
        east: face(18),
      },
    },
    ids,
    'page-1',
  );
  if (!outline.ok) throw new Error(outline.error);
  const inside = [
    finalizeElement({
      id: 'story-r1',
      type: 'rectangle',
      x: 4000,
      y: 4000,
      rotation: 0,
      width: 6000,
      height: 4000,
    }),
    finalizeElement({ id: 'story-c1', type: 'circle', x: 18000, y: 9000, rotation: 0, radius: 2400 }),
    finalizeElement({ id: 'story-l1', type: 'line', x: 4000, y: 14000, x2: 20000, y2: 14000, rotation: 0 }),
  ];
  return { ...outline.page, elements: [...outline.page.elements, ...inside] };
}

export const seededPages: Page[] = [
  seededDesignPage(),
  { version: 4, id: 'page-2', name: 'Page 2', elements: [], layers: [] },
];

const counted = (pages: Page[]) => ({
  page_count: pages.length,
  element_count: pages.reduce((n, p) => n + p.elements.length, 0),
  pages_json: pages,
});

export const revisions: Revision[] = [
  { id: 12, version_number: 2, saved_at: '2026-11-21T09:00:00.000Z', ...counted(seededPages) },
  { id: 11, version_number: 1, saved_at: '2026-11-20T15:45:00.000Z', ...counted(seededPages.slice(0, 1)) },
];

export const designDetail: FloorDesignDetail = {
  id: 3,
  name: 'Lakeside Cabin',
  unit: 'feet',
  project_id: null,
  notes: null,
  raw_json: null,
  outline_metadata: null,
  pages: seededPages,
  latest_revision: revisions[0] ?? null,
  created_at: '2026-11-20T15:30:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
  is_active: true,
};

const pending = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};
const serverError = () => HttpResponse.json({ error: 'Internal server error.' }, { status: 500 });

export const floorDesignApi = {
  active: (rows: FloorDesignListRow[] = designRows) =>
    http.get('/api/floordesigns/', () => HttpResponse.json(rows)),
  activePending: () => http.get('/api/floordesigns/', pending),
  activeFails: () => http.get('/api/floordesigns/', serverError),
  /** The server unreachable: no answer at all (a network error). */
  activeUnreachable: () => http.get('/api/floordesigns/', () => HttpResponse.error()),
  designUnreachable: () => http.get('/api/floordesigns/:id/', () => HttpResponse.error()),
  archived: (rows: FloorDesignListRow[] = archivedRows) =>
    http.get('/api/floordesigns/archived/show/', () => HttpResponse.json(rows)),
  archive: () => http.post('/api/floordesigns/:id/archive/', () => HttpResponse.json({ success: true })),
  unarchive: () => http.post('/api/floordesigns/:id/unarchive/', () => HttpResponse.json({ success: true })),
  create: () => http.post('/api/floordesigns/create/', () => HttpResponse.json({ id: 42 })),
  design: (detail: FloorDesignDetail = designDetail) =>
    http.get('/api/floordesigns/:id/', () => HttpResponse.json(detail)),
  designPending: () => http.get('/api/floordesigns/:id/', pending),
  /** The revisions list (the editor asks for ?summary=1; extra fields are ignored) and one revision by id. */
  revisions: (list: Revision[] = revisions) =>
    http.get(/\/api\/floordesigns\/\d+\/revisions\/(\d+\/)?$/, ({ request }) => {
      const one = /\/revisions\/(\d+)\/$/.exec(new URL(request.url).pathname)?.[1];
      if (one === undefined) return HttpResponse.json(list);
      const found = list.find((r) => r.id === Number(one));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: 'Revision not found.' }, { status: 404 });
    }),
};
