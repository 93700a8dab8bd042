import { describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_REUSED,
  JOB_NOT_FOUND,
  JobAcceptedSchema,
  JobViewSchema,
  type JobView,
} from '../../src/contract/jobs';
import { OpenInEditorResponseSchema } from '../../src/contract/projects';
import { useTestApp, type TestApp } from './helpers/app';
import type { Browser } from './helpers/browser';
import { MINUTE } from './helpers/clock';
import { BACKENDS } from './helpers/databases';
import { BASE, corpusFile, createProject, loggedIn, storedFiles } from './helpers/projects';
import { uploaded } from './processing/app-helpers';
import { saveStatePdf } from './processing/hostile-files';

/*
 * Work a request starts (open in editor, adopt, send to project, exports) never loses its answer: a retry with the
 * same Idempotency-Key gets the first request's result instead of a second object, and work that outlasts the
 * request's wait answers 202 with a job the client polls to the same answer.
 */

const SLOW = 120_000;
const DXF = 'B11_ezdxf_insert_attribs_R2013.dxf';

const openUpload = (browser: Browser, projectId: number, uploadId: number, key?: string) =>
  browser.post(`${BASE}/${projectId}/uploads/${uploadId}/open_in_editor/`, {
    ...(key ? { headers: { [IDEMPOTENCY_HEADER]: key } } : {}),
  });

const designIds = async (t: TestApp) =>
  (await t.database.db.kysely.selectFrom('floor_designs').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );

