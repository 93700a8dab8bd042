import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { BenchFigure, BenchSuite } from '../types';
import { buildBenchPage, serveFolder } from '../editor/buildPage';
import type { EditorFigures } from '../editor/measure';

const round = (ms: number) => Math.round(ms * 100) / 100;

/**
 * The editor in headless Chromium (SwiftShader WebGL): a production build of the real workspace on a
 * seeded page. Software GL makes GPU time meaningless here, so the figures are CPU-side: building the
 * scene from the document, one renderer.render call, applying a one-element change, and whole frames while
 * panning.
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
        throw new Error(`scene has ${f.displayObjects} objects, expected 50000`);
      if (f.updatedObjects !== 1) throw new Error(`a one-element change touched ${f.updatedObjects} objects`);
      console.log(
        `editor: renderer ${f.renderer}; renderer.render p95 while panning 10k: ${round(f.render10kP95Ms)} ms`,
      );
      return [
        { name: 'editor.scene_build_50k_ms', value: round(f.sceneBuild50kMs), unit: 'ms' },
        { name: 'editor.cpu_render_50k_ms', value: round(f.cpuRender50kMs), unit: 'ms' },
        { name: 'editor.update_one_of_50k_ms', value: round(f.updateOneOf50kMs), unit: 'ms' },
        { name: 'editor.frame_10k_p95_ms', value: round(f.frame10kP95Ms), unit: 'ms' },
      ];
    } finally {
      await browser.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
