import type { DxfHandles } from './dxfWriter';
import { DxfWriter } from './dxfWriter';

/*
 * The fixed parts of an AutoCAD R2000 (AC1015) ASCII DXF around the entities: HEADER + CLASSES, TABLES (with the
 * drawing's layers in their colours), BLOCKS (the two layout blocks, then any user blocks), OBJECTS (the root
 * dictionary) + EOF.
 * Shared by the page export and the server's generated DXF, so both files follow one set of rules.
 */

export interface DxfLayer {
  readonly name: string;
  /** AutoCAD Color Index (group 62). */
  readonly aci: number;
  /** Exact 0xRRGGBB (group 420), for readers with true-colour support. */
  readonly trueColor?: number;
  /** Switched off: written as a negative colour (DXF's rule). */
  readonly off?: boolean;
  readonly frozen?: boolean;
  readonly locked?: boolean;
  /** Linetype name (group 6); Continuous when absent. */
  readonly linetype?: string;
  /** Group 370: hundredths of a millimetre, -3 default. */
  readonly lineweight?: number;
}

/** A linetype of the LTYPE table: name, description and pattern in drawing units (dash +, gap -, dot 0). */
export interface DxfLinetype {
  readonly name: string;
  readonly description: string;
  readonly pattern: readonly number[];
}

/** A dimension style of the DIMSTYLE table (architectural ticks and text height, in drawing units). */
export interface DxfDimStyle {
  readonly name: string;
  /** DIMTXT: text height. */
  readonly textHeight: number;
  /** DIMTSZ: tick size (architectural ticks instead of arrows when above 0). */
  readonly tickSize: number;
  /** DIMEXO / DIMEXE: extension line offset and extension. */
  readonly extOffset: number;
  readonly extExtend: number;
  /** DIMGAP: gap between the dimension line and its text. */
  readonly gap: number;
  /** DIMLUNIT 4 = architectural, 2 = decimal. */
  readonly linearUnit: number;
}

