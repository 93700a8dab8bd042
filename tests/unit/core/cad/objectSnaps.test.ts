import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrawingElement } from '../../../../src/core/model/elements';
import type { SnapMode } from '../../../../src/core/snap/objectSnaps';
import { findObjectSnap, orthoPoint, polarTrack, SNAP_MODES } from '../../../../src/core/snap/objectSnaps';
import { at, drag } from '../fixtures';

const all = new Set<SnapMode>(SNAP_MODES);
const only = (...modes: SnapMode[]) => new Set<SnapMode>(modes);
const line = (x1: number, y1: number, x2: number, y2: number, id: string): DrawingElement =>
  drag('line', x1, y1, x2, y2, id);
const coord = fc.double({ min: -1e4, max: 1e4, noNaN: true });

describe('object snaps', () => {
  it('snaps to an endpoint, a midpoint and a circle centre, naming the snap', () => {
    const l = line(0, 0, 100, 0, 'l');
    expect(findObjectSnap([l], { cursor: { x: 97, y: 2 }, tolerance: 10, modes: all })).toMatchObject({
      point: { x: 100, y: 0 },
      mode: 'endpoint',
      elementId: 'l',
    });
    expect(findObjectSnap([l], { cursor: { x: 52, y: 3 }, tolerance: 10, modes: all })).toMatchObject({
      point: { x: 50, y: 0 },
      mode: 'midpoint',
    });
    const c = at('circle', 500, 500, 'c');
    expect(findObjectSnap([c], { cursor: { x: 503, y: 498 }, tolerance: 10, modes: all })).toMatchObject({
      point: { x: 500, y: 500 },
      mode: 'center',
    });
  });

  it('honours the snap menu: a mode that is off never snaps', () => {
    const l = line(0, 0, 100, 0, 'l');
    expect(
      findObjectSnap([l], { cursor: { x: 97, y: 2 }, tolerance: 10, modes: only('midpoint') }),
    ).toBeNull();
    expect(
      findObjectSnap([l], { cursor: { x: 97, y: 2 }, tolerance: 10, modes: only('nearest') }),
    ).toMatchObject({
      point: { x: 97, y: 0 },
      mode: 'nearest',
    });
    expect(findObjectSnap([l], { cursor: { x: 97, y: 2 }, tolerance: 10, modes: new Set() })).toBeNull();
  });

  it('lands exactly on the crossing of two segments (property, 1e-6)', () => {
    fc.assert(
      fc.property(
        coord,
        coord,
        coord,
        coord,
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        (ax, ay, bx, by, t, u) => {
          // Build two segments through a known point P = a + t (b - a), the second at right angles.
          fc.pre(Math.hypot(bx - ax, by - ay) > 1);
          const p = { x: ax + t * (bx - ax), y: ay + t * (by - ay) };
          const nx = -(by - ay);
          const ny = bx - ax;
          const s1 = line(ax, ay, bx, by, 's1');
          const s2 = line(p.x - u * nx, p.y - u * ny, p.x + (1 - u) * nx, p.y + (1 - u) * ny, 's2');
          const snap = findObjectSnap([s1, s2], {
            cursor: { x: p.x + 0.3, y: p.y - 0.2 },
            tolerance: 2,
            modes: only('intersection'),
          });
          expect(snap?.mode).toBe('intersection');
          expect(Math.hypot((snap?.point.x ?? NaN) - p.x, (snap?.point.y ?? NaN) - p.y)).toBeLessThan(1e-6);
        },
      ),
    );
  });

  it('drops a perpendicular from the last point exactly (property, 1e-6)', () => {
    fc.assert(
      fc.property(coord, coord, coord, coord, coord, coord, (ax, ay, bx, by, fx, fy) => {
        fc.pre(Math.hypot(bx - ax, by - ay) > 1);
        const dx = bx - ax;
        const dy = by - ay;
        const t = ((fx - ax) * dx + (fy - ay) * dy) / (dx * dx + dy * dy);
        fc.pre(t > 0.01 && t < 0.99);
        const foot = { x: ax + t * dx, y: ay + t * dy };
        const snap = findObjectSnap([line(ax, ay, bx, by, 's')], {
          cursor: foot,
          tolerance: 1,
          modes: only('perpendicular'),
          from: { x: fx, y: fy },
        });
        expect(snap?.mode).toBe('perpendicular');
        const p = snap?.point ?? { x: NaN, y: NaN };
        // On the line, and the drawn segment meets it at right angles.
        const len = Math.hypot(dx, dy);
        expect(Math.abs(((p.x - ax) * dy - (p.y - ay) * dx) / len)).toBeLessThan(1e-6);
        const seg = Math.hypot(p.x - fx, p.y - fy);
        if (seg > 1e-3)
          expect(Math.abs(((p.x - fx) * dx + (p.y - fy) * dy) / (len * seg))).toBeLessThan(1e-6);
      }),
    );
  });

  it('lands on a circle exactly with nearest, and crosses a line and a circle exactly', () => {
    const c = at('circle', 0, 0, 'c'); // default radius 40
    const near = findObjectSnap([c], { cursor: { x: 30, y: 30 }, tolerance: 20, modes: only('nearest') });
    expect(Math.hypot(near?.point.x ?? 0, near?.point.y ?? 0)).toBeCloseTo(40, 9);
    const l = line(-100, 10, 100, 10, 'l');
    const x = findObjectSnap([c, l], { cursor: { x: 39, y: 9 }, tolerance: 5, modes: only('intersection') });
    expect(x?.point.x).toBeCloseTo(Math.sqrt(40 * 40 - 100), 9);
    expect(x?.point.y).toBeCloseTo(10, 9);
  });

  it('follows a tracked line beyond its end (extension) and a tracked direction (parallel)', () => {
    const segment = { a: { x: 0, y: 0 }, b: { x: 100, y: 100 } };
    const ext = findObjectSnap([], {
      cursor: { x: 151, y: 149 },
      tolerance: 5,
      modes: only('extension'),
      tracked: [{ elementId: 'l', segment }],
    });
    expect(ext).toMatchObject({ mode: 'extension', point: { x: 150, y: 150 } });
    const par = findObjectSnap([], {
      cursor: { x: 1052, y: 49 },
      tolerance: 5,
      modes: only('parallel'),
      from: { x: 1000, y: 0 },
      tracked: [{ elementId: 'l', segment }],
    });
    expect(par?.mode).toBe('parallel');
    expect((par?.point.x ?? 0) - 1000).toBeCloseTo(par?.point.y ?? NaN, 9);
  });

  it('prefers an endpoint over nearest when both are in reach', () => {
    const snap = findObjectSnap([line(0, 0, 100, 0, 'l')], {
      cursor: { x: 95, y: 0 },
      tolerance: 10,
      modes: all,
    });
    expect(snap?.mode).toBe('endpoint');
  });
});

describe('ortho and polar tracking', () => {
  it('ortho pulls the cursor onto the nearer axis', () => {
    expect(orthoPoint({ x: 0, y: 0 }, { x: 100, y: 20 })).toEqual({ x: 100, y: 0 });
    expect(orthoPoint({ x: 0, y: 0 }, { x: 10, y: -80 })).toEqual({ x: 0, y: -80 });
  });

  it('polar tracking locks to the increment near the cursor, else lets go', () => {
    const p = polarTrack({ x: 0, y: 0 }, { x: 100, y: -101 }, 45, 5);
    expect(p?.degrees).toBe(45);
    expect(p?.point.x).toBeCloseTo(100.5, 9);
    expect(p?.point.y).toBeCloseTo(-100.5, 9);
    expect(polarTrack({ x: 0, y: 0 }, { x: 100, y: -60 }, 45, 5)).toBeNull();
  });
});
