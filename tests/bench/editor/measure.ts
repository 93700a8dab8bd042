// Bundled into the bench page and run there, reached through the dev hook (window.__draftroomEditor).
// Every interaction goes through the editor's own input path (EditorInput, as the canvas's DOM listeners
// call it) and each step is timed as the editor's JavaScript: the input handling, the React work it
// schedules (a microtask), and the next frame's update plus renderer.render (CPU). With WebGL,
// renderer.render only records commands; Chromium's GPU process (SwiftShader here, in software) runs them
// later, so after each step a 1-pixel readPixels waits for that work outside the timed part.
import { moveElements } from '../../../src/core/commands/move';
import type { Page } from '../../../src/core/model/page';
import { worldPoint } from '../../../src/core/geometry/point';
import type { ScreenPoint } from '../../../src/core/geometry/point';
import { screenPoint } from '../../../src/core/geometry/point';
import { worldToScreen } from '../../../src/core/viewport';
import type { EditorDevHook } from '../../../src/client/editor/devHook';
import { SEED_CELL, seededPage } from '../../../src/client/editor/demo/seededPage';
import { openDesignBytes } from './openDesign';

/** Per interaction, the JS time of each step (ms). */
export interface EditorFigures {
  size: number;
  /**
   * Design JSON in hand to the first frame drawn with the page loaded (the editor answers input from then
   * on: its index is built and no task runs long while the rest of the scene builds).
   */
  openFirstFrameMs: number;
  /** Design JSON in hand to the first frame with everything in view built. */
  openMs: number;
  /** The longest main-thread task while opening (Long Tasks API: 0 when none reached 50 ms). */
  openLongestTaskMs: number;
  /** Every task of 50 ms or more while opening, in order (ms). */
  openLongTasksMs: number[];
  /** Until the whole page's scene is built (progressive building finished). */
  openCompleteMs: number;
  series: Record<string, number[]>;
  /** Elements the marquee selected at its last step. */
  marqueeSelected: number;
  renderer: string;
}

const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
const flushMicrotasks = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

/** The view's answer to "is the scene around the camera built?"; views without progressive building always are. */
interface ProgressiveView {
  isBuildingVisible?: () => boolean;
  isBuildingAll?: () => boolean;
}

function glFinisher(hook: EditorDevHook): () => void {
  const gl = (hook.app.renderer as unknown as { gl?: WebGL2RenderingContext }).gl;
  if (!gl) throw new Error('The editor is not rendering with WebGL.');
  const pixel = new Uint8Array(4);
  return () => gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
}

function longTaskRecorder() {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) durations.push(e.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  return {
    stop: async () => {
      // Entries are delivered after the task ends: give the observer a turn.
      await new Promise((r) => setTimeout(r, 50));
      for (const e of observer.takeRecords()) durations.push(e.duration);
      observer.disconnect();
      return durations;
    },
  };
}

