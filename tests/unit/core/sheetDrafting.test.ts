import { describe, expect, it } from 'vitest';
import {
  planDimensionStrings,
  stringDimensions,
  stringMargins,
} from '../../../src/core/export/dimensionStrings';
import { dimensionLayout } from '../../../src/core/export/dimensions';
import { plotElements } from '../../../src/core/export/plot';
import { labelBox } from '../../../src/core/export/plotDimensions';
import {
  defaultSheetTitle,
  northArrowSize,
  pointsPerUnit,
  sheetLayout,
  sheetNumberAfter,
} from '../../../src/core/export/sheets';
import { PEN_MM, PT_PER_MM } from '../../../src/core/export/sheetStyle';
import { hatchTint } from '../../../src/core/geometry/hatchPatterns';
import type { DrawingElement } from '../../../src/core/model/elements';
import { finalizeElement } from '../../../src/core/model/snapPoints';

// Issue 26 items 5 and 9: the drafting standard of the sheets — dimension strings outside the building, pens by
// class, readable tags, hatches as the editor shows them, sheet numbers and titles.

const IN = 96;
const FT = 12 * IN;
const K = pointsPerUnit(48);

const wall = (id: string, x: number, y: number, x2: number, y2: number, thickness = 6 * IN): DrawingElement =>
  finalizeElement({ id, type: 'wall', x, y, x2, y2, rotation: 0, thickness });

/** A 30' × 20' room: 6" exterior walls, a window in the north wall at 8', a partition at 20' meeting it. */
const room = (): DrawingElement[] => [
  wall('n', 0, 0, 30 * FT, 0),
  wall('s', 0, 20 * FT, 30 * FT, 20 * FT),
  wall('w', 0, 0, 0, 20 * FT),
  wall('e', 30 * FT, 0, 30 * FT, 20 * FT),
  wall('p', 20 * FT, 0, 20 * FT, 20 * FT, 4 * IN),
  finalizeElement({
    id: 'win',
    type: 'window',
    x: 8 * FT,
    y: 0,
    rotation: 0,
    width: 3 * FT,
    thickness: 6 * IN,
    wallId: 'n',
  }),
  finalizeElement({
    id: 'kitchen',
    type: 'room',
    x: 0,
    y: 0,
    rotation: 0,
    name: 'Kitchen',
    points: [
      { x: 0, y: 0 },
      { x: 20 * FT, y: 0 },
      { x: 20 * FT, y: 20 * FT },
      { x: 0, y: 20 * FT },
    ],
  }),
];

const labelsOf = (dims: ReturnType<typeof stringDimensions>) => dims.map((d) => d.label);

