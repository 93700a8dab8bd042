import { ProcessingError } from '../errors';
import type { Deadline, ProcessingLimits } from '../limits';
import { decodeDxfEscapes } from './encoding';
import type { DxfTags } from './tags';
import { tagName, tagNumber, tagString } from './tags';

/** One entity: its (0, TYPE) tag index and the end (exclusive) of its own tags; followers are VERTEX/ATTRIB. */
export interface EntityRecord {
  type: string;
  start: number;
  end: number;
  followers: EntityRecord[] | null;
}

export interface LayerDef {
  name: string;
  color: number;
  trueColor: number | null;
  linetype: string;
  frozen: boolean;
  off: boolean;
  /** Flag 70 bit 4: the layer's entities cannot be edited. */
  locked: boolean;
  /** Group 370 in 1/100 mm; -3 (DEFAULT) when the entry has none. */
  lineweight?: number;
  /** Group 290: 0 means the layer is never plotted. */
  plot?: boolean;
}

/**
 * A LTYPE table entry: the dash pattern in drawing units, one element per group 49 (positive: dash, negative:
 * gap, 0: dot). An empty pattern is a continuous line.
 */
export interface LinetypeDef {
  name: string;
  description: string;
  pattern: number[];
}

/** A table entry kept as its tag range (STYLE, DIMSTYLE...), for writers that carry it into another file. */
export interface TableRecord {
  name: string;
  start: number;
  end: number;
}

export interface BlockDef {
  name: string;
  baseX: number;
  baseY: number;
  flags: number;
  entities: EntityRecord[];
}

export interface DxfDocument {
  tags: DxfTags;
  /** Header variables: the tag index range of each variable's values. */
  header: Map<string, { start: number; end: number }>;
  layers: LayerDef[];
  /** BLOCK_RECORD handle (upper-case hex) -> block name, used to tell model from paper space by owner. */
  blockRecords: Map<string, string>;
  /** Upper-cased block name -> definition. */
  blocks: Map<string, BlockDef>;
  entities: EntityRecord[];
  hasEof: boolean;
  warnings: string[];
  /** Upper-cased linetype name -> its LTYPE entry (BYLAYER, BYBLOCK and CONTINUOUS included when the file has them). */
  linetypes: Map<string, LinetypeDef>;
  /** STYLE and DIMSTYLE entries (and any other table's), by table name, in file order. */
  tableRecords: Map<string, TableRecord[]>;
  /** OBJECTS section records by handle (IMAGEDEF, DICTIONARY...), their tags kept as ranges. */
  objects: Map<string, EntityRecord>;
}

const SEQUENCE_FOLLOWERS: Record<string, string> = { POLYLINE: 'VERTEX', INSERT: 'ATTRIB' };

interface Cursor {
  tags: DxfTags;
  i: number;
  recordCount: number;
  limits: ProcessingLimits;
  deadline: Deadline;
}

function nextZero(c: Cursor, from: number): number {
  const { codes } = c.tags;
  let i = from;
  while (i < codes.length && codes[i] !== 0) i += 1;
  return i;
}

function countRecord(c: Cursor): void {
  c.recordCount += 1;
  c.deadline.check();
  if (c.recordCount > c.limits.maxEntities) {
    throw new ProcessingError(
      'too_many_entities',
      `The drawing has more than ${c.limits.maxEntities.toLocaleString('en-US')} objects, the processing limit`,
    );
  }
}

