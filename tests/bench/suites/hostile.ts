import type { FileKind } from '../../../src/contract/files';
import { processingPool, type ProcessingPool } from '../../../src/server/processing/pool/processing-pool';

import { crossingLinesDxf, pathOperatorsPdf, saveStatePdf } from '../../server/processing/hostile-files';
import type { BenchFigure, BenchSuite } from '../types';

const MB = 1048576;

/**
 * Issue 9's hostile files through a real worker pool, one at a time: how long until the job ends (refused, or
 * done with rooms skipped), the server's peak resident set during it and its resident set 3 s after, over the
 * baseline before the job.
 */
async function measure(
  pool: ProcessingPool,
  name: string,
  kind: FileKind,
  bytes: Uint8Array,
): Promise<BenchFigure[]> {
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const start = performance.now();
  await pool.run({ type: 'upload', kind, bytes, limits: {} }).catch(() => undefined);
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  clearInterval(sampler);
  const after = process.memoryUsage.rss();
  return [
    { name: `hostile.${name}_ms`, value: Math.round(ms), unit: 'ms' },
    {
      name: `hostile.${name}_rss_peak_over_baseline_mb`,
      value: Math.round((peak - baseline) / MB),
      unit: 'MB',
    },
    {
      name: `hostile.${name}_rss_after_3s_over_baseline_mb`,
      value: Math.round((after - baseline) / MB),
      unit: 'MB',
    },
  ];
}

export const hostileSuite: BenchSuite = {
  name: 'hostile',
  async run(): Promise<BenchFigure[]> {
    const pool = processingPool({ size: 1 });
    try {
      // Start the worker first: its start-up is not the job's cost.
      await pool.run({ type: 'upload', kind: 'json', bytes: new TextEncoder().encode('{}'), limits: {} });
      return [
        ...(await measure(pool, 'pdf_3m_path_ops', 'pdf', pathOperatorsPdf(3_000_000))),
        ...(await measure(pool, 'pdf_1m_q_ops', 'pdf', saveStatePdf(1_000_000))),
        ...(await measure(pool, 'dxf_59980_crossing_lines', 'dxf', crossingLinesDxf(59_980))),
      ];
    } finally {
      await pool.close();
    }
  },
};
