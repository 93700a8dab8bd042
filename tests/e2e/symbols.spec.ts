import { expect, test } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import { createBlankDesign, logInByApi, openEditor, snapshot, worldToClient } from './editorHarness';

/**
 * The symbol library in the editor (issue 13 item 7): the hidden section's Add Toilet places a true-size toilet
 * where the user clicks, R turns the next one, and the Symbols… palette arms any other symbol.
 */
test.use({ baseURL: process.env[BASE_URL_ENV] });

const IN = 96;

test('Add Toilet places a toilet at the click; R turns the next one; Symbols… arms the bath', async ({
  page,
}) => {
  await logInByApi(page);
  const designId = await createBlankDesign(page, 'Symbols');
  const canvas = await openEditor(page, designId);

  await page
    .getByRole('region', { name: 'Design Tools' })
    .getByRole('button', { name: 'More', exact: true })
    .click();
  const addToilet = page.getByRole('button', { name: 'Add Toilet', exact: true });
  await addToilet.click();
  await expect(addToilet).toHaveAttribute('aria-pressed', 'true');

  const at = await worldToClient(page, canvas, { x: 1000, y: 600 });
  await page.mouse.move(at.x - 20, at.y - 20);
  await page.mouse.move(at.x, at.y);
  await page.mouse.click(at.x, at.y);
  await expect
    .poll(async () => (await snapshot(page)).elements.filter((e) => e.type === 'fixture').length)
    .toBe(1);
  const [toilet] = (await snapshot(page)).elements.filter((e) => e.type === 'fixture');
  // 20" × 28": its box hangs below the click, centred on it (within a pixel of the click).
  const box = toilet?.box;
  if (!box) throw new Error('the toilet has no box');
  expect(box.maxX - box.minX).toBeCloseTo(20 * IN, 6);
  expect(box.maxY - box.minY).toBeCloseTo(28 * IN, 6);
  const { camera } = await snapshot(page);
  expect(Math.abs((box.minX + box.maxX) / 2 - 1000)).toBeLessThanOrEqual(1 / camera.zoom);
  expect(Math.abs(box.minY - 600)).toBeLessThanOrEqual(1 / camera.zoom);

  // R turns the next toilet a quarter: its box is 28" wide.
  await page.keyboard.press('r');
  const next = await worldToClient(page, canvas, { x: 300, y: 300 });
  await page.mouse.move(next.x, next.y);
  await page.mouse.click(next.x, next.y);
  await expect
    .poll(async () => (await snapshot(page)).elements.filter((e) => e.type === 'fixture').length)
    .toBe(2);
  const turned = (await snapshot(page)).elements.filter((e) => e.type === 'fixture')[1]?.box;
  expect((turned?.maxX ?? 0) - (turned?.minX ?? 0)).toBeCloseTo(28 * IN, 6);

  await page.keyboard.press('Escape');
  await expect.poll(async () => (await snapshot(page)).tool).toBeNull();

  await page.getByRole('button', { name: 'Symbols…' }).click();
  await page.getByRole('group', { name: 'Symbols' }).getByRole('button', { name: 'Bath' }).click();
  await expect.poll(async () => (await snapshot(page)).tool).toBe('symbol:bath');
});
