/** Why a file was refused; lets the worker pool map failures to user-facing messages without string matching. */
export type ProcessingErrorCode =
  | 'not_dxf'
  | 'not_pdf'
  | 'malformed'
  | 'too_large'
  | 'too_many_entities'
  | 'too_many_vertices'
  | 'nesting_too_deep'
  | 'block_cycle'
  | 'array_too_large'
  | 'coordinate_out_of_range'
  | 'too_many_pages'
  | 'page_size'
  | 'decompression_bomb'
  | 'too_complex'
  | 'too_many_elements'
  | 'timeout';

/**
 * The only error the readers throw on purpose. `message` is written for the person who uploaded the file
 * ("❌ Failed: <message>"), so it never contains stack details or internal names.
 */
export class ProcessingError extends Error {
  readonly code: ProcessingErrorCode;

  constructor(code: ProcessingErrorCode, message: string) {
    super(message);
    this.name = 'ProcessingError';
    this.code = code;
  }
}

export function isProcessingError(value: unknown): value is ProcessingError {
  return value instanceof ProcessingError;
}
