/** How the preview shows a file. */
export type PreviewKind = 'pdf' | 'image' | 'json' | 'unsupported';

// Image types every current browser draws in an <img>. image/vnd.dxf is a drawing format, not one of them.
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/svg+xml',
]);
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'bmp', 'svg']);

// Generic types say nothing about the content, so the name decides instead.
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

function kindOfContentType(contentType: string): PreviewKind | null {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (GENERIC_TYPES.has(type)) return null;
  if (type === 'application/pdf') return 'pdf';
  if (IMAGE_TYPES.has(type)) return 'image';
  if (type === 'application/json' || type === 'text/json' || type.endsWith('+json')) return 'json';
  return 'unsupported';
}

/** The extension of a file name or of a URL's path ("" when there is none), lower-case, without the dot. */
export function extensionOf(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

function kindOfExtension(extension: string): PreviewKind {
  if (extension === 'pdf') return 'pdf';
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (extension === 'json') return 'json';
  return 'unsupported';
}

/**
 * Picks the viewer: a specific content type wins; without one (or with a generic one) the file name's
 * extension decides, then the URL's.
 */
export function previewKind(file: { fileName: string; url: string; contentType?: string }): PreviewKind {
  const byType = file.contentType === undefined ? null : kindOfContentType(file.contentType);
  if (byType) return byType;
  return kindOfExtension(extensionOf(file.fileName) || extensionOf(file.url));
}
