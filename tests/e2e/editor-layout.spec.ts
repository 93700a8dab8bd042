import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import { createBlankDesign, logInByApi, openEditor, snapshot } from './editorHarness';

/**
 * The editor's layout and view controls in Debian's Chromium against the real server: the one-row toolbar
 * never runs under the Design Tools panel at common window sizes, the panel follows fast drags, Add Page
 * sends the spec's body, and Zoom to fit drawing frames a true-scale outline that Reset does not.
 */

test.use({ baseURL: process.env[BASE_URL_ENV] });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('No bounding box: the element is not rendered.');
  return b;
}

/** Saves once through the UI, so the revision selector shows its longest text ("Rev 1 — date, time"). */
async function saveOnce(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Revision' }).locator('option:checked')).toContainText(
    'Rev 1',
  );
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 1600, height: 1000 },
  { width: 1920, height: 1080 },
]) {
  test(`at ${size.width}×${size.height} the toolbar is one row and Design Tools covers none of it`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await logInByApi(page);
    const id = await createBlankDesign(page, 'Riverside Duplex — Unit B, second floor renovation');
    await openEditor(page, id);
    await saveOnce(page);

    const toolbar = page.getByTestId('editor-toolbar');
    const panel = page.getByTestId('design-tools-panel');
    // The spec's start position fits under the 60 px header and the 40 px toolbar.
    expect(await box(panel)).toMatchObject({ x: 50, y: 100 });
    const bar = await box(toolbar);
    expect(bar.height).toBeLessThanOrEqual(40);
    expect(intersects(await box(panel), bar)).toBe(false);

    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeVisible();
    expect(intersects(await box(panel), await box(save))).toBe(false);
    // Every control the spec names is on the row or in its "More actions" menu, never under the panel.
    const named = [
      'Add Page',
      'Manage Pages',
      'Locate Toolbar',
      'Zoom In',
      'Zoom Out',
      'Reset',
      'Undo',
      'Redo',
    ];
    const more = page.getByRole('button', { name: 'More actions' });
    const inMenu: string[] = [];
    for (const name of [...named, 'Zoom to fit drawing']) {
      const button = toolbar.getByRole('button', { name, exact: true });
      if ((await button.count()) === 1) {
        const b = await box(button);
        expect(intersects(await box(panel), b), `${name} is under the panel`).toBe(false);
        expect(b.y + b.height).toBeLessThanOrEqual(bar.y + bar.height);
      } else inMenu.push(name);
    }
    const snap = toolbar.getByRole('checkbox', { name: 'Snap to Angle (15°)' });
    if ((await snap.count()) === 0) inMenu.push('Snap to Angle (15°)');
    if (inMenu.length > 0) {
      expect(intersects(await box(panel), await box(more))).toBe(false);
      await more.click();
      const menu = page.getByRole('menu', { name: 'More actions' });
      for (const name of inMenu) await expect(menu.getByText(name, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
    } else {
      await expect(more).toHaveCount(0);
    }
    // At 1600 and wider nothing needs the menu.
    if (size.width >= 1600) expect(inMenu).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`editor-${size.width}.png`) });
  });
}

test('Design Tools follows a fast drag (60+ px per pointer move) and stays inside the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await logInByApi(page);
  await openEditor(page, await createBlankDesign(page, 'Fast drag'));
  const panel = page.getByTestId('design-tools-panel');
  const start = await box(panel);
  const grab = { x: start.x + 120, y: start.y + 14 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(grab.x + 90 * i, grab.y + 60 * i);
    await expect.poll(async () => (await box(panel)).x).toBeCloseTo(start.x + 90 * i, 0);
  }
  await page.mouse.move(grab.x + 5000, grab.y + 5000);
  await page.mouse.up();
  const end = await box(panel);
  expect(Math.abs(end.x + end.width - 1600)).toBeLessThanOrEqual(1);
  expect(Math.abs(end.y + end.height - 1000)).toBeLessThanOrEqual(1);
  // The drag ended with the button: moving the mouse afterwards leaves the panel where it is.
  await page.mouse.move(100, 100, { steps: 3 });
  expect(await box(panel)).toEqual(end);
  await page.getByRole('button', { name: 'Locate Toolbar', exact: true }).click();
  expect(await box(panel)).toMatchObject({ x: 50, y: 100 });
});