/** Reads entity records until a (0, ENDSEC/ENDBLK/EOF/SECTION/BLOCK) tag; groups VERTEX/ATTRIB...SEQEND. */
function readEntities(c: Cursor, warnings: string[]): EntityRecord[] {
  const out: EntityRecord[] = [];
  const { tags } = c;
  let strays = 0;
  while (c.i < tags.codes.length) {
    const name = tagName(tags, c.i);
    if (name === 'ENDSEC' || name === 'ENDBLK' || name === 'EOF' || name === 'SECTION' || name === 'BLOCK')
      break;
    countRecord(c);
    const end = nextZero(c, c.i + 1);
    const record: EntityRecord = { type: name, start: c.i, end, followers: null };
    c.i = end;
    if (name === 'VERTEX' || name === 'ATTRIB' || name === 'SEQEND') {
      strays += 1;
      continue;
    }
    const follower = SEQUENCE_FOLLOWERS[name];
    if (follower) {
      const followers: EntityRecord[] = [];
      while (c.i < tags.codes.length && tagName(tags, c.i) === follower) {
        countRecord(c);
        const fEnd = nextZero(c, c.i + 1);
        followers.push({ type: follower, start: c.i, end: fEnd, followers: null });
        c.i = fEnd;
      }
      // SEQEND closes the sequence; tolerate writers that omit it.
      if (c.i < tags.codes.length && tagName(tags, c.i) === 'SEQEND') c.i = nextZero(c, c.i + 1);
      record.followers = followers;
    }
    out.push(record);
  }
  if (strays > 0)
    warnings.push(`${strays} VERTEX/ATTRIB/SEQEND records outside a POLYLINE or INSERT were ignored`);
  return out;
}

function readHeader(c: Cursor, header: DxfDocument['header']): void {
  const { tags } = c;
  while (c.i < tags.codes.length && tags.codes[c.i] !== 0) {
    c.deadline.check();
    if (tags.codes[c.i] === 9) {
      const name = tagString(tags, c.i).trim().toUpperCase();
      let end = c.i + 1;
      while (end < tags.codes.length && tags.codes[end] !== 9 && tags.codes[end] !== 0) end += 1;
      if (!header.has(name)) header.set(name, { start: c.i + 1, end });
      c.i = end;
    } else {
      c.i += 1;
    }
  }
}

function readLayer(tags: DxfTags, start: number, end: number): LayerDef {
  const layer: LayerDef = {
    name: '',
    color: 7,
    trueColor: null,
    linetype: 'CONTINUOUS',
    frozen: false,
    off: false,
    locked: false,
  };
  for (let i = start + 1; i < end; i += 1) {
    switch (tags.codes[i]) {
      case 2:
        layer.name = decodeDxfEscapes(tagString(tags, i).trim());
        break;
      case 62: {
        const color = tagNumber(tags, i);
        if (Number.isFinite(color)) {
          // A negative colour means "layer off"; the colour itself is the absolute value.
          layer.off = color < 0;
          layer.color = Math.abs(Math.trunc(color)) || 7;
        }
        break;
      }
      case 420: {
        const rgb = tagNumber(tags, i);
        if (Number.isFinite(rgb)) layer.trueColor = rgb & 0xffffff;
        break;
      }
      case 6:
        layer.linetype = tagString(tags, i).trim();
        break;
      case 70: {
        const flags = tagNumber(tags, i);
        layer.frozen = (flags & 1) === 1;
        layer.locked = (flags & 4) === 4;
        break;
      }
      case 370: {
        const weight = tagNumber(tags, i);
        if (Number.isFinite(weight)) layer.lineweight = Math.trunc(weight);
        break;
      }
      case 290:
        layer.plot = tagNumber(tags, i) !== 0;
        break;
      default:
        break;
    }
  }
  return layer;
}

function readLinetype(tags: DxfTags, start: number, end: number): LinetypeDef {
  const def: LinetypeDef = { name: '', description: '', pattern: [] };
  for (let i = start + 1; i < end; i += 1) {
    const code = tags.codes[i];
    if (code === 2) def.name = decodeDxfEscapes(tagString(tags, i).trim());
    else if (code === 3) def.description = decodeDxfEscapes(tagString(tags, i));
    else if (code === 49) {
      const v = tagNumber(tags, i);
      if (Number.isFinite(v)) def.pattern.push(v);
    }
  }
  return def;
}

