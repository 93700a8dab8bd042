import { describe, expect, it } from 'vitest';
import { signedArea } from '../../../../src/core/geometry/buildingGeometry';
import { enclosedOutline } from '../../../../src/core/geometry/roomDetect';
import { inchesToPx } from '../../../../src/core/units';
import { drag } from '../fixtures';

const ft = (feet: number) => inchesToPx(feet * 12);
const wall = (x1: number, y1: number, x2: number, y2: number, id: string) => drag('wall', x1, y1, x2, y2, id);

/** A 30' × 40' box of 6" walls (centre lines), split by a wall at x = 12' running the full depth (a T at each end). */
const plan = [
  wall(0, 0, ft(40), 0, 'n'),
  wall(ft(40), 0, ft(40), ft(30), 'e'),
  wall(ft(40), ft(30), 0, ft(30), 's'),
  wall(0, ft(30), 0, 0, 'w'),
  wall(ft(12), 0, ft(12), ft(30), 'i'),
];
const half = inchesToPx(3);

describe('rooms found by a click inside walls', () => {
  it('traces the inner faces of the walls around the click (L and T junctions)', () => {
    const west = enclosedOutline(plan, { x: ft(5), y: ft(10) });
    expect(west).not.toBeNull();
    const area = Math.abs(signedArea(west ?? []));
    expect(area).toBeCloseTo((ft(12) - 2 * half) * (ft(30) - 2 * half), 3);
    const east = enclosedOutline(plan, { x: ft(30), y: ft(20) });
    expect(Math.abs(signedArea(east ?? []))).toBeCloseTo((ft(28) - 2 * half) * (ft(30) - 2 * half), 3);
  });

  it('finds nothing outside the walls, inside a wall, or where a ring is open', () => {
    expect(enclosedOutline(plan, { x: ft(50), y: ft(10) })).toBeNull();
    expect(enclosedOutline(plan, { x: ft(12), y: ft(10) })).toBeNull();
    const open = plan.filter((w) => w.id !== 'n');
    expect(enclosedOutline(open, { x: ft(5), y: ft(10) })).toBeNull();
  });
});
