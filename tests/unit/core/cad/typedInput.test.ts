import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cadAngle,
  parseTypedInput,
  projectOnAngle,
  resolveTypedPoint,
} from '../../../../src/core/input/typedInput';
import { inchesToPx, metersToPx } from '../../../../src/core/units';

const ft = (feet: number, inches = 0): number => inchesToPx(feet * 12 + inches);

function value(text: string, unit: 'feet' | 'meters' = 'feet') {
  const r = parseTypedInput(text, unit);
  if (!r.ok) throw new Error(`${text}: ${r.error}`);
  return r.value;
}

describe('typed input at the cursor', () => {
  it.each([
    [`10'6 1/2"`, ft(10, 6.5)],
    [`10' 6"`, ft(10, 6)],
    [`10'-6"`, ft(10, 6)],
    [`126"`, inchesToPx(126)],
    [`12`, ft(12)],
    [`10.5'`, ft(10.5)],
  ])('reads %s as a distance in feet-inches designs', (text, px) => {
    expect(value(text)).toEqual({ kind: 'distance', length: px });
  });

  it.each([
    ['3.2m', metersToPx(3.2)],
    ['3200mm', metersToPx(3.2)],
    ['320cm', metersToPx(3.2)],
    ['3.2', metersToPx(3.2)],
  ])('reads %s as a distance in metric designs', (text, px) => {
    const v = value(text, 'meters');
    expect(v.kind).toBe('distance');
    if (v.kind === 'distance') expect(v.length).toBeCloseTo(px, 9);
  });

  it('reads relative, polar, angle-only and absolute entries', () => {
    expect(value(`@10',-4'6"`)).toEqual({ kind: 'relative', dx: ft(10), dy: -ft(4, 6) });
    expect(value(`@3m,2m`, 'meters')).toEqual({ kind: 'relative', dx: metersToPx(3), dy: metersToPx(2) });
    expect(value(`10'<30`)).toEqual({ kind: 'polar', length: ft(10), degrees: 30 });
    expect(value(`@10'<30`)).toEqual({ kind: 'polar', length: ft(10), degrees: 30 });
    expect(value(`<-45`)).toEqual({ kind: 'angle', degrees: -45 });
    expect(value(`<90°`)).toEqual({ kind: 'angle', degrees: 90 });
    expect(value(`#20',30'`)).toEqual({ kind: 'absolute', x: ft(20), y: ft(30) });
  });

  it('explains what is wrong with a bad entry', () => {
    for (const bad of ['', 'abc', "10'<north", '@10', '#5', '-3', '1/0"']) {
      const r = parseTypedInput(bad, 'feet');
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.error.length).toBeGreaterThan(10);
    }
    const r = parseTypedInput("10'<north", 'feet');
    expect(!r.ok && r.error).toMatch(/angle/);
  });

  it('puts a typed distance along the rubber band, or along a locked angle', () => {
    const from = { x: 100, y: 100 };
    const east = resolveTypedPoint({ kind: 'distance', length: ft(10) }, from, { x: 500, y: 100 });
    expect(east).toEqual({ x: 100 + ft(10), y: 100 });
    // CAD angles run counter-clockwise: 90° points up the screen (y down).
    const up = resolveTypedPoint({ kind: 'distance', length: ft(10) }, from, { x: 0, y: 0 }, 90);
    expect(up?.x).toBeCloseTo(100, 9);
    expect(up?.y).toBeCloseTo(100 - ft(10), 9);
    const rel = resolveTypedPoint({ kind: 'relative', dx: 10, dy: 20 }, from, from);
    expect(rel).toEqual({ x: 110, y: 80 });
  });

  it('lands a typed length exactly, whatever the cursor direction (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: -1e5, max: 1e5, noNaN: true }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        (fx, fy, cx, cy, length) => {
          fc.pre(Math.hypot(cx - fx, cy - fy) > 1e-3);
          const from = { x: fx, y: fy };
          const p = resolveTypedPoint({ kind: 'distance', length }, from, { x: cx, y: cy });
          expect(p).not.toBeNull();
          if (!p) return;
          expect(Math.abs(Math.hypot(p.x - fx, p.y - fy) - length)).toBeLessThan(1e-6 * Math.max(1, length));
          // Same direction as the cursor.
          const turn = Math.abs(cadAngle(from, p) - cadAngle(from, { x: cx, y: cy }));
          expect(Math.min(turn, 360 - turn)).toBeLessThan(1e-6);
        },
      ),
    );
  });

  it('keeps a locked angle while the cursor moves, never behind the start', () => {
    const p = projectOnAngle({ x: 0, y: 0 }, { x: 10, y: -3 }, 0);
    expect(p).toEqual({ x: 10, y: 0 });
    expect(projectOnAngle({ x: 0, y: 0 }, { x: -10, y: 0 }, 0)).toEqual({ x: 0, y: 0 });
  });
});
