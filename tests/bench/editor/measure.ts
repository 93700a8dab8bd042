// Bundled into the bench page and run there, reached through the dev hook (window.__draftroomEditor).
// With WebGL, renderer.render only records commands; Chromium's GPU process (SwiftShader here, in software)
// executes them later. A 1-pixel readPixels waits for that work to finish (gl.finish() does not: Chromium
// turns it into a flush), so each frame is timed twice: the JavaScript part, and JavaScript plus GL.
import { moveElements } from '../../../src/core/commands/move';
import type { EditorDevHook } from '../../../src/client/editor/devHook';
import { seededPage as seed } from '../../../src/client/editor/demo/seededPage';

export interface EditorFigures {
  /** Document to a rendered scene of all 50,000 elements in view: CPU (sync, culling, building, first render). */
  sceneBuild50kMs: number;
  /** One renderer.render of the built 50k scene: CPU only. */
  cpuRender50kMs: number;
  /** Syncing a one-element change into the 50k scene. */
  updateOneOf50kMs: number;
  /** That change's whole next frame (sync, culling, renderer.render), CPU. */
  updateOneFrame50kMs: number;
  updatedObjects: number;
  /** Panning 10,000 elements, all in view: whole frames (JS, then waiting for the GL work to finish). */
  frame10kP95Ms: number;
  /** The JavaScript part of those frames. */
  frame10kJsP95Ms: number;
  /** WebGL draw calls per panning frame. */
  drawCalls10k: number;
  /** Panning across the 50k drawing zoomed in (about 2,000 elements on screen): JS per frame, including
   * building elements that come into view for the first time. */
  framePan50kJsP95Ms: number;
  displayObjects: number;
  realisedObjects: number;
  renderer: string;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? NaN;
const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

/** Counts draw calls and waits for the GPU process; wraps the context's draw entry points once. */
function glProbe(gl: WebGL2RenderingContext) {
  const counter = { draws: 0 };
  const drawElements = gl.drawElements.bind(gl);
  const drawArrays = gl.drawArrays.bind(gl);
  gl.drawElements = (...args: Parameters<WebGL2RenderingContext['drawElements']>) => {
    counter.draws++;
    drawElements(...args);
  };
  gl.drawArrays = (...args: Parameters<WebGL2RenderingContext['drawArrays']>) => {
    counter.draws++;
    drawArrays(...args);
  };
  const pixel = new Uint8Array(4);
  return {
    counter,
    /** Blocks until every GL command so far has run. */
    finish: () => gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel),
  };
}

export async function measureEditor(hook: EditorDevHook): Promise<EditorFigures> {
  const { store, view, app } = hook;
  const gl = (app.renderer as unknown as { gl?: WebGL2RenderingContext }).gl;
  if (!gl) throw new Error('The editor is not rendering with WebGL.');
  const probe = glProbe(gl);

  // Document to a complete scene of what is in view (everything: the whole drawing is fitted).
  // Timed in the same task as the load, before the store's own animation frame can build it.
  probe.finish();
  store.loadPages([seed(50_000, 11, 'bench-50k')]);
  store.zoomToContent();
  const t0 = performance.now();
  view.renderNow();
  const sceneBuild50kMs = performance.now() - t0;
  probe.finish();
  const displayObjects = view.stats.displayObjects;
  const realisedObjects = view.stats.realisedObjects;

  // CPU time of renderer.render with all 50,000 elements in view and nothing changed.
  const renders: number[] = [];
  for (let i = 0; i < 5; i++) {
    await nextFrame();
    const t = performance.now();
    app.renderer.render(app.stage);
    renders.push(performance.now() - t);
    probe.finish();
  }

  // One element moved through the real path (core command, history, store): the scene applies it by id.
  const updates: number[] = [];
  const updateFrames: number[] = [];
  let updatedObjects = 0;
  for (let i = 0; i < 7; i++) {
    store.execute((page) => moveElements(page, { ids: [`seed-${25_000 + i}`], dx: 3, dy: 0 }));
    const t = performance.now();
    view.sync.sync(store.page);
    updates.push(performance.now() - t);
    updatedObjects = view.sync.last.updated + view.sync.last.created + view.sync.last.destroyed;
    view.renderNow();
    updateFrames.push(performance.now() - t);
    probe.finish();
    await nextFrame();
  }

  // Zoomed in on the 50k drawing, panning steadily: tiles come into view and are built on the way.
  store.setCamera({ x: 0, y: 0, zoom: 0.25 });
  view.renderNow();
  probe.finish();
  const pan50k: number[] = [];
  for (let i = 0; i < 40; i++) {
    store.pan(-40, -25);
    const t = performance.now();
    view.renderNow();
    pan50k.push(performance.now() - t);
    probe.finish();
    await nextFrame();
  }

  // Panning over 10,000 elements, all in view.
  store.loadPages([seed(10_000, 12, 'bench-10k')]);
  store.zoomToContent();
  view.renderNow();
  probe.finish();
  const frames: number[] = [];
  const jsFrames: number[] = [];
  const draws: number[] = [];
  for (let i = 0; i < 30; i++) {
    store.pan(i % 20 < 10 ? 6 : -6, i % 30 < 15 ? 3 : -3);
    probe.counter.draws = 0;
    const t = performance.now();
    view.renderNow();
    const js = performance.now() - t;
    probe.finish();
    frames.push(performance.now() - t);
    jsFrames.push(js);
    draws.push(probe.counter.draws);
    await nextFrame();
  }
  return {
    sceneBuild50kMs,
    cpuRender50kMs: median(renders),
    updateOneOf50kMs: median(updates),
    updateOneFrame50kMs: median(updateFrames),
    updatedObjects,
    frame10kP95Ms: p95(frames),
    frame10kJsP95Ms: p95(jsFrames),
    drawCalls10k: median(draws),
    framePan50kJsP95Ms: p95(pan50k),
    displayObjects,
    realisedObjects,
    renderer: view.stats.renderer,
  };
}
