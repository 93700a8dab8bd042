import { describe, expect, it } from 'vitest';
import { PageSchema, parsePage } from '../../../src/contract/drawing';
import { bulgeArc } from '../../../src/core/geometry/cadGeometry';
import { dashPolyline } from '../../../src/core/geometry/dashes';
import { elementBounds, elementPath } from '../../../src/core/geometry/elementGeometry';
import { hatchStrokes } from '../../../src/core/geometry/hatchPatterns';
import { hitsElement, marqueeSelects } from '../../../src/core/geometry/selection';
import { textLines, textLocalBox } from '../../../src/core/geometry/textLayout';
import { moveElements } from '../../../src/core/commands/move';
import { rotateElements } from '../../../src/core/commands/rotate';
import { resizeElement } from '../../../src/core/commands/resize';
import type { DrawingElement, ElementDraft } from '../../../src/core/model/elements';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { plotElements } from '../../../src/core/export/plot';
import { layerLookup } from '../../../src/core/model/layerStyle';
import { worldPoint } from '../../../src/core/geometry/point';
import { pageOf } from './fixtures';

const el = (draft: Record<string, unknown>): DrawingElement =>
  finalizeElement({ id: 'e', x: 0, y: 0, rotation: 0, ...draft } as unknown as ElementDraft);

const box = (e: DrawingElement) => {
  const b = elementBounds(e);
  return [b.minX, b.minY, b.maxX, b.maxY].map((v) => Math.round(v * 1e6) / 1e6 + 0);
};

describe('arcs', () => {
  it('bounds a quarter arc by its ends, clockwise on screen from +x to +y (down)', () => {
    expect(box(el({ type: 'arc', radius: 10, startAngle: 0, endAngle: 90 }))).toEqual([0, 0, 10, 10]);
  });

  it('bounds an arc wrapping through 0 by the quadrant point it passes', () => {
    expect(box(el({ type: 'arc', radius: 10, startAngle: 270, endAngle: 90 }))).toEqual([0, -10, 10, 10]);
  });

  it('adds the rotation to both angles', () => {
    expect(box(el({ type: 'arc', radius: 10, startAngle: 0, endAngle: 90, rotation: 90 }))).toEqual([
      -10, 0, 0, 10,
    ]);
  });

  it('is picked on its curve only, not across its open side', () => {
    const arc = el({ type: 'arc', x: 100, y: 100, radius: 50, startAngle: 0, endAngle: 90 });
    expect(hitsElement(arc, worldPoint(100 + 50 * Math.SQRT1_2, 100 + 50 * Math.SQRT1_2), 2)).toBe(true);
    expect(hitsElement(arc, worldPoint(100, 50), 2)).toBe(false);
    expect(hitsElement(arc, worldPoint(100, 100), 2)).toBe(false);
  });
});

describe('ellipses', () => {
  it('bounds a half ellipse exactly (parametric 0 to 180 runs through +y)', () => {
    expect(box(el({ type: 'ellipse', rx: 20, ry: 10, startAngle: 0, endAngle: 180 }))).toEqual([
      -20, 0, 20, 10,
    ]);
  });

  it('bounds a rotated full ellipse by its turned axes', () => {
    expect(box(el({ type: 'ellipse', rx: 20, ry: 10, startAngle: 0, endAngle: 360, rotation: 90 }))).toEqual([
      -10, -20, 10, 20,
    ]);
  });

  it('bounds an ellipse at 45° within its axes', () => {
    const b = elementBounds(
      el({ type: 'ellipse', rx: 20, ry: 10, startAngle: 0, endAngle: 360, rotation: 45 }),
    );
    const half = Math.sqrt((400 + 100) / 2);
    expect(b.maxX).toBeCloseTo(half, 9);
    expect(b.minY).toBeCloseTo(-half, 9);
  });
});

