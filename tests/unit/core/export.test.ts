import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { exportDxf } from '../../../src/core/export/dxf';
import { exportSvg } from '../../../src/core/export/svg';
import { worldPoint } from '../../../src/core/geometry/point';
import type { DrawingElement } from '../../../src/core/model/elements';
import { createDefaultText, createFreePencil } from '../../../src/core/model/factories';
import { buildOutline } from '../../../src/core/outline';
import { createSequentialIdSource } from '../../../src/core/model/ids';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { at, drag, pageOf, withProps } from './fixtures';

interface ParsedEntity {
  type: string;
  layer: string;
  text?: string;
  vertices?: { x: number; y: number }[];
  center?: { x: number; y: number };
  radius?: number;
}

function parse(dxf: string) {
  const doc = new DxfParser().parseSync(dxf) as unknown as {
    header: Record<string, unknown>;
    tables: { layer: { layers: Record<string, unknown> } };
    entities: (ParsedEntity & { block?: string; actualMeasurement?: number; name?: string })[];
    blocks: Record<string, { entities?: (ParsedEntity & { startAngle?: number; endAngle?: number })[] }>;
  };
  return doc;
}

/** A DIMENSION's label: the TEXT of the *D block that draws it. */
const dimensionLabels = (doc: ReturnType<typeof parse>, layer = 'A-ANNO-DIMS') =>
  doc.entities
    .filter((e) => e.type === 'DIMENSION' && e.layer === layer)
    .map((e) => doc.blocks[e.block ?? '']?.entities?.find((x) => x.type === 'TEXT')?.text);

const count = (entities: ParsedEntity[], layer: string, type?: string) =>
  entities.filter((e) => e.layer === layer && (!type || e.type === type)).length;

const everything = (): DrawingElement[] => [
  drag('wall', 0, 0, 9600, 0, 'wall'),
  drag('divider', 0, 960, 4800, 960, 'div'),
  drag('line', 0, 0, 96, 96, 'line'),
  drag('rectangle', 100, 100, 292, 196, 'rect'),
  at('circle', 500, 500, 'circle'),
  at('half-arch', 700, 500, 'arch'),
  drag('bezier-arch', 900, 500, 1000, 500, 'bez'),
  at('pentagon', 1100, 500, 'pent'),
  at('right-triangle', 1300, 500, 'tri'),
  createDefaultText(
    () => 'text',
    () => 0.5,
  ),
  withProps(
    createDefaultText(
      () => 'multi',
      () => 0.1,
    ),
    { text: 'Living\nRoom' },
  ),
  createFreePencil(
    [worldPoint(0, 2000), worldPoint(50, 2010), worldPoint(90, 2050)],
    () => 'pencil',
  ) as DrawingElement,
];

