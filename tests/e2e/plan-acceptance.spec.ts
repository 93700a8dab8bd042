import { expect, test, type Locator, type Page } from '@playwright/test';
import { BASE_URL_ENV } from './e2eUser';
import {
  clickToolbarAction,
  createBlankDesign,
  logInByApi,
  openEditor,
  snapshot,
  worldToClient,
} from './editorHarness';

/**
 * Issue 13 item 8: a 30' × 40' three-bedroom plan drawn from typed input only — exterior and interior walls, 8
 * doors, 10 windows, the overall dimensions and the room tags — saved, then checked over the API: every wall
 * exact to 1/16", every opening in its wall at its typed distance, every room's net area, and the exports.
 *
 * The pointer is only ever put roughly over something (a wall to put a door in, a room to tag, the side a
 * dimension line goes): every length and position is typed.
 *
 * Coordinates below are CAD ones (X east, Y north, in inches), as typed; the editor's world has y down.
 * Outer faces 40' × 30' with 6" walls: the exterior centre lines run 3" inside them.
 *
 *   Y 29'9" ┌──────────────────────────────┬──────────┐
 *           │ Living                       │ Kitchen  │
 *           │                              ├─ 21' ────┤
 *           │                              │ Bath     │
 *   Y 13'   ├────────────┬─────────────┬───┴──────────┤  (X = 30' between Living and Bath/Kitchen)
 *           │ Bed 1      │ Bed 2       │ Bed 3        │
 *   Y 3"    └────────────┴─────────────┴──────────────┘
 *         X 3"        X 13'         X 25'          X 39'9"
 */
test.use({ baseURL: process.env[BASE_URL_ENV] });
// Drawing some 40 typed entries on a busy two-core machine takes a while.
test.setTimeout(240_000);

const PX_PER_INCH = 96;
const SIXTEENTH = PX_PER_INCH / 16;
const inch = (feet: number, inches = 0) => feet * 12 + inches;

interface XY {
  x: number;
  y: number;
}

/** A CAD point in inches as a world point (96 units per inch, y down). */
const world = (X: number, Y: number): XY => ({ x: X * PX_PER_INCH, y: -Y * PX_PER_INCH });

/** Each wall: its typed start point and its typed length<angle, and where its centre line runs (inches). */
const WALLS: { from: XY; to: XY }[] = [
  // Exterior, one typed chain from the south-west corner, anticlockwise.
  { from: { x: 3, y: 3 }, to: { x: inch(39, 9), y: 3 } },
  { from: { x: inch(39, 9), y: 3 }, to: { x: inch(39, 9), y: inch(29, 9) } },
  { from: { x: inch(39, 9), y: inch(29, 9) }, to: { x: 3, y: inch(29, 9) } },
  { from: { x: 3, y: inch(29, 9) }, to: { x: 3, y: 3 } },
  // Interior: the bedrooms' north wall, the two walls between bedrooms, living | bath and kitchen, bath | kitchen.
  { from: { x: 3, y: inch(13) }, to: { x: inch(39, 9), y: inch(13) } },
  { from: { x: inch(13), y: 3 }, to: { x: inch(13), y: inch(13) } },
  { from: { x: inch(25), y: 3 }, to: { x: inch(25), y: inch(13) } },
  { from: { x: inch(30), y: inch(13) }, to: { x: inch(30), y: inch(29, 9) } },
  { from: { x: inch(30), y: inch(21) }, to: { x: inch(39, 9), y: inch(21) } },
];

const EXTERIOR_CHAIN = [`#3",3"`, `39'6"<0`, `29'6"<90`, `39'6"<180`, `29'6"<270`];
const INTERIOR = [
  [`#3",13'`, `39'6"<0`],
  [`#13',3"`, `12'9"<90`],
  [`#25',3"`, `12'9"<90`],
  [`#30',13'`, `16'9"<90`],
  [`#30',21'`, `9'9"<0`],
];

