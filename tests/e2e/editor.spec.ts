import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import type { XY, EditorSnapshot } from './editorHarness';
import {
  clickToolbarAction,
  clientToWorld,
  createBlankDesign,
  drag,
  errorToast,
  logInByApi,
  openEditor,
  snapshot,
  worldToClient,
} from './editorHarness';

/**
 * The drafting editor in Debian's Chromium against the real server: the context menu, inline text
 * editing, keyboard shortcuts, the camera, quick-click deselect and the no-WebGL start. Every action is a
 * real mouse or keyboard event on the page; the results are read through the editor's test hook and the
 * text on screen.
 */

interface EditorFixture {
  page: Page;
  designName: string;
  canvas: Locator;
  /** Client pixels of a world point under the current camera. */
  at(x: number, y: number): Promise<XY>;
  state(): Promise<EditorSnapshot>;
}

/** A blank design opened in the editor on `page`, logged in as the e2e user. */
async function openBlankEditor(page: Page, title: string): Promise<EditorFixture> {
  await logInByApi(page);
  const designName = `Editor ${title.slice(0, 40)}`;
  const designId = await createBlankDesign(page, designName);
  const canvas = await openEditor(page, designId);
  return {
    page,
    designName,
    canvas,
    at: (x, y) => worldToClient(page, canvas, { x, y }),
    state: () => snapshot(page),
  };
}

const test = base.extend<{ editor: EditorFixture }>({
  editor: async ({ page }, use, testInfo) => {
    await use(await openBlankEditor(page, testInfo.title));
  },
});

test.use({ baseURL: process.env[BASE_URL_ENV] });

const ofType = (s: EditorSnapshot, type: string) => s.elements.filter((el) => el.type === type);

async function arm(page: Page, tool: string) {
  await page.getByRole('button', { name: tool, exact: true }).click();
}

/** Drags out a rectangle between two world points; the editor selects it and clears the tool. */
async function drawRectangle(editor: EditorFixture, fromWorld: XY, toWorld: XY): Promise<string> {
  const before = new Set((await editor.state()).elements.map((el) => el.id));
  await arm(editor.page, 'rectangle');
  await drag(editor.page, await editor.at(fromWorld.x, fromWorld.y), await editor.at(toWorld.x, toWorld.y));
  await expect.poll(async () => (await editor.state()).tool).toBeNull();
  const added = (await editor.state()).elements.filter((el) => !before.has(el.id));
  expect(added.map((el) => el.type)).toEqual(['rectangle']);
  return (added[0] as { id: string }).id;
}

/** A line with two clicks (the spec's way); the editor selects it and clears the tool. */
async function drawLine(editor: EditorFixture, fromWorld: XY, toWorld: XY): Promise<string> {
  const before = new Set((await editor.state()).elements.map((el) => el.id));
  await arm(editor.page, 'line');
  const a = await editor.at(fromWorld.x, fromWorld.y);
  const b = await editor.at(toWorld.x, toWorld.y);
  await editor.page.mouse.click(a.x, a.y);
  await editor.page.mouse.click(b.x, b.y);
  await expect.poll(async () => (await editor.state()).tool).toBeNull();
  const added = (await editor.state()).elements.filter((el) => !before.has(el.id));
  expect(added.map((el) => el.type)).toEqual(['line']);
  return (added[0] as { id: string }).id;
}

/** A marquee drag over a world box (it must start on empty space). */
async function marquee(editor: EditorFixture, fromWorld: XY, toWorld: XY) {
  await drag(editor.page, await editor.at(fromWorld.x, fromWorld.y), await editor.at(toWorld.x, toWorld.y));
}

/** Right-clicks at a world point and returns the open context menu. */
async function contextMenuAt(editor: EditorFixture, x: number, y: number): Promise<Locator> {
  const p = await editor.at(x, y);
  await editor.page.mouse.click(p.x, p.y, { button: 'right' });
  const menu = editor.page.getByRole('menu', { name: 'Canvas actions' });
  await expect(menu).toBeVisible();
  return menu;
}

async function runMenuCommand(editor: EditorFixture, x: number, y: number, command: string) {
  const menu = await contextMenuAt(editor, x, y);
  await menu.getByRole('menuitem', { name: command, exact: true }).click();
  // Gone from the page, not just fading: a closing menu's backdrop would catch the next click.
  await expect(menu).toHaveCount(0);
  await expect(editor.page.locator('.MuiMenu-root')).toHaveCount(0);
}

