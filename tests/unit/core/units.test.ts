import { describe, expect, it } from 'vitest';
import { formatLength, LENGTH_FORMAT_ERROR, parseLength } from '../../../src/core/units';

const inches = (n: number) => n * 96;

describe('formatLength', () => {
  it('shows feet-inches to the nearest 1/16" at 96 px per inch', () => {
    expect(formatLength(inches(12 * 12 + 6 + 3 / 16), 'feet')).toBe(`12' 6 3/16"`);
    expect(formatLength(inches(150), 'feet')).toBe(`12' 6"`);
    expect(formatLength(inches(0.5), 'feet')).toBe(`0' 0 1/2"`);
    expect(formatLength(96 * 12, 'feet')).toBe(`1' 0"`);
    expect(formatLength(0, 'feet')).toBe(`0' 0"`);
  });

  it('rounds to the nearest sixteenth and carries into inches and feet', () => {
    expect(formatLength(inches(11 + 31.9 / 32), 'feet')).toBe(`1' 0"`);
    expect(formatLength(inches(1 / 33), 'feet')).toBe(`0' 0"`);
    expect(formatLength(inches(1 / 31), 'feet')).toBe(`0' 0 1/16"`);
  });

  it('shows negative lengths with a sign and metres to 3 decimals (96 px = 1 in = 0.0254 m)', () => {
    expect(formatLength(-inches(18), 'feet')).toBe(`-1' 6"`);
    expect(formatLength(96, 'meters')).toBe('0.025 m');
    expect(formatLength(inches(150), 'meters')).toBe('3.810 m');
  });
});

describe('parseLength', () => {
  const px = (text: string, unit?: 'feet' | 'meters') => {
    const r = parseLength(text, unit);
    if (!r.ok) throw new Error(r.error);
    return r.px;
  };

  it('reads the typed forms of the issue', () => {
    expect(px(`10'6 1/2"`)).toBeCloseTo(inches(126.5));
    expect(px(`10.5'`)).toBeCloseTo(inches(126));
    expect(px(`126"`)).toBeCloseTo(inches(126));
    expect(px('3.2m')).toBeCloseTo((3.2 / 0.0254) * 96);
    expect(px('320cm')).toBeCloseTo((3.2 / 0.0254) * 96);
  });

  it('accepts spaces, dashes, words and inch-only fractions', () => {
    expect(px(`10' - 6"`)).toBeCloseTo(inches(126));
    expect(px(`10 ft 6 in`)).toBeCloseTo(inches(126));
    expect(px(`3/4"`)).toBeCloseTo(inches(0.75));
    expect(px(`2' 1/4"`)).toBeCloseTo(inches(24.25));
    expect(px('3200mm')).toBeCloseTo((3.2 / 0.0254) * 96);
  });

  it('reads a bare number in the design unit', () => {
    expect(px('12')).toBeCloseTo(inches(144));
    expect(px('2', 'meters')).toBeCloseTo((2 / 0.0254) * 96);
  });

  it('round-trips what formatLength shows', () => {
    for (const value of [0, 1, 95.7, inches(150.1875), 12345.6]) {
      expect(Math.abs(px(formatLength(value, 'feet')) - value)).toBeLessThanOrEqual(96 / 32 + 1e-9);
    }
  });

  it('explains what is wrong', () => {
    expect(parseLength('ten feet')).toEqual({ ok: false, error: LENGTH_FORMAT_ERROR });
    expect(parseLength('')).toEqual({ ok: false, error: 'Enter a length.' });
    expect(parseLength(`-3'`)).toEqual({ ok: false, error: 'A length cannot be negative.' });
    expect(parseLength(`1/0"`)).toEqual({ ok: false, error: 'A fraction cannot have a zero denominator.' });
    expect(parseLength('1' + '0'.repeat(400) + 'm')).toEqual({
      ok: false,
      error: 'The length is too large.',
    });
  });
});
