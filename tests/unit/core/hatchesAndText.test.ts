import { describe, expect, it } from 'vitest';
import {
  designPlotRatio,
  formatPaperLength,
  parsePaperLength,
  textHeightForPlot,
} from '../../../src/core/annotation/plotSize';
import {
  defaultPatternScale,
  hatchAreaAt,
  hatchElements,
  NO_AREA_HERE,
  pocheWalls,
  setHatchStyle,
} from '../../../src/core/commands/hatches';
import { elementProperties, setElementProperty } from '../../../src/core/commands/properties';
import { setTextStyle } from '../../../src/core/commands/text';
import { roomArea, signedArea } from '../../../src/core/geometry/buildingGeometry';
import { hatchLoops } from '../../../src/core/geometry/elementGeometry';
import { enclosedOutline } from '../../../src/core/geometry/roomDetect';
import { createDoorInWall, createRoom } from '../../../src/core/model/buildingFactories';
import type {
  DrawingElement,
  HatchElement,
  TextElement,
  WallElement,
} from '../../../src/core/model/elements';
import { createDefaultText } from '../../../src/core/model/factories';
import { createSequentialIdSource } from '../../../src/core/model/ids';
import type { Page } from '../../../src/core/model/page';
import { DRAWING_VERSION } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';

// Hatches (issue 13 item 7) and text sized for paper (item 6).

const IN = 96;
const FT = 12 * IN;

const pageOf = (elements: readonly DrawingElement[]): Page => ({
  version: DRAWING_VERSION,
  id: 'p',
  name: 'Plan',
  layers: [],
  elements,
});

const wall = (id: string, x: number, y: number, x2: number, y2: number): WallElement =>
  finalizeElement({ id, type: 'wall', x, y, x2, y2, rotation: 0, thickness: 6 * IN }) as WallElement;

/** A 20' × 12' box of walls (centre lines). */
const box = [
  wall('w1', 0, 0, 20 * FT, 0),
  wall('w2', 20 * FT, 0, 20 * FT, 12 * FT),
  wall('w3', 20 * FT, 12 * FT, 0, 12 * FT),
  wall('w4', 0, 12 * FT, 0, 0),
];

const style = { pattern: 'ANSI31', patternScale: 12, patternAngle: 0 };

