import { describe, expect, it } from 'vitest';
import { LAST_PAGE_ERROR } from '../../src/contract/floordesigns';
import { ROW_GONE } from '../../src/server/db/db-errors';
import type { ProcessingService } from '../../src/server/plugins/processing';
import { useTestApp, type TestApp } from './helpers/app';
import type { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import {
  addPage,
  BASE,
  createProject,
  loggedInWithoutFiles,
  SAMPLE_FILES,
  storedFiles,
  upload,
} from './helpers/projects';
import { generate } from './processing/app-helpers';

/*
 * Requests that race each other over one object must answer the same on SQLite and PostgreSQL: the one that
 * loses a race answers 404, like a request that arrived after the deletion, never 500 and never a second
 * "deleted". Every race is run several times, since PostgreSQL interleaves concurrent transactions freely.
 */

const ROUNDS = 8;

async function uploadedId(browser: Browser, projectId: number): Promise<number> {
  const res = await upload(browser, projectId, { filename: 'plan.dxf', content: SAMPLE_FILES.dxf() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().upload.id as number;
}

/** Two identical deletes at once: exactly one deletes (200), the other answers 404 with the route's text. */
async function expectOneWinner(
  send: () => Promise<{ statusCode: number; json(): unknown }>,
  notFound: string,
) {
  const answers = await Promise.all([send(), send()]);
  const statuses = answers.map((a) => a.statusCode).sort();
  expect(statuses).toEqual([200, 404]);
  const loser = answers.find((a) => a.statusCode === 404);
  expect(loser?.json()).toEqual({ success: false, error: notFound });
}

describe.each(BACKENDS)('races between requests on $name', (backend) => {
  // Generation that deletes the upload "meanwhile" before queueing its job: the interleaving PostgreSQL hits
  // when a delete commits between the generate call's lookup and its insert.
  const deletedMeanwhile: ProcessingService = {
    async generateMetadata(projectId, uploadId) {
      const row = await t.repos.uploadedFiles.findInProject(projectId, uploadId);
      if (row) await t.repos.uploadedFiles.delete(row);
      await t.repos.processingJobs.enqueue('metadata', projectId, uploadId);
      return { ok: true };
    },
    async generateMasterPlan() {
      return { ok: false, statusCode: 501, error: 'not part of this test' };
    },
  };
  const t: TestApp = useTestApp(backend, { processing: { service: deletedMeanwhile } });

  it('two deletes of one upload: one 200 and one 404, and the file is removed once', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await uploadedId(browser, projectId);
      await expectOneWinner(
        () => browser.post(`${BASE}/${projectId}/uploads/${id}/delete/`),
        'Uploaded file not found.',
      );
    }
    expect(storedFiles(t.app.config.dataDir)).toEqual([]);
  });

  it('two deletes of one drawing page: one 200 and one 404', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    for (let round = 0; round < ROUNDS; round += 1) {
      const res = await addPage(browser, projectId, { filename: 'plan.dxf', content: SAMPLE_FILES.dxf() });
      expect(res.statusCode, res.body).toBe(200);
      const pageId = res.json().page.id as number;
      await expectOneWinner(
        () => browser.post(`${BASE}/${projectId}/drawing_pages/${pageId}/delete/`),
        'Drawing page not found.',
      );
    }
    expect(storedFiles(t.app.config.dataDir)).toEqual([]);
  });

  it('two deletes of one proposed DXF revision: one 200 and one 404', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    for (let round = 0; round < ROUNDS; round += 1) {
      const revision = await t.repos.dxfRevisions.create(
        { projectId, storageKey: `revision-${round}.dxf`, fileName: 'plan.dxf', size: 1 },
        async () => undefined,
      );
      await expectOneWinner(
        () => browser.post(`${BASE}/proposed_dxf/revision/${revision.id}/delete/`),
        'Revision not found.',
      );
    }
  });

  it('two floor design page deletes that together would leave no page: one succeeds, one is refused', async () => {
    const browser = await loggedInWithoutFiles(t);
    const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });
    const created = await browser.post('/api/floordesigns/create/', {
      body: {
        name: 'Shed',
        unit: 'feet',
        raw_json: { south: face(10), north: face(10), west: face(8), east: face(8) },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const designId = created.json().id as number;
    for (let round = 0; round < ROUNDS; round += 1) {
      const added = await browser.post(`/api/floordesigns/${designId}/pages/create/`, { body: {} });
      expect(added.statusCode, added.body).toBe(200);
      const pages = (added.json().all_pages as { id: string }[]).map((p) => p.id);
      expect(pages).toHaveLength(2);
      const answers = await Promise.all(
        pages.map((id) =>
          browser.post(`/api/floordesigns/${designId}/pages/delete/`, { body: { pages: [id] } }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.statusCode === 400)?.json()).toEqual({ error: LAST_PAGE_ERROR });
      const design = await browser.get(`/api/floordesigns/${designId}/`);
      expect(design.json().pages).toHaveLength(1);
    }
  });

  it('generate after the upload was deleted meanwhile answers 404, not a foreign key error', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    const id = await uploadedId(browser, projectId);
    const res = await generate(browser, projectId, id);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ success: false, error: ROW_GONE });
    // Nothing half-made is left: no job points at the missing upload.
    const jobs = await t.database.db.kysely.selectFrom('processing_jobs').selectAll().execute();
    expect(jobs).toEqual([]);
  });
});

describe.each(BACKENDS)('generate racing a delete with the real job runner on $name', (backend) => {
  const t = useTestApp(backend, { processing: { runner: { pool: { size: 1 } } } });

  it('answers 200 or 404 for both calls, never 500', async () => {
    const browser = await loggedInWithoutFiles(t);
    const projectId = await createProject(browser);
    for (let round = 0; round < ROUNDS; round += 1) {
      const id = await uploadedId(browser, projectId);
      const [generated, deleted] = await Promise.all([
        generate(browser, projectId, id),
        browser.post(`${BASE}/${projectId}/uploads/${id}/delete/`),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect([200, 404], generated.body).toContain(generated.statusCode);
      if (generated.statusCode === 404) expect(generated.json().success).toBe(false);
    }
    const left = await t.database.db.kysely.selectFrom('uploaded_files').selectAll().execute();
    expect(left).toEqual([]);
  });
});