describe('dimension strings', () => {
  it('locate openings and partitions outside the building, then its overall size, never inside it', () => {
    const plan = planDimensionStrings(room(), undefined);
    const dims = stringDimensions(plan, 'feet', K);
    // North: corner (-3") → window centre (8') → partition (20') → corner (30'3"), then the overall.
    expect(labelsOf(dims.filter((d) => d.elementId.startsWith('string-north-0')))).toEqual([
      `8'-3"`,
      `12'-0"`,
      `10'-3"`,
    ]);
    expect(labelsOf(dims.filter((d) => d.elementId.startsWith('string-north-1')))).toEqual([`30'-6"`]);
    // South says only what the north does not (the partition), west gives the depth; east repeats nothing.
    expect(labelsOf(dims.filter((d) => d.elementId.startsWith('string-south')))).toEqual([
      `20'-3"`,
      `10'-3"`,
    ]);
    expect(labelsOf(dims.filter((d) => d.elementId.startsWith('string-west')))).toEqual([`20'-6"`]);
    expect(dims.filter((d) => d.elementId.startsWith('string-east'))).toEqual([]);
    // Every dimension line is outside the building's faces (-3" … 30'3" × -3" … 20'3").
    for (const d of dims) {
      const { a, b } = dimensionLayout(d);
      const outside = (p: { x: number; y: number }) =>
        p.x < -3 * IN || p.x > 30 * FT + 3 * IN || p.y < -3 * IN || p.y > 20 * FT + 3 * IN;
      expect(outside(a) && outside(b), d.elementId).toBe(true);
    }
  });

  it('finds partitions where an exterior wall drawn in pieces meets them, and not at the corners', () => {
    // North wall in two pieces joined at 12', where a partition comes down.
    const pieces = [
      wall('n1', 0, 0, 12 * FT, 0),
      wall('n2', 12 * FT, 0, 30 * FT, 0),
      wall('s', 0, 20 * FT, 30 * FT, 20 * FT),
      wall('w', 0, 0, 0, 20 * FT),
      wall('e', 30 * FT, 0, 30 * FT, 20 * FT),
      wall('p', 12 * FT, 0, 12 * FT, 20 * FT, 4 * IN),
    ];
    const dims = stringDimensions(planDimensionStrings(pieces, undefined), 'feet', K);
    expect(labelsOf(dims.filter((d) => d.elementId.startsWith('string-north-0')))).toEqual([
      `12'-3"`,
      `18'-3"`,
    ]);
  });

  it('the first string is 1/2" from the face on paper and the next 3/8" further, at any scale', () => {
    for (const ratio of [48, 96]) {
      const k = pointsPerUnit(ratio);
      const dims = stringDimensions(planDimensionStrings(room(), undefined), 'feet', k);
      const north = (i: number) => dims.find((d) => d.elementId === `string-north-${i}-0`);
      const paper = (i: number) => ((north(i)?.offset ?? 0) + 0) * k;
      expect(paper(0)).toBeCloseTo(36);
      expect(paper(1)).toBeCloseTo(63);
    }
    const margins = stringMargins(planDimensionStrings(room(), undefined));
    expect(margins.east).toBe(0);
    expect(margins.north).toBeGreaterThan(margins.west);
  });

  it('a drawn overall dimension along a side takes the place of the string’s own', () => {
    const drawn = finalizeElement({
      id: 'd',
      type: 'dimension',
      x: -3 * IN,
      y: 20 * FT + 3 * IN,
      x2: 30 * FT + 3 * IN,
      y2: 20 * FT + 3 * IN,
      rotation: 0,
      offset: -4 * FT,
    });
    const elements = [...room(), drawn];
    const plot = plotElements(elements, { unit: 'feet', k: K });
    const overall = plot.labels.filter((l) => l.lines[0] === `30'-6"`);
    expect(overall).toHaveLength(1); // the drawn one: the north string no longer needs its own overall
  });

  it('plots no dimension along the walls inside the rooms', () => {
    const plot = plotElements(room(), { unit: 'feet', k: K });
    const inside = plot.labels.filter(
      (l) => l.at.x > 0 && l.at.x < 30 * FT && l.at.y > 0 && l.at.y < 20 * FT,
    );
    expect(inside.map((l) => l.lines[0])).toEqual(['Kitchen', '400 sq ft']);
  });
});

