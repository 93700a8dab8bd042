import { dxfText } from './dxf-builders';

/**
 * Drawings built like the hold-out files the room search failed on: an office plan with its walls on named
 * layers, doors and windows in the walls, furniture and room names on other layers (A02), and a timber-frame
 * sheet with thousands of entities on layers that are off, far from the sheet (A04). Units: millimetres.
 */

type Tags = [number, string | number][];

interface LayerSpec {
  name: string;
  color: number;
  off?: boolean;
  frozen?: boolean;
}

function dxfWithLayers(layers: LayerSpec[], blocks: Tags, entities: Tags): Uint8Array {
  const table: Tags = [];
  for (const layer of layers) {
    table.push(
      [0, 'LAYER'],
      [2, layer.name],
      [70, layer.frozen ? 1 : 0],
      // A negative colour is how DXF says "off".
      [62, layer.off ? -layer.color : layer.color],
      [6, 'CONTINUOUS'],
    );
  }
  const tags: Tags = [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1015'],
    [9, '$INSUNITS'],
    [70, 4],
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'TABLES'],
    [0, 'TABLE'],
    [2, 'LAYER'],
    [70, layers.length],
    ...table,
    [0, 'ENDTAB'],
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'BLOCKS'],
    ...blocks,
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'ENTITIES'],
    ...entities,
    [0, 'ENDSEC'],
    [0, 'EOF'],
  ];
  return new TextEncoder().encode(dxfText(tags));
}

const lineTags = (x1: number, y1: number, x2: number, y2: number, layer: string): Tags => [
  [0, 'LINE'],
  [8, layer],
  [10, x1],
  [20, y1],
  [11, x2],
  [21, y2],
];

function closedPolyline(points: [number, number][], layer: string): Tags {
  const tags: Tags = [
    [0, 'LWPOLYLINE'],
    [100, 'AcDbEntity'],
    [8, layer],
    [100, 'AcDbPolyline'],
    [90, points.length],
    [70, 1],
  ];
  for (const [x, y] of points) tags.push([10, x], [20, y]);
  return tags;
}

const rect = (x0: number, y0: number, x1: number, y1: number, layer: string): Tags =>
  closedPolyline(
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    layer,
  );

const text = (value: string, x: number, y: number, height: number, layer: string): Tags => [
  [0, 'TEXT'],
  [8, layer],
  [10, x],
  [20, y],
  [40, height],
  [1, value],
];

const insertTags = (block: string, layer: string, x: number, y: number, extra: Tags = []): Tags => [
  [0, 'INSERT'],
  [8, layer],
  [2, block],
  [10, x],
  [20, y],
  ...extra,
];

/** A wall: a band between two face lines, along x (horizontal) or y, with openings [from, to] along it. */
interface Wall {
  horizontal: boolean;
  /** Along the wall. */
  from: number;
  to: number;
  /** Across the wall: its two faces. */
  face1: number;
  face2: number;
  doors?: [number, number][];
  windows?: [number, number][];
}

/** x, y of a point given along/across a wall. */
const at = (wall: Wall, along: number, across: number): [number, number] =>
  wall.horizontal ? [along, across] : [across, along];

function solidPieces(wall: Wall): [number, number][] {
  const openings = [...(wall.doors ?? []), ...(wall.windows ?? [])].sort((a, b) => a[0] - b[0]);
  const pieces: [number, number][] = [];
  let start = wall.from;
  for (const [a, b] of openings) {
    pieces.push([start, a]);
    start = b;
  }
  pieces.push([start, wall.to]);
  return pieces;
}

/** Face lines between the openings, end caps and jambs (as CAD users draw walls with LINE). */
function wallAsLines(wall: Wall, layer: string): Tags {
  const out: Tags = [];
  for (const [a, b] of solidPieces(wall)) {
    for (const face of [wall.face1, wall.face2])
      out.push(...lineTags(...at(wall, a, face), ...at(wall, b, face), layer));
    for (const end of [a, b])
      out.push(...lineTags(...at(wall, end, wall.face1), ...at(wall, end, wall.face2), layer));
  }
  return out;
}

/** Each solid piece of the wall as one closed LWPOLYLINE. */
function wallAsPolylines(wall: Wall, layer: string): Tags {
  const out: Tags = [];
  for (const [a, b] of solidPieces(wall)) {
    out.push(
      ...closedPolyline(
        [at(wall, a, wall.face1), at(wall, b, wall.face1), at(wall, b, wall.face2), at(wall, a, wall.face2)],
        layer,
      ),
    );
  }
  return out;
}

export interface DrawnRoom {
  label: string;
  /** Clear floor area between the wall faces, in mm². */
  area: number;
}

export interface OfficePlanOptions {
  /** How the walls are drawn. */
  walls: 'lines' | 'polylines';
  /** Layer names of the exterior and interior walls. */
  exteriorLayer?: string;
  interiorLayer?: string;
  /** Layers switched off in the layer table. */
  offLayers?: string[];
  /** Also draw each room's outline as a closed LWPOLYLINE on A-AREA, as area plans do. */
  areaOutlines?: boolean;
}

