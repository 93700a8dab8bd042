import { describe, expect, it } from 'vitest';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { BINARY_SENTINEL } from '../../../src/formats/dxf/binary-tokenizer';
import type { ProcessingErrorCode } from '../../../src/formats/errors';
import { ProcessingError } from '../../../src/formats/errors';
import { makeLimits } from '../../../src/formats/limits';
import { seededRandom } from '../../../src/core/model/ids';
import { corpusBytes } from './corpus';
import { block, insert, line, minimalDxf } from './dxf-builders';

function refusal(run: () => unknown): ProcessingError {
  try {
    run();
  } catch (error) {
    if (error instanceof ProcessingError) return error;
    throw error;
  }
  throw new Error('expected a ProcessingError');
}

function expectRefused(
  bytes: Uint8Array,
  code: ProcessingErrorCode,
  message: RegExp,
  limits = makeLimits(),
): void {
  const error = refusal(() => analyzeDxf(bytes, limits));
  expect(error.code).toBe(code);
  expect(error.message).toMatch(message);
}

describe('hostile DXF input gives a clear ProcessingError, never a crash or a hang', () => {
  it('refuses random bytes and empty files', () => {
    const random = seededRandom(7);
    const bytes = Uint8Array.from({ length: 4096 }, () => Math.floor(random() * 256));
    expectRefused(bytes, 'not_dxf', /Not a DXF file/);
    expectRefused(new Uint8Array(0), 'not_dxf', /empty/);
    expectRefused(new TextEncoder().encode('hello\nworld\n'), 'not_dxf', /missing SECTION header/);
  });

  it('refuses an invalid group code with its line number', () => {
    expectRefused(
      new TextEncoder().encode('0\nSECTION\n2\nENTITIES\nabc\nLINE\n'),
      'malformed',
      /group code "abc" at line 5/,
    );
  });

  it('keeps what it can from a truncated ASCII file and says so', () => {
    const full = corpusBytes('A05_barcelona_pavilion_plan_AC1027.dxf');
    for (const fraction of [0.3, 0.6, 0.95]) {
      try {
        const { processed } = analyzeDxf(full.subarray(0, Math.floor(full.length * fraction)), makeLimits());
        expect(processed.warnings.join('\n')).toMatch(/no final 0\/EOF|middle of a tag/);
      } catch (error) {
        expect(error).toBeInstanceOf(ProcessingError);
      }
    }
  });

  it('refuses a binary DXF with bad lengths or cut short', () => {
    const b04 = corpusBytes('B04_ezdxf_binary_R2000.dxf');
    expectRefused(b04.subarray(0, 777), 'malformed', /Binary DXF is truncated or has a bad value length/);
    // A string value without its terminating NUL byte.
    const sentinel = Uint8Array.from([...BINARY_SENTINEL].map((c) => c.charCodeAt(0)));
    const bad = new Uint8Array([...sentinel, 0, 0, ...new TextEncoder().encode('SECTION')]);
    expectRefused(bad, 'malformed', /bad value length/);
    // A 1004 binary chunk claiming more bytes than the file holds.
    const chunk = new Uint8Array([...sentinel, 0, 0, 83, 0, 0xec, 0x03, 200, 1, 2]);
    expectRefused(chunk, 'malformed', /bad value length/);
  });

  it('refuses deep block nesting (10,000 levels) at the depth cap', () => {
    const blocks: [number, string | number][] = [];
    for (let i = 0; i < 10_000; i += 1)
      blocks.push(...block(`B${i}`, i < 9_999 ? insert(`B${i + 1}`) : line(0, 0, 1, 1)));
    expectRefused(minimalDxf(insert('B0'), blocks), 'nesting_too_deep', /nested more than 16 levels/);
  });

  it('refuses a block that inserts itself', () => {
    expectRefused(
      minimalDxf(insert('A'), block('A', [...line(0, 0, 1, 1), ...insert('A')])),
      'block_cycle',
      /"A" inserts itself/,
    );
  });

  it('refuses an INSERT array of 1e6 × 1e6', () => {
    const huge = insert('A', [
      [70, 1_000_000],
      [71, 1_000_000],
      [44, 1],
      [45, 1],
    ]);
    expectRefused(
      minimalDxf(huge, block('A', line(0, 0, 1, 1))),
      'array_too_large',
      /1000000 × 1000000 array/,
    );
  });

  it('refuses blocks that multiply into too many objects (billion laughs)', () => {
    const tenInserts = (name: string): [number, string | number][] =>
      Array.from({ length: 10 }, () => insert(name)).flat();
    const blocks = [...block('L0', line(0, 0, 1, 1))];
    for (let i = 1; i <= 9; i += 1) blocks.push(...block(`L${i}`, tenInserts(`L${i - 1}`)));
    expectRefused(minimalDxf(insert('L9'), blocks), 'too_complex', /creates more than/);
  });

  it('refuses coordinates beyond ±1e12, including overflow to Infinity', () => {
    expectRefused(minimalDxf(line(0, 0, 5e12, 1)), 'coordinate_out_of_range', /beyond the limit/);
    expectRefused(minimalDxf(line(0, 0, '1e999', 1)), 'coordinate_out_of_range', /beyond the limit/);
  });

  it('enforces file size, entity and vertex caps', () => {
    const bytes = minimalDxf([...line(0, 0, 1, 1), ...line(1, 1, 2, 2), ...line(2, 2, 3, 3)]);
    expectRefused(bytes, 'too_large', /limit is/, makeLimits({ maxFileBytes: 100 }));
    expectRefused(bytes, 'too_many_entities', /more than 2 objects/, makeLimits({ maxEntities: 2 }));
    const poly: [number, string | number][] = [
      [0, 'LWPOLYLINE'],
      [8, '0'],
      [90, 50],
    ];
    for (let i = 0; i < 50; i += 1) poly.push([10, i], [20, i]);
    expectRefused(
      minimalDxf(poly),
      'too_many_vertices',
      /more than 10 vertices/,
      makeLimits({ maxVertices: 10 }),
    );
  });

  it('stops at the deadline (injected clock)', () => {
    let clock = 0;
    const limits = makeLimits({ budgetMs: 1000, now: () => (clock += 5) });
    expectRefused(
      corpusBytes('B12_ezdxf_us_main_lines_1_8MB_R2013.dxf'),
      'timeout',
      /longer than 1 s/,
      limits,
    );
  });
});
