import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import type { Page as DrawingPage } from '../../src/core/model/page';
import type { Underlay } from '../../src/core/model/underlay';
import { BASE_URL_ENV } from './e2eUser';
import { createBlankDesign, logInByApi, openEditor, snapshot, worldToClient } from './editorHarness';

/**
 * Issue 12 item 4 in Chromium against the real server: a corpus PDF page goes under the page as an underlay,
 * two clicks and a typed distance calibrate it, a line is traced over it, and the saved design holds the
 * underlay at the calibrated scale.
 */

test.use({ baseURL: process.env[BASE_URL_ENV] });

const CORPUS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/corpus');
const P04 = path.join(CORPUS, 'P04_barcelona_pavilion_plan_view.pdf');
/** 20'-0" in world units (96 per inch). */
const TWENTY_FEET = 20 * 12 * 96;

const underlays = (page: Page): Promise<Underlay[]> =>
  page.evaluate(() => [...(window.__draftroomEditor?.store.page?.underlays ?? [])]);

test('places a corpus PDF page as an underlay, calibrates 20\'-0", traces a line over it and saves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInByApi(page);
  const designId = await createBlankDesign(page, 'Traced Pavilion');
  const canvas = await openEditor(page, designId);

  // Design Tools → Underlays…: add page 1 of P04 (a 4455 × 3150 pt sheet).
  await page.getByRole('button', { name: 'Underlays…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Underlays' });
  await dialog.getByLabel('Underlay file').setInputFiles(P04);
  await expect(dialog.getByRole('textbox', { name: 'PDF page' })).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Add underlay' }).click();
  await expect(dialog.getByRole('listitem', { name: `${path.basename(P04)} — page 1` })).toBeVisible({
    timeout: 60_000,
  });
  const [placed] = await underlays(page);
  if (!placed) throw new Error('no underlay placed');
  // At paper size: 4455 pt = 61.875 in = 5,940 world units.
  expect(placed.width).toBeCloseTo(5940, 0);
  expect(placed).toMatchObject({ locked: true, visible: true, opacity: 0.5 });
  await expect
    .poll(() => page.evaluate(() => window.__draftroomEditor?.view.underlays.loadedCount), {
      timeout: 30_000,
    })
    .toBe(1);

  // Calibrate: two clicks half the sheet apart, then 20'.
  await dialog.getByRole('button', { name: 'Calibrate' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('calibration-hint')).toContainText('first point');
  const a = { x: placed.x + placed.width * 0.25, y: placed.y + placed.height * 0.5 };
  const b = { x: placed.x + placed.width * 0.75, y: placed.y + placed.height * 0.5 };
  const at = await worldToClient(page, canvas, a);
  const bt = await worldToClient(page, canvas, b);
  await page.mouse.click(at.x, at.y);
  await expect(page.getByTestId('calibration-hint')).toContainText('second point');
  await page.mouse.click(bt.x, bt.y);
  const distance = page.getByRole('dialog', { name: 'Calibrate underlay' });
  const field = distance.getByRole('textbox', { name: 'Real distance' });
  await field.fill('twenty feet');
  await expect(distance.getByText(/Enter a length such as/)).toBeVisible();
  await field.fill("20'");
  await distance.getByRole('button', { name: 'Calibrate' }).click();
  await expect(distance).toBeHidden();

  // The picked points, as the clicks landed (the camera rounds nothing, but read them back to be exact).
  const picked = await page.evaluate(() => window.__draftroomEditor?.store.getState().calibration);
  expect(picked).toBeNull();
  const [calibrated] = await underlays(page);
  if (!calibrated) throw new Error('no underlay after calibration');
  const span = Math.abs(bt.x - at.x) / (await snapshot(page)).camera.zoom;
  const scale = TWENTY_FEET / span;
  expect(calibrated.width / placed.width).toBeCloseTo(scale, 2);

  // Trace a line over it with the normal line tool: two clicks.
  await page.getByRole('button', { name: 'line', exact: true }).click();
  // In the middle of the view, clear of the Design Tools panel: the calibrated sheet lies under it.
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas box');
  const from = { x: box.x + box.width * 0.55, y: box.y + box.height * 0.5 };
  await page.mouse.click(from.x, from.y);
  await page.mouse.click(from.x + 200, from.y);
  await expect.poll(async () => (await snapshot(page)).elements.map((el) => el.type)).toEqual(['line']);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();

  // Over the API: the saved page holds the line and the underlay at the calibrated scale.
  const saved = await page.request.get(`/api/floordesigns/${designId}/`);
  const { pages } = (await saved.json()) as { pages: DrawingPage[] };
  const [stored] = pages[0]?.underlays ?? [];
  expect(pages[0]?.elements.map((el) => el.type)).toEqual(['line']);
  expect(stored?.fileId).toBe(placed.fileId);
  expect((stored?.width ?? 0) / placed.width).toBeCloseTo(scale, 2);
  // 20'-0" across half the sheet: the sheet is 40'-0" wide.
  expect(stored?.width).toBeCloseTo(2 * TWENTY_FEET, -1);
  const image = await page.request.get(`/api/floordesigns/${designId}/underlays/${placed.fileId}/`);
  expect(image.headers()['content-type']).toBe('image/png');
});