describe('polylines with bulges', () => {
  it('turns a positive bulge clockwise on screen: a half circle above the chord when running right', () => {
    const arc = bulgeArc({ x: 0, y: 0 }, { x: 10, y: 0 }, 1);
    expect(arc?.radius).toBeCloseTo(5, 12);
    expect(arc?.center.x).toBeCloseTo(5, 12);
    expect(arc?.center.y).toBeCloseTo(0, 12);
    expect(arc?.sweep).toBeCloseTo(180, 12);
    expect(
      box(
        el({
          type: 'polyline',
          points: [
            { x: 0, y: 0 },
            { x: 10, y: 0 },
          ],
          bulges: [1],
          closed: false,
        }),
      ),
    ).toEqual([0, -5, 10, 0]);
  });

  it('reads two closed vertices with bulges 1 and 1 as a circle (a common CAD idiom)', () => {
    const circle = el({
      type: 'polyline',
      points: [
        { x: 0, y: 0 },
        { x: 10, y: 0 },
      ],
      bulges: [1, 1],
      closed: true,
    });
    expect(box(circle)).toEqual([0, -5, 10, 5]);
    const path = elementPath(circle);
    expect(path.closed).toBe(true);
    for (const p of path.points) expect(Math.hypot(p.x - 5, p.y)).toBeCloseTo(5, 9);
  });

  it('keeps straight segments straight and is picked on its outline, not inside', () => {
    const square = el({
      type: 'polyline',
      points: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 100 },
        { x: 0, y: 100 },
      ],
      closed: true,
    });
    expect(elementPath(square).points).toHaveLength(4);
    expect(hitsElement(square, worldPoint(50, 1), 2)).toBe(true);
    expect(hitsElement(square, worldPoint(50, 50), 2)).toBe(false);
  });

  it('survives a move and its reverse, and a rotation and its reverse (transform round trip)', () => {
    const poly = el({
      type: 'polyline',
      x: 10,
      y: 20,
      points: [
        { x: 0, y: 0 },
        { x: 40, y: 0 },
        { x: 40, y: 30 },
      ],
      bulges: [0.5, -0.25],
      closed: false,
    });
    const arc = { ...el({ type: 'arc', x: 300, y: 50, radius: 25, startAngle: 10, endAngle: 200 }), id: 'a' };
    const page = pageOf([poly, arc]);
    const moved = moveElements(page, { ids: ['e', 'a'], dx: 12.5, dy: -7 });
    if (!moved.ok) throw new Error(moved.error);
    const back = moveElements(moved.page, { ids: ['e', 'a'], dx: -12.5, dy: 7 });
    if (!back.ok) throw new Error(back.error);
    expect(box(back.page.elements[0] as DrawingElement)).toEqual(box(poly));
    // One element at a time turns about its own centre, so a turn and its reverse give it back exactly.
    for (const id of ['e', 'a']) {
      const turned = rotateElements(page, { ids: [id], delta: 30, snap: false });
      if (!turned.ok) throw new Error(turned.error);
      const unturned = rotateElements(turned.page, { ids: [id], delta: -30, snap: false });
      if (!unturned.ok) throw new Error(unturned.error);
      unturned.page.elements.forEach((e, i) => {
        const was = box(page.elements[i] as DrawingElement);
        box(e).forEach((v, k) => expect(v).toBeCloseTo(was[k] as number, 6));
      });
    }
  });

  it('resizes by scaling its vertices about the opposite corner, bulges kept', () => {
    const poly = el({
      type: 'polyline',
      points: [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 50 },
      ],
      bulges: [0, 0.3],
      closed: false,
    });
    // Twice the size both ways (a uniform scale keeps arcs exactly arcs).
    const [, , w, h] = box(poly);
    const r = resizeElement(pageOf([poly]), {
      id: 'e',
      handle: 'se',
      to: worldPoint((w as number) * 2, (h as number) * 2),
    });
    if (!r.ok) throw new Error(r.error);
    const after = r.page.elements[0] as DrawingElement;
    // The box (the bulge's outer point included) now ends at the pointer; the top-left corner stayed.
    const [minX, minY, maxX, maxY] = box(after);
    expect(minX).toBeCloseTo(0, 9);
    expect(minY).toBeCloseTo(0, 9);
    expect(maxX).toBeCloseTo((w as number) * 2, 6);
    expect(maxY).toBeCloseTo((h as number) * 2, 6);
    expect(after.type === 'polyline' && after.bulges).toEqual([0, 0.3]);
  });
});

