import type { PDFDocument } from 'pdf-lib';
import { PDFDict, PDFHexString, PDFName, PDFString } from 'pdf-lib';

/*
 * What a sheet Draftroom made says about itself, kept in the PDF's document information (a key of its own,
 * which viewers ignore): each page's sheet number, title and scale. The master plan reads it back to place such a
 * sheet as it is — it already has its title block — and to list it in the sheet index by its own number and title.
 */

export interface SheetInfo {
  readonly number: string;
  readonly title: string;
  readonly scale: string;
}

const KEY = PDFName.of('DraftroomSheets');
const MAX_TEXT = 200;

export function writeSheetInfo(doc: PDFDocument, sheets: readonly SheetInfo[]): void {
  const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
  info.set(KEY, PDFHexString.fromText(JSON.stringify(sheets)));
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.length <= MAX_TEXT ? v : null);

/** The sheets' information, one per page, or null when the PDF is not one of ours (or says something else). */
export function readSheetInfo(doc: PDFDocument): SheetInfo[] | null {
  try {
    const ref = doc.context.trailerInfo.Info;
    if (!ref) return null;
    const info = doc.context.lookup(ref);
    if (!(info instanceof PDFDict)) return null;
    const value = info.lookup(KEY);
    if (!(value instanceof PDFHexString || value instanceof PDFString)) return null;
    const parsed: unknown = JSON.parse(value.decodeText());
    if (!Array.isArray(parsed) || parsed.length !== doc.getPageCount()) return null;
    const sheets: SheetInfo[] = [];
    for (const item of parsed) {
      if (typeof item !== 'object' || item === null) return null;
      const { number, title, scale } = item as Record<string, unknown>;
      const n = text(number);
      const t = text(title);
      const s = text(scale);
      if (n === null || t === null || s === null) return null;
      sheets.push({ number: n, title: t, scale: s });
    }
    return sheets;
  } catch {
    return null;
  }
}
