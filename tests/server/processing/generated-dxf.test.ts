import DxfParser from 'dxf-parser';
import { describe, expect, it } from 'vitest';
import { curveAt, pointOn } from '../../../src/server/processing/curves';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { curveEntity } from '../../../src/server/processing/dxf-writer/ellipse-form';
import {
  primitiveTotals,
  writeGeometryDxf,
} from '../../../src/server/processing/dxf-writer/write-geometry-dxf';
import { makeLimits } from '../../../src/formats/limits';
import { writeSourceDxf } from '../../../src/server/processing/dxf-writer/write-source-dxf';
import { parseScale } from '../../../src/server/processing/master-plan/scale';
import { corpusBytes, expectedDxf } from './corpus';
import { block, insert, line, minimalDxf } from './dxf-builders';

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
      // This writer (made for PDF pages) writes text left-aligned at its insertion point, so text boxes move.
      if (e0 && e1 && original.geometry.texts.length === 0) {
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

type Parsed = NonNullable<ReturnType<DxfParser['parseSync']>>;
type ParsedEntity = Parsed['entities'][number];

/** Entity types an independent reader (dxf-parser) sees after expanding INSERTs through its own blocks. */
function expandedTypes(parsed: Parsed): Record<string, number> {
  const out: Record<string, number> = {};
  const visit = (entities: ParsedEntity[], copies: number, depth: number): void => {
    for (const entity of entities) {
      // A DIMENSION draws its geometry block (*D…) untransformed.
      const dimensionBlock = (entity as ParsedEntity & { block?: string }).block;
      if (entity.type === 'DIMENSION' && dimensionBlock !== undefined && depth < 16)
        visit(parsed.blocks[dimensionBlock]?.entities ?? [], copies, depth + 1);
      if (entity.type !== 'INSERT') {
        out[entity.type] = (out[entity.type] ?? 0) + copies;
        continue;
      }
      const ins = entity as ParsedEntity & { name: string; columnCount?: number; rowCount?: number };
      const inner = parsed.blocks[ins.name]?.entities ?? [];
      if (depth < 16) visit(inner, copies * (ins.columnCount ?? 1) * (ins.rowCount ?? 1), depth + 1);
    }
  };
  visit(parsed.entities, 1, 0);
  return out;
}

function generate(bytes: Uint8Array) {
  const original = analyzeDxf(bytes, makeLimits());
  const { processed, geometry } = original;
  const out = writeSourceDxf(bytes, makeLimits(), {
    insunits: processed.insunits ?? 0,
    extents: box(processed.extents),
    geometry,
  });
  return { original, out, back: analyzeDxf(out.bytes, makeLimits()) };
}

const sortedRows = (values: Float64Array, width: number): number[][] =>
  Array.from({ length: values.length / width }, (_, i) =>
    Array.from(values.subarray(i * width, i * width + width)).map((v) => Math.round(v * 1e4) / 1e4),
  ).sort((a, b) => a.join(',').localeCompare(b.join(',')));

describe('generated DXF of a DXF upload (blocks kept)', () => {
  it.each(expectedDxf.map((e) => e.local_name))(
    '%s reads back with the same expanded totals, layers, units and extents',
    (name) => {
      const { original, out, back } = generate(corpusBytes(name));
      expect(back.processed.dxf_version).toBe('AC1015');
      expect(back.processed.binary).toBe(false);
      expect(back.processed.insunits).toBe(original.processed.insunits ?? 0);
      expect(primitiveTotals(back.geometry)).toEqual(primitiveTotals(original.geometry));
      expect(back.geometry.layers.map((l) => [l.name, l.color]).sort()).toEqual(
        original.geometry.layers.map((l) => [l.name, l.color]).sort(),
      );
      const e0 = original.processed.extents;
      const e1 = back.processed.extents;
      expect(e1 === null).toBe(e0 === null);
      if (e0 && e1) {
        const tolerance = 1e-5 * Math.max(1, e0.max.x - e0.min.x, e0.max.y - e0.min.y);
        for (const [a, b] of [
          [e1.min.x, e0.min.x],
          [e1.min.y, e0.min.y],
          [e1.max.x, e0.max.x],
          [e1.max.y, e0.max.y],
        ] as const)
          expect(Math.abs(a - b)).toBeLessThan(tolerance);
      }
      // Model space keeps its INSERTs, DIMENSIONs, TEXTs, SOLIDs and IMAGEs as what they are.
      const counts = original.processed.entity_counts;
      for (const type of ['INSERT', 'DIMENSION', 'TEXT', 'SOLID', 'IMAGE'])
        expect(back.processed.entity_counts[type] ?? 0).toBe(counts[type] ?? 0);
      expect(out.notes.join(' ')).not.toMatch(/exploded|as INSERTs|as TEXT/);
      // An independent reader, expanding the blocks itself, agrees on every entity type it knows (it skips HATCH).
      const parsed = new DxfParser().parseSync(new TextDecoder().decode(out.bytes));
      expect(parsed).not.toBeNull();
      const byType = expandedTypes(parsed as Parsed);
      const totals = primitiveTotals(original.geometry);
      expect(byType.LINE ?? 0).toBe(totals.lines);
      expect(byType.LWPOLYLINE ?? 0).toBe(totals.polylines - totals.filled);
      expect((byType.CIRCLE ?? 0) + (byType.ARC ?? 0) + (byType.ELLIPSE ?? 0)).toBe(totals.curves);
      // Attribute values are ATTRIBs of their INSERTs now; an MTEXT of formatting only is kept though it shows nothing.
      expect((byType.TEXT ?? 0) + (byType.MTEXT ?? 0)).toBeGreaterThanOrEqual(
        totals.texts - (counts.INSERT ? original.processed.texts.length : 0),
      );
    },
  );

  it('keeps the two block inserts that hold all of A07 and their two blocks', () => {
    const { back } = generate(corpusBytes('A07_barcelona_pavilion_techdraw_export_R12.dxf'));
    expect(back.processed.entity_counts).toEqual({ INSERT: 2 });
    expect(back.processed.blocks).toBe(2);
  });

  it('keeps the block of B11 and its attribute values as ATTRIBs of the INSERT', () => {
    const { original, out, back } = generate(corpusBytes('B11_ezdxf_insert_attribs_R2013.dxf'));
    expect(back.processed.blocks).toBeGreaterThanOrEqual(1);
    expect(back.processed.entity_counts.INSERT).toBe(original.processed.entity_counts.INSERT);
    expect(back.processed.texts.map((t) => t.text).sort()).toEqual(
      original.processed.texts.map((t) => t.text).sort(),
    );
    const text = new TextDecoder().decode(out.bytes);
    expect(text.match(/^ATTRIB$/gm)?.length).toBe(original.processed.texts.length);
    expect(text).not.toMatch(/^TEXT$/m);
    expect(out.notes.join(' ')).not.toMatch(/attribute values/);
  });

  it('round-trips a block inside a block under a rotated, mirrored, scaled array insert', () => {
    const circle: [number, string | number][] = [
      [0, 'CIRCLE'],
      [8, '0'],
      [62, 0],
      [10, 3],
      [20, 1],
      [40, 0.5],
    ];
    const inner = block('INNER', [...line(0, 0, 2, 0, 'WALLS'), ...circle]);
    // OUTER has its base point at (2, 0): its own line and the nested INSERT both shift by it.
    const outer: [number, string | number][] = [
      [0, 'BLOCK'],
      [2, 'OUTER'],
      [70, 0],
      [10, 2],
      [20, 0],
      ...line(0, 0, 0, 5),
      ...insert('inner', [
        [10, 1],
        [20, 1],
        [41, 1.5],
        [42, 0.5],
        [50, 45],
      ]),
      [0, 'ENDBLK'],
    ];
    const source = minimalDxf(
      insert('OUTER', [
        [62, 3],
        [41, 2],
        [42, -1],
        [50, 30],
        [70, 3],
        [71, 2],
        [44, 10],
        [45, 20],
      ]),
      [...inner, ...outer],
    );
    const { original, out, back } = generate(source);
    expect(back.processed.entity_counts).toEqual({ INSERT: 1 });
    expect(back.processed.blocks).toBe(2);
    expect(primitiveTotals(back.geometry)).toEqual({
      lines: 12,
      polylines: 0,
      filled: 0,
      curves: 6,
      points: 0,
      texts: 0,
    });
    expect(sortedRows(back.geometry.lines.coords, 4)).toEqual(sortedRows(original.geometry.lines.coords, 4));
    expect(sortedRows(back.geometry.arcs.params, 8).map((r) => r.slice(0, 2))).toEqual(
      sortedRows(original.geometry.arcs.params, 8).map((r) => r.slice(0, 2)),
    );
    // The BYBLOCK circle still takes the insert's colour (ACI 3, green), the layer-0 line the insert's layer.
    expect([...new Set(back.geometry.arcs.color)]).toEqual([...new Set(original.geometry.arcs.color)]);
    expect(back.geometry.layers.map((l) => l.name).sort()).toEqual(['0', 'WALLS']);
    const parsed = new DxfParser().parseSync(new TextDecoder().decode(out.bytes)) as Parsed;
    expect(
      Object.keys(parsed.blocks)
        .filter((n) => !n.startsWith('*'))
        .sort(),
    ).toEqual(['INNER', 'OUTER']);
    expect(expandedTypes(parsed)).toEqual({ LINE: 12, CIRCLE: 6 });
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
