import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANCELLED_BY_USER } from '../../src/contract/processing';
import { createDatabase, type Db, SQLITE_FILENAME } from '../../src/server/db/connect';
import { createProcessingJobsRepository } from '../../src/server/db/processing-jobs-repository';
import { createTestUser, useTestApp, type TestApp } from './helpers/app';
import type { Browser } from './helpers/browser';
import { BACKENDS, type TestDatabase } from './helpers/databases';
import { BASE, createProject, loggedIn } from './helpers/projects';
import { generate, uploaded, uploadsOf } from './processing/app-helpers';

const SLOW = 120_000;
const sleepyWorker = new URL('./processing/sleepy-worker.ts', import.meta.url);
const sleepy = (ms: number) => Buffer.from(JSON.stringify({ sleep_ms: ms }));
const cancel = (browser: Browser, projectId: number, uploadId: number) =>
  browser.post(`${BASE}/${projectId}/uploads/${uploadId}/cancel/`);

/** A second connection to the same database, as a second app server has. */
function secondConnection(database: TestDatabase): Db {
  const { env } = database;
  if (!env.DATABASE_URL) {
    return createDatabase({ dialect: 'sqlite', filename: path.join(env.DATA_DIR, SQLITE_FILENAME) });
  }
  const schema = /search_path=(\S+)/.exec(env.PGOPTIONS ?? '')?.[1] as string;
  return createDatabase({ dialect: 'postgres', connectionString: env.DATABASE_URL, schema });
}

async function jobsOf(t: TestApp, uploadIds: number[]) {
  return t.database.db.kysely
    .selectFrom('processing_jobs')
    .selectAll()
    .where('upload_id', 'in', uploadIds)
    .orderBy('id')
    .execute();
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}

