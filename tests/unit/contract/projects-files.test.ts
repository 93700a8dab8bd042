import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  DRAWING_PAGE_KINDS,
  kindFromFileName,
  sniffFileKind,
  UPLOAD_KINDS,
} from '../../../src/contract/files';

const CORPUS = join(import.meta.dirname, '../../../../shared/corpus');
const bytes = (text: string) => new TextEncoder().encode(text);

describe('file kinds of a project', () => {
  it('give the file choosers their accept lists', () => {
    expect(acceptAttribute(DRAWING_PAGE_KINDS)).toBe('.pdf,.dxf');
    expect(acceptAttribute(UPLOAD_KINDS)).toBe('.pdf,.dxf,.png,.jpg,.jpeg,.json');
  });

  it('read the kind a name claims, whatever its case', () => {
    expect(kindFromFileName('Plan.DXF')).toBe('dxf');
    expect(kindFromFileName('photo.JPEG')).toBe('jpeg');
    expect(kindFromFileName('notes.txt')).toBeNull();
    expect(kindFromFileName('archive.pdf.exe')).toBeNull();
  });
});

describe('sniffFileKind', () => {
  it('recognises every real drawing in the corpus from its bytes', () => {
    const files = readdirSync(CORPUS).filter((name) => /\.(dxf|pdf)$/i.test(name));
    expect(files.length).toBeGreaterThan(10);
    for (const name of files) {
      const head = readFileSync(join(CORPUS, name)).subarray(0, 4096);
      expect([name, sniffFileKind(head)]).toEqual([name, kindFromFileName(name)]);
    }
  });

  it('recognises images and JSON, and nothing else', () => {
    expect(sniffFileKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffFileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileKind(bytes('\ufeff  {"rooms": 3}'))).toBe('json');
    expect(sniffFileKind(bytes('[1, 2]'))).toBe('json');
    expect(sniffFileKind(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffFileKind(bytes('MZ\u0090\u0000'))).toBeNull();
    expect(sniffFileKind(new Uint8Array())).toBeNull();
  });

  it('does not take a PDF header that starts late for a PDF', () => {
    expect(sniffFileKind(bytes('junk%PDF-1.7'))).toBeNull();
  });
});
