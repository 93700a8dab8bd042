import { describe, expect, it } from 'vitest';
import { generateVariants } from '../../src/core/generate/generate';
import { planToPages } from '../../src/core/generate/toDesign';
import type { Page } from '../../src/core/model/page';
import { Browser } from './helpers/browser';
import { createTestUser, useTestApp } from './helpers/app';
import { BACKENDS } from './helpers/databases';
import { createProject, PASSWORD } from './helpers/projects';
import { boxesOverlap, readPdfSheets, textBox, type TextRead } from './helpers/pdfReadBack';

// Issue 26 item 5: a sheet an office sends, read back from the PDF as a reviewer reads it — weights by class,
// dimension strings outside the building and clear of the room tags, tags at a readable height, a view title
// with its scale under the plan, and a title block of the firm and the project, with no internal names.

const RAW = {
  south: { length: 40, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  north: { length: 40, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  west: { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } },
  east: { length: 30, segments: 1, brokenWall: { enabled: false, segments: 1 } },
};
const MM = 72 / 25.4;

/** A generated house adopted as pages (walls, doors, windows, rooms and its two overall dimensions). */
function housePages(): Page[] {
  const program = {
    square_footage: 2200,
    num_bedrooms: 4,
    num_bathrooms: 2.5,
    num_car_garage: 2,
    story: 1,
    layout_style: 'standard',
  } as const;
  const res = generateVariants(program, { seed: 247623815, count: 1 });
  if (!res.ok) throw new Error(res.message);
  const [plan] = res.variants;
  if (!plan) throw new Error('no variant');
  return planToPages(plan);
}

const dimensionText = (t: TextRead) => /^\d+'-\d+( \d+\/\d+)?"$/.test(t.text);

describe.each(BACKENDS)('sheets an office sends on $name', (backend) => {
  const t = useTestApp(backend);

  async function houseInFirmProject() {
    const userId = await createTestUser(t.repos, 'ada', PASSWORD, { first_name: 'Ada', last_name: 'Byron' });
    const firm = await t.repos.organizations.create('Harbor & Pine Architects', '210 Water St, Portland ME');
    await t.repos.organizations.addMember(firm, userId, true);
    const browser = new Browser(t.app);
    expect((await browser.logIn('ada', PASSWORD)).statusCode).toBe(200);
    const projectId = await createProject(browser, {
      project_address: '12 Oak Lane, Falmouth ME',
      owner_name: 'Dana Whitfield',
      organization_id: String(firm),
    });
    const created = await browser.post('/api/floordesigns/create/', {
      body: { name: '12 Oak Lane – Variant 1 (seed 247623815)', unit: 'feet', raw_json: RAW },
    });
    const id = (created.json() as { id: number }).id;
    const saved = await browser.post(`/api/floordesigns/${id}/edit/`, { body: { pages: housePages() } });
    expect(saved.statusCode, saved.body).toBe(200);
    // Sending it attaches it to the project (the way an adopted layout belongs to one).
    const sent = await browser.post(`/api/floordesigns/${id}/send_to_project/`, {
      body: { project_id: projectId, as: 'dxf_revision', page: 'all' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    return { browser, id, projectId };
  }

  it('the title block is the firm, the project, its client and number, and the sheet the user names', async () => {
    const { browser, id, projectId } = await houseInFirmProject();
    const res = await browser.get(
      `/api/floordesigns/${id}/export/pdf/?scale=1/4in&sheet_number=A-201&sheet_title=First%20Floor%20Plan`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [sheet] = await readPdfSheets(new Uint8Array(res.rawPayload));
    const texts = sheet?.texts.map((x) => x.text) ?? [];
    for (const expected of [
      'Harbor & Pine Architects',
      '210 Water St, Portland ME',
      '12 Oak Lane, Falmouth ME',
      'Dana Whitfield',
      String(projectId),
      'A-201',
      'FIRST FLOOR PLAN',
      'Ada Byron',
    ])
      expect(texts).toContain(expected);
    const all = texts.join(' ');
    for (const internal of ['seed', 'Variant', 'ada ', 'Level 1']) expect(all).not.toContain(internal);
  });

  it('line weights by class: cut walls 0.6 mm, doors and windows 0.35 mm, dimensions 0.18 mm', async () => {
    const { browser, id } = await houseInFirmProject();
    const res = await browser.get(`/api/floordesigns/${id}/export/pdf/?scale=1/4in`);
    const [sheet] = await readPdfSheets(new Uint8Array(res.rawPayload));
    const widths = new Set(sheet?.strokes.map((s) => Math.round((s.width / MM) * 100) / 100));
    for (const mm of [0.6, 0.35, 0.18]) expect(widths).toContain(mm);
    // No hairlines in the drawing: every stroke has a weight.
    expect(sheet?.strokes.filter((s) => s.width > 0 && s.width < 0.1 * MM)).toEqual([]);
  });

  it('dimension strings run outside the building, never over a room tag; tags are at least 3/32" tall', async () => {
    const { browser, id } = await houseInFirmProject();
    const res = await browser.get(`/api/floordesigns/${id}/export/pdf/?scale=1/4in`);
    const [sheet] = await readPdfSheets(new Uint8Array(res.rawPayload));
    if (!sheet) throw new Error('no sheet');
    // The building is where the cut walls are (the heaviest pen).
    const walls = sheet.strokes.filter((s) => Math.abs(s.width - 0.6 * MM) < 0.01);
    const building = {
      minX: Math.min(...walls.map((w) => w.box.minX)),
      minY: Math.min(...walls.map((w) => w.box.minY)),
      maxX: Math.max(...walls.map((w) => w.box.maxX)),
      maxY: Math.max(...walls.map((w) => w.box.maxY)),
    };
    const dims = sheet.texts.filter(dimensionText);
    expect(dims.length).toBeGreaterThan(20);
    for (const d of dims) expect(boxesOverlap(textBox(d), building), d.text).toBe(false);
    // Strings on all four sides.
    expect(dims.some((d) => d.y > building.maxY)).toBe(true);
    expect(dims.some((d) => d.y < building.minY)).toBe(true);
    expect(dims.some((d) => d.x < building.minX)).toBe(true);
    expect(dims.some((d) => d.x > building.maxX)).toBe(true);
    // Room tags: the text inside the building. Capitals at least 3/32" (Helvetica's are 0.718 em).
    const tags = sheet.texts.filter((x) => boxesOverlap(textBox(x), building));
    // The rooms' names are among them (the garage's tag, whatever the plan calls it).
    expect(tags.some((x) => /^Garage\b/.test(x.text))).toBe(true);
    expect(tags.map((x) => x.text)).toContain('Kitchen');
    for (const tag of tags) expect(tag.size * 0.718, tag.text).toBeGreaterThanOrEqual((3 / 32) * 72 - 0.01);
    for (const d of dims) for (const tag of tags) expect(boxesOverlap(textBox(d), textBox(tag))).toBe(false);
  });

  it('a view title with the scale sits under the plan', async () => {
    const { browser, id } = await houseInFirmProject();
    const res = await browser.get(`/api/floordesigns/${id}/export/pdf/?scale=1/4in`);
    const [sheet] = await readPdfSheets(new Uint8Array(res.rawPayload));
    if (!sheet) throw new Error('no sheet');
    const title = sheet.texts.find((x) => x.text === 'LEVEL 1 FLOOR PLAN');
    const scale = sheet.texts.find((x) => x.text === `SCALE: 1/4" = 1'-0"`);
    const lowestDimension = Math.min(...sheet.texts.filter(dimensionText).map((d) => d.y));
    expect(title && scale).toBeTruthy();
    expect(title?.y).toBeLessThan(lowestDimension);
    expect(scale?.y).toBeLessThan(title?.y ?? 0);
    // 3/16" capitals.
    expect((title?.size ?? 0) * 0.718).toBeCloseTo((3 / 16) * 72, 0);
  });

  it('DXF: layers carry the pens as lineweights, and dimension text is the plotted height times the scale', async () => {
    const { browser, id } = await houseInFirmProject();
    const res = await browser.get(`/api/floordesigns/${id}/export/dxf/?scale=1/4in`);
    expect(res.statusCode).toBe(200);
    const text = res.body;
    const layer = (name: string) => {
      const at = text.indexOf(`\n2\n${name}\n`);
      const code = text.slice(at).match(/\n370\n(-?\d+)\n/);
      return Number(code?.[1]);
    };
    expect(layer('A-WALL')).toBe(60);
    expect(layer('A-DOOR')).toBe(35);
    expect(layer('A-ANNO-DIMS')).toBe(18);
    // Every TEXT in the dimension blocks is 3/32" × 48 = 4 1/2" tall (it was 0.015 × the drawing's size).
    const heights = [...text.matchAll(/\nTEXT\n(?:[^\n]*\n)*?40\n([0-9.]+)\n1\n(\d+'-[^\n]*)\n/g)].map((m) =>
      Number(m[1]),
    );
    expect(heights.length).toBeGreaterThan(20);
    expect(new Set(heights)).toEqual(new Set([4.5]));
  });
});