function recordName(tags: DxfTags, start: number, end: number): string {
  for (let i = start + 1; i < end; i += 1) {
    if (tags.codes[i] === 2) return decodeDxfEscapes(tagString(tags, i).trim());
  }
  return '';
}

function readTables(c: Cursor, doc: DxfDocument): void {
  const { tags } = c;
  const seenLayers = new Set<string>();
  let table = '';
  while (c.i < tags.codes.length) {
    const name = tagName(tags, c.i);
    if (name === 'ENDSEC' || name === 'EOF' || name === 'SECTION') return;
    countRecord(c);
    const end = nextZero(c, c.i + 1);
    if (name === 'TABLE') {
      table = '';
      for (let i = c.i + 1; i < end; i += 1) {
        if (tags.codes[i] === 2) {
          table = tagName(tags, i);
          break;
        }
      }
    } else if (name === 'ENDTAB') {
      table = '';
    } else if (name === 'LAYER' && table === 'LAYER') {
      const layer = readLayer(tags, c.i, end);
      const key = layer.name.toUpperCase();
      // Layer names are case-insensitive; a duplicate entry is the same layer.
      if (layer.name !== '' && !seenLayers.has(key)) {
        seenLayers.add(key);
        doc.layers.push(layer);
      }
    } else if (name === 'BLOCK_RECORD' && table === 'BLOCK_RECORD') {
      let handle = '';
      let blockName = '';
      for (let i = c.i + 1; i < end; i += 1) {
        if (tags.codes[i] === 5) handle = tagString(tags, i).trim().toUpperCase();
        else if (tags.codes[i] === 2) blockName = tagString(tags, i).trim();
      }
      if (handle !== '') doc.blockRecords.set(handle, blockName);
    } else if (name === 'LTYPE' && table === 'LTYPE') {
      const def = readLinetype(tags, c.i, end);
      const key = def.name.toUpperCase();
      if (def.name !== '' && !doc.linetypes.has(key)) doc.linetypes.set(key, def);
    } else if (table !== '' && name === table) {
      let list = doc.tableRecords.get(table);
      if (!list) doc.tableRecords.set(table, (list = []));
      list.push({ name: recordName(tags, c.i, end), start: c.i, end });
    }
    c.i = end;
  }
}

function readBlocks(c: Cursor, doc: DxfDocument): void {
  const { tags } = c;
  while (c.i < tags.codes.length) {
    const name = tagName(tags, c.i);
    if (name === 'ENDSEC' || name === 'EOF' || name === 'SECTION') return;
    countRecord(c);
    const end = nextZero(c, c.i + 1);
    if (name !== 'BLOCK') {
      c.i = end;
      continue;
    }
    const block: BlockDef = { name: '', baseX: 0, baseY: 0, flags: 0, entities: [] };
    for (let i = c.i + 1; i < end; i += 1) {
      const code = tags.codes[i];
      if (code === 2 && block.name === '') block.name = decodeDxfEscapes(tagString(tags, i).trim());
      else if (code === 10) block.baseX = tagNumber(tags, i);
      else if (code === 20) block.baseY = tagNumber(tags, i);
      else if (code === 70) block.flags = tagNumber(tags, i) | 0;
    }
    if (!Number.isFinite(block.baseX)) block.baseX = 0;
    if (!Number.isFinite(block.baseY)) block.baseY = 0;
    c.i = end;
    block.entities = readEntities(c, doc.warnings);
    if (c.i < tags.codes.length && tagName(tags, c.i) === 'ENDBLK') c.i = nextZero(c, c.i + 1);
    const key = block.name.toUpperCase();
    if (block.name !== '' && !doc.blocks.has(key)) doc.blocks.set(key, block);
  }
}

