import { describe, expect, it } from 'vitest';
import { elementProperties, setElementProperty } from '../../../../src/core/commands/properties';
import { lineEndpoints } from '../../../../src/core/geometry/elementGeometry';
import type { DrawingElement } from '../../../../src/core/model/elements';
import { inchesToPx } from '../../../../src/core/units';
import { at, drag, pageOf } from '../fixtures';

const ft = (feet: number, inches = 0): number => inchesToPx(feet * 12 + inches);

function set(el: DrawingElement, key: Parameters<typeof setElementProperty>[1]['key'], value: number) {
  const r = setElementProperty(pageOf([el]), { id: el.id, key, value });
  if (!r.ok) throw new Error(r.error);
  return r.page.elements[0] as DrawingElement;
}

const field = (el: DrawingElement, key: string) => elementProperties(el).find((f) => f.key === key)?.value;

describe('properties typed in the panel', () => {
  it("sets a wall's length exactly, keeping its start and direction", () => {
    const wall = drag('wall', 0, 0, 300, 400, 'w');
    const longer = set(wall, 'length', ft(12, 6.5));
    const [a, b] = lineEndpoints(longer as Extract<DrawingElement, { type: 'wall' }>);
    expect(a).toEqual({ x: 0, y: 0 });
    expect(Math.hypot(b.x, b.y)).toBeCloseTo(ft(12, 6.5), 9);
    expect(b.y / b.x).toBeCloseTo(400 / 300, 9);
    expect(field(longer, 'length')).toBeCloseTo(ft(12, 6.5), 9);
  });

  it('turns a line to a CAD angle (counter-clockwise, 90 = up)', () => {
    const line = drag('line', 10, 10, 110, 10, 'l');
    expect(field(line, 'angle')).toBe(0);
    const up = set(line, 'angle', 90) as Extract<DrawingElement, { type: 'line' }>;
    expect(up.x2).toBeCloseTo(10, 9);
    expect(up.y2).toBeCloseTo(-90, 9);
  });

  it('sizes rectangles, squares and circles, and moves by the typed position', () => {
    const rect = drag('rectangle', 0, 0, 100, 50, 'r');
    expect(set(rect, 'width', ft(8))).toMatchObject({ width: ft(8), height: 50 });
    const square = drag('square', 0, 0, 100, 100, 's');
    expect(set(square, 'height', ft(3))).toMatchObject({ width: ft(3), height: ft(3) });
    const circle = at('circle', 0, 0, 'c');
    expect(set(circle, 'radius', ft(2))).toMatchObject({ radius: ft(2) });
    // Y is typed up-positive, as in CAD.
    expect(set(circle, 'y', ft(5))).toMatchObject({ x: 0, y: -ft(5) });
    expect(field(set(circle, 'x', ft(7)), 'x')).toBe(ft(7));
  });

  it('refuses sizes that would make an element vanish, with the reason', () => {
    const rect = drag('rectangle', 0, 0, 100, 50, 'r');
    const r = setElementProperty(pageOf([rect]), { id: 'r', key: 'width', value: 0 });
    expect(r).toEqual({ ok: false, error: 'The width must be more than zero.' });
    const c = setElementProperty(pageOf([rect]), { id: 'r', key: 'radius', value: 5 });
    expect(c.ok).toBe(false);
  });
});
