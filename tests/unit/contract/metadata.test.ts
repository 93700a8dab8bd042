import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { ImageMetadata, JsonFileMetadata } from '../../../src/contract/metadata';
import { DxfMetadata, PdfMetadata, readProcessedMetadata } from '../../../src/contract/metadata';
import { analyzeDxf, type DxfProcessedJson } from '../../../src/formats/dxf/analyze';
import type { ImageProcessedJson } from '../../../src/server/processing/image/process-image';
import { summarizeJson, type JsonProcessedJson } from '../../../src/server/processing/json-summary';
import { makeLimits } from '../../../src/formats/limits';
import { analyzePdf, type PdfProcessedJson } from '../../../src/server/processing/pdf/analyze';

// The contract must accept what the server writes: checked at compile time (the server's types are assignable to
// the schemas' inputs) and at run time on real corpus files.
const dxfFits: (v: DxfProcessedJson) => z.input<typeof DxfMetadata> = (v) => v;
const pdfFits: (v: PdfProcessedJson) => z.input<typeof PdfMetadata> = (v) => v;
const imageFits: (v: ImageProcessedJson) => z.input<typeof ImageMetadata> = (v) => v;
const jsonFits: (v: JsonProcessedJson) => z.input<typeof JsonFileMetadata> = (v) => v;

const corpus = (name: string) =>
  new Uint8Array(readFileSync(path.resolve(import.meta.dirname, '../../../../shared/corpus', name)));

/** A DXF whose LAYER table has one locked, one frozen and one switched-off layer. */
function layeredDxf(): Uint8Array {
  const tags: [number, string | number][] = [
    [0, 'SECTION'],
    [2, 'TABLES'],
    [0, 'TABLE'],
    [2, 'LAYER'],
    [0, 'LAYER'],
    [2, 'WALLS'],
    [70, 4],
    [62, 1],
    [6, 'CONTINUOUS'],
    [0, 'LAYER'],
    [2, 'FURNITURE'],
    [70, 1],
    [62, 3],
    [6, 'CONTINUOUS'],
    [0, 'LAYER'],
    [2, 'NOTES'],
    [70, 0],
    [62, -5],
    [6, 'CONTINUOUS'],
    [0, 'ENDTAB'],
    [0, 'ENDSEC'],
    [0, 'SECTION'],
    [2, 'ENTITIES'],
    [0, 'LINE'],
    [8, 'WALLS'],
    [10, 0],
    [20, 0],
    [30, 0],
    [11, 10],
    [21, 0],
    [31, 0],
    [0, 'ENDSEC'],
    [0, 'EOF'],
  ];
  return new TextEncoder().encode(tags.map(([code, value]) => `${code}\n${value}\n`).join(''));
}

describe('processed_json contract', () => {
  it('accepts what the DXF reader writes for a corpus plan, rooms and layers included', () => {
    const { processed } = analyzeDxf(corpus('A05_barcelona_pavilion_plan_AC1027.dxf'), makeLimits());
    const read = readProcessedMetadata(dxfFits(processed));
    expect(read.status).toBe('ok');
    if (read.status !== 'ok' || read.metadata.format !== 'dxf') throw new Error('not a DXF record');
    expect(read.metadata.layers.length).toBeGreaterThan(0);
    expect(read.metadata.msp_entities).toBeGreaterThan(0);
  });

  it('reads locked, frozen and off layers from the LAYER table', () => {
    const { processed } = analyzeDxf(layeredDxf(), makeLimits());
    const layers = DxfMetadata.parse(processed).layers;
    const byName = Object.fromEntries(layers.map((l) => [l.name, l]));
    expect(byName.WALLS).toMatchObject({ locked: true, frozen: false, off: false, entity_count: 1 });
    expect(byName.FURNITURE).toMatchObject({ locked: false, frozen: true, off: false });
    expect(byName.NOTES).toMatchObject({ locked: false, frozen: false, off: true, color: 5 });
  });

  it('accepts what the PDF reader writes, one entry per page', async () => {
    const processed = await analyzePdf(corpus('P04_barcelona_pavilion_plan_view.pdf'), makeLimits());
    const parsed = PdfMetadata.parse(pdfFits(processed));
    expect(parsed.page_details).toHaveLength(parsed.pages);
  });

  it('accepts JSON summaries and image records', () => {
    const json = summarizeJson(new TextEncoder().encode('{"rooms":[1,2],"name":"x"}'));
    expect(readProcessedMetadata(jsonFits(json))).toMatchObject({ status: 'ok', metadata: { key_count: 2 } });
    const image: ImageProcessedJson = {
      format: 'png',
      width: 800,
      height: 600,
      dpi: null,
      color: 'rgb',
      bit_depth: 8,
      megapixels: 0.48,
      print_size_in: null,
      warnings: ['The image does not state its resolution'],
    };
    expect(readProcessedMetadata(imageFits(image)).status).toBe('ok');
  });

  it('fills in the lock flag of records stored before it was read', () => {
    const layer = { name: 'A', color: 7, linetype: 'Continuous', frozen: false, off: false, implicit: false };
    expect(DxfMetadata.shape.layers.def.element.parse({ ...layer, entity_count: 2 }).locked).toBe(false);
  });

  it('tells no record from a record of an unknown shape', () => {
    expect(readProcessedMetadata(null)).toEqual({ status: 'none' });
    expect(readProcessedMetadata({ format: 'dwg', whatever: 1 })).toEqual({ status: 'unreadable' });
    expect(readProcessedMetadata('text')).toEqual({ status: 'unreadable' });
  });
});
