import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { makeLimits } from '../../src/formats/limits';
import { DRAWING_VERSION, type Page } from '../../src/core/model/page';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { designPdf } from '../../src/server/export/design-pdf';
import {
  buildMasterPlan,
  isDrawingSheetSize,
} from '../../src/server/processing/master-plan/build-master-plan';
import { addCoverSheets, coverCapacity } from '../../src/server/processing/master-plan/cover-sheet';
import { openPdf } from '../../src/server/processing/guarded-input';
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
import { pathOperatorsPdf } from './processing/hostile-files';

const SLOW = 120_000;

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { doc } = await openPdf(pdf, makeLimits());
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

async function pageSizes(pdf: Uint8Array): Promise<number[][]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => [page.getWidth(), page.getHeight()]);
}

describe('master plan cover sheets', () => {
  it('paginate a long index with its header once per page, in front of the sheets', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([100, 100]);
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
    };
    const rows = Array.from({ length: 130 }, (_, i) => ({
      pages: String(i + 4),
      number: `D-${i + 1}`,
      name: `Sheet ${i + 1}`,
      typeLabel: 'Floor Plan',
      scale: '1:100',
    }));
    const { first, next } = coverCapacity();
    expect(first + next).toBeLessThan(130);
    const added = addCoverSheets(
      doc,
      fonts,
      { address: '1 Long Road', typeLabel: 'Hotel', ownerName: null, date: 'November 23, 2026' },
      rows,
    );
    expect(added).toBe(3);
    const bytes = await doc.save();
    expect((await pageSizes(bytes)).at(-1)).toEqual([100, 100]);
    const texts = await pageTexts(bytes);
    const listed: string[] = [];
    for (const text of texts.slice(0, 3)) {
      expect(text.match(/PAGE/g)).toHaveLength(1);
      expect(text.match(/SCALE/g)).toHaveLength(1);
      listed.push(...(text.match(/Sheet \d+/g) ?? []));
    }
    expect(listed).toEqual(rows.map((row) => row.name));
    expect(texts[0]).toContain('1 Long Road');
    expect(texts[1]).toContain('SHEET INDEX (continued)');
  });
});

/** A one-page PDF of the given media size and /Rotate, with a frame drawn on it. */
async function pdfPage(width: number, height: number, rotation = 0): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([width, height]);
  page.drawRectangle({ x: 10, y: 10, width: width - 20, height: height - 20, borderWidth: 5 });
  page.setRotation(degrees(rotation));
  return doc.save();
}

describe('master plan sheets state the scale they were drawn at', () => {
  it('keeps a page that fits at its own size, fits a turned page by its turned size, and says so', async () => {
    const sheet = (name: string, bytes: Uint8Array, scale: string | null, kind: 'pdf' | 'dxf' = 'pdf') => ({
      name,
      pageType: 'floor',
      scale,
      kind,
      bytes,
    });
    const result = await buildMasterPlan(
      {
        type: 'master_plan',
        project: { address: '5 Elm', typeLabel: 'Hotel', ownerName: null, date: 'November 23, 2026' },
        limits: {},
        sheets: [
          sheet('Letter', await pdfPage(612, 792), '1/4" = 1\'-0"'),
          sheet('Unscaled', await pdfPage(612, 792), null),
          // 6000 × 3000 media shown turned: 3000 wide, 6000 tall, so the height decides (1530 / 6000).
          sheet('Turned', await pdfPage(6000, 3000, 90), '1:50'),
          sheet('Too big', corpusFile('A05_barcelona_pavilion_plan_AC1027.dxf'), '1:10', 'dxf'),
        ],
      },
      makeLimits(),
    );
    expect(await pageSizes(result.pdf)).toEqual(Array(5).fill([2592, 1728]));
    const texts = await pageTexts(result.pdf);
    expect(texts[1]).toMatch(/Letter.*SCALE\s+1\/4" = 1'-0"\s+0\s+5'\s+10'\s+GRAPHIC SCALE\s+DATE/);
    // Each title block carries the drawing number, date, revision, a graphic scale and a north arrow.
    expect(texts[1]).toMatch(
      /DRAWING NO\.\s+1\b.*DATE\s+November 23, 2026\s+REVISION\s+0\s+PAGE\s+2 of 5\s+NORTH\s+N/,
    );
    // A fitted DXF with units keeps a true graphic scale; a PDF without a stated scale has none.
    expect(texts[4]).toMatch(/GRAPHIC SCALE/);
    expect(texts[2]).not.toMatch(/GRAPHIC SCALE/);
    expect(texts[2]).toMatch(/Unscaled.*As drawn \(100%\)/);
    expect(texts[3]).toMatch(/Turned.*Fitted to sheet, about 1:196 at 26% \(1:50 on the original\)/);
    expect(texts[4]).toMatch(/Too big.*Fitted to sheet, about 1:59 \(1:10: too large for the sheet\)/);
    // The index says the same, one row per drawing page.
    expect(texts[0]).toMatch(
      /Letter.*1\/4" = 1'-0".*Unscaled.*As drawn.*Turned.*about 1:196 at 26%.*Too big.*1:59/,
    );
  });
});