/**
 * A 20.3 × 12.3 m office floor: 300 mm exterior walls with windows and an entrance door, 100 mm partitions with
 * doors (one a 1.8 m double door), seven rooms around a corridor; door leaves and swings on A-DOOR, windows as
 * scaled blocks on A-GLAZ, desks, a meeting table and chairs on A-FURN (desks against the walls), room names on
 * A-AREA-IDEN and a title on A-ANNO-TEXT.
 */
export function officePlanDxf(options: OfficePlanOptions): { bytes: Uint8Array; rooms: DrawnRoom[] } {
  const ext = options.exteriorLayer ?? 'A-WALL-EXTR';
  const int = options.interiorLayer ?? 'A-WALL-INTR';
  const exterior: Wall[] = [
    {
      horizontal: true,
      from: 0,
      to: 20300,
      face1: 0,
      face2: 300,
      windows: [
        [2000, 4400],
        [9000, 11400],
        [15500, 17900],
      ],
    },
    {
      horizontal: true,
      from: 0,
      to: 20300,
      face1: 12000,
      face2: 12300,
      windows: [
        [3000, 5400],
        [12000, 14400],
      ],
    },
    { horizontal: false, from: 0, to: 12300, face1: 0, face2: 300, doors: [[5700, 6700]] },
    { horizontal: false, from: 0, to: 12300, face1: 20000, face2: 20300 },
  ];
  const interior: Wall[] = [
    {
      horizontal: true,
      from: 300,
      to: 20000,
      face1: 5200,
      face2: 5300,
      doors: [
        [2000, 2900],
        [9000, 9900],
        [15000, 15900],
      ],
    },
    {
      horizontal: true,
      from: 300,
      to: 20000,
      face1: 7100,
      face2: 7200,
      doors: [
        [4000, 4900],
        [12000, 13800],
        [18000, 18900],
      ],
    },
    { horizontal: false, from: 300, to: 5200, face1: 6800, face2: 6900 },
    { horizontal: false, from: 300, to: 5200, face1: 14400, face2: 14500 },
    { horizontal: false, from: 7200, to: 12000, face1: 9800, face2: 9900 },
    { horizontal: false, from: 7200, to: 12000, face1: 17400, face2: 17500 },
  ];
  const draw = options.walls === 'lines' ? wallAsLines : wallAsPolylines;
  const entities: Tags = [];
  for (const wall of exterior) entities.push(...draw(wall, ext));
  for (const wall of interior) entities.push(...draw(wall, int));

  // Windows: sill, glass and inner sill lines across the opening, one block scaled to each width.
  for (const wall of exterior) {
    for (const [a, b] of wall.windows ?? []) {
      const [x, y] = at(wall, a, wall.face1);
      entities.push(
        ...insertTags('WINDOW', 'A-GLAZ', x, y, [
          [41, b - a],
          [42, 1],
        ]),
      );
    }
  }
  // Doors: a leaf standing open into the room and its quarter swing, hinged on the first jamb.
  for (const wall of [...exterior, ...interior]) {
    for (const [a, b] of wall.doors ?? []) {
      const [x, y] = at(wall, a, wall.face1);
      const width = b - a;
      entities.push(
        ...insertTags('DOOR', 'A-DOOR', x, y, [
          [41, width / 900],
          [42, width / 900],
          [43, 1],
        ]),
      );
    }
  }
  // Furniture: desks against the outside walls, a meeting table and chairs, on their own layer.
  for (const x0 of [1000, 7500, 15000]) entities.push(...rect(x0, 300, x0 + 1600, 1100, 'A-FURN'));
  entities.push(...rect(3000, 8800, 6600, 10000, 'A-FURN'));
  for (const cx of [3600, 4800, 6000]) {
    for (const cy of [8500, 10300]) {
      entities.push([0, 'CIRCLE'], [8, 'A-FURN'], [10, cx], [20, cy], [40, 250]);
    }
  }
  entities.push(...rect(17500, 7200, 20000, 7800, 'A-FURN')); // shelving along the store's corridor wall

  const rooms: (DrawnRoom & { x: number; y: number })[] = [
    { label: 'Office 101', area: 6500 * 4900, x: 3500, y: 2700 },
    { label: 'Office 102', area: 7500 * 4900, x: 10500, y: 2700 },
    { label: 'Office 103', area: 5500 * 4900, x: 17000, y: 2700 },
    { label: 'Corridor', area: 19700 * 1800, x: 8000, y: 6200 },
    { label: 'Meeting', area: 9500 * 4800, x: 5000, y: 11000 },
    { label: 'Open office', area: 7500 * 4800, x: 13500, y: 9600 },
    { label: 'Store', area: 2500 * 4800, x: 18700, y: 9600 },
  ];
  for (const room of rooms) entities.push(...text(room.label, room.x, room.y, 250, 'A-AREA-IDEN'));
  if (options.areaOutlines) {
    entities.push(
      ...rect(300, 300, 6800, 5200, 'A-AREA'),
      ...rect(6900, 300, 14400, 5200, 'A-AREA'),
      ...rect(14500, 300, 20000, 5200, 'A-AREA'),
      ...rect(300, 5300, 20000, 7100, 'A-AREA'),
      ...rect(300, 7200, 9800, 12000, 'A-AREA'),
      ...rect(9900, 7200, 17400, 12000, 'A-AREA'),
      // Drawn clockwise, as some offices do.
      ...closedPolyline(
        [
          [17500, 7200],
          [17500, 12000],
          [20000, 12000],
          [20000, 7200],
        ],
        'A-AREA',
      ),
    );
  }
  entities.push(...text('GROUND FLOOR PLAN 1:100', 0, -1500, 500, 'A-ANNO-TEXT'));

  const blocks: Tags = [
    [0, 'BLOCK'],
    [8, '0'],
    [2, 'WINDOW'],
    [70, 0],
    [10, 0],
    [20, 0],
    ...lineTags(0, 0, 1, 0, '0'),
    ...lineTags(0, 150, 1, 150, '0'),
    ...lineTags(0, 300, 1, 300, '0'),
    [0, 'ENDBLK'],
    [0, 'BLOCK'],
    [8, '0'],
    [2, 'DOOR'],
    [70, 0],
    [10, 0],
    [20, 0],
    ...lineTags(0, 0, 0, -900, '0'),
    [0, 'ARC'],
    [8, '0'],
    [10, 0],
    [20, 0],
    [40, 900],
    [50, 270],
    [51, 0],
    [0, 'ENDBLK'],
  ];
  const layers: LayerSpec[] = [
    { name: '0', color: 7 },
    { name: ext, color: 1 },
    { name: int, color: 1 },
    { name: 'A-GLAZ', color: 4 },
    { name: 'A-DOOR', color: 3 },
    { name: 'A-FURN', color: 8 },
    { name: 'A-AREA', color: 6 },
    { name: 'A-AREA-IDEN', color: 2 },
    { name: 'A-ANNO-TEXT', color: 2 },
  ].map((layer) => ({ ...layer, off: options.offLayers?.includes(layer.name) ?? false }));
  return {
    bytes: dxfWithLayers(layers, blocks, entities),
    rooms: rooms.map(({ label, area }) => ({ label, area })),
  };
}

