import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inPaperSpace, modelSpaceRecords, readDxfDocument } from '../../../src/formats/dxf/analyze';
import type { DxfDocument, EntityRecord } from '../../../src/formats/dxf/document';
import { decodeEntity, mtextColumnHandles, readCommon } from '../../../src/formats/dxf/entities';
import { Deadline, makeLimits } from '../../../src/formats/limits';
import {
  dimensionDetails,
  meshFaces,
  mtextDetails,
  textDetails,
} from '../../../src/formats/import/dxfDetails';
import { dxfToPage } from '../../../src/formats/import/dxfToPage';
import { PAGE_LIMITS } from '../../../src/formats/import/model';
import { DRAWING_LIMITS, parsePage } from '../../../src/contract/drawing';

const CORPUS = join(import.meta.dirname, '../../../../shared/corpus');
const files = readdirSync(CORPUS).filter((name) => /\.dxf$/i.test(name));

const read = (name: string) => new Uint8Array(readFileSync(join(CORPUS, name)));
const importFile = (name: string) => {
  let n = 0;
  return dxfToPage(read(name), makeLimits(), { pageId: 'page-1', pageName: name, ids: () => `e${++n}` });
};

/**
 * What the page must hold, counted straight from the reader's records: one element per drawn entity, INSERTs
 * expanded (× their array), visible ATTRIBs as text, linear dimensions as dimensions and the others as their
 * block's geometry, meshes as one polyline per face (or row/column).
 */
function expectedCounts(doc: DxfDocument): Record<string, number> {
  const counts: Record<string, number> = {};
  const add = (type: string, n: number) => {
    if (n > 0) counts[type] = (counts[type] ?? 0) + n;
  };
  const stats = { vertices: 0 };
  const walk = (records: readonly EntityRecord[], times: number): void => {
    for (const rec of records) {
      const e = decodeEntity(doc.tags, rec, stats);
      switch (rec.type) {
        case 'LINE':
        case '3DLINE':
          add('line', times);
          break;
        case 'POINT':
          add('point', times);
          break;
        case 'CIRCLE':
        case 'ARC':
        case 'ELLIPSE':
          add('curve', times);
          break;
        case 'LWPOLYLINE':
        case 'SPLINE':
        case 'LEADER':
        case 'WIPEOUT':
          add('polyline', times);
          break;
        case 'POLYLINE': {
          const mesh = meshFaces(doc.tags, rec);
          add('polyline', times * (mesh ? mesh.faces.length : 1));
          break;
        }
        case 'SOLID':
        case 'TRACE':
        case '3DFACE':
          add('hatch', times);
          break;
        case 'HATCH':
          if (e.kind === 'hatch' && e.loops.some((l) => l.length >= 4)) add('hatch', times);
          break;
        case 'TEXT':
          if (textDetails(doc.tags, rec).text.trim() !== '') add('text', times);
          break;
        case 'MTEXT':
          if (mtextDetails(doc.tags, rec).text.trim() !== '') add('text', times);
          break;
        case 'INSERT': {
          if (e.kind !== 'insert') break;
          for (const f of rec.followers ?? []) {
            const t = textDetails(doc.tags, f);
            if (!t.hidden && t.text.trim() !== '') add('text', times);
          }
          const block = doc.blocks.get(e.block.toUpperCase());
          const copies = Math.max(1, Math.floor(e.cols)) * Math.max(1, Math.floor(e.rows));
          if (block) walk(block.entities, times * copies);
          break;
        }
        case 'DIMENSION': {
          const d = dimensionDetails(doc.tags, rec);
          if (d.kind === 0 || d.kind === 1) add('dimension', times);
          else if (e.kind === 'dimension') {
            const block = doc.blocks.get(e.block.toUpperCase());
            if (block) walk(block.entities, times);
          }
          break;
        }
        default:
          break;
      }
    }
  };
  const records = modelSpaceRecords(doc);
  const parts = new Set(
    records.filter((r) => r.type === 'MTEXT').flatMap((r) => mtextColumnHandles(doc.tags, r)),
  );
  walk(
    records.filter((rec) => {
      const common = readCommon(doc.tags, rec);
      if (inPaperSpace(common, doc)) return false;
      return !(rec.type === 'MTEXT' && common.handle !== null && parts.has(common.handle));
    }),
    1,
  );
  return counts;
}

function actualCounts(elements: readonly { type: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const el of elements) {
    const type = el.type === 'circle' || el.type === 'arc' || el.type === 'ellipse' ? 'curve' : el.type;
    counts[type] = (counts[type] ?? 0) + 1;
  }
  return counts;
}

describe('DXF → editor page, on the corpus', () => {
  it.each(files)('%s: one element per expanded entity, layers kept', (name) => {
    const limits = makeLimits();
    const { doc } = readDxfDocument(read(name), limits, new Deadline(limits));
    const result = importFile(name);
    expect(actualCounts(result.page.elements)).toEqual(expectedCounts(doc));
    // Every LAYER table entry is a page layer with its colour flags; every element's layer is one of them.
    const layers = new Map(result.page.layers.map((l) => [l.name.toUpperCase(), l]));
    for (const l of doc.layers) {
      const page = layers.get(l.name.toUpperCase());
      expect(page, l.name).toBeDefined();
      expect(page?.visible).toBe(!l.off);
      expect(page?.frozen).toBe(l.frozen);
      expect(page?.locked).toBe(l.locked);
      expect(page?.linetype).toBe(l.linetype.toUpperCase());
    }
    for (const el of result.page.elements)
      expect(layers.has((el.layer ?? '0').toUpperCase()) || el.layer === '0').toBe(true);
    // A page the API accepts as it is: the contract's schema, ids unique.
    const parsed = parsePage(result.page);
    expect(parsed.ok ? 'valid' : parsed.error).toBe('valid');
  });

  it("uses the contract's caps", () => {
    for (const [key, value] of Object.entries(PAGE_LIMITS)) {
      expect(DRAWING_LIMITS[key as keyof typeof DRAWING_LIMITS], key).toBe(value);
    }
  });
});
