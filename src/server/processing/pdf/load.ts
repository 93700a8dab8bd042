import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ProcessingError } from '../../../formats/errors';
import { quoteExcerpt } from '../../../formats/quote';

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = path.join(pdfjsDir, 'standard_fonts') + '/';
const CMAPS = path.join(pdfjsDir, 'cmaps') + '/';

export type PdfjsModule = typeof Pdfjs;
export type PdfDocument = Awaited<ReturnType<PdfjsModule['getDocument']>['promise']>;

export const loadPdfjs = (): Promise<PdfjsModule> => import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * Opens a PDF with pdf.js (legacy build: no eval, no font faces, fonts and CMaps from the package). Callers run
 * the size guards first (analyzePdf does) and destroy the document when done.
 */
export async function openPdf(bytes: Uint8Array): Promise<{ pdfjs: PdfjsModule; doc: PdfDocument }> {
  const pdfjs = await loadPdfjs();
  // pdf.js may detach the buffer it is given; it gets a copy so the caller's bytes stay usable.
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: STANDARD_FONTS,
    cMapUrl: CMAPS,
    cMapPacked: true,
    verbosity: 0,
  });
  try {
    return { pdfjs, doc: await task.promise };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new ProcessingError('malformed', 'The PDF is password-protected');
    throw new ProcessingError(
      'malformed',
      `The PDF could not be read: ${quoteExcerpt((error as Error).message ?? 'invalid structure', 120)}`,
    );
  }
}