async function pollJob(browser: Browser, url: string): Promise<JobView> {
  for (let i = 0; i < 600; i += 1) {
    const res = await browser.get(url);
    expect(res.statusCode, res.body).toBe(200);
    const view = JobViewSchema.parse(res.json());
    if (view.status === 'done' || view.status === 'failed') return view;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job at ${url} did not finish`);
}

async function newDesign(browser: Browser): Promise<{ id: number; pageId: string }> {
  const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });
  const res = await browser.post('/api/floordesigns/create/', {
    body: {
      name: 'Barn',
      unit: 'feet',
      raw_json: { south: face(30), north: face(30), west: face(20), east: face(20) },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json() as { id: number }).id;
  const detail = (await browser.get(`/api/floordesigns/${id}/`)).json() as { pages: { id: string }[] };
  return { id, pageId: detail.pages[0]?.id ?? '' };
}

describe.each(BACKENDS)('idempotent request jobs on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });

  it(
    'a retry with the same Idempotency-Key answers the first design, even sent twice at once',
    async () => {
      const ada = await loggedIn(t, 'ada');
      const projectId = await createProject(ada);
      const uploadId = await uploaded(ada, projectId, DXF, corpusFile(DXF));
      const before = await designIds(t);
      const [first, second] = await Promise.all([
        openUpload(ada, projectId, uploadId, 'open-b11-attempt-1'),
        openUpload(ada, projectId, uploadId, 'open-b11-attempt-1'),
      ]);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      const id = OpenInEditorResponseSchema.parse(first.json()).floor_design_id;
      expect(OpenInEditorResponseSchema.parse(second.json()).floor_design_id).toBe(id);
      const third = await openUpload(ada, projectId, uploadId, 'open-b11-attempt-1');
      expect(OpenInEditorResponseSchema.parse(third.json()).floor_design_id).toBe(id);
      expect(await designIds(t)).toEqual([...before, id]);

      // Without a key, or with a new one, the user asked for another design and gets one.
      const fresh = await openUpload(ada, projectId, uploadId, 'open-b11-attempt-2');
      expect(OpenInEditorResponseSchema.parse(fresh.json()).floor_design_id).not.toBe(id);

      // A key belongs to its user: the same key from someone else is their own request.
      const bob = await loggedIn(t, 'bob');
      const bobs = await createProject(bob);
      const bobUpload = await uploaded(bob, bobs, DXF, corpusFile(DXF));
      const other = await openUpload(bob, bobs, bobUpload, 'open-b11-attempt-1');
      expect(other.statusCode, other.body).toBe(200);
      expect(OpenInEditorResponseSchema.parse(other.json()).floor_design_id).not.toBe(id);
    },
    SLOW,
  );

  it('refuses a key reused for another request, and a malformed key, making nothing', async () => {
    const ada = await loggedIn(t, 'ada');
    const projectId = await createProject(ada);
    const first = await uploaded(ada, projectId, DXF, corpusFile(DXF));
    const second = await uploaded(ada, projectId, 'again.dxf', corpusFile(DXF));
    expect((await openUpload(ada, projectId, first, 'one-key-one-request')).statusCode).toBe(200);
    const before = await designIds(t);
    const reused = await openUpload(ada, projectId, second, 'one-key-one-request');
    expect(reused.statusCode).toBe(422);
    expect((reused.json() as { error: string }).error).toBe(IDEMPOTENCY_KEY_REUSED);
    const bad = await openUpload(ada, projectId, second, 'short');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { error: string }).error).toMatch(/^Idempotency-Key: /);
    expect(await designIds(t)).toEqual(before);
  });
});

describe.each(BACKENDS)('work that outlasts the request on $name', (backend) => {
  // The request does not wait at all: every job answers 202, as long work does after the request's wait.
  const t = useTestApp(backend, {
    config: { uploadMaxBytes: 4 * 1024 * 1024 },
    processing: { runner: { requestWaitMs: 0, sweepMs: 100 } },
  });

  it(
    'answers 202 with a job that polls to the same design; only its owner sees it',
    async () => {
      const ada = await loggedIn(t, 'ada');
      const projectId = await createProject(ada);
      const uploadId = await uploaded(ada, projectId, DXF, corpusFile(DXF));
      const res = await openUpload(ada, projectId, uploadId, 'long-open-1');
      expect(res.statusCode, res.body).toBe(202);
      const job = JobAcceptedSchema.parse(res.json());
      expect(res.headers.location).toBe(job.status_url);
      const done = await pollJob(ada, job.status_url);
      expect(done.status).toBe('done');
      const { floor_design_id: id } = OpenInEditorResponseSchema.parse(done.result);
      expect(await designIds(t)).toEqual([id]);
      // The retry of a request that timed out on the client's side finds the finished job's answer.
      const retry = await openUpload(ada, projectId, uploadId, 'long-open-1');
      expect(retry.statusCode).toBe(200);
      expect(OpenInEditorResponseSchema.parse(retry.json()).floor_design_id).toBe(id);

      const bob = await loggedIn(t, 'bob');
      const stranger = await bob.get(job.status_url);
      expect(stranger.statusCode).toBe(404);
      expect((stranger.json() as { error: string }).error).toBe(JOB_NOT_FOUND);
    },
    SLOW,
  );

  it(
    'a failed job says why, with the status the request would have answered',
    async () => {
      const ada = await loggedIn(t, 'ada');
      const projectId = await createProject(ada);
      const uploadId = await uploaded(ada, projectId, 'q.pdf', Buffer.from(saveStatePdf(1_000_000)));
      const res = await openUpload(ada, projectId, uploadId);
      expect(res.statusCode, res.body).toBe(202);
      const failed = await pollJob(ada, JobAcceptedSchema.parse(res.json()).status_url);
      expect(failed).toMatchObject({ status: 'failed', status_code: 413 });
      expect(failed.error).toMatch(/^The drawing cannot be opened: .*more than 300,000 drawing operations/);
      expect(await designIds(t)).toEqual([]);
    },
    SLOW,
  );

  it(
    'an export downloads from its job; the file goes when the job is forgotten an hour later',
    async () => {
      const ada = await loggedIn(t, 'ada');
      const { id, pageId } = await newDesign(ada);
      const allDxf = () => storedFiles(t.database.env.DATA_DIR).filter((f) => f.endsWith('.dxf'));
      const earlier = new Set(allDxf());
      const dxfFiles = () => allDxf().filter((f) => !earlier.has(f));
      const res = await ada.get(`/api/floordesigns/${id}/export/dxf/?page=${pageId}`);
      expect(res.statusCode, res.body).toBe(202);
      const done = await pollJob(ada, JobAcceptedSchema.parse(res.json()).status_url);
      expect(done.download_url).toMatch(/^\/api\/jobs\/\d+\/download\/$/);
      const file = await ada.get(done.download_url ?? '');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/dxf');
      expect(file.headers['content-disposition']).toMatch(/attachment; filename="Barn - Page 1\.dxf"/);
      expect(file.body).toMatch(/^0\nSECTION\n2\nHEADER\n/);
      expect(file.body).toMatch(/0\nEOF\n$/);
      expect((await (await loggedIn(t, 'bob')).get(done.download_url ?? '')).statusCode).toBe(404);

      expect(dxfFiles()).toHaveLength(1);
      t.clock.advance(61 * MINUTE);
      for (let i = 0; i < 100 && dxfFiles().length > 0; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(dxfFiles()).toEqual([]);
      expect((await ada.get(done.download_url ?? '')).statusCode).toBe(404);
    },
    SLOW,
  );
});
