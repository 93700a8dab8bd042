import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { BenchFigure, BenchSuite } from '../types';
import { buildBenchPage, serveFolder } from '../editor/buildPage';
import type { EditorFigures } from '../editor/measure';

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The editor in headless Chromium (SwiftShader WebGL: the GPU's work is done in software on the CPU): a
 * production build of the real workspace on a seeded page.
 *
 * - scene_build_50k_ms: document to a rendered scene of everything in view (the fitted 50k drawing, so
 *   all of it): sync, culling, building the display objects, first renderer.render (tessellation, batching,
 *   upload). CPU; the GL rasterisation after it is not included.
 * - cpu_render_50k_ms: CPU time of one renderer.render of that scene, unchanged.
 * - update_one_of_50k_ms: syncing a one-element change (proves the sync by id); update_one_frame_50k_ms is
 *   that change's whole next frame (CPU).
 * - frame_10k_p95_ms: whole frames while panning 10,000 elements all in view, JS plus waiting for the GL
 *   work to finish (software GL here: on a GPU that part is far smaller); frame_10k_js_p95_ms is the JS
 *   part alone, draw_calls_10k the WebGL draw calls per frame.
 * - frame_pan_50k_js_p95_ms: JS per frame panning zoomed in across the 50k drawing, where tiles never seen
 *   before are built on the way.
 */
export const editorSuite: BenchSuite = {
  name: 'editor',
  async run(): Promise<BenchFigure[]> {
    const dir = await buildBenchPage();
    const { server, url } = await serveFolder(dir);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${url}?n=0`);
      await page.waitForSelector('[data-ready="true"]', { timeout: 60_000 });
      const f = await page.evaluate(() =>
        (window as unknown as { __runEditorBench: () => Promise<EditorFigures> }).__runEditorBench(),
      );
      if (f.displayObjects !== 50_000)
        throw new Error(`scene has ${f.displayObjects} elements, expected 50000`);
      if (f.realisedObjects < 49_000)
        throw new Error(`only ${f.realisedObjects} of 50000 elements in view were built`);
      if (f.updatedObjects !== 1) throw new Error(`a one-element change touched ${f.updatedObjects} objects`);
      console.log(`editor: renderer ${f.renderer}; ${f.realisedObjects} of 50000 elements built when fitted`);
      return [
        { name: 'editor.scene_build_50k_ms', value: round(f.sceneBuild50kMs), unit: 'ms' },
        { name: 'editor.cpu_render_50k_ms', value: round(f.cpuRender50kMs), unit: 'ms' },
        { name: 'editor.update_one_of_50k_ms', value: round(f.updateOneOf50kMs), unit: 'ms' },
        { name: 'editor.update_one_frame_50k_ms', value: round(f.updateOneFrame50kMs), unit: 'ms' },
        { name: 'editor.frame_10k_p95_ms', value: round(f.frame10kP95Ms), unit: 'ms' },
        { name: 'editor.frame_10k_js_p95_ms', value: round(f.frame10kJsP95Ms), unit: 'ms' },
        { name: 'editor.draw_calls_10k', value: f.drawCalls10k, unit: 'calls' },
        { name: 'editor.frame_pan_50k_js_p95_ms', value: round(f.framePan50kJsP95Ms), unit: 'ms' },
      ];
    } finally {
      await browser.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
