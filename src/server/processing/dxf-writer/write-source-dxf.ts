import { dxfDocument } from '../../../core/export/dxfSections';
import type { DxfExtents } from '../../../core/export/dxfSections';
import { DxfHandles, DxfWriter } from '../../../core/export/dxfWriter';

import type { DecodedEntity, DecodeStats } from '../../../formats/dxf/entities';
import { decodeEntity } from '../../../formats/dxf/entities';
import type { DxfGeometry } from '../../../formats/dxf/geometry';
import type { ProcessingLimits } from '../../../formats/limits';
import { Deadline } from '../../../formats/limits';
import { dxfHeaderFor } from './header';
import { inPaperSpace, modelSpaceRecords } from '../../../formats/dxf/analyze';
import { readSourceDocument } from './source-document';
import { BlockTable } from './write-blocks';
import type { WriteNotes } from './write-entity';
import { headerNumber } from '../../../formats/dxf/document';
import { IMAGE_CLASSES, ImageTable } from './image-table';
import { dimstyleTable, layerTable, linetypeTable, styleTable, UsedNames } from './source-tables';
import type { KeptSpace } from './write-kept';
import { writeRecord } from './write-kept';

export interface SourceDxfOptions {
  /** $INSUNITS code of the upload (0 when it has none). */
  insunits: number;
  /** Model-space extents as analyzeDxf measured them (blocks expanded). */
  extents: DxfExtents | null;
  /** analyzeDxf's world geometry: its layers (in their resolved colours) are the table's first entries. */
  geometry: DxfGeometry;
}

export interface SourceDxf {
  bytes: Uint8Array;
  /** What the normalisation changed, one sentence each, for processed_json.warnings. */
  notes: string[];
}

const commonOf = (e: DecodedEntity) => (e.kind === 'text' ? e.item.common : e.common);

function describe(notes: WriteNotes): string[] {
  const out: string[] = [];
  if (notes.patternHatches > 0)
    out.push(`The generated DXF has ${notes.patternHatches} pattern hatches as their boundary outlines`);
  if (notes.dimensions > 0)
    out.push(
      `The generated DXF has ${notes.dimensions} dimensions as INSERTs of their dimension blocks (drawn the same, no longer associative)`,
    );
  if (notes.attributes > 0)
    out.push(`The generated DXF has ${notes.attributes} block attribute values as TEXT beside their INSERTs`);
  if ((notes.droppedImages ?? 0) > 0)
    out.push(
      `The generated DXF leaves out ${notes.droppedImages} images whose image definition the file lacks`,
    );
  return out;
}

/**
 * The generated DXF of an uploaded DXF: a clean R2000 ASCII file with explicit $INSUNITS and the drawing's
 * layers as the author left them (on/off, frozen, locked, linetype, lineweight), its linetypes, text and dimension
 * styles, model space written entity by entity — INSERTs with their ATTRIBs, TEXT, MTEXT, DIMENSION, SOLID and
 * IMAGE kept as what they are (write-kept.ts), the rest normalised (write-entity.ts) — and every block that model
 * space uses (directly or through other blocks) written once as a BLOCK with its BLOCK_RECORD. Unsupported
 * entities are left out; analyzeDxf already lists them in the warnings.
 */
export function writeSourceDxf(
  bytes: Uint8Array,
  limits: ProcessingLimits,
  options: SourceDxfOptions,
): SourceDxf {
  const doc = readSourceDocument(bytes, limits);
  const deadline = new Deadline(limits);
  const stats: DecodeStats = { vertices: 0 };
  const decode = (rec: Parameters<typeof decodeEntity>[1]): DecodedEntity => {
    deadline.check();
    return decodeEntity(doc.tags, rec, stats);
  };
  const handles = new DxfHandles();
  const modelSpace = handles.take();
  const paperSpace = handles.take();
  const blocks = new BlockTable(doc, handles);
  const layers = new Set<string>();
  const notes: WriteNotes = { patternHatches: 0, dimensions: 0, attributes: 0 };
  const names = new UsedNames(doc);
  const images = new ImageTable(doc, handles);
  const space = (owner: string, w: DxfWriter): KeptSpace => ({
    w,
    owner,
    layers,
    notes,
    blockName: (name) => blocks.use(name),
    linetype: (name) => names.linetype(name),
    doc,
    textStyle: (name) => names.textStyle(name),
    dimStyle: (name) => names.dimStyle(name),
    images,
  });

  const entities = new DxfWriter(handles);
  const model = space(modelSpace, entities);
  for (const rec of modelSpaceRecords(doc)) {
    const entity = decode(rec);
    if (!inPaperSpace(commonOf(entity), doc)) writeRecord(model, rec, entity);
  }
  const userBlocks = blocks.writeAll(space, (sink, def) => {
    for (const rec of def.entities) writeRecord(sink, rec, decode(rec));
  });

  // The layer table names linetypes too: built before the linetype table is listed.
  const layerEntries = layerTable(doc, options.geometry, layers, names);
  const ltscale = headerNumber(doc, '$LTSCALE', 40);
  const objects = images.objects();
  const text = dxfDocument(entities, {
    layers: layerEntries,
    modelSpace,
    paperSpace,
    blocks: userBlocks,
    header: {
      ...dxfHeaderFor(options.insunits, options.extents),
      ...(ltscale !== null && ltscale > 0 ? { ltscale } : {}),
    },
    linetypes: linetypeTable(doc, names),
    styles: styleTable(doc, names),
    dimstyles: dimstyleTable(doc, names),
    ...(objects ? { objects, classes: IMAGE_CLASSES } : {}),
  });
  return { bytes: new TextEncoder().encode(text), notes: describe(notes) };
}
