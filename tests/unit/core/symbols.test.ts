import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FixtureSchema, PageSchema } from '../../../src/contract/drawing';
import { mirrorElements } from '../../../src/core/commands/editing';
import { setElementProperty } from '../../../src/core/commands/properties';
import { resizeElement } from '../../../src/core/commands/resize';
import { exportDxf } from '../../../src/core/export/dxf';
import { fixtureBlockName } from '../../../src/core/export/dxfBlocks';
import { plotElements } from '../../../src/core/export/plot';
import { exportSvg } from '../../../src/core/export/svg';
import { elementBounds } from '../../../src/core/geometry/elementGeometry';
import type { Point } from '../../../src/core/geometry/point';
import { rotatePoint, worldPoint } from '../../../src/core/geometry/point';
import { hitsElement } from '../../../src/core/geometry/selection';
import type { FixtureElement } from '../../../src/core/model/elements';
import type { Page } from '../../../src/core/model/page';
import { DRAWING_VERSION } from '../../../src/core/model/page';
import { fixtureCenter, fixtureDrawing } from '../../../src/core/symbols/fixtureGeometry';
import type { FixtureSymbol, SymbolDrawing } from '../../../src/core/symbols/library';
import {
  FIXTURE_SPECS,
  FIXTURE_SYMBOLS,
  STAIR_TREAD,
  symbolDrawing,
} from '../../../src/core/symbols/library';
import { createFixture, fixtureDraft } from '../../../src/core/symbols/placeFixture';
import { modelSpaceRecords, readDxfDocument } from '../../../src/formats/dxf/analyze';
import { decodeEntity } from '../../../src/formats/dxf/entities';
import { dxfToPage } from '../../../src/formats/import/dxfToPage';
import { Deadline, makeLimits } from '../../../src/formats/limits';

// The symbol library (issue 13 item 7): every fixture drawn inside its true-size box, turned about its centre,
// placed against a wall by its back, and written to DXF as an INSERT of a named block on its layer.

const IN = 96;
const EPS = 1e-6;

const pageOf = (elements: Page['elements']): Page => ({
  version: DRAWING_VERSION,
  id: 'p',
  name: 'Plan',
  layers: [],
  elements,
});

/** Every point of the drawing's paths and circles' extremes. */
function pointsOf(d: ReturnType<typeof symbolDrawing>): Point[] {
  return [
    ...d.paths.flatMap((p) => p.points),
    ...d.circles.flatMap((c) => [
      { x: c.center.x - c.radius, y: c.center.y - c.radius },
      { x: c.center.x + c.radius, y: c.center.y + c.radius },
    ]),
  ];
}

const symbolArb = fc.constantFrom(...FIXTURE_SYMBOLS);

