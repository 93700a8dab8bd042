import { dxfDocument } from '../../../core/export/dxfSections';
import type { DxfExtents } from '../../../core/export/dxfSections';
import { DxfHandles, DxfWriter } from '../../../core/export/dxfWriter';
import { aciToRgb } from '../../../formats/dxf/aci';
import type { DxfDocument } from '../../../formats/dxf/document';
import type { DecodedEntity, DecodeStats } from '../../../formats/dxf/entities';
import { decodeEntity } from '../../../formats/dxf/entities';
import type { DxfGeometry } from '../../../formats/dxf/geometry';
import type { ProcessingLimits } from '../../../formats/limits';
import { Deadline } from '../../../formats/limits';
import { nearestAci } from './aci-nearest';
import { dxfHeaderFor } from './header';
import { inPaperSpace, modelSpaceRecords } from '../../../formats/dxf/analyze';
import { readSourceDocument } from './source-document';
import { BlockTable } from './write-blocks';
import type { SpaceWriter, WriteNotes } from './write-entity';
import { writeEntity } from './write-entity';

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
  return out;
}

/** Layers of the written entities: the geometry's (in its colours) then any other the entities name. */
function layerTable(doc: DxfDocument, geometry: DxfGeometry, used: Set<string>) {
  const layers = geometry.layers.map((l) => ({ name: l.name, rgb: l.color }));
  const seen = new Set(layers.map((l) => l.name.toUpperCase()));
  const defs = new Map(doc.layers.map((l) => [l.name.toUpperCase(), l]));
  for (const name of used) {
    const key = name.toUpperCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const def = defs.get(key);
    // A layer missing from the source's table draws black, as the reader resolves it.
    layers.push({ name, rgb: def ? (def.trueColor ?? aciToRgb(def.color)) : 0 });
  }
  return layers.map((l) => ({ name: l.name, aci: nearestAci(l.rgb), trueColor: l.rgb }));
}

/**
 * The generated DXF of an uploaded DXF: a clean R2000 ASCII file with explicit $INSUNITS and the drawing's
 * layers, model space written entity by entity with its INSERTs kept, and every block that model space uses
 * (directly or through other blocks) written once as a BLOCK with its BLOCK_RECORD. Unsupported entities are
 * left out; analyzeDxf already lists them in the warnings.
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
  const space = (owner: string, w: DxfWriter): SpaceWriter => ({
    w,
    owner,
    layers,
    notes,
    blockName: (name) => blocks.use(name),
  });

  const entities = new DxfWriter(handles);
  const model = space(modelSpace, entities);
  for (const rec of modelSpaceRecords(doc)) {
    const entity = decode(rec);
    if (!inPaperSpace(commonOf(entity), doc)) writeEntity(model, entity);
  }
  const userBlocks = blocks.writeAll(space, (def) => def.entities.map(decode));

  const text = dxfDocument(entities, {
    layers: layerTable(doc, options.geometry, layers),
    modelSpace,
    paperSpace,
    blocks: userBlocks,
    header: dxfHeaderFor(options.insunits, options.extents),
  });
  return { bytes: new TextEncoder().encode(text), notes: describe(notes) };
}
