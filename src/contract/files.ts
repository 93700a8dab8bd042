// The kinds of file a project accepts, shared by the client (file chooser `accept` lists) and the server (which
// checks a file's bytes, not only its name, before storing it).

export const FILE_KINDS = {
  pdf: { extensions: ['.pdf'], contentType: 'application/pdf' },
  dxf: { extensions: ['.dxf'], contentType: 'image/vnd.dxf' },
  png: { extensions: ['.png'], contentType: 'image/png' },
  jpeg: { extensions: ['.jpg', '.jpeg'], contentType: 'image/jpeg' },
  json: { extensions: ['.json'], contentType: 'application/json' },
  webp: { extensions: ['.webp'], contentType: 'image/webp' },
  gif: { extensions: ['.gif'], contentType: 'image/gif' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** Uploaded files of a project (the "upload files" table). */
export const UPLOAD_KINDS: readonly FileKind[] = ['pdf', 'dxf', 'png', 'jpeg', 'json'];
/** Drawing pages are PDF or DXF sheets (spec: "The file chooser accepts .pdf and .dxf"). */
export const DRAWING_PAGE_KINDS: readonly FileKind[] = ['pdf', 'dxf'];

/** Page underlays (issue 12 item 4): a PDF page or a raster image to trace over. */
export const UNDERLAY_KINDS: readonly FileKind[] = ['pdf', 'png', 'jpeg', 'webp', 'gif'];

/** The `accept` attribute of a file chooser for these kinds, e.g. ".pdf,.dxf". */
export function acceptAttribute(kinds: readonly FileKind[]): string {
  return kinds.flatMap((kind) => FILE_KINDS[kind].extensions).join(',');
}

/** The size cap of one uploaded file unless the server is configured otherwise (issue 4: 50 MB). */
export const DEFAULT_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** The kind a file's name claims, from its extension (case-insensitive); null when it claims none we know. */
export function kindFromFileName(fileName: string): FileKind | null {
  const lower = fileName.toLowerCase();
  const match = (Object.keys(FILE_KINDS) as FileKind[]).find((kind) =>
    FILE_KINDS[kind].extensions.some((extension) => lower.endsWith(extension)),
  );
  return match ?? null;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The kind of a file judged from its first bytes (give it at least the first 4 KiB). JSON is only recognised by
 * its opening bracket here: the server must still parse it whole. DXF is recognised in its ASCII form (a group
 * code 0 then SECTION, or a comment group 999) and its binary form.
 */
export function sniffFileKind(head: Uint8Array): FileKind | null {
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('AutoCAD Binary DXF'))) return 'dxf';
  const offset = startsWith(head, UTF8_BOM) ? UTF8_BOM.length : 0;
  const text = String.fromCharCode(...head.subarray(offset, offset + 256)).trimStart();
  if (/^(0\s*\r?\n\s*SECTION|999\s*\r?\n)/.test(text)) return 'dxf';
  if (/^[{[]/.test(text)) return 'json';
  return null;
}
