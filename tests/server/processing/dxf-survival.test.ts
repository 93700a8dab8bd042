import { createCanvas, loadImage } from '@napi-rs/canvas';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { analyzeDxf, modelSpaceRecords, readDxfDocument } from '../../../src/formats/dxf/analyze';
import { decodeEntity } from '../../../src/formats/dxf/entities';
import type { DxfDocument } from '../../../src/formats/dxf/document';
import { headerNumber } from '../../../src/formats/dxf/document';
import { rawTags } from '../../../src/server/processing/dxf-writer/raw-tags';
import type { DxfGeometry } from '../../../src/formats/dxf/geometry';
import { Deadline, makeLimits } from '../../../src/formats/limits';
import { writeSourceDxf } from '../../../src/server/processing/dxf-writer/write-source-dxf';
import { buildMasterPlan } from '../../../src/server/processing/master-plan/build-master-plan';
import { renderGeometryPng } from '../../../src/server/processing/mockup/render-geometry';
import { openPdf } from '../../../src/server/processing/guarded-input';
import { corpusBytes } from './corpus';
import { hiddenLayersSheet, keptEntities } from './survival-fixtures';

const box = (e: { min: { x: number; y: number }; max: { x: number; y: number } } | null) =>
  e ? { minX: e.min.x, minY: e.min.y, maxX: e.max.x, maxY: e.max.y } : null;

function generate(bytes: Uint8Array) {
  const original = analyzeDxf(bytes, makeLimits());
  const { processed, geometry } = original;
  const shown = geometry.visibleExtents ?? box(processed.extents);
  const out = writeSourceDxf(bytes, makeLimits(), {
    insunits: processed.insunits ?? 0,
    extents: shown,
    geometry,
  });
  const doc = readDxfDocument(out.bytes, makeLimits(), new Deadline(makeLimits())).doc;
  return { original, out, back: analyzeDxf(out.bytes, makeLimits()), doc };
}

/** RGBA pixels of a PNG. */
async function pixels(png: Uint8Array) {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const { data } = ctx.getImageData(0, 0, image.width, image.height);
  const at = (x: number, y: number) =>
    data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 3);
  const inked = (x: number, y: number) => Array.from(at(x, y)).some((v) => v < 200);
  return { width: image.width, height: image.height, at, inked };
}

/** The decoded content streams of one page of a PDF. */
async function pageContent(pdf: Uint8Array, index: number): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const contents = doc.getPage(index).node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs
    .map((ref) => doc.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => new TextDecoder('latin1').decode(decodePDFRawStream(s).decode()))
    .join('\n');
}

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const { doc } = await openPdf(pdf, makeLimits());
  try {
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return texts;
  } finally {
    await doc.destroy();
  }
}

const hiddenCount = (g: DxfGeometry) =>
  [g.lines, g.polylines, g.arcs, g.points].reduce(
    (n, s) => n + (s.hidden?.filter((v) => v === 1).length ?? 0),
    0,
  );

