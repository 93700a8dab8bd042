import { describe, expect, it } from 'vitest';
import { cleanLength, defaultSizes, inchesToPx, metersToPx } from '../../../../src/core/units';

describe('default sizes on a true-scale plan', () => {
  it("keeps the spec's 60 and 40 at 100 % zoom and closer", () => {
    expect(defaultSizes(1, 'feet')).toEqual({ shape: 60, radius: 40 });
    expect(defaultSizes(4, 'meters')).toEqual({ shape: 60, radius: 40 });
  });

  it('reads them as screen pixels when zoomed out over a plan, rounded to a clean length', () => {
    // A 40' house fitted into 1,200 px: 60 px covers about 2'-0".
    const zoom = 1200 / inchesToPx(40 * 12);
    expect(defaultSizes(zoom, 'feet')).toEqual({ shape: inchesToPx(24), radius: inchesToPx(18) });
    const metric = defaultSizes(1200 / metersToPx(12), 'meters');
    expect(metric.shape).toBeCloseTo(metersToPx(0.5), 9);
  });

  it('rounds to the nearest clean drafting length', () => {
    expect(cleanLength(inchesToPx(5.2), 'feet')).toBe(inchesToPx(6));
    expect(cleanLength(inchesToPx(11), 'feet')).toBe(inchesToPx(12));
    expect(cleanLength(metersToPx(0.9), 'meters')).toBeCloseTo(metersToPx(1), 9);
  });
});
