import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from './helpers/app';
import type { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import { multipart } from './helpers/multipart';
import { addPage, BASE, createProject, loggedIn } from './helpers/projects';
import { billionLaughsDxf, pathOperatorsPdf, saveStatePdf } from './processing/hostile-files';
import { uploaded } from './processing/app-helpers';

/*
 * Every route that has the server read a stored file refuses the hostile files with the reader's message (never a
 * time-out, a crash or a hung connection) and keeps nothing of the attempt: metadata, open in editor from an
 * upload and from a drawing page, the master plan, and underlays.
 */

const SLOW = 120_000;

const HOSTILE = [
  {
    name: 'path-ops.pdf',
    bytes: pathOperatorsPdf(3_000_000),
    refusal: /more than 300,000 drawing operations/,
  },
  { name: 'save-state.pdf', bytes: saveStatePdf(1_000_000), refusal: /more than 300,000 drawing operations/ },
  {
    name: 'laughs.dxf',
    bytes: billionLaughsDxf(),
    refusal: /Expanding the drawing's blocks creates more than/,
  },
];

const designCount = async (t: TestApp) =>
  (await t.database.db.kysely.selectFrom('floor_designs').select('id').execute()).length;

async function newDesign(browser: Browser): Promise<number> {
  const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });
  const res = await browser.post('/api/floordesigns/create/', {
    body: {
      name: 'Host',
      unit: 'feet',
      raw_json: { south: face(30), north: face(30), west: face(20), east: face(20) },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}

describe.each(BACKENDS)('routes that read stored files refuse hostile files on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });

  it(
    'metadata, open in editor (upload and drawing page), master plan and underlays answer the refusal',
    async () => {
      const ada = await loggedIn(t, 'ada');
      const projectId = await createProject(ada);
      const designsBefore = await designCount(t);
      for (const file of HOSTILE) {
        const uploadId = await uploaded(ada, projectId, file.name, Buffer.from(file.bytes));
        const metadata = await ada.post(`${BASE}/${projectId}/uploads/${uploadId}/generate/`);
        expect(metadata.statusCode, `${file.name} metadata: ${metadata.body}`).toBe(422);
        expect((metadata.json() as { error: string }).error).toMatch(file.refusal);

        const opened = await ada.post(`${BASE}/${projectId}/uploads/${uploadId}/open_in_editor/`);
        expect(opened.statusCode, `${file.name} open: ${opened.body}`).toBe(413);
        expect((opened.json() as { error: string }).error).toMatch(file.refusal);

        const page = await addPage(ada, projectId, { filename: file.name, content: file.bytes });
        expect(page.statusCode, page.body).toBe(200);
        const pageId = (page.json() as { page: { id: number } }).page.id;
        const fromPage = await ada.post(`${BASE}/${projectId}/drawing_pages/${pageId}/open_in_editor/`);
        expect(fromPage.statusCode, `${file.name} open page: ${fromPage.body}`).toBe(413);
        expect((fromPage.json() as { error: string }).error).toMatch(file.refusal);

        const master = await ada.post(`${BASE}/${projectId}/generate_master_plan_pdf/`);
        expect(master.statusCode, `${file.name} master plan: ${master.body}`).toBe(422);
        expect((master.json() as { error: string }).error).toMatch(file.refusal);
        const removed = await ada.post(`${BASE}/${projectId}/drawing_pages/${pageId}/delete/`);
        expect(removed.statusCode).toBe(200);
      }
      expect(await designCount(t)).toBe(designsBefore);

      const designId = await newDesign(ada);
      for (const file of HOSTILE.filter((f) => f.name.endsWith('.pdf'))) {
        const { body, headers } = multipart({}, { filename: file.name, content: file.bytes });
        const res = await ada.post(`/api/floordesigns/${designId}/underlays/`, { body, headers });
        expect(res.statusCode, `${file.name} underlay: ${res.body}`).toBe(422);
        expect((res.json() as { error: string }).error).toMatch(file.refusal);
      }
      const underlays = await t.database.db.kysely
        .selectFrom('floor_design_underlays')
        .select('id')
        .execute();
      expect(underlays).toEqual([]);
    },
    SLOW,
  );
});