describe('symbol library', () => {
  it('offers the true sizes architects draw: toilet 20"×28", shower 36"×36", bath 60"×30", counters 24" deep', () => {
    expect(FIXTURE_SPECS.toilet).toMatchObject({ width: 20 * IN, depth: 28 * IN });
    expect(FIXTURE_SPECS.shower).toMatchObject({ width: 36 * IN, depth: 36 * IN });
    expect(FIXTURE_SPECS.bath).toMatchObject({ width: 60 * IN, depth: 30 * IN });
    expect(FIXTURE_SPECS.counter.depth).toBe(24 * IN);
    expect(FIXTURE_SPECS['counter-sink'].depth).toBe(24 * IN);
  });

  it('draws every symbol inside its width × depth box, at any size', () => {
    fc.assert(
      fc.property(
        symbolArb,
        fc.double({ min: 6, max: 400, noNaN: true }),
        fc.double({ min: 6, max: 400, noNaN: true }),
        (s, wIn, dIn) => {
          const w = wIn * IN;
          const d = dIn * IN;
          const drawing = symbolDrawing(s, w, d);
          expect(drawing.paths.length).toBeGreaterThan(0);
          for (const p of pointsOf(drawing)) {
            expect(p.x).toBeGreaterThanOrEqual(-EPS);
            expect(p.y).toBeGreaterThanOrEqual(-EPS);
            expect(p.x).toBeLessThanOrEqual(w + EPS);
            expect(p.y).toBeLessThanOrEqual(d + EPS);
          }
        },
      ),
    );
  });

  it('turns a placed fixture about its box centre: unturning its line work gives the box-local drawing', () => {
    fc.assert(
      fc.property(
        symbolArb,
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 359, noNaN: true }),
        (s, x, y, rotation) => {
          const el = fixtureDraft({ symbol: s, at: { x, y }, rotation });
          const local = symbolDrawing(s, el.width, el.depth);
          const world = fixtureDrawing(el);
          const c = fixtureCenter(el);
          world.paths.forEach((path, i) =>
            path.points.forEach((p, j) => {
              const back = rotatePoint(p, c, -rotation);
              const q = local.paths[i]?.points[j] as Point;
              expect(back.x - el.x).toBeCloseTo(q.x, 6);
              expect(back.y - el.y).toBeCloseTo(q.y, 6);
            }),
          );
          // And everything stays inside the element's bounds.
          const b = elementBounds(el);
          for (const p of pointsOf(world)) {
            expect(p.x).toBeGreaterThanOrEqual(b.minX - 1e-6);
            expect(p.x).toBeLessThanOrEqual(b.maxX + 1e-6);
            expect(p.y).toBeGreaterThanOrEqual(b.minY - 1e-6);
            expect(p.y).toBeLessThanOrEqual(b.maxY + 1e-6);
          }
        },
      ),
    );
  });

  it('places a fixture by the middle of its back: unturned it hangs below the point, turned 90° it reaches left', () => {
    const up = fixtureDraft({ symbol: 'toilet', at: { x: 1000, y: 500 }, rotation: 0 });
    expect(up).toMatchObject({ x: 1000 - 10 * IN, y: 500, width: 20 * IN, depth: 28 * IN, rotation: 0 });
    const turned = fixtureDraft({ symbol: 'toilet', at: { x: 1000, y: 500 }, rotation: 90 });
    const c = fixtureCenter(turned);
    expect(c.x).toBeCloseTo(1000 - 14 * IN, 9);
    expect(c.y).toBeCloseTo(500, 9);
    const wide = fixtureDraft({ symbol: 'vanity', at: { x: 0, y: 0 }, rotation: 0, width: 48 * IN });
    expect(wide).toMatchObject({ width: 48 * IN, depth: FIXTURE_SPECS.vanity.depth });
  });

  it('draws a stair with a tread line every 11" from its foot, an up arrow and a break line', () => {
    const d = symbolDrawing('stairs', 36 * IN, 132 * IN);
    const treads = d.paths.filter(
      (p) => p.points.length === 2 && p.points[0]?.y === p.points[1]?.y && !p.closed,
    );
    const ys = treads.map((t) => t.points[0]?.y as number).sort((a, b) => b - a);
    expect(ys[0]).toBeCloseTo(132 * IN - STAIR_TREAD, 9);
    for (let i = 1; i < ys.length; i++)
      expect((ys[i - 1] as number) - (ys[i] as number)).toBeCloseTo(STAIR_TREAD, 9);
    // The arrowhead: a three-point open path pointing up (its middle point highest).
    const arrow = d.paths.find((p) => p.points.length === 3 && !p.closed);
    expect(arrow).toBeDefined();
    const [a, tip, b] = arrow?.points as [Point, Point, Point];
    expect(tip.y).toBeLessThan(a.y);
    expect(tip.y).toBeLessThan(b.y);
    // The break line: six points crossing the flight from side to side.
    expect(d.paths.some((p) => p.points.length === 6 && p.points[0]?.x === 0)).toBe(true);
  });

  it('a shower has its drain in the middle and a diagonal', () => {
    const d = symbolDrawing('shower', 36 * IN, 36 * IN);
    expect(d.circles[0]?.center).toEqual({ x: 18 * IN, y: 18 * IN });
    expect(d.paths.some((p) => p.points.length === 2 && p.points[0]?.x !== p.points[1]?.x)).toBe(true);
  });
});

