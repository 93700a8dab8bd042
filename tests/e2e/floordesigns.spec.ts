import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL_ENV, E2E_USER } from './e2eUser';
import { clickToolbarAction } from './editorHarness';

test.use({ baseURL: process.env[BASE_URL_ENV] });

interface DrawingSummary {
  pages: { name: string; types: string[] }[];
  currentTypes: string[];
  selection: number;
}

/** What the editor holds, read through its test hook (window.__draftroomEditor). */
function drawing(page: Page): Promise<DrawingSummary | null> {
  return page.evaluate(() => {
    const hook = window.__draftroomEditor;
    if (!hook) return null;
    const state = hook.store.getState();
    return {
      pages: hook.store.getPages().map((p) => ({ name: p.name, types: p.elements.map((el) => el.type) })),
      currentTypes: hook.store.page?.elements.map((el) => el.type) ?? [],
      selection: state.selection.length,
    };
  });
}

const count = (types: string[], type: string) => types.filter((t) => t === type).length;

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  // Several steps, so the editor sees a real drag rather than a jump.
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
}

async function canvasBox(canvas: Locator) {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The editor canvas has no box.');
  return box;
}

test('a design made with the wizard is drawn on, saved, and restored from its newest revision', async ({
  page,
}) => {
  // The production build installs the editor's test hook only when a page asks for it before loading.
  await page.addInitScript(() => {
    window.__DRAFTROOM_TEST__ = true;
  });
  await page.goto('/login');
  await page.getByLabel('Username').fill(E2E_USER.username);
  await page.getByLabel('Password').fill(E2E_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The wizard: name, unit and the four faces; the preview appears once the outline closes.
  await page.goto('/dashboard/floordesigns');
  await page.getByRole('button', { name: 'Add Floor Design' }).click();
  const wizard = page.getByRole('dialog', { name: 'Add Floor Design' });
  await wizard.getByLabel('Name').fill('E2E Cottage');
  for (const face of ['South (front)', 'North (back)', 'West (left)', 'East (right)']) {
    await wizard.getByLabel(`${face} length`).fill('20');
  }
  await expect(wizard.getByRole('img', { name: 'Outline preview' })).toBeVisible();
  await wizard.getByRole('button', { name: 'Create Design' }).click();
  await expect(page).toHaveURL(/\/dashboard\/floordesigns\/\d+\/$/);
  const designId = Number(/floordesigns\/(\d+)\//.exec(page.url())?.[1]);

  // The outline is on the first page, drawn on the canvas.
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'E2E Cottage' })).toBeVisible();
  await expect.poll(async () => count((await drawing(page))?.currentTypes ?? [], 'wall')).toBe(4);

  const box = await canvasBox(canvas);
  const at = (fx: number, fy: number) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });

  // A rectangle by dragging, then a line with two clicks, both inside the outline (empty space).
  await page.getByRole('button', { name: 'rectangle', exact: true }).click();
  await drag(page, at(0.45, 0.4), at(0.55, 0.5));
  await expect.poll(async () => count((await drawing(page))?.currentTypes ?? [], 'rectangle')).toBe(1);

  await page.getByRole('button', { name: 'line', exact: true }).click();
  await page.mouse.click(at(0.6, 0.4).x, at(0.6, 0.4).y);
  await page.mouse.click(at(0.65, 0.55).x, at(0.65, 0.55).y);
  await expect.poll(async () => count((await drawing(page))?.currentTypes ?? [], 'line')).toBe(1);

  // A marquee over both selects both (and no wall).
  await page.keyboard.press('Escape');
  await drag(page, at(0.42, 0.37), at(0.68, 0.58));
  await expect.poll(async () => (await drawing(page))?.selection).toBe(2);

  // Undo takes the line back, redo restores it.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => count((await drawing(page))?.currentTypes ?? [], 'line')).toBe(0);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(async () => count((await drawing(page))?.currentTypes ?? [], 'line')).toBe(1);

  // Add Page.
  await clickToolbarAction(page, 'Add Page');
  await expect(page.getByText('✅ Page 2 created.')).toBeVisible();
  await expect
    .poll(async () => (await drawing(page))?.pages.map((p) => p.name))
    .toEqual(['Page 1', 'Page 2']);

  // Save.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();

  // The server holds revision 1 with the drawing.
  const revisions = (await (await page.request.get(`/api/floordesigns/${designId}/revisions/`)).json()) as {
    version_number: number;
    pages_json: { elements: { type: string }[] }[];
  }[];
  expect(revisions.map((r) => r.version_number)).toEqual([1]);
  const savedTypes = revisions[0]?.pages_json[0]?.elements.map((el) => el.type) ?? [];
  expect([count(savedTypes, 'wall'), count(savedTypes, 'rectangle'), count(savedTypes, 'line')]).toEqual([
    4, 1, 1,
  ]);

  // After a reload the drawing is back, and the newest revision is the selected one.
  await page.reload();
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect
    .poll(async () => (await drawing(page))?.pages)
    .toEqual([
      { name: 'Page 1', types: savedTypes },
      { name: 'Page 2', types: [] },
    ]);
  await expect(
    page.getByTestId('editor-toolbar').getByRole('combobox', { name: 'Revision' }).locator('option:checked'),
  ).toHaveText(/^Rev 1/);
});
