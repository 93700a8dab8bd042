import type { DxfImportResult } from '../../formats/import/dxfToPage';
import type { DxfImportReply, DxfImportRequest } from './dxfImportProtocol';
import { IMPORT_FAILED } from './dxfImportProtocol';

/** Files bigger than this are refused before reading (the server's processing limit is 100 MB; a tab has less). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

let nextId = 1;

/**
 * Reads a DXF file into page elements and layers in a Web Worker (the shared src/formats reader), one worker per
 * import so a huge file never blocks the next one; runs inline where workers are unavailable (tests).
 * Rejects with an Error whose message is meant for the user.
 */
export async function importDxfFile(file: Blob): Promise<DxfImportResult> {
  if (file.size > MAX_IMPORT_BYTES) {
    throw new Error(
      `The file is ${(file.size / 1048576).toFixed(1)} MB; the editor imports DXF files up to ${MAX_IMPORT_BYTES / 1048576} MB`,
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const request: DxfImportRequest = { id: nextId++, bytes };
  const reply = await run(request);
  if (reply.type === 'failed') throw new Error(reply.message);
  return reply.result;
}

async function inline(request: DxfImportRequest): Promise<DxfImportReply> {
  // Loaded only here, so the reader stays out of the editor's own bundle.
  const { convertDxf, randomPrefix } = await import('./dxfImportConvert');
  return convertDxf(request, randomPrefix());
}

function run(request: DxfImportRequest): Promise<DxfImportReply> {
  let worker: Worker;
  try {
    if (typeof Worker === 'undefined') throw new Error('no workers');
    worker = new Worker(new URL('./dxfImport.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return inline(request);
  }
  return new Promise((resolve) => {
    worker.onmessage = (event: MessageEvent<DxfImportReply>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve({ id: request.id, type: 'failed', message: IMPORT_FAILED });
    };
    worker.postMessage(request, [request.bytes.buffer]);
  });
}
