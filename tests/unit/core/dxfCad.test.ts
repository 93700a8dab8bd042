import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportDxf } from '../../../src/core/export/dxf';
import type { DrawingElement, ElementDraft } from '../../../src/core/model/elements';
import type { Layer, Page } from '../../../src/core/model/page';
import { DRAWING_VERSION } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { readDxfDocument, modelSpaceRecords } from '../../../src/formats/dxf/analyze';
import { decodeEntity, type DecodedEntity } from '../../../src/formats/dxf/entities';
import { Deadline, makeLimits } from '../../../src/formats/limits';

// The floor design's DXF holds what the model holds: the page's layers with their state, linetypes, each element
// on its layer with its overrides, the CAD types as ARC / ELLIPSE / LWPOLYLINE / HATCH / POINT / TEXT / MTEXT,
// real DIMENSIONs and doors as INSERTs — read back by the project's own DXF reader with equal geometry.

const IN = 96;
const el = (draft: Record<string, unknown>): DrawingElement =>
  finalizeElement({ x: 0, y: 0, rotation: 0, ...draft } as unknown as ElementDraft);

const layer = (name: string, over: Partial<Layer> = {}): Layer => ({
  name,
  color: '#ff0000',
  visible: true,
  frozen: false,
  locked: false,
  linetype: 'CONTINUOUS',
  lineweight: -3,
  ...over,
});

const page: Page = {
  version: DRAWING_VERSION,
  id: 'p',
  name: 'Plan',
  layers: [
    layer('A-WALL', { linetype: 'DASHED', lineweight: 0.5 }),
    layer('Off', { visible: false, color: '#00ff00' }),
    layer('Frozen', { frozen: true, locked: true, linetype: 'CENTER' }),
    // What a layer in colour 7 opens as, and a colour outside the palette.
    layer('Seven', { color: '#000000' }),
    layer('Brick', { color: '#b5651d' }),
  ],
  elements: [
    el({
      id: 'arc',
      type: 'arc',
      x: 10 * IN,
      y: 10 * IN,
      radius: 5 * IN,
      startAngle: 0,
      endAngle: 90,
      layer: 'A-WALL',
    }),
    el({
      id: 'ell',
      type: 'ellipse',
      x: 30 * IN,
      y: 10 * IN,
      rx: 8 * IN,
      ry: 4 * IN,
      startAngle: 0,
      endAngle: 360,
      rotation: 30,
    }),
    el({
      id: 'pl',
      type: 'polyline',
      x: 0,
      y: 20 * IN,
      points: [
        { x: 0, y: 0 },
        { x: 10 * IN, y: 0 },
        { x: 10 * IN, y: 10 * IN },
      ],
      bulges: [0.5, 0],
      closed: true,
      color: '#0000ff',
      linetype: 'HIDDEN',
      lineweight: 0.35,
    }),
    el({
      id: 'h',
      type: 'hatch',
      x: 40 * IN,
      y: 20 * IN,
      loops: [
        [
          { x: 0, y: 0 },
          { x: 10 * IN, y: 0 },
          { x: 10 * IN, y: 10 * IN },
          { x: 0, y: 10 * IN },
        ],
      ],
      pattern: 'ANSI31',
      patternScale: 1,
      patternAngle: 0,
      layer: 'Off',
    }),
    el({ id: 'pt', type: 'point', x: 5 * IN, y: 5 * IN, layer: 'Frozen' }),
    el({
      id: 't',
      type: 'text',
      x: 0,
      y: 40 * IN,
      text: 'NOTE',
      fontSize: 16,
      fill: '#000000',
      fontStyle: 'normal',
      height: 0.25 * IN,
      align: 'center',
    }),
    el({
      id: 'd',
      type: 'dimension',
      x: 0,
      y: 50 * IN,
      x2: 120 * IN,
      y2: 50 * IN,
      offset: 24,
      textOverride: '<> TYP',
    }),
    el({
      id: 'door',
      type: 'door',
      x: 60 * IN,
      y: 0,
      width: 36 * IN,
      thickness: 6 * IN,
      hinge: 'start',
      swing: 'left',
      kind: 'swing',
    }),
    el({
      id: 'door2',
      type: 'door',
      x: 100 * IN,
      y: 0,
      rotation: 90,
      width: 36 * IN,
      thickness: 6 * IN,
      hinge: 'start',
      swing: 'left',
      kind: 'swing',
    }),
  ],
};

function read(text: string) {
  const bytes = new TextEncoder().encode(text);
  const limits = makeLimits();
  const { doc } = readDxfDocument(bytes, limits, new Deadline(limits));
  const stats = { vertices: 0 };
  const entities = modelSpaceRecords(doc).map((rec) => decodeEntity(doc.tags, rec, stats));
  return { doc, entities };
}

const ofKind = <K extends DecodedEntity['kind']>(list: DecodedEntity[], kind: K) =>
  list.filter((e): e is Extract<DecodedEntity, { kind: K }> => e.kind === kind);

