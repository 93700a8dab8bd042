import { createRequire } from 'node:module';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ProcessingError } from '../../formats/errors';
import { Deadline, type ProcessingLimits } from '../../formats/limits';
import { quoteExcerpt } from '../../formats/quote';
import { assertPdfHeader, guardPdfBytes } from './pdf/guard-pdf';
import { readImageSize, type ImageSize } from './underlay/image-size';

/*
 * The one way into an uploaded or stored file's contents. Every reader of a PDF (pdf.js or pdf-lib) or of an image
 * (the canvas decoder) opens it here, so the checks that keep a hostile file from taking the server's memory and
 * time — size, header, declared pages, inflated bytes and content operators before pdf.js parses anything; pixel
 * count before an image is decoded — cannot be skipped by a new path. DXF readers count what they read against
 * the same limits as they go (entities, vertices, block depth, expanded primitives); they come through `admit`
 * for the size check. A source test fails when pdf.js, pdf-lib or the image decoder is opened anywhere else.
 */

export type InputKind = 'pdf' | 'dxf' | 'image' | 'json';

/** Files already admitted in this worker, so the steps of one task (analysis, mockup, geometry) check once. */
const admitted = new WeakMap<Uint8Array, InputKind>();

const megabytes = (bytes: number, digits: number) => (bytes / 1048576).toFixed(digits);

/** Refuses a file the readers must not start on; the message is for the person who uploaded it. */
export function admit(
  kind: InputKind,
  bytes: Uint8Array,
  limits: ProcessingLimits,
  deadline: Deadline = new Deadline(limits, 1),
): void {
  if (admitted.get(bytes) === kind) return;
  if (bytes.length > limits.maxFileBytes)
    throw new ProcessingError(
      'too_large',
      `The file is ${megabytes(bytes.length, 1)} MB; the limit is ${megabytes(limits.maxFileBytes, 0)} MB`,
    );
  if (kind === 'pdf') {
    assertPdfHeader(bytes);
    guardPdfBytes(bytes, limits, deadline);
  } else if (kind === 'image') {
    imageSize(bytes, limits);
  }
  admitted.set(bytes, kind);
}

/** An image's declared size, refused above the pixel cap before anything decodes it (decompression bombs). */
export function imageSize(bytes: Uint8Array, limits: ProcessingLimits): ImageSize {
  const size = readImageSize(bytes);
  if (!(size.width > 0 && size.height > 0))
    throw new ProcessingError('malformed', 'The image has no readable size');
  if (size.width * size.height > limits.maxImagePixels)
    throw new ProcessingError(
      'too_large',
      `The image is ${size.width} × ${size.height} pixels; the limit is ${limits.maxImagePixels / 1e6} megapixels`,
    );
  return size;
}

export type DecodedImage = Awaited<ReturnType<typeof loadImage>>;

/** An image decoded for drawing, after its size was checked. */
export async function decodeImage(bytes: Uint8Array, limits: ProcessingLimits): Promise<DecodedImage> {
  admit('image', bytes, limits);
  try {
    return await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new ProcessingError('malformed', 'The image could not be decoded: it looks damaged');
  }
}

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const STANDARD_FONTS = path.join(pdfjsDir, 'standard_fonts') + '/';
const CMAPS = path.join(pdfjsDir, 'cmaps') + '/';

export type PdfjsModule = typeof Pdfjs;
export type PdfDocument = Awaited<ReturnType<PdfjsModule['getDocument']>['promise']>;
export type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;
type OperatorList = Awaited<ReturnType<PdfPage['getOperatorList']>>;

/**
 * A PDF opened with pdf.js after the guards (legacy build: no eval, no font faces, fonts and CMaps from the
 * package), with its page count checked. The caller destroys the document when done.
 */
export async function openPdf(
  bytes: Uint8Array,
  limits: ProcessingLimits,
  deadline: Deadline = new Deadline(limits, 1),
): Promise<{ pdfjs: PdfjsModule; doc: PdfDocument }> {
  admit('pdf', bytes, limits, deadline);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
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
  let doc: PdfDocument;
  try {
    doc = await task.promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new ProcessingError('malformed', 'The PDF is password-protected');
    throw new ProcessingError(
      'malformed',
      `The PDF could not be read: ${quoteExcerpt((error as Error).message ?? 'invalid structure', 120)}`,
    );
  }
  // Page trees inside object streams escape the byte-level page count: pdf.js's own count is checked too.
  if (doc.numPages > limits.maxPdfPages || doc.numPages < 1) {
    await doc.destroy();
    throw doc.numPages < 1
      ? new ProcessingError('malformed', 'The PDF has no pages')
      : new ProcessingError(
          'too_many_pages',
          `The PDF has ${doc.numPages} pages; the limit is ${limits.maxPdfPages}`,
        );
  }
  return { pdfjs, doc };
}

/** A page's paper size in points (UserUnit applied), refused when it is empty or beyond the page-side cap. */
export function checkedPageSize(
  page: PdfPage,
  n: number,
  limits: ProcessingLimits,
): { width: number; height: number } {
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const unit = page.userUnit || 1;
  const width = Math.abs(x1 - x0) * unit;
  const height = Math.abs(y1 - y0) * unit;
  if (!(width >= 1 && height >= 1) || width > limits.maxPdfPageSidePt || height > limits.maxPdfPageSidePt)
    throw new ProcessingError(
      'page_size',
      `Page ${n} is ${Math.round(width)} × ${Math.round(height)} pt; pages must be between 1 and ${limits.maxPdfPageSidePt.toLocaleString('en-US')} pt per side`,
    );
  return { width, height };
}

/** A page's operators as pdf.js lists them (forms and patterns expanded), refused above the per-page cap. */
export async function checkedOperatorList(
  page: PdfPage,
  n: number,
  limits: ProcessingLimits,
  deadline: Deadline,
): Promise<OperatorList> {
  const ops = await page.getOperatorList();
  deadline.checkNow();
  if (ops.fnArray.length > limits.maxPdfOperatorsPerPage)
    throw new ProcessingError(
      'too_complex',
      `Page ${n} has ${ops.fnArray.length.toLocaleString('en-US')} drawing operations; the limit is ${limits.maxPdfOperatorsPerPage.toLocaleString('en-US')}`,
    );
  return ops;
}

/** A PDF loaded with pdf-lib (to place its pages on other sheets) after the same guards. */
export async function loadPdfLib(
  bytes: Uint8Array,
  limits: ProcessingLimits,
  deadline: Deadline = new Deadline(limits, 1),
): Promise<PDFDocument> {
  admit('pdf', bytes, limits, deadline);
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  if (doc.getPageCount() > limits.maxPdfPages)
    throw new ProcessingError(
      'too_many_pages',
      `The PDF has ${doc.getPageCount()} pages; the limit is ${limits.maxPdfPages}`,
    );
  return doc;
}