describe.each(BACKENDS)('fair processing queue on $name', (backend) => {
  const t = useTestApp(backend, {
    processing: { runner: { pool: { size: 2, workerUrl: sleepyWorker } } },
  });

  it(
    "user A's 5 slow jobs do not delay user B's small job by more than one job slot",
    async () => {
      const a = await loggedIn(t, 'ann');
      const b = await loggedIn(t, 'bob');
      const projectA = await createProject(a);
      const projectB = await createProject(b);
      const slow: number[] = [];
      for (let i = 0; i < 5; i += 1) slow.push(await uploaded(a, projectA, `slow${i}.json`, sleepy(1500)));
      const slowRuns = slow.map((id) => generate(a, projectA, id));
      await until(async () => (await jobsOf(t, slow)).some((j) => j.state === 'running'));

      const small = await uploaded(b, projectB, 'small.json', sleepy(0));
      const res = await generate(b, projectB, small);
      expect(res.json()).toMatchObject({ success: true, upload: { processing_status: 'done' } });
      // B was served while most of A's work still waited: B did not queue behind A's five jobs.
      const waiting = (await jobsOf(t, slow)).filter((j) => j.state === 'queued' || j.state === 'running');
      expect(waiting.length).toBeGreaterThanOrEqual(4);
      const [bJob] = await jobsOf(t, [small]);
      expect(bJob?.claim_seq).toBe(2);

      for (const run of slowRuns) expect((await run).json().success).toBe(true);
      // A never held both workers: each of A's jobs was claimed after the one before it finished.
      const done = await jobsOf(t, slow);
      for (let i = 1; i < done.length; i += 1) {
        expect(done[i]?.started_at && done[i - 1]?.finished_at).toBeTruthy();
        expect(String(done[i]?.started_at) >= String(done[i - 1]?.finished_at)).toBe(true);
      }
    },
    SLOW,
  );

  it(
    'cancels a queued job and a running one (worker replaced), keeping earlier results',
    async () => {
      const a = await loggedIn(t, 'ann');
      const projectId = await createProject(a);
      const first = await uploaded(a, projectId, 'first.json', sleepy(0));
      expect((await generate(a, projectId, first)).json().success).toBe(true);
      const before = (await uploadsOf(a, projectId)).find((f) => f.id === first);
      expect(before?.processed_json).toMatchObject({ format: 'json' });

      // Re-run that hangs (the worker sleeps 60 s), and a second job queued behind it (one per user).
      const { storage_key } = await t.database.db.kysely
        .selectFrom('uploaded_files')
        .select('storage_key')
        .where('id', '=', first)
        .executeTakeFirstOrThrow();
      await t.app.fileStorage.remove(storage_key).catch(() => undefined);
      const { writeFileSync } = await import('node:fs');
      writeFileSync(path.join(t.app.config.dataDir, 'files', storage_key), sleepy(60_000));
      const queued = await uploaded(a, projectId, 'queued.json', sleepy(0));
      const running = generate(a, projectId, first);
      await until(async () => (await jobsOf(t, [first])).some((j) => j.state === 'running'));
      const waiting = generate(a, projectId, queued);
      await until(async () => (await jobsOf(t, [queued])).some((j) => j.state === 'queued'));

      expect((await cancel(a, projectId, queued)).json()).toEqual({ success: true });
      expect((await waiting).json()).toEqual({ success: false, error: CANCELLED_BY_USER });
      expect((await cancel(a, projectId, first)).json()).toEqual({ success: true });
      const res = await running;
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ success: false, error: 'Cancelled by the user.' });

      const files = await uploadsOf(a, projectId);
      const after = files.find((f) => f.id === first);
      expect(after).toMatchObject({ processing_status: 'failed', processing_error: CANCELLED_BY_USER });
      expect(after?.processed_json).toEqual(before?.processed_json);
      expect(files.find((f) => f.id === queued)).toMatchObject({ processing_status: 'failed' });
      // The hung worker was replaced: the next job runs.
      const next = await uploaded(a, projectId, 'next.json', sleepy(0));
      expect((await generate(a, projectId, next)).json()).toMatchObject({ success: true });
    },
    SLOW,
  );

  it("answers 404 to cancel someone else's upload, and needs the CSRF token", async () => {
    const a = await loggedIn(t, 'ann');
    const b = await loggedIn(t, 'bob');
    const projectId = await createProject(a);
    const id = await uploaded(a, projectId, 'a.json', sleepy(0));
    expect((await cancel(b, projectId, id)).statusCode).toBe(404);
    expect((await cancel(a, projectId, 999_999)).statusCode).toBe(404);
    const noCsrf = await a.post(`${BASE}/${projectId}/uploads/${id}/cancel/`, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    // Nothing queued: nothing changes, same answer.
    expect((await cancel(a, projectId, id)).json()).toEqual({ success: true });
  });

  it('claims round-robin across users, at most N running per user, atomically across two servers', async () => {
    const users = await Promise.all(['u1', 'u2', 'u3'].map((name) => createTestUser(t.repos, name)));
    const browser = await loggedIn(t, 'owner');
    const projectId = await createProject(browser);
    const [u1, u2, u3] = users as [number, number, number];
    const jobs = t.repos.processingJobs;
    for (const user of [u1, u1, u1, u2, u2, u3]) await jobs.enqueue('master_plan', projectId, null, user);
    const order: (number | null)[] = [];
    for (let job = await jobs.claimNext(10); job; job = await jobs.claimNext(10))
      order.push(job.requested_by);
    expect(order).toEqual([u1, u2, u3, u1, u2, u1]);

    // Two servers claiming at once, 1 running per user: never two jobs of one user, never one job twice.
    await t.database.db.kysely.deleteFrom('processing_jobs').execute();
    for (let i = 0; i < 6; i += 1) {
      await jobs.enqueue('master_plan', projectId, null, u1);
      await jobs.enqueue('master_plan', projectId, null, u2);
    }
    const second = secondConnection(t.database);
    try {
      const other = createProcessingJobsRepository(second.kysely, { now: () => new Date() });
      const claims = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? jobs : other).claimNext(1)),
      );
      const claimed = claims.filter((c) => c !== undefined);
      expect(claimed.map((c) => c?.requested_by).sort()).toEqual([u1, u2].sort());
      expect(new Set(claimed.map((c) => c?.id)).size).toBe(claimed.length);
    } finally {
      await second.kysely.destroy();
    }
  });
});
