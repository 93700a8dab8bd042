import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';
import { BASE, createProject, loggedInWithoutFiles, SAMPLE_FILES } from './helpers/projects';
import { generate, revisionNumbers, uploaded } from './processing/app-helpers';

const SLOW = 120_000;

/** Proposed DXF revision numbers are a project's own sequence: they only grow, and a deleted one stays used. */
describe.each(BACKENDS)('proposed DXF revision numbers on $name', (backend) => {
  const t = useTestApp(backend, { processing: { runner: { pool: { size: 1 } } } });

  const proposedNumbers = async (browser: Awaited<ReturnType<typeof loggedInWithoutFiles>>, id: number) =>
    (
      (await browser.get(`${BASE}/${id}/`)).json().proposed_dxf_revisions as { revision_number: number }[]
    ).map((r) => r.revision_number);

  it(
    'are not reused after the newest revision is deleted',
    async () => {
      const browser = await loggedInWithoutFiles(t);
      const projectId = await createProject(browser);
      const uploadId = await uploaded(browser, projectId, 'plan.dxf', SAMPLE_FILES.dxf());
      expect((await generate(browser, projectId, uploadId)).statusCode).toBe(200);
      expect(await proposedNumbers(browser, projectId)).toEqual([1]);

      const [first] = (await browser.get(`${BASE}/${projectId}/`)).json().proposed_dxf_revisions as {
        id: number;
      }[];
      const deleted = await browser.post(`${BASE}/proposed_dxf/revision/${first?.id}/delete/`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await proposedNumbers(browser, projectId)).toEqual([]);

      expect((await generate(browser, projectId, uploadId)).statusCode).toBe(200);
      expect(await proposedNumbers(browser, projectId)).toEqual([2]);
    },
    SLOW,
  );

  it('are distinct and consecutive when many are made at once, per project', async () => {
    const browser = await loggedInWithoutFiles(t);
    const [a, b] = [await createProject(browser), await createProject(browser)];
    const make = (projectId: number, i: number) =>
      t.repos.dxfRevisions.create(
        { projectId, storageKey: `r-${projectId}-${i}.dxf`, fileName: 'plan.dxf', size: 1 },
        async () => undefined,
      );
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => make(i % 2 === 0 ? a : b, i)));
    expect(made).toHaveLength(12);
    expect(await revisionNumbers(t, a)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await revisionNumbers(t, b)).toEqual([1, 2, 3, 4, 5, 6]);

    // Deleting the newest does not hand its number out again.
    const newest = made
      .filter((r) => r.project_id === a)
      .reduce((x, y) => (y.revision_number > x.revision_number ? y : x));
    await t.repos.dxfRevisions.delete(newest);
    expect((await make(a, 99)).revision_number).toBe(7);
  });
});
