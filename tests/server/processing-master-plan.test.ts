import { describe, expect, it } from 'vitest';
import { openPdf } from '../../src/server/processing/pdf/load';
import { useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';
import {
  addPage,
  BASE,
  clearStoredFiles,
  corpusFile,
  createProject,
  loggedIn,
  storedFiles,
} from './helpers/projects';
import { download } from './processing/app-helpers';

const SLOW = 120_000;

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { doc } = await openPdf(pdf);
  try {
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return texts;
  } finally {
    await doc.destroy();
  }
}

describe.each(BACKENDS)('master plan PDF on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });

  it(
    'has a cover sheet, the PDF page as it is, then each DXF page drawn with its title block',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser, {
        owner_name: 'Ada Lovelace',
        project_address: '12 Elm Road',
      });
      const pdf = { filename: 'site.pdf', content: corpusFile('P04_barcelona_pavilion_plan_view.pdf') };
      const dxfA = { filename: 'ground.dxf', content: corpusFile('A05_barcelona_pavilion_plan_AC1027.dxf') };
      const dxfB = { filename: 'house.dxf', content: corpusFile('A08_house_outline_solvespace_AC1021.dxf') };
      expect(
        (
          await addPage(browser, projectId, dxfB, {
            name: 'House outline',
            page_type: 'elevation',
            order: '3',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await addPage(browser, projectId, pdf, { name: 'Site plan', page_type: 'cover', order: '1' }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await addPage(browser, projectId, dxfA, {
            name: 'Ground floor',
            page_type: 'floor',
            order: '2',
            scale: '1:100',
          })
        ).statusCode,
      ).toBe(200);

      const res = await browser.post(`${BASE}/${projectId}/generate_master_plan_pdf/`);
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().master_pdf_url as string;
      expect(url).toBe(`${BASE}/${projectId}/files/master_plan/${projectId}/`);
      const texts = await pageTexts(new Uint8Array(await download(browser, url)));
      expect(texts).toHaveLength(1 + 1 + 2);
      expect(texts[0]).toContain('12 Elm Road');
      expect(texts[0]).toContain('Ada Lovelace');
      expect(texts[0]).toContain('Accessory Dwelling Unit');
      // The index in page order, with sheet types.
      expect(texts[0]?.indexOf('Site plan')).toBeLessThan(texts[0]?.indexOf('Ground floor') ?? -1);
      expect(texts[0]?.indexOf('Ground floor')).toBeLessThan(texts[0]?.indexOf('House outline') ?? -1);
      expect(texts[0]).toContain('Floor Plan');
      expect(texts[2]).toMatch(/12 Elm Road.*Ground floor.*Floor Plan.*1:100.*3 of 4/);
      expect(texts[3]).toMatch(/12 Elm Road.*House outline.*Elevation.*Fitted to sheet.*4 of 4/);
    },
    SLOW,
  );

  it(
    'replaces the old file when generated again, and says what is missing when there are no pages',
    async () => {
      const browser = await loggedIn(t);
      clearStoredFiles(t.app.config.dataDir);
      const projectId = await createProject(browser);
      const empty = await browser.post(`${BASE}/${projectId}/generate_master_plan_pdf/`);
      expect(empty.json()).toEqual({
        success: false,
        error: 'The project has no drawing pages: add at least one page first.',
      });
      const dxf = { filename: 'plan.dxf', content: corpusFile('B01_ezdxf_ascii_R12.dxf') };
      await addPage(browser, projectId, dxf);
      expect((await browser.post(`${BASE}/${projectId}/generate_master_plan_pdf/`)).json().success).toBe(
        true,
      );
      const first = storedFiles(t.app.config.dataDir).filter((f) => f.endsWith('.pdf'));
      expect(first).toHaveLength(1);
      expect((await browser.post(`${BASE}/${projectId}/generate_master_plan_pdf/`)).json().success).toBe(
        true,
      );
      const second = storedFiles(t.app.config.dataDir).filter((f) => f.endsWith('.pdf'));
      expect(second).toHaveLength(1);
      expect(second).not.toEqual(first);
    },
    SLOW,
  );

  it("answers 404 for another user's project", async () => {
    const owner = await loggedIn(t);
    const projectId = await createProject(owner);
    const stranger = await loggedIn(t, 'mallory');
    expect((await stranger.post(`${BASE}/${projectId}/generate_master_plan_pdf/`)).statusCode).toBe(404);
  });
});
