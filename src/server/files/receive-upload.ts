import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { kindFromFileName, type FileKind } from '../../contract/files';
import { badRequest, fieldError, FieldsError, HttpError } from '../errors';
import { checkFileKind, describeKinds, isWholeJson, storageExtension } from './file-kind-check';
import { sanitizeFileName } from './file-names';
import { FileTooLargeError, type FileStorage, type StagedFile } from './storage';

/** The one file part every upload carries (spec section 7: "File parts are named file"). */
export const FILE_PART = 'file';

/** A complete, checked upload, still staged: the caller commits it with its record or discards it. */
export interface ReceivedUpload {
  file: StagedFile;
  /** The user's name for the file, sanitised. */
  fileName: string;
  /** Detected from the bytes (and agreeing with the name). */
  kind: FileKind;
  /** The text parts; a repeated name gives a list, which single-value schemas refuse. */
  fields: Record<string, string | string[]>;
}

export interface ReceiveOptions {
  allowed: readonly FileKind[];
  maxBytes: number;
}

const MB = 1024 * 1024;

/** "50 MB", "64 KB", "1.5 MB", "900 bytes": the cap as a person reads it. */
export function formatByteSize(bytes: number): string {
  const round = (n: number) => String(Math.round(n * 10) / 10);
  if (bytes >= MB) return `${round(bytes / MB)} MB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export const fileTooLarge = (maxBytes: number) =>
  new HttpError(413, `File is too large (max ${formatByteSize(maxBytes)}).`);

function addField(fields: ReceivedUpload['fields'], name: string, value: unknown): void {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const existing = fields[name];
  if (existing === undefined) fields[name] = text;
  else fields[name] = Array.isArray(existing) ? [...existing, text] : [existing, text];
}

/** A refusal of the file part whose message stands on its own ("File content does not match ..."). */
const fileError = (message: string) => new FieldsError({ [FILE_PART]: [message] }, message);

export const INCOMPLETE_UPLOAD = 'The upload did not complete (the request ended early or was malformed).';

/**
 * The multipart parser's complaints ("Unexpected end of form", a closed connection) are the client's doing;
 * system errors (a full disk: they carry `syscall`) and our own errors are not.
 */
function isBrokenBody(error: unknown): boolean {
  if (error instanceof HttpError || !(error instanceof Error)) return false;
  // Programming errors stay 500s, so they are seen and fixed.
  if (error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError)
    return false;
  if ('syscall' in error) return false;
  const status = (error as { statusCode?: number }).statusCode;
  return status === undefined || (status >= 400 && status < 500);
}

const isTooLarge = (error: unknown) =>
  error instanceof FileTooLargeError ||
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart request: text parts into `fields`, the part named `file` streamed to staging (never held in
 * memory) under the size cap, then its type checked from its bytes. Any failure (too large, wrong type, a second
 * file, a client that went away mid-upload) discards what was staged before the error propagates.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  { allowed, maxBytes }: ReceiveOptions,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) {
    throw badRequest(`Send the file as multipart/form-data, in a part named "${FILE_PART}".`);
  }
  const fields: ReceivedUpload['fields'] = {};
  let staged: StagedFile | undefined;
  let fileName = '';
  try {
    const parts: AsyncIterableIterator<Multipart> = request.parts();
    for await (const part of parts) {
      if (part.type === 'field') {
        addField(fields, part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== FILE_PART || staged) {
        throw fieldError(FILE_PART, `send exactly one file, in a part named "${FILE_PART}"`);
      }
      const fallback = `upload${storageExtension(allowed[0] ?? 'pdf')}`;
      fileName = sanitizeFileName(part.filename, fallback);
      const claimed = kindFromFileName(fileName);
      if (claimed === null || !allowed.includes(claimed)) {
        throw fileError(`Unsupported file type. Accepted files: ${describeKinds(allowed)}.`);
      }
      staged = await storage.stage(part.file, { extension: storageExtension(claimed), maxBytes });
      // The multipart parser's own cap may cut the stream short first; a cut file is never stored.
      if (part.file.truncated) throw new FileTooLargeError(maxBytes);
    }
    if (!staged) throw fieldError(FILE_PART, 'is required');
    if (staged.size === 0) throw fileError('The file is empty.');
    const check = checkFileKind(fileName, staged.head, allowed);
    if (!check.ok) throw fileError(check.message);
    if (check.kind === 'json' && !(await isWholeJson(staged))) {
      throw fileError('File content does not match its type: the name says JSON but it does not parse.');
    }
    return { file: staged, fileName, kind: check.kind, fields };
  } catch (error) {
    await staged?.discard();
    if (isTooLarge(error)) throw fileTooLarge(maxBytes);
    if (isBrokenBody(error)) throw badRequest(INCOMPLETE_UPLOAD);
    throw error;
  }
}
