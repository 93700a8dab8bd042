import { describe, expect, it, vi } from 'vitest';
import { SpatialIndex } from '../../../src/core/index/spatialIndex';
import { screenPoint } from '../../../src/core/geometry/point';
import { createPage } from '../../../src/core/model/page';
import { finalizeElement } from '../../../src/core/model/snapPoints';
import { setLayerProps } from '../../../src/core/commands/layers';
import { EditorStore } from '../../../src/client/editor/store/EditorStore';
import { seededPage } from '../../../src/client/editor/demo/seededPage';
import { Driver } from './driver';

describe('editor store: pages', () => {
  it('auto-selects the first page, keeps history per page, and loadPages resets every history', () => {
    const d = new Driver();
    const store = d.store;
    store.addPage(createPage('p2', 2), { select: false });
    expect(store.getState().currentPageId).toBe('p1');
    store.setTool('rectangle');
    d.click(100, 100);
    expect(store.canUndo()).toBe(true);
    store.selectPage('p2');
    expect(store.canUndo()).toBe(false);
    store.selectPage('p1');
    expect(store.canUndo()).toBe(true);
    const saved = store.getPages();
    expect(saved.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(saved[0]?.elements).toHaveLength(1);
    store.loadPages(saved);
    expect(store.canUndo()).toBe(false);
    expect(store.page?.elements).toHaveLength(1);
  });

  it('removing the current page selects the first remaining one', () => {
    const store = new EditorStore();
    store.loadPages([createPage('a', 1), createPage('b', 2), createPage('c', 3)]);
    store.selectPage('b');
    store.removePages(['b', 'a']);
    expect(store.getState().pageOrder).toEqual(['c']);
    expect(store.getState().currentPageId).toBe('c');
  });
});

describe('editor store: camera', () => {
  it('zooms in and out by 1.1 and keeps the world point under the pointer fixed on wheel zoom', () => {
    const store = new EditorStore({ viewport: { width: 1000, height: 800 } });
    store.setCamera({ x: 0, y: 0, zoom: 1 });
    store.zoomIn();
    expect(store.getState().camera.zoom).toBeCloseTo(1.1, 10);
    store.zoomOut();
    expect(store.getState().camera.zoom).toBeCloseTo(1, 10);
    store.zoomAtPointer(screenPoint(200, 100), -120);
    const c = store.getState().camera;
    expect(c.zoom).toBeCloseTo(1.1, 10);
    expect(c.x + 200 / c.zoom).toBeCloseTo(200, 10);
    expect(c.y + 100 / c.zoom).toBeCloseTo(100, 10);
  });

  it('Reset shows the 2000 by 2000 drawing area, centred', () => {
    const store = new EditorStore({ viewport: { width: 1048, height: 848 } });
    store.setCamera({ x: 5000, y: 5000, zoom: 3 });
    store.resetView();
    const c = store.getState().camera;
    expect(c.zoom).toBeCloseTo(0.4, 10);
    expect(c.x + 1048 / 2 / c.zoom).toBeCloseTo(1000, 6);
    expect(c.y + 848 / 2 / c.zoom).toBeCloseTo(1000, 6);
  });

  it('Zoom to fit drawing frames what is drawn, however far from the 2000 × 2000 area; Reset still shows that area', () => {
    const d = new Driver();
    d.store.setViewport({ width: 1000, height: 800 });
    d.store.setTool('rectangle');
    // A 40 × 20 inch room at true scale (96 units an inch), well outside the drawing area.
    d.down(5000, 6000).move(7000, 7000).move(8840, 7920).up(8840, 7920);
    expect(d.page.elements).toHaveLength(1);
    d.store.resetView();
    const reset = d.store.getState().camera;
    expect(reset.x + 500 / reset.zoom).toBeCloseTo(1000, 6);

    d.store.zoomToDrawing();
    const c = d.store.getState().camera;
    // Centred on the room, and the room fills the view less its 24 px margin on the tighter side.
    expect(c.x + 500 / c.zoom).toBeCloseTo(6920, 6);
    expect(c.y + 400 / c.zoom).toBeCloseTo(6960, 6);
    expect(c.zoom).toBeCloseTo(Math.min(952 / 3840, 752 / 1920), 10);
    expect(c.x).toBeLessThanOrEqual(5000);
    expect(c.x + 1000 / c.zoom).toBeGreaterThanOrEqual(8840);
  });

  it('Zoom to fit drawing on an empty page shows the drawing area, like Reset', () => {
    const store = new EditorStore({ viewport: { width: 1048, height: 848 } });
    store.zoomToDrawing();
    const fitted = store.getState().camera;
    store.setCamera({ x: 1, y: 2, zoom: 3 });
    store.resetView();
    expect(fitted).toEqual(store.getState().camera);
  });

  it('middle-button drag pans without touching the drawing or the tools', () => {
    const d = new Driver(seededPage(3).elements);
    d.down(100, 100, { button: 1 }).move(150, 80, { button: 1 }).up(150, 80, { button: 1 });
    expect(d.store.getState().camera).toMatchObject({ x: -50, y: 20, zoom: 1 });
    expect(d.store.canUndo()).toBe(false);
    expect(d.input.stateName).toBe('select.idle');
  });
});

describe('editor store: text', () => {
  it('the Text button places "Sample Text" size 16 between 100 and 200, selected and open for editing', () => {
    const d = new Driver();
    d.store.addText();
    const el = d.page.elements[0];
    expect(el).toMatchObject({ type: 'text', text: 'Sample Text', fontSize: 16 });
    expect(el?.x).toBeGreaterThanOrEqual(100);
    expect(el?.x).toBeLessThanOrEqual(200);
    expect(el?.y).toBeGreaterThanOrEqual(100);
    expect(el?.y).toBeLessThanOrEqual(200);
    expect(d.store.getState().selection).toEqual([el?.id]);
    expect(d.store.getState().editingTextId).toBe(el?.id);
    d.store.commitTextEdit('Kitchen');
    expect(d.page.elements[0]).toMatchObject({ text: 'Kitchen' });
    d.store.startTextEdit(el?.id ?? '');
    d.store.cancelTextEdit();
    expect(d.page.elements[0]).toMatchObject({ text: 'Kitchen' });
    expect(d.store.getState().editingTextId).toBeNull();
  });
});

describe('opening a big design', () => {
  it('builds the index over several tasks, then answers as a plain load does', async () => {
    const page = seededPage(10_000, 3, 'big');
    const plain = new EditorStore();
    plain.loadPages([page]);
    const opened = new EditorStore();
    let tasks = 0;
    const counting = new MessageChannel();
    counting.port1.onmessage = () => tasks++;
    const open = opened.openPages([page]);
    // Nothing is loaded until the index is whole: the editor shows no half-indexed page.
    expect(opened.page).toBeNull();
    counting.port2.postMessage(null);
    await open;
    counting.port1.close();
    expect(tasks).toBeGreaterThan(0);
    expect(opened.page).toBe(page);
    // The index built in steps is the one used: no bulk load on the page afterwards.
    const bulk = vi.spyOn(SpatialIndex.prototype, 'load');
    opened.getIndex();
    expect(bulk).not.toHaveBeenCalled();
    bulk.mockRestore();
    const view = { minX: 0, minY: 0, maxX: 3000, maxY: 2000 };
    const ids = (s: EditorStore) =>
      s
        .getIndex()
        .search(view)
        .map((i) => i.id)
        .sort();
    expect(ids(opened)).toEqual(ids(plain));
    expect(opened.getIndex().extent()).toEqual(plain.getIndex().extent());
    expect(opened.getIndex().marquee(view)).toEqual(plain.getIndex().marquee(view));
  });

  it('a later load wins over an opening still building its index', async () => {
    const store = new EditorStore();
    const open = store.openPages([seededPage(6000, 3, 'old')]);
    const newer = seededPage(20, 4, 'new');
    store.loadPages([newer]);
    await open;
    expect(store.page).toBe(newer);
    expect(store.getIndex().size).toBe(20);
  });
});

describe('editor store: layers and the selection', () => {
  it('an element leaves the selection when its layer is hidden, frozen or locked, and comes back to nothing', () => {
    const store = new EditorStore();
    const page = createPage('p1', 1);
    store.loadPages([
      {
        ...page,
        layers: [
          {
            name: 'A-WALL',
            color: '#ff0000',
            visible: true,
            frozen: false,
            locked: false,
            linetype: 'CONTINUOUS',
            lineweight: -3,
          },
        ],
        elements: [
          finalizeElement({
            id: 'w',
            type: 'line',
            x: 0,
            y: 0,
            x2: 100,
            y2: 0,
            rotation: 0,
            layer: 'A-WALL',
          }),
          finalizeElement({ id: 'z', type: 'line', x: 0, y: 50, x2: 100, y2: 50, rotation: 0 }),
        ],
      },
    ]);
    for (const change of [{ locked: true }, { visible: false }, { frozen: true }]) {
      store.select(['w', 'z']);
      expect(store.getState().selection).toEqual(['w', 'z']);
      store.execute((p) => setLayerProps(p, { name: 'A-WALL', ...change }));
      expect(store.getState().selection).toEqual(['z']);
      store.undo();
      store.select([]);
    }
  });
});
