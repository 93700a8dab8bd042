import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../../../src/formats/errors';
import { Deadline, makeLimits } from '../../../src/formats/limits';
import { analyzePdf } from '../../../src/server/processing/pdf/analyze';
import { countContentOperators } from '../../../src/server/processing/pdf/content-operators';
import { pathOperatorsPdf, saveStatePdf } from './hostile-files';

async function refusal(run: () => Promise<unknown>): Promise<ProcessingError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ProcessingError) return error;
    throw error;
  }
  throw new Error('expected a ProcessingError');
}

const count = (content: string, cap = 1e9) =>
  countContentOperators(new TextEncoder().encode(content), cap, new Deadline(makeLimits()));

describe('PDF content operators are counted while the streams are decoded', () => {
  it('counts operators, not operands, strings, names, arrays, dictionaries or inline image data', () => {
    expect(count('q 1 0 0 1 10 20 cm 0 0 m 10 10 l S Q')).toBe(6);
    expect(count('BT /F1 12 Tf (q Q S f m l) Tj [(a) -120 (b)] TJ ET')).toBe(5);
    expect(count('/OC << /Type /OCMD /On true /Off null >> BDC EMC % q Q comment\nn')).toBe(3);
    expect(count('BI /W 2 /H 2 /BPC 8 /CS /G ID \u0001q Q S f\u0002 EI Q')).toBe(3);
    expect(count('<71205120> Tj false true')).toBe(1);
  });

  it('stops counting at the cap', () => {
    expect(count('q '.repeat(1000), 10)).toBe(11);
  });

  it('refuses an 87 KB PDF of 3,000,000 path operators before pdf.js reads it', async () => {
    const pdf = pathOperatorsPdf(3_000_000);
    expect(pdf.length).toBeLessThan(100_000);
    const error = await refusal(() => analyzePdf(pdf, makeLimits()));
    expect(error.code).toBe('too_complex');
    expect(error.message).toBe(
      'A page of the PDF has more than 300,000 drawing operations, the processing limit',
    );
  });

  it('refuses a 2.4 KB PDF of 1,000,000 save-state operators (q)', async () => {
    const pdf = saveStatePdf(1_000_000);
    expect(pdf.length).toBeLessThan(3_000);
    const error = await refusal(() => analyzePdf(pdf, makeLimits()));
    expect(error.code).toBe('too_complex');
  });

  it('refuses a file whose pages together pass the per-file cap', async () => {
    const error = await refusal(() =>
      analyzePdf(saveStatePdf(5_000), makeLimits({ maxPdfOperatorsPerPage: 10_000, maxPdfOperators: 4_000 })),
    );
    expect(error.message).toBe('The PDF has more than 4,000 drawing operations, the processing limit');
  });
});
