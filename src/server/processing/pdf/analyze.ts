import type { ProcessingLimits } from '../../../formats/limits';
import { Deadline } from '../../../formats/limits';
import { checkedOperatorList, checkedPageSize, openPdf } from '../guarded-input';
import type { PositionedText, SheetGuess } from './sheet-guess';
import { guessSheet } from './sheet-guess';
import type { OpsTable, VectorStats } from './vector-stats';
import { noVectorStats, vectorStats } from './vector-stats';

export interface PdfPageSummary {
  page: number;
  width_pt: number;
  height_pt: number;
  rotation: number;
  text: string;
  text_chars: number;
  sheet: SheetGuess;
  vectors: VectorStats;
}

export interface PdfProcessedJson {
  format: 'pdf';
  pages: number;
  /** [width, height] per page in points (UserUnit applied), rounded to 0.01 pt. */
  page_sizes_pt: [number, number][];
  /** Non-whitespace characters of extracted text, all pages. */
  text_chars: number;
  /** The first page's guess; per-page guesses are under page_details. */
  sheet: SheetGuess;
  vectors: VectorStats;
  page_details: PdfPageSummary[];
  metadata: { title: string | null; creator: string | null; producer: string | null };
  warnings: string[];
}

interface TextItemLike {
  str?: unknown;
  transform?: unknown;
  hasEOL?: unknown;
}

const MAX_TEXT_PER_PAGE = 20_000;

function toPositioned(items: unknown[]): { positioned: PositionedText[]; text: string } {
  const positioned: PositionedText[] = [];
  let text = '';
  for (const raw of items) {
    const item = raw as TextItemLike;
    if (typeof item.str !== 'string') continue;
    text += item.str + (item.hasEOL === true ? '\n' : '');
    const m = Array.isArray(item.transform) ? (item.transform as number[]) : null;
    if (m && m.length >= 6) {
      positioned.push({
        text: item.str,
        x: m[4] as number,
        y: m[5] as number,
        size: Math.hypot(m[2] as number, m[3] as number),
      });
    }
  }
  return { positioned, text };
}

function sumStats(all: VectorStats[]): VectorStats {
  const total = noVectorStats();
  for (const s of all) for (const key of Object.keys(total) as (keyof VectorStats)[]) total[key] += s[key];
  return total;
}

/**
 * Reads a PDF with pdf.js and summarises pages, text, a sheet guess and vector statistics. The guarded opener
 * refuses hostile files before pdf.js does heavy work; page size caps, pdf.js's own operator count and the
 * deadline between pages hold the rest.
 */
export async function analyzePdf(bytes: Uint8Array, limits: ProcessingLimits): Promise<PdfProcessedJson> {
  const deadline = new Deadline(limits, 1);
  const { pdfjs, doc } = await openPdf(bytes, limits, deadline);
  const OPS = pdfjs.OPS as unknown as OpsTable;
  try {
    const warnings: string[] = [];
    const details: PdfPageSummary[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      deadline.checkNow();
      const page = await doc.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const { width, height } = checkedPageSize(page, n, limits);
      const ops = await checkedOperatorList(page, n, limits, deadline);
      const vectors = vectorStats(ops.fnArray, ops.argsArray, OPS);
      const content = await page.getTextContent();
      deadline.checkNow();
      const { positioned, text } = toPositioned(content.items);
      const trimmed = text.length > MAX_TEXT_PER_PAGE ? text.slice(0, MAX_TEXT_PER_PAGE) : text;
      if (trimmed !== text)
        warnings.push(`Page ${n}: only the first ${MAX_TEXT_PER_PAGE} characters of text are kept`);
      details.push({
        page: n,
        width_pt: Math.round(width * 100) / 100,
        height_pt: Math.round(height * 100) / 100,
        rotation: page.rotate,
        text: trimmed,
        text_chars: text.replace(/\s+/g, '').length,
        sheet: guessSheet(positioned, Math.abs(x1 - x0), Math.abs(y1 - y0)),
        vectors,
      });
      page.cleanup();
    }
    const textChars = details.reduce((sum, d) => sum + d.text_chars, 0);
    if (textChars === 0) warnings.push('The PDF has no extractable text (text may be drawn as vector paths)');
    const meta = await doc.getMetadata().catch(() => null);
    const info = (meta?.info ?? {}) as Record<string, unknown>;
    const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
    return {
      format: 'pdf',
      pages: doc.numPages,
      page_sizes_pt: details.map((d) => [d.width_pt, d.height_pt]),
      text_chars: textChars,
      sheet: details[0]?.sheet ?? { number: null, title: null },
      vectors: sumStats(details.map((d) => d.vectors)),
      page_details: details,
      metadata: { title: str(info.Title), creator: str(info.Creator), producer: str(info.Producer) },
      warnings,
    };
  } finally {
    await doc.destroy();
  }
}