interface Opening {
  /** The wall (index in WALLS) and the opening's intended jambs along X or Y (inches), for the pointer and the check. */
  wall: number;
  from: XY;
  to: XY;
  /** What is typed: the distance from the wall end nearer the pointer to the near jamb; a width when not 3'. */
  distance: string;
  width?: string;
}

const along = (wall: number, a: number, b: number): { from: XY; to: XY } => {
  const w = WALLS[wall] as { from: XY; to: XY };
  const vertical = w.from.x === w.to.x;
  return vertical
    ? { from: { x: w.from.x, y: a }, to: { x: w.from.x, y: b } }
    : { from: { x: a, y: w.from.y }, to: { x: b, y: w.from.y } };
};

const door = (wall: number, a: number, b: number, distance: string, width?: string): Opening => ({
  wall,
  ...along(wall, a, b),
  distance,
  ...(width ? { width } : {}),
});

// The width-changing opening of each tool comes last: a typed width holds for the tool's next openings.
const DOORS: Opening[] = [
  door(2, inch(10), inch(13), `9'9"`), // entry, north wall, from its west end
  door(4, inch(9), inch(12), `8'9"`), // bed 1
  door(4, inch(14), inch(17), `13'9"`), // bed 2
  door(4, inch(26), inch(29), `10'9"`), // bed 3, from the east end
  door(7, inch(23), inch(26), `3'9"`), // kitchen, from the north end
  door(1, inch(24), inch(27), `2'9"`), // back door, east wall
  door(3, inch(20), inch(23), `6'9"`), // patio, west wall, from its north end
  door(7, inch(17), inch(19, 8), `4'`, `2'8"`), // bath, 2'8" wide
];

const WINDOWS: Opening[] = [
  door(0, inch(5), inch(8), `4'9"`), // bed 1, south
  door(0, inch(17), inch(20), `16'9"`), // bed 2
  door(0, inch(29), inch(32), `7'9"`), // bed 3, from the east end
  door(0, inch(35), inch(38), `1'9"`), // bed 3
  door(3, inch(5), inch(8), `4'9"`), // bed 1, west, from the south end
  door(3, inch(25), inch(28), `1'9"`), // living, west, from the north end
  door(2, inch(4), inch(7), `3'9"`), // living, north
  door(2, inch(18), inch(21), `17'9"`), // living, north
  door(2, inch(33), inch(36), `3'9"`), // kitchen, from the east end
  door(1, inch(16), inch(18), `11'9"`, `2'`), // bath, east, 2' wide
];

/** The rooms: a rough point inside each, its name, and its net area to the wall faces (square inches). */
const ROOMS: { at: XY; name: string; area: number }[] = [
  { at: { x: inch(7), y: inch(9) }, name: 'Bedroom 1', area: inch(12, 3) * inch(12, 3) },
  { at: { x: inch(19), y: inch(9) }, name: 'Bedroom 2', area: inch(11, 6) * inch(12, 3) },
  { at: { x: inch(32), y: inch(9) }, name: 'Bedroom 3', area: inch(14, 3) * inch(12, 3) },
  { at: { x: inch(15), y: inch(24) }, name: 'Living', area: inch(29, 3) * inch(16, 3) },
  { at: { x: inch(35), y: inch(16) }, name: 'Bath', area: inch(9, 3) * inch(7, 6) },
  { at: { x: inch(35), y: inch(25) }, name: 'Kitchen', area: inch(9, 3) * inch(8, 3) },
];

interface SavedElement {
  id: string;
  type: string;
  x: number;
  y: number;
  x2?: number;
  y2?: number;
  rotation: number;
  width?: number;
  wallId?: string;
  offset?: number;
  name?: string;
  points?: XY[];
}

const mid = (a: XY, b: XY): XY => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

async function pointAt(page: Page, canvas: Locator, cad: XY): Promise<void> {
  const at = await worldToClient(page, canvas, world(cad.x, cad.y));
  await page.mouse.move(at.x, at.y, { steps: 3 });
}

