import { text } from 'node:stream/consumers';
import { FILE_KINDS, kindFromFileName, sniffFileKind, type FileKind } from '../../contract/files';
import type { StagedFile } from './storage';

const KIND_NAMES: Record<FileKind, string> = {
  pdf: 'PDF',
  dxf: 'DXF',
  png: 'PNG',
  jpeg: 'JPEG',
  json: 'JSON',
  webp: 'WebP',
  gif: 'GIF',
};

/** "PDF and DXF", "PDF, DXF, PNG, JPEG and JSON". */
export function describeKinds(kinds: readonly FileKind[]): string {
  const names = kinds.map((kind) => KIND_NAMES[kind]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export type KindCheck = { ok: true; kind: FileKind } | { ok: false; message: string };

/**
 * The file's kind when its name and its bytes agree and it is one of `allowed`; otherwise the reason, worded
 * for the user. The bytes decide: a PNG named plan.pdf is refused, not stored as a PDF.
 */
export function checkFileKind(fileName: string, head: Uint8Array, allowed: readonly FileKind[]): KindCheck {
  const accepted = `Accepted files: ${describeKinds(allowed)}.`;
  const claimed = kindFromFileName(fileName);
  if (claimed === null || !allowed.includes(claimed)) {
    return { ok: false, message: `Unsupported file type. ${accepted}` };
  }
  const actual = sniffFileKind(head);
  if (actual !== claimed) {
    const found = actual ? `looks like ${KIND_NAMES[actual]}` : 'is not a file of that type';
    return {
      ok: false,
      message: `File content does not match its type: the name says ${KIND_NAMES[claimed]} but the content ${found}.`,
    };
  }
  return { ok: true, kind: actual };
}

/**
 * The first bytes only show that a JSON file starts like JSON; it must parse as a whole to be previewed. The
 * size cap bounds what is read here.
 */
export async function isWholeJson(file: StagedFile): Promise<boolean> {
  try {
    JSON.parse(await text(file.read()));
    return true;
  } catch {
    return false;
  }
}

export const contentTypeOf = (kind: FileKind): string => FILE_KINDS[kind].contentType;

/** The extension the stored copy gets: always ours, from the detected kind. */
export const storageExtension = (kind: FileKind): string => FILE_KINDS[kind].extensions[0];
