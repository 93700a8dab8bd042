import type { DxfDocument } from '../dxf/document';
import { readDxfDocument } from '../dxf/analyze';
import type { ProcessingLimits } from '../limits';
import { Deadline } from '../limits';

/*
 * The uploaded DXF as a document (sections, blocks, entity records), read exactly as analyzeDxf reads it, for the
 * writer that keeps blocks: it needs the block definitions that analyzeDxf's world geometry has already expanded.
 * The file already passed analyzeDxf, so its limits and errors were checked there.
 */
export function readSourceDocument(bytes: Uint8Array, limits: ProcessingLimits): DxfDocument {
  return readDxfDocument(bytes, limits, new Deadline(limits)).doc;
}
