import { describe, expect, it } from 'vitest';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { makeLimits } from '../../../src/formats/limits';
import { corpusBytes, expectedDxf } from './corpus';

const UNIT_BY_CODE: Record<number, string> = { 0: 'unitless', 1: 'in', 2: 'ft', 4: 'mm', 5: 'cm', 6: 'm' };

describe('DXF corpus figures match expected.jsonl (measured with ezdxf)', () => {
  it('covers every DXF in the corpus', () => {
    expect(expectedDxf.length).toBeGreaterThanOrEqual(17);
  });

  for (const expected of expectedDxf) {
    describe(expected.local_name, () => {
      const { processed } = analyzeDxf(corpusBytes(expected.local_name), makeLimits());

      it('reads version, binary flag and units', () => {
        expect(processed.dxf_version).toBe(expected.acadver_raw);
        expect(processed.binary).toBe(expected.binary);
        expect(processed.insunits).toBe(expected.insunits);
        expect(processed.units).toBe(
          expected.insunits === null ? 'unitless' : UNIT_BY_CODE[expected.insunits],
        );
        if (expected.insunits === null) expect(processed.warnings.join('\n')).toMatch(/\$INSUNITS/);
      });

      it('lists the layers with model-space entity counts', () => {
        expect(processed.layers).toHaveLength(expected.layers);
        const counted = processed.layers.reduce((sum, l) => sum + l.entity_count, 0);
        expect(counted).toBeLessThanOrEqual(processed.msp_entities);
      });

      it('counts model-space entities by type', () => {
        expect(processed.entity_counts).toEqual(expected.msp_types);
        expect(processed.msp_entities).toBe(expected.msp_entities);
      });

      it('counts closed polylines', () => {
        // ezdxf's figure counts closed LWPOLYLINEs only; heavy POLYLINEs with 70&1 (B02: 14, B05: 3) are
        // reported on top of it in closed_polylines.
        expect(processed.closed_lwpolylines).toBe(expected.closed_polylines);
        expect(processed.closed_polylines).toBeGreaterThanOrEqual(expected.closed_polylines);
      });

      it('computes non-empty extents', () => {
        expect(processed.extents).not.toBeNull();
      });
    });
  }

  it('counts closed heavy POLYLINEs too (B02 has 14 with the closed flag)', () => {
    const { processed } = analyzeDxf(corpusBytes('B02_ezdxf_polyline_variants_R12.DXF'), makeLimits());
    expect(processed.closed_polylines).toBe(14);
  });

  it('decodes \\U+ escapes in layer names (B01)', () => {
    const { processed } = analyzeDxf(corpusBytes('B01_ezdxf_ascii_R12.dxf'), makeLimits());
    expect(processed.layers.map((l) => l.name)).toContain('ΛΑΓΕΡÄÜÖ');
  });

  it('warns that A06 claims inches for metric geometry', () => {
    const { processed } = analyzeDxf(corpusBytes('A06_barcelona_pavilion_sheet_AC1015.dxf'), makeLimits());
    expect(processed.units).toBe('in');
    expect(processed.warnings.join('\n')).toMatch(/\$INSUNITS says "in".*looks like it is in m/);
  });

  it('finds rooms in A05 from LINE loops, with areas in square metres', () => {
    const { processed } = analyzeDxf(corpusBytes('A05_barcelona_pavilion_plan_AC1027.dxf'), makeLimits());
    expect(processed.entity_counts.LWPOLYLINE).toBeUndefined();
    expect(processed.rooms.length).toBeGreaterThan(0);
    for (const room of processed.rooms) {
      expect(room.area).toBeGreaterThan(1.5);
      expect(room.area_m2).toBeCloseTo(room.area, 3);
      expect(room.perimeter).toBeGreaterThan(0);
      expect(room.outline.length).toBeGreaterThanOrEqual(3);
    }
    // A05 has no TEXT at all, so no label can be found.
    expect(processed.texts).toHaveLength(0);
  });

  it('labels rooms with the text found inside them (B06 frames around aligned texts)', () => {
    const { processed } = analyzeDxf(corpusBytes('B06_ezdxf_text_alignments_R2004.dxf'), makeLimits());
    const labels = processed.rooms.map((r) => r.label).filter((l): l is string => l !== null);
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((label) => processed.texts.some((t) => t.text === label))).toBe(true);
  });

  it('reads dimension measurements and texts (A08, B08)', () => {
    const a08 = analyzeDxf(corpusBytes('A08_house_outline_solvespace_AC1021.dxf'), makeLimits()).processed;
    expect(a08.dimensions).toContainEqual({ measurement: 5.05, text: '5.05' });
    const b08 = analyzeDxf(corpusBytes('B08_ezdxf_dimension_in_block_R2013.dxf'), makeLimits()).processed;
    expect(b08.dimensions.length).toBeGreaterThanOrEqual(2);
    expect(b08.dimensions.every((d) => d.measurement === 10)).toBe(true);
  });

  it('turns MTEXT into plain text without formatting codes (B07)', () => {
    const { processed } = analyzeDxf(corpusBytes('B07_ezdxf_mtext_columns_R2007.dxf'), makeLimits());
    expect(processed.texts.length).toBeGreaterThan(0);
    for (const t of processed.texts) expect(t.text).not.toMatch(/\\[PpACcFfHhQTW]|[{}]/);
  });

  it('expands ATTRIB texts of an arrayed INSERT (B11)', () => {
    const { processed, geometry } = analyzeDxf(
      corpusBytes('B11_ezdxf_insert_attribs_R2013.dxf'),
      makeLimits(),
    );
    expect(processed.texts.length).toBeGreaterThan(0);
    expect(geometry.lines.coords.length + geometry.polylines.coords.length).toBeGreaterThan(0);
  });

  it('reads HATCH boundaries of B09 as filled or outlined loops', () => {
    const { processed, geometry } = analyzeDxf(
      corpusBytes('B09_ezdxf_hatches_spline_ellipse_R2018.dxf'),
      makeLimits(),
    );
    expect(processed.hatch_boundary_paths).toBeGreaterThan(0);
    const hatchLoops = Array.from(geometry.polylines.flags).filter((f) => (f & 4) !== 0);
    expect(hatchLoops.length).toBeGreaterThan(0);
  });
});
