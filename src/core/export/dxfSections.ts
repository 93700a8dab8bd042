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
  /** Layer state as the author left it: off (negative colour), frozen (70 bit 1), locked (70 bit 4). */
  readonly off?: boolean;
  readonly frozen?: boolean;
  readonly locked?: boolean;
  /** A linetype of the LTYPE table (Continuous when absent) and the lineweight in 1/100 mm (-3 DEFAULT). */
  readonly linetype?: string;
  readonly lineweight?: number;
  /** False: the layer is never plotted (group 290). */
  readonly plot?: boolean;
}

/** A LTYPE entry: dash pattern in drawing units (positive dash, negative gap, 0 dot). */
export interface DxfLinetype {
  readonly name: string;
  readonly description: string;
  readonly pattern: readonly number[];
}

/** A STYLE entry: font file, big font, fixed height (0: none), width factor, oblique angle. */
export interface DxfTextStyle {
  readonly name: string;
  readonly font: string;
  readonly bigFont: string;
  readonly height: number;
  readonly widthFactor: number;
  readonly oblique: number;
}

/** A DIMSTYLE entry: its name and its dimension variables as group code/value pairs (no handle references). */
export interface DxfDimStyle {
  readonly name: string;
  readonly pairs: readonly (readonly [number, string | number])[];
}

/** A CLASSES entry, needed by R2000 readers for object types beyond R12 (IMAGE, IMAGEDEF...). */
export interface DxfClass {
  readonly name: string;
  readonly cppName: string;
  readonly proxyFlags: number;
  readonly isEntity: boolean;
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
  /** $LTSCALE, the global linetype scale (1 when absent). */
  readonly ltscale?: number;
}

/** HEADER and the CLASSES section. Write it last: $HANDSEED must exceed every handle already taken. */
function writeHeader(w: DxfWriter, spec: DxfHeader, classes: readonly DxfClass[] = []): void {
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
  w.pair(0, 'SECTION').pair(2, 'CLASSES');
  for (const c of classes) {
    w.pair(0, 'CLASS').pair(1, c.name).pair(2, c.cppName).pair(3, 'ISM').pair(90, c.proxyFlags);
    w.pair(280, 0).pair(281, c.isEntity ? 1 : 0);
  }
  w.pair(0, 'ENDSEC');
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
  flags = 0,
): DxfWriter {
  return w
    .pair(0, type)
    .pair(handleCode, w.handle())
    .pair(330, owner)
    .pair(100, 'AcDbSymbolTableRecord')
    .pair(100, subclass)
    .pair(2, name)
    .pair(70, flags);
}

/** Table entries the file always has, besides the drawing's own. */
const BUILT_IN_LINETYPES = new Set(['BYBLOCK', 'BYLAYER', 'CONTINUOUS']);

/** The drawing's tables beyond layers: linetypes, text styles and dimension styles (all optional). */
interface ExtraTables {
  readonly linetypes: readonly DxfLinetype[];
  readonly styles: readonly DxfTextStyle[];
  readonly dimstyles: readonly DxfDimStyle[];
}

/** Layer 0 must exist in every DXF; when the list has none, one in colour 7 comes first (as CAD makes it). */
const LAYER_ZERO: DxfLayer = { name: '0', aci: 7 };

