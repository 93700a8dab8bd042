import { dxfToPage } from '../../formats/import/dxfToPage';
import { isProcessingError } from '../../formats/errors';
import { makeLimits } from '../../formats/limits';
import type { DxfImportReply, DxfImportRequest } from './dxfImportProtocol';
import { IMPORT_FAILED } from './dxfImportProtocol';

/**
 * Converts one DXF with the same reader and limits as the server. Element ids start with a random prefix so they
 * never collide with the page's own.
 */
export function convertDxf(request: DxfImportRequest, prefix: string): DxfImportReply {
  let n = 0;
  try {
    const result = dxfToPage(request.bytes, makeLimits(), {
      pageId: 'import',
      pageName: 'import',
      ids: () => `${prefix}-${(++n).toString(36)}`,
    });
    return { id: request.id, type: 'done', result };
  } catch (error) {
    return {
      id: request.id,
      type: 'failed',
      message: isProcessingError(error) ? error.message : IMPORT_FAILED,
    };
  }
}

/** A short random id prefix ("dxf3k9x2a"): crypto where there is one. */
export function randomPrefix(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return `dxf${Array.from(bytes, (b) => (b % 36).toString(36)).join('')}`;
}
