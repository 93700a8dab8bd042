import { describe, expect, it } from 'vitest';
import { FloorDesignOpenDetail, RevisionListResponse } from '../../src/contract/floordesigns';
import {
  AdoptLayoutResponseSchema,
  LayoutJobResponseSchema,
  type LayoutJobResponse,
} from '../../src/contract/layouts';
import { Project } from '../../src/contract/projects';
import {
  LAYOUT_INFEASIBLE,
  LAYOUT_JOB_FAILED,
  LAYOUT_NOT_READY,
} from '../../src/server/layouts/adopt-variant';
import { createTestUser, useTestApp, type TestApp } from './helpers/app';
import { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import { refusingProcessing } from './helpers/processing';
import {
  BASE,
  createProject,
  loggedIn,
  loggedInWithoutFiles,
  PASSWORD,
  storedFiles,
} from './helpers/projects';

// Issue 11 item 5, "Use this layout": POST …/layouts/{variant_id}/adopt/ makes a generated variant a floor design
// of the project (one page per story, revision 1) and stores the variant's picture with the project's files.

const SLOW = 120_000;
const TWO_STORY_BRIEF = {
  project_address: '7 Harbor View Road, Sausalito, CA',
  square_footage: '2400',
  num_bedrooms: '4',
  num_bathrooms: '2.5',
  num_car_garage: '2',
  story: '2',
  layout_style: 'standard',
};
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const layouts = (projectId: number) => `${BASE}/${projectId}/layouts`;
const adopt = (browser: Browser, projectId: number, variantId: string, csrf = true) =>
  browser.post(`${layouts(projectId)}/${variantId}/adopt/`, { csrf });

async function queued(browser: Browser, projectId: number, body: unknown): Promise<number> {
  const res = await browser.post(`${layouts(projectId)}/generate/`, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ job_id: number }>().job_id;
}

/** Polls the job as the screen does until it is done or failed (bounded: 600 polls). */
async function finished(browser: Browser, projectId: number, jobId: number): Promise<LayoutJobResponse> {
  for (let poll = 0; poll < 600; poll += 1) {
    const job = LayoutJobResponseSchema.parse(
      (await browser.get(`${layouts(projectId)}/jobs/${jobId}/`)).json(),
    );
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`layout job ${jobId} did not finish`);
}

async function counts(t: TestApp) {
  const db = t.database.db.kysely;
  const designs = await db.selectFrom('floor_designs').select('id').execute();
  const files = await db.selectFrom('uploaded_files').select('id').execute();
  return { designs: designs.length, files: files.length, stored: storedFiles(t.app.config.dataDir).length };
}

const pngWidth = (bytes: Buffer) => bytes.readUInt32BE(16);

describe.each(BACKENDS)('adopting a generated layout on $name', (backend) => {
  const t = useTestApp(backend);

  it(
    'makes the variant a floor design of the project: one page per story with its walls, revision 1, and its picture',
    async () => {
      const owner = await loggedIn(t, 'ada');
      const projectId = await createProject(owner, TWO_STORY_BRIEF);
      const jobId = await queued(owner, projectId, { count: 2, seed: 11 });
      const job = await finished(owner, projectId, jobId);
      const variant = job.variants?.[1];
      if (!variant) throw new Error(`no second variant: ${JSON.stringify(job)}`);

      const res = await adopt(owner, projectId, variant.id);
      expect(res.statusCode, res.body).toBe(200);
      const { floor_design_id: designId } = AdoptLayoutResponseSchema.parse(res.json());

      // It opens as the editor opens it, as the project's design, with the plan's walls on each story's page.
      const opened = await owner.get(`/api/floordesigns/${designId}/?latest_revision=summary`);
      expect(opened.statusCode, opened.body).toBe(200);
      const design = FloorDesignOpenDetail.parse(opened.json());
      expect(design).toMatchObject({
        name: `${TWO_STORY_BRIEF.project_address} – Variant 2 (seed ${variant.plan.seed})`,
        unit: 'feet',
        project_id: projectId,
        is_active: true,
      });
      expect(design.pages.map((p) => p.name)).toEqual(['Level 1', 'Level 2']);
      variant.plan.stories.forEach((story, i) => {
        const walls = design.pages[i]?.elements.filter((e) => e.type === 'wall') ?? [];
        expect(walls.length, `level ${story.level}`).toBe(story.walls.length);
        expect(story.walls.length).toBeGreaterThan(4);
      });
      expect(design.latest_revision?.version_number).toBe(1);
      const revisions = RevisionListResponse.parse(
        (await owner.get(`/api/floordesigns/${designId}/revisions/`)).json(),
      );
      expect(revisions.map((r) => r.version_number)).toEqual([1]);
      expect(revisions[0]?.pages_json).toEqual(design.pages);

      // The project lists the design, and holds the picture as a file with its mockup, both downloadable.
      const project = Project.parse((await owner.get(`${BASE}/${projectId}/`)).json());
      expect(project.floor_designs.map((d) => [d.id, d.name, d.page_count])).toEqual([
        [designId, design.name, 2],
      ]);
      expect(project.uploaded_files).toHaveLength(1);
      const picture = project.uploaded_files[0];
      expect(picture?.file_name).toBe(`${design.name}.png`);
      expect(picture?.content_type).toBe('image/png');
      for (const url of [picture?.file ?? '', picture?.debug_output ?? '']) {
        const download = await owner.get(url);
        expect(download.statusCode, url).toBe(200);
        expect(download.headers['content-type']).toMatch(/^image\/png/);
        expect(download.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
        // Two stories side by side, 1,600 px each.
        expect(pngWidth(download.rawPayload)).toBe(3200);
      }
    },
    SLOW,
  );

  it(
    "a member of the project's organization may adopt: the design is theirs and the project's",
    async () => {
      const owner = await loggedIn(t, 'ada');
      const memberId = await createTestUser(t.repos, 'bea', PASSWORD);
      const ownerId = (await t.repos.users.findByUsername('ada'))?.id ?? 0;
      const organizationId = await t.repos.organizations.create('Studio North');
      await t.repos.organizations.addMember(organizationId, ownerId, true);
      await t.repos.organizations.addMember(organizationId, memberId, false);
      const member = new Browser(t.app);
      await member.logIn('bea', PASSWORD);
      const projectId = await createProject(owner, {
        ...TWO_STORY_BRIEF,
        story: '1',
        organization_id: String(organizationId),
      });
      const jobId = await queued(owner, projectId, { count: 1, seed: 3 });
      await finished(owner, projectId, jobId);

      const res = await adopt(member, projectId, `${jobId}-0`);
      expect(res.statusCode, res.body).toBe(200);
      const designId = AdoptLayoutResponseSchema.parse(res.json()).floor_design_id;
      const row = await t.database.db.kysely
        .selectFrom('floor_designs')
        .select(['owner_id', 'project_id'])
        .where('id', '=', designId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ owner_id: memberId, project_id: projectId });
      expect((await owner.get(`/api/floordesigns/${designId}/`)).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    "answers 404 to unknown variants, another project's job and other users, 403 without CSRF, and makes nothing",
    async () => {
      const ada = await loggedIn(t, 'ada');
      const projectId = await createProject(ada, { ...TWO_STORY_BRIEF, story: '1' });
      const jobId = await queued(ada, projectId, { count: 1, seed: 5 });
      await finished(ada, projectId, jobId);
      const before = await counts(t);

      for (const variantId of [
        `${jobId}-1`,
        `${jobId}-12`,
        `${jobId}-01`,
        `${jobId}`,
        'abc',
        `${jobId + 1000}-0`,
        `0-0`,
        `-1-0`,
        `${jobId}-0-0`,
      ]) {
        const res = await adopt(ada, projectId, variantId);
        expect(res.statusCode, variantId).toBe(404);
        expect(res.json<{ success: boolean }>().success).toBe(false);
      }
      const otherProject = await createProject(ada);
      expect((await adopt(ada, otherProject, `${jobId}-0`)).statusCode).toBe(404);

      const bob = await loggedIn(t, 'bob');
      const refused = await adopt(bob, projectId, `${jobId}-0`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ success: false, error: 'Project not found.' });
      // A malformed id answers a stranger the same as a well-formed one.
      expect((await adopt(bob, projectId, 'abc')).json()).toEqual(refused.json());

      const noToken = await adopt(ada, projectId, `${jobId}-0`, false);
      expect(noToken.statusCode).toBe(403);
      expect(await counts(t)).toEqual(before);
    },
    SLOW,
  );

  it(
    'keeps nothing when the picture cannot be stored: no design, no revision, no file',
    async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser, { ...TWO_STORY_BRIEF, story: '1' });
      const jobId = await queued(browser, projectId, { count: 1, seed: 9 });
      await finished(browser, projectId, jobId);
      const storage = t.app.fileStorage;
      const stage = storage.stage.bind(storage);
      // The second picture's commit fails, after the design, its revision and the file record were written.
      let staged = 0;
      storage.stage = async (source, options) => {
        const file = await stage(source, options);
        staged += 1;
        if (staged < 2) return file;
        return { ...file, commit: () => Promise.reject(new Error('disk full')) };
      };
      try {
        const res = await adopt(browser, projectId, `${jobId}-0`);
        expect(res.statusCode).toBe(500);
      } finally {
        storage.stage = stage;
      }
      const revisions = await t.database.db.kysely
        .selectFrom('floor_design_revisions')
        .select('id')
        .execute();
      expect(revisions).toEqual([]);
      expect(await counts(t)).toEqual({ designs: 0, files: 0, stored: 0 });
    },
    SLOW,
  );

  it(
    'refuses to adopt from a generation that found no layout, saying why',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser, {
        ...TWO_STORY_BRIEF,
        story: '1',
        square_footage: '400',
      });
      const jobId = await queued(browser, projectId, { count: 1 });
      expect((await finished(browser, projectId, jobId)).infeasible).toBeDefined();
      const res = await adopt(browser, projectId, `${jobId}-0`);
      expect(res.statusCode).toBe(409);
      expect(res.json<{ error: string }>().error).toContain(LAYOUT_INFEASIBLE);
      expect((await counts(t)).designs).toBe(0);
    },
    SLOW,
  );
});

describe.each(BACKENDS)('adopting from a generation that has not finished on $name', (backend) => {
  // A processing service that never runs a job: generations stay queued.
  const t = useTestApp(backend, { processing: { service: refusingProcessing } });

  it('answers 409 while the job waits and after it failed, and makes nothing', async () => {
    const browser = await loggedIn(t);
    const projectId = await createProject(browser, { ...TWO_STORY_BRIEF, story: '1' });
    const jobId = await queued(browser, projectId, { count: 1 });
    const waiting = await adopt(browser, projectId, `${jobId}-0`);
    expect(waiting.statusCode, waiting.body).toBe(409);
    expect(waiting.json()).toEqual({ success: false, error: LAYOUT_NOT_READY });

    await t.database.db.kysely
      .updateTable('processing_jobs')
      .set({ state: 'failed', error: 'Cancelled by the user.' })
      .where('id', '=', jobId)
      .execute();
    const failed = await adopt(browser, projectId, `${jobId}-0`);
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toEqual({ success: false, error: LAYOUT_JOB_FAILED });
    expect(await counts(t)).toEqual({ designs: 0, files: 0, stored: 0 });
  });
});