// An empty spot of the drawing area, away from everything the tests draw.
const EMPTY = { x: 1250, y: 1500 };

test.describe('context menu', () => {
  test('Group puts two shapes in one group and Ungroup dissolves it', async ({ editor }) => {
    const a = await drawRectangle(editor, { x: 1000, y: 600 }, { x: 1200, y: 800 });
    const b = await drawRectangle(editor, { x: 1300, y: 600 }, { x: 1500, y: 800 });
    await marquee(editor, { x: 950, y: 550 }, { x: 1550, y: 850 });
    await expect.poll(async () => [...(await editor.state()).selection].sort()).toEqual([a, b].sort());

    await runMenuCommand(editor, EMPTY.x, EMPTY.y, 'Group');
    const grouped = ofType(await editor.state(), 'rectangle');
    const groupId = grouped[0]?.groupId;
    expect(groupId).toEqual(expect.any(String));
    expect(grouped.map((el) => el.groupId)).toEqual([groupId, groupId]);

    // Ungroup from a right click on one member (it is already selected, so the selection stays).
    await runMenuCommand(editor, 1000, 700, 'Ungroup');
    expect(ofType(await editor.state(), 'rectangle').map((el) => el.groupId)).toEqual([null, null]);
  });

  test('Break Apart turns a rectangle into its four sides and refuses a lone line', async ({ editor }) => {
    await drawRectangle(editor, { x: 1000, y: 600 }, { x: 1400, y: 900 });
    await runMenuCommand(editor, EMPTY.x, EMPTY.y, 'Break Apart');
    const s = await editor.state();
    expect(ofType(s, 'rectangle')).toHaveLength(0);
    const sides = ofType(s, 'line');
    expect(sides).toHaveLength(4);
    const ends = sides.flatMap((l) => [`${l.x},${l.y}`, `${l.x2},${l.y2}`]);
    // Each corner of the rectangle is where two sides meet.
    expect(new Set(ends).size).toBe(4);

    // Right-clicking the (ungrouped) left side selects it; breaking a single line apart is refused.
    await runMenuCommand(editor, 1000, 750, 'Break Apart');
    await expect(errorToast(editor.page)).toHaveText('Only rectangles or grouped lines can be broken apart.');
    expect(ofType(await editor.state(), 'line')).toHaveLength(4);
  });

  test('line commands: Fillet and Close Shape refuse with the spec texts, Offset Line copies 30 away', async ({
    editor,
  }) => {
    const top = await drawLine(editor, { x: 1000, y: 700 }, { x: 1500, y: 700 });
    const bottom = await drawLine(editor, { x: 1000, y: 900 }, { x: 1500, y: 900 });
    const before = (await editor.state()).elements;
    await marquee(editor, { x: 950, y: 650 }, { x: 1550, y: 950 });
    await expect.poll(async () => [...(await editor.state()).selection].sort()).toEqual([top, bottom].sort());

    await runMenuCommand(editor, EMPTY.x, EMPTY.y, 'Fillet');
    await expect(errorToast(editor.page)).toHaveText('Lines do not intersect.');
    await runMenuCommand(editor, EMPTY.x, EMPTY.y, 'Close Shape');
    await expect(errorToast(editor.page)).toHaveText('Lines must connect at one point.');
    await runMenuCommand(editor, EMPTY.x, EMPTY.y, 'Break Apart');
    await expect(errorToast(editor.page)).toHaveText('Only rectangles or grouped lines can be broken apart.');
    // Refused commands leave the drawing as it was.
    expect((await editor.state()).elements).toEqual(before);

    // Offset Line on the top line alone: click empty space (clears the selection), then right-click the line,
    // which selects it.
    const empty = await editor.at(EMPTY.x, EMPTY.y);
    await editor.page.mouse.click(empty.x, empty.y);
    await expect.poll(async () => (await editor.state()).selection).toEqual([]);
    await runMenuCommand(editor, 1250, 700, 'Offset Line');
    expect((await editor.state()).selection).toEqual([top]);
    const lines = ofType(await editor.state(), 'line');
    expect(lines).toHaveLength(3);
    const source = lines.find((l) => l.id === top);
    const copy = lines.find((l) => l.id !== top && l.id !== bottom);
    if (!source || !copy || source.x2 === null || source.y2 === null || copy.x2 === null || copy.y2 === null)
      throw new Error('The offset copy is missing.');
    // Parallel (same direction and length) and 30 units away, perpendicular to the line.
    expect(copy.x2 - copy.x).toBeCloseTo(source.x2 - source.x, 6);
    expect(copy.y2 - copy.y).toBeCloseTo(source.y2 - source.y, 6);
    expect(Math.abs(copy.y - source.y)).toBeCloseTo(30, 6);
    expect(copy.x).toBeCloseTo(source.x, 6);
  });

  test('Show grid and Hide grid toggle the grid', async ({ editor }) => {
    expect((await editor.state()).gridVisible).toBe(false);
    await runMenuCommand(editor, EMPTY.x, EMPTY.y, 'Show grid');
    expect((await editor.state()).gridVisible).toBe(true);
    const menu = await contextMenuAt(editor, EMPTY.x, EMPTY.y);
    await expect(menu.getByRole('menuitem', { name: 'Show grid' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Hide grid', exact: true }).click();
    expect((await editor.state()).gridVisible).toBe(false);
  });

  test('text styling sets the font size of the selected text, clamped to 8–96', async ({ editor }) => {
    const { page } = editor;
    await page.getByRole('button', { name: 'text', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Edit text' })).toBeFocused();
    await page.keyboard.press('Enter');
    const [text] = ofType(await editor.state(), 'text');
    expect(text?.fontSize).toBe(16);

    const fontSize = async () => ofType(await editor.state(), 'text')[0]?.fontSize;
    const menu = await contextMenuAt(editor, EMPTY.x, EMPTY.y);
    const field = menu.getByRole('spinbutton', { name: 'Font size' });
    await expect(field).toHaveValue('16');
    await field.fill('40');
    await field.press('Enter');
    await expect.poll(fontSize).toBe(40);
    await field.fill('200');
    await field.press('Enter');
    await expect.poll(fontSize).toBe(96);
    await expect(field).toHaveValue('96');
    await field.fill('2');
    await field.press('Enter');
    await expect.poll(fontSize).toBe(8);
    await expect(field).toHaveValue('8');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test.describe('inline text editing', () => {
  /** The client point at the middle of a text element's box. */
  async function textCentre(editor: EditorFixture, id: string): Promise<XY> {
    const box = (await editor.state()).elements.find((el) => el.id === id)?.box;
    if (!box) throw new Error(`No box for ${id}.`);
    return editor.at((box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2);
  }

  test('the text tool places "Sample Text" ready to edit; Enter commits, Escape cancels, blur commits', async ({
    editor,
  }) => {
    const { page } = editor;
    await page.getByRole('button', { name: 'text', exact: true }).click();
    const input = page.getByRole('textbox', { name: 'Edit text' });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('Sample Text');
    const [placed] = ofType(await editor.state(), 'text');
    if (!placed) throw new Error('No text was placed.');
    expect(placed.text).toBe('Sample Text');
    expect(placed.x).toBeGreaterThanOrEqual(100);
    expect(placed.x).toBeLessThanOrEqual(200);
    expect((await editor.state()).selection).toEqual([placed.id]);

    // The whole default text is selected, so typing replaces it; Enter commits.
    await page.keyboard.type('Kitchen');
    await page.keyboard.press('Enter');
    await expect(input).toBeHidden();
    expect(ofType(await editor.state(), 'text')[0]?.text).toBe('Kitchen');

    // Zoom in on the text with the wheel so a double click lands on it comfortably.
    const centre = await textCentre(editor, placed.id);
    await page.mouse.move(centre.x, centre.y);
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, -100);
    await expect.poll(async () => (await editor.state()).camera.zoom).toBeGreaterThan(0.5);

    // Escape: the input closes and the text stays as it was.
    const onText = await textCentre(editor, placed.id);
    await page.mouse.dblclick(onText.x, onText.y);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('Kitchen');
    await page.keyboard.type('Pantry');
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    expect(ofType(await editor.state(), 'text')[0]?.text).toBe('Kitchen');

    // Blur by pressing on empty canvas (below the text, on screen) commits what was typed.
    const box = await editor.canvas.boundingBox();
    const below = { x: onText.x, y: onText.y + 150 };
    expect(box && below.y < box.y + box.height).toBe(true);
    await page.mouse.dblclick(onText.x, onText.y);
    await expect(input).toBeFocused();
    await page.keyboard.type('Bathroom');
    await page.mouse.click(below.x, below.y);
    await expect(input).toBeHidden();
    expect(ofType(await editor.state(), 'text')[0]?.text).toBe('Bathroom');

    // Blur by clicking elsewhere on the page (the design's name in the header) commits too.
    await page.mouse.dblclick(onText.x, onText.y);
    await expect(input).toBeFocused();
    await page.keyboard.type('Hall');
    await page.getByRole('heading', { name: editor.designName }).click();
    await expect(input).toBeHidden();
    expect(ofType(await editor.state(), 'text')[0]?.text).toBe('Hall');
    expect(ofType(await editor.state(), 'text')).toHaveLength(1);
  });
});

test.describe('keyboard', () => {
  test('Delete and Backspace remove the selection; Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y undo and redo', async ({
    editor,
  }) => {
    const { page } = editor;
    const a = await drawRectangle(editor, { x: 1000, y: 600 }, { x: 1200, y: 800 });
    const b = await drawRectangle(editor, { x: 1300, y: 600 }, { x: 1500, y: 800 });
    const ids = async () => (await editor.state()).elements.map((el) => el.id);
    expect((await editor.state()).selection).toEqual([b]);

    await page.keyboard.press('Delete');
    await expect.poll(ids).toEqual([a]);
    expect((await editor.state()).selection).toEqual([]);

    // Pick the other one with a click on its edge, then Backspace.
    const edge = await editor.at(1000, 700);
    await page.mouse.click(edge.x, edge.y);
    await expect.poll(async () => (await editor.state()).selection).toEqual([a]);
    await page.keyboard.press('Backspace');
    await expect.poll(ids).toEqual([]);

    await page.keyboard.press('Control+z');
    await expect.poll(ids).toEqual([a]);
    await page.keyboard.press('Control+z');
    await expect.poll(ids).toEqual([a, b]);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(ids).toEqual([a]);
    await page.keyboard.press('Control+y');
    await expect.poll(ids).toEqual([]);
    // Nothing left to redo: the shortcut changes nothing.
    await page.keyboard.press('Control+y');
    await expect.poll(ids).toEqual([]);
    await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  });

  test('Escape cancels a drag in progress, then disarms the tool', async ({ editor }) => {
    const { page } = editor;
    await arm(page, 'rectangle');
    await expect(page.getByRole('button', { name: 'rectangle', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const from = await editor.at(1000, 600);
    const to = await editor.at(1300, 900);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.keyboard.press('Escape');
    await page.mouse.up();
    expect((await editor.state()).elements).toEqual([]);
    expect((await editor.state()).tool).toBe('rectangle');

    await page.keyboard.press('Escape');
    await expect.poll(async () => (await editor.state()).tool).toBeNull();
    await expect(page.getByRole('button', { name: 'rectangle', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // With no tool armed, a drag on empty space is a marquee, not a new shape.
    await drag(page, from, to);
    expect((await editor.state()).elements).toEqual([]);
  });
});

test.describe('camera', () => {
  test('the wheel zooms about the pointer and the middle button pans', async ({ editor }) => {
    const { page, canvas } = editor;
    // Whole pixels: wheel events carry integer client coordinates.
    const near = await editor.at(1400, 700);
    const pointer = { x: Math.round(near.x), y: Math.round(near.y) };
    const target = await clientToWorld(page, canvas, pointer);
    const z0 = (await editor.state()).camera.zoom;
    await page.mouse.move(pointer.x, pointer.y);
    await page.mouse.wheel(0, -100);
    await expect.poll(async () => (await editor.state()).camera.zoom).toBeCloseTo(z0 * 1.1, 9);
    await page.mouse.wheel(0, -100);
    await page.mouse.wheel(0, -100);
    await expect.poll(async () => (await editor.state()).camera.zoom).toBeCloseTo(z0 * 1.1 ** 3, 9);
    // The world point under the pointer is still under it.
    const under = await clientToWorld(page, canvas, pointer);
    expect(under.x).toBeCloseTo(target.x, 6);
    expect(under.y).toBeCloseTo(target.y, 6);
    await page.mouse.wheel(0, 100);
    await expect.poll(async () => (await editor.state()).camera.zoom).toBeCloseTo(z0 * 1.1 ** 2, 9);
    const stillUnder = await clientToWorld(page, canvas, pointer);
    expect(stillUnder.x).toBeCloseTo(target.x, 6);
    expect(stillUnder.y).toBeCloseTo(target.y, 6);

    // Middle-button drag: the drawing follows the pointer.
    const before = (await editor.state()).camera;
    await page.mouse.down({ button: 'middle' });
    await page.mouse.move(pointer.x - 120, pointer.y + 80, { steps: 6 });
    await page.mouse.up({ button: 'middle' });
    const after = (await editor.state()).camera;
    expect(after.zoom).toBe(before.zoom);
    expect(after.x).toBeCloseTo(before.x + 120 / before.zoom, 6);
    expect(after.y).toBeCloseTo(before.y - 80 / before.zoom, 6);
    const dragged = await clientToWorld(page, canvas, { x: pointer.x - 120, y: pointer.y + 80 });
    expect(dragged.x).toBeCloseTo(target.x, 6);
    expect(dragged.y).toBeCloseTo(target.y, 6);
    // Panning draws nothing and selects nothing.
    expect((await editor.state()).elements).toEqual([]);
  });

  test('Zoom In and Zoom Out step by 1.1, and Reset shows the 2000 × 2000 area again', async ({ editor }) => {
    const { page } = editor;
    const fitted = (await editor.state()).camera;
    const { viewport } = await editor.state();
    // The view the editor opens a blank design with is the Reset view: the drawing area fitted and centred.
    const expectFitted = (c: EditorSnapshot['camera']) => {
      expect(c.zoom).toBeCloseTo(Math.min((viewport.width - 48) / 2000, (viewport.height - 48) / 2000), 9);
      expect(c.x + viewport.width / 2 / c.zoom).toBeCloseTo(1000, 6);
      expect(c.y + viewport.height / 2 / c.zoom).toBeCloseTo(1000, 6);
    };
    expectFitted(fitted);

    const zoom = async () => (await editor.state()).camera.zoom;
    await clickToolbarAction(page, 'Zoom In');
    await expect.poll(zoom).toBeCloseTo(fitted.zoom * 1.1, 9);
    await clickToolbarAction(page, 'Zoom In');
    await expect.poll(zoom).toBeCloseTo(fitted.zoom * 1.21, 9);
    await clickToolbarAction(page, 'Zoom Out');
    await expect.poll(zoom).toBeCloseTo(fitted.zoom * 1.1, 9);

    // Move the view away too, then Reset.
    const centre = await editor.at(1000, 1000);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down({ button: 'middle' });
    await page.mouse.move(centre.x + 200, centre.y - 150, { steps: 4 });
    await page.mouse.up({ button: 'middle' });
    expect((await editor.state()).camera.x).not.toBeCloseTo(fitted.x, 1);

    await clickToolbarAction(page, 'Reset');
    await expect.poll(zoom).toBeCloseTo(fitted.zoom, 9);
    expectFitted((await editor.state()).camera);
    // The area's corners are on screen, inside the canvas.
    const box = await editor.canvas.boundingBox();
    if (!box) throw new Error('No canvas box.');
    for (const [x, y] of [
      [0, 0],
      [2000, 2000],
    ] as const) {
      const p = await editor.at(x, y);
      expect(p.x).toBeGreaterThanOrEqual(box.x);
      expect(p.x).toBeLessThanOrEqual(box.x + box.width);
      expect(p.y).toBeGreaterThanOrEqual(box.y);
      expect(p.y).toBeLessThanOrEqual(box.y + box.height);
    }
  });
});

test('a quick click on empty canvas clears the selection; a shift-click does not', async ({ editor }) => {
  const { page } = editor;
  const id = await drawRectangle(editor, { x: 1000, y: 600 }, { x: 1200, y: 800 });
  expect((await editor.state()).selection).toEqual([id]);

  const empty = await editor.at(EMPTY.x, EMPTY.y);
  await page.keyboard.down('Shift');
  await page.mouse.click(empty.x, empty.y);
  await page.keyboard.up('Shift');
  expect((await editor.state()).selection).toEqual([id]);

  await page.mouse.click(empty.x, empty.y);
  await expect.poll(async () => (await editor.state()).selection).toEqual([]);
  expect(ofType(await editor.state(), 'rectangle')).toHaveLength(1);
});

test('MEASURE shows the distance between two clicks and adds nothing to the drawing', async ({ editor }) => {
  const { page } = editor;
  const before = (await editor.state()).elements.length;
  await page.getByRole('button', { name: 'MEASURE', exact: true }).click();
  // The readout (loaded when the tool is first chosen) asks for points until there are two.
  await expect(page.getByText('Click points; click the first point again for an area')).toBeVisible();
  const a = await editor.at(1000, 600);
  const b = await editor.at(1300, 1000);
  await page.mouse.click(a.x, a.y);
  await page.mouse.click(b.x, b.y);
  // A length in the design's feet and inches (the clicks may snap, so not an exact figure).
  await expect(page.getByText('Distance', { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+' \d+( \d+\/\d+)?"$/).first()).toBeVisible();
  expect((await editor.state()).elements).toHaveLength(before);
});

/** The dimension labels the canvas shows: the view's and the selection's. */
function shownLabels(page: Page): Promise<{ view: string[]; selection: string[] }> {
  return page.evaluate(() => {
    const hook = window.__draftroomEditor;
    if (!hook) throw new Error('The editor test hook is not installed.');
    return hook.view.shownLabels();
  });
}

test('a marquee selects as it grows; the selection’s dimension labels show once it is released', async ({
  editor,
}) => {
  const { page } = editor;
  const a = await drawRectangle(editor, { x: 1000, y: 600 }, { x: 1200, y: 800 });
  const b = await drawRectangle(editor, { x: 1300, y: 600 }, { x: 1500, y: 800 });
  const empty = await editor.at(EMPTY.x, EMPTY.y);
  await page.mouse.click(empty.x, empty.y);
  await expect.poll(async () => (await editor.state()).selection).toEqual([]);
  await expect.poll(async () => (await shownLabels(page)).selection).toEqual([]);

  const from = await editor.at(950, 550);
  const to = await editor.at(1550, 850);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  // Mid-marquee: both picked already, no selection labels yet, and the properties panel still shows what it showed
  // before (it follows the selection on release).
  await expect.poll(async () => [...(await editor.state()).selection].sort()).toEqual([a, b].sort());
  expect((await shownLabels(page)).selection).toEqual([]);
  await expect(page.getByText('2 elements selected')).toHaveCount(0);
  await page.mouse.up();
  // Released: each rectangle's width and height are labelled, and the panel shows the selection.
  await expect.poll(async () => (await shownLabels(page)).selection.length).toBe(4);
  await expect(page.getByText('2 elements selected')).toBeVisible();
});

// Launch options force a new worker, which a describe block may not ask for: this test starts its own
// Chromium with WebGL switched off instead.
test('without WebGL the editor falls back to Pixi’s canvas renderer and still draws', async ({
  playwright,
}, testInfo) => {
  const browser = await playwright.chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-webgl', '--disable-3d-apis'],
  });
  try {
    const context = await browser.newContext({
      baseURL: process.env[BASE_URL_ENV],
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    const webgl = await page.evaluate(() => {
      const c = document.createElement('canvas');
      return c.getContext('webgl2') !== null || c.getContext('webgl') !== null;
    });
    expect(webgl).toBe(false);

    const editor = await openBlankEditor(page, testInfo.title);
    await expect(page.getByText('Your browser could not start the drawing canvas')).toHaveCount(0);
    expect((await editor.state()).renderer).toBe('canvas');

    // It draws: the rectangle changes the pixels on screen.
    const blank = await editor.canvas.screenshot();
    await drawRectangle(editor, { x: 1000, y: 600 }, { x: 1400, y: 900 });
    expect(ofType(await editor.state(), 'rectangle')).toHaveLength(1);
    await expect.poll(async () => (await editor.canvas.screenshot()).equals(blank)).toBe(false);
  } finally {
    await browser.close();
  }
});
