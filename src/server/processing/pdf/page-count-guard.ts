import { ProcessingError } from '../../../formats/errors';

/**
 * The largest /Count a page-tree node (/Type /Pages) declares in the file's uncompressed objects. pdf.js trusts
 * a valid-looking /Count until it checks the last page, so a file claiming 100,000 pages is refused here, before
 * any page is read. Page trees inside object streams are caught later by pdf.js's own numPages.
 */
export function declaredPageCount(bytes: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(bytes);
  let max = 0;
  const pattern = /\/Count\s+(\d{1,12})/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const dictStart = text.lastIndexOf('<<', match.index);
    const window = text.slice(Math.max(0, dictStart), Math.min(text.length, match.index + 600));
    if (!/\/Type\s*\/Pages\b/.test(window)) continue;
    max = Math.max(max, Number(match[1]));
  }
  return max;
}

export function guardPageCount(bytes: Uint8Array, maxPages: number): void {
  const declared = declaredPageCount(bytes);
  if (declared > maxPages) {
    throw new ProcessingError('too_many_pages', `The PDF claims ${declared} pages; the limit is ${maxPages}`);
  }
}
