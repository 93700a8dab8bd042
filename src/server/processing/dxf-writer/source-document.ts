import type { DxfDocument } from '../../../formats/dxf/document';
import { readDxfDocument } from '../../../formats/dxf/analyze';
import type { ProcessingLimits } from '../../../formats/limits';
import { Deadline } from '../../../formats/limits';

/*
 * The uploaded DXF as a document (sections, blocks, entity records), read exactly as analyzeDxf reads it, for the
 * writer that keeps blocks: it needs the block definitions that analyzeDxf's world geometry has already expanded.
 * The file already passed analyzeDxf, so its limits and errors were checked there.
 */
export function readSourceDocument(bytes: Uint8Array, limits: ProcessingLimits): DxfDocument {
  return readDxfDocument(bytes, limits, new Deadline(limits)).doc;
}