describe('layers that are off or frozen', () => {
  it('are read, marked hidden and left out of the visible extents, not of the metadata extents', () => {
    const { processed, geometry } = analyzeDxf(hiddenLayersSheet(), makeLimits());
    const byName = new Map(processed.layers.map((l) => [l.name, l]));
    expect(byName.get('OFFSTUFF')).toMatchObject({ off: true, frozen: false, color: 1 });
    expect(byName.get('FROZEN')).toMatchObject({ off: false, frozen: true });
    expect(byName.get('LOCKED')).toMatchObject({ locked: true });
    // 60 off lines, the frozen diagonal and the line of the block inserted on the frozen layer.
    expect(hiddenCount(geometry)).toBe(62);
    expect(geometry.visibleExtents).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 7 });
    // What the file contains (as ezdxf and AutoCAD's entity count see it) still includes the off layers.
    expect(processed.extents?.max.x).toBe(9059);
  });

  it('are not drawn in the mockup, which fits the visible sheet', async () => {
    const { processed, geometry } = analyzeDxf(hiddenLayersSheet(), makeLimits());
    const png = await renderGeometryPng(geometry, box(processed.extents));
    const img = await pixels(png);
    // The image has the sheet's 10:7 aspect and the sheet's frame spans it, margin aside.
    expect(img.width / img.height).toBeCloseTo(10 / 7, 1);
    const row = Math.round(img.height / 2);
    const left = Array.from({ length: img.width }, (_, x) => x).find((x) => img.inked(x, row)) ?? img.width;
    expect(left).toBeLessThan(img.width * 0.1);
    // Nothing red: the frozen diagonal and the off layer's lines (both red) are not drawn.
    let red = 0;
    for (let y = 0; y < img.height; y += 2)
      for (let x = 0; x < img.width; x += 2) {
        const [r, g, b] = img.at(x, y) as unknown as [number, number, number];
        if (r > 150 && g < 100 && b < 100) red += 1;
      }
    expect(red).toBe(0);
  });

  it('stay off, frozen and locked in the generated DXF, whose extents frame the visible sheet', () => {
    const { doc, back } = generate(hiddenLayersSheet());
    const byName = new Map(doc.layers.map((l) => [l.name, l]));
    expect(byName.get('OFFSTUFF')).toMatchObject({ off: true, color: 1 });
    expect(byName.get('FROZEN')).toMatchObject({ frozen: true });
    expect(byName.get('LOCKED')).toMatchObject({ locked: true });
    expect(byName.get('DASH')).toMatchObject({ linetype: 'DASHED', lineweight: 140 });
    expect([headerNumber(doc, '$EXTMIN', 10), headerNumber(doc, '$EXTMAX', 10)]).toEqual([0, 10]);
    expect([headerNumber(doc, '$EXTMIN', 20), headerNumber(doc, '$EXTMAX', 20)]).toEqual([0, 7]);
    expect(hiddenCount(back.geometry)).toBe(62);
    expect(back.geometry.visibleExtents).toEqual({ minX: 0, minY: 0, maxX: 10, maxY: 7 });
  });

  it('keep their colour index in the generated DXF: 7 stays 7, not true-colour black, and ByLayer stays ByLayer', () => {
    const { doc, out } = generate(hiddenLayersSheet());
    const byName = new Map(doc.layers.map((l) => [l.name, l]));
    expect(byName.get('0')).toMatchObject({ color: 7, trueColor: null });
    expect(byName.get('SHEET')).toMatchObject({ color: 5, trueColor: null });
    expect(new TextDecoder().decode(out.bytes)).not.toMatch(/\n420\n0\n/);
    const stats = { vertices: 0 };
    const sheetLines = modelSpaceRecords(doc)
      .map((rec) => decodeEntity(doc.tags, rec, stats))
      .flatMap((e) => (e.kind === 'line' && e.common.layer === 'SHEET' ? [e.common] : []));
    expect(sheetLines).toHaveLength(5);
    for (const common of sheetLines) expect(common).toMatchObject({ color: 256, trueColor: null });
  });

  it('are not drawn on the master plan sheet, which keeps the stated scale of the visible sheet', async () => {
    const result = await buildMasterPlan(
      {
        type: 'master_plan',
        project: { address: '4 Timber Row', typeLabel: 'House', ownerName: null, date: 'November 25, 2026' },
        limits: {},
        sheets: [
          { name: 'Frame', pageType: 'floor', scale: '1:50', kind: 'dxf', bytes: hiddenLayersSheet() },
        ],
      },
      makeLimits(),
    );
    const texts = await pageTexts(result.pdf);
    // 10 m at 1:50 is 200 mm: it fits, so the sheet is at 1:50 (the 9 km of off layers would not have).
    expect(texts[1]).toMatch(/SCALE\s+1:50/);
    expect(texts[0]).toMatch(/Frame.*1:50/);
    const content = await pageContent(result.pdf, 1);
    expect(content).not.toMatch(/^1 0 0 RG/m);
    // The DASHED layer at 1:50: 0.5 m dashes and 0.25 m gaps are 28.35 and 14.17 pt, at 1.40 mm (3.97 pt).
    expect(content).toContain('3.97 w [28.35 14.17] 0 d');
    // The centre-line at its own scale 2 and 0.50 mm: 1.25 m, 0.25 m, 0.25 m, 0.25 m × 2.
    expect(content).toContain('1.42 w [141.73 28.35 28.35 28.35] 0 d');
  });
});

