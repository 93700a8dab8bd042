import { describe, expect, it } from 'vitest';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { ProcessingError } from '../../../src/formats/errors';
import { makeLimits } from '../../../src/formats/limits';
import { analyzePdf } from '../../../src/server/processing/pdf/analyze';
import { quoteExcerpt } from '../../../src/formats/quote';
import { block, insert, line, minimalDxf } from './dxf-builders';

const HTML = '<html><script>alert(document.cookie)</script><body>' + 'x'.repeat(500) + '</body></html>';
const encode = (s: string) => new TextEncoder().encode(s);

async function messageOf(run: () => unknown): Promise<string> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ProcessingError) return error.message;
    throw error;
  }
  throw new Error('expected a ProcessingError');
}

/** No markup, no control characters, no non-ASCII from the file, and no long run of it. */
function expectSafe(text: string): void {
  expect(text).not.toMatch(/[<>]/);
  expect(text).not.toMatch(/script>/);
  expect([...text].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)).toBe(false);
  expect(text).not.toContain('x'.repeat(41));
}

describe('file content quoted in messages', () => {
  it('escapes and shortens: at most 40 characters of the file, markup and control characters escaped', () => {
    expect(quoteExcerpt('<html>\u0000\r\nÄ')).toBe('\\x3chtml\\x3e\\x00\\r\\n\\xc4');
    expect(quoteExcerpt('a'.repeat(100))).toBe(`${'a'.repeat(40)}…`);
    expect(quoteExcerpt('plain 12.5 text')).toBe('plain 12.5 text');
    expect(quoteExcerpt('🙂"\'`\\&')).toBe('\\u{1f642}\\x22\\x27\\x60\\x5c\\x26');
  });

  it('a DXF that starts with <html><script>… is refused with a short escaped excerpt', async () => {
    const message = await messageOf(() =>
      analyzeDxf(encode(`${HTML}\n0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n`), makeLimits()),
    );
    expect(message).toMatch(
      /^Invalid DXF group code "\\x3chtml\\x3e\\x3cscript\\x3ealert\(document\.cookie\)\\x3c\/sc…" at line 1$/,
    );
    expectSafe(message);
  });

  it('block and layer names from the file are escaped in errors and warnings', async () => {
    const name = `<img src=x onerror=alert(1)>${'y'.repeat(80)}`;
    const cycle = await messageOf(() =>
      analyzeDxf(minimalDxf(insert(name), block(name, [...line(0, 0, 1, 1), ...insert(name)])), makeLimits()),
    );
    expect(cycle).toMatch(/^Block "\\x3cimg src=x onerror=alert\(1\)\\x3e/);
    expectSafe(cycle);
    const { processed } = analyzeDxf(
      minimalDxf([...insert(name), ...line(0, 0, 10, 10, name), [0, `<svg onload=x>\u0007`], [8, '0']]),
      makeLimits(),
    );
    const warnings = processed.warnings.join('\n');
    expect(warnings).toMatch(/undefined blocks ignored: \\x3cimg/);
    expect(warnings).toMatch(/layers missing from the LAYER table: \\x3cIMG|\\x3cimg/i);
    expect(warnings).toMatch(/1 \\x3cSVG ONLOAD=X\\x3e\\x07|1 \\x3csvg onload=x\\x3e\\x07/);
    for (const warning of processed.warnings) expectSafe(warning);
  });

  it('a PDF whose body is HTML is refused without echoing it', async () => {
    const message = await messageOf(() => analyzePdf(encode(`%PDF-1.7\n${HTML}\n%%EOF\n`), makeLimits()));
    expectSafe(message);
  });
});
