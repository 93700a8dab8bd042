import { describe, expect, it } from 'vitest';
import { rotatePoint } from '../../../src/core/geometry/point';
import { makeLimits } from '../../../src/formats/limits';
import { dxfToPage } from '../../../src/formats/import/dxfToPage';
import type { DrawingElement } from '../../../src/formats/import/model';
import { elementCenter } from '../../../src/formats/import/model';

// What an imported DXF looks like in the editor, entity by entity, on small hand-written files.

type Tag = [number, string | number];
const tags = (list: Tag[]) => list.map(([c, v]) => `${c}\n${v}`).join('\n');

function dxf(parts: {
  insunits?: number;
  layers?: Tag[][];
  blocks?: Tag[][];
  entities: Tag[][];
}): Uint8Array {
  const header =
    parts.insunits === undefined
      ? []
      : ([
          [9, '$INSUNITS'],
          [70, parts.insunits],
        ] as Tag[]);
  const text = [
    tags([[0, 'SECTION'], [2, 'HEADER'], ...header, [0, 'ENDSEC']]),
    tags([
      [0, 'SECTION'],
      [2, 'TABLES'],
      [0, 'TABLE'],
      [2, 'LAYER'],
      ...(parts.layers ?? []).flat(),
      [0, 'ENDTAB'],
      [0, 'ENDSEC'],
    ]),
    tags([[0, 'SECTION'], [2, 'BLOCKS'], ...(parts.blocks ?? []).flat(), [0, 'ENDSEC']]),
    tags([[0, 'SECTION'], [2, 'ENTITIES'], ...parts.entities.flat(), [0, 'ENDSEC'], [0, 'EOF']]),
  ].join('\n');
  return new TextEncoder().encode(`${text}\n`);
}

const read = (bytes: Uint8Array) => {
  let n = 0;
  return dxfToPage(bytes, makeLimits(), { pageId: 'p', pageName: 'P', ids: () => `e${++n}` });
};
const only = <T extends DrawingElement['type']>(elements: readonly DrawingElement[], type: T) =>
  elements.filter((el): el is Extract<DrawingElement, { type: T }> => el.type === type);

const line = (x1: number, y1: number, x2: number, y2: number, extra: Tag[] = []): Tag[] => [
  [0, 'LINE'],
  [8, '0'],
  ...extra,
  [10, x1],
  [20, y1],
  [11, x2],
  [21, y2],
];