describe('linetypes and lineweights', () => {
  it('are resolved (BYLAYER, explicit, entity scale) and written to the generated DXF', () => {
    const { original, doc, back } = generate(hiddenLayersSheet());
    expect(doc.linetypes.get('DASHED')?.pattern).toEqual([0.5, -0.25]);
    expect(doc.linetypes.get('CENTER')?.pattern).toEqual([1.25, -0.25, 0.25, -0.25]);
    expect(headerNumber(doc, '$LTSCALE', 40)).toBe(1);
    for (const g of [original.geometry, back.geometry]) {
      const names = (g.linetypes ?? []).map((l) => l.name);
      const styled = Array.from(g.lines.linetype ?? [], (lt, k) => ({
        linetype: lt >= 0 ? names[lt] : 'Continuous',
        weight: g.lines.lineweight?.[k],
        scale: g.lines.ltscale?.[k],
      })).filter((s) => s.linetype !== 'Continuous');
      expect(styled).toEqual([
        { linetype: 'DASHED', weight: 140, scale: 1 },
        { linetype: 'CENTER', weight: 50, scale: 2 },
      ]);
    }
  });

  it('of B10 (a door block with a 1 mm dashed linetype and BYBLOCK lines) survive the generated DXF', () => {
    const { original, doc, back } = generate(corpusBytes('B10_ezdxf_wipeout_door_R2018.dxf'));
    expect(doc.linetypes.get('1MM DASH')?.pattern).toEqual([1, -1, 1, -1]);
    const dashed = (g: DxfGeometry) =>
      [g.lines, g.polylines, g.arcs].map((s) => s.linetype?.filter((v) => v >= 0).length);
    expect(dashed(back.geometry)).toEqual(dashed(original.geometry));
    expect(dashed(original.geometry).reduce((a = 0, b = 0) => a + b, 0)).toBeGreaterThan(0);
  });

  it('draw dashes at their pattern lengths and heavy lines wider in the mockup', async () => {
    const { processed, geometry } = analyzeDxf(hiddenLayersSheet(), makeLimits());
    const img = await pixels(await renderGeometryPng(geometry, box(processed.extents)));
    const fit = (img.width - 2 * (Math.round(Math.min(img.width, img.height) * 0.04) + 2)) / 10;
    const y = Math.round(img.height / 2);
    // Along the dashed line: runs of ink and gaps, each about 0.5 m and 0.25 m long.
    const runs: number[] = [];
    let last = img.inked(Math.round(img.width * 0.2), y);
    let length = 0;
    for (let x = Math.round(img.width * 0.2); x < img.width * 0.8; x += 1) {
      const now = img.inked(x, y);
      if (now === last) length += 1;
      else {
        runs.push(length);
        length = 1;
        last = now;
      }
    }
    expect(runs.length).toBeGreaterThan(10);
    const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)] as number;
    expect(median).toBeGreaterThan(fit * 0.15);
    expect(median).toBeLessThan(fit * 0.6);
    // 1.40 mm shows about 5 px wide; the sheet frame (default weight) about 2.
    const thickness = (x: number, y0: number) => {
      let n = 0;
      for (let dy = -12; dy <= 12; dy += 1) if (img.inked(x, y0 + dy)) n += 1;
      return n;
    };
    const dashX = Array.from({ length: 200 }, (_, i) => Math.round(img.width * 0.3) + i).find((x) =>
      img.inked(x, y),
    );
    expect(dashX).toBeDefined();
    expect(thickness(dashX as number, y)).toBeGreaterThanOrEqual(4);
  });
});

