import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeDxf } from '../../../src/formats/dxf/analyze';
import { makeLimits } from '../../../src/formats/limits';
import { analyzePdf } from '../../../src/server/processing/pdf/analyze';
import type { BenchFigure, BenchSuite } from '../types';

const thisFile = fileURLToPath(import.meta.url);
const repoRoot = path.resolve(path.dirname(thisFile), '../../..');
const corpusDir = path.resolve(repoRoot, '../shared/corpus');
const TARGET_BYTES = 10 * 1024 * 1024;

/**
 * A realistic ~10 MB R2000 floor-plan DXF: a grid of apartments, each with wall LINEs, a closed LWPOLYLINE room
 * outline with a bulge, a room label TEXT and a door INSERT (block with lines and an arc), on several layers.
 */
export function generateDxf(targetBytes = TARGET_BYTES): Uint8Array {
  const out: string[] = [];
  const tag = (code: number, value: string | number): void => {
    out.push(String(code).padStart(3, ' '), typeof value === 'number' ? value.toFixed(6) : value);
  };
  tag(0, 'SECTION');
  tag(2, 'HEADER');
  tag(9, '$ACADVER');
  tag(1, 'AC1015');
  tag(9, '$INSUNITS');
  out.push(' 70', '4');
  tag(0, 'ENDSEC');
  tag(0, 'SECTION');
  tag(2, 'TABLES');
  tag(0, 'TABLE');
  tag(2, 'LAYER');
  for (const [name, color] of [
    ['0', 7],
    ['WALLS', 1],
    ['ROOMS', 3],
    ['TEXT', 5],
    ['DOORS', 4],
  ] as const) {
    tag(0, 'LAYER');
    tag(2, name);
    out.push(' 70', '0', ' 62', String(color));
    tag(6, 'CONTINUOUS');
  }
  tag(0, 'ENDTAB');
  tag(0, 'ENDSEC');
  tag(0, 'SECTION');
  tag(2, 'BLOCKS');
  tag(0, 'BLOCK');
  tag(8, '0');
  tag(2, 'DOOR');
  out.push(' 70', '0');
  tag(10, 0);
  tag(20, 0);
  for (const [x1, y1, x2, y2] of [
    [0, 0, 900, 0],
    [0, 0, 0, 900],
    [900, 0, 900, 50],
  ]) {
    tag(0, 'LINE');
    tag(8, '0');
    tag(10, x1 as number);
    tag(20, y1 as number);
    tag(11, x2 as number);
    tag(21, y2 as number);
  }
  tag(0, 'ARC');
  tag(8, '0');
  tag(10, 0);
  tag(20, 0);
  tag(40, 900);
  tag(50, 0);
  tag(51, 90);
  tag(0, 'ENDBLK');
  tag(0, 'ENDSEC');
  tag(0, 'SECTION');
  tag(2, 'ENTITIES');
  let size = 0;
  let unit = 0;
  while (size < targetBytes) {
    const ox = (unit % 100) * 6000;
    const oy = Math.floor(unit / 100) * 5000;
    const start = out.length;
    for (const [x1, y1, x2, y2] of [
      [0, 0, 6000, 0],
      [6000, 0, 6000, 5000],
      [6000, 5000, 0, 5000],
      [0, 5000, 0, 0],
      [0, 200, 5800, 200],
    ]) {
      tag(0, 'LINE');
      tag(8, 'WALLS');
      tag(10, ox + (x1 as number));
      tag(20, oy + (y1 as number));
      tag(11, ox + (x2 as number));
      tag(21, oy + (y2 as number));
    }
    tag(0, 'LWPOLYLINE');
    tag(8, 'ROOMS');
    out.push(' 90', '5', ' 70', '1');
    for (const [x, y, bulge] of [
      [200, 200, 0],
      [5800, 200, 0],
      [5800, 4800, 0.2],
      [200, 4800, 0],
      [200, 2500, 0],
    ]) {
      tag(10, ox + (x as number));
      tag(20, oy + (y as number));
      if (bulge) tag(42, bulge as number);
    }
    tag(0, 'TEXT');
    tag(8, 'TEXT');
    tag(10, ox + 2500);
    tag(20, oy + 2500);
    tag(40, 250);
    tag(1, `Room ${unit}`);
    tag(0, 'INSERT');
    tag(8, 'DOORS');
    tag(2, 'DOOR');
    tag(10, ox + 5800);
    tag(20, oy + 1000);
    tag(50, 90);
    for (let i = start; i < out.length; i += 1) size += (out[i] as string).length + 1;
    unit += 1;
  }
  tag(0, 'ENDSEC');
  tag(0, 'EOF');
  return new TextEncoder().encode(out.join('\n') + '\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Heap figure: a fresh child process (node --expose-gc) generates the file, collects garbage, notes its RSS, runs
 * analyzeDxf once and reports peak RSS (process.resourceUsage().maxRSS) minus that baseline. Peak RSS catches
 * transient garbage that a heapUsed snapshot after the run would miss, and the child keeps the bench process's own
 * allocations out of the figure.
 */
function heapProbe(): number {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', thisFile, '--dxf-heap-probe'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 120_000,
    },
  );
  const match = /HEAP_MB=([\d.]+)/.exec(result.stdout ?? '');
  if (!match) throw new Error(`heap probe failed: ${result.stderr}`);
  return Number(match[1]);
}

function runHeapProbe(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  const bytes = generateDxf();
  gc?.();
  const baseline = process.memoryUsage().rss;
  const { processed } = analyzeDxf(bytes, makeLimits());
  const peak = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(
    `HEAP_MB=${((peak - baseline) / 1048576).toFixed(1)} entities=${processed.msp_entities}\n`,
  );
}

export const dxfSuite: BenchSuite = {
  name: 'dxf',
  run: async (): Promise<BenchFigure[]> => {
    const bytes = generateDxf();
    analyzeDxf(bytes, makeLimits());
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const t0 = performance.now();
      analyzeDxf(bytes, makeLimits());
      times.push(performance.now() - t0);
    }
    const heapMb = heapProbe();
    const files = readdirSync(corpusDir).filter((f) => /\.(dxf|pdf)$/i.test(f));
    // A processing worker loads pdf.js once; its one-off module load (seconds under tsx) is not per-file work.
    const firstPdf = files.find((f) => /\.pdf$/i.test(f));
    if (firstPdf)
      await analyzePdf(new Uint8Array(readFileSync(path.join(corpusDir, firstPdf))), makeLimits());
    const t0 = performance.now();
    for (const file of files) {
      const data = new Uint8Array(readFileSync(path.join(corpusDir, file)));
      if (/\.pdf$/i.test(file)) await analyzePdf(data, makeLimits());
      else analyzeDxf(data, makeLimits());
    }
    const corpusMs = performance.now() - t0;
    return [
      { name: 'dxf.parse_10mb_ms', value: Math.round(median(times)), unit: 'ms' },
      { name: 'dxf.parse_10mb_heap_mb', value: heapMb, unit: 'MB' },
      { name: 'dxf.metadata_corpus_total_ms', value: Math.round(corpusMs), unit: 'ms' },
    ];
  },
};

if (process.argv.includes('--dxf-heap-probe')) runHeapProbe();