async function typeEntry(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Typed input' })).toBeHidden();
}

function shoelace(points: readonly XY[]): number {
  let s = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const p = points[i] as XY;
    const q = points[j] as XY;
    s += q.x * p.y - p.x * q.y;
  }
  return Math.abs(s / 2);
}

/** The DXF's entities of one type with their block name (group code 2), read from the code/value pairs. */
function dxfInserts(dxf: string): string[] {
  const lines = dxf.split(/\r?\n/);
  const names: string[] = [];
  let inInsert = false;
  let section = '';
  for (let i = 0; i + 1 < lines.length; i += 2) {
    const code = (lines[i] as string).trim();
    const value = (lines[i + 1] as string).trim();
    if (code === '2' && lines[i - 2]?.trim() === '0' && lines[i - 1]?.trim() === 'SECTION') section = value;
    if (code === '0') inInsert = value === 'INSERT' && section === 'ENTITIES';
    else if (inInsert && code === '2') names.push(value);
  }
  return names;
}

test('a three-bedroom plan typed without mouse precision saves exact and exports', async ({ page }) => {
  await logInByApi(page);
  const designId = await createBlankDesign(page, 'Three-bedroom acceptance');
  const canvas = await openEditor(page, designId);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

  // Walls: the exterior as one chain, then each interior wall from a typed start.
  await page.getByRole('button', { name: 'Add Wall', exact: true }).click();
  await page.mouse.move(box.x + box.width / 2 + 5, box.y + box.height / 2 + 5);
  for (const entry of EXTERIOR_CHAIN) await typeEntry(page, entry);
  await page.keyboard.press('Escape');
  for (const [start, run] of INTERIOR) {
    await typeEntry(page, start as string);
    await typeEntry(page, run as string);
    await page.keyboard.press('Escape');
  }
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await snapshot(page)).elements.filter((e) => e.type === 'wall').length)
    .toBe(9);
  // The whole plan in view, clear of the floating panels around the canvas's edges.
  await clickToolbarAction(page, 'Zoom to fit drawing');
  for (let i = 0; i < 6; i++) await clickToolbarAction(page, 'Zoom Out');

  // Doors and windows: the pointer over the wall near the end the distance is typed from.
  const place = async (o: Opening) => {
    await pointAt(page, canvas, mid(o.from, o.to));
    if (o.width) {
      await page.keyboard.press('Tab');
      await expect(
        page.getByRole('group', { name: 'Typed input' }).getByRole('textbox', { name: 'Width' }),
      ).toBeFocused();
      await page.keyboard.type(o.width);
      await page.keyboard.press('Tab');
      await page.keyboard.type(o.distance);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('group', { name: 'Typed input' })).toBeHidden();
    } else await typeEntry(page, o.distance);
  };
  await page.getByRole('button', { name: 'Add Door', exact: true }).click();
  for (const o of DOORS) await place(o);
  await page.getByRole('button', { name: 'Add Window', exact: true }).click();
  for (const o of WINDOWS) await place(o);
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await snapshot(page)).elements.filter((e) => e.type === 'door').length)
    .toBe(8);
  await expect
    .poll(async () => (await snapshot(page)).elements.filter((e) => e.type === 'window').length)
    .toBe(10);

  // Overall dimensions, outer face to outer face, their lines 4' outside the plan (on the pointer's side).
  await page.getByRole('button', { name: 'Add Dimension', exact: true }).click();
  await typeEntry(page, '#0,0');
  await typeEntry(page, `40'<0`);
  await pointAt(page, canvas, { x: inch(20), y: -inch(3) });
  await typeEntry(page, `4'`);
  await typeEntry(page, `#40',0`);
  await typeEntry(page, `30'<90`);
  await pointAt(page, canvas, { x: inch(43), y: inch(15) });
  await typeEntry(page, `4'`);
  await page.keyboard.press('Escape');

  // Room tags: a click anywhere inside each room, then its name typed in the properties panel.
  await page.getByRole('button', { name: 'Add Room', exact: true }).click();
  for (const room of ROOMS) {
    await pointAt(page, canvas, room.at);
    await page.mouse.down();
    await page.mouse.up();
    const name = page.getByRole('region', { name: 'Properties' }).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(/^Room \d+$/);
    await name.fill(room.name);
    await name.press('Enter');
    await expect(name).toHaveValue(room.name);
  }
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Design saved successfully!')).toBeVisible();

  // Over the API: the saved design.
  const answer = await page.request.get(`/api/floordesigns/${designId}/`);
  expect(answer.ok()).toBe(true);
  const design = (await answer.json()) as { pages: { elements: SavedElement[] }[] };
  const elements = design.pages.flatMap((p) => p.elements);
  const of = (type: string) => elements.filter((e) => e.type === type);

  const walls = of('wall');
  expect(walls).toHaveLength(WALLS.length);
  walls.forEach((w, i) => {
    const want = WALLS[i] as { from: XY; to: XY };
    const a = world(want.from.x, want.from.y);
    const b = world(want.to.x, want.to.y);
    expect(
      Math.abs(Math.hypot((w.x2 ?? 0) - w.x, (w.y2 ?? 0) - w.y) - Math.hypot(b.x - a.x, b.y - a.y)),
    ).toBeLessThan(SIXTEENTH);
    expect(Math.abs(w.x - a.x) + Math.abs(w.y - a.y)).toBeLessThan(SIXTEENTH);
  });

  // Every opening is in the wall it was typed into, with its jambs where they were typed.
  const checkOpenings = (saved: SavedElement[], wanted: Opening[]) => {
    expect(saved).toHaveLength(wanted.length);
    saved.forEach((o, i) => {
      const want = wanted[i] as Opening;
      expect(o.wallId).toBe((walls[want.wall] as SavedElement).id);
      const centre = mid(world(want.from.x, want.from.y), world(want.to.x, want.to.y));
      expect(Math.abs(o.x - centre.x) + Math.abs(o.y - centre.y)).toBeLessThan(SIXTEENTH);
      const width = Math.hypot(want.to.x - want.from.x, want.to.y - want.from.y) * PX_PER_INCH;
      expect(Math.abs((o.width ?? 0) - width)).toBeLessThan(SIXTEENTH);
    });
  };
  checkOpenings(of('door'), DOORS);
  checkOpenings(of('window'), WINDOWS);

  const dims = of('dimension');
  expect(dims.map((d) => Math.hypot((d.x2 ?? 0) - d.x, (d.y2 ?? 0) - d.y) / PX_PER_INCH)).toEqual([
    inch(40),
    inch(30),
  ]);
  // Both dimension lines sit outside the plan, 4' off (on the right of south-to-north and west-to-east).
  expect(dims.map((d) => (d.offset ?? 0) / PX_PER_INCH)).toEqual([-inch(4), -inch(4)]);

  const rooms = of('room');
  expect(rooms.map((r) => r.name)).toEqual(ROOMS.map((r) => r.name));
  rooms.forEach((r, i) => {
    const area = shoelace(r.points ?? []) / PX_PER_INCH ** 2;
    expect(Math.abs(area - (ROOMS[i] as { area: number }).area)).toBeLessThan(1e-6 * area);
  });

  // The exports: a DXF with every door and window as an INSERT of its block, and a PDF sheet.
  const dxf = await page.request.get(`/api/floordesigns/${designId}/export/dxf/`);
  expect(dxf.ok()).toBe(true);
  const inserts = dxfInserts(await dxf.text());
  expect(inserts.filter((n) => n.startsWith('A-DOOR'))).toHaveLength(8);
  expect(inserts.filter((n) => n.startsWith('A-GLAZ'))).toHaveLength(10);
  const pdf = await page.request.get(`/api/floordesigns/${designId}/export/pdf/?scale=1/4in`);
  expect(pdf.ok()).toBe(true);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