describe('hatches, points and text', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 100, y: 0 },
    { x: 100, y: 100 },
    { x: 0, y: 100 },
  ];
  const island = [
    { x: 40, y: 40 },
    { x: 60, y: 40 },
    { x: 60, y: 60 },
    { x: 40, y: 60 },
  ];

  it('picks a hatch inside its fill but not in an island', () => {
    const h = el({
      type: 'hatch',
      loops: [square, island],
      pattern: 'SOLID',
      patternScale: 1,
      patternAngle: 0,
    });
    expect(hitsElement(h, worldPoint(20, 20), 1)).toBe(true);
    expect(hitsElement(h, worldPoint(50, 50), 1)).toBe(false);
    expect(box(h)).toEqual([0, 0, 100, 100]);
  });

  it('clips ANSI31 strokes to the boundary and leaves islands empty', () => {
    const strokes = hatchStrokes([square, island], 'ANSI31', 1 / 12, 0);
    expect(strokes).not.toBeNull();
    expect(strokes?.length).toBeGreaterThan(20);
    for (const [a, b] of strokes ?? []) {
      for (const p of [a, b]) {
        expect(p.x).toBeGreaterThan(-1e-6);
        expect(p.x).toBeLessThan(100 + 1e-6);
      }
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      expect(mid.x > 40.5 && mid.x < 59.5 && mid.y > 40.5 && mid.y < 59.5).toBe(false);
    }
    // 45° on screen as in AutoCAD: going right, the lines go up (y down, so y decreases).
    const [a, b] = (strokes ?? [])[0] ?? [];
    if (a && b) expect((b.y - a.y) / (b.x - a.x)).toBeCloseTo(-1, 9);
  });

  it('plots a SOLID hatch with its island as a hole (even-odd), and a separate loop filled', () => {
    const apart = square.map((p) => ({ x: p.x + 200, y: p.y }));
    const h = el({
      type: 'hatch',
      // The island first: the file's order does not say which loop is outside.
      loops: [island, square, apart],
      pattern: 'SOLID',
      patternScale: 1,
      patternAngle: 0,
    });
    const paths = plotElements([h], { unit: 'feet', k: 1, layers: layerLookup(pageOf([h])) }).paths;
    const filled = paths.filter((p) => p.fill !== null);
    expect(filled).toHaveLength(2);
    expect(filled[0]?.holes).toHaveLength(1);
    expect(filled[0]?.holes?.[0]?.[0]).toMatchObject({ x: 40, y: 40 });
    expect(filled[1]?.holes).toBeUndefined();
  });

  it('answers null for an unknown pattern so the drawing falls back to a tint', () => {
    expect(hatchStrokes([square], 'NO-SUCH', 1, 0)).toBeNull();
  });

  it('keeps a point selectable by click and marquee although it has no extent', () => {
    const p = el({ type: 'point', x: 10, y: 10 });
    expect(hitsElement(p, worldPoint(11, 10), 2)).toBe(true);
    expect(marqueeSelects(p, { minX: 0, minY: 0, maxX: 20, maxY: 20 })).toBe(true);
    expect(marqueeSelects(p, { minX: 11, minY: 0, maxX: 20, maxY: 20 })).toBe(false);
  });

  it('sizes CAD text by its true cap height, aligns it about (x, y) and wraps it to its width', () => {
    const t = { x: 100, y: 0, text: 'AB', fontSize: 16, height: 7, align: 'center' as const };
    const b = textLocalBox(t);
    // em = 7 / 0.7 = 10; two characters at 0.6 em.
    expect(b.maxX - b.minX).toBeCloseTo(12, 9);
    expect((b.minX + b.maxX) / 2).toBeCloseTo(100, 9);
    expect(textLines({ text: 'one two three', fontSize: 10, width: 30 })).toEqual(['one', 'two', 'three']);
  });

  it('cuts a dashed line into its dashes', () => {
    const dashes = dashPolyline(
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ],
      false,
      [10, -5],
    );
    expect(dashes).toHaveLength(7);
    expect(dashes?.[1]).toEqual([
      { x: 15, y: 0 },
      { x: 25, y: 0 },
    ]);
  });
});

