import { describe, expect, it } from 'vitest';
import { elementBounds } from '../../../src/core/geometry/elementGeometry';
import type { WorldPoint } from '../../../src/core/geometry/point';
import { screenPoint, worldPoint } from '../../../src/core/geometry/point';
import { screenToWorld, worldToScreen } from '../../../src/core/viewport';
import { DEFAULT_WALL_THICKNESS } from '../../../src/core/model/constants';
import {
  BEZIER_DISCARDED_WARNING,
  clampFontSize,
  createDefaultText,
  createElementFromDrag,
  createFreePencil,
} from '../../../src/core/model/factories';
import { createRandomIdSource, createSequentialIdSource, seededRandom } from '../../../src/core/model/ids';
import { createPage } from '../../../src/core/model/page';
import { at, drag } from './fixtures';

describe('element defaults (spec section 9)', () => {
  it('a click with a shape tool creates the default size 60 centred on the point', () => {
    const sq = at('square', 100, 100, 'a');
    expect(sq).toMatchObject({ type: 'square', x: 70, y: 70, width: 60, height: 60, rotation: 0 });
    const rect = at('rectangle', 0, 0, 'b');
    expect(elementBounds(rect)).toEqual({ minX: -30, minY: -30, maxX: 30, maxY: 30 });
  });

  it('circles, half arches and polygons default to radius 40; pentagon has 5 sides, hexagon 6', () => {
    expect(at('circle', 0, 0, 'c')).toMatchObject({ type: 'circle', radius: 40 });
    expect(at('half-arch', 0, 0, 'h')).toMatchObject({ type: 'half-arch', radius: 40 });
    const pent = at('pentagon', 0, 0, 'p');
    const hex = at('hexagon', 0, 0, 'x');
    expect(pent).toMatchObject({ type: 'polygon', polygonType: 'pentagon', radius: 40 });
    expect(pent.type === 'polygon' && pent.points).toHaveLength(5);
    expect(hex.type === 'polygon' && hex.points).toHaveLength(6);
  });

  it('the Text button places "Sample Text" at size 16 between 100 and 200 using the injected random source', () => {
    const low = createDefaultText(
      () => 't1',
      () => 0,
    );
    const high = createDefaultText(
      () => 't2',
      () => 0.999999,
    );
    expect(low).toMatchObject({ text: 'Sample Text', fontSize: 16, x: 100, y: 100, fill: '#000000' });
    expect(high.x).toBeLessThan(200);
    expect(high.x).toBeGreaterThan(199.9);
  });

  it('font sizes outside 8–96 are clamped', () => {
    expect(clampFontSize(4)).toBe(8);
    expect(clampFontSize(200)).toBe(96);
    expect(clampFontSize(24)).toBe(24);
    expect(clampFontSize(Number.NaN)).toBe(16);
  });

  it('walls are 6 inches thick at 96 px per inch', () => {
    expect(drag('wall', 0, 0, 960, 0, 'w')).toMatchObject({ type: 'wall', thickness: 576 });
    expect(DEFAULT_WALL_THICKNESS).toBe(6 * 96);
  });
});

describe('creating by drag', () => {
  it('a bezier arch whose start and end differ by 2 or less on both axes is discarded with a warning', () => {
    const ids = () => 'b';
    expect(createElementFromDrag('bezier-arch', worldPoint(10, 10), worldPoint(12, 8), ids)).toEqual({
      kind: 'discarded',
      warning: BEZIER_DISCARDED_WARNING,
    });
    expect(createElementFromDrag('bezier-arch', worldPoint(10, 10), worldPoint(13, 10), ids).kind).toBe(
      'created',
    );
  });

  it('a rectangle spans the drag whichever way it goes; a square takes the longer side', () => {
    expect(drag('rectangle', 100, 80, 40, 20, 'r')).toMatchObject({ x: 40, y: 20, width: 60, height: 60 });
    expect(drag('square', 0, 0, -30, 50, 's')).toMatchObject({ x: -50, y: 0, width: 50, height: 50 });
  });

  it('an equilateral triangle keeps its proportions', () => {
    const t = drag('equilateral-triangle', 0, 0, 100, 10, 't');
    expect(t.type === 'equilateral-triangle' && t.height).toBeCloseTo(86.6025, 3);
  });

  it('a freehand stroke keeps its shape relative to its first point', () => {
    const el = createFreePencil([worldPoint(5, 5), worldPoint(10, 7), worldPoint(12, 20)], () => 'f');
    expect(el).toMatchObject({
      type: 'free-pencil',
      x: 5,
      y: 5,
      points: [
        { x: 0, y: 0 },
        { x: 5, y: 2 },
        { x: 7, y: 15 },
      ],
    });
  });
});

describe('snap points', () => {
  it('a rectangle offers its 4 corners, 4 midpoints and centre', () => {
    const r = drag('rectangle', 0, 0, 100, 50, 'r');
    expect(r.snapPoints).toEqual(
      expect.arrayContaining([
        { x: 0, y: 0 },
        { x: 100, y: 50 },
        { x: 50, y: 0 },
        { x: 100, y: 25 },
        { x: 50, y: 25 },
      ]),
    );
    expect(r.snapPoints).toHaveLength(9);
  });

  it('a line offers both ends and its midpoint; a circle its centre and quadrants', () => {
    expect(drag('line', 0, 0, 10, 20, 'l').snapPoints).toEqual([
      { x: 0, y: 0 },
      { x: 10, y: 20 },
      { x: 5, y: 10 },
    ]);
    expect(at('circle', 0, 0, 'c').snapPoints).toContainEqual({ x: 40, y: 0 });
  });

  it('a polygon offers corners, midpoints and its centre (11 for a pentagon)', () => {
    expect(at('pentagon', 0, 0, 'p').snapPoints).toHaveLength(11);
  });
});

describe('ids and pages', () => {
  it('generated ids are unique and reproducible with a seeded source', () => {
    const ids = createRandomIdSource(seededRandom(42));
    const many = new Set(Array.from({ length: 5000 }, ids));
    expect(many.size).toBe(5000);
    expect(createRandomIdSource(seededRandom(42))()).toBe(createRandomIdSource(seededRandom(42))());
    const seq = createSequentialIdSource('x');
    expect([seq(), seq()]).toEqual(['x-1', 'x-2']);
  });

  it('a page without a name is called "Page {n}"', () => {
    expect(createPage('p', 3).name).toBe('Page 3');
    expect(createPage('p', 3, '  ').name).toBe('Page 3');
    expect(createPage('p', 3, 'Ground floor').name).toBe('Ground floor');
  });
});

describe('world and screen points', () => {
  it('convert through the camera and cannot be mixed up at compile time', () => {
    const camera = { x: 100, y: 50, zoom: 2 };
    const w = screenToWorld(camera, screenPoint(300, 150));
    expect(w).toEqual({ x: 250, y: 125 });
    expect(worldToScreen(camera, w)).toEqual({ x: 300, y: 150 });
    const takesWorld = (p: WorldPoint) => p.x;
    // @ts-expect-error a screen point is not a world point
    takesWorld(screenPoint(1, 2));
    // @ts-expect-error a plain object is not a world point either
    takesWorld({ x: 1, y: 2 });
    expect(takesWorld(w)).toBe(250);
  });
});