describe('a set, not nested sheets', () => {
  it('places a sheet with its own title block as it is, at 1:1 on a page of its size, listed by its number and title', async () => {
    const house: Page = {
      version: DRAWING_VERSION,
      layers: [],
      id: 'p1',
      name: 'Level 1',
      elements: [
        finalizeElement({
          id: 'w',
          type: 'wall',
          x: 0,
          y: 0,
          x2: 40 * 12 * 96,
          y2: 0,
          rotation: 0,
          thickness: 576,
        }),
      ],
    };
    const issued = await designPdf({
      pages: [{ page: house, sheetNumber: 'A-201', sheetTitle: 'First Floor Plan' }],
      unit: 'feet',
      sheet: 'ARCH-C',
      orientation: 'landscape',
      scale: { kind: 'ratio', ratio: 48, label: `1/4" = 1'-0"` },
      title: {
        firm: { name: 'Harbor & Pine', address: '210 Water St' },
        project: '5 Elm',
        client: 'Dana',
        projectNumber: '7',
        drawnBy: '',
        date: 'Nov 25, 2026',
        revision: '2',
      },
    });
    if (!issued.ok) throw new Error(issued.error);
    const sheet = (name: string, bytes: Uint8Array, scale: string | null, number: string) => ({
      name,
      pageType: 'floor',
      scale,
      number,
      kind: 'pdf' as const,
      bytes,
    });
    const result = await buildMasterPlan(
      {
        type: 'master_plan',
        project: { address: '5 Elm', typeLabel: 'Hotel', ownerName: null, date: 'November 23, 2026' },
        limits: {},
        sheets: [
          sheet('5 Elm – A-201', issued.pdf, `1/4" = 1'-0"`, 'D-01'),
          // An office's ISO A3 plot: a sheet too, kept as it is and listed by the drawing page.
          sheet('Survey', await pdfPage(1191, 842), '1:200', 'D-02'),
          // A letter page is no drawing sheet: the set frames it with its own title block.
          sheet('Sketch', await pdfPage(612, 792), null, 'D-03'),
        ],
      },
      makeLimits(),
    );
    const sizes = await pageSizes(result.pdf);
    expect(sizes.map(([w, h]) => [Math.round(w ?? 0), Math.round(h ?? 0)])).toEqual([
      [2592, 1728], // the cover
      [1728, 1296], // ARCH C, as issued
      [1191, 842], // ISO A3, as plotted
      [2592, 1728], // the framed letter page
    ]);
    const texts = await pageTexts(result.pdf);
    // One title block on the issued sheet: its own (no second one from the set).
    expect(texts[1]?.match(/SHEET TITLE/g)).toHaveLength(1);
    expect(texts[1]).not.toContain('DRAWING NO.');
    expect(texts[3]).toContain('DRAWING NO.');
    // The index reads the issued sheet's own number and title, and says which sheets are at 100 %.
    expect(texts[0]).toMatch(/2\s+A-201\s+First Floor Plan\s+Floor Plan\s+1\/4" = 1'-0" \(as issued, 100%\)/);
    expect(texts[0]).toMatch(/3\s+D-02\s+Survey\s+Floor Plan\s+1:200 \(as issued, 100%\)/);
    expect(texts[0]).toMatch(/4\s+D-03\s+Sketch\s+Floor Plan\s+As drawn \(100%\)/);
  });

  it('a sheet reduced to fit the set says so on the index', async () => {
    const result = await buildMasterPlan(
      {
        type: 'master_plan',
        project: { address: '5 Elm', typeLabel: 'Hotel', ownerName: null, date: 'November 23, 2026' },
        limits: {},
        sheets: [
          { name: 'Export', pageType: 'floor', scale: '1:50', kind: 'pdf', bytes: await pdfPage(6000, 3000) },
        ],
      },
      makeLimits(),
    );
    const [cover] = await pageTexts(result.pdf);
    expect(cover).toMatch(/Export.*Fitted to sheet, about 1:\d+ at \d+%/);
  });

  it('knows the drawing sheet sizes offices plot: ARCH, ANSI B and up, ISO A3 and up, either way round', () => {
    expect(isDrawingSheetSize(36 * 72, 24 * 72)).toBe(true);
    expect(isDrawingSheetSize(11 * 72, 17 * 72)).toBe(true);
    expect(isDrawingSheetSize(842, 1191)).toBe(true);
    expect(isDrawingSheetSize(612, 792)).toBe(false);
    expect(isDrawingSheetSize(4455, 3150)).toBe(false);
  });
});