function writeTables(
  w: DxfWriter,
  layers: readonly DxfLayer[],
  modelSpace: string,
  paperSpace: string,
  blocks: readonly DxfBlock[],
  extra: ExtraTables,
): void {
  w.pair(0, 'SECTION').pair(2, 'TABLES');
  table(w, 'VPORT', 0, () => undefined);
  const linetypes = extra.linetypes.filter((l) => !BUILT_IN_LINETYPES.has(l.name.toUpperCase()));
  table(w, 'LTYPE', 3 + linetypes.length, (h) => {
    for (const [name, desc] of [
      ['ByBlock', ''],
      ['ByLayer', ''],
      ['Continuous', 'Solid line'],
    ] as const) {
      record(w, 'LTYPE', h, 'AcDbLinetypeTableRecord', name)
        .pair(3, desc)
        .pair(72, 65)
        .pair(73, 0)
        .pair(40, 0);
    }
    for (const lt of linetypes) {
      const total = lt.pattern.reduce((sum, v) => sum + Math.abs(v), 0);
      record(w, 'LTYPE', h, 'AcDbLinetypeTableRecord', lt.name)
        .pair(3, lt.description)
        .pair(72, 65)
        .pair(73, lt.pattern.length)
        .pair(40, total);
      for (const v of lt.pattern) w.pair(49, v).pair(74, 0);
    }
  });
  const all = layers.some((l) => l.name === '0') ? layers : [LAYER_ZERO, ...layers];
  table(w, 'LAYER', all.length, (h) => {
    for (const layer of all) {
      const flags = (layer.frozen === true ? 1 : 0) | (layer.locked === true ? 4 : 0);
      // A layer that is off keeps its colour, negated.
      const aci = layer.off === true ? -Math.abs(layer.aci) : layer.aci;
      record(w, 'LAYER', h, 'AcDbLayerTableRecord', layer.name, 5, flags).pair(62, aci);
      if (layer.trueColor !== undefined) w.pair(420, String(layer.trueColor));
      w.pair(6, layer.linetype ?? 'Continuous');
      if (layer.plot === false) w.pair(290, 0);
      w.pair(370, layer.lineweight ?? -3);
    }
  });
  const styles = extra.styles.filter((s) => s.name.toUpperCase() !== 'STANDARD');
  table(w, 'STYLE', 1 + styles.length, (h) => {
    record(w, 'STYLE', h, 'AcDbTextStyleTableRecord', 'Standard')
      .pair(40, 0)
      .pair(41, 1)
      .pair(50, 0)
      .pair(71, 0)
      .pair(42, 0.2)
      .pair(3, 'txt')
      .pair(4, '');
    for (const style of styles) {
      record(w, 'STYLE', h, 'AcDbTextStyleTableRecord', style.name)
        .pair(40, style.height)
        .pair(41, style.widthFactor)
        .pair(50, style.oblique)
        .pair(71, 0)
        .pair(42, style.height > 0 ? style.height : 0.2)
        .pair(3, style.font)
        .pair(4, style.bigFont);
    }
  });
  table(w, 'VIEW', 0, () => undefined);
  table(w, 'UCS', 0, () => undefined);
  table(w, 'APPID', 1, (h) => {
    record(w, 'APPID', h, 'AcDbRegAppTableRecord', 'ACAD');
  });
  const dimstyles = extra.dimstyles.filter((d) => d.name.toUpperCase() !== 'STANDARD');
  table(
    w,
    'DIMSTYLE',
    1 + dimstyles.length,
    (h) => {
      record(w, 'DIMSTYLE', h, 'AcDbDimStyleTableRecord', 'Standard', 105);
      for (const dimstyle of dimstyles) {
        record(w, 'DIMSTYLE', h, 'AcDbDimStyleTableRecord', dimstyle.name, 105);
        for (const [code, value] of dimstyle.pairs) w.pair(code, value);
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

/**
 * Objects a writer adds beside the root dictionary: given the root's handle, the named entries it adds to the
 * root (name, handle) and the objects themselves, already written.
 */
export type DxfExtraObjects = (root: string) => {
  entries: readonly (readonly [string, string])[];
  objects: DxfWriter;
};

/**
 * OBJECTS (root dictionary with an empty ACAD_GROUP, and any extra named entries), up to the extra objects;
 * answers the extra objects' writer, which the caller places before the closing ENDSEC and EOF.
 */
function writeObjects(w: DxfWriter, extra?: DxfExtraObjects): DxfWriter | null {
  const root = w.handle();
  const groups = w.handle();
  const more = extra?.(root);
  w.pair(0, 'SECTION').pair(2, 'OBJECTS');
  w.pair(0, 'DICTIONARY')
    .pair(5, root)
    .pair(330, '0')
    .pair(100, 'AcDbDictionary')
    .pair(281, 1)
    .pair(3, 'ACAD_GROUP')
    .pair(350, groups);
  for (const [name, handle] of more?.entries ?? []) w.pair(3, name).pair(350, handle);
  w.pair(0, 'DICTIONARY').pair(5, groups).pair(330, root).pair(100, 'AcDbDictionary').pair(281, 1);
  return more?.objects ?? null;
}

export interface DxfDocumentSpec {
  readonly header: DxfHeader;
  readonly layers: readonly DxfLayer[];
  /** Handles of the two layout block records, taken before the entities (which name model space as owner). */
  readonly modelSpace: string;
  readonly paperSpace: string;
  /** User blocks (BLOCK_RECORD entries and BLOCK definitions), written after the layout blocks; none by default. */
  readonly blocks?: readonly DxfBlock[];
  /** The drawing's own linetypes, text styles and dimension styles, beside the built-in ones. */
  readonly linetypes?: readonly DxfLinetype[];
  readonly styles?: readonly DxfTextStyle[];
  readonly dimstyles?: readonly DxfDimStyle[];
  readonly classes?: readonly DxfClass[];
  readonly objects?: DxfExtraObjects;
}

/**
 * The whole file around entities already written: HEADER, CLASSES, TABLES, BLOCKS, ENTITIES, OBJECTS, EOF.
 * The sections take their handles after the entities and the header comes last, so $HANDSEED exceeds them all.
 */
export function dxfDocument(entities: DxfWriter, spec: DxfDocumentSpec): string {
  return dxfDocumentChunks(entities, spec).join('');
}

/** The same document as pieces of text in file order, for writers that stream it out instead of joining it. */
export function dxfDocumentChunks(entities: DxfWriter, spec: DxfDocumentSpec): string[] {
  const { handles } = entities;
  const userBlocks = spec.blocks ?? [];
  const tables = new DxfWriter(handles);
  writeTables(tables, spec.layers, spec.modelSpace, spec.paperSpace, userBlocks, {
    linetypes: spec.linetypes ?? [],
    styles: spec.styles ?? [],
    dimstyles: spec.dimstyles ?? [],
  });
  const layouts = new DxfWriter(handles);
  writeLayoutBlocks(layouts, spec.modelSpace, spec.paperSpace);
  const blocks = [layouts, ...userBlocks.flatMap((b) => writeUserBlock(handles, b))];
  blocks.push(new DxfWriter(handles).pair(0, 'ENDSEC'));
  const objects = new DxfWriter(handles);
  const extraObjects = writeObjects(objects, spec.objects);
  const end = new DxfWriter(handles).pair(0, 'ENDSEC').pair(0, 'EOF');
  const header = new DxfWriter(handles);
  writeHeader(header, spec.header, spec.classes);
  const open = new DxfWriter(handles).pair(0, 'SECTION').pair(2, 'ENTITIES');
  const close = new DxfWriter(handles).pair(0, 'ENDSEC');
  const parts = [header, tables, ...blocks, open, entities, close, objects, extraObjects, end];
  return parts.flatMap((part) => part?.chunks() ?? []);
}
