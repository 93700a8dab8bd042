import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { curveAt, pointOn } from '../../../src/server/processing/curves';
import { analyzeDxf } from '../../../src/server/processing/dxf/analyze';
import { curveEntity } from '../../../src/server/processing/dxf-writer/ellipse-form';
import {
  primitiveTotals,
  writeGeometryDxf,
} from '../../../src/server/processing/dxf-writer/write-geometry-dxf';
import { makeLimits } from '../../../src/server/processing/limits';
import { parseScale } from '../../../src/server/processing/master-plan/scale';
import { corpusBytes, expectedDxf } from './corpus';

const box = (e: { min: { x: number; y: number }; max: { x: number; y: number } } | null) =>
  e ? { minX: e.min.x, minY: e.min.y, maxX: e.max.x, maxY: e.max.y } : null;

describe('generated DXF', () => {
  it.each(expectedDxf.map((e) => e.local_name))(
    '%s reads back with the same drawable totals (after block expansion), layers and units',
    (name) => {
      const original = analyzeDxf(corpusBytes(name), makeLimits());
      const out = writeGeometryDxf(original.geometry, {
        insunits: original.processed.insunits ?? 0,
        extents: box(original.processed.extents),
      });
      const back = analyzeDxf(out, makeLimits());
      expect(back.processed.dxf_version).toBe('AC1015');
      expect(back.processed.binary).toBe(false);
      expect(back.processed.insunits).toBe(original.processed.insunits ?? 0);
      expect(primitiveTotals(back.geometry)).toEqual(primitiveTotals(original.geometry));
      expect(back.geometry.layers.map((l) => [l.name, l.color]).sort()).toEqual(
        original.geometry.layers.map((l) => [l.name, l.color]).sort(),
      );
      const e0 = original.processed.extents;
      const e1 = back.processed.extents;
      if (e0 && e1) {
        const tolerance = 1e-5 * Math.max(1, e0.max.x - e0.min.x, e0.max.y - e0.min.y);
        expect(Math.abs(e1.min.x - e0.min.x)).toBeLessThan(tolerance);
        expect(Math.abs(e1.max.y - e0.max.y)).toBeLessThan(tolerance);
      }
      // An independent reader agrees on every entity type it knows (it skips HATCH).
      const parsed = new DxfParser().parseSync(new TextDecoder().decode(out));
      const byType: Record<string, number> = {};
      for (const entity of parsed?.entities ?? []) byType[entity.type] = (byType[entity.type] ?? 0) + 1;
      const totals = primitiveTotals(original.geometry);
      expect(byType.LINE ?? 0).toBe(totals.lines);
      expect(byType.LWPOLYLINE ?? 0).toBe(totals.polylines - totals.filled);
      expect((byType.CIRCLE ?? 0) + (byType.ARC ?? 0) + (byType.ELLIPSE ?? 0)).toBe(totals.curves);
      expect((byType.TEXT ?? 0) + (byType.MTEXT ?? 0)).toBe(totals.texts);
    },
  );

  it('writes a mirrored or skewed curve as an ellipse that traces the same points', () => {
    // A circle of radius 2 under a shear and a mirror: conjugate, unequal, clockwise semi-axes.
    const params = Float64Array.from([5, -3, 2, 0.6, 0.4, -1.5, 0.3, 2.2]);
    const curve = curveAt(params, 0);
    const e = curveEntity(curve);
    expect(e.type).toBe('ELLIPSE');
    if (e.type !== 'ELLIPSE') return;
    const minor = { x: -e.my * e.ratio, y: e.mx * e.ratio };
    const at = (s: number) => [
      e.cx + e.mx * Math.cos(s) + minor.x * Math.sin(s),
      e.cy + e.my * Math.cos(s) + minor.y * Math.sin(s),
    ];
    for (const f of [0, 0.5, 1]) {
      const [x, y] = at(e.t0 + (e.t1 - e.t0) * f) as [number, number];
      const near = Array.from({ length: 2001 }, (_, i) =>
        pointOn(curve, curve.t0 + ((curve.t1 - curve.t0) * i) / 2000),
      ).some(([px, py]) => Math.hypot(px - x, py - y) < 1e-2);
      expect(near).toBe(true);
    }
  });
});

describe('drawing scales', () => {
  it.each([
    ['1:100', 100],
    ['1/50', 50],
    [`1/4" = 1'-0"`, 48],
    [`1/8" = 1'`, 96],
    [`3/32" = 1'-0"`, 128],
    [`1 1/2" = 1'-0"`, 8],
    [`1" = 20'`, 240],
    ['1 in = 10 ft', 120],
  ])('reads %s as 1 : %d', (text, ratio) => {
    expect(parseScale(text)).toBeCloseTo(ratio, 9);
  });

  it.each(['NTS', 'n/a', '', 'fit', '0:100'])('has no scale for %j', (text) => {
    expect(parseScale(text)).toBeNull();
  });
});