test('Add Page sends JSON { "name": "Page {n}" } and shows the new page', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await logInByApi(page);
  await openEditor(page, await createBlankDesign(page, 'Add page body'));
  // The blank design's page is "Page 2" (page 1 was the outline, deleted): one page, so n = 2 is taken → 3.
  const request = page.waitForRequest((r) => r.url().endsWith('/pages/create/') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Add Page', exact: true }).click();
  const sent = await request;
  expect(sent.headers()['content-type']).toContain('application/json');
  expect(sent.postDataJSON()).toEqual({ name: 'Page 3' });
  await expect(page.getByText('✅ Page 3 created.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Page' }).locator('option:checked')).toHaveText('Page 3');
});

test('Zoom to fit drawing frames a true-scale outline clear of the panels; Reset shows the 2000 × 2000 area', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await logInByApi(page);
  const face = { length: 30, segments: 1 };
  const created = await page.request.post('/api/floordesigns/create/', {
    data: {
      name: 'Fit drawing',
      unit: 'feet',
      raw_json: { south: face, north: face, west: face, east: face },
    },
    headers: {
      'X-CSRFToken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '',
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.addInitScript(() => {
    window.__DRAFTROOM_TEST__ = true;
  });
  await page.goto(`/dashboard/floordesigns/${id}/`);
  await expect(page.getByTestId('editor-canvas')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });

  const toolbar = page.getByTestId('editor-toolbar');
  await toolbar.getByRole('button', { name: 'Reset', exact: true }).click();
  const reset = await snapshot(page);
  const drawing = reset.elements.flatMap((el) => (el.box ? [el.box] : []));
  expect(drawing.length).toBeGreaterThan(0);
  const bounds = {
    minX: Math.min(...drawing.map((b) => b.minX)),
    minY: Math.min(...drawing.map((b) => b.minY)),
    maxX: Math.max(...drawing.map((b) => b.maxX)),
    maxY: Math.max(...drawing.map((b) => b.maxY)),
  };
  const visible = (s: typeof reset) => ({
    minX: s.camera.x,
    minY: s.camera.y,
    maxX: s.camera.x + s.viewport.width / s.camera.zoom,
    maxY: s.camera.y + s.viewport.height / s.camera.zoom,
  });
  // Reset: the 2000-unit area (20 inches) fills the view, a 30-foot outline runs far outside it.
  const resetView = visible(reset);
  expect(Math.min(resetView.maxX - resetView.minX, resetView.maxY - resetView.minY)).toBeCloseTo(
    2000 + (2 * 24) / reset.camera.zoom,
    0,
  );
  expect(bounds.maxX).toBeGreaterThan(resetView.maxX);

  await toolbar.getByRole('button', { name: 'Zoom to fit drawing', exact: true }).click();
  const fitted = await snapshot(page);
  const view = visible(fitted);
  expect(view.minX).toBeLessThanOrEqual(bounds.minX);
  expect(view.minY).toBeLessThanOrEqual(bounds.minY);
  expect(view.maxX).toBeGreaterThanOrEqual(bounds.maxX);
  expect(view.maxY).toBeGreaterThanOrEqual(bounds.maxY);
  // Fitted clear of the panels open over the canvas (Design Tools, Layers, the command line and drafting aids):
  // none covers any part of the drawing, and the drawing is not merely zoomed out (it spans most of the view).
  const canvasBox = await page.getByTestId('editor-canvas').boundingBox();
  if (!canvasBox) throw new Error('no canvas');
  const onScreen = {
    minX: canvasBox.x + (bounds.minX - fitted.camera.x) * fitted.camera.zoom,
    minY: canvasBox.y + (bounds.minY - fitted.camera.y) * fitted.camera.zoom,
    maxX: canvasBox.x + (bounds.maxX - fitted.camera.x) * fitted.camera.zoom,
    maxY: canvasBox.y + (bounds.maxY - fitted.camera.y) * fitted.camera.zoom,
  };
  const panels = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-editor-panel]')].map((el) => {
      const r = el.getBoundingClientRect();
      return { minX: r.left, minY: r.top, maxX: r.right, maxY: r.bottom };
    }),
  );
  expect(panels.length).toBeGreaterThan(2);
  for (const p of panels.filter((q) => q.maxX - q.minX > 4 && q.maxY - q.minY > 4)) {
    const apart =
      p.maxX <= onScreen.minX ||
      p.minX >= onScreen.maxX ||
      p.maxY <= onScreen.minY ||
      p.minY >= onScreen.maxY;
    expect(apart, JSON.stringify(p)).toBe(true);
  }
  const spanned = Math.max(
    (onScreen.maxX - onScreen.minX) / fitted.viewport.width,
    (onScreen.maxY - onScreen.minY) / fitted.viewport.height,
  );
  expect(spanned).toBeGreaterThan(0.5);
  expect(fitted.camera.zoom).toBeLessThan(reset.camera.zoom);
});
