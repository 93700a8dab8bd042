import { ProcessingError } from '../../../formats/errors';
import type { Deadline, ProcessingLimits } from '../../../formats/limits';
import { scanPdfStreams } from './inflate-guard';
import { guardPageCount } from './page-count-guard';

/** Refuses bytes that do not start like a PDF (within the first KB, where readers look for the header). */
export function assertPdfHeader(bytes: Uint8Array): void {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (!head.includes('%PDF-')) throw new ProcessingError('not_pdf', 'Not a PDF file: missing %PDF header');
}

/**
 * The guards every reader of an uploaded PDF runs before pdf.js or pdf-lib does heavy work: the declared page
 * count, then the inflated size and content operators counted while the streams are decoded.
 */
export function guardPdfBytes(bytes: Uint8Array, limits: ProcessingLimits, deadline: Deadline): void {
  guardPageCount(bytes, limits.maxPdfPages);
  scanPdfStreams(
    bytes,
    {
      maxDecompressedBytes: limits.maxPdfDecompressedBytes,
      maxOperatorsPerStream: limits.maxPdfOperatorsPerPage,
      maxOperators: limits.maxPdfOperators,
    },
    deadline,
  );
}