describe('DXF import', () => {
  it('keeps true size (inches → 96 per inch, y down) and the layer with its colour and flags', () => {
    const { page, units } = read(
      dxf({
        insunits: 1,
        layers: [
          [
            [0, 'LAYER'],
            [2, 'A-WALL'],
            [70, 5],
            [62, -1],
            [6, 'DASHED'],
            [370, 50],
          ],
        ],
        entities: [line(0, 0, 10, 5, [[8, 'A-WALL']])],
      }),
    );
    expect(units).toEqual({ declared: 'in', used: 'in', guessed: false });
    expect(page.elements[0]).toMatchObject({ type: 'line', x: 0, y: 0, x2: 960, y2: -480, layer: 'A-WALL' });
    expect(page.layers).toEqual([
      {
        name: 'A-WALL',
        color: '#ff0000',
        visible: false,
        frozen: true,
        locked: true,
        linetype: 'DASHED',
        lineweight: 0.5,
      },
    ]);
  });

  it('reads metres as metres and guesses a unitless file from its size, saying so', () => {
    expect(read(dxf({ insunits: 6, entities: [line(0, 0, 1, 0)] })).page.elements[0]).toMatchObject({
      x2: (1 / 0.0254) * 96,
    });
    const unitless = read(dxf({ entities: [line(0, 0, 12000, 0)] }));
    expect(unitless.units).toEqual({ declared: 'unitless', used: 'mm', guessed: true });
    expect(unitless.warnings).toContain(
      "The file states no units; it was read as mm from the drawing's size",
    );
  });

  it('turns counter-clockwise arcs into clockwise screen angles', () => {
    const { page } = read(
      dxf({
        insunits: 1,
        entities: [
          [
            [0, 'ARC'],
            [10, 1],
            [20, 2],
            [40, 1],
            [50, 0],
            [51, 90],
          ],
          [
            [0, 'CIRCLE'],
            [10, 0],
            [20, 0],
            [40, 2],
          ],
        ],
      }),
    );
    expect(page.elements[0]).toMatchObject({
      type: 'arc',
      x: 96,
      y: -192,
      radius: 96,
      startAngle: 270,
      endAngle: 0,
    });
    expect(page.elements[1]).toMatchObject({ type: 'circle', x: 0, y: 0, radius: 192 });
  });

  it('places TEXT by its alignment point: the DXF point is where the text stands, rotated or not', () => {
    const { page } = read(
      dxf({
        insunits: 1,
        entities: [
          [
            [0, 'TEXT'],
            [10, 0],
            [20, 0],
            [40, 1],
            [1, 'Centred'],
            [72, 1],
            [11, 5],
            [21, 5],
          ],
          [
            [0, 'TEXT'],
            [10, 2],
            [20, 3],
            [40, 0.5],
            [50, 90],
            [1, 'Turned'],
          ],
        ],
      }),
    );
    const [centred, turned] = only(page.elements, 'text');
    // Centred on the point, its baseline on it: the baseline is 0.8 em below the top, a cap height 0.7 em.
    expect(centred).toMatchObject({ align: 'center', height: 96, x: 480, rotation: 0 });
    expect(centred?.y).toBeCloseTo(-480 - (0.8 * 96) / 0.7, 9);
    // The baseline start of the turned text, after the model's turn about the text's centre, is (2, 3) in.
    if (!turned) throw new Error('no text');
    expect(turned.rotation).toBe(270);
    const baseline = rotatePoint(
      { x: turned.x, y: turned.y + (0.8 * 48) / 0.7 },
      elementCenter(turned),
      turned.rotation,
    );
    expect(baseline.x).toBeCloseTo(192, 6);
    expect(baseline.y).toBeCloseTo(-288, 6);
  });

  it('MTEXT keeps its lines and box width, formatting stripped', () => {
    const { page } = read(
      dxf({
        insunits: 1,
        entities: [
          [
            [0, 'MTEXT'],
            [10, 0],
            [20, 0],
            [40, 0.25],
            [41, 4],
            [71, 1],
            [1, '{\\fArial|b1;Room}\\P\\C1;101'],
          ],
        ],
      }),
    );
    expect(page.elements[0]).toMatchObject({
      type: 'text',
      text: 'Room\n101',
      width: 384,
      height: 24,
      x: 0,
    });
    // Attached top-left: the first line's cap top (0.1 em under the box's top) is on the point.
    expect(page.elements[0]?.y).toBeCloseTo(-(0.1 * 24) / 0.7, 9);
  });

  it('linear dimensions become dimensions: the measured points, the line offset, the rotated direction and override', () => {
    const { page } = read(
      dxf({
        insunits: 1,
        entities: [
          [
            [0, 'DIMENSION'],
            [2, '*D1'],
            [10, 0],
            [20, 8],
            [70, 0],
            [1, '<> TYP'],
            [13, 0],
            [23, 0],
            [14, 10],
            [24, 5],
            [50, 0],
          ],
          [
            [0, 'DIMENSION'],
            [2, '*D2'],
            [10, 0],
            [20, -2],
            [70, 1],
            [13, 0],
            [23, 0],
            [14, 10],
            [24, 0],
          ],
        ],
      }),
    );
    const [rotated, aligned] = only(page.elements, 'dimension');
    expect(rotated).toMatchObject({
      x: 0,
      y: 0,
      x2: 960,
      y2: -480,
      measureAngle: 0,
      offset: 768,
      textOverride: '<> TYP',
    });
    expect(aligned).toMatchObject({ x: 0, y: 0, x2: 960, y2: 0, offset: -192 });
    expect(aligned).not.toHaveProperty('measureAngle');
  });

  it('an INSERT is one group: arrays expanded, ATTRIBs as text, BYBLOCK colour and layer-0 entities take the insert’s', () => {
    const { page } = read(
      dxf({
        insunits: 1,
        layers: [
          [
            [0, 'LAYER'],
            [2, 'FURN'],
            [62, 5],
            [6, 'CONTINUOUS'],
          ],
        ],
        blocks: [
          [[0, 'BLOCK'], [2, 'CHAIR'], [10, 0], [20, 0], ...line(0, 0, 1, 0, [[62, 0]]), [0, 'ENDBLK']],
        ],
        entities: [
          [
            [0, 'INSERT'],
            [8, 'FURN'],
            [62, 3],
            [66, 1],
            [2, 'CHAIR'],
            [10, 100],
            [20, 0],
            [70, 2],
            [71, 3],
            [44, 2],
            [45, 4],
            [0, 'ATTRIB'],
            [8, 'FURN'],
            [10, 100],
            [20, -1],
            [40, 0.5],
            [1, 'C-01'],
            [2, 'TAG'],
            [0, 'SEQEND'],
          ],
        ],
      }),
    );
    const lines = only(page.elements, 'line');
    expect(lines).toHaveLength(6);
    expect(new Set(page.elements.map((el) => el.groupId)).size).toBe(1);
    expect(page.elements[0]?.groupId).toBeDefined();
    for (const l of lines) expect(l).toMatchObject({ layer: 'FURN', color: '#00ff00' });
    expect(
      lines
        .map((l) => [l.x / 96, -l.y / 96 + 0])
        .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
    ).toEqual([
      [100, 0],
      [100, 4],
      [100, 8],
      [102, 0],
      [102, 4],
      [102, 8],
    ]);
    expect(only(page.elements, 'text')[0]).toMatchObject({ text: 'C-01', layer: 'FURN' });
  });

  it('an ACAD_TABLE (a schedule) is its *T block placed at its insertion point; its cell data is not read as geometry', () => {
    const { page, warnings } = read(
      dxf({
        insunits: 1,
        layers: [
          [
            [0, 'LAYER'],
            [2, 'A-ANNO-SCHD'],
            [62, 4],
            [6, 'CONTINUOUS'],
          ],
        ],
        blocks: [
          [
            [0, 'BLOCK'],
            [2, '*T1'],
            [70, 1],
            [10, 0],
            [20, 0],
            ...line(0, 0, 40, 0),
            ...line(0, -6, 40, -6),
            [0, 'TEXT'],
            [8, '0'],
            [10, 1],
            [20, -4],
            [40, 2],
            [1, 'DOOR SCHEDULE'],
            [0, 'ENDBLK'],
          ],
        ],
        entities: [
          [
            [0, 'ACAD_TABLE'],
            [100, 'AcDbEntity'],
            [8, 'A-ANNO-SCHD'],
            [100, 'AcDbBlockReference'],
            [2, '*T1'],
            [10, 100],
            [20, 50],
            [30, 0],
            [100, 'AcDbTable'],
            [280, 0],
            [11, 1],
            [21, 0],
            [91, 2],
            [92, 1],
            // Cell data reuses codes an entity's header and a block reference use: not read as either.
            [62, 1],
            [2, 'NOT-A-BLOCK'],
            [10, 9999],
            [1, 'DOOR SCHEDULE'],
          ],
        ],
      }),
    );
    expect(warnings.join('\n')).not.toMatch(/ACAD_TABLE/);
    const lines = only(page.elements, 'line');
    expect(lines.map((l) => [l.x / 96, -l.y / 96 + 0, l.x2 / 96, -l.y2 / 96 + 0])).toEqual([
      [100, 50, 140, 50],
      [100, 44, 140, 44],
    ]);
    for (const l of lines) expect(l).toMatchObject({ layer: 'A-ANNO-SCHD' });
    expect(only(page.elements, 'text')).toHaveLength(1);
    expect(only(page.elements, 'text')[0]).toMatchObject({ text: 'DOOR SCHEDULE', layer: 'A-ANNO-SCHD' });
  });

  it('a polyface mesh is its faces, as closed polylines in a group; SOLID is a solid hatch', () => {
    const vertex = (x: number, y: number): Tag[] => [
      [0, 'VERTEX'],
      [8, '0'],
      [10, x],
      [20, y],
      [30, 0],
      [70, 192],
    ];
    const face = (...i: number[]): Tag[] => [
      [0, 'VERTEX'],
      [8, '0'],
      [10, 0],
      [20, 0],
      [30, 0],
      [70, 128],
      ...i.map((v, k) => [71 + k, v] as Tag),
    ];
    const { page } = read(
      dxf({
        insunits: 1,
        entities: [
          [
            [0, 'POLYLINE'],
            [8, '0'],
            [66, 1],
            [70, 64],
            [71, 4],
            [72, 2],
            ...vertex(0, 0),
            ...vertex(1, 0),
            ...vertex(1, 1),
            ...vertex(0, 1),
            ...face(1, 2, 3),
            ...face(1, 3, -4),
            [0, 'SEQEND'],
          ],
          [
            [0, 'SOLID'],
            [10, 0],
            [20, 0],
            [11, 1],
            [21, 0],
            [12, 0],
            [22, 1],
            [13, 1],
            [23, 1],
          ],
        ],
      }),
    );
    const faces = only(page.elements, 'polyline');
    expect(faces.map((f) => [f.points.length, f.closed])).toEqual([
      [3, true],
      [3, true],
    ]);
    expect(faces[0]?.groupId).toBe(faces[1]?.groupId);
    expect(only(page.elements, 'hatch')[0]).toMatchObject({
      pattern: 'SOLID',
      loops: [
        [
          { x: 0, y: 0 },
          { x: 96, y: 0 },
          { x: 96, y: -96 },
          { x: 0, y: -96 },
        ],
      ],
    });
  });

  it('LWPOLYLINE bulges keep their arcs: a counter-clockwise DXF arc turns counter-clockwise on screen, negative', () => {
    const { page } = read(
      dxf({
        insunits: 1,
        entities: [
          [
            [0, 'LWPOLYLINE'],
            [90, 2],
            [70, 1],
            [10, 0],
            [20, 0],
            [42, 1],
            [10, 2],
            [20, 0],
          ],
        ],
      }),
    );
    expect(page.elements[0]).toMatchObject({
      type: 'polyline',
      closed: true,
      bulges: [-1, 0],
      points: [
        { x: 0, y: 0 },
        { x: 192, y: 0 },
      ],
    });
  });

  it('refuses a drawing over the page cap, naming how many elements it makes', () => {
    const points: Tag[][] = Array.from({ length: 50_001 }, (_, i) => [
      [0, 'POINT'],
      [10, i],
      [20, 0],
    ]);
    expect(() => read(dxf({ insunits: 1, entities: points }))).toThrow(
      'The drawing makes 50,001 elements; a page holds at most 50,000',
    );
  });

  it('moves a drawing that lies beyond the coordinate range to the origin, and says so', () => {
    const result = read(dxf({ insunits: 4, entities: [line(5e8, 5e8, 5e8 + 1000, 5e8)] }));
    expect(result.page.elements[0]).toMatchObject({
      x: expect.closeTo(-(500 / 25.4) * 96, 6),
      y: expect.closeTo(0, 6),
    });
    expect(result.warnings).toContain(
      'The drawing lies far from the origin; it was moved so its centre is at the origin',
    );
  });
});
