import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, PDFDict, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FloorDesignEditResponse, type FloorDesignSaveRequest } from '../../src/contract/floordesigns';
import { UnderlayUploadResponse } from '../../src/contract/underlays';
import { finalizeElement } from '../../src/core/model/snapPoints';
import { createPage, type Page } from '../../src/core/model/page';
import { placeUnderlay } from '../../src/core/model/underlay';
import { useTestApp, type TestApp } from './helpers/app';
import type { Browser } from './helpers/browser';
import { BACKENDS } from './helpers/databases';
import { multipart, type FilePart } from './helpers/multipart';
import { corpusFile, loggedIn, loggedInWithoutFiles, storedFiles } from './helpers/projects';

// Issue 12 item 4: a PDF page or an image stored as a design's underlay, rendered in the worker pool.

const face = (length: number) => ({ length, segments: 1, brokenWall: { enabled: false, segments: 1 } });
const RAW = { south: face(30), north: face(30), west: face(20), east: face(20) };
/** World units per PDF point: 96 per inch, 72 points per inch. */
const PER_PT = 96 / 72;

async function createDesign(browser: Browser): Promise<number> {
  const res = await browser.post('/api/floordesigns/create/', {
    body: { name: 'Pavilion', unit: 'feet', raw_json: RAW },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
}

function addUnderlay(browser: Browser, id: number, file: FilePart, fields: Record<string, string> = {}) {
  const { body, headers } = multipart(fields, file);
  return browser.post(`/api/floordesigns/${id}/underlays/`, { body, headers });
}

async function pngOf(t: TestApp, browser: Browser, url: string) {
  const res = await browser.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return { res, image: await loadImage(res.rawPayload) };
}

/** Share of pixels in a sample grid darker than mid-grey: line work, not a blank sheet. */
function inkShare(image: Awaited<ReturnType<typeof loadImage>>): number {
  const canvas = createCanvas(400, Math.max(1, Math.round((400 * image.height) / image.width)));
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if ((data[i] as number) < 128) dark += 1;
  return dark / (data.length / 4);
}

function pngBytes(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  ctx.fillRect(10, 10, width - 20, 4);
  return canvas.toBuffer('image/png');
}

describe.each(BACKENDS)('floor design underlays on $name', (backend) => {
  const t = useTestApp(backend, { config: { uploadMaxBytes: 4 * 1024 * 1024 } });

  it('renders a corpus PDF page (P04) to a crisp PNG and reports its paper size in world units', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    const res = await addUnderlay(browser, id, {
      filename: 'P04 plan.pdf',
      content: corpusFile('P04_barcelona_pavilion_plan_view.pdf'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { underlay } = UnderlayUploadResponse.parse(res.json());
    // The page is 4455 × 3150 pt.
    expect(underlay).toMatchObject({ kind: 'pdf', page_number: 1, pages: 1, file_name: 'P04 plan.pdf' });
    expect(underlay.width).toBeCloseTo(4455 * PER_PT, 0);
    expect(underlay.height).toBeCloseTo(3150 * PER_PT, 0);
    // As many pixels as the cap allows (32 MP: about 94 dpi on this 62 × 44 in sheet), in the page's proportions.
    expect(underlay.pixel_width * underlay.pixel_height).toBeLessThanOrEqual(32_000_000);
    expect(underlay.pixel_width * underlay.pixel_height).toBeGreaterThan(31_000_000);
    expect(underlay.pixel_width / underlay.pixel_height).toBeCloseTo(4455 / 3150, 2);

    const { res: image, image: png } = await pngOf(t, browser, underlay.url);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect([png.width, png.height]).toEqual([underlay.pixel_width, underlay.pixel_height]);
    expect(inkShare(png)).toBeGreaterThan(0.001);
  });

  it('renders P05, a 1:1 plan on a 43,756 × 49,081 pt page, within the pixel cap at its true size', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    const res = await addUnderlay(browser, id, {
      filename: 'house.pdf',
      content: corpusFile('P05_house_dimensioned_plan_1to1.pdf'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { underlay } = UnderlayUploadResponse.parse(res.json());
    expect(underlay.width).toBeCloseTo(43756 * PER_PT, -1);
    expect(underlay.height).toBeCloseTo(49081 * PER_PT, -1);
    expect(Math.max(underlay.pixel_width, underlay.pixel_height)).toBeLessThanOrEqual(8000);
    expect(underlay.pixel_width * underlay.pixel_height).toBeLessThanOrEqual(32_000_000);
    const { image } = await pngOf(t, browser, underlay.url);
    expect(inkShare(image)).toBeGreaterThan(0.0005);
  });

  it('keeps an image as uploaded, placed at 96 px per inch', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    const content = pngBytes(300, 200);
    const res = await addUnderlay(browser, id, { filename: 'sketch.png', content }, { page: '3' });
    expect(res.statusCode, res.body).toBe(200);
    const { underlay } = UnderlayUploadResponse.parse(res.json());
    expect(underlay).toMatchObject({ kind: 'image', page_number: null, width: 300, height: 200 });
    const served = await browser.get(underlay.url);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, content)).toBe(0);
  });

  it('refuses hostile and malformed files with a clear message and keeps nothing of them', async () => {
    const browser = await loggedInWithoutFiles(t);
    const id = await createDesign(browser);
    const cases: [FilePart, Record<string, string>, number, RegExp][] = [
      [
        { filename: 'plan.pdf', content: corpusFile('P04_barcelona_pavilion_plan_view.pdf') },
        { page: '2' },
        422,
        /The PDF has 1 page: choose a page from 1 to 1/,
      ],
      [{ filename: 'plan.pdf', content: '%PDF-1.7\n garbage' }, {}, 422, /The PDF could not be read/],
      [{ filename: 'plan.pdf', content: pngBytes(20, 20) }, {}, 400, /the content looks like PNG/],
      [
        { filename: 'plan.dxf', content: '0\nSECTION\n' },
        {},
        400,
        /Accepted files: PDF, PNG, JPEG, WebP and GIF/,
      ],
      [
        // A GIF header declaring 60,000 × 60,000 pixels: refused before anything is decoded.
        {
          filename: 'bomb.gif',
          content: Buffer.from([...Buffer.from('GIF89a'), 0x60, 0xea, 0x60, 0xea, 0, 0, 0]),
        },
        {},
        422,
        /the limit is 100 megapixels/,
      ],
      [
        { filename: 'plan.pdf', content: corpusFile('P04_barcelona_pavilion_plan_view.pdf') },
        { page: 'x' },
        400,
        /page: must be a page number/,
      ],
    ];
    for (const [file, fields, status, message] of cases) {
      const res = await addUnderlay(browser, id, file, fields);
      expect(res.statusCode, `${file.filename}: ${res.body}`).toBe(status);
      expect((res.json() as { error: string }).error).toMatch(message);
    }
    expect(
      storedFiles(t.app.config.dataDir).filter((f) => !f.startsWith('.tmp/') || f.endsWith('.part')),
    ).toEqual([]);
  });

  it("answers 404 for someone else's design and refuses a write without the CSRF token", async () => {
    const owner = await loggedIn(t, 'ada');
    const id = await createDesign(owner);
    const file = { filename: 'sketch.png', content: pngBytes(40, 30) };
    const added = UnderlayUploadResponse.parse((await addUnderlay(owner, id, file)).json()).underlay;

    const stranger = await loggedIn(t, 'eve');
    expect((await addUnderlay(stranger, id, file)).statusCode).toBe(404);
    expect((await stranger.get(added.url)).statusCode).toBe(404);
    expect((await owner.get(`/api/floordesigns/${id}/underlays/999999/`)).statusCode).toBe(404);

    const { body, headers } = multipart({}, file);
    const noToken = await owner.post(`/api/floordesigns/${id}/underlays/`, { body, headers, csrf: false });
    expect(noToken.statusCode).toBe(403);
  });

  it('saves the page underlays with the design, and an element patch keeps them', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    const { underlay } = UnderlayUploadResponse.parse(
      (
        await addUnderlay(browser, id, {
          filename: 'P04.pdf',
          content: corpusFile('P04_barcelona_pavilion_plan_view.pdf'),
        })
      ).json(),
    );
    const placed = placeUnderlay(
      'u1',
      {
        fileId: underlay.file_id,
        kind: 'pdf',
        pageNumber: 1,
        name: underlay.file_name,
        width: underlay.width,
        height: underlay.height,
      },
      { x: 0, y: 0 },
    );
    const line = finalizeElement({ id: 'l1', type: 'line', x: 0, y: 0, x2: 960, y2: 0, rotation: 0 });
    // createPage: whatever fields the page version requires, then ours.
    const page: Page = { ...createPage('p1', 1, 'Plan'), elements: [line], underlays: [placed] };
    const saved = await browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages: [page] } });
    expect(saved.statusCode, saved.body).toBe(200);
    const base = FloorDesignEditResponse.parse(saved.json()).revision.version_number;

    const moved = finalizeElement({ id: 'l1', type: 'line', x: 0, y: 96, x2: 960, y2: 96, rotation: 0 });
    const body: FloorDesignSaveRequest = {
      base_version: base,
      page_order: ['p1'],
      patches: [{ id: 'p1', name: 'Plan', put: [moved], remove: [] }],
    };
    const patched = await browser.post(`/api/floordesigns/${id}/save/`, { body });
    expect(patched.statusCode, patched.body).toBe(200);
    const detail = (await browser.get(`/api/floordesigns/${id}/`)).json() as { pages: Page[] };
    expect(detail.pages[0]?.underlays).toEqual([placed]);
    expect(detail.pages[0]?.elements[0]?.y).toBe(96);
  });

  it('draws a visible underlay under the line work in PNG and PDF exports, and never in DXF', async () => {
    const browser = await loggedIn(t);
    const id = await createDesign(browser);
    // A solid black 200 × 100 image placed over the middle of a 40' line.
    const canvas = createCanvas(200, 100);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, 200, 100);
    const { underlay } = UnderlayUploadResponse.parse(
      (
        await addUnderlay(browser, id, { filename: 'black.png', content: canvas.toBuffer('image/png') })
      ).json(),
    );
    const FORTY = 40 * 12 * 96;
    const sheet = {
      ...placeUnderlay(
        'u1',
        { fileId: underlay.file_id, kind: 'image', name: 'black.png', width: FORTY / 2, height: FORTY / 4 },
        { x: FORTY / 2, y: 0 },
      ),
      opacity: 0.5,
    };
    const line = finalizeElement({ id: 'l1', type: 'line', x: 0, y: 0, x2: FORTY, y2: 0, rotation: 0 });
    const box = finalizeElement({
      id: 'b1',
      type: 'rectangle',
      x: 0,
      y: -FORTY / 4,
      width: FORTY,
      height: FORTY / 2,
      rotation: 0,
    });
    const page: Page = { ...createPage('p1', 1, 'Plan'), elements: [line, box], underlays: [sheet] };
    expect(
      (await browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages: [page] } })).statusCode,
    ).toBe(200);

    const png = await browser.get(`/api/floordesigns/${id}/export/png/?dpi=36&dimensions=0`);
    expect(png.statusCode, png.body).toBe(200);
    const image = await loadImage(png.rawPayload);
    const c = createCanvas(image.width, image.height);
    const g = c.getContext('2d');
    g.drawImage(image, 0, 0);
    // Mid-grey (black at 50 %) at the centre of the underlay, which the line work does not cross there.
    const [r] = g.getImageData(Math.round(image.width / 2), Math.round(image.height * 0.62), 1, 1).data;
    expect(r).toBeGreaterThan(100);
    expect(r).toBeLessThan(160);
    // White where no underlay lies (left half).
    const [w] = g.getImageData(Math.round(image.width * 0.25), Math.round(image.height * 0.62), 1, 1).data;
    expect(w).toBeGreaterThan(240);

    const pdf = await browser.get(`/api/floordesigns/${id}/export/pdf/?scale=fit&sheet=ARCH-D&dimensions=0`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const doc = await PDFDocument.load(pdf.rawPayload);
    const xobjects = doc.getPage(0).node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
    expect(xobjects?.keys().length).toBe(1);

    const dxf = await browser.get(`/api/floordesigns/${id}/export/dxf/`);
    expect(dxf.body).not.toMatch(/\nIMAGE\n/);
  });
});