describe('plotted weights and lettering', () => {
  it('cut walls are heaviest, openings medium, dimensions and swings light', () => {
    const plot = plotElements(room(), { unit: 'feet', k: K });
    const widths = new Set(plot.paths.filter((p) => p.stroke !== null && p.weight > 0).map((p) => p.weight));
    expect(widths).toEqual(
      new Set([PEN_MM.wall, PEN_MM.opening, PEN_MM.dimension].map((mm) => mm * PT_PER_MM)),
    );
    // A room's outline is its area's boundary: not plotted.
    expect(plot.paths.some((p) => p.fill === '#f5f1e8')).toBe(false);
  });

  it('room names are 1/8" capitals, wrapped or shrunk to 3/32" in a narrow room, never smaller', () => {
    const closet = finalizeElement({
      id: 'c',
      type: 'room',
      x: 0,
      y: 0,
      rotation: 0,
      name: 'Walk-in linen closet',
      points: [
        { x: 0, y: 0 },
        { x: 4 * FT, y: 0 },
        { x: 4 * FT, y: 8 * FT },
        { x: 0, y: 8 * FT },
      ],
    });
    const labels = plotElements([closet], { unit: 'feet', k: K }).labels;
    const names = labels.filter((l) => l.bold);
    expect(names.map((l) => l.lines[0])).toEqual(['Walk-in', 'linen closet']);
    for (const l of labels) expect(l.size * 0.718).toBeGreaterThanOrEqual((3 / 32) * 72 - 1e-9);
    const big = plotElements(room(), { unit: 'feet', k: K }).labels.find((l) => l.lines[0] === 'Kitchen');
    expect((big?.size ?? 0) * 0.718).toBeCloseTo(9, 5); // 1/8" = 9 pt
    // Room dimensions when asked, under the area.
    const asked = plotElements(room(), { unit: 'feet', k: K, roomDimensions: true }).labels;
    expect(asked.map((l) => l.lines[0])).toContain(`20'-0" x 20'-0"`);
  });

  it('a room too small on paper for its whole tag keeps its name, leaving out its size, then its area', () => {
    const hall = finalizeElement({
      id: 'h',
      type: 'room',
      x: 0,
      y: 0,
      rotation: 0,
      name: 'Hall',
      points: [
        { x: 0, y: 0 },
        { x: 40 * FT, y: 0 },
        { x: 40 * FT, y: 3 * FT + 6 * IN },
        { x: 0, y: 3 * FT + 6 * IN },
      ],
    });
    const at = (ratio: number) =>
      plotElements([hall], { unit: 'feet', k: pointsPerUnit(ratio), roomDimensions: true }).labels.map(
        (l) => l.lines[0],
      );
    expect(at(24)).toEqual(['Hall', '140 sq ft', `40'-0" x 3'-6"`]);
    expect(at(110)).toEqual(['Hall']);
  });

  it('a drawn dimension through a room tag moves its text off the tag', () => {
    const through = finalizeElement({
      id: 'd',
      type: 'dimension',
      x: 0,
      y: 10 * FT,
      x2: 20 * FT,
      y2: 10 * FT,
      rotation: 0,
      offset: 0,
    });
    const plot = plotElements([room()[6] as DrawingElement, through], { unit: 'feet', k: K });
    const [tagName, tagArea, dim] = plot.labels;
    expect(dim?.lines[0]).toBe(`20'-0"`);
    for (const tag of [tagName, tagArea]) {
      const a = labelBox(dim as never, K);
      const b = labelBox(tag as never, K);
      expect(a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY).toBe(true);
    }
  });

  it('a hatch too dense to draw as lines plots as the editor shows it: a light tint under its outline', () => {
    const hatch = finalizeElement({
      id: 'h',
      type: 'hatch',
      x: 0,
      y: 0,
      rotation: 0,
      loops: [
        [
          { x: 0, y: 0 },
          { x: 400 * FT, y: 0 },
          { x: 400 * FT, y: 400 * FT },
          { x: 0, y: 400 * FT },
        ],
      ],
      pattern: 'AR-CONC',
      patternScale: 1,
      patternAngle: 0,
    });
    const plot = plotElements([hatch], { unit: 'feet', k: K });
    expect(plot.paths.map((p) => p.fill)).toEqual([hatchTint('#000000')]);
    expect(hatchTint('#000000')).toBe('#d1d1d1');
  });
});

describe('sheet numbers, titles and the north arrow', () => {
  it('counts sheet numbers on from the one given, keeping their form', () => {
    expect([0, 1, 2].map((i) => sheetNumberAfter('A-101', i))).toEqual(['A-101', 'A-102', 'A-103']);
    expect(sheetNumberAfter('A1.09', 1)).toBe('A1.10');
    expect(sheetNumberAfter('A-099', 1)).toBe('A-100');
    expect(sheetNumberAfter('COVER', 1)).toBe('COVER-2');
  });

  it('titles a page as a floor plan unless its name already says plan', () => {
    expect(defaultSheetTitle('Level 1')).toBe('Level 1 Floor Plan');
    expect(defaultSheetTitle('Ground floor')).toBe('Ground floor Plan');
    expect(defaultSheetTitle('Roof plan')).toBe('Roof plan');
  });

  it('draws a 3/4" north arrow on ARCH D and a smaller one on small sheets', () => {
    expect(northArrowSize(sheetLayout('ARCH-D', 'landscape'))).toBe(54);
    expect(northArrowSize(sheetLayout('ARCH-A', 'landscape'))).toBeLessThan(54);
  });
});
