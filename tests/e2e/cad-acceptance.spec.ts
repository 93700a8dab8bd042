import { expect, test, type Page } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import { clickToolbarAction, drag, logInByApi, snapshot, worldToClient } from './editorHarness';

/**
 * Issue 26's acceptance, the editor's half: an adopted layout is edited as an AutoCAD LT user would — STRETCH
 * typed at the command line, a crossing window around the north wall, a base point, ortho on and 2' typed — and
 * the saved design, read back over the API, is still one connected plan: every wall that ended on the north wall
 * ends on it again 2' further north, the rooms along it grew by their width × 2' (the plan's area by its width
 * × 2'), and the overall depth dimension reads 2' more.
 */

test.use({ baseURL: process.env[BASE_URL_ENV] });
// Generating the layout in the worker pool and the editor's first frame take a while on a busy two-core machine.
test.setTimeout(180_000);

const IN = 96;
const FT = 12 * IN;

/** The published IRC brief: 2,200 sf, 4 bed / 2.5 bath, a 2-car garage. */
const BRIEF = {
  project_type: 'SingleFamily',
  square_footage: '2200',
  num_bedrooms: '4',
  num_bathrooms: '2.5',
  num_car_garage: '2',
  story: '1',
  layout_style: 'standard',
};

interface Point {
  x: number;
  y: number;
}

interface SavedElement {
  id: string;
  type: string;
  x: number;
  y: number;
  x2?: number;
  y2?: number;
  rotation: number;
  thickness?: number;
  name?: string;
  points?: Point[];
}

async function csrf(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  if (!token) throw new Error('No csrftoken cookie: log in first.');
  return { 'X-CSRFToken': token };
}