export interface DxfExtents {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A user block definition whose entities were written beforehand, each naming `record` as its owner (330). */
export interface DxfBlock {
  readonly name: string;
  /** Handle of its BLOCK_RECORD, taken before the entities. */
  readonly record: string;
  readonly baseX: number;
  readonly baseY: number;
  /** Anonymous blocks (*U, *D, ...) carry flag 1. */
  readonly anonymous: boolean;
  readonly entities: DxfWriter;
}

export interface DxfHeader {
  /** $INSUNITS code (0 unitless, 1 in, 4 mm, 6 m, ...). */
  readonly insunits: number;
  /** $MEASUREMENT: metric decides default hatch patterns and linetypes in CAD programs. */
  readonly metric: boolean;
  /** $EXTMIN/$EXTMAX; none (an empty drawing) writes the origin. */
  readonly extents: DxfExtents | null;
  /** $LTSCALE: the linetype scale (1 when absent). */
  readonly ltscale?: number;
}

/** HEADER and the empty CLASSES section. Write it last: $HANDSEED must exceed every handle already taken. */
function writeHeader(w: DxfWriter, spec: DxfHeader): void {
  const e = spec.extents ?? { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  w.pair(0, 'SECTION').pair(2, 'HEADER');
  w.pair(9, '$ACADVER').pair(1, 'AC1015');
  w.pair(9, '$DWGCODEPAGE').pair(3, 'ANSI_1252');
  w.pair(9, '$INSUNITS').pair(70, spec.insunits);
  w.pair(9, '$MEASUREMENT').pair(70, spec.metric ? 1 : 0);
  w.pair(9, '$EXTMIN').pair(10, e.minX).pair(20, e.minY).pair(30, 0);
  w.pair(9, '$EXTMAX').pair(10, e.maxX).pair(20, e.maxY).pair(30, 0);
  if (spec.ltscale !== undefined) w.pair(9, '$LTSCALE').pair(40, spec.ltscale);
  w.pair(9, '$HANDSEED').pair(5, w.handles.seed);
  w.pair(0, 'ENDSEC');
  w.pair(0, 'SECTION').pair(2, 'CLASSES').pair(0, 'ENDSEC');
}

function table(
  w: DxfWriter,
  name: string,
  count: number,
  body: (owner: string) => void,
  dimstyle = false,
): void {
  const h = w.handle();
  w.pair(0, 'TABLE').pair(2, name).pair(5, h).pair(330, '0').pair(100, 'AcDbSymbolTable').pair(70, count);
  if (dimstyle) w.pair(100, 'AcDbDimStyleTable').pair(71, 0);
  body(h);
  w.pair(0, 'ENDTAB');
}

function record(
  w: DxfWriter,
  type: string,
  owner: string,
  subclass: string,
  name: string,
  handleCode = 5,
): DxfWriter {
  return w
    .pair(0, type)
    .pair(handleCode, w.handle())
    .pair(330, owner)
    .pair(100, 'AcDbSymbolTableRecord')
    .pair(100, subclass)
    .pair(2, name)
    .pair(70, 0);
}

/** Layer 0 must exist in every DXF; when the list has none, a black one (ACI 7, true colour 0) comes first. */
const LAYER_ZERO: DxfLayer = { name: '0', aci: 7, trueColor: 0 };

function writeTables(
  w: DxfWriter,
  layers: readonly DxfLayer[],
  modelSpace: string,
  paperSpace: string,
  blocks: readonly DxfBlock[],
  linetypes: readonly DxfLinetype[],
  dimstyles: readonly DxfDimStyle[],
): void {
  w.pair(0, 'SECTION').pair(2, 'TABLES');
  table(w, 'VPORT', 0, () => undefined);
  const standard: DxfLinetype[] = [
    { name: 'ByBlock', description: '', pattern: [] },
    { name: 'ByLayer', description: '', pattern: [] },
    { name: 'Continuous', description: 'Solid line', pattern: [] },
  ];
  const allTypes = [...standard, ...linetypes];
  table(w, 'LTYPE', allTypes.length, (h) => {
    for (const lt of allTypes) {
      record(w, 'LTYPE', h, 'AcDbLinetypeTableRecord', lt.name)
        .pair(3, lt.description)
        .pair(72, 65)
        .pair(73, lt.pattern.length)
        .pair(
          40,
          lt.pattern.reduce((sum, v) => sum + Math.abs(v), 0),
        );
      for (const v of lt.pattern) w.pair(49, v).pair(74, 0);
    }
  });
  const all = layers.some((l) => l.name === '0') ? layers : [LAYER_ZERO, ...layers];
  table(w, 'LAYER', all.length, (h) => {
    for (const layer of all) {
      const flags = (layer.frozen ? 1 : 0) | (layer.locked ? 4 : 0);
      w.pair(0, 'LAYER')
        .pair(5, w.handle())
        .pair(330, h)
        .pair(100, 'AcDbSymbolTableRecord')
        .pair(100, 'AcDbLayerTableRecord')
        .pair(2, layer.name)
        .pair(70, flags)
        // A layer that is off keeps its colour, negated.
        .pair(62, layer.off ? -Math.max(1, layer.aci) : layer.aci);
      if (layer.trueColor !== undefined) w.pair(420, String(layer.trueColor));
      w.pair(6, layer.linetype ?? 'Continuous').pair(370, layer.lineweight ?? -3);
    }
  });
  table(w, 'STYLE', 1, (h) => {
    record(w, 'STYLE', h, 'AcDbTextStyleTableRecord', 'Standard')
      .pair(40, 0)
      .pair(41, 1)
      .pair(50, 0)
      .pair(71, 0)
      .pair(42, 0.2)
      .pair(3, 'txt')
      .pair(4, '');
  });
  table(w, 'VIEW', 0, () => undefined);
  table(w, 'UCS', 0, () => undefined);
  table(w, 'APPID', 1, (h) => {
    record(w, 'APPID', h, 'AcDbRegAppTableRecord', 'ACAD');
  });
  table(
    w,
    'DIMSTYLE',
    1 + dimstyles.length,
    (h) => {
      record(w, 'DIMSTYLE', h, 'AcDbDimStyleTableRecord', 'Standard', 105);
      for (const d of dimstyles) {
        record(w, 'DIMSTYLE', h, 'AcDbDimStyleTableRecord', d.name, 105)
          .pair(41, d.textHeight)
          .pair(42, d.extOffset)
          .pair(44, d.extExtend)
          .pair(140, d.textHeight)
          .pair(142, d.tickSize)
          .pair(147, d.gap)
          .pair(77, 1)
          .pair(277, d.linearUnit);
      }
    },
    true,
  );
  const brTable = w.handle();
  w.pair(0, 'TABLE')
    .pair(2, 'BLOCK_RECORD')
    .pair(5, brTable)
    .pair(330, '0')
    .pair(100, 'AcDbSymbolTable')
    .pair(70, 2 + blocks.length);
  const records: [string, string][] = [
    [modelSpace, '*Model_Space'],
    [paperSpace, '*Paper_Space'],
    ...blocks.map((b): [string, string] => [b.record, b.name]),
  ];
  for (const [h, name] of records) {
    w.pair(0, 'BLOCK_RECORD')
      .pair(5, h)
      .pair(330, brTable)
      .pair(100, 'AcDbSymbolTableRecord')
      .pair(100, 'AcDbBlockTableRecord')
      .pair(2, name);
  }
  w.pair(0, 'ENDTAB').pair(0, 'ENDSEC');
}

/** The two layout blocks; the section stays open for user blocks, closed by the caller. */
function writeLayoutBlocks(w: DxfWriter, modelSpace: string, paperSpace: string): void {
  w.pair(0, 'SECTION').pair(2, 'BLOCKS');
  for (const [owner, name] of [
    [modelSpace, '*Model_Space'],
    [paperSpace, '*Paper_Space'],
  ] as const) {
    w.pair(0, 'BLOCK').pair(5, w.handle()).pair(330, owner).pair(100, 'AcDbEntity').pair(8, '0');
    if (name === '*Paper_Space') w.pair(67, 1);
    w.pair(100, 'AcDbBlockBegin')
      .pair(2, name)
      .pair(70, 0)
      .pair(10, 0)
      .pair(20, 0)
      .pair(30, 0)
      .pair(3, name)
      .pair(1, '');
    w.pair(0, 'ENDBLK').pair(5, w.handle()).pair(330, owner).pair(100, 'AcDbEntity').pair(8, '0');
    if (name === '*Paper_Space') w.pair(67, 1);
    w.pair(100, 'AcDbBlockEnd');
  }
}

/** One user block: BLOCK, its entities (already written, owned by its record), ENDBLK. */
function writeUserBlock(handles: DxfHandles, block: DxfBlock): DxfWriter[] {
  const begin = new DxfWriter(handles);
  begin
    .pair(0, 'BLOCK')
    .pair(5, begin.handle())
    .pair(330, block.record)
    .pair(100, 'AcDbEntity')
    .pair(8, '0')
    .pair(100, 'AcDbBlockBegin')
    .pair(2, block.name)
    .pair(70, block.anonymous ? 1 : 0)
    .pair(10, block.baseX)
    .pair(20, block.baseY)
    .pair(30, 0)
    .pair(3, block.name)
    .pair(1, '');
  const end = new DxfWriter(handles);
  end
    .pair(0, 'ENDBLK')
    .pair(5, end.handle())
    .pair(330, block.record)
    .pair(100, 'AcDbEntity')
    .pair(8, '0')
    .pair(100, 'AcDbBlockEnd');
  return [begin, block.entities, end];
}

/** OBJECTS (root dictionary with an empty ACAD_GROUP) and the closing EOF. */
function writeObjects(w: DxfWriter): void {
  const root = w.handle();
  const groups = w.handle();
  w.pair(0, 'SECTION').pair(2, 'OBJECTS');
  w.pair(0, 'DICTIONARY')
    .pair(5, root)
    .pair(330, '0')
    .pair(100, 'AcDbDictionary')
    .pair(281, 1)
    .pair(3, 'ACAD_GROUP')
    .pair(350, groups);
  w.pair(0, 'DICTIONARY').pair(5, groups).pair(330, root).pair(100, 'AcDbDictionary').pair(281, 1);
  w.pair(0, 'ENDSEC').pair(0, 'EOF');
}

export interface DxfDocumentSpec {
  readonly header: DxfHeader;
  readonly layers: readonly DxfLayer[];
  /** Handles of the two layout block records, taken before the entities (which name model space as owner). */
  readonly modelSpace: string;
  readonly paperSpace: string;
  /** User blocks (BLOCK_RECORD entries and BLOCK definitions), written after the layout blocks; none by default. */
  readonly blocks?: readonly DxfBlock[];
  /** Linetypes beyond ByBlock, ByLayer and Continuous (those the drawing uses). */
  readonly linetypes?: readonly DxfLinetype[];
  /** Dimension styles beyond Standard. */
  readonly dimstyles?: readonly DxfDimStyle[];
}

/**
 * The whole file around entities already written: HEADER, CLASSES, TABLES, BLOCKS, ENTITIES, OBJECTS, EOF.
 * The sections take their handles after the entities and the header comes last, so $HANDSEED exceeds them all.
 */
export function dxfDocument(entities: DxfWriter, spec: DxfDocumentSpec): string {
  const { handles } = entities;
  const userBlocks = spec.blocks ?? [];
  const tables = new DxfWriter(handles);
  writeTables(
    tables,
    spec.layers,
    spec.modelSpace,
    spec.paperSpace,
    userBlocks,
    spec.linetypes ?? [],
    spec.dimstyles ?? [],
  );
  const layouts = new DxfWriter(handles);
  writeLayoutBlocks(layouts, spec.modelSpace, spec.paperSpace);
  const blocks = [layouts, ...userBlocks.flatMap((b) => writeUserBlock(handles, b))];
  blocks.push(new DxfWriter(handles).pair(0, 'ENDSEC'));
  const objects = new DxfWriter(handles);
  writeObjects(objects);
  const header = new DxfWriter(handles);
  writeHeader(header, spec.header);
  const open = new DxfWriter(handles).pair(0, 'SECTION').pair(2, 'ENTITIES');
  const close = new DxfWriter(handles).pair(0, 'ENDSEC');
  // Joined as text rather than with DxfWriter.append, whose spread would overflow the stack on big drawings.
  return [header, tables, ...blocks, open, entities, close, objects].map((part) => part.toString()).join('');
}
