import { describe, expect, it } from 'vitest';
import { FloorDesignOpenDetail, RevisionListResponse } from '../../src/contract/floordesigns';
import { OpenInEditorResponseSchema, Project } from '../../src/contract/projects';
import { makeLimits } from '../../src/formats/limits';
import { dxfToPage } from '../../src/formats/import/dxfToPage';
import { NOT_A_DRAWING } from '../../src/server/projects/open-in-editor';
import { useTestApp, type TestApp } from './helpers/app';
import type { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import { addPage, BASE, corpusFile, createProject, loggedIn, SAMPLE_FILES } from './helpers/projects';
import { uploaded } from './processing/app-helpers';

// Issue 12 items 3 and 7: "Open in editor" on an uploaded file or a drawing page makes a floor design of the
// project whose one page holds the drawing's elements and layers, saved as revision 1.

const SLOW = 120_000;

const openUpload = (browser: Browser, projectId: number, uploadId: number, csrf = true) =>
  browser.post(`${BASE}/${projectId}/uploads/${uploadId}/open_in_editor/`, { csrf });
const openPage = (browser: Browser, projectId: number, pageId: number, csrf = true) =>
  browser.post(`${BASE}/${projectId}/drawing_pages/${pageId}/open_in_editor/`, { csrf });

async function designCount(t: TestApp): Promise<number> {
  const rows = await t.database.db.kysely.selectFrom('floor_designs').select('id').execute();
  return rows.length;
}

const expectedPage = (name: string) => {
  let n = 0;
  return dxfToPage(new Uint8Array(corpusFile(name)), makeLimits(), {
    pageId: 'p',
    pageName: name,
    ids: () => `e${++n}`,
  }).page;
};

const typeCounts = (elements: readonly { type: string }[]) =>
  elements.reduce<Record<string, number>>((acc, el) => ({ ...acc, [el.type]: (acc[el.type] ?? 0) + 1 }), {});

describe.each(BACKENDS)('open in editor on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });

  it(
    'an uploaded DXF becomes a design of the project: its elements and layers on one page, revision 1',
    async () => {
      const ada = await loggedIn(t, 'ada');
      const projectId = await createProject(ada);
      for (const name of ['A05_barcelona_pavilion_plan_AC1027.dxf', 'B11_ezdxf_insert_attribs_R2013.dxf']) {
        const uploadId = await uploaded(ada, projectId, name, corpusFile(name));
        const res = await openUpload(ada, projectId, uploadId);
        expect(res.statusCode, res.body).toBe(200);
        const { floor_design_id: designId } = OpenInEditorResponseSchema.parse(res.json());

        const opened = await ada.get(`/api/floordesigns/${designId}/?latest_revision=summary`);
        expect(opened.statusCode, opened.body).toBe(200);
        const design = FloorDesignOpenDetail.parse(opened.json());
        expect(design).toMatchObject({
          name: name.replace(/\.dxf$/, ''),
          project_id: projectId,
          is_active: true,
        });
        expect(design.pages).toHaveLength(1);
        const page = design.pages[0];
        const expected = expectedPage(name);
        expect(typeCounts(page?.elements ?? []), name).toEqual(typeCounts(expected.elements));
        expect(
          page?.layers.map((l) => l.name),
          name,
        ).toEqual(expected.layers.map((l) => l.name));
        expect(design.latest_revision?.version_number).toBe(1);
        // The drawing's lines are its author's: its page adds no automatic dimension, in the editor or exports.
        expect(page?.autoDimensions, name).toBe(false);
        const dxf = await ada.get(`/api/floordesigns/${designId}/export/dxf/`);
        expect(dxf.statusCode, dxf.body.slice(0, 200)).toBe(200);
        expect(dxf.body).not.toMatch(/\n8\nA-ANNO-DIMS\n/);
        const revisions = RevisionListResponse.parse(
          (await ada.get(`/api/floordesigns/${designId}/revisions/`)).json(),
        );
        expect(revisions.map((r) => r.version_number)).toEqual([1]);
      }
      // A05 states metres: the design is metric; its 11 layers are kept.
      const project = Project.parse((await ada.get(`${BASE}/${projectId}/`)).json());
      expect(project.floor_designs.map((d) => d.name).sort()).toEqual([
        'A05_barcelona_pavilion_plan_AC1027',
        'B11_ezdxf_insert_attribs_R2013',
      ]);
    },
    SLOW,
  );

  it(
    'a drawing page opens the same way; a PDF page at its stated scale',
    async () => {
      const ada = await loggedIn(t, 'ada');
      const projectId = await createProject(ada);
      const dxf = await addPage(ada, projectId, {
        filename: 'plan.dxf',
        content: corpusFile('B01_ezdxf_ascii_R12.dxf'),
      });
      expect(dxf.statusCode, dxf.body).toBe(200);
      const res = await openPage(ada, projectId, dxf.json().page.id as number);
      expect(res.statusCode, res.body).toBe(200);
      const design = FloorDesignOpenDetail.parse(
        (
          await ada.get(`/api/floordesigns/${OpenInEditorResponseSchema.parse(res.json()).floor_design_id}/`)
        ).json(),
      );
      expect(design.name).toBe('Ground floor');
      expect(design.pages[0]?.elements).toHaveLength(3);

      const pdf = await addPage(
        ada,
        projectId,
        { filename: 'plan.pdf', content: corpusFile('P04_barcelona_pavilion_plan_view.pdf') },
        { name: 'Pavilion', page_type: 'floor', scale: '1:50' },
      );
      expect(pdf.statusCode, pdf.body).toBe(200);
      const opened = await openPage(ada, projectId, pdf.json().page.id as number);
      expect(opened.statusCode, opened.body).toBe(200);
      const pdfDesign = FloorDesignOpenDetail.parse(
        (await ada.get(`/api/floordesigns/${opened.json().floor_design_id as number}/`)).json(),
      );
      const elements = pdfDesign.pages[0]?.elements ?? [];
      expect(elements.length).toBeGreaterThan(100);
      // The sheet is 4455 pt wide: at 1:50 its drawing spans up to 4455 / 72 × 50 inches.
      const xs = elements.flatMap((el) => ('x2' in el ? [el.x, el.x2] : [el.x]));
      const width = Math.max(...xs) - Math.min(...xs);
      expect(width).toBeGreaterThan(1000 * 96);
      expect(width).toBeLessThanOrEqual((4455 / 72) * 50 * 96 + 1);
    },
    SLOW,
  );

  it(
    'refuses images (415), unreadable drawings (422), strangers (404) and requests without CSRF (403), making nothing',
    async () => {
      const ada = await loggedIn(t, 'ada');
      const projectId = await createProject(ada);
      const png = await uploaded(ada, projectId, 'photo.png', SAMPLE_FILES.png());
      const before = await designCount(t);

      const image = await openUpload(ada, projectId, png);
      expect(image.statusCode).toBe(415);
      expect(image.json()).toEqual({ success: false, error: NOT_A_DRAWING });

      // A block that inserts itself: unreadable, 422 with the reader's reason.
      const cycle = [
        '0',
        'SECTION',
        '2',
        'BLOCKS',
        '0',
        'BLOCK',
        '2',
        'A',
        '10',
        '0',
        '20',
        '0',
        '0',
        'INSERT',
        '2',
        'A',
        '0',
        'ENDBLK',
        '0',
        'ENDSEC',
        '0',
        'SECTION',
        '2',
        'ENTITIES',
        '0',
        'INSERT',
        '2',
        'A',
        '0',
        'ENDSEC',
        '0',
        'EOF',
        '',
      ].join('\n');
      const broken = await uploaded(ada, projectId, 'broken.dxf', cycle);
      const bad = await openUpload(ada, projectId, broken);
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json().error).toMatch(/^The drawing cannot be opened: Block "A" inserts itself/);

      const dxf = await uploaded(ada, projectId, 'plan.dxf', SAMPLE_FILES.dxf());
      const bob = await loggedIn(t, 'bob');
      const stranger = await openUpload(bob, projectId, dxf);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ success: false, error: 'Project not found.' });
      expect((await openUpload(ada, projectId, dxf + 1000)).statusCode).toBe(404);
      expect((await openUpload(ada, projectId, dxf, false)).statusCode).toBe(403);
      expect(await designCount(t)).toBe(before);
    },
    SLOW,
  );
});

describe.each(BACKENDS)('open in editor past the processing limits on $name', (backend) => {
  const t = useTestApp(backend, { processing: { runner: { limits: { maxEntities: 500 } } } });

  it(
    'answers 413 with the limit it met and makes no design',
    async () => {
      const ada = await loggedIn(t, 'ada');
      const projectId = await createProject(ada);
      const name = 'A05_barcelona_pavilion_plan_AC1027.dxf';
      const uploadId = await uploaded(ada, projectId, name, corpusFile(name));
      const res = await openUpload(ada, projectId, uploadId);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().error).toBe(
        'The drawing cannot be opened: The drawing has more than 500 objects, the processing limit',
      );
      expect(await designCount(t)).toBe(0);
    },
    SLOW,
  );
});
