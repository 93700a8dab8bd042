import { describe, expect, it } from 'vitest';
import {
  DRAWING_LIMITS,
  ELEMENT_TYPE_ERROR,
  OutlineInputSchema,
  parsePage,
  parsePages,
} from '../../../src/contract/drawing';

const rect = (over: Record<string, unknown> = {}) => ({
  id: 'r1',
  type: 'rectangle',
  x: 0,
  y: 0,
  rotation: 0,
  width: 60,
  height: 60,
  snapPoints: [],
  ...over,
});
const page = (elements: unknown[], over: Record<string, unknown> = {}) => ({
  version: 2,
  id: 'p1',
  name: 'Page 1',
  elements,
  ...over,
});

describe('page validation', () => {
  it('accepts a current page and keeps it as sent', () => {
    const r = parsePage(page([rect()]));
    expect(r).toMatchObject({ ok: true, value: { id: 'p1', elements: [{ id: 'r1', width: 60 }] } });
  });

  it('rejects non-finite numbers, naming the path', () => {
    expect(parsePage(page([rect({ x: Number.NaN })]))).toEqual({
      ok: false,
      error: 'elements[0].x: must be a finite number',
    });
    expect(parsePage(page([rect(), rect({ id: 'r2', width: Infinity })]))).toMatchObject({
      ok: false,
      error: expect.stringContaining('elements[1].width'),
    });
  });

  it('rejects unknown element types and duplicate ids', () => {
    expect(parsePage(page([rect({ type: 'toilet' })]))).toEqual({
      ok: false,
      error: `elements[0].type: ${ELEMENT_TYPE_ERROR}`,
    });
    expect(parsePage(page([rect(), rect()]))).toEqual({
      ok: false,
      error: 'elements[1].id: is a duplicate id',
    });
  });

  it('caps elements per page and points per element', () => {
    const many = Array.from({ length: DRAWING_LIMITS.elementsPerPage + 1 }, (_, i) => rect({ id: `r${i}` }));
    expect(parsePage(page(many))).toEqual({
      ok: false,
      error: `elements: must have at most ${DRAWING_LIMITS.elementsPerPage} elements`,
    });
    const stroke = {
      id: 's',
      type: 'free-pencil',
      x: 0,
      y: 0,
      rotation: 0,
      points: Array.from({ length: DRAWING_LIMITS.pointsPerElement + 1 }, () => ({ x: 0, y: 0 })),
    };
    expect(parsePage(page([stroke]))).toEqual({
      ok: false,
      error: `elements[0].points: must have at most ${DRAWING_LIMITS.pointsPerElement} points`,
    });
  });

  it('enforces the font size range and triangle point count', () => {
    const text = { id: 't', type: 'text', x: 0, y: 0, rotation: 0, text: 'a', fontSize: 120, fill: '#000' };
    expect(parsePage(page([text]))).toEqual({ ok: false, error: 'elements[0].fontSize: must be at most 96' });
    const tri = {
      id: 't',
      type: 'triangle',
      x: 0,
      y: 0,
      rotation: 0,
      width: 1,
      height: 1,
      points: [{ x: 0, y: 0 }],
    };
    expect(parsePage(page([tri]))).toEqual({
      ok: false,
      error: 'elements[0].points: must have exactly 3 points',
    });
  });
});

describe('migration of older documents', () => {
  it('upgrades an unversioned page: ids, names, rotation, free-hand strokes with flat points, font sizes', () => {
    const legacy = {
      elements: [
        { type: 'free-hand', x: 1, y: 2, points: [0, 0, 5, 5, 10, 0] },
        { id: 't', type: 'text', x: 0, y: 0, text: 'Hi', fontSize: 200 },
        { id: 'w', type: 'wall', x: 0, y: 0, x2: 10, y2: 0 },
      ],
    };
    const r = parsePages([{ version: 2, id: 'a', name: 'A', elements: [] }, legacy]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const migrated = r.value[1];
    expect(migrated).toMatchObject({ version: 4, id: 'page-2', name: 'Page 2', layers: [] });
    expect(migrated?.elements[0]).toMatchObject({
      id: 'page-2-e1',
      type: 'free-pencil',
      rotation: 0,
      points: [
        { x: 0, y: 0 },
        { x: 5, y: 5 },
        { x: 10, y: 0 },
      ],
    });
    expect(migrated?.elements[1]).toMatchObject({ fontSize: 96, fill: '#000000', fontStyle: 'normal' });
    expect(migrated?.elements[2]).toMatchObject({ thickness: 576 });
  });

  it('refuses a document from a newer version', () => {
    expect(parsePage(page([], { version: 5 }))).toEqual({
      ok: false,
      error: 'version: must be 4 (run migratePage first)',
    });
  });

  it('refuses pages_json that is not a list, and duplicate page ids', () => {
    expect(parsePages({})).toMatchObject({ ok: false });
    expect(parsePages([page([]), page([])])).toEqual({ ok: false, error: '[1].id: is a duplicate page id' });
  });
});

describe('outline wizard input', () => {
  const face = { length: 40, segments: 1, brokenWall: { enabled: true, segments: 3 } };
  it('requires a name, non-negative lengths and an odd broken-wall count', () => {
    const good = { name: 'House', faces: { south: face, north: face, west: face, east: face } };
    expect(OutlineInputSchema.parse(good).unit).toBe('feet');
    expect(OutlineInputSchema.safeParse({ ...good, name: '  ' }).success).toBe(false);
    const even = { ...face, brokenWall: { enabled: true, segments: 2 } };
    expect(OutlineInputSchema.safeParse({ ...good, faces: { ...good.faces, east: even } }).success).toBe(
      false,
    );
    expect(
      OutlineInputSchema.safeParse({ ...good, faces: { ...good.faces, east: { ...face, length: -1 } } })
        .success,
    ).toBe(false);
  });
});
