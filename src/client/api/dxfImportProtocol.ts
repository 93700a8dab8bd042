import type { DxfImportResult } from '../../formats/import/dxfToPage';

/** Main thread → DXF import worker: one file's bytes (transferred). */
export interface DxfImportRequest {
  id: number;
  bytes: Uint8Array;
}

export type DxfImportReply =
  { id: number; type: 'done'; result: DxfImportResult } | { id: number; type: 'failed'; message: string };

export const IMPORT_FAILED = 'The DXF could not be read: it looks damaged or uses features we cannot read.';
