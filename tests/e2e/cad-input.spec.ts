import { expect, test } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import { createBlankDesign, logInByApi, openEditor, snapshot } from './editorHarness';

/**
 * Drafting without mouse precision (issue 13): a 30' × 40' outline and an interior wall drawn from typed entries
 * at the cursor only, saved, and read back over the API with every wall length exact to 1/16".
 */
test.use({ baseURL: process.env[BASE_URL_ENV] });

const PX_PER_INCH = 96;
const ft = (feet: number, inches = 0) => (feet * 12 + inches) * PX_PER_INCH;

interface SavedWall {
  type: string;
  x: number;
  y: number;
  x2: number;
  y2: number;
}

test('walls typed at the cursor are exact after saving', async ({ page }) => {
  await logInByApi(page);
  const designId = await createBlankDesign(page, 'Typed walls');
  const canvas = await openEditor(page, designId);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  // The pointer only has to be over the canvas: no position below is used as a coordinate.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('button', { name: 'Add Wall', exact: true }).click();
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2 + 5);

  const typeEntry = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Typed input' })).toBeHidden();
  };
  await typeEntry('#0,0');
  await typeEntry(`40'<0`);
  await typeEntry(`30'<90`);
  await typeEntry(`@-40',0`);
  await typeEntry(`30'<270`);
  await page.keyboard.press('Escape');
  // An interior wall 12'6 1/2" from the west wall, typed as a first point and a length at an angle.
  await typeEntry(`#12'6 1/2",0`);
  // Tab moves from the length to the angle field.
  await page.keyboard.type(`30'`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('90');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await expect
    .poll(async () => (await snapshot(page)).elements.filter((e) => e.type === 'wall').length)
    .toBe(5);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();

  const answer = await page.request.get(`/api/floordesigns/${designId}/revisions/`);
  expect(answer.ok()).toBe(true);
  const [latest] = (await answer.json()) as { pages_json: { elements: SavedWall[] }[] }[];
  const walls = (latest?.pages_json ?? []).flatMap((p) => p.elements).filter((e) => e.type === 'wall');
  const lengths = walls.map((w) => Math.hypot(w.x2 - w.x, w.y2 - w.y));
  const sixteenth = PX_PER_INCH / 16;
  const expected = [ft(40), ft(30), ft(40), ft(30), ft(30)];
  expect(lengths).toHaveLength(5);
  lengths.forEach((l, i) => expect(Math.abs(l - (expected[i] as number))).toBeLessThan(sixteenth));
  // The outline closes exactly and the interior wall starts where it was typed.
  const last = walls[3] as SavedWall;
  expect(Math.abs(last.x2) + Math.abs(last.y2)).toBeLessThan(1e-6);
  expect((walls[4] as SavedWall).x).toBeCloseTo(ft(12, 6.5), 6);
});