describe('fixture element', () => {
  const toilet = createFixture({ symbol: 'toilet', at: { x: 0, y: 0 }, rotation: 0 }, () => 't1');

  it('is one selectable object: a click inside its box picks it', () => {
    expect(hitsElement(toilet, { x: 0, y: 14 * IN }, 1)).toBe(true);
    expect(hitsElement(toilet, { x: 0, y: 40 * IN }, 1)).toBe(false);
  });

  it('resizes by a corner and by typed width and depth, about its centre when typed', () => {
    const page = pageOf([toilet]);
    const r = resizeElement(page, { id: 't1', handle: 'se', to: worldPoint(12 * IN, 30 * IN) });
    expect(r.ok && r.page.elements[0]).toMatchObject({ x: -10 * IN, y: 0, width: 22 * IN, depth: 30 * IN });
    const typed = setElementProperty(page, { id: 't1', key: 'depth', value: 30 * IN });
    expect(typed.ok && typed.page.elements[0]).toMatchObject({ width: 20 * IN, depth: 30 * IN, y: -1 * IN });
  });

  it('the contract knows the same symbols as the library and accepts a page with a fixture', () => {
    expect([...FixtureSchema.shape.symbol.options].sort()).toEqual([...FIXTURE_SYMBOLS].sort());
    expect(PageSchema.safeParse(pageOf([toilet])).success).toBe(true);
    expect(PageSchema.safeParse(pageOf([{ ...toilet, mirrored: true }])).success).toBe(true);
    expect(PageSchema.safeParse(pageOf([{ ...toilet, mirrored: 'yes' as unknown as boolean }])).success).toBe(
      false,
    );
    expect(PageSchema.safeParse(pageOf([{ ...toilet, symbol: 'piano' as FixtureSymbol }])).success).toBe(
      false,
    );
  });

  it('draws in SVG and on the plot', () => {
    expect(exportSvg(pageOf([toilet]), { unit: 'feet' })).toContain('data-symbol="toilet"');
    const plot = plotElements([toilet], { unit: 'feet', k: 0.01, dimensions: false });
    expect(plot.paths.length).toBe(symbolDrawing('toilet', 20 * IN, 28 * IN).paths.length);
  });
});

describe('fixture DXF export', () => {
  const els: FixtureElement[] = [
    { ...createFixture({ symbol: 'toilet', at: { x: 0, y: 0 }, rotation: 0 }, () => 'a'), layer: 'Plumbing' },
    createFixture({ symbol: 'toilet', at: { x: 100 * IN, y: 0 }, rotation: 90 }, () => 'b'),
    createFixture({ symbol: 'stairs', at: { x: 200 * IN, y: 0 }, rotation: 0 }, () => 'c'),
  ];
  const page: Page = {
    ...pageOf(els),
    layers: [
      {
        name: 'Plumbing',
        color: '#0000ff',
        visible: true,
        frozen: false,
        locked: false,
        linetype: 'CONTINUOUS',
        lineweight: -3,
      },
    ],
  };
  const dxf = exportDxf(page, { unit: 'feet', dimensions: false });
  const bytes = new TextEncoder().encode(dxf);
  const limits = makeLimits();
  const { doc } = readDxfDocument(bytes, limits, new Deadline(limits));
  const entities = modelSpaceRecords(doc).map((rec) => decodeEntity(doc.tags, rec, { vertices: 0 }));
  const inserts = entities.filter((e) => e.kind === 'insert');

  it('writes each fixture as an INSERT of one named block per symbol and size, on its layer', () => {
    expect(inserts).toHaveLength(3);
    const names = inserts.map((i) => (i.kind === 'insert' ? i.block : ''));
    expect(names[0]).toBe('FIXT-TOILET-20x28');
    expect(names[1]).toBe(names[0]);
    expect(names[2]).toBe(fixtureBlockName(els[2] as FixtureElement));
    expect(inserts.map((i) => i.common.layer)).toEqual(['Plumbing', 'A-FLOR-FIXT', 'A-FLOR-STRS']);
    const block = doc.blocks.get('FIXT-TOILET-20X28') ?? doc.blocks.get('FIXT-TOILET-20x28');
    expect(block?.entities.length).toBe(symbolDrawing('toilet', 20 * IN, 28 * IN).paths.length);
  });

  it('places the INSERT at the box centre (inches, y up) with the rotation counter-clockwise', () => {
    const [, turned] = inserts;
    const c = fixtureCenter(els[1] as FixtureElement);
    expect(turned?.kind === 'insert' && turned.x).toBeCloseTo(c.x / IN, 9);
    expect(turned?.kind === 'insert' && turned.y).toBeCloseTo(-c.y / IN, 9);
    expect(turned?.kind === 'insert' && turned.rotation).toBeCloseTo(270, 9);
  });

  it('imports back as the same fixtures: symbol, box, rotation and layer', () => {
    let n = 0;
    const back = dxfToPage(bytes, makeLimits(), { pageId: 'p', pageName: 'P', ids: () => `e${++n}` });
    const fixtures = back.page.elements.filter((e): e is FixtureElement => e.type === 'fixture');
    expect(fixtures).toHaveLength(3);
    fixtures.forEach((f, i) => {
      const was = els[i] as FixtureElement;
      expect(f.symbol).toBe(was.symbol);
      expect(f.width).toBeCloseTo(was.width, 6);
      expect(f.depth).toBeCloseTo(was.depth, 6);
      expect(f.x).toBeCloseTo(was.x, 6);
      expect(f.y).toBeCloseTo(was.y, 6);
      expect(f.rotation).toBeCloseTo(was.rotation, 6);
    });
    expect(fixtures.map((f) => f.layer)).toEqual(['Plumbing', 'A-FLOR-FIXT', 'A-FLOR-STRS']);
  });

  const python = ['/usr/bin/python3', 'python3'].find(
    (p) => spawnSync(p, ['-c', 'import ezdxf'], { stdio: 'ignore' }).status === 0,
  );
  it.skipIf(!python)(
    'opens in ezdxf with 0 audit errors, its INSERTs naming their blocks (skipped without ezdxf)',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'fixtures-dxf-'));
      try {
        const file = join(dir, 'plan.dxf');
        writeFileSync(file, dxf);
        const out = execFileSync(python as string, [
          '-c',
          [
            'import sys, ezdxf',
            'doc = ezdxf.readfile(sys.argv[1])',
            'a = doc.audit()',
            "ins = [e for e in doc.modelspace() if e.dxftype() == 'INSERT']",
            "print(len(a.errors), len(ins), ','.join(sorted({e.dxf.name for e in ins})), ','.join(e.dxf.layer for e in ins))",
          ].join('\n'),
          file,
        ]).toString();
        const [errors, count, names, layers] = out.trim().split(' ');
        expect(Number(errors)).toBe(0);
        expect(Number(count)).toBe(3);
        expect(names).toBe(['FIXT-STAIRS-36x132', 'FIXT-TOILET-20x28'].join(','));
        expect(layers).toBe('Plumbing,A-FLOR-FIXT,A-FLOR-STRS');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('an INSERT of a fixture block that is scaled imports as its line work', () => {
    // The first toilet's INSERT scaled by 2 (group codes 41 and 42).
    const scaled = dxf.replace(/(AcDbBlockReference\n2\nFIXT-TOILET-20x28\n)/, '$141\n2\n42\n2\n');
    expect(scaled).not.toBe(dxf);
    let n = 0;
    const back = dxfToPage(new TextEncoder().encode(scaled), makeLimits(), {
      pageId: 'p',
      pageName: 'P',
      ids: () => `e${++n}`,
    });
    expect(back.page.elements.filter((e) => e.type === 'fixture')).toHaveLength(2);
    expect(back.page.elements.some((e) => e.type === 'polyline' && e.layer === 'Plumbing')).toBe(true);
  });
});

