import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { INTERRUPTED_ERROR } from '../../src/server/db/processing-jobs-repository';
import { testConfig, TEST_SCRYPT_PARAMS, useTestApp, type TestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';
import { BASE, corpusFile, createProject, loggedIn, SAMPLE_FILES } from './helpers/projects';
import { download, generate, uploaded, uploadsOf } from './processing/app-helpers';
import { block, insert, line, minimalDxf } from './processing/dxf-builders';

const SLOW = 120_000;

const selfInserting = () =>
  minimalDxf(insert('LOOP'), block('LOOP', [...line(0, 0, 1, 1), ...insert('LOOP')]));
const hugeArray = () =>
  minimalDxf(
    insert('TILE', [
      [70, 1000000],
      [71, 1000000],
      [44, 1],
      [45, 1],
    ]),
    block('TILE', line(0, 0, 1, 1)),
  );

async function storageKeyOf(t: TestApp, uploadId: number): Promise<string> {
  const row = await t.database.db.kysely
    .selectFrom('uploaded_files')
    .select('storage_key')
    .where('id', '=', uploadId)
    .executeTakeFirstOrThrow();
  return row.storage_key;
}

describe.each(BACKENDS)('processing jobs on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });

  it.each([
    ['a block that inserts itself', selfInserting, /inserts itself/],
    ['a 1,000,000 × 1,000,000 INSERT array', hugeArray, /array/],
    ['a truncated binary DXF', () => corpusFile('B04_ezdxf_binary_R2000.dxf').subarray(0, 700), /truncated/],
  ])(
    'refuses %s with a clear error, records it on the upload, and keeps serving',
    async (_label, bytes, message) => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser);
      const id = await uploaded(browser, projectId, 'hostile.dxf', bytes());
      const res = await generate(browser, projectId, id);
      const body = res.json();
      if (body.success) {
        // A truncated file may still hold readable entities: then it must have been processed properly.
        expect(body.upload.processing_status).toBe('done');
        return;
      }
      expect(res.statusCode).toBe(422);
      expect(body.error).toMatch(message);
      expect(body.error).not.toMatch(/\.ts\b|node_modules|Error:/);
      const [file] = await uploadsOf(browser, projectId);
      expect(file?.processing_status).toBe('failed');
      expect(file?.processing_error).toBe(body.error);
      const json = await uploaded(browser, projectId, 'rooms.json', SAMPLE_FILES.json());
      expect((await generate(browser, projectId, json)).json().success).toBe(true);
    },
    SLOW,
  );

  it(
    'keeps the earlier results when a re-run fails',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser);
      const id = await uploaded(browser, projectId, 'plan.dxf', corpusFile('B01_ezdxf_ascii_R12.dxf'));
      expect((await generate(browser, projectId, id)).json().success).toBe(true);
      const [before] = await uploadsOf(browser, projectId);
      // The stored upload goes bad (say, a disk error): the re-run fails.
      writeFileSync(path.join(t.app.config.dataDir, 'files', await storageKeyOf(t, id)), selfInserting());
      const res = await generate(browser, projectId, id);
      expect(res.json()).toMatchObject({ success: false });
      const [after] = await uploadsOf(browser, projectId);
      expect(after?.processing_status).toBe('failed');
      expect(after?.processed_json).toEqual(before?.processed_json);
      expect(after?.debug_output).toBe(before?.debug_output);
      expect(after?.generated_dxf).toBe(before?.generated_dxf);
      expect((await download(browser, after?.debug_output as string)).length).toBeGreaterThan(100);
      expect((await download(browser, after?.generated_dxf as string)).toString()).toContain('AC1015');
    },
    SLOW,
  );

  it('shows the stored job state (queued, running) on the project detail', async () => {
    const browser = await loggedIn(t);
    const projectId = await createProject(browser);
    const id = await uploaded(browser, projectId, 'rooms.json', SAMPLE_FILES.json());
    const job = await t.repos.processingJobs.enqueue('metadata', projectId, id);
    expect((await uploadsOf(browser, projectId))[0]?.processing_status).toBe('queued');
    await t.repos.processingJobs.claim(job.id);
    expect((await uploadsOf(browser, projectId))[0]?.processing_status).toBe('running');
  });

  it(
    'after a restart, re-runs a job a crash left running once, and fails one interrupted twice',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser);
      const once = await uploaded(browser, projectId, 'once.json', SAMPLE_FILES.json());
      const twice = await uploaded(browser, projectId, 'twice.json', SAMPLE_FILES.json());
      const jobOnce = await t.repos.processingJobs.enqueue('metadata', projectId, once);
      await t.repos.processingJobs.claim(jobOnce.id);
      const jobTwice = await t.repos.processingJobs.enqueue('metadata', projectId, twice);
      await t.database.db.kysely
        .updateTable('processing_jobs')
        .set({ state: 'running', attempts: 2 })
        .where('id', '=', jobTwice.id)
        .execute();

      const restarted = buildApp({
        config: testConfig(t.app.config.dataDir),
        db: t.database.db,
        distDir: '/nonexistent-dist',
        scryptParams: TEST_SCRYPT_PARAMS,
      });
      await restarted.ready();
      try {
        for (let i = 0; i < 600; i += 1) {
          const row = await restarted.repos.processingJobs.find(jobOnce.id);
          if (row?.state === 'done' || row?.state === 'failed') break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const files = await uploadsOf(browser, projectId);
        const byName = (name: string) => files.find((f) => f.file_name === name);
        expect(byName('once.json')).toMatchObject({ processing_status: 'done', processing_error: null });
        expect(byName('once.json')?.processed_json).toMatchObject({ format: 'json' });
        expect(byName('twice.json')).toMatchObject({
          processing_status: 'failed',
          processing_error: INTERRUPTED_ERROR,
        });
      } finally {
        await restarted.close();
      }
    },
    SLOW,
  );
});

describe.each(BACKENDS)('processing time limit on $name', (backend) => {
  const t = useTestApp(backend, {
    config: { uploadMaxBytes: 4 * 1024 * 1024 },
    // The pool's hard limit, far below the readers' own budget: the worker is terminated mid-task.
    processing: { runner: { pool: { timeLimitMs: 30 } } },
  });

  it(
    'stops a worker that runs over the time limit, fails the job, and keeps serving',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser);
      const id = await uploaded(
        browser,
        projectId,
        'big.dxf',
        corpusFile('B12_ezdxf_us_main_lines_1_8MB_R2013.dxf'),
      );
      const res = await generate(browser, projectId, id);
      expect(res.json()).toEqual({
        success: false,
        error: 'Processing took longer than 1 s and was stopped.',
      });
      const [file] = await uploadsOf(browser, projectId);
      expect(file).toMatchObject({ processing_status: 'failed', processed_json: null, debug_output: null });
      expect((await browser.get(`${BASE}/${projectId}/`)).statusCode).toBe(200);
    },
    SLOW,
  );
});
