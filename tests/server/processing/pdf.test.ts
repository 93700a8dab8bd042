import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../../src/formats/errors';
import { makeLimits } from '../../../src/formats/limits';
import { analyzePdf } from '../../../src/server/processing/pdf/analyze';
import { processUpload } from '../../../src/server/processing/upload/process-upload';
import { corpusBytes, expectedPdf } from './corpus';

/** Writes a PDF from object bodies (object i+1 = bodies[i]) with a correct xref table. */
function buildPdf(bodies: (string | Uint8Array)[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const enc = (s: string): Uint8Array => Uint8Array.from([...s].map((c) => c.charCodeAt(0) & 0xff));
  let length = 0;
  const push = (chunk: Uint8Array): void => {
    chunks.push(chunk);
    length += chunk.length;
  };
  push(enc('%PDF-1.7\n'));
  const offsets: number[] = [];
  bodies.forEach((body, i) => {
    offsets.push(length);
    push(enc(`${i + 1} 0 obj\n`));
    push(typeof body === 'string' ? enc(body) : body);
    push(enc('\nendobj\n'));
  });
  const xref = length;
  push(enc(`xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`));
  for (const offset of offsets) push(enc(`${String(offset).padStart(10, '0')} 00000 n \n`));
  push(enc(`trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function streamObject(dict: string, data: Uint8Array): Uint8Array {
  const head = Uint8Array.from(
    [...`<< ${dict} /Length ${data.length} >>\nstream\n`].map((c) => c.charCodeAt(0)),
  );
  const tail = Uint8Array.from([...'\nendstream'].map((c) => c.charCodeAt(0)));
  const out = new Uint8Array(head.length + data.length + tail.length);
  out.set(head);
  out.set(data, head.length);
  out.set(tail, head.length + data.length);
  return out;
}

function titleBlockPdf(): Uint8Array {
  const content = [
    'BT /F1 10 Tf 50 700 Td (General notes apply to all sheets) Tj ET',
    'BT /F1 14 Tf 420 90 Td (GROUND FLOOR PLAN) Tj ET',
    'BT /F1 8 Tf 420 60 Td (SCALE 1:100) Tj ET',
    'BT /F1 20 Tf 520 40 Td (A-101) Tj ET',
    '50 50 m 300 50 l 300 300 l h S 100 100 m 150 200 200 200 250 100 c f',
  ].join('\n');
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    streamObject('', new TextEncoder().encode(content)),
  ]);
}

async function refusal(run: () => Promise<unknown>): Promise<ProcessingError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ProcessingError) return error;
    throw error;
  }
  throw new Error('expected a ProcessingError');
}

describe('PDF reader', () => {
  for (const expected of expectedPdf) {
    it(`${expected.local_name}: pages and page sizes match expected.jsonl`, async () => {
      const result = await analyzePdf(corpusBytes(expected.local_name), makeLimits());
      expect(result.pages).toBe(expected.pages);
      expect(result.page_sizes_pt).toHaveLength(expected.page_sizes_pt.length);
      result.page_sizes_pt.forEach(([w, h], i) => {
        const [ew, eh] = expected.page_sizes_pt[i] as [number, number];
        // pypdf's figures are rounded to whole points; pdf.js reports the MediaBox to 0.01 pt.
        expect(Math.abs(w - ew)).toBeLessThanOrEqual(0.5);
        expect(Math.abs(h - eh)).toBeLessThanOrEqual(0.5);
      });
      // Text extraction differs in whitespace between pypdf and pdf.js; non-whitespace counts agree within 5%.
      expect(Math.abs(result.text_chars - expected.text_chars)).toBeLessThanOrEqual(
        Math.max(5, expected.text_chars * 0.05),
      );
      expect(result.vectors.paths).toBeGreaterThan(1000);
      expect(result.vectors.segments).toBeGreaterThan(1000);
    });
  }

  it('extracts text and guesses sheet number and title from the title block', async () => {
    const result = await analyzePdf(titleBlockPdf(), makeLimits());
    expect(result.page_sizes_pt).toEqual([[612, 792]]);
    expect(result.page_details[0]?.text).toContain('GROUND FLOOR PLAN');
    expect(result.sheet).toEqual({ number: 'A-101', title: 'GROUND FLOOR PLAN' });
    expect(result.vectors.curves).toBe(1);
    expect(result.vectors.fills).toBe(1);
    expect(result.vectors.strokes).toBe(1);
  });

  it('refuses files that are not PDFs', async () => {
    const error = await refusal(() => analyzePdf(new TextEncoder().encode('0\nSECTION\n'), makeLimits()));
    expect(error.code).toBe('not_pdf');
  });

  it('refuses a PDF claiming 100,000 pages before reading them', async () => {
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 100000 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    ]);
    const error = await refusal(() => analyzePdf(pdf, makeLimits()));
    expect(error.code).toBe('too_many_pages');
    expect(error.message).toMatch(/claims 100000 pages; the limit is 500/);
  });

  it('refuses an absurd page size but accepts a 1:1 building plan (P05, 43,756 × 49,081 pt)', async () => {
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 14400 14400] /UserUnit 75000 >>',
    ]);
    const error = await refusal(() => analyzePdf(pdf, makeLimits()));
    expect(error.code).toBe('page_size');
    const p05 = await analyzePdf(corpusBytes('P05_house_dimensioned_plan_1to1.pdf'), makeLimits());
    expect(p05.pages).toBe(1);
  });

  it('refuses a decompression bomb (32 MB of zeros in a Flate stream, 8 MB cap)', async () => {
    const bomb = deflateSync(Buffer.alloc(32 * 1024 * 1024), { level: 9 });
    const pdf = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
      streamObject('/Filter /FlateDecode', new Uint8Array(bomb)),
    ]);
    const error = await refusal(() =>
      analyzePdf(pdf, makeLimits({ maxPdfDecompressedBytes: 8 * 1024 * 1024 })),
    );
    expect(error.code).toBe('decompression_bomb');
    expect(error.message).toMatch(/more than 8 MB/);
  });

  it('refuses a page with too many drawing operators', async () => {
    const error = await refusal(() => analyzePdf(titleBlockPdf(), makeLimits({ maxPdfOperatorsPerPage: 3 })));
    expect(error.code).toBe('too_complex');
  });

  it('refuses a truncated or garbled PDF with a clear error', async () => {
    const p04 = corpusBytes('P04_barcelona_pavilion_plan_view.pdf');
    for (const bytes of [p04.subarray(0, 400), new TextEncoder().encode('%PDF-1.7\ngarbage')]) {
      try {
        const result = await analyzePdf(bytes, makeLimits());
        expect(result.pages).toBeGreaterThanOrEqual(1);
      } catch (error) {
        expect(error).toBeInstanceOf(ProcessingError);
      }
    }
  });
  it('keeps the analysis and the generated DXF of a PDF whose preview takes longer than its budget to draw', async () => {
    const bytes = corpusBytes('P04_barcelona_pavilion_plan_view.pdf');
    const task = { type: 'upload', kind: 'pdf', bytes, limits: {} } as const;
    // pdf.js draws P04 in several slices: a budget of 0 ms cancels it at its first pause.
    const slow = await processUpload(task, makeLimits({ previewBudgetMs: 0 }));
    const full = await processUpload(task, makeLimits());
    expect(slow.mockupPng).toBeNull();
    expect((slow.processed as { warnings: string[] }).warnings).toContain(
      'The first page took longer than 0 s to draw: the file has no preview',
    );
    expect(full.mockupPng?.length).toBeGreaterThan(1000);
    expect(slow.generatedDxf).toEqual(full.generatedDxf);
    const { warnings: _slowWarnings, ...slowRest } = slow.processed as { warnings: string[] };
    const { warnings: _fullWarnings, ...fullRest } = full.processed as { warnings: string[] };
    expect(slowRest).toEqual(fullRest);
  });
});