describe('DXF export of CAD pages', () => {
  const dxf = exportDxf(page, { unit: 'feet', dimensions: false });
  const { doc, entities } = read(dxf);

  it('writes the page layers with colour, off as a negative colour, frozen and locked flags and linetype', () => {
    const byName = new Map(doc.layers.map((l) => [l.name, l]));
    // A palette colour is its index alone: red is 1, and black is 7 (white on a dark model space), never
    // true-colour black; a colour outside the palette is exact beside its nearest index.
    expect(byName.get('A-WALL')).toMatchObject({
      off: false,
      frozen: false,
      linetype: 'DASHED',
      color: 1,
      trueColor: null,
    });
    expect(byName.get('Seven')).toMatchObject({ color: 7, trueColor: null });
    expect(byName.get('Brick')).toMatchObject({ trueColor: 0xb5651d });
    expect(byName.get('Brick')?.color).not.toBe(7);
    expect(byName.get('Off')).toMatchObject({ off: true });
    expect(byName.get('Frozen')).toMatchObject({ frozen: true, locked: true, linetype: 'CENTER' });
    // The AIA layers of typed elements are still there.
    expect(byName.has('A-DOOR')).toBe(true);
    expect(dxf).toMatch(
      /\n2\nDASHED\n70\n0\n3\n[^\n]*\n72\n65\n73\n2\n40\n0\.75\n49\n0\.5\n74\n0\n49\n-0\.25\n/,
    );
  });

  it('writes arcs, ellipses, bulged polylines, hatches and points with equal geometry', () => {
    const [arc] = ofKind(entities, 'arc');
    expect(arc?.common.layer).toBe('A-WALL');
    expect(arc?.cx).toBeCloseTo(10, 9);
    expect(arc?.cy).toBeCloseTo(-10, 9);
    expect(arc?.r).toBeCloseTo(5, 9);
    // Clockwise 0°→90° on screen is counter-clockwise 270°→360° with y up.
    expect(arc?.a0).toBeCloseTo(270, 9);
    expect(arc?.a1 === 0 || arc?.a1 === 360).toBe(true);
    const [ellipse] = ofKind(entities, 'ellipse');
    expect(Math.hypot(ellipse?.mx ?? 0, ellipse?.my ?? 0)).toBeCloseTo(8, 5);
    expect(ellipse?.ratio).toBeCloseTo(0.5, 5);
    // 30° clockwise on screen is -30° in CAD.
    expect((Math.atan2(ellipse?.my ?? 0, ellipse?.mx ?? 0) * 180) / Math.PI).toBeCloseTo(-30, 5);
    const [poly] = ofKind(entities, 'polyline');
    expect(poly?.closed).toBe(true);
    expect(poly?.bulges?.[0]).toBeCloseTo(-0.5, 9);
    expect(poly?.points).toEqual([0, -20, 10, -20, 10, -30]);
    const [hatch] = ofKind(entities, 'hatch');
    expect(hatch?.common.layer).toBe('Off');
    expect(hatch?.solid).toBe(false);
    expect(hatch?.loops[0]).toEqual([40, -20, 50, -20, 50, -30, 40, -30]);
    expect(ofKind(entities, 'point')[0]).toMatchObject({ x: 5, y: -5 });
  });

  it("keeps an element's own colour, linetype and weight", () => {
    const [poly] = ofKind(entities, 'polyline');
    // Blue is colour 5, written as the index alone.
    expect(poly?.common).toMatchObject({ color: 5, trueColor: null });
    expect(dxf).toMatch(
      /\nLWPOLYLINE\n5\n[0-9A-F]+\n330\n[0-9A-F]+\n100\nAcDbEntity\n8\nA-DETL\n6\nHIDDEN\n62\n5\n370\n35\n/,
    );
  });

  it('writes dimensions as DIMENSION entities with their measurement, style and block', () => {
    const [dim] = ofKind(entities, 'dimension');
    expect(dim?.measurement).toBeCloseTo(120, 9);
    expect(dim?.text).toBe('<> TYP');
    // The line, two ticks and the label at least (extension lines only where the offset clears their gap).
    expect(doc.blocks.get(dim?.block.toUpperCase() ?? '')?.entities.length).toBeGreaterThanOrEqual(4);
    expect(dxf).toContain('\nDIMSTYLE\n');
    expect(dxf).toContain('\nDRAFTROOM\n');
  });

  it('writes doors as INSERTs of one shared block per distinct door', () => {
    const inserts = ofKind(entities, 'insert');
    expect(inserts).toHaveLength(2);
    expect(new Set(inserts.map((i) => i.block)).size).toBe(1);
    expect(inserts.map((i) => i.rotation)).toEqual([0, 270]);
    expect(inserts[1]?.x).toBeCloseTo(100, 9);
    expect(inserts[1]?.y).toBeCloseTo(0, 9);
  });

  it('writes CAD text at its true height, centred on its baseline', () => {
    const [text] = ofKind(entities, 'text');
    expect(text?.item.height).toBeCloseTo(0.25, 9);
  });

  const python = ['/usr/bin/python3', 'python3'].find(
    (p) => spawnSync(p, ['-c', 'import ezdxf'], { stdio: 'ignore' }).status === 0,
  );
  it.skipIf(!python)('opens in ezdxf with 0 audit errors (skipped: install Debian python3-ezdxf)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cadmodel-dxf-'));
    try {
      const file = join(dir, 'plan.dxf');
      writeFileSync(file, exportDxf(page, { unit: 'feet' }));
      const out = execFileSync(python as string, [
        '-c',
        'import sys, ezdxf\ndoc = ezdxf.readfile(sys.argv[1])\na = doc.audit()\nprint(len(a.errors), len(doc.modelspace()))',
        file,
      ]).toString();
      const [errors, count] = out.trim().split(' ').map(Number);
      expect(errors).toBe(0);
      expect(count).toBe(page.elements.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
