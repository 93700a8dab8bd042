import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_USER } from './e2eUser';

/** A point: client (page) pixels, what page.mouse takes, or world units; the names around it say which. */
export interface XY {
  x: number;
  y: number;
}

/** One element as the tests look at it (a flat view of the core element). */
export interface ElementView {
  id: string;
  type: string;
  groupId: string | null;
  x: number;
  y: number;
  x2: number | null;
  y2: number | null;
  text: string | null;
  fontSize: number | null;
  /** Its bounding box in world units, from the editor's spatial index. */
  box: { minX: number; minY: number; maxX: number; maxY: number } | null;
}

/** What the editor holds, read through its test hook (window.__draftroomEditor). */
export interface EditorSnapshot {
  elements: ElementView[];
  selection: string[];
  tool: string | null;
  camera: { x: number; y: number; zoom: number };
  viewport: { width: number; height: number };
  gridVisible: boolean;
  editingTextId: string | null;
  renderer: string;
}

async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken');
  if (!cookie) throw new Error('No csrftoken cookie: call whoami first.');
  return { 'X-CSRFToken': cookie.value };
}

async function postJson<T>(page: Page, url: string, data: unknown): Promise<T> {
  const answer = await page.request.post(url, { data, headers: await csrfHeader(page) });
  expect(answer.ok(), `${url} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** Logs the test user in through the API (the login form has its own test); the cookies land in the page's context. */
export async function logInByApi(page: Page): Promise<void> {
  await page.request.get('/api/whoami/');
  const answer = await postJson<{ success: boolean }>(page, '/api/login/', {
    username: E2E_USER.username,
    password: E2E_USER.password,
  });
  expect(answer.success).toBe(true);
}

const face = { length: 20, segments: 1 };

/**
 * A design whose only page is empty: created with a 20-foot outline (the server draws it on page 1), then
 * an empty page is added and page 1 deleted, so the editor opens on a clean 2000 × 2000 drawing area.
 */
export async function createBlankDesign(page: Page, name: string): Promise<number> {
  const { id } = await postJson<{ id: number }>(page, '/api/floordesigns/create/', {
    name,
    unit: 'feet',
    raw_json: { south: face, north: face, west: face, east: face },
  });
  const created = await postJson<{ all_pages: { id: string; name: string }[]; new_page: { id: string } }>(
    page,
    `/api/floordesigns/${id}/pages/create/`,
    {},
  );
  const outlinePages = created.all_pages.filter((p) => p.id !== created.new_page.id).map((p) => p.id);
  await postJson(page, `/api/floordesigns/${id}/pages/delete/`, { pages: outlinePages });
  return id;
}

/** Opens the editor on a design with the test hook installed, and waits for its first rendered frame. */
export async function openEditor(page: Page, designId: number): Promise<Locator> {
  await page.addInitScript(() => {
    window.__DRAFTROOM_TEST__ = true;
  });
  await page.goto(`/dashboard/floordesigns/${designId}/`);
  const canvas = page.getByTestId('editor-canvas');
  // Generous: Pixi's first frame waits for the bundle and a GPU context on a busy two-core machine.
  await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect.poll(async () => (await snapshot(page)).elements.length).toBe(0);
  return canvas;
}

export function snapshot(page: Page): Promise<EditorSnapshot> {
  return page.evaluate(() => {
    const hook = window.__draftroomEditor;
    if (!hook) throw new Error('The editor test hook is not installed.');
    const state = hook.store.getState();
    const elements = hook.store.page?.elements ?? [];
    const items = hook.store.getIndex().search({ minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 });
    const boxes = new Map(items.map((i) => [i.id, i]));
    return {
      elements: elements.map((el) => {
        const b = boxes.get(el.id);
        return {
          id: el.id,
          type: el.type,
          groupId: el.groupId ?? null,
          x: el.x,
          y: el.y,
          x2: 'x2' in el ? el.x2 : null,
          y2: 'y2' in el ? el.y2 : null,
          text: el.type === 'text' ? el.text : null,
          fontSize: el.type === 'text' ? el.fontSize : null,
          box: b ? { minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY } : null,
        };
      }),
      selection: [...state.selection],
      tool: state.tool,
      camera: { ...state.camera },
      viewport: { ...state.viewport },
      gridVisible: state.gridVisible,
      editingTextId: state.editingTextId,
      renderer: hook.app.renderer.name,
    };
  });
}

/** Maps world units to client pixels with the editor's current camera and the canvas's place on the page. */
export async function worldToClient(page: Page, canvas: Locator, world: XY): Promise<XY> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The editor canvas has no box.');
  const { camera } = await snapshot(page);
  return { x: box.x + (world.x - camera.x) * camera.zoom, y: box.y + (world.y - camera.y) * camera.zoom };
}

/** Maps client pixels to world units (the inverse of worldToClient). */
export async function clientToWorld(page: Page, canvas: Locator, at: XY): Promise<XY> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The editor canvas has no box.');
  const { camera } = await snapshot(page);
  return { x: camera.x + (at.x - box.x) / camera.zoom, y: camera.y + (at.y - box.y) / camera.zoom };
}

/** A left-button drag in several steps, so the editor sees a real drag rather than a jump. */
export async function drag(page: Page, from: XY, to: XY): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/** The editor's in-app error message (a toast; the newest replaces the one before). */
export function errorToast(page: Page): Locator {
  return page.getByRole('alert');
}

/**
 * Clicks a toolbar action by its spec name: the button on the row, or the entry of "More actions" when the
 * window is too narrow for its group (the toolbar never wraps).
 */
export async function clickToolbarAction(page: Page, name: string): Promise<void> {
  const toolbar = page.getByTestId('editor-toolbar');
  const button = toolbar.getByRole('button', { name, exact: true });
  if ((await button.count()) === 1) return button.click();
  await toolbar.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menu', { name: 'More actions' }).getByRole('menuitem', { name, exact: true }).click();
}
