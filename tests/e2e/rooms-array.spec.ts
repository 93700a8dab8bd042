import { expect, test, type Page } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import { createBlankDesign, drag, logInByApi, openEditor, snapshot, worldToClient } from './editorHarness';

/**
 * Issue 13 items 4 and 5: a room made by clicking inside walls follows a wall moved by a typed property (its area
 * read back over the API), and a rectangle arrayed 3 × 2 from the Array dialog.
 */
test.use({ baseURL: process.env[BASE_URL_ENV] });

const PX_PER_INCH = 96;
const ft = (feet: number, inches = 0) => (feet * 12 + inches) * PX_PER_INCH;
const SQFT = (12 * PX_PER_INCH) ** 2;

interface SavedElement {
  id: string;
  type: string;
  x: number;
  y: number;
  width?: number;
  height?: number;
  points?: { x: number; y: number }[];
  bound?: boolean;
}

const shoelace = (pts: readonly { x: number; y: number }[]): number =>
  Math.abs(
    pts.reduce((s, p, i) => {
      const q = pts[(i + 1) % pts.length] as { x: number; y: number };
      return s + p.x * q.y - q.x * p.y;
    }, 0) / 2,
  );

async function typeEntry(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Typed input' })).toBeHidden();
}

async function savedElements(page: Page, designId: number): Promise<SavedElement[]> {
  const answer = await page.request.get(`/api/floordesigns/${designId}/revisions/`);
  expect(answer.ok()).toBe(true);
  const [latest] = (await answer.json()) as { pages_json: { elements: SavedElement[] }[] }[];
  return (latest?.pages_json ?? []).flatMap((p) => p.elements);
}

test('a room follows a wall moved by a typed Y, and its area is right over the API', async ({ page }) => {
  await logInByApi(page);
  const designId = await createBlankDesign(page, 'Live room');
  const canvas = await openEditor(page, designId);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.getByRole('button', { name: 'Add Wall', exact: true }).click();
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2 + 5);
  // Four separate 6" walls crossing like a '#' (2' past each other): a 20' × 12' frame between centre lines.
  for (const [start, run] of [
    [`#-2',0`, `24'<0`],
    [`#-2',-12'`, `24'<0`],
    [`#0,2'`, `16'<270`],
    [`#20',2'`, `16'<270`],
  ] as const) {
    await typeEntry(page, start);
    await typeEntry(page, run);
    await page.keyboard.press('Escape');
  }
  await expect
    .poll(async () => (await snapshot(page)).elements.filter((e) => e.type === 'wall').length)
    .toBe(4);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+Digit1');

  await page.getByRole('button', { name: 'Add Room', exact: true }).click();
  const inside = await worldToClient(page, canvas, { x: ft(10), y: ft(6) });
  await page.mouse.click(inside.x, inside.y);
  await expect
    .poll(async () => (await snapshot(page)).elements.filter((e) => e.type === 'room').length)
    .toBe(1);

  // The bottom wall, picked on its centre line (the room's outline runs 3" inside it), moved 2' down by typing its Y.
  await page.keyboard.press('Escape');
  const onWall = await worldToClient(page, canvas, { x: ft(10), y: ft(12) });
  await page.mouse.click(onWall.x, onWall.y);
  await expect
    .poll(async () => {
      const s = await snapshot(page);
      return s.elements.find((e) => e.id === s.selection[0])?.type;
    })
    .toBe('wall');
  const properties = page.getByRole('region', { name: 'Properties' });
  const y = properties.getByRole('textbox', { name: 'Y' });
  await expect(y).toHaveValue(`-12' 0"`);
  await y.fill(`-14'`);
  await y.press('Enter');
  await expect(properties.getByRole('textbox', { name: 'Y' })).toHaveValue(`-14' 0"`);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();
  const rooms = (await savedElements(page, designId)).filter((e) => e.type === 'room');
  expect(rooms).toHaveLength(1);
  const room = rooms[0] as SavedElement;
  expect(room.bound).toBe(true);
  // Inner faces: 19'6" wide; 11'6" tall before, 13'6" after the 2' move: 224.25 sq ft + 2' × 19'6" = 263.25.
  expect(Math.abs(shoelace(room.points ?? []) / SQFT - 263.25)).toBeLessThan(1e-6);
});

test('a rectangle arrayed 3 × 2 from the Array dialog, one undo step', async ({ page }) => {
  await logInByApi(page);
  const designId = await createBlankDesign(page, 'Array');
  const canvas = await openEditor(page, designId);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.getByRole('button', { name: 'rectangle', exact: true }).click();
  await drag(page, { x: box.x + 200, y: box.y + 200 }, { x: box.x + 260, y: box.y + 240 });
  await expect.poll(async () => (await snapshot(page)).selection.length).toBe(1);

  await page.keyboard.press('a');
  const dialog = page.getByRole('dialog', { name: 'Array' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Rows' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Columns' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Row spacing' }).fill(`10'`);
  await dialog.getByRole('textbox', { name: 'Column spacing' }).fill(`12'6"`);
  await dialog.getByRole('button', { name: 'Array', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(async () => (await snapshot(page)).elements.length).toBe(6);
  const rects = (await snapshot(page)).elements;
  const first = rects[0];
  if (!first) throw new Error('no rectangle');
  const offsets = rects
    .map((r) => [Math.round((r.x - first.x) * 1e6) / 1e6, Math.round((r.y - first.y) * 1e6) / 1e6])
    .sort((a, b) => (a[1] as number) - (b[1] as number) || (a[0] as number) - (b[0] as number));
  expect(offsets).toEqual([
    [0, 0],
    [ft(12, 6), 0],
    [0, ft(10)],
    [ft(12, 6), ft(10)],
    [0, ft(20)],
    [ft(12, 6), ft(20)],
  ]);
  expect((await snapshot(page)).selection).toHaveLength(6);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();
  expect((await savedElements(page, designId)).filter((e) => e.type === 'rectangle')).toHaveLength(6);

  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await snapshot(page)).elements.length).toBe(1);
});