/** Layers that are off in the timber-frame sheet, and the entities on them. */
export const TIMBER_HIDDEN_LAYERS = 8;
export const TIMBER_HIDDEN_ENTITIES = 3681;

/**
 * A timber-frame wall panel sheet: a 420 × 297 frame with a title block and a panel elevation (studs at 60,
 * plates, noggings), all on visible layers that no name marks as walls; and, 9 m away, 3,681 entities on 8 layers
 * that are off (reference lattices left over from modelling, crossing each other 420,000 times).
 */
export function timberSheetDxf(): Uint8Array {
  const entities: Tags = [];
  entities.push(...rect(0, 0, 420, 297, 'SHEET'), ...rect(10, 10, 410, 287, 'SHEET'));
  entities.push(...rect(290, 10, 410, 50, 'SHEET'), ...lineTags(290, 30, 410, 30, 'SHEET'));
  entities.push(...text('TIMBER FRAME PANEL W-01', 295, 35, 5, 'SHEET-TEXT'));
  // Panel: bottom and top plates, studs 4.5 wide every 60, a row of noggings.
  entities.push(...rect(30, 30, 270, 34.5, 'FRAME'), ...rect(30, 265.5, 270, 270, 'FRAME'));
  for (let x = 30; x + 4.5 <= 270; x += 60) entities.push(...rect(x, 34.5, x + 4.5, 265.5, 'FRAME'));
  for (let x = 34.5; x < 270; x += 60)
    entities.push(...lineTags(x, 148, Math.min(x + 55.5, 270), 148, 'FRAME'));
  entities.push(...rect(28, 28, 272, 272, 'SHEATHING'));

  const layers: LayerSpec[] = [
    { name: '0', color: 7 },
    { name: 'SHEET', color: 7 },
    { name: 'SHEET-TEXT', color: 7 },
    { name: 'FRAME', color: 30 },
    { name: 'SHEATHING', color: 40 },
  ];
  let left = TIMBER_HIDDEN_ENTITIES;
  for (let k = 0; k < TIMBER_HIDDEN_LAYERS; k += 1) {
    const name = `REF-${k + 1}`;
    layers.push({ name, color: 9, off: true });
    // 230 + 230 crossing lines per layer over a 10 m square, 9 m right of the sheet.
    const count = k === TIMBER_HIDDEN_LAYERS - 1 ? left : 460;
    left -= count;
    const half = Math.floor(count / 2);
    const x0 = 9420 + k * 10_500;
    for (let i = 0; i < half; i += 1) {
      const y = (i * 10_000) / half;
      entities.push(...lineTags(x0, y, x0 + 10_000, y + 7, name));
    }
    for (let i = 0; i < count - half; i += 1) {
      const x = x0 + (i * 10_000) / (count - half);
      entities.push(...lineTags(x, 0, x + 7, 10_000, name));
    }
  }
  return dxfWithLayers(layers, [], entities);
}
