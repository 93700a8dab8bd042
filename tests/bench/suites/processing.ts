import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { makeLimits } from '../../../src/formats/limits';
import { buildMasterPlan } from '../../../src/server/processing/master-plan/build-master-plan';
import { renderGeometryPng } from '../../../src/server/processing/mockup/render-geometry';
import type { MasterPlanSheet } from '../../../src/server/processing/pool/protocol';
import type { BenchFigure, BenchSuite } from '../types';

const corpusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/corpus');
const corpus = (name: string) => new Uint8Array(readFileSync(path.join(corpusDir, name)));

async function median(runs: number, work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(times.length / 2)] as number) * 10) / 10;
}

/** 100 drawing pages: small PDF sheets and small DXF plans alternating, as a drawing set mixes them. */
function hundredSheets(): MasterPlanSheet[] {
  const pdf = corpus('P04_barcelona_pavilion_plan_view.pdf');
  const dxfs = [corpus('A08_house_outline_solvespace_AC1021.dxf'), corpus('B01_ezdxf_ascii_R12.dxf')];
  return Array.from({ length: 100 }, (_, i) =>
    i % 2 === 0
      ? { name: `Sheet ${i + 1}`, pageType: 'custom', scale: null, kind: 'pdf', bytes: pdf }
      : {
          name: `Plan ${i + 1}`,
          pageType: 'floor',
          scale: '1:100',
          kind: 'dxf',
          bytes: dxfs[i % 4 === 1 ? 0 : 1] as Uint8Array,
        },
  );
}

/** Master plan assembly and mockup rendering, in-process (the worker adds only a copy-free message). */
export const processingSuite: BenchSuite = {
  name: 'processing',
  async run(): Promise<BenchFigure[]> {
    const sheets = hundredSheets();
    const project = {
      address: '1 Bench Street',
      typeLabel: 'Single-Family Home',
      ownerName: 'Bench',
      date: 'today',
    };
    const master = await median(3, () =>
      buildMasterPlan({ type: 'master_plan', project, sheets, limits: {} }, makeLimits()),
    );
    const a05 = analyzeDxf(corpus('A05_barcelona_pavilion_plan_AC1027.dxf'), makeLimits());
    const e = a05.processed.extents;
    const extents = e ? { minX: e.min.x, minY: e.min.y, maxX: e.max.x, maxY: e.max.y } : null;
    const mockup = await median(3, () => renderGeometryPng(a05.geometry, extents));
    return [
      { name: 'pdf.master_100_sheets_ms', value: master, unit: 'ms' },
      { name: 'dxf.mockup_a05_ms', value: mockup, unit: 'ms' },
    ];
  },
};
