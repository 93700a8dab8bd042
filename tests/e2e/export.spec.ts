import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { analyzeDxf } from '../../src/formats/dxf/analyze';
import { makeLimits } from '../../src/formats/limits';
import { pdfGeometry } from '../../src/server/processing/pdf/page-geometry';
import { BASE_URL_ENV } from './e2eUser';
import { clickToolbarAction, logInByApi } from './editorHarness';

/**
 * Issue 12 item 1 in Chromium against the real server: Export from the editor's toolbar downloads a DXF that
 * the project's own reader reads back in inches, and a PDF sheet whose size and plotted lengths are true.
 */

test.use({ baseURL: process.env[BASE_URL_ENV] });

const face = (length: number) => ({ length, segments: 1 });

async function openHouse(page: Page): Promise<void> {
  await logInByApi(page);
  await page.request.get('/api/whoami/');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const created = await page.request.post('/api/floordesigns/create/', {
    data: {
      name: 'Export House',
      unit: 'feet',
      raw_json: { south: face(40), north: face(40), west: face(30), east: face(30) },
    },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/dashboard/floordesigns/${id}/`);
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const dialog = page.getByRole('dialog', { name: 'Export' });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: button }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

/** Every straight segment on the sheet (lines and polyline edges), in inches of the sheet. */
async function sheetSegments(pdf: Buffer): Promise<number[]> {
  const { geometry } = await pdfGeometry(new Uint8Array(pdf), makeLimits());
  const out: number[] = [];
  const c = geometry.lines.coords;
  for (let i = 0; i < c.length; i += 4)
    out.push(
      Math.hypot((c[i + 2] as number) - (c[i] as number), (c[i + 3] as number) - (c[i + 1] as number)),
    );
  const p = geometry.polylines;
  for (let k = 0; k + 1 < p.offsets.length; k += 1)
    for (let j = p.offsets[k] as number; j + 1 < (p.offsets[k + 1] as number); j += 1)
      out.push(
        Math.hypot(
          (p.coords[2 * j + 2] as number) - (p.coords[2 * j] as number),
          (p.coords[2 * j + 3] as number) - (p.coords[2 * j + 1] as number),
        ),
      );
  return out;
}

test('exports the plan as DXF and as a PDF sheet at 1/4" = 1\'-0" from the toolbar', async ({ page }) => {
  await openHouse(page);

  await clickToolbarAction(page, 'Export');
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('radio', { name: /DXF/ }).check();
  const dxf = await download(page, 'Save and download');
  expect(dxf.name).toMatch(/^Export House - .*\.dxf$/);
  const { processed } = analyzeDxf(new Uint8Array(dxf.bytes), makeLimits());
  expect(processed.insunits).toBe(1);
  const width = (processed.extents?.max.x ?? 0) - (processed.extents?.min.x ?? 0);
  // 40 ft of walls plus their dimension lines beside them: the file is in true-size inches.
  expect(width).toBeGreaterThanOrEqual(480);
  expect(width).toBeLessThan(520);

  await clickToolbarAction(page, 'Export');
  await dialog.getByRole('radio', { name: /PDF sheet/ }).check();
  await dialog.getByRole('combobox', { name: 'Scale' }).click();
  await page.getByRole('option', { name: `1/4" = 1'-0"`, exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Save changes first' }).uncheck();
  const pdf = await download(page, 'Download');
  expect(pdf.name).toMatch(/\.pdf$/);
  const sheet = (await PDFDocument.load(pdf.bytes)).getPage(0).getSize();
  expect([sheet.width / 72, sheet.height / 72]).toEqual([36, 24]);
  // The overall dimension outside the 40'-0" house, face to face of its 6" walls (40'-6"), plots 10 1/8" long
  // (±0.01").
  const overall = (await sheetSegments(pdf.bytes)).filter((l) => Math.abs(l - 10.125) <= 0.01);
  expect(overall.length).toBeGreaterThan(0);

  // The save before the DXF made revision 1: the export used what the editor showed.
  const revisions = await page.request.get(
    `${page.url().replace(/\/dashboard\/floordesigns\/(\d+).*/, '/api/floordesigns/$1')}/revisions/?summary=1`,
  );
  expect(((await revisions.json()) as unknown[]).length).toBe(1);
});

test('sends the page to a project as a Floor Plan drawing page, and the design joins the project', async ({
  page,
}) => {
  await openHouse(page);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const created = await page.request.post('/api/dashboard/projects/create/', {
    form: { project_type: 'ADU', project_address: '12 Shore Road, Lakeville' },
    headers: { 'X-CSRFToken': csrf },
  });
  expect(created.ok()).toBe(true);
  const { project_id: projectId } = (await created.json()) as { project_id: number };

  await clickToolbarAction(page, 'Send to project');
  const dialog = page.getByRole('dialog', { name: 'Send to project' });
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: '12 Shore Road, Lakeville' }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sent to the project: 1 drawing page added.')).toBeVisible();

  const project = (await (await page.request.get(`/api/dashboard/projects/${projectId}/`)).json()) as {
    drawing_pages: { name: string; page_type: string; scale: string | null }[];
    floor_designs: { name: string }[];
  };
  expect(project.drawing_pages).toEqual([
    expect.objectContaining({ page_type: 'floor', scale: `1/2" = 1'-0"` }),
  ]);
  expect(project.floor_designs.map((d) => d.name)).toEqual(['Export House']);
});
