import { describe, expect, it } from 'vitest';
import { lineEndpoints } from '../../../src/core/geometry/elementGeometry';
import { distance } from '../../../src/core/geometry/point';
import type { WallElement } from '../../../src/core/model/elements';
import { createSequentialIdSource } from '../../../src/core/model/ids';
import type { OutlineFace, OutlineInput } from '../../../src/core/outline';
import { buildOutline, OUTLINE_ERRORS } from '../../../src/core/outline';
import { OutlineMetadataSchema, OutlineRawJsonSchema } from '../../../src/contract/drawing';

const face = (length: number, segments = 1, broken = 0): OutlineFace => ({
  length,
  segments,
  brokenWall: { enabled: broken > 0, segments: broken || 1 },
});
const input = (
  s: OutlineFace,
  n: OutlineFace,
  w: OutlineFace,
  e: OutlineFace,
  unit: 'feet' | 'meters' = 'feet',
): OutlineInput => ({
  name: 'House',
  unit,
  faces: { south: s, north: n, west: w, east: e },
});
const FOOT = 12 * 96;

function build(i: OutlineInput) {
  const r = buildOutline(i, createSequentialIdSource('w'), 'page-1');
  if (!r.ok) throw new Error(r.error);
  return r;
}
const walls = (r: ReturnType<typeof build>) => r.page.elements as WallElement[];

describe('outline wizard', () => {
  it('a 40 x 30 ft outline is a closed rectangle of four 6" walls at real scale', () => {
    const r = build(input(face(40), face(40), face(30), face(30)));
    expect(r.page).toMatchObject({ name: 'Page 1', id: 'page-1' });
    const ws = walls(r);
    expect(ws).toHaveLength(4);
    expect(ws.every((w) => w.type === 'wall' && w.thickness === 576)).toBe(true);
    expect(ws.map((w) => distance(...lineEndpoints(w)) / FOOT)).toEqual([40, 30, 40, 30]);
    // Closed: each wall starts where the previous one ends.
    ws.forEach((w, i) =>
      expect(lineEndpoints(w)[0]).toEqual(
        lineEndpoints(ws[(i + ws.length - 1) % ws.length] as WallElement)[1],
      ),
    );
    expect(r.metadata.faces.south.label).toBe(`40' 0"`);
    expect(r.metadata.perimeterPx).toBe(140 * FOOT);
    // South is the front, at the bottom of the drawing.
    expect(r.metadata.corners.sw.y).toBeGreaterThan(r.metadata.corners.nw.y);
    expect(new Set(ws.map((w) => w.groupId)).size).toBe(1);
  });

  it('splits each face into its equal segments', () => {
    const r = build(input(face(40, 4), face(40, 2), face(30, 3), face(30)));
    expect(walls(r)).toHaveLength(10);
    expect(r.metadata.faces.south.walls.map((w) => w.label)).toEqual([
      `10' 0"`,
      `10' 0"`,
      `10' 0"`,
      `10' 0"`,
    ]);
  });

  it('a broken wall alternates wall and opening, starting and ending with wall', () => {
    const r = build(input(face(30, 1, 5), face(30), face(20), face(20)));
    const south = r.metadata.faces.south;
    expect(south.walls).toHaveLength(3);
    expect(south.openings).toHaveLength(2);
    expect(south.walls.map((w) => w.label)).toEqual([`6' 0"`, `6' 0"`, `6' 0"`]);
    expect(walls(r)).toHaveLength(6);
  });

  it('unequal faces still close, leaning the north and east faces', () => {
    const r = build(input(face(40), face(30), face(25), face(28)));
    const ws = walls(r);
    expect(ws.map((w) => Math.round((distance(...lineEndpoints(w)) / FOOT) * 1e6) / 1e6)).toEqual([
      40, 25, 30, 28,
    ]);
    const first = lineEndpoints(ws[0] as WallElement)[0];
    const last = lineEndpoints(ws[3] as WallElement)[1];
    expect(distance(first, last)).toBeLessThan(1e-6);
  });

  it('converts meters at 96 px per inch', () => {
    const r = build(input(face(10), face(10), face(5), face(5), 'meters'));
    expect(r.metadata.faces.south.lengthPx).toBeCloseTo((10 / 0.0254) * 96);
    expect(r.metadata.faces.south.label).toBe('10.000 m');
  });

  it('refuses what cannot be built, with a reason', () => {
    const fail = (i: OutlineInput) => buildOutline(i, () => 'x', 'p');
    expect(fail({ ...input(face(1), face(1), face(1), face(1)), name: ' ' })).toEqual({
      ok: false,
      error: OUTLINE_ERRORS.name,
    });
    expect(fail(input(face(1, 1, 2), face(1), face(1), face(1)))).toEqual({
      ok: false,
      error: OUTLINE_ERRORS.broken,
    });
    expect(fail(input(face(1, 0), face(1), face(1), face(1)))).toEqual({
      ok: false,
      error: OUTLINE_ERRORS.segments,
    });
    expect(fail(input(face(-1), face(1), face(1), face(1)))).toEqual({
      ok: false,
      error: OUTLINE_ERRORS.length,
    });
    expect(fail(input(face(0), face(1), face(1), face(1)))).toEqual({
      ok: false,
      error: OUTLINE_ERRORS.zero,
    });
    expect(fail(input(face(100), face(1), face(1), face(1)))).toEqual({
      ok: false,
      error: OUTLINE_ERRORS.impossible,
    });
  });

  it('raw_json and outline_metadata pass the contract schemas the server stores them with', () => {
    const r = build(input(face(40, 2), face(40), face(30, 1, 3), face(30)));
    expect(OutlineRawJsonSchema.parse(r.rawJson)).toEqual(r.rawJson);
    expect(OutlineMetadataSchema.safeParse(r.metadata).success).toBe(true);
  });
});