describe('page version 4', () => {
  it('upgrades a version 3 page with an empty layer list and leaves its elements alone', () => {
    const v3 = {
      version: 3,
      id: 'p',
      name: 'P',
      elements: [{ id: 'l', type: 'line', x: 0, y: 0, x2: 5, y2: 5, rotation: 0, snapPoints: [] }],
    };
    const r = parsePage(v3);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.version).toBe(4);
    expect(r.value.layers).toEqual([]);
    expect(r.value.elements[0]).toMatchObject({ id: 'l', type: 'line', x2: 5 });
  });

  it('refuses layer names that differ only in case, and hatches over the loop cap', () => {
    const layer = {
      color: '#ff0000',
      visible: true,
      frozen: false,
      locked: false,
      linetype: 'CONTINUOUS',
      lineweight: -3,
    };
    const dup = PageSchema.safeParse({
      version: 4,
      id: 'p',
      name: 'P',
      elements: [],
      layers: [
        { ...layer, name: 'A-WALL' },
        { ...layer, name: 'a-wall' },
      ],
    });
    expect(dup.success).toBe(false);
    const loops = Array.from({ length: 101 }, () => [{ x: 0, y: 0 }]);
    const hatch = {
      id: 'h',
      type: 'hatch',
      x: 0,
      y: 0,
      rotation: 0,
      loops,
      pattern: 'SOLID',
      patternScale: 1,
      patternAngle: 0,
    };
    expect(PageSchema.safeParse({ version: 4, id: 'p', name: 'P', elements: [hatch] }).success).toBe(false);
  });

  it('accepts every new type with its style overrides', () => {
    const common = {
      x: 0,
      y: 0,
      rotation: 0,
      layer: 'A-DETL',
      color: '#00ff00',
      linetype: 'DASHED',
      lineweight: 0.35,
    };
    const r = PageSchema.safeParse({
      version: 4,
      id: 'p',
      name: 'P',
      elements: [
        { ...common, id: 'a', type: 'arc', radius: 5, startAngle: 0, endAngle: 90 },
        { ...common, id: 'e', type: 'ellipse', rx: 5, ry: 2, startAngle: 0, endAngle: 360 },
        {
          ...common,
          id: 'pl',
          type: 'polyline',
          points: [
            { x: 0, y: 0 },
            { x: 1, y: 1 },
          ],
          bulges: [0.5],
          closed: false,
        },
        {
          ...common,
          id: 'h',
          type: 'hatch',
          loops: [
            [
              { x: 0, y: 0 },
              { x: 1, y: 0 },
              { x: 1, y: 1 },
            ],
          ],
          pattern: 'ANSI31',
          patternScale: 1,
          patternAngle: 0,
        },
        { ...common, id: 'pt', type: 'point' },
        {
          ...common,
          id: 't',
          type: 'text',
          text: 'x',
          fontSize: 16,
          fill: '#000000',
          height: 12,
          align: 'right',
          width: 200,
        },
        {
          ...common,
          id: 'd',
          type: 'dimension',
          x2: 10,
          y2: 0,
          offset: 5,
          measureAngle: 0,
          textOverride: '<> TYP',
        },
      ],
      layers: [
        {
          name: 'A-DETL',
          color: '#ff0000',
          visible: true,
          frozen: false,
          locked: false,
          linetype: 'CONTINUOUS',
          lineweight: -3,
        },
      ],
      currentLayer: 'A-DETL',
    });
    expect(r.success).toBe(true);
  });
});
