import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { boxesOverlap, readPdfSheets, textBox, type SheetRead } from '../server/helpers/pdfReadBack';
import { BASE_URL_ENV } from './e2eUser';
import { clickToolbarAction, logInByApi } from './editorHarness';

/**
 * Issue 26's acceptance, the sheets half, in Chromium against the real server: a layout adopted from the
 * project's generated variants is exported twice from the editor with "Save changes first" — no new revision
 * either time — and the PDF is read back as a reviewer reads it: cut walls heavier than openings, openings
 * heavier than dimensions; dimension strings outside the building and never over a room tag; no seed or internal
 * name in the title block.
 */

test.use({ baseURL: process.env[BASE_URL_ENV] });

const MM = 72 / 25.4;

async function csrf(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  if (!token) throw new Error('No csrftoken cookie: log in first.');
  return { 'X-CSRFToken': token };
}

/** A project with the IRC brief, its layouts generated, the first adopted: answers the design's id. */
async function adoptLayout(page: Page): Promise<number> {
  const created = await page.request.post('/api/dashboard/projects/create/', {
    form: {
      project_type: 'SingleFamily',
      square_footage: '2200',
      num_bedrooms: '4',
      num_bathrooms: '2.5',
      num_car_garage: '2',
      story: '1',
      layout_style: 'standard',
      project_address: `${Date.now().toString(36)} Oak Lane, Falmouth ME`,
      owner_name: 'Dana Whitfield',
    },
    headers: await csrf(page),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { project_id: projectId } = (await created.json()) as { project_id: number };
  await page.goto(`/dashboard/projects/${projectId}/`);
  const panel = page.getByRole('region', { name: 'Layouts' });
  await panel.getByRole('button', { name: 'Generate layouts' }).click();
  const cards = panel.getByRole('article');
  await expect(cards).toHaveCount(6, { timeout: 60_000 });
  await cards.first().getByRole('button', { name: 'Use this layout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/floordesigns\/\d+\/?$/);
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  return Number(/floordesigns\/(\d+)/.exec(page.url())?.[1]);
}

/** Export → PDF sheet at 1/4" = 1'-0", "Save changes first" left on: the downloaded bytes. */
async function exportPdf(page: Page): Promise<Buffer> {
  await clickToolbarAction(page, 'Export');
  const dialog = page.getByRole('dialog', { name: 'Export' });
  await dialog.getByRole('radio', { name: /PDF sheet/ }).check();
  await dialog.getByRole('combobox', { name: 'Scale' }).click();
  await page.getByRole('option', { name: `1/4" = 1'-0"`, exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Save changes first' })).toBeChecked();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Save and download' }).click(),
  ]);
  await expect(dialog).toBeHidden();
  return readFile(await file.path());
}

async function revisionNumbers(page: Page, designId: number): Promise<number[]> {
  const answer = await page.request.get(`/api/floordesigns/${designId}/revisions/?summary=1`);
  return ((await answer.json()) as { version_number: number }[]).map((r) => r.version_number);
}

/** The building on the sheet: where the cut walls (the heaviest pen) are. */
function buildingOf(sheet: SheetRead) {
  const walls = sheet.strokes.filter((s) => Math.abs(s.width - 0.6 * MM) < 0.01);
  return {
    minX: Math.min(...walls.map((w) => w.box.minX)),
    minY: Math.min(...walls.map((w) => w.box.minY)),
    maxX: Math.max(...walls.map((w) => w.box.maxX)),
    maxY: Math.max(...walls.map((w) => w.box.maxY)),
  };
}

test('an adopted layout exported twice unchanged makes no revision, and its sheet reads as an office sheet', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logInByApi(page);
  const designId = await adoptLayout(page);
  expect(await revisionNumbers(page, designId)).toEqual([1]);

  const first = await exportPdf(page);
  const second = await exportPdf(page);
  // Saved first both times, but nothing had changed: still the adopted revision alone.
  expect(await revisionNumbers(page, designId)).toEqual([1]);
  await expect(
    page.getByTestId('editor-toolbar').getByRole('combobox', { name: 'Revision' }).locator('option:checked'),
  ).toHaveText(/^Rev 1/);
  expect(first.length).toBeGreaterThan(0);

  const [sheet] = await readPdfSheets(new Uint8Array(second));
  if (!sheet) throw new Error('The PDF has no sheet.');
  expect([sheet.width / 72, sheet.height / 72]).toEqual([36, 24]);

  // Line weights by class, read from the drawing's own operators (above its view title: the sheet's frame, title
  // block and the view title's rule have their own).
  const viewTitle = sheet.texts.find((t) => t.text === 'LEVEL 1 FLOOR PLAN');
  if (!viewTitle) throw new Error('No view title.');
  const drawing = sheet.strokes.filter((s) => s.box.minY > viewTitle.y + viewTitle.size);
  const widths = drawing.map((s) => Math.round((s.width / MM) * 100) / 100);
  expect(Math.max(...widths)).toBe(0.6); // the cut walls, heaviest
  expect(widths).toContain(0.35); // doors and windows
  expect(widths).toContain(0.18); // dimensions, swings
  expect(widths.filter((w) => w > 0 && w < 0.1)).toEqual([]); // no hairlines

  // Dimension strings: outside the building on every side, never over a room tag.
  const building = buildingOf(sheet);
  const dims = sheet.texts.filter((t) => /^\d+'-\d+( \d+\/\d+)?"$/.test(t.text));
  expect(dims.length).toBeGreaterThan(20);
  for (const d of dims)
    expect(boxesOverlap(textBox(d), building), `${d.text} inside the building`).toBe(false);
  expect(dims.some((d) => d.y > building.maxY)).toBe(true);
  expect(dims.some((d) => d.y < building.minY)).toBe(true);
  expect(dims.some((d) => d.x < building.minX)).toBe(true);
  expect(dims.some((d) => d.x > building.maxX)).toBe(true);
  const tags = sheet.texts.filter((t) => boxesOverlap(textBox(t), building));
  expect(tags.length).toBeGreaterThan(10);
  for (const d of dims) for (const tag of tags) expect(boxesOverlap(textBox(d), textBox(tag))).toBe(false);
  // Room tags at 3/32" capitals at least.
  for (const tag of tags) expect(tag.size * 0.718).toBeGreaterThanOrEqual((3 / 32) * 72 - 0.01);

  // The view title under the plan, with its scale; the title block without seeds or internal names.
  const texts = sheet.texts.map((t) => t.text);
  expect(texts).toContain('LEVEL 1 FLOOR PLAN');
  expect(texts).toContain(`SCALE: 1/4" = 1'-0"`);
  expect(texts).toContain('A-101');
  expect(texts).toContain('Dana Whitfield');
  const all = texts.join(' ');
  for (const internal of ['seed', 'Variant', 'grace']) expect(all).not.toContain(internal);
});
