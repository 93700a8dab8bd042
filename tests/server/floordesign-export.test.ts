import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { DRAWING_VERSION, type Page } from '../../src/core/model/page';
import type { DrawingElement } from '../../src/core/model/elements';
import { analyzeDxf } from '../../src/formats/dxf/analyze';
import { makeLimits } from '../../src/formats/limits';
import { pdfGeometry } from '../../src/server/processing/pdf/page-geometry';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';

// Issue 12 item 1: a design leaves the editor as DXF, PDF on a sheet at a scale, SVG and PNG.

const PASSWORD = 'correct horse battery';
const RAW = {
  south: { length: 40, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  north: { length: 40, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  west: { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  east: { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } },
};
/** 96 world units per inch: a 40'-0" line is 46,080 units. */
const FORTY_FEET = 40 * 12 * 96;

const line = (id: string, y: number): DrawingElement =>
  finalizeElement({ id, type: 'line', x: 0, y, x2: FORTY_FEET, y2: y, rotation: 0 });
const page = (id: string, name: string, elements: DrawingElement[]): Page => ({
  version: DRAWING_VERSION,
  layers: [],
  id,
  name,
  elements,
});

describe.each(BACKENDS)('floor design export on $name', (backend) => {
  const t = useTestApp(backend);

  async function designWith(pages: Page[], username = 'ada') {
    await createTestUser(t.repos, username, PASSWORD);
    const browser = new Browser(t.app);
    expect((await browser.logIn(username, PASSWORD)).statusCode).toBe(200);
    const created = await browser.post('/api/floordesigns/create/', {
      body: { name: 'Lake House', unit: 'feet', raw_json: RAW },
    });
    const id = (created.json() as { id: number }).id;
    const saved = await browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages } });
    expect(saved.statusCode, saved.body).toBe(200);
    return { browser, id };
  }

  const onePage = () => [page('p1', 'Ground floor', [line('a', 0), line('b', 20 * 12 * 96)])];

  it('PDF at 1/4" = 1\'-0" on ARCH D: the sheet is 36 × 24 in and a 40\'-0" line measures 10.000"', async () => {
    const { browser, id } = await designWith(onePage());
    const res = await browser.get(
      `/api/floordesigns/${id}/export/pdf/?scale=1/4in&sheet=ARCH-D&orientation=landscape&dimensions=0`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('Lake House - Ground floor.pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([width / 72, height / 72]).toEqual([36, 24]);

    // Read the sheet back as geometry (inches of the sheet) and find the two drawn lines.
    const { geometry } = await pdfGeometry(new Uint8Array(res.rawPayload), makeLimits());
    const lengths: number[] = [];
    const c = geometry.lines.coords;
    for (let i = 0; i < c.length; i += 4)
      lengths.push(
        Math.hypot((c[i + 2] as number) - (c[i] as number), (c[i + 3] as number) - (c[i + 1] as number)),
      );
    const p = geometry.polylines;
    for (let k = 0; k + 1 < p.offsets.length; k += 1) {
      const from = p.offsets[k] as number;
      const to = p.offsets[k + 1] as number;
      for (let j = from; j + 1 < to; j += 1)
        lengths.push(
          Math.hypot(
            (p.coords[2 * j + 2] as number) - (p.coords[2 * j] as number),
            (p.coords[2 * j + 3] as number) - (p.coords[2 * j + 1] as number),
          ),
        );
    }
    const tenInch = lengths.filter((l) => Math.abs(l - 10) <= 0.01);
    expect(tenInch.length).toBeGreaterThanOrEqual(2);
  });

  it('the title block names the design, sheet and revision; the view title the scale; fit says NOT TO SCALE', async () => {
    const { browser, id } = await designWith(onePage());
    const scaled = await browser.get(`/api/floordesigns/${id}/export/pdf/?scale=1:100&sheet=A3`);
    expect(scaled.statusCode, scaled.body).toBe(200);
    const text = await pdfText(scaled.rawPayload);
    for (const expected of ['Lake House', 'GROUND FLOOR PLAN', 'SCALE: 1:100', 'A-101', 'GRAPHIC SCALE', 'N'])
      expect(text).toContain(expected);
    // A login name is not a drafter's name: the title block leaves DRAWN BY blank without a full name.
    expect(text).not.toContain('ada');
    const sheet = (await PDFDocument.load(scaled.rawPayload)).getPage(0).getSize();
    expect(Math.round(sheet.width)).toBe(1191); // A3 landscape: 420 mm
    const fitted = await browser.get(`/api/floordesigns/${id}/export/pdf/?scale=fit&sheet=ARCH-B`);
    expect(await pdfText(fitted.rawPayload)).toContain('NOT TO SCALE');
  });

  it('all pages give one sheet per page, numbered in page order', async () => {
    const { browser, id } = await designWith([
      page('p1', 'Level 1', [line('a', 0)]),
      page('p2', 'Level 2', [line('b', 0)]),
    ]);
    const res = await browser.get(`/api/floordesigns/${id}/export/pdf/?page=all&scale=1/8in&sheet=ARCH-C`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(2);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('A-101');
    expect(text).toContain('A-102');
  });

  it('a scale at which the drawing does not fit the sheet is refused with the sizes, never clipped', async () => {
    const { browser, id } = await designWith(onePage());
    const res = await browser.get(`/api/floordesigns/${id}/export/pdf/?scale=1:20&sheet=A4`);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: string }).error).toMatch(
      /At 1:20 the drawing is .* Choose a larger sheet/,
    );
  });

  it('DXF reads back in inches with the lines at true length', async () => {
    const { browser, id } = await designWith(onePage());
    const res = await browser.get(`/api/floordesigns/${id}/export/dxf/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('.dxf');
    const { processed } = analyzeDxf(new Uint8Array(res.rawPayload), makeLimits());
    expect(processed.insunits).toBe(1);
    expect(processed.units).toBe('in');
    // The 40' line ends at 480"; its dimension is now a real DIMENSION whose block draws architectural
    // ticks, and a tick reaches a little past the line's end.
    expect(processed.extents?.max.x).toBeGreaterThanOrEqual(480 - 1e-3);
    expect(processed.extents?.max.x).toBeLessThan(482);
  });

  it('SVG and PNG: the PNG is sized by DPI at the plotted size', async () => {
    const { browser, id } = await designWith(onePage());
    const svg = await browser.get(`/api/floordesigns/${id}/export/svg/`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const png = await browser.get(`/api/floordesigns/${id}/export/png/?scale=1/4in&dpi=100&dimensions=0`);
    expect(png.statusCode, png.body).toBe(200);
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Width in pixels: 40 ft at 1/4" is 10 in, plus the SVG's margin, at 100 dpi.
    const width = png.rawPayload.readUInt32BE(16);
    expect(width).toBeGreaterThanOrEqual(1000);
    expect(width).toBeLessThan(1200);
  });

  it('refuses bad queries with the field named, unknown pages and formats with 404', async () => {
    const { browser, id } = await designWith(onePage());
    const bad = await browser.get(`/api/floordesigns/${id}/export/pdf/?scale=huge`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('scale');
    expect((await browser.get(`/api/floordesigns/${id}/export/png/?dpi=5000`)).statusCode).toBe(400);
    expect((await browser.get(`/api/floordesigns/${id}/export/pdf/?sheet=Z9`)).statusCode).toBe(400);
    expect((await browser.get(`/api/floordesigns/${id}/export/pdf/?page=nope`)).statusCode).toBe(404);
    expect((await browser.get(`/api/floordesigns/${id}/export/docx/`)).statusCode).toBe(404);
    const huge = await browser.get(`/api/floordesigns/${id}/export/png/?scale=1:1&sheet=A0&dpi=600`);
    expect(huge.statusCode).toBe(400);
  });

  it("answers 404 for someone else's design and 401 when logged out", async () => {
    const { id } = await designWith(onePage());
    await createTestUser(t.repos, 'eve', PASSWORD);
    const eve = new Browser(t.app);
    await eve.logIn('eve', PASSWORD);
    expect((await eve.get(`/api/floordesigns/${id}/export/pdf/`)).statusCode).toBe(404);
    expect((await new Browser(t.app).get(`/api/floordesigns/${id}/export/pdf/`)).statusCode).toBe(401);
  });
});

/** Every text shown on the PDF's pages, through pdf.js (the reader the app already uses). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  await doc.destroy();
  return parts.join(' ');
}
