import { rmSync } from 'node:fs';
import type { BenchFigure, BenchSuite } from '../types';
import { buildBenchPage, launchBenchBrowser, serveFolder } from '../editor/buildPage';
import type { EditorFigures } from '../editor/measure';

const round = (ms: number) => Math.round(ms * 100) / 100;
const quantile = (xs: readonly number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))] ?? NaN;

/** Elements in the benchmark's design: 10,000 by default (CI), EDITOR_BENCH_SIZE=50000 for the big case. */
export function editorBenchSize(): number {
  const n = Number(process.env.EDITOR_BENCH_SIZE ?? '10000');
  if (!Number.isInteger(n) || n < 1000 || n > 50_000)
    throw new Error('EDITOR_BENCH_SIZE must be a whole number from 1000 to 50000');
  return n;
}

/** What each series times, one step each (see tests/bench/editor/measure.ts). */
const SERIES: readonly string[] = [
  'pan', // one pointer move of a middle-button pan at 4x the fitted zoom
  'zoom', // one wheel step about the centre
  'drag_one', // one pointer move dragging one element (fitted view, everything in view)
  'drag_one_release', // the release that commits that drag
  'drag_1000', // one pointer move dragging 1,000 selected elements
  'drag_1000_release',
  'undo_move_1000', // undo of a committed 1,000-element move
  'marquee', // one pointer move of a marquee growing over 24% of the drawing (12,000 of 50,000)
];

/**
 * The editor in headless Chromium (SwiftShader WebGL: the GPU's work runs in software after
 * renderer.render returns, and is not counted): a production build of the real workspace. Figures are the
 * editor's own JavaScript per step, p50 and p95, named editor.<interaction>_<size>k_{p50,p95}_ms, plus
 * opening the design's JSON: to the first frame with the page loaded, after which the editor answers input
 * (editor.open_<size>k_first_frame_ms), to everything in view built (editor.open_<size>k_ms), to the whole
 * page built (editor.open_complete_<size>k_ms), and the longest main-thread task meanwhile
 * (editor.open_<size>k_longest_task_ms; 0 when no task reached 50 ms).
 */
export const editorSuite: BenchSuite = {
  name: 'editor',
  async run(): Promise<BenchFigure[]> {
    const size = editorBenchSize();
    const k = `${Math.round(size / 1000)}k`;
    const dir = await buildBenchPage();
    const { server, url } = await serveFolder(dir);
    const browser = await launchBenchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.setDefaultTimeout(600_000);
      await page.goto(`${url}?n=0`);
      await page.waitForSelector('[data-ready="true"]', { timeout: 60_000 });
      const f = await page.evaluate(
        (n) =>
          (
            window as unknown as { __runEditorBench: (size: number) => Promise<EditorFigures> }
          ).__runEditorBench(n),
        size,
      );
      console.log(
        `editor: renderer ${f.renderer}; ${size} elements; the marquee selected ${f.marqueeSelected}`,
      );
      const figures: BenchFigure[] = [
        { name: `editor.open_${k}_first_frame_ms`, value: round(f.openFirstFrameMs), unit: 'ms' },
        { name: `editor.open_${k}_ms`, value: round(f.openMs), unit: 'ms' },
        { name: `editor.open_${k}_longest_task_ms`, value: round(f.openLongestTaskMs), unit: 'ms' },
        { name: `editor.open_complete_${k}_ms`, value: round(f.openCompleteMs), unit: 'ms' },
      ];
      for (const name of SERIES) {
        const xs = f.series[name] ?? [];
        if (xs.length === 0) throw new Error(`no samples for ${name}`);
        figures.push({ name: `editor.${name}_${k}_p50_ms`, value: round(quantile(xs, 0.5)), unit: 'ms' });
        figures.push({ name: `editor.${name}_${k}_p95_ms`, value: round(quantile(xs, 0.95)), unit: 'ms' });
      }
      return figures;
    } finally {
      await browser.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
