import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import {
  clickToolbarAction,
  drag,
  logInByApi,
  snapshot,
  worldToClient,
  type ElementView,
} from './editorHarness';

/**
 * Issue 11's headline path against the real server: a project with a program generates layouts in the worker
 * pool, the six variants show with their checks, one is adopted as a floor design, and that design is edited
 * (a wall moved) and saved as its second revision.
 */

test.use({ baseURL: process.env[BASE_URL_ENV] });

/** The published IRC brief of issue 11: 2,200 sf, 4 bed / 2.5 bath, a 2-car garage. */
const BRIEF = {
  project_type: 'SingleFamily',
  square_footage: '2200',
  num_bedrooms: '4',
  num_bathrooms: '2.5',
  num_car_garage: '2',
  story: '1',
  layout_style: 'standard',
};

async function csrf(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  if (!token) throw new Error('No csrftoken cookie: log in first.');
  return { 'X-CSRFToken': token };
}

/** Creates a project with the brief as its program through the API (form-encoded, as the spec's create is). */
async function createBriefProject(page: Page): Promise<{ id: number; address: string }> {
  const address = `${Date.now().toString(36)} Brief Lane, Sacramento, CA`;
  const answer = await page.request.post('/api/dashboard/projects/create/', {
    form: { ...BRIEF, project_address: address },
    headers: await csrf(page),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { project_id: id } = (await answer.json()) as { project_id: number };
  return { id, address };
}

/** A card's value of one score, read from its meter. */
async function scoreOf(card: Locator, label: string): Promise<number> {
  return Number(
    await card.getByRole('progressbar', { name: `${label} score` }).getAttribute('aria-valuenow'),
  );
}

interface Revision {
  version_number: number;
  pages_json: { elements: { id: string; type: string; x: number; y: number }[] }[];
}

test('a project generates layouts; one is adopted, its wall moved and saved as revision 2', async ({
  page,
}) => {
  // Generation, adoption and the editor's first frame each take a while on a busy two-core machine.
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    window.__DRAFTROOM_TEST__ = true;
  });
  await logInByApi(page);
  const project = await createBriefProject(page);

  // The detail page: Generate layouts, then six variant cards, every one passing every code check it lists.
  await page.goto(`/dashboard/projects/${project.id}/`);
  const panel = page.getByRole('region', { name: 'Layouts' });
  await expect(
    panel.getByText('Six code-checked plans from 2,200 sq ft, 4 bedrooms, 2.5 bathrooms'),
  ).toBeVisible();
  await panel.getByRole('button', { name: 'Generate layouts' }).click();
  const cards = panel.getByRole('article');
  await expect(cards).toHaveCount(6, { timeout: 30_000 });
  for (const card of await cards.all()) {
    const summary = card.getByText(/^\d+ of \d+ checks passed$/);
    await expect(summary).toBeVisible();
    const [passed = 0, total = -1] = ((await summary.textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
    expect(passed).toBe(total);
    expect(total).toBeGreaterThanOrEqual(8);
    await expect(card.getByRole('img', { name: 'Passed' })).toHaveCount(total);
    // The drawing is the server's SVG preview, loaded.
    const drawing = card.getByRole('img', { name: /^Plan of Variant \d\. / });
    await expect.poll(() => drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }

  // Sorted by adjacency: the cards' adjacency scores never rise down the grid.
  await panel.getByLabel('Sort by').selectOption({ label: 'Adjacency' });
  const adjacency = [];
  for (const card of await cards.all()) adjacency.push(await scoreOf(card, 'Adjacency'));
  expect(adjacency).toEqual([...adjacency].sort((a, b) => b - a));

  // Use this layout on the first card: a floor design of the project, opened in the editor.
  await cards.first().getByRole('button', { name: 'Use this layout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Floor design created.' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/floordesigns\/\d+\/?$/);
  const designId = Number(/floordesigns\/(\d+)/.exec(page.url())?.[1]);

  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect
    .poll(async () => (await snapshot(page)).elements.filter((el) => el.type === 'wall').length)
    .toBeGreaterThan(4);
  await clickToolbarAction(page, 'Zoom to fit drawing');

  // Select a wall by clicking its middle (the longest ones first: their middles are clear of other walls).
  const walls = (await snapshot(page)).elements
    .filter(
      (el): el is ElementView & { x2: number; y2: number } =>
        el.type === 'wall' && el.x2 !== null && el.y2 !== null,
    )
    .sort((a, b) => Math.hypot(b.x2 - b.x, b.y2 - b.y) - Math.hypot(a.x2 - a.x, a.y2 - a.y));
  let picked: (typeof walls)[number] | undefined;
  for (const wall of walls.slice(0, 8)) {
    const middle = await worldToClient(page, canvas, {
      x: (wall.x + wall.x2) / 2,
      y: (wall.y + wall.y2) / 2,
    });
    await page.keyboard.press('Escape');
    await page.mouse.click(middle.x, middle.y);
    if ((await snapshot(page)).selection.join() !== wall.id) continue;
    // The Properties panel opens over the canvas with the selection: a wall whose middle it then covers cannot
    // be dragged from there (the press would land on the panel).
    await expect(page.getByRole('region', { name: 'Properties' })).toBeVisible();
    const onCanvas = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.tagName === 'CANVAS',
      middle,
    );
    if (onCanvas) {
      picked = wall;
      break;
    }
  }
  if (!picked) throw new Error('No wall could be selected by a click on its middle.');

  // Drag it 40 px across its own direction: it moves, its length unchanged.
  const horizontal = Math.abs(picked.y2 - picked.y) < Math.abs(picked.x2 - picked.x);
  const from = await worldToClient(page, canvas, {
    x: (picked.x + picked.x2) / 2,
    y: (picked.y + picked.y2) / 2,
  });
  await drag(page, from, horizontal ? { x: from.x, y: from.y + 40 } : { x: from.x + 40, y: from.y });
  const wallId = picked.id;
  const moved = async () => (await snapshot(page)).elements.find((el) => el.id === wallId);
  await expect
    .poll(async () => (horizontal ? (await moved())?.y : (await moved())?.x))
    .not.toBe(horizontal ? picked.y : picked.x);
  const after = await moved();

  // Save: the server holds revision 2 (the adopted layout was revision 1) with the wall where it was dropped.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();
  const answer = await page.request.get(`/api/floordesigns/${designId}/revisions/`);
  expect(answer.ok()).toBe(true);
  const revisions = (await answer.json()) as Revision[];
  expect(revisions.map((r) => r.version_number)).toEqual([2, 1]);
  const saved = revisions[0]?.pages_json.flatMap((p) => p.elements).find((el) => el.id === wallId);
  expect(saved).toMatchObject({ x: after?.x, y: after?.y });
});
