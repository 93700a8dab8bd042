import { dxfText } from '../../../core/export/dxfWriter';
import type { DxfDocument, EntityRecord } from '../../../formats/dxf/document';
import type { DecodedEntity, EntityCommon } from '../../../formats/dxf/entities';
import { readCommon } from '../../../formats/dxf/entities';
import { entityHead } from './entity-pairs';
import type { ImageTable } from './image-table';
import type { RawTags } from './raw-tags';
import { rawTags } from './raw-tags';
import type { SpaceWriter } from './write-entity';
import { styleOf, writeEntity, writeInsert } from './write-entity';

/*
 * Entities written as what they are, from their own group codes: TEXT with its alignment, ATTDEF, INSERT with its
 * ATTRIBs, MTEXT with its inline formatting, DIMENSION with its block and dimension style, SOLID/TRACE with their
 * four corners, IMAGE with its IMAGEDEF. Everything else goes through the normalising writer (write-entity.ts).
 * Handles and owners are new; references to other objects are re-made (IMAGEDEF) or dropped (reactors, XDATA).
 */

export interface KeptSpace extends SpaceWriter {
  doc: DxfDocument;
  /** The name a text or dimension style is written as: kept when the file defines it, Standard otherwise. */
  textStyle: (name: string) => string;
  dimStyle: (name: string) => string;
  images: ImageTable;
}

/** MTEXT content longer than this goes in 3 chunks before the final 1, as DXF limits one value to 255 bytes. */
const CHUNK = 250;

function point(space: KeptSpace, r: RawTags, code: number, fallback?: [number, number]): void {
  space.w
    .pair(code, r.num(code, fallback?.[0] ?? 0))
    .pair(code + 10, r.num(code + 10, fallback?.[1] ?? 0))
    .pair(code + 20, r.num(code + 20, 0));
}

function extrusion(space: KeptSpace, r: RawTags): void {
  const [ex, ey, ez] = [r.num(210, 0), r.num(220, 0), r.num(230, 1)];
  if (ex !== 0 || ey !== 0 || ez !== 1) space.w.pair(210, ex).pair(220, ey).pair(230, ez);
}

/** TEXT, ATTDEF or ATTRIB: the AcDbText part (with alignment) and the attribute part. */
function writeTextLike(
  space: KeptSpace,
  rec: EntityRecord,
  common: EntityCommon,
  type: 'TEXT' | 'ATTDEF' | 'ATTRIB',
): void {
  const r = rawTags(space.doc.tags, rec);
  const w = space.w;
  entityHead(space, type, styleOf(space, common), 'AcDbText');
  if (r.has(39)) w.pair(39, r.num(39, 0));
  point(space, r, 10);
  const height = r.num(40, 0);
  w.pair(40, height > 0 ? height : 1);
  w.pair(1, dxfText(r.str(1)));
  if (r.has(50)) w.pair(50, r.num(50, 0));
  if (r.has(41)) w.pair(41, r.num(41, 1));
  if (r.has(51)) w.pair(51, r.num(51, 0));
  w.pair(7, space.textStyle(r.str(7, 'Standard').trim()));
  if (r.has(71)) w.pair(71, r.num(71, 0));
  if (r.has(72)) w.pair(72, r.num(72, 0));
  if (r.has(11)) point(space, r, 11);
  extrusion(space, r);
  if (type === 'TEXT') {
    w.pair(100, 'AcDbText');
    if (r.has(73)) w.pair(73, r.num(73, 0));
    return;
  }
  if (type === 'ATTDEF') {
    w.pair(100, 'AcDbAttributeDefinition').pair(3, dxfText(r.str(3)));
  } else {
    w.pair(100, 'AcDbAttribute');
  }
  w.pair(2, dxfText(r.str(2).trim() || 'TAG')).pair(70, r.num(70, 0));
  if (r.has(74)) w.pair(74, r.num(74, 0));
}

/** MTEXT with its content as written (formatting codes, paragraphs, stacked fractions), in 250-character chunks. */
function writeMtext(space: KeptSpace, rec: EntityRecord, common: EntityCommon): void {
  const r = rawTags(space.doc.tags, rec);
  const w = space.w;
  entityHead(space, 'MTEXT', styleOf(space, common), 'AcDbMText');
  point(space, r, 10);
  const height = r.num(40, 0);
  w.pair(40, height > 0 ? height : 1);
  if (r.has(41)) w.pair(41, r.num(41, 0));
  w.pair(71, r.num(71, 1)).pair(72, r.num(72, 1));
  const content = dxfText(r.all(3).join('') + r.str(1));
  let at = 0;
  for (; content.length - at > CHUNK; at += CHUNK) w.pair(3, content.slice(at, at + CHUNK));
  w.pair(1, content.slice(at));
  w.pair(7, space.textStyle(r.str(7, 'Standard').trim()));
  extrusion(space, r);
  if (r.has(11)) point(space, r, 11);
  else if (r.has(50)) w.pair(50, r.num(50, 0));
  if (r.has(73)) w.pair(73, r.num(73, 1));
  if (r.has(44)) w.pair(44, r.num(44, 1));
}

