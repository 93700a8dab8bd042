import DxfParser from 'dxf-parser';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { makeLimits } from '../../../src/formats/limits';
import { corpusBytes, corpusDir } from './corpus';

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

interface ParsedEntity {
  type: string;
  vertices?: { x: number; y: number }[];
  center?: { x: number; y: number };
  radius?: number;
  startAngle?: number;
  endAngle?: number;
  position?: { x: number; y: number };
  startPoint?: { x: number; y: number };
  endPoint?: { x: number; y: number };
  text?: string;
  textHeight?: number;
  halign?: number;
  valign?: number;
  name?: string;
  xScale?: number;
  yScale?: number;
  rotation?: number;
}

/** An independent bounding box: dxf-parser's entities, arcs sampled densely instead of solved for extremes. */
function bruteForceBox(entities: ParsedEntity[], transform: (x: number, y: number) => [number, number]): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (x: number, y: number): void => {
    const [wx, wy] = transform(x, y);
    box.minX = Math.min(box.minX, wx);
    box.minY = Math.min(box.minY, wy);
    box.maxX = Math.max(box.maxX, wx);
    box.maxY = Math.max(box.maxY, wy);
  };
  for (const e of entities) {
    if (e.type === 'LINE' && e.vertices) for (const v of e.vertices) add(v.x, v.y);
    else if ((e.type === 'CIRCLE' || e.type === 'ARC') && e.center && e.radius !== undefined) {
      const start = e.type === 'CIRCLE' ? 0 : (e.startAngle as number);
      let end = e.type === 'CIRCLE' ? Math.PI * 2 : (e.endAngle as number);
      if (end <= start) end += Math.PI * 2;
      const steps = 20000;
      for (let s = 0; s <= steps; s += 1) {
        const a = start + ((end - start) * s) / steps;
        add(e.center.x + e.radius * Math.cos(a), e.center.y + e.radius * Math.sin(a));
      }
    } else if (e.type === 'POINT' && e.position) add(e.position.x, e.position.y);
    else if (e.type === 'TEXT' && e.startPoint) {
      // Left/baseline text: its box as a monospaced font fills it (as ezdxf estimates), descenders a third below.
      const h = e.textHeight ?? 0;
      const w = (e.text ?? '').length * h;
      const r = ((e.rotation ?? 0) * Math.PI) / 180;
      for (const [u, v] of [
        [0, -h * 0.333],
        [w, -h * 0.333],
        [w, h],
        [0, h],
      ] as const)
        add(
          e.startPoint.x + u * Math.cos(r) - v * Math.sin(r),
          e.startPoint.y + u * Math.sin(r) + v * Math.cos(r),
        );
    }
  }
  return box;
}

function parse(name: string): {
  entities: ParsedEntity[];
  blocks: Record<string, { entities?: ParsedEntity[]; position: { x: number; y: number } }>;
} {
  const parser = new DxfParser();
  const result = parser.parseSync(readFileSync(path.join(corpusDir, name), 'utf8'));
  return result as unknown as ReturnType<typeof parse>;
}

function expectBoxClose(actual: Box, expected: Box): void {
  const tol = Math.max(expected.maxX - expected.minX, expected.maxY - expected.minY) * 1e-6;
  expect(Math.abs(actual.minX - expected.minX)).toBeLessThanOrEqual(tol);
  expect(Math.abs(actual.minY - expected.minY)).toBeLessThanOrEqual(tol);
  expect(Math.abs(actual.maxX - expected.maxX)).toBeLessThanOrEqual(tol);
  expect(Math.abs(actual.maxY - expected.maxY)).toBeLessThanOrEqual(tol);
}

function ours(name: string): Box {
  const { extents } = analyzeDxf(corpusBytes(name), makeLimits()).processed;
  if (!extents) throw new Error('no extents');
  return { minX: extents.min.x, minY: extents.min.y, maxX: extents.max.x, maxY: extents.max.y };
}

