import { expect, test, type Page } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import {
  clickToolbarAction,
  createBlankDesign,
  drag,
  logInByApi,
  openEditor,
  snapshot,
  worldToClient,
} from './editorHarness';

/**
 * Doors and windows in walls (issue 13 item 3): Add Door and Add Window place them in the wall under the pointer,
 * at a typed distance from the nearer wall end; a door dragged slides along its wall; deleting the wall deletes
 * its openings in one undo step; the properties panel types the offset exactly.
 */
test.use({ baseURL: process.env[BASE_URL_ENV] });

const IN = 96;
const ft = (feet: number, inches = 0) => (feet * 12 + inches) * IN;

interface OpeningView {
  id: string;
  type: string;
  x: number;
  y: number;
  width: number;
  wallId: string | null;
  hinge: string | null;
  swing: string | null;
}

function openings(page: Page): Promise<OpeningView[]> {
  return page.evaluate(() => {
    const els = window.__draftroomEditor?.store.page?.elements ?? [];
    return els
      .filter((el) => el.type === 'door' || el.type === 'window')
      .map((el) => ({
        id: el.id,
        type: el.type,
        x: el.x,
        y: el.y,
        width: 'width' in el ? el.width : 0,
        wallId: 'wallId' in el ? (el.wallId ?? null) : null,
        hinge: el.type === 'door' ? el.hinge : null,
        swing: el.type === 'door' ? el.swing : null,
      }));
  });
}

async function typeEntry(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Typed input' })).toBeHidden();
}

test('a door and a window placed in a wall, slid along it, and deleted with it', async ({ page }) => {
  await logInByApi(page);
  const designId = await createBlankDesign(page, 'Openings');
  const canvas = await openEditor(page, designId);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

  // A 20' wall running east from the origin.
  await page.getByRole('button', { name: 'Add Wall', exact: true }).click();
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2 + 5);
  await typeEntry(page, '#0,0');
  await typeEntry(page, `20'<0`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  // The wall in view, clear of the floating panels around the canvas's edges.
  await clickToolbarAction(page, 'Zoom to fit drawing');
  for (let i = 0; i < 8; i++) await clickToolbarAction(page, 'Zoom Out');
  const wallId = (await snapshot(page)).elements.find((e) => e.type === 'wall')?.id;

  // Add Door: the preview follows the pointer on the wall, its distance from the nearer end at the cursor.
  await page.getByRole('button', { name: 'Add Door', exact: true }).click();
  const nearEnd = await worldToClient(page, canvas, { x: ft(17), y: 40 });
  await page.mouse.move(nearEnd.x, nearEnd.y, { steps: 3 });
  await expect(page.getByRole('status', { name: 'Distance from the wall end' })).toBeVisible();
  await typeEntry(page, `2'6"`);
  let [door] = await openings(page);
  expect(door).toMatchObject({ type: 'door', wallId, width: ft(3), hinge: 'end' });
  // The near (end) jamb is 2'6" from the wall's east end.
  expect(door?.x ?? 0).toBeCloseTo(ft(20) - ft(2, 6) - ft(1, 6), 6);

  // Add Window by a click near the start: kept inside the wall, flush with its end.
  await page.getByRole('button', { name: 'Add Window', exact: true }).click();
  const nearStart = await worldToClient(page, canvas, { x: ft(0, 6), y: 0 });
  await page.mouse.move(nearStart.x, nearStart.y, { steps: 3 });
  await page.mouse.down();
  await page.mouse.up();
  await page.keyboard.press('Escape');
  const win = (await openings(page)).find((o) => o.type === 'window');
  expect(win).toMatchObject({ wallId, width: ft(3) });
  expect(win?.x ?? 0).toBeCloseTo(ft(1, 6), 6);

  // The properties panel of the selected window types its offset from the wall's start exactly.
  const offset = page
    .getByRole('region', { name: 'Properties' })
    .getByRole('textbox', { name: 'Offset from start' });
  await offset.fill(`4' 1 1/2"`);
  await offset.press('Enter');
  await expect
    .poll(async () => (await openings(page)).find((o) => o.type === 'window')?.x)
    .toBeCloseTo(ft(4, 1.5) + ft(1, 6), 6);

  // Dragging the door off the wall slides it along the wall instead.
  [door] = await openings(page);
  const leaf = await worldToClient(page, canvas, { x: (door?.x ?? 0) + ft(1, 6), y: ft(0, 3) + ft(1, 6) });
  const target = { x: leaf.x - 60, y: leaf.y + 80 };
  await drag(page, leaf, target);
  await expect.poll(async () => (await openings(page))[0]?.y).toBeCloseTo(0, 6);
  const slid = (await openings(page))[0];
  expect(slid?.x ?? 0).toBeLessThan(door?.x ?? 0);

  // Deleting the wall deletes both openings; one undo brings all three back.
  const wallAt = await worldToClient(page, canvas, { x: ft(10), y: 0 });
  await page.mouse.click(wallAt.x, wallAt.y);
  await expect.poll(async () => (await snapshot(page)).selection).toEqual([wallId]);
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await snapshot(page)).elements.length).toBe(0);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await snapshot(page)).elements.length).toBe(3);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();
  const answer = await page.request.get(`/api/floordesigns/${designId}/`);
  const saved = (
    (await answer.json()) as { pages: { elements: { type: string; wallId?: string }[] }[] }
  ).pages
    .flatMap((p) => p.elements)
    .filter((e) => e.type === 'door' || e.type === 'window');
  expect(saved.map((e) => e.wallId)).toEqual([wallId, wallId]);
});