describe('a mirrored fixture', () => {
  // The bath's drain sits at one end: its drawing is not its own mirror image.
  const bath = createFixture({ symbol: 'bath', at: { x: 300 * IN, y: 100 * IN }, rotation: 30 }, () => 'b1');
  const axisA = { x: 0, y: 0 };
  const axisB = { x: 0, y: 10 * IN };
  const mirror = (page: Page): Page => {
    const r = mirrorElements(page, {
      ids: ['b1'],
      a: axisA,
      b: axisB,
      keepOriginal: false,
      newIds: () => 'x',
    });
    if (!r.ok) throw new Error(r.error);
    return r.page;
  };
  const once = mirror(pageOf([bath]));
  const flipped = once.elements[0] as FixtureElement;
  /** Every point of the drawing in an order-free list (sorted by the points rounded to 1/100 unit). */
  const shape = (d: SymbolDrawing): Point[] =>
    [
      ...d.paths.flatMap((p) => p.points),
      ...d.circles.map((c) => ({ x: c.center.x + c.radius, y: c.center.y })),
    ]
      .map((p) => ({ p, key: [Math.round(p.x * 100), Math.round(p.y * 100)] as const }))
      .sort((u, v) => u.key[0] - v.key[0] || u.key[1] - v.key[1])
      .map(({ p }) => p);
  /** The same points within a thousandth of a unit (a DXF keeps a millionth of an inch). */
  const expectSameShape = (actual: Point[], expected: Point[]) => {
    expect(actual).toHaveLength(expected.length);
    actual.forEach((p, i) => {
      expect(p.x).toBeCloseTo((expected[i] as Point).x, 3);
      expect(p.y).toBeCloseTo((expected[i] as Point).y, 3);
    });
  };
  /** The original's drawing reflected across the mirror line x = 0. */
  const reflected = (d: SymbolDrawing): SymbolDrawing => ({
    paths: d.paths.map((p) => ({ points: p.points.map((q) => ({ x: -q.x, y: q.y })), closed: p.closed })),
    circles: d.circles.map((c) => ({
      center: { x: -c.center.x, y: c.center.y },
      radius: c.radius,
    })),
  });

  it('is drawn as the mirror image of the original (editor, hit test and plot draw these lines)', () => {
    expect(flipped.mirrored).toBe(true);
    expectSameShape(shape(fixtureDrawing(flipped)), shape(reflected(fixtureDrawing(bath))));
    // Not merely moved and turned: the unflipped drawing at the same place differs.
    expect(shape(fixtureDrawing({ ...flipped, mirrored: false }))).not.toEqual(
      shape(fixtureDrawing(flipped)),
    );
  });

  it('mirrored twice is the original again, the flag gone', () => {
    const twice = mirror(once).elements[0] as FixtureElement;
    expect('mirrored' in twice).toBe(false);
    expect(twice.x).toBeCloseTo(bath.x, 9);
    expect(twice.y).toBeCloseTo(bath.y, 9);
    expect(twice.rotation).toBeCloseTo(bath.rotation, 9);
    expect({ ...twice, x: bath.x, y: bath.y, rotation: bath.rotation }).toEqual(bath);
  });

  it('flips in SVG and on the plot', () => {
    const svgOf = (el: FixtureElement) => exportSvg(pageOf([el]), { unit: 'feet' });
    const plotOf = (el: FixtureElement) =>
      JSON.stringify(plotElements([el], { unit: 'feet', k: 0.01, dimensions: false }).paths);
    const unflipped = { ...flipped, mirrored: false };
    expect(svgOf(flipped)).not.toBe(svgOf(unflipped));
    expect(plotOf(flipped)).not.toBe(plotOf(unflipped));
    // Mirrored about its own box's vertical centre line, the flipped bath plots as the plain one mirrored.
    expect(plotOf({ ...bath, rotation: 0, mirrored: true })).toBe(
      plotOf({ ...mirror(pageOf([{ ...bath, rotation: 0 }])).elements[0], x: bath.x } as FixtureElement),
    );
  });

  it('is written to DXF as an INSERT with X scale -1 and read back as mirrored', () => {
    const page = pageOf([flipped, { ...bath, id: 'b2' }]);
    const text = exportDxf(page, { unit: 'feet', dimensions: false });
    const bytes = new TextEncoder().encode(text);
    const limits = makeLimits();
    const { doc } = readDxfDocument(bytes, limits, new Deadline(limits));
    const inserts = modelSpaceRecords(doc)
      .map((rec) => decodeEntity(doc.tags, rec, { vertices: 0 }))
      .filter((e) => e.kind === 'insert');
    expect(inserts.map((i) => (i.kind === 'insert' ? [i.block, i.sx, i.sy] : null))).toEqual([
      [fixtureBlockName(bath), -1, 1],
      [fixtureBlockName(bath), 1, 1],
    ]);
    let n = 0;
    const back = dxfToPage(bytes, makeLimits(), { pageId: 'p', pageName: 'P', ids: () => `e${++n}` });
    const fixtures = back.page.elements.filter((e): e is FixtureElement => e.type === 'fixture');
    expect(fixtures.map((f) => f.mirrored)).toEqual([true, undefined]);
    expectSameShape(shape(fixtureDrawing(fixtures[0] as FixtureElement)), shape(fixtureDrawing(flipped)));
  });

  const python = ['/usr/bin/python3', 'python3'].find(
    (p) => spawnSync(p, ['-c', 'import ezdxf'], { stdio: 'ignore' }).status === 0,
  );
  it.skipIf(!python)('opens in ezdxf with 0 audit errors, the mirrored INSERT at X scale -1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fixtures-dxf-'));
    try {
      const file = join(dir, 'mirrored.dxf');
      writeFileSync(
        file,
        exportDxf(pageOf([flipped, { ...bath, id: 'b2' }]), { unit: 'feet', dimensions: false }),
      );
      const out = execFileSync(python as string, [
        '-c',
        [
          'import sys, ezdxf',
          'doc = ezdxf.readfile(sys.argv[1])',
          'a = doc.audit()',
          "print(len(a.errors), ','.join(str(float(e.dxf.xscale)) for e in doc.modelspace() if e.dxftype() == 'INSERT'))",
        ].join('\n'),
        file,
      ]).toString();
      expect(out.trim()).toBe('0 -1.0,1.0');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
