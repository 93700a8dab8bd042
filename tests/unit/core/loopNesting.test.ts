import { describe, expect, it } from 'vitest';
import { evenOddFill } from '../../../src/core/geometry/loopNesting';
import type { Point } from '../../../src/core/geometry/point';

const square = (x: number, y: number, s: number): Point[] => [
  { x, y },
  { x: x + s, y },
  { x: x + s, y: y + s },
  { x, y: y + s },
];

describe('hatch loops filled even-odd', () => {
  it('fills every separate loop, not only the first (a wall poché of many pieces)', () => {
    expect(evenOddFill([square(0, 0, 1), square(5, 0, 1), square(9, 0, 1)])).toEqual([
      { outer: 0, holes: [] },
      { outer: 1, holes: [] },
      { outer: 2, holes: [] },
    ]);
  });

  it('cuts islands out of the loop around them and fills an island inside an island', () => {
    // Listed inner first: the order of the file does not decide which loop is outside.
    const loops = [square(2, 2, 2), square(0, 0, 10), square(2.5, 2.5, 1), square(20, 0, 1)];
    expect(evenOddFill(loops)).toEqual([
      { outer: 1, holes: [0] },
      { outer: 2, holes: [] },
      { outer: 3, holes: [] },
    ]);
  });
});
