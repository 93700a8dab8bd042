import { describe, expect, it } from 'vitest';
import { LayoutJobResponseSchema, type LayoutJobResponse } from '../../src/contract/layouts';
import { checkGates } from '../../src/core/generate/gates';
import { generateVariants } from '../../src/core/generate/generate';
import { planHash } from '../../src/core/generate/hash';
import type { Program } from '../../src/core/generate/types';
import { useTestApp, type TestApp } from './helpers/app';
import type { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import { refusingProcessing } from './helpers/processing';
import { BASE, createProject, loggedIn } from './helpers/projects';

const SLOW = 120_000;

/** The published IRC brief of issue 11: 2,200 sf, 4 bed / 2.5 bath, 2-car garage. */
const IRC_BRIEF = {
  square_footage: '2200',
  num_bedrooms: '4',
  num_bathrooms: '2.5',
  num_car_garage: '2',
  story: '1',
  layout_style: 'standard',
};
const IRC_PROGRAM: Program = {
  square_footage: 2200,
  num_bedrooms: 4,
  num_bathrooms: 2.5,
  num_car_garage: 2,
  story: 1,
  layout_style: 'standard',
};

const layouts = (projectId: number) => `${BASE}/${projectId}/layouts`;

function generate(browser: Browser, projectId: number, body?: unknown, csrf = true) {
  return browser.post(`${layouts(projectId)}/generate/`, {
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    headers: { 'content-type': 'application/json' },
    csrf,
  });
}

/** Queues a generation and answers its job id. */
async function queued(browser: Browser, projectId: number, body?: unknown): Promise<number> {
  const res = await generate(browser, projectId, body);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ success: boolean; job_id: number }>();
  expect(answer.success).toBe(true);
  return answer.job_id;
}

/** Polls the job as the screen does until it is done or failed (bounded: 600 polls). */
async function finished(browser: Browser, projectId: number, jobId: number): Promise<LayoutJobResponse> {
  for (let poll = 0; poll < 600; poll += 1) {
    const res = await browser.get(`${layouts(projectId)}/jobs/${jobId}/`);
    expect(res.statusCode, res.body).toBe(200);
    const job = LayoutJobResponseSchema.parse(res.json());
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`layout job ${jobId} did not finish`);
}

async function jobCount(t: TestApp): Promise<number> {
  const rows = await t.database.db.kysely.selectFrom('processing_jobs').select('id').execute();
  return rows.length;
}

