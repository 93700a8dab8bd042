import { block, fullDxf, layer, line, linetype, table } from './dxf-builders';

type Tags = [number, string | number][];

/**
 * Like the hold-out timber-frame sheet (A04): a 10 × 7 m sheet on a visible layer, 60 lines on an off layer 9 km
 * away, a red diagonal on a frozen layer drawn across the sheet, a block inserted on the frozen layer, a dashed
 * 1.40 mm layer and a centre-line with its own scale and weight.
 */
export function hiddenLayersSheet(): Uint8Array {
  const far: Tags = [];
  for (let i = 0; i < 60; i += 1) far.push(...line(9000 + i, 0, 9000 + i, 5, 'OFFSTUFF'));
  const centre: Tags = [...line(1, 5, 9, 5, 'SHEET'), [6, 'CENTER'], [48, 2], [370, 50]];
  return fullDxf({
    header: [
      [9, '$INSUNITS'],
      [70, 6],
      [9, '$LTSCALE'],
      [40, 1],
    ],
    tables: [
      ...table('LTYPE', [
        ...linetype('DASHED', [0.5, -0.25]),
        ...linetype('CENTER', [1.25, -0.25, 0.25, -0.25]),
      ]),
      ...table('LAYER', [
        ...layer('0', 7),
        ...layer('SHEET', 5),
        ...layer('OFFSTUFF', -1),
        ...layer('FROZEN', 1, 1),
        ...layer('LOCKED', 3, 4),
        ...layer('DASH', 5, 0, 'DASHED', 140),
      ]),
    ],
    blocks: block('MARK', line(0, 6, 10, 6, 'SHEET')),
    entities: [
      ...line(0, 0, 10, 0, 'SHEET'),
      ...line(10, 0, 10, 7, 'SHEET'),
      ...line(10, 7, 0, 7, 'SHEET'),
      ...line(0, 7, 0, 0, 'SHEET'),
      ...far,
      ...line(0, 0, 10, 7, 'FROZEN'),
      [0, 'INSERT'],
      [8, 'FROZEN'],
      [2, 'MARK'],
      [10, 0],
      [20, 0],
      [0, 'CIRCLE'],
      [8, 'LOCKED'],
      [10, 5],
      [20, 2],
      [40, 0.5],
      ...line(1, 3.5, 9, 3.5, 'DASH'),
      ...centre,
    ],
  });
}

/** Entities written as what they are: TEXT (centred), MTEXT with formatting, DIMENSION, SOLID, IMAGE, ATTDEF/ATTRIB. */
export function keptEntities(): Uint8Array {
  const dimBlock = block('*D1', [
    ...line(0, 0, 10, 0, '0'),
    ...line(0, 0, 0, 1, '0'),
    ...line(10, 0, 10, 1, '0'),
  ]);
  const tagBlock = block('TAGGED', [
    [0, 'CIRCLE'],
    [8, '0'],
    [10, 0],
    [20, 0],
    [40, 1],
    [0, 'ATTDEF'],
    [8, '0'],
    [10, 0],
    [20, -2],
    [40, 0.5],
    [1, 'DEFAULT'],
    [3, 'Room number?'],
    [2, 'NUMBER'],
    [70, 0],
  ]);
  return fullDxf({
    header: [
      [9, '$INSUNITS'],
      [70, 6],
    ],
    tables: [
      ...table('LAYER', [...layer('0', 7), ...layer('ANNO', 2)]),
      ...table('STYLE', [
        [0, 'STYLE'],
        [2, 'ROMANS'],
        [70, 0],
        [40, 0],
        [41, 0.8],
        [3, 'romans.shx'],
      ]),
      ...table('DIMSTYLE', [
        [0, 'DIMSTYLE'],
        [105, '1A0'],
        [2, 'ARCH'],
        [70, 0],
        [40, 48],
        [41, 0.125],
        [140, 0.09375],
        [340, '1A1'],
      ]),
    ],
    blocks: [...dimBlock, ...tagBlock],
    entities: [
      [0, 'TEXT'],
      [8, 'ANNO'],
      [10, 5],
      [20, 8],
      [40, 0.5],
      [1, 'CENTRED TITLE'],
      [7, 'ROMANS'],
      [72, 1],
      [11, 5],
      [21, 8],
      [0, 'MTEXT'],
      [8, 'ANNO'],
      [10, 0],
      [20, 12],
      [40, 0.3],
      [71, 1],
      [1, '{\\fArial|b1;Bold} words\\PSecond \\H2x;line'],
      [0, 'DIMENSION'],
      [8, 'ANNO'],
      [2, '*D1'],
      [10, 0],
      [20, 1],
      [11, 5],
      [21, 1.2],
      [70, 32],
      [42, 10],
      [3, 'ARCH'],
      [13, 0],
      [23, 0],
      [14, 10],
      [24, 0],
      [0, 'SOLID'],
      [8, 'ANNO'],
      [10, 0],
      [20, 0],
      [11, 1],
      [21, 0],
      [12, 0],
      [22, 1],
      [13, 1],
      [23, 1],
      [0, 'IMAGE'],
      [8, '0'],
      [90, 0],
      [10, 20],
      [20, 0],
      [11, 0.01],
      [21, 0],
      [12, 0],
      [22, 0.01],
      [13, 640],
      [23, 480],
      [340, 'A1'],
      [70, 7],
      [0, 'INSERT'],
      [8, '0'],
      [66, 1],
      [2, 'TAGGED'],
      [10, 3],
      [20, 3],
      [0, 'ATTRIB'],
      [8, '0'],
      [10, 3],
      [20, 1],
      [40, 0.5],
      [1, '101'],
      [2, 'NUMBER'],
      [70, 0],
      [0, 'SEQEND'],
    ],
    objects: [
      [0, 'IMAGEDEF'],
      [5, 'A1'],
      [100, 'AcDbRasterImageDef'],
      [1, 'photos/site.jpg'],
      [10, 640],
      [20, 480],
      [11, 0.01],
      [21, 0.01],
      [280, 1],
    ],
  });
}

/**
 * Corpus drawings whose extents differ from ezdxf's: B02 (ezdxf counts polyline widths), B07 and B09 (ezdxf sizes
 * MTEXT by its column and embedded-object data, which the reader does not read).
 */
export const KNOWN_DIFFERENCES = [
  'B02_ezdxf_polyline_variants_R12.DXF',
  'B07_ezdxf_mtext_columns_R2007.dxf',
  'B09_ezdxf_hatches_spline_ellipse_R2018.dxf',
];
