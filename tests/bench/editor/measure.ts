// Bundled into the bench page and run there: every figure is CPU time measured with performance.now()
// around the editor's own calls, reached through the dev hook (window.__draftroomEditor).
import { moveElements } from '../../../src/core/commands/move';
import type { EditorDevHook } from '../../../src/client/editor/devHook';
import { seededPage as seed } from '../../../src/client/editor/demo/seededPage';

export interface EditorFigures {
  sceneBuild50kMs: number;
  cpuRender50kMs: number;
  updateOneOf50kMs: number;
  updatedObjects: number;
  frame10kP95Ms: number;
  /** renderer.render alone within those frames (diagnostic). */
  render10kP95Ms: number;
  displayObjects: number;
  renderer: string;
}

export async function measureEditor(hook: EditorDevHook): Promise<EditorFigures> {
  const { store, view, app } = hook;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  const p95 = (xs: number[]) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? NaN;
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

  // Document to a complete scene: one display object per element.
  store.loadPages([seed(50_000, 11, 'bench-50k')]);
  store.zoomToContent();
  const t0 = performance.now();
  view.sync.sync(store.page);
  const sceneBuild50kMs = performance.now() - t0;
  const displayObjects = view.sync.size;
  view.renderNow(); // culling and the first upload of every visible Graphics

  // CPU time of renderer.render with all 50,000 elements in view.
  const renders: number[] = [];
  for (let i = 0; i < 5; i++) {
    await frame();
    const t = performance.now();
    app.renderer.render(app.stage);
    renders.push(performance.now() - t);
  }

  // One element moved through the real path (core command, history, store): the scene applies it by id.
  const updates: number[] = [];
  let updatedObjects = 0;
  for (let i = 0; i < 7; i++) {
    store.execute((page) => moveElements(page, { ids: [`seed-${25_000 + i}`], dx: 3, dy: 0 }));
    const t = performance.now();
    view.sync.sync(store.page);
    updates.push(performance.now() - t);
    updatedObjects = view.sync.last.updated + view.sync.last.created + view.sync.last.destroyed;
  }

  // Panning over 10,000 elements: sync, culling, overlays and render per frame.
  store.loadPages([seed(10_000, 12, 'bench-10k')]);
  store.zoomToContent();
  view.renderNow();
  const frames: number[] = [];
  const renders10k: number[] = [];
  for (let i = 0; i < 40; i++) {
    store.pan(i % 20 < 10 ? 6 : -6, i % 30 < 15 ? 3 : -3);
    view.renderNow();
    frames.push(view.stats.lastFrameMs);
    renders10k.push(view.stats.lastRenderMs);
    await frame();
  }
  return {
    sceneBuild50kMs,
    cpuRender50kMs: median(renders),
    updateOneOf50kMs: median(updates),
    updatedObjects,
    frame10kP95Ms: p95(frames),
    render10kP95Ms: p95(renders10k),
    displayObjects,
    renderer: view.stats.renderer,
  };
}