describe.each(BACKENDS)('layout generation API on $name', (backend) => {
  const t = useTestApp(backend);

  it(
    'generates six variants of the IRC brief from the project, each passing every gate, best first, with previews',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser, IRC_BRIEF);
      const jobId = await queued(browser, projectId);
      const job = await finished(browser, projectId, jobId);
      expect(job.status).toBe('done');
      expect(job.infeasible).toBeUndefined();
      const variants = job.variants ?? [];
      expect(variants).toHaveLength(6);
      const totals = variants.map((v) => v.scores.total);
      expect(totals).toEqual([...totals].sort((a, b) => b - a));
      for (const [index, variant] of variants.entries()) {
        expect(variant.id).toBe(`${jobId}-${index}`);
        expect(variant.plan.program).toMatchObject(IRC_PROGRAM);
        expect(variant.scores).toEqual(variant.plan.scores);
        expect(variant.gates.length).toBeGreaterThanOrEqual(8);
        expect(variant.gates.filter((g) => !g.passed)).toEqual([]);
        // The server's word is checked again here, on the plan as the client receives it.
        expect(checkGates(variant.plan).filter((g) => !g.passed)).toEqual([]);
        const rooms = variant.plan.stories.flatMap((s) => s.rooms);
        expect(rooms.filter((r) => r.type === 'bedroom' || r.type === 'primary_bedroom')).toHaveLength(4);
        expect(rooms.filter((r) => r.type === 'half_bath')).toHaveLength(1);
        expect(rooms.filter((r) => r.type === 'garage')).toHaveLength(1);
      }

      const preview = await browser.get(variants[0]?.preview_url ?? '');
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(preview.headers['content-security-policy']).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(preview.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(preview.body).toContain('Kitchen');
      expect(preview.body).not.toMatch(/<script|href=/i);
      const last = await browser.get(variants[5]?.preview_url ?? '');
      expect(last.statusCode).toBe(200);
      expect(last.body).not.toBe(preview.body);
    },
    SLOW,
  );

  it(
    'answers an infeasible program with the reason and the smallest square footage that would work',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser, { ...IRC_BRIEF, square_footage: '400' });
      const jobId = await queued(browser, projectId);
      const job = await finished(browser, projectId, jobId);
      expect(job.status).toBe('done');
      expect(job.variants).toBeUndefined();
      expect(job.infeasible?.reason).toBe('too_small');
      expect(job.infeasible?.message).toMatch(/sf/);
      expect(job.infeasible?.minimum_sqft).toBeGreaterThan(400);
      const preview = await browser.get(`${layouts(projectId)}/jobs/${jobId}/variants/0/preview.svg`);
      expect(preview.statusCode).toBe(404);

      // The suggestion works: the same program at the suggested size generates.
      const retry = await queued(browser, projectId, {
        overrides: { square_footage: job.infeasible?.minimum_sqft },
        count: 1,
      });
      expect((await finished(browser, projectId, retry)).variants).toHaveLength(1);
    },
    SLOW,
  );

  it('names the missing program fields and queues nothing', async () => {
    const browser = await loggedIn(t);
    const bare = await createProject(browser);
    const res = await generate(browser, bare);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; error: string; errors: Record<string, string[]> }>();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(['num_bathrooms', 'num_bedrooms', 'square_footage']);
    expect(body.error).toMatch(/square footage, bedrooms, bathrooms/);

    const noBaths = await createProject(browser, { square_footage: '1800', num_bedrooms: '3' });
    const partial = await generate(browser, noBaths);
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json<{ errors: object }>().errors)).toEqual(['num_bathrooms']);
    expect(partial.json<{ error: string }>().error).toMatch(/bathrooms/);
    expect(await jobCount(t)).toBe(0);

    // An override supplies what the project lacks.
    const filled = await generate(browser, noBaths, { overrides: { num_bathrooms: 2 }, count: 1 });
    expect(filled.statusCode, filled.body).toBe(200);
  });

  it('refuses out-of-bounds, non-finite and unknown input with the field named, and queues nothing', async () => {
    const browser = await loggedIn(t);
    const projectId = await createProject(browser, IRC_BRIEF);
    const cases: [unknown, string, RegExp][] = [
      [{ overrides: { num_bedrooms: 13 } }, 'overrides.num_bedrooms', /at most 12/],
      [{ overrides: { story: 11 } }, 'overrides.story', /at most 10/],
      [{ overrides: { square_footage: 20_001 } }, 'overrides.square_footage', /at most 20000/],
      [{ overrides: { square_footage: -5 } }, 'overrides.square_footage', /more than 0/],
      [{ overrides: { num_bathrooms: 2.25 } }, 'overrides.num_bathrooms', /half/],
      [{ overrides: { layout_style: 'mansion' } }, 'overrides.layout_style', /./],
      [{ overrides: { num_bedrooms: '4' } }, 'overrides.num_bedrooms', /number/],
      [{ overrides: { pool: true } }, 'overrides.pool', /not a known field/],
      [{ colour: 'red' }, 'colour', /not a known field/],
      [{ seed: -1 }, 'seed', /./],
      [{ seed: 1.5 }, 'seed', /whole/],
      [{ count: 13 }, 'count', /./],
      [
        {
          footprint: [
            [0, 0],
            [10, 0],
          ],
        },
        'footprint',
        /at least 3/,
      ],
      [
        {
          footprint: [
            [0, 0],
            [1e7, 0],
            [0, 10],
          ],
        },
        'footprint.1.0',
        /out of range/,
      ],
      [{ front_side: 'up' }, 'front_side', /./],
    ];
    for (const [body, field, message] of cases) {
      const res = await generate(browser, projectId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json<{ success: boolean; errors: Record<string, string[]> }>();
      expect(answer.success).toBe(false);
      expect(answer.errors[field]?.join(' '), JSON.stringify(answer)).toMatch(message);
    }
    // 1e400 is valid JSON that parses to Infinity.
    const infinite = await browser.post(`${layouts(projectId)}/generate/`, {
      body: '{"overrides":{"square_footage":1e400}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(infinite.statusCode).toBe(400);
    expect(
      infinite.json<{ errors: Record<string, string[]> }>().errors['overrides.square_footage'],
    ).toBeDefined();
    const notJson = await browser.post(`${layouts(projectId)}/generate/`, {
      body: '{"seed":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(await jobCount(t)).toBe(0);

    // A project value beyond the generator's bounds is named too.
    const huge = await createProject(browser, { ...IRC_BRIEF, square_footage: '50000' });
    const tooBig = await generate(browser, huge);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json<{ errors: Record<string, string[]> }>().errors['square_footage']?.[0]).toMatch(
      /at most 20000/,
    );
    expect(await jobCount(t)).toBe(0);
  });

  it(
    "answers 404 to another user's generate, job and preview, and to a job of another project",
    async () => {
      const ada = await loggedIn(t, 'ada');
      const projectId = await createProject(ada, IRC_BRIEF);
      const jobId = await queued(ada, projectId, { count: 1 });
      const job = await finished(ada, projectId, jobId);
      const previewUrl = job.variants?.[0]?.preview_url ?? '';
      expect((await ada.get(previewUrl)).statusCode).toBe(200);

      const bob = await loggedIn(t, 'bob');
      const bobsProject = await createProject(bob, IRC_BRIEF);
      expect((await generate(bob, projectId)).statusCode).toBe(404);
      expect((await bob.get(`${layouts(projectId)}/jobs/${jobId}/`)).statusCode).toBe(404);
      expect((await bob.get(previewUrl)).statusCode).toBe(404);
      // Bob's own project does not reach Ada's job either.
      expect((await bob.get(`${layouts(bobsProject)}/jobs/${jobId}/`)).statusCode).toBe(404);
      expect((await bob.get(`${layouts(bobsProject)}/jobs/${jobId}/variants/0/preview.svg`)).statusCode).toBe(
        404,
      );
      const other = await createProject(ada, IRC_BRIEF);
      expect((await ada.get(`${layouts(other)}/jobs/${jobId}/`)).statusCode).toBe(404);
      for (const bad of ['abc', '0', '-1', '99999999']) {
        expect((await ada.get(`${layouts(projectId)}/jobs/${bad}/`)).statusCode).toBe(404);
      }
      for (const index of ['1', '12', 'x', '00000']) {
        const res = await ada.get(`${layouts(projectId)}/jobs/${jobId}/variants/${index}/preview.svg`);
        expect(res.statusCode).toBe(404);
      }
      expect(await jobCount(t)).toBe(1);
    },
    SLOW,
  );

  it('refuses a generate without the CSRF token, and anyone logged out', async () => {
    const browser = await loggedIn(t);
    const projectId = await createProject(browser, IRC_BRIEF);
    const refused = await generate(browser, projectId, {}, false);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ success: boolean }>().success).toBe(false);
    await browser.post('/api/logout/');
    expect([401, 403]).toContain((await generate(browser, projectId)).statusCode);
    expect(await jobCount(t)).toBe(0);
  });

  it(
    'gives the same plans for the same seed (in the worker and in the core alike) and stores a drawn seed',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser, IRC_BRIEF);
      const hashes = async (jobId: number) =>
        ((await finished(browser, projectId, jobId)).variants ?? []).map((v) => planHash(v.plan));
      const first = await hashes(await queued(browser, projectId, { seed: 42, count: 3 }));
      const second = await hashes(await queued(browser, projectId, { seed: 42, count: 3 }));
      expect(first).toHaveLength(3);
      expect(second).toEqual(first);
      const core = generateVariants(IRC_PROGRAM, { seed: 42, count: 3 });
      expect(core.ok && core.variants.map(planHash)).toEqual(first);

      // Without a seed the server draws one and answers it, so the result can be reproduced.
      const drawn = await finished(browser, projectId, await queued(browser, projectId, { count: 1 }));
      const again = await finished(
        browser,
        projectId,
        await queued(browser, projectId, { seed: drawn.seed, count: 1 }),
      );
      expect(again.variants?.map((v) => planHash(v.plan))).toEqual(
        drawn.variants?.map((v) => planHash(v.plan)),
      );
    },
    SLOW,
  );

  it('queues layout jobs in the fair processing queue, counted against the user who asked', async () => {
    const browser = await loggedIn(t);
    const projectId = await createProject(browser, IRC_BRIEF);
    const jobId = await queued(browser, projectId, { count: 1 });
    await finished(browser, projectId, jobId);
    const row = await t.database.db.kysely
      .selectFrom('processing_jobs')
      .innerJoin('users', 'users.id', 'processing_jobs.requested_by')
      .select(['processing_jobs.kind', 'processing_jobs.state', 'users.username'])
      .where('processing_jobs.id', '=', jobId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'layouts', state: 'done', username: 'ada' });
  });
});

