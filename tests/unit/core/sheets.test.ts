import { describe, expect, it } from 'vitest';
import {
  NOT_TO_SCALE,
  parsePlotScale,
  placeDrawing,
  pointsPerUnit,
  scaleBar,
  scalesThatFit,
  sheetLayout,
  sheetSize,
  type PlotScale,
} from '../../../src/core/export/sheets';
import { plotElements, MIN_TEXT_PT } from '../../../src/core/export/plot';
import { finalizeElement } from '../../../src/core/model/snapPoints';

const FOOT = 12 * 96;

function scale(text: string): PlotScale {
  const parsed = parsePlotScale(text);
  if (!parsed) throw new Error(`not a scale: ${text}`);
  return parsed;
}

describe('plot scales', () => {
  it('reads architectural, metric and fit scales with the labels a title block shows', () => {
    expect(parsePlotScale('1/4in')).toEqual({ kind: 'ratio', ratio: 48, label: `1/4" = 1'-0"` });
    expect(parsePlotScale('3/16in')).toMatchObject({ ratio: 64, label: `3/16" = 1'-0"` });
    expect(parsePlotScale('1in')).toMatchObject({ ratio: 12, label: `1" = 1'-0"` });
    expect(parsePlotScale('1-1/2in')).toMatchObject({ ratio: 8, label: `1 1/2" = 1'-0"` });
    expect(parsePlotScale('1:50')).toEqual({ kind: 'ratio', ratio: 50, label: '1:50' });
    expect(parsePlotScale('FIT')).toEqual({ kind: 'fit' });
    for (const bad of ['', '1:0', '0/4in', '1/0in', '13in', 'quarter', '1:1000001', '1/4'])
      expect(parsePlotScale(bad), bad).toBeNull();
  });

  it('places a 40 ft line 10 in long at 1/4" = 1\'-0", centred in the drawing area', () => {
    const area = sheetLayout('ARCH-D', 'landscape').drawing;
    const placed = placeDrawing({ minX: 0, minY: 0, maxX: 40 * FOOT, maxY: 0 }, area, scale('1/4in'));
    if (!placed.ok) throw new Error(placed.error);
    const a = placed.placement.toSheet({ x: 0, y: 0 });
    const b = placed.placement.toSheet({ x: 40 * FOOT, y: 0 });
    expect((b.x - a.x) / 72).toBeCloseTo(10, 6);
    expect((a.x + b.x) / 2).toBeCloseTo(area.x + area.width / 2, 6);
    expect(placed.placement.scaleText).toBe(`1/4" = 1'-0"`);
  });

  it('turns y upwards: what is lower on screen is lower on the sheet', () => {
    const area = sheetLayout('A3', 'landscape').drawing;
    const placed = placeDrawing({ minX: 0, minY: 0, maxX: 10, maxY: 10 }, area, { kind: 'fit' });
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.placement.toSheet({ x: 0, y: 10 }).y).toBeLessThan(
      placed.placement.toSheet({ x: 0, y: 0 }).y,
    );
    expect(placed.placement.scaleText).toBe(NOT_TO_SCALE);
  });

  it('refuses a scale at which the drawing leaves the sheet, and lists only the scales that fit', () => {
    const house = { minX: 0, minY: 0, maxX: 40 * FOOT, maxY: 30 * FOOT };
    const refused = placeDrawing(house, sheetLayout('A4', 'landscape').drawing, scale('1/2in'));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/^At 1\/2" = 1'-0" the drawing is 20 × 15 in/);
    // ARCH D's drawing area is about 34.7 × 20.7 in: 1/2" (20 × 15 in) and 1:20 (24 × 18 in) still fit.
    expect(scalesThatFit(house, 'ARCH-D', 'landscape')).toEqual([
      '1/8in',
      '3/16in',
      '1/4in',
      '1/2in',
      '1:20',
      '1:50',
      '1:100',
      '1:200',
      'fit',
    ]);
    expect(scalesThatFit(house, 'A4', 'landscape')).toEqual(['1/8in', '1:100', '1:200', 'fit']);
  });

  it('sizes sheets by orientation', () => {
    expect(sheetSize('ARCH-D', 'landscape')).toEqual({ width: 2592, height: 1728 });
    expect(sheetSize('ARCH-D', 'portrait')).toEqual({ width: 1728, height: 2592 });
    expect(Math.round(sheetSize('A4', 'portrait').width)).toBe(595);
  });

  it('picks a round scale-bar length no longer than asked, in the design unit', () => {
    const k = pointsPerUnit(48);
    const feet = scaleBar(k, 'feet', 216);
    // At most 3 in: 10 ft at 1/4" = 1'-0" is 2.5 in (16 ft would be 4 in).
    expect(feet.labels).toEqual(['0', "5'", "10'"]);
    expect(feet.length / 72).toBeCloseTo(2.5, 6);
    const metric = scaleBar(pointsPerUnit(100), 'meters', 216);
    expect(metric.labels).toEqual(['0', '2.5 m', '5 m']);
  });
});

describe('plotting', () => {
  it('draws walls filled and heavier than shapes, and keeps tiny text legible', () => {
    const wall = finalizeElement({
      id: 'w',
      type: 'wall',
      x: 0,
      y: 0,
      x2: 10 * FOOT,
      y2: 0,
      rotation: 0,
      thickness: 6 * 96,
    });
    const text = finalizeElement({
      id: 't',
      type: 'text',
      x: 0,
      y: 0,
      rotation: 0,
      text: 'Kitchen',
      fontSize: 16,
      fill: '#000000',
      fontStyle: 'normal',
    });
    const plot = plotElements([wall, text], { unit: 'feet', k: pointsPerUnit(48), dimensions: false });
    expect(plot.paths).toHaveLength(1);
    expect(plot.paths[0]).toMatchObject({ closed: true, fill: '#8c8c8c' });
    expect(plot.labels).toEqual([expect.objectContaining({ lines: ['Kitchen'], size: MIN_TEXT_PT })]);
  });

  it('adds each dimension of a sketch as a line with two ticks, extension lines and its label', () => {
    const line = finalizeElement({ id: 'l', type: 'line', x: 0, y: 0, x2: 12 * FOOT, y2: 0, rotation: 0 });
    const plot = plotElements([line], { unit: 'feet', k: pointsPerUnit(48) });
    expect(plot.paths).toHaveLength(6);
    expect(plot.labels.map((l) => l.lines[0])).toEqual([`12' 0"`]);
  });
});