describe('DXF extents are computed from geometry and agree with an independent computation', () => {
  for (const name of [
    'A05_barcelona_pavilion_plan_AC1027.dxf',
    'A06_barcelona_pavilion_sheet_AC1015.dxf',
    // A10's bottom-aligned texts are checked against ezdxf's own boxes in dxf-text-extents.test.ts.
    'B12_ezdxf_us_main_lines_1_8MB_R2013.dxf',
  ]) {
    it(`${name}: matches a brute-force pass over dxf-parser's entities`, () => {
      const expected = bruteForceBox(parse(name).entities, (x, y) => [x, y]);
      expectBoxClose(ours(name), expected);
    });
  }

  it('A07: expands the two INSERTs so the extents hold all block geometry (header extents are 0,0)', () => {
    const parsed = parse('A07_barcelona_pavilion_techdraw_export_R12.dxf');
    const boxes: Box[] = [];
    for (const insert of parsed.entities.filter((e) => e.type === 'INSERT')) {
      const block = parsed.blocks[insert.name as string];
      if (!block) throw new Error(`missing block ${insert.name}`);
      const rot = ((insert.rotation ?? 0) * Math.PI) / 180;
      const sx = insert.xScale ?? 1;
      const sy = insert.yScale ?? 1;
      const p = insert.position ?? { x: 0, y: 0 };
      boxes.push(
        bruteForceBox(block.entities ?? [], (x, y) => {
          const lx = (x - block.position.x) * sx;
          const ly = (y - block.position.y) * sy;
          return [
            p.x + lx * Math.cos(rot) - ly * Math.sin(rot),
            p.y + lx * Math.sin(rot) + ly * Math.cos(rot),
          ];
        }),
      );
    }
    const expected = {
      minX: Math.min(...boxes.map((b) => b.minX)),
      minY: Math.min(...boxes.map((b) => b.minY)),
      maxX: Math.max(...boxes.map((b) => b.maxX)),
      maxY: Math.max(...boxes.map((b) => b.maxY)),
    };
    const actual = ours('A07_barcelona_pavilion_techdraw_export_R12.dxf');
    expect(actual.maxX - actual.minX).toBeGreaterThan(1000);
    expect(actual.maxY - actual.minY).toBeGreaterThan(1000);
    expectBoxClose(actual, expected);
  });

  it('uses the true extremes of arcs, not their end points', () => {
    const dxf = [
      '0',
      'SECTION',
      '2',
      'ENTITIES',
      '0',
      'ARC',
      '8',
      '0',
      '10',
      '0',
      '20',
      '0',
      '40',
      '10',
      '50',
      '45',
      '51',
      '135',
      '0',
      'ENDSEC',
      '0',
      'EOF',
      '',
    ].join('\n');
    const { extents } = analyzeDxf(new TextEncoder().encode(dxf), makeLimits()).processed;
    expect(extents?.max.y).toBeCloseTo(10, 9);
    expect(extents?.min.y).toBeCloseTo(Math.SQRT1_2 * 10, 9);
  });

  it('applies INSERT scale, rotation and column/row arrays', () => {
    const dxf = [
      '0',
      'SECTION',
      '2',
      'BLOCKS',
      '0',
      'BLOCK',
      '2',
      'SQ',
      '70',
      '0',
      '10',
      '0',
      '20',
      '0',
      '0',
      'LWPOLYLINE',
      '8',
      '0',
      '90',
      '4',
      '70',
      '1',
      '10',
      '0',
      '20',
      '0',
      '10',
      '1',
      '20',
      '0',
      '10',
      '1',
      '20',
      '1',
      '10',
      '0',
      '20',
      '1',
      '0',
      'ENDBLK',
      '0',
      'ENDSEC',
      '0',
      'SECTION',
      '2',
      'ENTITIES',
      '0',
      'INSERT',
      '8',
      'A',
      '2',
      'SQ',
      '10',
      '100',
      '20',
      '0',
      '41',
      '2',
      '42',
      '2',
      '50',
      '90',
      '70',
      '3',
      '71',
      '2',
      '44',
      '10',
      '45',
      '20',
      '0',
      'ENDSEC',
      '0',
      'EOF',
      '',
    ].join('\r\n');
    const { processed, geometry } = analyzeDxf(new TextEncoder().encode(dxf), makeLimits());
    expect(geometry.polylines.offsets.length - 1).toBe(6);
    // Rotated 90°: columns run along +y, rows along -x; each square is 2×2 and lies at x <= 100.
    expect(processed.extents?.min.x).toBeCloseTo(100 - 20 - 2, 9);
    expect(processed.extents?.max.x).toBeCloseTo(100, 9);
    expect(processed.extents?.min.y).toBeCloseTo(0, 9);
    expect(processed.extents?.max.y).toBeCloseTo(20 + 2, 9);
    expect(processed.entity_counts).toEqual({ INSERT: 1 });
  });
});