describe('hatches', () => {
  it('a click inside walls fills exactly the room the walls enclose (its area equals the room’s)', () => {
    const page = pageOf(box);
    const at = { x: 10 * FT, y: 6 * FT };
    const r = hatchAreaAt(page, { at, style }, createSequentialIdSource('h'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const hatch = r.page.elements.find((e) => e.type === 'hatch') as HatchElement;
    const room = createRoom(enclosedOutline(box, at) ?? [], 'Room', () => 'r');
    const [loop] = hatchLoops(hatch);
    expect(Math.abs(signedArea(loop ?? []))).toBeCloseTo(roomArea(room), 6);
    // The inner faces: 19'-6" × 11'-6".
    expect(roomArea(room)).toBeCloseTo(19.5 * FT * 11.5 * FT, 6);
    expect(hatch).toMatchObject({ pattern: 'ANSI31', patternScale: 12, patternAngle: 0 });
  });

  it('a click inside a closed shape fills the smallest one holding it; outside anything is refused', () => {
    const rect = finalizeElement({
      id: 'r',
      type: 'rectangle',
      x: 100,
      y: 100,
      width: 300,
      height: 200,
      rotation: 0,
    });
    const page = pageOf([...box, rect]);
    const r = hatchAreaAt(page, { at: { x: 200, y: 200 }, style }, () => 'h');
    const hatch = r.ok ? (r.page.elements.find((e) => e.id === 'h') as HatchElement) : null;
    expect(Math.abs(signedArea(hatchLoops(hatch as HatchElement)[0] ?? []))).toBeCloseTo(300 * 200, 6);
    expect(hatchAreaAt(page, { at: { x: -50 * FT, y: 0 }, style }, () => 'x')).toEqual({
      ok: false,
      error: NO_AREA_HERE,
    });
  });

  it('hatches each selected closed shape on its layer, and refuses open ones', () => {
    const room = {
      ...createRoom(enclosedOutline(box, { x: FT, y: FT }) ?? [], 'Kitchen', () => 'k'),
      layer: 'A',
    };
    const line = finalizeElement({ id: 'l', type: 'line', x: 0, y: 0, x2: 10, y2: 10, rotation: 0 });
    const page = pageOf([...box, room, line]);
    const r = hatchElements(page, { ids: ['k', 'l'], style }, () => 'h');
    expect(r.ok).toBe(true);
    const hatch = r.ok ? (r.page.elements.find((e) => e.id === 'h') as HatchElement) : null;
    expect(hatch?.layer).toBe('A');
    expect(Math.abs(signedArea(hatchLoops(hatch as HatchElement)[0] ?? []))).toBeCloseTo(roomArea(room), 6);
    expect(hatchElements(page, { ids: ['l'], style }, () => 'h').ok).toBe(false);
  });

  it('wall poché fills the walls as drawn: joined at the corners (no overlap), clear at a door', () => {
    const ids = createSequentialIdSource('h');
    const hatches = (p: Page) => p.elements.filter((e): e is HatchElement => e.type === 'hatch');
    const area = (h: HatchElement) =>
      hatchLoops(h).reduce((sum, loop) => sum + Math.abs(signedArea(loop)), 0);
    const one = pocheWalls(pageOf(box), { ids: ['w2'], style: { ...style, pattern: 'SOLID' } }, ids);
    expect(one.ok && hatches(one.page)).toHaveLength(1);
    const all = pocheWalls(pageOf(box), { ids: [], style }, ids);
    const fills = all.ok ? hatches(all.page) : [];
    expect(fills).toHaveLength(4);
    // The four fills tile the ring between the outer and inner faces exactly: mitred corners, no overlap.
    const t = 6 * IN;
    const ring = (20 * FT + t) * (12 * FT + t) - (20 * FT - t) * (12 * FT - t);
    expect(fills.reduce((sum, h) => sum + area(h), 0)).toBeCloseTo(ring, 3);
    // A 3' door in w1 leaves its opening unfilled.
    const door = createDoorInWall(box[0] as WallElement, { x: 10 * FT, y: 0 }, () => 'd');
    const withDoor = pocheWalls(pageOf([...box, door]), { ids: ['w1'], style }, ids);
    const w1Alone = pocheWalls(pageOf(box), { ids: ['w1'], style }, ids);
    const cut = withDoor.ok ? hatches(withDoor.page)[0] : undefined;
    const whole = w1Alone.ok ? hatches(w1Alone.page)[0] : undefined;
    expect(area(whole as HatchElement) - area(cut as HatchElement)).toBeCloseTo(door.width * t, 3);
  });

  it('changes a hatch’s pattern, scale and angle, refusing a scale of zero', () => {
    const r = hatchAreaAt(pageOf(box), { at: { x: FT, y: FT }, style }, () => 'h');
    if (!r.ok) throw new Error(r.error);
    const next = setHatchStyle(r.page, {
      id: 'h',
      style: { pattern: 'AR-CONC', patternScale: 2, patternAngle: 45 },
    });
    expect(next.ok && next.page.elements.find((e) => e.id === 'h')).toMatchObject({
      pattern: 'AR-CONC',
      patternScale: 2,
      patternAngle: 45,
    });
    expect(setHatchStyle(r.page, { id: 'h', style: { patternScale: 0 } }).ok).toBe(false);
  });

  it('ANSI31 at the plot scale draws its lines 1/32" apart on paper', () => {
    // acad.pat's ANSI31 lines are 1/8" apart at scale 1; at 1/4" = 1'-0" 1/32" on paper is 1 1/2" in the model.
    expect(0.125 * defaultPatternScale('ANSI31', 48)).toBeCloseTo(1.5, 9);
    expect(defaultPatternScale('SOLID', 48)).toBe(1);
  });
});

describe('text sized for paper', () => {
  const house = { minX: 0, minY: 0, maxX: 40 * FT, maxY: 30 * FT };
  const campus = { minX: 0, minY: 0, maxX: 200 * FT, maxY: 120 * FT };

  it('plots a house at 1/4" = 1\'-0" and a large building at 1/8" (the export dialog’s default on ARCH-D)', () => {
    expect(designPlotRatio(house, 'feet')).toBe(48);
    expect(designPlotRatio(campus, 'feet')).toBe(96);
    expect(designPlotRatio(null, 'feet')).toBe(48);
    // A small plan is still lettered at 1/4" scale, never larger.
    expect(designPlotRatio({ minX: 0, minY: 0, maxX: 5 * FT, maxY: 5 * FT }, 'feet')).toBe(48);
    expect(designPlotRatio(house, 'meters')).toBe(50);
  });

  it('3/32" on paper is 4 1/2" in the model at 1/4" = 1\'-0" and 9" at 1/8" = 1\'-0"', () => {
    expect(textHeightForPlot(48, 'feet')).toBeCloseTo(4.5 * IN, 9);
    expect(textHeightForPlot(96, 'feet')).toBeCloseTo(9 * IN, 9);
    // 2.5 mm at 1:50 is 125 mm.
    expect(textHeightForPlot(50, 'meters')).toBeCloseTo((125 / 25.4) * IN, 9);
  });

  it('reads and writes paper lengths: 3/32", 1/8, 0.125", 2.5 mm', () => {
    expect(formatPaperLength((3 / 32) * IN, 'feet')).toBe('3/32"');
    expect(formatPaperLength(1.25 * IN, 'feet')).toBe('1 1/4"');
    expect(formatPaperLength((2.5 / 25.4) * IN, 'meters')).toBe('2.5 mm');
    expect(parsePaperLength('3/32"', 'feet')).toEqual({ ok: true, value: (3 / 32) * IN });
    expect(parsePaperLength('1/8', 'feet')).toEqual({ ok: true, value: 12 });
    expect(parsePaperLength('0.125"', 'feet')).toEqual({ ok: true, value: 12 });
    const mm = parsePaperLength('2.5', 'meters');
    expect(mm.ok && mm.value).toBeCloseTo((2.5 / 25.4) * IN, 9);
    expect(parsePaperLength('big', 'feet').ok).toBe(false);
    expect(parsePaperLength('0', 'feet').ok).toBe(false);
  });

  it('new text takes the plotted height; the properties panel shows and sets it as a height on paper', () => {
    const text = createDefaultText(
      () => 't',
      () => 0.5,
      textHeightForPlot(48, 'feet'),
    ) as TextElement;
    expect(text.height).toBeCloseTo(4.5 * IN, 9);
    expect(text.fontSize).toBe(16);
    const field = elementProperties(text).find((f) => f.key === 'height');
    expect(field).toMatchObject({ label: 'Plotted height', kind: 'paper' });
    expect((field?.value ?? 0) / 48).toBeCloseTo((3 / 32) * IN, 9);
    const r = setElementProperty(pageOf([text]), { id: 't', key: 'height', value: 9 * IN });
    expect(r.ok && r.page.elements[0]).toMatchObject({ height: 9 * IN });
  });

  it('the font size scales a plotted text in proportion', () => {
    const text = createDefaultText(
      () => 't',
      () => 0.5,
      4.5 * IN,
    );
    const r = setTextStyle(pageOf([text]), { ids: ['t'], fontSize: 32 });
    expect(r.ok && r.page.elements[0]).toMatchObject({ fontSize: 32, height: 9 * IN });
  });
});