/** The subclass and its points of each dimension type (70 & 7), as AutoCAD writes them. */
function writeDimensionKind(space: KeptSpace, r: RawTags, kind: number): void {
  const w = space.w;
  const points = (...codes: number[]) => codes.forEach((code) => point(space, r, code));
  switch (kind) {
    case 0:
      w.pair(100, 'AcDbAlignedDimension');
      points(13, 14);
      w.pair(50, r.num(50, 0));
      if (r.has(52)) w.pair(52, r.num(52, 0));
      w.pair(100, 'AcDbRotatedDimension');
      return;
    case 1:
      w.pair(100, 'AcDbAlignedDimension');
      points(13, 14);
      return;
    case 2:
      w.pair(100, 'AcDb2LineAngularDimension');
      points(13, 14, 15, 16);
      return;
    case 3:
    case 4:
      w.pair(100, kind === 3 ? 'AcDbDiametricDimension' : 'AcDbRadialDimension');
      points(15);
      w.pair(40, r.num(40, 0));
      return;
    case 5:
      w.pair(100, 'AcDb3PointAngularDimension');
      points(13, 14, 15);
      return;
    default:
      w.pair(100, 'AcDbOrdinateDimension');
      points(13, 14);
  }
}

/**
 * DIMENSION with its geometry block (*D…), measurement, text override and dimension style. A dimension without
 * its block is left out: AutoCAD refuses one, and the reader already skips it.
 */
function writeDimension(space: KeptSpace, rec: EntityRecord, common: EntityCommon): void {
  const r = rawTags(space.doc.tags, rec);
  const block = space.blockName(r.str(2).trim());
  if (!block) return;
  const w = space.w;
  entityHead(space, 'DIMENSION', styleOf(space, common), 'AcDbDimension');
  w.pair(2, block.name);
  point(space, r, 10);
  point(space, r, 11);
  const flags = r.num(70, 0);
  w.pair(70, flags);
  if (r.has(71)) w.pair(71, r.num(71, 5));
  if (r.has(72)) w.pair(72, r.num(72, 1));
  if (r.has(41)) w.pair(41, r.num(41, 1));
  if (r.has(42)) w.pair(42, r.num(42, 0));
  if (r.has(1)) w.pair(1, dxfText(r.str(1)));
  if (r.has(53)) w.pair(53, r.num(53, 0));
  if (r.has(51)) w.pair(51, r.num(51, 0));
  w.pair(3, space.dimStyle(r.str(3, 'Standard').trim()));
  extrusion(space, r);
  writeDimensionKind(space, r, flags & 7);
}

/** SOLID or TRACE: four corners in their zig-zag order, as written. */
function writeSolid(space: KeptSpace, rec: EntityRecord, common: EntityCommon, type: string): void {
  const r = rawTags(space.doc.tags, rec);
  entityHead(space, type, styleOf(space, common), 'AcDbTrace');
  point(space, r, 10);
  point(space, r, 11);
  point(space, r, 12);
  // Three corners: the fourth repeats the third.
  point(space, r, 13, [r.num(12, 0), r.num(22, 0)]);
  if (r.has(39)) space.w.pair(39, r.num(39, 0));
  extrusion(space, r);
}

/** IMAGE, referencing its IMAGEDEF (written in OBJECTS) and its own IMAGEDEF_REACTOR; dropped without a definition. */
function writeImage(space: KeptSpace, rec: EntityRecord, common: EntityCommon): void {
  const r = rawTags(space.doc.tags, rec);
  const def = space.images.use(r.str(340).trim().toUpperCase());
  if (!def) {
    space.notes.droppedImages = (space.notes.droppedImages ?? 0) + 1;
    return;
  }
  const reactor = space.w.handle();
  const w = space.w;
  const handle = entityHead(space, 'IMAGE', styleOf(space, common), 'AcDbRasterImage');
  w.pair(90, 0);
  point(space, r, 10);
  point(space, r, 11, [1, 0]);
  point(space, r, 12, [0, 1]);
  w.pair(13, r.num(13, def.width)).pair(23, r.num(23, def.height));
  w.pair(340, def.handle);
  w.pair(70, r.num(70, 7)).pair(280, r.num(280, 0));
  w.pair(281, r.num(281, 50)).pair(282, r.num(282, 50)).pair(283, r.num(283, 0));
  w.pair(360, reactor);
  const xs = r.allNumbers(14);
  const ys = r.allNumbers(24);
  const n = Math.min(xs.length, ys.length);
  w.pair(71, r.num(71, 1)).pair(91, n);
  for (let i = 0; i < n; i += 1) w.pair(14, xs[i] as number).pair(24, ys[i] as number);
  space.images.react(def, reactor, handle);
}

/** INSERT with its ATTRIBs (66 = 1, then ATTRIB… SEQEND), each attribute kept as an ATTRIB. */
function writeInsertWithAttributes(
  space: KeptSpace,
  rec: EntityRecord,
  entity: Extract<DecodedEntity, { kind: 'insert' }>,
): void {
  const followers = rec.followers ?? [];
  writeInsert(space, entity, {
    count: followers.length,
    write: (owner) => {
      const sink: KeptSpace = { ...space, owner };
      for (const f of followers) writeTextLike(sink, f, readCommon(space.doc.tags, f), 'ATTRIB');
    },
  });
}

/** One entity record of model space or a block, written as what it is when it can be, normalised otherwise. */
export function writeRecord(space: KeptSpace, rec: EntityRecord, entity: DecodedEntity): void {
  const common = entity.kind === 'text' ? entity.item.common : entity.common;
  switch (rec.type) {
    case 'TEXT':
    case 'ATTDEF':
      return writeTextLike(space, rec, common, rec.type);
    case 'MTEXT':
      return writeMtext(space, rec, common);
    case 'DIMENSION':
      return writeDimension(space, rec, common);
    case 'SOLID':
    case 'TRACE':
      return writeSolid(space, rec, common, rec.type);
    case 'IMAGE':
      return writeImage(space, rec, common);
    case 'INSERT':
      if (entity.kind === 'insert') return writeInsertWithAttributes(space, rec, entity);
      return;
    default:
      return writeEntity(space, entity);
  }
}