async function postJson<T>(page: Page, url: string, data: unknown, form = false): Promise<T> {
  const answer = await page.request.post(url, {
    ...(form ? { form: data as Record<string, string> } : { data }),
    headers: await csrf(page),
  });
  expect(answer.ok(), `${url}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** A project with the brief, one layout generated for a fixed seed, adopted as a floor design: its id. */
async function adoptLayout(page: Page): Promise<number> {
  const address = `${Date.now().toString(36)} Stretch Lane, Sacramento, CA`;
  const { project_id: projectId } = await postJson<{ project_id: number }>(
    page,
    '/api/dashboard/projects/create/',
    { ...BRIEF, project_address: address },
    true,
  );
  const base = `/api/dashboard/projects/${projectId}/layouts`;
  const { job_id: jobId } = await postJson<{ job_id: number }>(page, `${base}/generate/`, {
    seed: 247623815,
    count: 1,
  });
  let variant = '';
  await expect
    .poll(
      async () => {
        const job = (await (await page.request.get(`${base}/jobs/${jobId}/`)).json()) as {
          status: string;
          variants?: { id: string }[];
        };
        variant = job.variants?.[0]?.id ?? '';
        return job.status;
      },
      { timeout: 60_000 },
    )
    .toBe('done');
  const adopted = await postJson<{ floor_design_id: number }>(page, `${base}/${variant}/adopt/`, {});
  return adopted.floor_design_id;
}

async function savedElements(page: Page, designId: number): Promise<SavedElement[]> {
  const answer = await page.request.get(`/api/floordesigns/${designId}/`);
  expect(answer.ok()).toBe(true);
  const design = (await answer.json()) as { pages: { elements: SavedElement[] }[] };
  return design.pages[0]?.elements ?? [];
}

/** A wall's or dimension's two ends in world units (rotation applied about its centre, as the editor does). */
function ends(el: SavedElement): [Point, Point] {
  const a = { x: el.x, y: el.y };
  const b = { x: el.x2 ?? el.x, y: el.y2 ?? el.y };
  if (!el.rotation) return [a, b];
  const c = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  const r = (el.rotation * Math.PI) / 180;
  const turn = (p: Point) => ({
    x: c.x + (p.x - c.x) * Math.cos(r) - (p.y - c.y) * Math.sin(r),
    y: c.y + (p.x - c.x) * Math.sin(r) + (p.y - c.y) * Math.cos(r),
  });
  return [turn(a), turn(b)];
}

/** A room's outline in world units and its area (shoelace), for unrotated rooms as generated plans make them. */
function roomArea(el: SavedElement): number {
  const pts = (el.points ?? []).map((p) => ({ x: el.x + p.x, y: el.y + p.y }));
  let s = 0;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const p = pts[i] as Point;
    const q = pts[j] as Point;
    s += q.x * p.y - p.x * q.y;
  }
  return Math.abs(s / 2);
}

const top = (el: SavedElement): number => Math.min(...(el.points ?? []).map((p) => el.y + p.y));
const roomWidth = (el: SavedElement): number =>
  Math.max(...(el.points ?? []).map((p) => p.x)) - Math.min(...(el.points ?? []).map((p) => p.x));
const near = (a: number, b: number, tolerance = 1e-3) => Math.abs(a - b) <= tolerance;

test("an adopted layout stretched 2' north at the command line stays one connected plan", async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__DRAFTROOM_TEST__ = true;
  });
  await logInByApi(page);
  const designId = await adoptLayout(page);
  const before = await savedElements(page, designId);
  const walls = before.filter((el) => el.type === 'wall');
  const northY = Math.min(...walls.flatMap((w) => ends(w).map((p) => p.y)));
  const north = walls
    .filter((w) => ends(w).every((p) => near(p.y, northY)))
    .sort((a, b) => Math.abs((b.x2 ?? 0) - b.x) - Math.abs((a.x2 ?? 0) - a.x))[0];
  if (!north) throw new Error('no north wall');
  const [n0, n1] = ends(north);
  const west = Math.min(n0.x, n1.x);
  const east = Math.max(n0.x, n1.x);

  await page.goto(`/dashboard/floordesigns/${designId}/`);
  const canvas = page.getByTestId('editor-canvas');
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect.poll(async () => (await snapshot(page)).elements.length).toBe(before.length);
  await page.getByRole('button', { name: 'Collapse Design Tools' }).click();
  await clickToolbarAction(page, 'Zoom to fit drawing');
  // Keys go to the drawing, not to the button just clicked.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  // STRETCH typed at the cursor; the command line asks for a crossing window.
  const commandLine = page.getByRole('region', { name: 'Command line' });
  await page.keyboard.press('s');
  await page.keyboard.press('Enter');
  await expect(commandLine).toContainText('Select objects to stretch by crossing-window');
  // From right to left around the north wall and the ends of the walls that meet it.
  const from = await worldToClient(page, canvas, { x: east + FT, y: northY - FT });
  const to = await worldToClient(page, canvas, { x: west - FT, y: northY + FT + 6 * IN });
  await drag(page, from, to);
  await expect(commandLine).toContainText('found');
  await page.keyboard.press('Enter');
  await expect(commandLine).toContainText('Specify base point:');
  const middle = await worldToClient(page, canvas, { x: (west + east) / 2, y: northY });
  await page.mouse.click(middle.x, middle.y);
  await expect(commandLine).toContainText('Specify second point');
  // Ortho on (F8), the pointer above the base point, 2' typed: straight north.
  await page.keyboard.press('F8');
  await page.mouse.move(middle.x + 9, middle.y - 120, { steps: 4 });
  await page.keyboard.type(`2'`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Typed input' })).toBeHidden();
  await expect(commandLine).toContainText('Command:');
  await expect
    .poll(async () => (await snapshot(page)).elements.find((el) => el.id === north.id)?.y)
    .toBeCloseTo(north.y - 2 * FT, 6);

  // Ctrl+S saves; the saved design is read back over the API.
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Design saved successfully!')).toBeVisible();
  const after = await savedElements(page, designId);
  const byId = new Map(after.map((el) => [el.id, el]));

  // Every wall end that was on the north wall's centre line is 2' further north; no other end moved.
  for (const w of walls) {
    const now = byId.get(w.id);
    if (!now) throw new Error(`wall ${w.id} is gone`);
    ends(w).forEach((p, k) => {
      const q = ends(now)[k] as Point;
      expect(q.x, `${w.id} x`).toBeCloseTo(p.x, 3);
      expect(q.y, `${w.id} y`).toBeCloseTo(near(p.y, northY) ? p.y - 2 * FT : p.y, 3);
    });
  }

  // The rooms along the north wall grew by their width × 2'; the others kept their area.
  const rooms = before.filter((el) => el.type === 'room');
  expect(rooms.length).toBeGreaterThan(8);
  let grown = 0;
  for (const r of rooms) {
    const now = byId.get(r.id);
    if (!now) throw new Error(`room ${r.id} is gone`);
    const along = near(top(r), northY);
    if (along) grown++;
    expect(roomArea(now), r.name).toBeCloseTo(roomArea(r) + (along ? roomWidth(r) * 2 * FT : 0), 0);
  }
  expect(grown).toBeGreaterThan(2);
  const total = (els: SavedElement[]) =>
    els.filter((el) => el.type === 'room').reduce((sum, r) => sum + roomArea(r), 0);
  expect(total(after)).toBeCloseTo(total(before) + (east - west) * 2 * FT, 0);

  // The overall depth dimension reads 2' more; the overall width is untouched.
  const length = (el: SavedElement | undefined) => {
    if (!el) throw new Error('no dimension');
    const [a, b] = ends(el);
    return Math.hypot(b.x - a.x, b.y - a.y);
  };
  const dims = before.filter((el) => el.type === 'dimension');
  const depth = dims.find((d) => near(d.x, d.x2 ?? NaN));
  const width = dims.find((d) => near(d.y, d.y2 ?? NaN));
  expect(length(byId.get(depth?.id ?? ''))).toBeCloseTo(length(depth) + 2 * FT, 3);
  expect(length(byId.get(width?.id ?? ''))).toBeCloseTo(length(width), 6);
});
