import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { makeLimits } from '../../src/formats/limits';
import { dxfToPage } from '../../src/formats/import/dxfToPage';
import { BASE_URL_ENV } from './e2eUser';
import { logInByApi, snapshot } from './editorHarness';

/**
 * Issue 12 item 3 end to end: a corpus DXF uploaded to a project opens in the editor ("Open in editor" on its
 * row) as a new floor design whose page holds the drawing's elements and layers, saved as revision 1.
 */

test.use({ baseURL: process.env[BASE_URL_ENV] });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NAME = 'B11_ezdxf_insert_attribs_R2013.dxf';
const bytes = readFileSync(path.join(root, '../shared/corpus', NAME));

async function csrf(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  if (!token) throw new Error('No csrftoken cookie: log in first.');
  return { 'X-CSRFToken': token };
}

test('an uploaded DXF opens in the editor with its elements and layers', async ({ page }) => {
  test.setTimeout(300_000);
  await page.addInitScript(() => {
    window.__DRAFTROOM_TEST__ = true;
  });
  await logInByApi(page);
  const created = await page.request.post('/api/dashboard/projects/create/', {
    form: { project_type: 'ADU', project_address: `${Date.now().toString(36)} Import Way, Oakland, CA` },
    headers: await csrf(page),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { project_id: projectId } = (await created.json()) as { project_id: number };
  const uploaded = await page.request.post(`/api/dashboard/projects/${projectId}/upload/`, {
    multipart: { file: { name: NAME, mimeType: 'application/dxf', buffer: bytes } },
    headers: await csrf(page),
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  let n = 0;
  const expected = dxfToPage(new Uint8Array(bytes), makeLimits(), {
    pageId: 'p',
    pageName: NAME,
    ids: () => `e${++n}`,
  }).page;

  await page.goto(`/dashboard/projects/${projectId}/`);
  const files = page.getByRole('region', { name: 'Uploaded Files' });
  await files.getByRole('button', { name: `Open ${NAME} in the editor` }).click();
  // The conversion runs in the server's worker pool: on a loaded machine it can take a while. The 2 s toast is
  // shown with the navigation.
  await expect(page).toHaveURL(/\/dashboard\/floordesigns\/\d+\/?$/, { timeout: 90_000 });
  await expect(page.getByText('Floor design created from the drawing.')).toBeVisible();
  const designId = Number(/floordesigns\/(\d+)/.exec(page.url())?.[1]);

  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect
    .poll(async () => (await snapshot(page)).elements.length, { timeout: 30_000 })
    .toBe(expected.elements.length);
  const shown = await snapshot(page);
  const types = (list: readonly { type: string }[]) =>
    list.reduce<Record<string, number>>((acc, el) => ({ ...acc, [el.type]: (acc[el.type] ?? 0) + 1 }), {});
  expect(types(shown.elements)).toEqual(types(expected.elements));
  // The INSERT (a 5 × 5 array of chairs) is one group.
  expect(new Set(shown.elements.map((el) => el.groupId)).size).toBeLessThanOrEqual(2);
  // The drawing shows as drawn: no automatic length label on its lines (a selected line still shows its own).
  const opened = await page.evaluate(() => {
    const hook = window.__draftroomEditor;
    if (!hook) throw new Error('The editor test hook is not installed.');
    return { auto: hook.store.page?.autoDimensions, labels: hook.view.shownLabels() };
  });
  expect(opened.auto).toBe(false);
  expect(opened.labels.view).toEqual([]);

  // The saved revision 1 holds the same page, layers included.
  const answer = await page.request.get(`/api/floordesigns/${designId}/revisions/`);
  expect(answer.ok()).toBe(true);
  const revisions = (await answer.json()) as {
    version_number: number;
    pages_json: { elements: unknown[]; layers: { name: string }[]; autoDimensions?: boolean }[];
  }[];
  expect(revisions.map((r) => r.version_number)).toEqual([1]);
  expect(revisions[0]?.pages_json[0]?.elements).toHaveLength(expected.elements.length);
  expect(revisions[0]?.pages_json[0]?.layers.map((l) => l.name)).toEqual(expected.layers.map((l) => l.name));
  expect(revisions[0]?.pages_json[0]?.autoDimensions).toBe(false);

  // Import DXF… in the editor: A06 and B12 read in a Web Worker and added to the page, one undo step each.
  let count = expected.elements.length;
  for (const name of ['A06_barcelona_pavilion_sheet_AC1015.dxf', 'B12_ezdxf_us_main_lines_1_8MB_R2013.dxf']) {
    const file = readFileSync(path.join(root, '../shared/corpus', name));
    let k = 0;
    const adding = dxfToPage(new Uint8Array(file), makeLimits(), {
      pageId: 'p',
      pageName: name,
      ids: () => `e${++k}`,
    }).page.elements.length;
    const started = Date.now();
    await page
      .getByLabel('DXF file to import')
      .setInputFiles({ name, mimeType: 'application/dxf', buffer: file });
    count += adding;
    // The page state, not the toast: a short toast can come and go while a loaded machine builds the scene.
    await expect.poll(async () => (await snapshot(page)).elements.length, { timeout: 90_000 }).toBe(count);
    console.log(`browser import of ${name}: ${adding} elements in ${Date.now() - started} ms`);
  }
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect
    .poll(async () => (await snapshot(page)).elements.length, { timeout: 60_000 })
    .toBe(count - 10_053);
});
