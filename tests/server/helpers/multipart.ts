import { randomBytes } from 'node:crypto';

export interface FilePart {
  /** The part's name; `file` unless a test says otherwise. */
  name?: string;
  /** Sent as is in the part's header, so tests can send hostile names. */
  filename: string;
  content: Uint8Array | string;
  contentType?: string;
}

export interface MultipartBody {
  body: Buffer;
  headers: Record<string, string>;
}

/**
 * A multipart/form-data body built by hand (text parts first, then files, as browsers send a FormData with
 * the file appended last), so tests control every byte, including names FormData would escape.
 */
export function multipart(
  fields: Record<string, string | string[]>,
  files: FilePart | FilePart[] = [],
): MultipartBody {
  const boundary = `----draftroom${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, values] of Object.entries(fields)) {
    for (const value of Array.isArray(values) ? values : [values]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
  }
  for (const file of Array.isArray(files) ? files : [files]) {
    const escaped = file.filename.replace(/["\\]/g, (c) => `\\${c}`);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${escaped}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
