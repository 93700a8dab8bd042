// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { Container, type Application } from 'pixi.js';
import { EditorView } from '../../../src/client/editor/render/EditorView';
import { EditorStore } from '../../../src/client/editor/store/EditorStore';
import { SEED_CELL, seededPage } from '../../../src/client/editor/demo/seededPage';
import { createSequentialIdSource, seededRandom } from '../../../src/core/model/ids';

// The view's scene work without a GPU: an application whose render draws nothing. Frames are driven by hand
// (renderNow), so no building runs between them unless a test awaits it.
function setup(size: number) {
  const app = {
    stage: new Container(),
    renderer: { name: 'none', renderPipes: {} },
    render: () => undefined,
  };
  const store = new EditorStore({ ids: createSequentialIdSource('new'), random: seededRandom(3) });
  store.setViewport({ width: 1280, height: 800 });
  store.loadPages([seededPage(size)]);
  return { store, open: () => new EditorView(app as unknown as Application, store) };
}

const SIZE = 6000;
const side = Math.ceil(Math.sqrt(SIZE)) * SEED_CELL;

describe('opening a big page', () => {
  it('the first frame plans the region and builds nothing; the tasks after it build the page', async () => {
    const { store, open } = setup(SIZE);
    store.zoomToContent();
    const view = open();
    view.renderNow();
    expect(view.isBuildingVisible()).toBe(true);
    expect(view.adapter.realisedCount).toBe(0);
    // The region's tasks, then idle slices for the rest (made once the region is built), finish the page.
    await expect.poll(() => view.isBuildingAll(), { timeout: 30_000, interval: 20 }).toBe(false);
    expect(view.adapter.realisedCount).toBe(SIZE);
    view.destroy();
  });

  it('a frame whose region waits to be built still shows the tiles built before', () => {
    const { store, open } = setup(SIZE);
    // Zoomed in on one corner, then the opposite one: each small region is built in its frame.
    store.setCamera({ x: 0, y: 0, zoom: 1 });
    const view = open();
    view.renderNow();
    store.setCamera({ x: side - 1280, y: side - 800, zoom: 1 });
    view.renderNow();
    const built = view.adapter.realisedCount;
    expect(built).toBeGreaterThan(0);
    expect(view.stats.shownTiles).toBeLessThan(view.adapter.grid.count);
    // The whole page in view: thousands wait to be built, and every tile meets the region, both corners' too.
    store.zoomToContent();
    view.renderNow();
    expect(view.isBuildingVisible()).toBe(true);
    expect(view.adapter.realisedCount).toBe(built);
    expect(view.stats.shownTiles).toBe(view.adapter.grid.count);
    view.destroy();
  });

  it('closing the editor cancels the frame it had asked for', async () => {
    const { store, open } = setup(100);
    const view = open();
    const render = vi.spyOn(view, 'renderNow');
    store.zoomToContent();
    view.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(render).not.toHaveBeenCalled();
  });
});