describe('entities written as what they are', () => {
  it('keeps TEXT, MTEXT, DIMENSION, SOLID, IMAGE, INSERT with ATTRIB and the block ATTDEF when read back', () => {
    const { original, out, back, doc } = generate(keptEntities());
    expect(original.processed.entity_counts).toEqual({
      TEXT: 1,
      MTEXT: 1,
      DIMENSION: 1,
      SOLID: 1,
      IMAGE: 1,
      INSERT: 1,
    });
    expect(back.processed.entity_counts).toEqual(original.processed.entity_counts);
    expect(back.processed.texts.map((t) => t.text).sort()).toEqual(
      original.processed.texts.map((t) => t.text).sort(),
    );
    expect(out.notes).toEqual([]);
    const text = new TextDecoder().decode(out.bytes);
    // MTEXT keeps its inline formatting, the dimension its measurement, block and style.
    expect(text).toContain('{\\fArial|b1;Bold} words\\PSecond \\H2x;line');
    expect(back.processed.dimensions).toEqual([{ measurement: 10, text: '' }]);
    const dimstyle = doc.tableRecords.get('DIMSTYLE')?.map((r) => r.name);
    expect(dimstyle).toContain('ARCH');
    expect(text).toMatch(/^3\nARCH$/m);
    expect(doc.tableRecords.get('STYLE')?.map((r) => r.name)).toContain('ROMANS');
    // The dimension's block and the ATTDEF of the attribute's block are there.
    expect(doc.blocks.get('*D1')?.entities.map((e) => e.type)).toEqual(['LINE', 'LINE', 'LINE']);
    expect(doc.blocks.get('TAGGED')?.entities.map((e) => e.type)).toEqual(['CIRCLE', 'ATTDEF']);
    const insert = doc.entities.find((e) => e.type === 'INSERT');
    expect(insert?.followers?.map((f) => f.type)).toEqual(['ATTRIB']);
    // The image stays a reference: IMAGEDEF in OBJECTS with its file name, nothing embedded.
    const defs = [...doc.objects.values()].filter((o) => o.type === 'IMAGEDEF');
    expect(defs).toHaveLength(1);
    expect(text).toContain('photos/site.jpg');
    // The centred TEXT still says so (72 = 1), so its box (and the extents) are the same.
    expect(back.processed.extents).toEqual(original.processed.extents);
  });

  it('of B08 keeps the DIMENSION (not an INSERT), its *D block and its dimension style', () => {
    const { original, back, doc } = generate(corpusBytes('B08_ezdxf_dimension_in_block_R2013.dxf'));
    expect(back.processed.entity_counts.DIMENSION).toBe(original.processed.entity_counts.DIMENSION);
    expect(back.processed.dimensions).toEqual(original.processed.dimensions);
    const names = doc.tableRecords.get('DIMSTYLE')?.map((r) => r.name) ?? [];
    expect(names).toContain('ISO-25');
  });

  it('of B07 keeps its 22 MTEXT with their paragraph breaks (not TEXT, not plain)', () => {
    const source = corpusBytes('B07_ezdxf_mtext_columns_R2007.dxf');
    const { out, doc } = generate(source);
    const contents = (d: DxfDocument) =>
      d.entities
        .filter((e) => e.type === 'MTEXT')
        .map((e) => {
          const r = rawTags(d.tags, e);
          return r.all(3).join('') + r.str(1);
        })
        .sort();
    const before = contents(readDxfDocument(source, makeLimits(), new Deadline(makeLimits())).doc);
    expect(before.filter((c) => c.includes('\\P')).length).toBeGreaterThan(5);
    expect(contents(doc)).toEqual(before);
    expect(new TextDecoder().decode(out.bytes)).not.toMatch(/^TEXT$/m);
  });
});