/** OBJECTS: each record's tag range by its handle (5, or 105 for DIMSTYLE-like records). */
function readObjects(c: Cursor, doc: DxfDocument): void {
  const { tags } = c;
  while (c.i < tags.codes.length) {
    const name = tagName(tags, c.i);
    if (name === 'ENDSEC' || name === 'EOF' || name === 'SECTION') return;
    countRecord(c);
    const end = nextZero(c, c.i + 1);
    for (let i = c.i + 1; i < end; i += 1) {
      if (tags.codes[i] === 5 || tags.codes[i] === 105) {
        const handle = tagString(tags, i).trim().toUpperCase();
        if (handle !== '' && !doc.objects.has(handle))
          doc.objects.set(handle, { type: name, start: c.i, end, followers: null });
        break;
      }
    }
    c.i = end;
  }
}

function skipSection(c: Cursor): void {
  const { tags } = c;
  while (c.i < tags.codes.length) {
    c.deadline.check();
    if (tags.codes[c.i] === 0) {
      const name = tagName(tags, c.i);
      if (name === 'ENDSEC' || name === 'EOF' || name === 'SECTION') return;
    }
    c.i += 1;
  }
}

/** Splits the tag stream into HEADER, TABLES, BLOCKS and ENTITIES; other sections (OBJECTS, CLASSES...) are skipped. */
export function readDocument(tags: DxfTags, limits: ProcessingLimits, deadline: Deadline): DxfDocument {
  const doc: DxfDocument = {
    tags,
    header: new Map(),
    layers: [],
    blockRecords: new Map(),
    blocks: new Map(),
    entities: [],
    hasEof: false,
    warnings: [...tags.warnings],
    linetypes: new Map(),
    tableRecords: new Map(),
    objects: new Map(),
  };
  if (tags.codes.length === 0 || tags.codes[0] !== 0 || tagName(tags, 0) !== 'SECTION') {
    throw new ProcessingError('not_dxf', 'Not a DXF file: missing SECTION header');
  }
  const c: Cursor = { tags, i: 0, recordCount: 0, limits, deadline };
  let sawEntities = false;
  while (c.i < tags.codes.length) {
    deadline.check();
    if (tags.codes[c.i] !== 0) {
      c.i += 1;
      continue;
    }
    const name = tagName(tags, c.i);
    if (name === 'EOF') {
      doc.hasEof = true;
      break;
    }
    if (name !== 'SECTION') {
      c.i += 1;
      continue;
    }
    const section = tags.codes[c.i + 1] === 2 ? tagName(tags, c.i + 1) : '';
    c.i += 2;
    if (section === 'HEADER') readHeader(c, doc.header);
    else if (section === 'TABLES') readTables(c, doc);
    else if (section === 'BLOCKS') readBlocks(c, doc);
    else if (section === 'ENTITIES') {
      sawEntities = true;
      // A loop, not push(...list): spreading 100k+ records overflows the call stack.
      for (const record of readEntities(c, doc.warnings)) doc.entities.push(record);
    } else if (section === 'OBJECTS') readObjects(c, doc);
    else skipSection(c);
    if (c.i < tags.codes.length && tagName(tags, c.i) === 'ENDSEC') c.i += 1;
  }
  if (!doc.hasEof) doc.warnings.push('The file has no final 0/EOF tag; it may be truncated');
  if (!sawEntities) doc.warnings.push('The file has no ENTITIES section');
  return doc;
}

export function headerString(doc: DxfDocument, name: string, code?: number): string | null {
  const range = doc.header.get(name);
  if (!range) return null;
  for (let i = range.start; i < range.end; i += 1) {
    if (code === undefined || doc.tags.codes[i] === code) return tagString(doc.tags, i).trim();
  }
  return null;
}

export function headerNumber(doc: DxfDocument, name: string, code?: number): number | null {
  const range = doc.header.get(name);
  if (!range) return null;
  for (let i = range.start; i < range.end; i += 1) {
    if (code === undefined || doc.tags.codes[i] === code) {
      const value = tagNumber(doc.tags, i);
      return Number.isFinite(value) ? value : null;
    }
  }
  return null;
}