export async function measureEditor(hook: EditorDevHook, size: number): Promise<EditorFigures> {
  const { store, input, view } = hook;
  const progressive = view as unknown as ProgressiveView;
  const finish = glFinisher(hook);
  const series: Record<string, number[]> = {};
  let t = 0;
  const press = (screen: ScreenPoint, button = 0) => {
    t += 16;
    return { screen, button, shift: false, time: t };
  };

  /** One timed step: the input, React's microtask, then the frame's update and renderer.render. */
  // Set by a profiling run: each step is wrapped in console.profile, so DevTools' profiler sees it by name.
  // 'open-timing' stops after the open too, unprofiled (its long tasks as the bench sees them).
  const profileFlag = (window as unknown as { __profileSteps?: boolean | 'open' | 'open-timing' })
    .__profileSteps;
  const profiling = profileFlag === true || profileFlag === 'open';
  const step = async (name: string, action: () => void) => {
    if (profiling) console.profile(name);
    const t0 = performance.now();
    action();
    await flushMicrotasks();
    view.renderNow();
    const ms = performance.now() - t0;
    // A user-timing entry per step, so a trace of the run can tell which steps a garbage collection fell in.
    performance.measure(name, { start: t0, duration: ms });
    if (profiling) console.profileEnd(name);
    (series[name] ??= []).push(ms);
    finish();
    await nextFrame();
  };
  const settle = async () => {
    view.renderNow();
    finish();
    await nextFrame();
  };

  // ---- open: the design's JSON (as the server answers it) to an interactive editor ----
  const page = seededPage(size, 11, `bench-${size}`);
  const bytes = new TextEncoder().encode(
    JSON.stringify({
      id: 1,
      name: 'Bench design',
      unit: 'feet',
      project_id: null,
      notes: null,
      raw_json: null,
      outline_metadata: null,
      pages: [page],
      latest_revision: null,
      created_at: '2025-01-02T10:30:00Z',
      updated_at: '2025-01-02T10:30:00Z',
      is_active: true,
    }),
  ).buffer;
  await settle();
  if (profiling) console.profile('open');
  const tasks = longTaskRecorder();
  const t0 = performance.now();
  const pages = await openDesignBytes(bytes);
  if (profiling) console.profile('open_load');
  await store.openPages(pages);
  store.zoomToContent();
  if (profiling) {
    console.profileEnd('open_load');
    console.profile('open_first_frame');
    view.renderNow();
    console.profileEnd('open_first_frame');
  }
  const framesBefore = view.stats.frames;
  while (view.stats.frames === framesBefore) await nextFrame();
  const openFirstFrameMs = performance.now() - t0;
  while (progressive.isBuildingVisible?.() ?? false) await nextFrame();
  const openMs = performance.now() - t0;
  while (progressive.isBuildingAll?.() ?? false) await nextFrame();
  const openCompleteMs = performance.now() - t0;
  if (profiling) console.profileEnd('open');
  const openLongTasksMs = await tasks.stop();
  const openLongestTaskMs = openLongTasksMs.length === 0 ? 0 : Math.max(...openLongTasksMs);
  finish();
  await settle();
  if (profileFlag === 'open' || profileFlag === 'open-timing')
    return {
      size,
      openFirstFrameMs,
      openMs,
      openLongestTaskMs,
      openLongTasksMs,
      openCompleteMs,
      series,
      marqueeSelected: 0,
      renderer: '',
    };

  const fitted = store.getState().camera;
  const viewport = store.getState().viewport;
  const centre = screenPoint(viewport.width / 2, viewport.height / 2);
  const onScreen = (id: string): ScreenPoint => {
    const el = store.page?.elements.find((e) => e.id === id);
    if (!el) throw new Error(`no element ${id}`);
    const b = { x: el.snapPoints[0]?.x ?? 0, y: el.snapPoints[0]?.y ?? 0 };
    return worldToScreen(store.getState().camera, worldPoint(b.x, b.y));
  };
  // Elements near the middle of the drawing, by the seed's id order.
  const middle = Math.floor(size / 2);
  /** The element a press at `at` picks (hit testing as the select tool does), and its index in the seed. */
  const pickAt = (at: ScreenPoint): number => {
    const id = input.elementAt(at);
    if (!id) throw new Error('nothing under the pointer');
    return Number(id.slice('seed-'.length));
  };

  // ---- zoom: wheel steps about the centre, in then out ----
  for (let i = 0; i < 24; i++) await step('zoom', () => input.wheel(centre, i < 12 ? -100 : 100));
  store.setCamera(fitted);
  await settle();

  // ---- pan: middle-button drag across the drawing at four times the fitted zoom ----
  store.setCamera({
    zoom: fitted.zoom * 4,
    x: (SEED_CELL * Math.sqrt(size)) / 2 - viewport.width / 2 / (fitted.zoom * 4),
    y: (SEED_CELL * Math.sqrt(size)) / 2 - viewport.height / 2 / (fitted.zoom * 4),
  });
  await settle();
  let at = centre;
  input.pointerDown(press(at, 1));
  for (let i = 0; i < 40; i++) {
    at = screenPoint(at.x + (i < 20 ? -18 : 18), at.y + (i < 20 ? -11 : 11));
    const p = press(at, 1);
    await step('pan', () => input.pointerMove(p));
  }
  input.pointerUp(press(at, 1));
  store.setCamera(fitted);
  await settle();

  // ---- drag one element (fitted view: everything in view) ----
  const dragRun = async (name: string, from: ScreenPoint) => {
    input.pointerDown(press(from));
    let p = from;
    for (let i = 0; i < 10; i++) {
      p = screenPoint(p.x + 4, p.y + (i % 2 ? 3 : -1));
      const e = press(p);
      await step(name, () => input.pointerMove(e));
    }
    const e = press(p);
    await step(`${name}_release`, () => input.pointerUp(e));
  };
  store.clearSelection();
  await settle();
  const oneAt = onScreen(`seed-${middle}`);
  for (let run = 0; run < 3; run++) {
    await dragRun('drag_one', oneAt);
    if (store.getState().selection.length !== 1) throw new Error('drag one did not select one element');
    store.undo();
    store.clearSelection();
    await settle();
  }

  // ---- drag 1,000 selected elements ----
  const grabAt = onScreen(`seed-${middle + 3}`);
  const grabbed = pickAt(grabAt);
  const thousand = Array.from({ length: 1000 }, (_, k) => `seed-${grabbed - 500 + k}`);
  for (let run = 0; run < 3; run++) {
    store.select(thousand);
    await settle();
    await dragRun('drag_1000', grabAt);
    if (store.getState().selection.length !== 1000) throw new Error('drag 1000 lost the selection');
    store.undo();
    await settle();
  }

  // ---- undo after a 1,000-element move ----
  for (let i = 0; i < 9; i++) {
    store.execute((pg: Page) => moveElements(pg, { ids: thousand, dx: 40, dy: 25 }));
    await settle();
    await step('undo_move_1000', () => store.undo());
  }
  store.clearSelection();
  await settle();

  // ---- marquee over 24% of the drawing (12,000 of 50,000) from the empty top-left corner ----
  const extent = Math.ceil(Math.sqrt(size)) * SEED_CELL;
  const side = Math.sqrt(0.24) * extent;
  const start = screenPoint(4, 4);
  const end = worldToScreen(store.getState().camera, worldPoint(side, side));
  input.pointerDown(press(start));
  for (let i = 1; i <= 30; i++) {
    const f = i / 30;
    const e = press(screenPoint(start.x + (end.x - start.x) * f, start.y + (end.y - start.y) * f));
    await step('marquee', () => input.pointerMove(e));
  }
  const marqueeSelected = store.getState().selection.length;
  input.pointerUp(press(end));
  store.clearSelection();
  await settle();

  return {
    size,
    openFirstFrameMs,
    openMs,
    openLongestTaskMs,
    openLongTasksMs,
    openCompleteMs,
    series,
    marqueeSelected,
    renderer: view.stats.renderer,
  };
}