describe.each(BACKENDS)('layout generation in the worker pool on $name', (backend) => {
  // A time limit no 12-variant, 10-story generation can meet: the pool ends the worker, the job fails.
  const t = useTestApp(backend, { processing: { runner: { pool: { timeLimitMs: 20 } } } });

  it('runs the generator in a pool worker: a job over the time limit fails with a clear error', async () => {
    const browser = await loggedIn(t);
    const projectId = await createProject(browser, IRC_BRIEF);
    const jobId = await queued(browser, projectId, {
      overrides: { square_footage: 20_000, num_bedrooms: 12, story: 10 },
      count: 12,
      seed: 7,
    });
    const job = await finished(browser, projectId, jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/took longer than .* and was stopped/);
    expect(job.variants).toBeUndefined();
    // The server keeps answering, and the next job gets a fresh worker.
    expect((await browser.get(`${layouts(projectId)}/jobs/${jobId}/`)).statusCode).toBe(200);
  });
});

describe.each(BACKENDS)('layout jobs waiting in the queue on $name', (backend) => {
  // A stand-in processing service that never runs a job: queued jobs stay queued.
  const t = useTestApp(backend, { processing: { service: refusingProcessing } });

  it('answers a queued job as queued, and lets one user have at most 3 generations waiting', async () => {
    const browser = await loggedIn(t);
    const projectId = await createProject(browser, IRC_BRIEF);
    const jobs = [];
    for (let n = 0; n < 3; n += 1) jobs.push(await queued(browser, projectId, { seed: n }));
    const res = await browser.get(`${layouts(projectId)}/jobs/${jobs[0]}/`);
    expect(LayoutJobResponseSchema.parse(res.json())).toEqual({
      success: true,
      job_id: jobs[0],
      status: 'queued',
      seed: 0,
    });
    const refused = await generate(browser, projectId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toMatch(/already have 3 layout generations waiting/);
    // Another user is not held back by it.
    const bob = await loggedIn(t, 'bob');
    expect((await generate(bob, await createProject(bob, IRC_BRIEF))).statusCode).toBe(200);
    // A finished job no longer counts.
    await t.database.db.kysely
      .updateTable('processing_jobs')
      .set({ state: 'failed', error: 'Cancelled by the user.' })
      .where('id', '=', jobs[0] ?? 0)
      .execute();
    expect((await generate(browser, projectId)).statusCode).toBe(200);
    expect(await jobCount(t)).toBe(5);
  });
});
