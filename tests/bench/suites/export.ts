import { performance } from 'node:perf_hooks';
import { seededRandom } from '../../../src/core/model/ids';
import type { Page } from '../../../src/core/model/page';
import { EXPORT_DPI } from '../../../src/contract/export';
import { exportDesign, type ExportInput } from '../../../src/server/export/design-export';
import type { BenchFigure, BenchSuite } from '../types';
import { generatePage } from './core';

/**
 * Issue 12 item 1: what an export of a big page costs the server (time and bytes), per format. The page is the
 * core suite's mixed 50,000-element page (every tool, text, freehand, some rotated).
 */

const round = (v: number) => Math.round(v * 10) / 10;

function input(format: ExportInput['format'], page: Page): ExportInput {
  return {
    format,
    pages: [{ page, position: 1 }],
    unit: 'feet',
    query: {
      scale: 'fit',
      sheet: 'ARCH-D',
      orientation: 'landscape',
      dpi: EXPORT_DPI.default,
      dimensions: '1',
      room_dimensions: '0',
    },
    title: {
      firm: null,
      project: 'Bench',
      client: '',
      projectNumber: '',
      drawnBy: 'bench',
      date: 'Nov 25, 2026',
      revision: '1',
    },
  };
}

async function measure(format: ExportInput['format'], page: Page): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const result = await exportDesign(input(format, page));
  const ms = performance.now() - started;
  if (!result.ok) throw new Error(result.error);
  const bytes = typeof result.bytes === 'string' ? Buffer.byteLength(result.bytes) : result.bytes.byteLength;
  return { ms, bytes };
}

export const exportSuite: BenchSuite = {
  name: 'export',
  async run(): Promise<BenchFigure[]> {
    const figures: BenchFigure[] = [];
    for (const size of [10_000, 50_000]) {
      const page = generatePage(size, seededRandom(size));
      for (const format of ['pdf', 'dxf', 'svg', 'png'] as const) {
        const { ms, bytes } = await measure(format, page);
        const tag = `export.${format}_${size / 1000}k`;
        figures.push({ name: `${tag}_ms`, value: round(ms), unit: 'ms' });
        figures.push({ name: `${tag}_kb`, value: round(bytes / 1024), unit: 'KB' });
      }
    }
    return figures;
  },
};