describe('DXF export', () => {
  it('re-reads in dxf-parser as R2000 in inches with one layer per element kind', () => {
    const doc = parse(exportDxf(pageOf(everything()), { unit: 'feet' }));
    expect(doc.header.$ACADVER).toBe('AC1015');
    expect(doc.header.$INSUNITS).toBe(1);
    expect(Object.keys(doc.tables.layer.layers)).toEqual(
      expect.arrayContaining(['A-WALL', 'A-WALL-PRHT', 'A-DETL', 'A-ANNO-TEXT', 'A-ANNO-DIMS']),
    );
    const e = doc.entities;
    expect(count(e, 'A-WALL', 'LWPOLYLINE')).toBe(1);
    expect(count(e, 'A-WALL-PRHT', 'LWPOLYLINE')).toBe(1);
    expect(count(e, 'A-DETL', 'LINE')).toBe(1);
    expect(count(e, 'A-DETL', 'CIRCLE')).toBe(1);
    expect(count(e, 'A-DETL', 'ARC')).toBe(1);
    expect(count(e, 'A-DETL', 'SPLINE')).toBe(1);
    expect(count(e, 'A-DETL', 'LWPOLYLINE')).toBe(4); // rectangle, pentagon, triangle, pencil stroke
    expect(count(e, 'A-ANNO-TEXT', 'TEXT')).toBe(1);
    expect(count(e, 'A-ANNO-TEXT', 'MTEXT')).toBe(1);
    expect(e.filter((x) => x.layer === 'A-ANNO-TEXT').map((x) => x.text)).toEqual(
      expect.arrayContaining(['Sample Text']),
    );
  });

  it('writes real sizes: a 100-foot wall is 1200 inches long and 6 inches thick', () => {
    const doc = parse(exportDxf(pageOf([drag('wall', 0, 0, 100 * 12 * 96, 0, 'w')]), { unit: 'feet' }));
    const wall = doc.entities.find((x) => x.layer === 'A-WALL');
    const xs = (wall?.vertices ?? []).map((v) => v.x);
    const ys = (wall?.vertices ?? []).map((v) => v.y);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(1200);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(6);
    // A real DIMENSION with its measurement (inches) and its drawing in a *D block, lettered as sheets are.
    const dim = doc.entities.find((x) => x.layer === 'A-ANNO-DIMS' && x.type === 'DIMENSION');
    expect(dim?.actualMeasurement).toBeCloseTo(1200, 6);
    expect(dimensionLabels(doc)).toEqual([`100'-0"`]);
  });

  it('flips y so the drawing is not mirrored in CAD (y grows upwards there)', () => {
    const doc = parse(exportDxf(pageOf([at('circle', 96, 192, 'c')]), { unit: 'feet', dimensions: false }));
    expect(doc.entities[0]).toMatchObject({ type: 'CIRCLE', center: { x: 1, y: -2 } });
    expect(doc.entities[0]?.radius).toBeCloseTo(40 / 96, 5);
  });

  it('exports an outline from the wizard with its walls and dimensions', () => {
    const face = { length: 40, segments: 2, brokenWall: { enabled: false, segments: 1 } };
    const r = buildOutline(
      { name: 'H', unit: 'feet', faces: { south: face, north: face, west: face, east: face } },
      createSequentialIdSource(),
      'p',
    );
    if (!r.ok) throw new Error(r.error);
    const doc = parse(exportDxf(r.page, { unit: 'feet' }));
    // Eight walls joined in a ring: each writes its outer and inner face, open where it meets its neighbours.
    expect(count(doc.entities, 'A-WALL')).toBe(16);
    expect(doc.entities.filter((e) => e.layer === 'A-WALL' && (e as { shape?: boolean }).shape)).toEqual([]);
    // Dimensioned as a plan is: the overall size outside the building once per axis, face to face (6" walls),
    // not each wall along its length.
    expect(dimensionLabels(doc)).toEqual([`40'-6"`, `40'-6"`]);
  });

  it('puts several pages side by side in one file', () => {
    const pages = [
      pageOf([drag('rectangle', 0, 0, 100, 100, 'a')], 'p1'),
      pageOf([drag('rectangle', 0, 0, 100, 100, 'b')], 'p2'),
    ];
    const doc = parse(exportDxf(pages, { unit: 'feet', dimensions: false }));
    const [a, b] = doc.entities.map((x) => Math.min(...(x.vertices ?? []).map((v) => v.x)));
    expect(doc.entities).toHaveLength(2);
    expect((b ?? 0) - (a ?? 0)).toBeGreaterThan(100 / 96);
  });

  it('escapes non-ASCII text and survives empty pages', () => {
    const t = withProps(
      createDefaultText(
        () => 't',
        () => 0,
      ),
      { text: 'Café – 2×' },
    );
    const doc = parse(exportDxf(pageOf([t]), { unit: 'meters' }));
    expect(doc.entities[0]?.text).toContain('Caf');
    expect(parse(exportDxf(pageOf([]), { unit: 'feet' })).entities ?? []).toEqual([]);
  });
});