describe('master plan drawing pages from hostile PDFs', () => {
  it('refuses a page of 3,000,000 path operators before placing it, naming the drawing page', async () => {
    const task = {
      type: 'master_plan' as const,
      project: { address: '5 Elm', typeLabel: 'Hotel', ownerName: null, date: 'November 23, 2026' },
      limits: {},
      sheets: [
        {
          name: 'Busy',
          pageType: 'floor',
          scale: null,
          kind: 'pdf' as const,
          bytes: pathOperatorsPdf(3_000_000),
        },
      ],
    };
    await expect(buildMasterPlan(task, makeLimits())).rejects.toThrow(
      /Drawing page "Busy": .*drawing operations/,
    );
  });
});

describe.each(BACKENDS)('master plan PDF on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });

  it(
    'has a cover sheet, then every page on a set sheet with its title block, the PDF page fitted',
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
      const bytes = new Uint8Array(await download(browser, url));
      const texts = await pageTexts(bytes);
      expect(texts).toHaveLength(1 + 1 + 2);
      // Every sheet is ARCH D, the 4455 × 3150 pt PDF page included.
      expect(await pageSizes(bytes)).toEqual(Array(4).fill([2592, 1728]));
      expect(texts[1]).toMatch(/12 Elm Road.*Site plan.*Cover.*Fitted to sheet at 49%.*2 of 4/);
      // The index's header row once.
      expect(texts[0]?.match(/SCALE/g)).toHaveLength(1);
      expect(texts[0]).toMatch(/Site plan.*Cover.*Fitted to sheet at 49%/);
      expect(texts[0]).toContain('12 Elm Road');
      expect(texts[0]).toContain('Ada Lovelace');
      expect(texts[0]).toContain('Accessory Dwelling Unit');
      // The index in page order, with sheet types.
      expect(texts[0]?.indexOf('Site plan')).toBeLessThan(texts[0]?.indexOf('Ground floor') ?? -1);
      expect(texts[0]?.indexOf('Ground floor')).toBeLessThan(texts[0]?.indexOf('House outline') ?? -1);
      expect(texts[0]).toContain('Floor Plan');
      expect(texts[2]).toMatch(/12 Elm Road.*Ground floor.*Floor Plan.*1:100.*3 of 4/);
      expect(texts[3]).toMatch(/12 Elm Road.*House outline.*Elevation.*Fitted to sheet.*4 of 4/);
      // Drawing numbers in set order, the date each page was added, revision 0 as issued.
      texts.slice(1).forEach((text, i) => {
        expect(text).toContain(`DRAWING NO.  D-0${i + 1}`);
        expect(text).toMatch(/DATE\s+[A-Z][a-z]{2} \d{1,2}, \d{4}\s+REVISION\s+0\s+PAGE/);
      });
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

  it(
    'fits a 43,756 × 49,081 pt page on the sheet and states the scale it ended up at',
    async () => {
      const browser = await loggedIn(t);
      const projectId = await createProject(browser, { project_address: '3 Oak Lane' });
      const pdf = { filename: 'house.pdf', content: corpusFile('P05_house_dimensioned_plan_1to1.pdf') };
      const added = await addPage(browser, projectId, pdf, {
        name: 'House',
        page_type: 'floor',
        scale: '1:1',
      });
      expect(added.statusCode, added.body).toBe(200);
      const res = await browser.post(`${BASE}/${projectId}/generate_master_plan_pdf/`);
      expect(res.statusCode, res.body).toBe(200);
      const bytes = new Uint8Array(await download(browser, res.json().master_pdf_url as string));
      expect(await pageSizes(bytes)).toEqual([
        [2592, 1728],
        [2592, 1728],
      ]);
      // 1530 pt of drawing area for 49,081 pt of page: 3.1 %, so a 1:1 drawing ends up at about 1:32.
      const texts = await pageTexts(bytes);
      expect(texts[1]).toMatch(
        /3 Oak Lane.*House.*Floor Plan.*Fitted to sheet, about 1:32 at 3.1%.*\(1:1 on the original\).*2 of 2/,
      );
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
