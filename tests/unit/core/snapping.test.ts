import { describe, expect, it } from 'vitest';
import { worldPoint } from '../../../src/core/geometry/point';
import { SpatialIndex } from '../../../src/core/index/spatialIndex';
import { constrainAngle, snapAngle, snapToGrid, snapToPoint } from '../../../src/core/snapping';
import { at, drag, pageOf } from './fixtures';

describe('snapping (spec: 10 px snap points, grid 10 with tolerance 10, 15° angles)', () => {
  const index = SpatialIndex.fromPage(
    pageOf([drag('rectangle', 0, 0, 100, 100, 'r'), at('circle', 300, 300, 'c')]),
  );

  it('snaps to the nearest snap point within 10, and not beyond', () => {
    expect(snapToPoint(index, worldPoint(107, 4))).toMatchObject({ point: { x: 100, y: 0 }, elementId: 'r' });
    expect(snapToPoint(index, worldPoint(52, 55))).toMatchObject({ point: { x: 50, y: 50 } });
    expect(snapToPoint(index, worldPoint(345, 300))).toMatchObject({
      point: { x: 340, y: 300 },
      elementId: 'c',
    });
    expect(snapToPoint(index, worldPoint(111, 0))).toBeNull();
    expect(snapToPoint(index, worldPoint(107, 4), 10, new Set(['r']))).toBeNull();
  });

  it('snaps to the 10-unit grid', () => {
    expect(snapToGrid(worldPoint(14, 26))).toEqual({ x: 10, y: 30 });
    expect(snapToGrid(worldPoint(-4.9, 5))).toEqual({ x: 0, y: 10 });
    expect(snapToGrid(worldPoint(14, 26), 100, 10)).toEqual({ x: 14, y: 26 });
  });

  it('rotation and line angles snap to 15° steps', () => {
    expect([snapAngle(7), snapAngle(8), snapAngle(-22), snapAngle(359)]).toEqual([0, 15, -15, 360]);
    const end = constrainAngle(worldPoint(0, 0), worldPoint(100, 12));
    expect(end.y).toBeCloseTo(0);
    expect(end.x).toBeCloseTo(Math.hypot(100, 12));
    const diag = constrainAngle(worldPoint(0, 0), worldPoint(100, 90));
    expect(diag.x).toBeCloseTo(diag.y);
  });
});