describe('SVG export', () => {
  it('draws every element in its layer, with dimensions', () => {
    const svg = exportSvg(pageOf(everything()), { unit: 'feet' });
    expect(svg.startsWith('<?xml')).toBe(true);
    const layer = (name: string) =>
      svg.split(`<g data-layer="${name}">`)[1]?.split('</g><g data-layer')[0] ?? '';
    expect(layer('A-WALL')).toContain('<polygon');
    expect(layer('A-DETL')).toContain('<circle');
    expect(layer('A-DETL')).toContain(' A 40 40 0 0 1 ');
    expect(layer('A-DETL')).toContain(' Q ');
    expect(layer('A-ANNO-TEXT')).toContain('>Sample Text</tspan>');
    expect(svg).toContain('>8&apos;-4&quot;</tspan>'); // the 9600-unit wall is 8'-4"
  });

  it('escapes text so a drawing cannot inject markup', () => {
    const t = withProps(
      createDefaultText(
        () => 't',
        () => 0,
      ),
      { text: '<script>alert(1)</script>' },
    );
    const svg = exportSvg(pageOf([t]), { unit: 'feet' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('leaves out elements with non-finite numbers instead of writing NaN', () => {
    const bad = withProps(at('circle', 0, 0, 'c'), { radius: Number.NaN });
    expect(exportSvg(pageOf([bad, at('square', 0, 0, 's')]), { unit: 'feet' })).not.toContain('NaN');
  });
});

describe('building elements in the exports', () => {
  const IN = 96;
  const door = finalizeElement({
    id: 'd',
    type: 'door',
    x: 0,
    y: 0,
    rotation: 0,
    width: 36 * IN,
    thickness: 4.5 * IN,
    hinge: 'start',
    swing: 'right',
    kind: 'swing',
  });

  it("a door's swing re-reads as an ARC centred on the hinge, from the open leaf round to the far jamb", () => {
    const doc = parse(exportDxf(pageOf([door]), { unit: 'feet' }));
    // The door is an INSERT of its block on A-DOOR; the block draws it about the opening's centre.
    const insert = doc.entities.find((e) => e.layer === 'A-DOOR' && e.type === 'INSERT');
    const block = doc.blocks[insert?.name ?? '']?.entities ?? [];
    const arc = block.find((e) => e.type === 'ARC');
    expect(arc?.center?.x).toBeCloseTo(-18);
    expect(arc?.center?.y).toBeCloseTo(-2.25);
    expect(arc?.radius).toBeCloseTo(36);
    // y flips in CAD: the leaf points down (270°) and the arc runs counter-clockwise to the far jamb (0°).
    expect(((arc?.startAngle ?? 0) * 180) / Math.PI).toBeCloseTo(270);
    expect(((arc?.endAngle ?? 0) * 180) / Math.PI).toBeCloseTo(0);
    expect(block.filter((e) => e.type === 'LINE')).toHaveLength(3); // two jambs and the leaf
  });

  it("an SVG room shows its name and live area on A-AREA-IDEN, in the design's unit", () => {
    const room = finalizeElement({
      id: 'r',
      type: 'room',
      x: 0,
      y: 0,
      rotation: 0,
      name: 'Den',
      points: [
        { x: 0, y: 0 },
        { x: 120 * IN, y: 0 },
        { x: 120 * IN, y: 96 * IN },
        { x: 0, y: 96 * IN },
      ],
    });
    const layer = (svg: string) =>
      svg.split('<g data-layer="A-AREA-IDEN">')[1]?.split('</g><g data-layer')[0];
    expect(layer(exportSvg(pageOf([room]), { unit: 'feet' }))).toContain('>80 sq ft</tspan>');
    expect(layer(exportSvg(pageOf([room]), { unit: 'meters' }))).toContain('>7.4 m²</tspan>');
  });
});
